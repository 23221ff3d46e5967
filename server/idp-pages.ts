/** Server-rendered pages of the identity provider: sign-in, sign-out and errors (English and es-MX). */
import { SafeHtml, html, page } from './html';

export type IdpLocale = 'en' | 'es';

export const productName = 'Back Office';

const texts = {
  en: {
    lang: 'en',
    signInTitle: 'Sign in',
    heading: 'Welcome back',
    subtitle: (tenant?: string) =>
      tenant ? `Use your work account to open ${tenant} in ${productName}.` : `Use your work account to open ${productName}.`,
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    wrongCredentials: 'Wrong email or password.',
    tooManyAttempts: (minutes: number) => `Too many failed sign-ins. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    footnote: `${productName} identity service`,
    signingOutTitle: 'Signing out',
    signingOut: 'Signing you out…',
    signingOutHint: 'You will be taken back in a moment.',
    signOutButton: 'Continue',
    signedOutTitle: 'Signed out',
    signedOut: 'You are signed out',
    signedOutHint: 'You can close this window, or open your workspace again.',
    openWorkspace: (tenant: string) => `Open ${tenant}`,
    errorTitle: 'Something went wrong',
    errorHint: 'Go back to the application and try again.',
    expired: 'This sign-in page has expired. Go back to the application and start again.',
  },
  es: {
    lang: 'es-MX',
    signInTitle: 'Iniciar sesión',
    heading: 'Te damos la bienvenida',
    subtitle: (tenant?: string) =>
      tenant
        ? `Usa tu cuenta de trabajo para entrar a ${tenant} en ${productName}.`
        : `Usa tu cuenta de trabajo para entrar a ${productName}.`,
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    wrongCredentials: 'Correo o contraseña incorrectos.',
    tooManyAttempts: (minutes: number) => `Demasiados intentos fallidos. Inténtalo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
    footnote: `Servicio de identidad de ${productName}`,
    signingOutTitle: 'Cerrando sesión',
    signingOut: 'Cerrando tu sesión…',
    signingOutHint: 'En un momento volverás a la aplicación.',
    signOutButton: 'Continuar',
    signedOutTitle: 'Sesión cerrada',
    signedOut: 'Cerraste tu sesión',
    signedOutHint: 'Puedes cerrar esta ventana o volver a abrir tu espacio de trabajo.',
    openWorkspace: (tenant: string) => `Abrir ${tenant}`,
    errorTitle: 'Algo salió mal',
    errorHint: 'Vuelve a la aplicación e inténtalo de nuevo.',
    expired: 'Esta página de inicio de sesión caducó. Vuelve a la aplicación y empieza de nuevo.',
  },
} as const;

/** Picks the page language from an OIDC `ui_locales` value (space-separated, by preference); English by default. */
export function localeFrom(uiLocales: unknown): IdpLocale {
  if (typeof uiLocales !== 'string') return 'en';
  for (const tag of uiLocales.split(/\s+/)) {
    const language = tag.toLowerCase().split(/[-_]/)[0];
    if (language === 'es') return 'es';
    if (language === 'en') return 'en';
  }
  return 'en';
}

const asset = (name: string): string => `/idp-assets/${name}`;

function card(t: (typeof texts)[IdpLocale], title: string, content: SafeHtml, scripts: readonly string[] = []): string {
  return page({
    lang: t.lang,
    title: `${title} · ${productName}`,
    stylesheet: asset('theme.css'),
    icon: asset('logo.svg'),
    scripts,
    bodyClass: 'auth',
    body: html`<main class="auth-shell">
<div class="card">
${content}
</div>
<p class="footnote">${t.footnote}</p>
</main>`,
  });
}

const brand = html`<img class="brand-logo" src="${asset('logo.svg')}" alt="" width="48" height="48">`;

export interface LoginPageOptions {
  locale: IdpLocale;
  /** Form action (same origin). */
  action: string;
  email?: string;
  /** `true`: wrong email or password; a number: too many failures, minutes until the next attempt. @default false */
  error?: boolean | { retryInMinutes: number };
  /** Trade name of the tenant the user is signing in to, when known. */
  tenantName?: string;
}

export function loginPage({ locale, action, email = '', error = false, tenantName }: LoginPageOptions): string {
  const t = texts[locale];
  const describedBy = error ? html` aria-describedby="login-error" aria-invalid="true"` : '';
  return card(
    t,
    t.signInTitle,
    html`<header class="card-header">
${brand}
<p class="product">${productName}</p>
<h1>${t.heading}</h1>
<p class="subtitle">${t.subtitle(tenantName)}</p>
</header>
${error ? html`<div class="alert" id="login-error" role="alert">${error === true ? t.wrongCredentials : t.tooManyAttempts(error.retryInMinutes)}</div>` : ''}
<form class="form" method="post" action="${action}">
<div class="field">
<label for="email">${t.email}</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" required${email ? '' : html` autofocus`} value="${email}"${describedBy}>
</div>
<div class="field">
<label for="password">${t.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? html` autofocus` : ''}${describedBy}>
</div>
<button class="button" type="submit">${t.submit}</button>
</form>`,
  );
}

/** Wraps oidc-provider's logout form (id="op.logoutForm"); logout.js submits it at once. */
export function logoutPage(locale: IdpLocale, form: string): string {
  const t = texts[locale];
  // oidc-provider's own markup: the form with its action URL and a hidden xsrf token.
  const providerForm = new SafeHtml(form);
  return card(
    t,
    t.signingOutTitle,
    html`<header class="card-header">
${brand}
<p class="product">${productName}</p>
<h1>${t.signingOut}</h1>
<p class="subtitle">${t.signingOutHint}</p>
</header>
<div class="progress" aria-hidden="true"><span></span></div>
${providerForm}
<button class="button button-secondary" type="submit" form="op.logoutForm" name="logout" value="yes" id="logout-continue">${t.signOutButton}</button>`,
    [asset('logout.js')],
  );
}

export interface TenantLink {
  name: string;
  url: string;
}

export function loggedOutPage(locale: IdpLocale, links: readonly TenantLink[]): string {
  const t = texts[locale];
  return card(
    t,
    t.signedOutTitle,
    html`<header class="card-header">
${brand}
<p class="product">${productName}</p>
<h1>${t.signedOut}</h1>
<p class="subtitle">${t.signedOutHint}</p>
</header>
<ul class="links">
${links.map((l) => html`<li><a class="button button-secondary" href="${l.url}">${t.openWorkspace(l.name)}</a></li>`)}
</ul>`,
  );
}

export function errorPage(locale: IdpLocale, details: { error?: string; description?: string; expired?: boolean }): string {
  const t = texts[locale];
  return card(
    t,
    t.errorTitle,
    html`<header class="card-header">
${brand}
<p class="product">${productName}</p>
<h1>${t.errorTitle}</h1>
<p class="subtitle">${details.expired ? t.expired : t.errorHint}</p>
</header>
${details.error ? html`<div class="alert" role="alert"><code>${details.error}</code>${details.description ? html`<span>${details.description}</span>` : ''}</div>` : ''}`,
  );
}
