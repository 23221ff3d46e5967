/** Starts the app static server and the embedded identity provider together. */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Jwks } from '../src/mirage/shared/access-token';
import type { CspReport } from './headers';
import { createIdentityProvider } from './idp';
import { createPlatform } from './platform';
import { createAppHandler } from './static-server';

export interface StartServersOptions {
  /** 0 picks a free port. */
  appPort: number;
  /** 0 picks a free port. */
  idpPort: number;
  /** Access token lifetime in seconds. @default 300 */
  accessTokenTtl?: number;
  /** Absolute refresh token lifetime in seconds. @default 28800 (8 h) */
  refreshTokenTtl?: number;
  /** The built SPA, absolute or relative to the working directory. */
  distDir: string;
  /** A JSON file served as /config.json instead of the generated one. @default process.env.APP_CONFIG */
  appConfigPath?: string;
  /** The IdP's CSS, JS and images. @default server/idp-assets */
  assetsDir?: string;
  /** No logging. */
  quiet?: boolean;
  /** The app is served over HTTPS (a TLS proxy in front): HSTS and CORP on its answers. @default false */
  https?: boolean;
  /**
   * A connection must send its complete request headers within this time, or it is closed (slowloris); the whole
   * request gets three times as long. @default 10000
   */
  headersTimeoutMs?: number;
}

export interface RunningServers {
  appPort: number;
  idpPort: number;
  /** `http://localhost:<idpPort>`, the issuer. */
  idpOrigin: string;
  /** The CSP violations the app's documents reported to /_csp-report (X6), oldest first; the tests read and clear it. */
  cspReports: CspReport[];
  close(): Promise<void>;
}

/** server/idp-assets, both from the sources (server/*.ts) and from the bundle (.build/server.mjs). */
export function defaultAssetsDir(): string {
  const candidates = [fileURLToPath(new URL('../server/idp-assets/', import.meta.url)), resolve('server/idp-assets')];
  return candidates.find((dir) => existsSync(dir)) ?? resolve('server/idp-assets');
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

interface Timeouts {
  headersTimeout: number;
  requestTimeout: number;
  /** How often Node checks the two above (its default, 30 s, would let a stalled connection live that long). */
  connectionsCheckingInterval: number;
}

function bind(port: number, host: string, handler: { current: Handler }, timeouts: Timeouts): Promise<Server> {
  const server = createServer(timeouts, (req, res) => handler.current(req, res));
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise(server);
    });
  });
}

/**
 * Listens on the loopback interface only (the IdP knows demo passwords): 127.0.0.1, plus [::1] on the same
 * port when IPv6 is available, since browsers may resolve `*.localhost` to either.
 */
async function listen(port: number, handler: { current: Handler }, timeouts: Timeouts): Promise<{ port: number; servers: Server[] }> {
  const v4 = await bind(port, '127.0.0.1', handler, timeouts);
  const actual = (v4.address() as AddressInfo).port;
  const v6 = await bind(actual, '::1', handler, timeouts).catch(() => undefined);
  return { port: actual, servers: v6 ? [v4, v6] : [v4] };
}

const notReady: Handler = (_req, res) => {
  res.statusCode = 503;
  res.end('Starting');
};

function close(server: Server): Promise<void> {
  return new Promise((resolvePromise) => {
    server.close(() => resolvePromise());
    server.closeAllConnections();
  });
}

/**
 * The app port is bound first, since the IdP's client registration contains it; the IdP port is bound
 * before the provider is built, since the issuer contains it.
 */
export async function startServers(options: StartServersOptions): Promise<RunningServers> {
  const accessTokenTtl = options.accessTokenTtl ?? 300;
  const refreshTokenTtl = options.refreshTokenTtl ?? 8 * 60 * 60;
  const quiet = options.quiet ?? false;
  const assetsDir = resolve(options.assetsDir ?? defaultAssetsDir());
  const distDir = resolve(options.distDir);
  const appConfigPath = options.appConfigPath ?? (process.env.APP_CONFIG || undefined);

  const headersTimeout = options.headersTimeoutMs ?? 10_000;
  const timeouts: Timeouts = {
    headersTimeout,
    requestTimeout: headersTimeout * 3,
    connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(headersTimeout / 4))),
  };
  const cspReports: CspReport[] = [];
  const appHandler = { current: notReady };
  const idpHandler = { current: notReady };
  const app = await listen(options.appPort, appHandler, timeouts);
  let idp: { port: number; servers: Server[] } | undefined;
  try {
    idp = await listen(options.idpPort, idpHandler, timeouts);
    const appPort = app.port;
    const idpPort = idp.port;
    const idpOrigin = `http://localhost:${idpPort}`;

    const identity = createIdentityProvider({ issuer: idpOrigin, appPort, accessTokenTtl, refreshTokenTtl, assetsDir, quiet });
    idpHandler.current = identity.handle;
    // The tenant registry is platform state, like the IdP's accounts: one per process, shared by every app origin.
    const platform = createPlatform({ jwks: identity.publicJwks as Jwks, issuer: idpOrigin });
    appHandler.current = createAppHandler({ appPort, distDir, assetsDir, idpOrigin, appConfigPath, platform, quiet, cspReports, https: options.https ?? false });

    const servers = [...app.servers, ...idp.servers];
    return {
      appPort,
      idpPort,
      idpOrigin,
      cspReports,
      close: async () => {
        await Promise.all(servers.map(close));
      },
    };
  } catch (error) {
    await Promise.all([...app.servers, ...(idp?.servers ?? [])].map(close));
    throw error;
  }
}
