/**
 * The app's static server: `{slug}.localhost` serves the SPA from distDir with production headers,
 * the bare host serves the tenant picker, and anything else gets "Unknown tenant".
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { demoConfig, parseRuntimeConfig } from '../src/config/runtime-config';
import { parseTenantHost } from '../src/config/tenant-host';
import { findTenant, tenants } from '../src/config/tenants';
import { servePlatform, type Platform } from './platform';
import { monogramSvg, notFoundPage, pickerPage, serverAssetPrefix, unknownTenantPage } from './app-pages';
import { readBody, resolveUnder, sendBody, sendFile, statFile } from './files';
import {
  appCsp,
  baseSecurityHeaders,
  cacheControlFor,
  cspReportPath,
  developmentOpenerPolicy,
  httpsSecurityHeaders,
  parseCspReports,
  reportingEndpoints,
  setHeaders,
  staticPageCsp,
  type AppCspSources,
  type CspReport,
} from './headers';

export interface AppServerOptions {
  appPort: number;
  /** Absolute path of the built SPA. */
  distDir: string;
  /** Absolute path of server/idp-assets (the picker's stylesheet and logo). */
  assetsDir: string;
  /** Origin of the embedded identity provider, for the generated config.json and the CSP. */
  idpOrigin: string;
  /** A JSON file served as /config.json instead of the generated demo configuration. */
  appConfigPath?: string;
  /** The tenant registry and its service, served on every tenant origin at `services.tenantManagement`. @default none: the static tenants only */
  platform?: Platform;
  /** Served over HTTPS (behind a TLS proxy): adds HSTS and CORP (see httpsSecurityHeaders). @default false */
  https?: boolean;
  /** Where the CSP reports posted to /_csp-report are kept (the e2e tests read them). @default a private list */
  cspReports?: CspReport[];
  quiet?: boolean;
}

/** Files the build writes for its own tools: never served, whatever is left in distDir (issue 11 fault 7). */
const buildOnlyFiles = new Set(['/meta.json', '/build.json']);
/** At most this many CSP reports are kept, each body at most 64 KiB. */
const cspReportLimit = 500;
const cspReportBodyLimit = 64 * 1024;

const text = 'text/plain; charset=utf-8';

const absoluteOrigin = (value: string): string | undefined => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
};

/** The demo configuration for the running IdP; `mockApi` follows the build (see {@link builtMockApi}). */
export const generatedConfig = (idpOrigin: string, mockApi = true): string =>
  JSON.stringify({ ...demoConfig(idpOrigin), mockApi }, null, 2);

/**
 * The build writes its own `config.json` (a deployable default) whose `mockApi` says whether the mock API was
 * bundled; the generated config keeps that flag and replaces everything else (ports, authority).
 */
export async function builtMockApi(distDir: string): Promise<boolean> {
  try {
    const built = JSON.parse(await readFile(join(distDir, 'config.json'), 'utf8')) as { mockApi?: unknown };
    return typeof built.mockApi === 'boolean' ? built.mockApi : true;
  } catch {
    return true;
  }
}

/** Whether distDir holds a development build (`node build.mjs --dev` writes `build.json` with `development: true`). */
export async function builtForDevelopment(distDir: string): Promise<boolean> {
  try {
    const built = JSON.parse(await readFile(join(distDir, 'build.json'), 'utf8')) as { development?: unknown };
    return built.development === true;
  } catch {
    return false;
  }
}

/** The body of /config.json (or the marker to generate it per request) and the CSP sources that follow from it. */
export function loadAppConfig(
  idpOrigin: string,
  appConfigPath?: string,
): { generated: true; csp: AppCspSources } | { generated: false; body: string; csp: AppCspSources } {
  if (!appConfigPath) return { generated: true, csp: { idpOrigin } };
  const body = readFileSync(appConfigPath, 'utf8');
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch (error) {
    throw new Error(`APP_CONFIG ${appConfigPath} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = parseRuntimeConfig(raw);
  if (!parsed.ok) throw new Error(`APP_CONFIG ${appConfigPath}: ${parsed.problem}`);
  const { config } = parsed;
  const authority = absoluteOrigin(config.authority) ?? idpOrigin;
  const serviceOrigins = [...Object.values(config.services), config.commonApi, config.quickChatApi]
    .map(absoluteOrigin)
    .filter((o): o is string => o !== undefined && o !== authority);
  return { generated: false, body, csp: { idpOrigin: authority, serviceOrigins: [...new Set(serviceOrigins)] } };
}

/** `services.tenantManagement` of a config.json body, if it has one. */
function platformBaseOf(body: string): string | undefined {
  const parsed = parseRuntimeConfig(JSON.parse(body) as unknown);
  return parsed.ok ? parsed.config.services.tenantManagement : undefined;
}

const hasExtension = (urlPath: string): boolean => /\.[^/]*$/.test(urlPath.slice(urlPath.lastIndexOf('/') + 1));

export function createAppHandler(options: AppServerOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const { appPort, distDir, assetsDir, idpOrigin, quiet = false } = options;
  const cspReports = options.cspReports ?? [];
  const config = loadAppConfig(idpOrigin, options.appConfigPath);
  const reportTo = { reportTo: options.https ?? false };
  const htmlCsp = appCsp(config.csp, 'none', reportTo);
  const silentRenewCsp = appCsp(config.csp, 'self', reportTo);
  const pickerUrl = `http://localhost:${appPort}/`;
  const tenantLogos = new Map(tenants.map((t, i) => [t.logo, () => monogramSvg(t, i)]));
  const { platform } = options;
  // The tenant service's base on the app origin (a relative `services.tenantManagement`); an absolute one is another host's.
  const configuredBase = config.generated ? demoConfig(idpOrigin).services.tenantManagement : platformBaseOf(config.body);
  const platformBase = platform && configuredBase?.startsWith('/') ? configuredBase.replace(/\/+$/, '') : undefined;
  /** A tenant the registry knows (created ones included), or a static one when there is no registry. */
  const isTenant = (slug: string): boolean => (platform ? platform.registry.get(slug) !== undefined : findTenant(slug) !== undefined);

  const pageHeaders = { 'Content-Security-Policy': staticPageCsp, 'Cache-Control': 'no-cache' };
  const htmlPage = (req: IncomingMessage, res: ServerResponse, status: number, body: string) =>
    sendBody(req, res, status, 'text/html; charset=utf-8', body, pageHeaders);
  const plain = (req: IncomingMessage, res: ServerResponse, status: number, body: string) =>
    sendBody(req, res, status, text, body, { 'Cache-Control': 'no-cache' });

  async function serverAsset(req: IncomingMessage, res: ServerResponse, rawPath: string): Promise<void> {
    const resolved = resolveUnder(assetsDir, rawPath.slice(serverAssetPrefix.length - 1));
    const info = resolved.ok ? await statFile(assetsDir, resolved.file) : undefined;
    if (!resolved.ok || !info) return plain(req, res, resolved.ok ? 404 : resolved.status, 'Not Found');
    sendFile(req, res, resolved.file, info, { cacheControl: 'no-cache' });
  }

  async function distFile(req: IncomingMessage, res: ServerResponse, rawPath: string): Promise<boolean> {
    const resolved = resolveUnder(distDir, rawPath);
    if (!resolved.ok) return false;
    const info = await statFile(distDir, resolved.file);
    if (!info) return false;
    sendFile(req, res, resolved.file, info, { cacheControl: cacheControlFor(resolved.urlPath) });
    return true;
  }

  async function base(req: IncomingMessage, res: ServerResponse, rawPath: string): Promise<void> {
    if (rawPath === '/') return htmlPage(req, res, 200, pickerPage(tenants, appPort));
    if (rawPath.startsWith(serverAssetPrefix)) return serverAsset(req, res, rawPath);
    if ((rawPath.startsWith('/assets/') || rawPath === '/favicon.ico') && (await distFile(req, res, rawPath))) return;
    const logo = tenantLogos.get(rawPath);
    if (logo) return sendBody(req, res, 200, 'image/svg+xml', logo(), { 'Cache-Control': 'no-cache' });
    return htmlPage(req, res, 404, notFoundPage(pickerUrl));
  }

  async function tenantApp(req: IncomingMessage, res: ServerResponse, rawPath: string): Promise<void> {
    if (rawPath === '/api' || rawPath.startsWith('/api/')) {
      return sendBody(req, res, 404, text, 'NOT FOUND', { 'Cache-Control': 'no-store' });
    }
    const resolved = resolveUnder(distDir, rawPath);
    if (!resolved.ok) return plain(req, res, resolved.status, resolved.status === 400 ? 'Bad Request' : 'Not Found');
    const { urlPath } = resolved;
    // Every spelling of the path (`/config.json/`, `//config.json`) gets the generated config, never the build's file.
    if (urlPath === '/config.json') {
      const body = config.generated ? generatedConfig(idpOrigin, await builtMockApi(distDir)) : config.body;
      return sendBody(req, res, 200, 'application/json; charset=utf-8', body, { 'Cache-Control': 'no-store' });
    }
    if (buildOnlyFiles.has(urlPath)) return plain(req, res, 404, 'Not Found');
    const asDocument = urlPath === '/' || (!hasExtension(urlPath) && !urlPath.startsWith('/assets/') && urlPath !== '/assets');
    const file = urlPath === '/' ? join(distDir, 'index.html') : resolved.file;
    const info = await statFile(distDir, file);
    // The same CSP for every build; only a development build's documents let their inspector window stay reachable.
    const documentHeaders = async (csp: string): Promise<Record<string, string>> =>
      (await builtForDevelopment(distDir))
        ? { 'Content-Security-Policy': csp, 'Reporting-Endpoints': reportingEndpoints, 'Cross-Origin-Opener-Policy': developmentOpenerPolicy }
        : { 'Content-Security-Policy': csp, 'Reporting-Endpoints': reportingEndpoints };
    if (info && file.endsWith('.html')) {
      const csp = file === join(distDir, 'silent-renew.html') ? silentRenewCsp : htmlCsp;
      return sendFile(req, res, file, info, { cacheControl: 'no-cache', headers: await documentHeaders(csp) });
    }
    if (info) return sendFile(req, res, file, info, { cacheControl: cacheControlFor(urlPath) });
    if (asDocument) {
      // History fallback: client-side routes get index.html.
      const index = join(distDir, 'index.html');
      const indexInfo = await statFile(distDir, index);
      if (!indexInfo) return plain(req, res, 503, `The app is not built: ${index} is missing. Run npm run build.`);
      return sendFile(req, res, index, indexInfo, { cacheControl: 'no-cache', headers: await documentHeaders(htmlCsp) });
    }
    return plain(req, res, 404, 'Not Found');
  }

  /** The CSP report endpoint of the app's documents (X6): keeps what it is sent for the tests to read. */
  async function cspReport(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (Number(req.headers['content-length'] ?? 0) > cspReportBodyLimit) return plain(req, res, 413, 'Payload Too Large');
    let body: string;
    try {
      body = await readBody(req, cspReportBodyLimit);
    } catch {
      return plain(req, res, 413, 'Payload Too Large');
    }
    const reports = parseCspReports(req.headers['content-type'] ?? '', body);
    if (reports === 'unsupported') return plain(req, res, 415, 'Unsupported Media Type');
    if (reports === 'malformed') return plain(req, res, 400, 'Bad Request');
    for (const report of reports) {
      if (cspReports.length < cspReportLimit) cspReports.push(report);
      if (!quiet) console.warn('[app] CSP violation', report);
    }
    res.statusCode = 204;
    res.setHeader('Cache-Control', 'no-store');
    res.end();
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    setHeaders(res, baseSecurityHeaders);
    if (options.https || (req.socket as { encrypted?: boolean }).encrypted) setHeaders(res, httpsSecurityHeaders);
    const url = req.url ?? '/';
    if (platform && platformBase && (url === platformBase || url.startsWith(`${platformBase}/`) || url.startsWith(`${platformBase}?`))) {
      const tenantHost = parseTenantHost(req.headers.host ?? '', 'localhost');
      if (tenantHost.kind === 'tenant' && isTenant(tenantHost.slug)) return servePlatform(platform, req, res, url.slice(platformBase.length));
    }
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    const host = parseTenantHost(req.headers.host ?? '', 'localhost');
    if (rawPath === cspReportPath && req.method === 'POST' && host.kind === 'tenant' && isTenant(host.slug)) return cspReport(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendBody(req, res, 405, text, 'Method Not Allowed', { Allow: 'GET, HEAD', 'Cache-Control': 'no-cache' });
    }
    if (host.kind === 'tenant' && isTenant(host.slug)) return tenantApp(req, res, rawPath);
    if (host.kind === 'base') return base(req, res, rawPath);
    if (rawPath.startsWith(serverAssetPrefix)) return serverAsset(req, res, rawPath);
    return htmlPage(req, res, 404, unknownTenantPage(pickerUrl));
  }

  return (req, res) => {
    route(req, res).catch((error: unknown) => {
      if (!quiet) console.error('[app]', error);
      if (!res.headersSent) plain(req, res, 500, 'Internal Server Error');
      else res.destroy();
    });
  };
}
