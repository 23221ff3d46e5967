/** Response headers shared by the app static server and the identity provider. */
import type { ServerResponse } from 'node:http';

/** Headers sent on every response of the app server (and, for the first two, of the IdP). */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // No Referer at all (A3): the callback document's URL carries the code and state until the app cleans it, and
  // strict-origin-when-cross-origin would send that full URL with every same-origin request made meanwhile.
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/**
 * Added by an HTTPS deployment (the dev server's `https` option, or a TLS socket): two years of HSTS for the tenant
 * subdomains too, and no cross-origin embedding of any response (B2). Browsers ignore HSTS over plain http.
 */
export const httpsSecurityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** Where the app's documents report CSP violations (X6): `report-uri` and the `report-to` group of that name. */
export const cspReportPath = '/_csp-report';
export const cspReportGroup = 'csp-endpoint';
/** The Reporting API endpoint header of the app's documents, naming {@link cspReportGroup}. */
export const reportingEndpoints = `${cspReportGroup}="${cspReportPath}"`;

/** One CSP violation as the endpoint keeps it. */
export interface CspReport {
  directive: string;
  blocked: string;
  document: string;
}

const field = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 2000) : '');

/**
 * Reads a CSP report body: `application/csp-report` (report-uri: `{ "csp-report": {...} }`) or
 * `application/reports+json` (report-to: `[{ type: 'csp-violation', body: {...} }]`). `unsupported` for another
 * content type, `malformed` for a body that is neither.
 */
export function parseCspReports(contentType: string, body: string): CspReport[] | 'unsupported' | 'malformed' {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== 'application/csp-report' && type !== 'application/reports+json' && type !== 'application/json') return 'unsupported';
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return 'malformed';
  }
  if (Array.isArray(raw)) {
    return raw
      .filter((r): r is { type: unknown; body: Record<string, unknown> } => typeof r === 'object' && r !== null && typeof (r as { body?: unknown }).body === 'object' && (r as { body?: unknown }).body !== null)
      .filter((r) => r.type === 'csp-violation')
      .map(({ body: b }) => ({ directive: field(b.effectiveDirective), blocked: field(b.blockedURL), document: field(b.documentURL) }));
  }
  const legacy = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)['csp-report'] : undefined;
  if (typeof legacy !== 'object' || legacy === null) return 'malformed';
  const r = legacy as Record<string, unknown>;
  return [{ directive: field(r['effective-directive'] ?? r['violated-directive']), blocked: field(r['blocked-uri']), document: field(r['document-uri']) }];
}

/**
 * COOP of a development build's documents only (`node build.mjs --dev`): the Stately inspector (`?inspect`) is a
 * window on another origin that the page opens and keeps posting to, which `same-origin` would cut off. Every
 * other build keeps `same-origin`.
 */
export const developmentOpenerPolicy = 'same-origin-allow-popups';

export function setHeaders(res: ServerResponse, headers: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

export interface AppCspSources {
  /** Origin of the identity provider (authority), e.g. `http://localhost:9090`. */
  idpOrigin: string;
  /** Absolute origins of backend services (the seven, the common API and the quick chat) other than the app's own, if any. */
  serviceOrigins?: readonly string[];
}

const unique = (values: readonly string[]): string[] => [...new Set(values.filter((v) => v !== ''))];

/**
 * The Content-Security-Policy of the app's HTML documents: no inline script or style, no eval.
 * `silent-renew.html` is framed by the app itself, so it gets `frame-ancestors 'self'`.
 */
export function appCsp({ idpOrigin, serviceOrigins = [] }: AppCspSources, framing: 'none' | 'self' = 'none', { reportTo = false }: { reportTo?: boolean } = {}): string {
  const connect = unique(["'self'", idpOrigin, ...serviceOrigins]);
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: ${idpOrigin}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `frame-src 'self' ${idpOrigin}`,
    `frame-ancestors '${framing}'`,
    `form-action 'self' ${idpOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
    // report-uri always; report-to only over HTTPS: Chromium then ignores report-uri, and its Reporting API delivered
    // nothing to the plain-http dev origin (checked in tests/e2e/session-security.spec.ts).
    `report-uri ${cspReportPath}`,
    ...(reportTo ? [`report-to ${cspReportGroup}`] : []),
  ].join('; ');
}

/** The CSP of the server-rendered pages that only need their own stylesheet (picker, error pages). */
export const staticPageCsp = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "frame-ancestors 'none'",
  "form-action 'none'",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

/** Headers of every identity provider response besides its CSP: the app's base set (no Referer, COOP, no powerful features). */
export const idpSecurityHeaders: Readonly<Record<string, string>> = baseSecurityHeaders;

/**
 * The identity provider's page policy. Its forms post to itself, and Chromium checks form-action on the
 * redirect that follows the post as well, so the app origins are listed.
 */
export function idpCsp(appOrigins: readonly string[], frameAncestors: readonly string[] = []): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `form-action 'self' ${appOrigins.join(' ')}`,
    `frame-ancestors ${frameAncestors.length === 0 ? "'none'" : frameAncestors.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const mimeTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** MIME type by file extension (lower-case, with the dot); unknown types are served as octet-stream. */
export const mimeTypeFor = (extension: string): string =>
  mimeTypes[extension.toLowerCase()] ?? 'application/octet-stream';

/** esbuild's content hash: `-` and 8 base32 characters before the extension(s), e.g. `main-ABCD1234.js`. */
const hashedName = /-[A-Z2-7]{8}(?:\.[A-Za-z0-9]+)+$/;

export const immutableCache = 'public, max-age=31536000, immutable';

/** Cache-Control for a file served from distDir, by URL path. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/') && !urlPath.startsWith('/assets/i18n/')) {
    const name = urlPath.slice(urlPath.lastIndexOf('/') + 1);
    if (hashedName.test(name)) return immutableCache;
  }
  return 'no-cache';
}
