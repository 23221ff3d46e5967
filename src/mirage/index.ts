/**
 * The in-browser mock API (demo mode). Loaded as a lazy chunk only when `config.json` says `mockApi: true`.
 * Shell routes live in `routes/`, the seven business services in `services/`, the demo-template API in `demo/`;
 * helpers they share in `shared/`.
 */
import { createServer, Response, type Server } from 'miragejs';
import { demoModels } from './demo/models';
import { registerDemoRoutes } from './demo/routes';
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
import { createAuthorize, type Authorize } from './auth';
import { remoteKeys, staticKeys, type Jwks } from './shared/access-token';

export interface MakeServerOptions {
  /** `test` removes latency, skips seeds and logging. @default 'test' */
  environment?: 'test' | 'development';
  /** Base URLs of the services and the common API. @default the demo configuration */
  config?: Pick<RuntimeConfig, 'services' | 'commonApi' | 'authority' | 'quickChatApi'>;
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
}

export interface MockContext {
  /** The delay to apply to a response, already scaled by `delayFactor`. */
  delay: (ms: number) => number;
  /** Where the mock keeps records that outlive a reload (null in tests: memory only). */
  storage: Storage | null;
  config: Pick<RuntimeConfig, 'services' | 'commonApi' | 'authority' | 'quickChatApi'>;
  /** Verifies the caller's token, tenant and permission (auth.ts); every route but the demo sign-in mock uses it. */
  authorize: Authorize;
  /** The services' clock (`MakeServerOptions.now`). */
  now: () => Date;
}

const defaultConfig: MakeServerOptions['config'] = demoConfig('http://localhost:9090');

/** Everything that is not an API call (the identity provider, assets, config.json) goes to the network. */
const isApiRequest = (url: string): boolean => {
  const parsed = new URL(url, window.location.href);
  return parsed.origin === window.location.origin && parsed.pathname.startsWith('/api/');
};

export function makeServer({ environment = 'test', config = defaultConfig, delayFactor, keys, fetch: fetchKeys, now = () => new Date() }: MakeServerOptions = {}): Server {
  const factor = delayFactor ?? (environment === 'test' ? 0 : 1);
  // Taken before createServer: Mirage replaces window.fetch, and the keys come from the real provider.
  const pageFetch = fetchKeys ?? globalThis.fetch.bind(globalThis);
  const authority = config!.authority.replace(/\/+$/, '');
  const context: MockContext = {
    delay: (ms) => Math.max(0, Math.round(ms * factor)),
    storage: environment === 'development' && typeof localStorage !== 'undefined' ? localStorage : null,
    config: config!,
    authorize: createAuthorize({ keys: keys ? staticKeys(keys) : remoteKeys(authority, { fetch: pageFetch }), issuer: authority }),
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
      registerTenantManagementService(this, services);
      // SPEC §7: an unmatched request answers 404 'NOT FOUND' (never the static server's index.html).
      for (const verb of ['get', 'post', 'put', 'patch', 'del'] as const) {
        this[verb]('/api/*rest', () => new Response(404, { 'Content-Type': 'text/plain' }, 'NOT FOUND'));
      }
      this.passthrough((request) => !isApiRequest(request.url));
    },
  });
  // The development environment turns logging on whatever the options say; API traffic is not console noise.
  server.logging = false;
  return server;
}
