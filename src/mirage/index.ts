/**
 * The in-browser mock API (demo mode). Loaded as a lazy chunk only when `config.json` says `mockApi: true`.
 * Shell and business-service routes live in `routes/`, the demo-template API in `demo/`.
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
import { demoConfig, type RuntimeConfig } from '../config/runtime-config';

export interface MakeServerOptions {
  /** `test` removes latency, skips seeds and logging. @default 'test' */
  environment?: 'test' | 'development';
  /** Base URLs of the services and the common API. @default the demo configuration */
  config?: Pick<RuntimeConfig, 'services' | 'commonApi' | 'authority' | 'quickChatApi'>;
  /** Multiplier of every mock delay (0 turns them off). @default 0 in test, 1 in development */
  delayFactor?: number;
}

export interface MockContext {
  /** The delay to apply to a response, already scaled by `delayFactor`. */
  delay: (ms: number) => number;
  /** Where the mock keeps records that outlive a reload (null in tests: memory only). */
  storage: Storage | null;
  config: Pick<RuntimeConfig, 'services' | 'commonApi' | 'authority' | 'quickChatApi'>;
}

const defaultConfig: MakeServerOptions['config'] = demoConfig('http://localhost:9090');

/** Everything that is not an API call (the identity provider, assets, config.json) goes to the network. */
const isApiRequest = (url: string): boolean => {
  const parsed = new URL(url, window.location.href);
  return parsed.origin === window.location.origin && parsed.pathname.startsWith('/api/');
};

export function makeServer({ environment = 'test', config = defaultConfig, delayFactor }: MakeServerOptions = {}): Server {
  const factor = delayFactor ?? (environment === 'test' ? 0 : 1);
  const context: MockContext = {
    delay: (ms) => Math.max(0, Math.round(ms * factor)),
    storage: environment === 'development' && typeof localStorage !== 'undefined' ? localStorage : null,
    config: config!,
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
