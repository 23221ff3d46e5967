/**
 * Fetches a same-origin static JSON file (config.json, translation catalogs). These are not API calls:
 * they never carry Authorization, X-Subdomain or X-User-Timezone, so they do not go through the api client,
 * which needs the runtime config before it can work.
 */
import { fetchEarlyFirst } from '../../startup/early-fetch';

export class StaticFetchError extends Error {
  constructor(
    readonly url: string,
    readonly reason: 'network' | 'status' | 'malformed' | 'timeout',
    readonly status?: number,
  ) {
    super(`Could not load ${url} (${reason}${status ? ` ${status}` : ''})`);
    this.name = 'StaticFetchError';
  }
}

export async function fetchStaticJson(
  url: string,
  { signal, timeoutMs = 15000, fetchImpl = fetchEarlyFirst }: { signal?: AbortSignal; timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<unknown> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: combined, headers: { Accept: 'application/json' }, cache: 'no-cache' });
  } catch (error) {
    throw new StaticFetchError(url, timeout.signal.aborted ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new StaticFetchError(url, 'status', response.status);
  const type = response.headers.get('content-type') ?? '';
  if (!/\bjson\b/i.test(type)) throw new StaticFetchError(url, 'malformed', response.status);
  try {
    return await response.json();
  } catch {
    throw new StaticFetchError(url, 'malformed', response.status);
  }
}
