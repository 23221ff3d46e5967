/** Escaped HTML templating for the server-rendered pages (no inline script or style anywhere). */

const entities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Escapes text for element content and quoted attribute values. */
export const escapeHtml = (value: unknown): string => String(value).replace(/[&<>"'`]/g, (c) => entities[c] ?? c);

/** Markup that is already safe (built by {@link html}). */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

function interpolate(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(interpolate).join('');
  if (value === undefined || value === null || value === false) return '';
  return escapeHtml(value);
}

/** Tagged template: every interpolated value is escaped unless it is SafeHtml (or an array of it). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += interpolate(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

export interface PageOptions {
  lang: string;
  title: string;
  /** Absolute path of the stylesheet on the serving origin. */
  stylesheet: string;
  /** Absolute path of the favicon on the serving origin. */
  icon?: string;
  /** External scripts (same origin), loaded with `defer`. */
  scripts?: readonly string[];
  bodyClass?: string;
  body: SafeHtml;
}

/** A complete HTML document. */
export function page({ lang, title, stylesheet, icon, scripts = [], bodyClass, body }: PageOptions): string {
  return html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="stylesheet" href="${stylesheet}">
${icon ? html`<link rel="icon" href="${icon}" type="image/svg+xml">` : ''}
${scripts.map((src) => html`<script src="${src}" defer></script>`)}
</head>
<body${bodyClass ? html` class="${bodyClass}"` : ''}>
${body}
</body>
</html>
`.value;
}
