/**
 * The in-browser mock API (demo mode). Loaded as a lazy chunk only when `config.json` says `mockApi: true`.
 * Shell routes live in `routes/`, the seven business services in `services/`, the demo-template API in `demo/`;
 * helpers they share in `shared/`.
 */
import { createServer, Response, type Server } from 'miragejs';
import { isApiRequest } from './bridge-protocol';
import { demoModels } from './demo/models';
import { registerDemoRoutes } from './demo/routes';
import { persistDemoAreas } from './demo/persist-areas';
import { shellModels } from './models';
import { registerShellRoutes } from './routes/shell';
import { registerMessageRoutes } from './routes/messages';
import { registerShortcutRoutes } from './routes/shortcuts';
import { registerSearchRoutes } from './routes/search';
import { registerQuickChatRoutes } from './routes/quick-chat';
import { registerBankingService } from './services/banking';
import { registerCatalogsService } from './services/catalogs';
import { registerDistributionService } from './services/distribution';
import { registerInventoryService } from './services/inventory';
import { registerOrderingService } from './services/ordering';
import { createServiceRuntime } from './services/runtime';
import { registerServiceContractsService } from './services/service-contracts';
import { registerTenantManagementService } from './services/tenant-management';
import { demoConfig, type RuntimeConfig } from '../config/runtime-config';
import { createAuthorize, TENANT_STATUS_TTL_MS, type Authorize, type TenantStatusLookup } from './auth';
import { remoteKeys, staticKeys, verifyAccessToken, type Jwks } from './shared/access-token';
import { tenants } from '../config/tenants';
import { memoryTenantRegistry } from '../platform/tenant-registry';
import { createTenantService, type TenantService } from '../platform/tenant-service';

export interface MakeServerOptions {
  /** `test` removes latency, skips seeds and logging. @default 'test' */
  environment?: 'test' | 'development';
  /** Base URLs of the services and the common API. @default the demo configuration */
  config?: Pick<RuntimeConfig, 'services' | 'commonApi' | 'authority' | 'quickChatApi'> & Partial<Pick<RuntimeConfig, 'demo'>>;
  /** Multiplier of every mock delay (0 turns them off). @default 0 in test, 1 in development */
  delayFactor?: number;
  /**
   * The identity provider's public keys that access tokens are verified with (tests pass their own key pair's).
   * @default fetched once from `${config.authority}/.well-known/openid-configuration` -> `jwks_uri`
   */
  keys?: Jwks | Promise<Jwks>;
  /** How the mock reaches the identity provider for its keys. @default the page's fetch as it was before Mirage replaced it */
  fetch?: typeof fetch;
  /**
   * The clock of the business services: record timestamps, history, idempotency expiry. Token expiry is
   * checked against the real time. @default () => new Date()
   */
  now?: () => Date;
  /**
   * Where the tenant-management service lives: `'network'` passes its base through to the app server (the platform's
   * one registry, server/platform.ts); a TenantService is hosted in-process. Every service asks it whether the
   * caller's tenant is suspended; `'hosted'` is a fresh in-process one (tests of the development environment, with no
   * app server). @default 'network' in development, `'hosted'` in test
   */
  platform?: 'network' | 'hosted' | TenantService;
  /**
   * The page's address, for resolving and classifying request URLs (the mock in a Web Worker gets the page's in its
   * init message: a worker's own location is its script's). @default the global location, else http://localhost/
   */
  pageUrl?: string;
  /**
   * Where records that outlive a reload are kept (the worker's copy of the page's `mirage.*` entries, `worker-host.ts`).
   * @default localStorage in development where there is one, memory only in test
   */
  storage?: Storage | null;
}

export interface MockContext {
  /** The delay to apply to a response, already scaled by `delayFactor`. */
  delay: (ms: number) => number;
  /** Where the mock keeps records that outlive a reload (null in tests: memory only). */
  storage: Storage | null;
  config: Pick<RuntimeConfig, 'services' | 'commonApi' | 'authority' | 'quickChatApi'> & Partial<Pick<RuntimeConfig, 'demo'>>;
  /** Verifies the caller's token, tenant and permission (auth.ts); every route but the demo sign-in mock uses it. */
  authorize: Authorize;
  /** The services' clock (`MakeServerOptions.now`). */
  now: () => Date;
}

const defaultConfig: MakeServerOptions['config'] = demoConfig('http://localhost:9090');

/** The page's address where there is one (a worker's location is its script's: the worker passes the page's). */
const defaultPageUrl = (): string => (typeof window !== 'undefined' && typeof document !== 'undefined' ? window.location.href : 'http://localhost/');

/** The platform's word on a tenant, from `/companies/current` (the caller's token): the status and the company's rules. */
const companyStatus = (status: number, body: unknown): Awaited<ReturnType<TenantStatusLookup>> => {
  if (status === 404) return null;
  const r = body as { status?: unknown; currency?: unknown; taxRate?: unknown } | null;
  if (status !== 200 || typeof r?.status !== 'string') throw new Error(`the platform answered ${status}`);
  return { status: r.status, ...(typeof r.currency === 'string' ? { currency: r.currency } : {}), ...(typeof r.taxRate === 'number' ? { taxRate: r.taxRate } : {}) };
};

/** Whether `url` is the platform's base on this origin or under it. */
const isUnder = (url: string, base: string, pageUrl: string): boolean => {
  const parsed = new URL(url, pageUrl);
  const resolved = new URL(base, pageUrl);
  return parsed.origin === resolved.origin && (parsed.pathname === resolved.pathname || parsed.pathname.startsWith(`${resolved.pathname}/`));
};

export function makeServer({ environment = 'test', config = defaultConfig, delayFactor, keys, fetch: fetchKeys, now = () => new Date(), platform, pageUrl = defaultPageUrl(), storage }: MakeServerOptions = {}): Server {
  const factor = delayFactor ?? (environment === 'test' ? 0 : 1);
  // Taken before createServer: Mirage replaces window.fetch, and the keys come from the real provider.
  const pageFetch = fetchKeys ?? globalThis.fetch.bind(globalThis);
  const authority = config!.authority.replace(/\/+$/, '');
  const keySource = keys ? staticKeys(keys) : remoteKeys(authority, { fetch: pageFetch });
  const platformBase = config!.services.tenantManagement.replace(/\/+$/, '');
  const hosted: TenantService | null =
    platform === 'network' || (platform === undefined && environment === 'development')
      ? null
      : (platform !== undefined && platform !== 'hosted' ? platform : createTenantService({ registry: memoryTenantRegistry(tenants, '2024-01-01T00:00:00.000Z'), verify: (token) => verifyAccessToken(token, { keys: keySource, issuer: authority }), now }));
  /**
   * The platform's `/companies/current` for a tenant and token, one request at a time: the app's own company read (at
   * start-up, with the same token) and the services' tenant check share the request in flight, so the platform is asked
   * once (issue 12: the company was requested twice on the start's critical path). The app's reads always ask.
   */
  const companyReads = new Map<string, Promise<{ status: number; headers: Record<string, string>; text: string }>>();
  /** The last answer per tenant and token, used by the services' tenant check for TENANT_STATUS_TTL_MS (as before). */
  const companyAnswers = new Map<string, { at: number; answer: { status: number; headers: Record<string, string>; text: string } }>();
  const askPlatformCompany = (tenant: string, token: string) => {
    const key = `${tenant}\n${token}`;
    let answer = companyReads.get(key);
    if (!answer) {
      const url = new URL(`${platformBase}/companies/current`, pageUrl).href;
      // The marker keeps this request out of the shared read's route when the page's fetch leads back into Mirage.
      answer = pageFetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, 'X-Subdomain': tenant, 'X-Mock-Platform-Check': '1' } })
        .then(async (response) => {
          const headers: Record<string, string> = {};
          response.headers.forEach((value, name) => {
            // Mirage names its own default Content-Type so: the platform's takes its place.
            if (name === 'content-type') headers['Content-Type'] = value;
            else if (name !== 'content-length' && name !== 'content-encoding') headers[name] = value;
          });
          return { status: response.status, headers, text: await response.text() };
        })
        .then((read) => {
          const at = now().getTime();
          for (const [k, kept] of companyAnswers) if (at - kept.at >= TENANT_STATUS_TTL_MS) companyAnswers.delete(k);
          companyAnswers.set(key, { at, answer: read });
          return read;
        })
        .finally(() => companyReads.delete(key));
      companyReads.set(key, answer);
    }
    return answer;
  };
  /** The app's plain company read (a GET with a token and a tenant, nothing conditional) joins the shared one. */
  const isSharedCompanyRead = (request: { method: string; url: string; requestHeaders?: Record<string, string> }): boolean => {
    if (hosted || request.method !== 'GET' || !isUnder(request.url, `${platformBase}/companies/current`, pageUrl)) return false;
    const parsed = new URL(request.url, pageUrl);
    if (parsed.pathname.replace(/\/+$/, '') !== new URL(`${platformBase}/companies/current`, pageUrl).pathname || parsed.search !== '') return false;
    const names = Object.keys(request.requestHeaders ?? {}).map((n) => n.toLowerCase());
    return names.includes('authorization') && names.includes('x-subdomain') && names.every((n) => ['accept', 'authorization', 'x-subdomain', 'x-user-timezone'].includes(n));
  };
  const tenantStatus: TenantStatusLookup = hosted
    ? async (tenant, token) => {
        const answer = await hosted.handle({ method: 'GET', path: '/companies/current', headers: { Authorization: `Bearer ${token}`, 'X-Subdomain': tenant } });
        return companyStatus(answer.status, answer.body);
      }
    : async (tenant, token) => {
        // The app's own company read of this start (same token) is the platform's word for the services too.
        const recent = companyAnswers.get(`${tenant}\n${token}`);
        const answer = recent && now().getTime() - recent.at < TENANT_STATUS_TTL_MS ? recent.answer : await askPlatformCompany(tenant, token);
        return companyStatus(answer.status, answer.status === 200 ? JSON.parse(answer.text) : null);
      };
  const context: MockContext = {
    delay: (ms) => Math.max(0, Math.round(ms * factor)),
    storage: storage !== undefined ? storage : environment === 'development' && typeof localStorage !== 'undefined' ? localStorage : null,
    config: config!,
    authorize: createAuthorize({ keys: keySource, issuer: authority, tenantStatus }),
    now,
  };
  const server = createServer({
    environment,
    logging: false,
    models: { ...shellModels, ...demoModels },
    routes() {
      this.urlPrefix = '';
      this.namespace = '';
      this.timing = 0;
      registerShellRoutes(this, context);
      registerMessageRoutes(this, context);
      registerShortcutRoutes(this, context);
      registerSearchRoutes(this, context);
      registerQuickChatRoutes(this, context);
      registerDemoRoutes(this, context);
      // The seven business services (DOMAIN.md "API conventions"), one route module each.
      const services = createServiceRuntime(context, this);
      registerCatalogsService(this, services);
      registerOrderingService(this, services);
      registerInventoryService(this, services);
      registerDistributionService(this, services);
      registerBankingService(this, services);
      registerServiceContractsService(this, services);
      // Tenant management is the platform's: hosted here in tests, passed through to the app server in the browser.
      if (hosted) registerTenantManagementService(this, services, hosted);
      else {
        // Except the plain company read, which shares the services' request to the platform in flight (one request).
        this.get(`${platformBase}/companies/current`, async (_schema, request) => {
          const headers = (request.requestHeaders ?? {}) as Record<string, string>;
          const value = (name: string) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';
          const answer = await askPlatformCompany(value('x-subdomain'), value('authorization').replace(/^Bearer /, ''));
          return new Response(answer.status, answer.headers, answer.text);
        });
      }
      // SPEC §7: an unmatched request answers 404 'NOT FOUND' (never the static server's index.html).
      for (const verb of ['get', 'post', 'put', 'patch', 'del'] as const) {
        this[verb]('/api/*rest', () => new Response(404, { 'Content-Type': 'text/plain' }, 'NOT FOUND'));
      }
      this.passthrough((request) => !isApiRequest(request.url, pageUrl) || (!hosted && isUnder(request.url, platformBase, pageUrl) && !isSharedCompanyRead(request as unknown as { method: string; url: string; requestHeaders?: Record<string, string> })));
    },
  });
  // The development environment turns logging on whatever the options say; API traffic is not console noise.
  server.logging = false;
  // The demo areas' writes outlive a reload where the mock has storage (the browser's demo; memory only in tests).
  persistDemoAreas(server.schema, context.storage);
  return server;
}
