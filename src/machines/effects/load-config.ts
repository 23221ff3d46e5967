import { fromPromise } from 'xstate';
import { setDemoAreas } from '../../config/route-permissions';
import { demoAreasOn, parseRuntimeConfig, type RuntimeConfig } from '../../config/runtime-config';
import { fetchEarlyFirst } from '../../startup/early-fetch';

/** Why config.json could not be used: no (complete) answer in time, or an answer that is not a usable configuration. */
export type ConfigFailure = 'unreachable' | 'invalid' | 'insecure';

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(
    readonly failure: ConfigFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface LoadConfigOptions {
  signal?: AbortSignal;
  /** The whole exchange (headers and body) must finish within this time (issue 11 fault 3). @default 10000 */
  timeoutMs?: number;
  /** A larger body is refused without being read to its end. @default 262144 (256 KiB; the real one is under 1 KiB) */
  maxBytes?: number;
  /** A production build refuses http:// authority and service URLs unless they are loopback (fault 11). @default !__DEV__ */
  production?: boolean;
  fetchImpl?: typeof fetch;
}

const isProductionBuild = (): boolean => typeof __DEV__ === 'undefined' || !__DEV__;

/** The body as text, at most `maxBytes` (a larger one is cancelled as soon as it passes the limit). */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new ConfigError('invalid', `config.json is ${declared} bytes, more than ${maxBytes}`);
  }
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ConfigError('invalid', `config.json is more than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(all);
}

/**
 * Reads and validates `config.json` next to index.html. Every way it can go wrong (no answer, an error status, an HTML
 * page, truncated or huge JSON, a JSON array, a missing field, an insecure URL) ends in a ConfigError within the time
 * limit, so the app shows its could-not-start page instead of waiting or going blank (SECURITY-TESTS N6).
 */
export async function loadRuntimeConfig(options: LoadConfigOptions = {}): Promise<RuntimeConfig> {
  const { signal, timeoutMs = 10_000, maxBytes = 256 * 1024, production = isProductionBuild(), fetchImpl = fetchEarlyFirst } = options;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
  // The limit covers the body too: a server that sends the headers and then stalls is given up on as well.
  const expired = new Promise<never>((_, reject) =>
    combined.addEventListener('abort', () => reject(new ConfigError('unreachable', `config.json: no complete answer within ${timeoutMs} ms`)), { once: true }),
  );
  expired.catch(() => undefined);
  try {
    const text = await Promise.race([
      (async () => {
        let response: Response;
        try {
          response = await fetchImpl('/config.json', { signal: combined, headers: { Accept: 'application/json' }, cache: 'no-store' });
        } catch {
          throw new ConfigError('unreachable', 'config.json: no answer (network error)');
        }
        if (!response.ok) throw new ConfigError(response.status >= 500 ? 'unreachable' : 'invalid', `config.json: status ${response.status}`);
        const type = response.headers.get('content-type') ?? '';
        if (!/\bjson\b/i.test(type)) throw new ConfigError('invalid', `config.json: content type "${type}" is not JSON`);
        return readCapped(response, maxBytes);
      })(),
      expired,
    ]);
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      throw new ConfigError('invalid', 'config.json is not valid JSON');
    }
    const result = parseRuntimeConfig(raw, { production });
    if (!result.ok) throw new ConfigError(result.insecure ? 'insecure' : 'invalid', result.problem);
    return result.config;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The actor's signal is aborted whenever the actor stops, also after its promise settled: forwarded only while the load
 * is pending, so a finished request is never reported aborted (the browser logged config.json as a failed request).
 */
export const loadConfig = fromPromise<RuntimeConfig>(({ signal }) => {
  const pending = new AbortController();
  let settled = false;
  signal.addEventListener('abort', () => !settled && pending.abort(), { once: true });
  return loadRuntimeConfig({ signal: pending.signal })
    .then((config) => {
      // Issue 14: the one route rule opens the demo areas only while config.json leaves them on.
      setDemoAreas(demoAreasOn(config));
      return config;
    })
    .finally(() => {
      settled = true;
    });
});
