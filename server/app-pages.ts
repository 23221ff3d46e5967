/** Server-rendered pages of the app host: the tenant picker and the not-found pages. */
import type { TenantCompany } from '../src/config/tenants';
import { html, page } from './html';
import { productName } from './idp-pages';

/** Where the app server serves its own stylesheet and logo (from server/idp-assets/). */
export const serverAssetPrefix = '/_server/';

const asset = (name: string): string => `${serverAssetPrefix}${name}`;

const header = html`<header class="site-header">
<img class="brand-logo" src="${asset('logo.svg')}" alt="" width="40" height="40">
<span class="product">${productName}</span>
</header>`;

function shell(title: string, content: ReturnType<typeof html>): string {
  return page({
    lang: 'en',
    title: `${title} · ${productName}`,
    stylesheet: asset('theme.css'),
    icon: asset('logo.svg'),
    bodyClass: 'site',
    body: html`${header}
<main class="site-main">
${content}
</main>`,
  });
}

export function pickerPage(list: readonly TenantCompany[], appPort: number): string {
  return shell(
    'Choose your company',
    html`<h1>Choose your company</h1>
<p class="lead">Every company has its own address. Pick yours to sign in.</p>
<ul class="tenant-list">
${list.map((t) => {
  const origin = `http://${t.slug}.localhost:${appPort}`;
  return html`<li><a class="tenant" href="${origin}/">
<img class="tenant-logo" src="${t.logo}" alt="" width="48" height="48">
<span class="tenant-text"><span class="tenant-name">${t.tradeName}</span><span class="tenant-host">${t.slug}.localhost:${appPort}</span></span>
<span class="tenant-arrow" aria-hidden="true">→</span>
</a></li>`;
})}
</ul>`,
  );
}

export function unknownTenantPage(pickerUrl: string): string {
  return shell(
    'Unknown tenant',
    html`<h1>Unknown tenant</h1>
<p class="lead">There is no company at this address.</p>
<p><a class="button" href="${pickerUrl}">Choose your company</a></p>`,
  );
}

export function notFoundPage(pickerUrl: string): string {
  return shell(
    'Page not found',
    html`<h1>Page not found</h1>
<p class="lead">There is nothing at this address.</p>
<p><a class="button" href="${pickerUrl}">Choose your company</a></p>`,
  );
}

const palette = ['#4f46e5', '#0d9488', '#db2777', '#d97706', '#7c3aed', '#2563eb'];

/** A monogram logo for a tenant whose logo file is not in the build. */
export function monogramSvg(tenant: TenantCompany, index: number): string {
  const letter = (tenant.tradeName.trim()[0] ?? '?').toUpperCase();
  const color = palette[index % palette.length] ?? '#4f46e5';
  return html`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" role="img" aria-label="${tenant.tradeName}">
<rect width="48" height="48" rx="12" fill="${color}"/>
<text x="24" y="31" text-anchor="middle" font-family="system-ui, sans-serif" font-size="22" font-weight="700" fill="#fff">${letter}</text>
</svg>
`.value;
}
