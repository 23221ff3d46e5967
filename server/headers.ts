/** Response headers shared by the app static server and the identity provider. */
import type { ServerResponse } from 'node:http';

/** Headers sent on every response of the app server (and, for the first two, of the IdP). */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

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
  /** Absolute origins of backend services other than the app's own, if any. */
  serviceOrigins?: readonly string[];
}

const unique = (values: readonly string[]): string[] => [...new Set(values.filter((v) => v !== ''))];

/**
 * The Content-Security-Policy of the app's HTML documents: no inline script or style, no eval.
 * `silent-renew.html` is framed by the app itself, so it gets `frame-ancestors 'self'`.
 */
export function appCsp({ idpOrigin, serviceOrigins = [] }: AppCspSources, framing: 'none' | 'self' = 'none'): string {
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
