/**
 * The request layer as the start-up sees it (issue 12 points 3 and 5): the whole layer (api-client.ts: retries, renewal
 * after a 401, the offline probe, problem+json) is its own chunk, fetched on the first request, and in the browser only
 * once the first screen has painted (`deferApiClientLoad`, main.tsx): a returning user's shell and dashboard come from
 * the remembered session, and the fresh data is asked for right after. Nothing else changes: every request goes through
 * api-client.ts's `apiRequest`, which the chunks of the sections and panels import directly.
 *
 * - `configureApiClient` here keeps the setup until the layer is there; the layer takes it on its first use
 *   (`takePendingApiSetup`), also when a section's chunk brought it before this module asked for it.
 * - A layer that cannot be fetched (offline) is tried again (retryingImport), then the request rejects with the
 *   `ApiError` the layer gives for a network failure (`network` / `offline`), and the next request tries again.
 */
import { ApiError } from './api-error';
import type { ApiClientSetup, ApiRequest } from './api-client';
import { retryingImport } from './retrying-import';

type ApiClientModule = typeof import('./api-client');

let pending: ApiClientSetup | null = null;
let loaded: ApiClientModule | null = null;
let loading: Promise<ApiClientModule> | null = null;
/** When the layer's chunk may be fetched: at once (tests, tools), or after the first paint (the browser: main.tsx). */
let schedule: (load: () => void) => void = (load) => load();
let importLayer: () => Promise<ApiClientModule> = () => import('./api-client');
let wait: ((ms: number) => Promise<void>) | undefined;

/** The setup the layer takes on its first use (cleared: a later `resetApiClient` is not undone by it). */
export function takePendingApiSetup(): ApiClientSetup | null {
  const setup = pending;
  pending = null;
  return setup;
}

/** Installs the client for a session: at once when the layer is there, else on its first use. */
export function configureApiClient(setup: ApiClientSetup): void {
  if (loaded) {
    pending = null;
    loaded.configureApiClient(setup);
  } else {
    pending = setup;
  }
}

/** The browser's start: the layer's chunk is fetched once the first screen has painted (`afterStart`). */
export function deferApiClientLoad(when: (load: () => void) => unknown): void {
  schedule = (load) => void when(load);
}

/** Tests: another import of the layer (a failing one) and pauses between its tries. */
export function setApiClientImport(load: () => Promise<ApiClientModule>, pauses?: (ms: number) => Promise<void>): void {
  importLayer = load;
  wait = pauses;
  loading = null;
  loaded = null;
}

/** The request layer's module, fetched once (tried again on the next call when it could not be fetched). */
export function loadApiClient(): Promise<ApiClientModule> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= new Promise<void>((resolve) => schedule(resolve))
    .then(() => retryingImport(importLayer, wait ? { wait } : {}))
    .then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  return loading;
}

/** api-client.ts's `apiRequest`, once the layer is there. */
export async function apiRequest<T>(request: ApiRequest<T>): Promise<T> {
  let layer: ApiClientModule;
  try {
    layer = await loadApiClient();
  } catch (cause) {
    console.error('The request layer could not be loaded', cause);
    throw new ApiError({ kind: 'network', code: 'offline', method: request.method, url: request.url, cause });
  }
  return layer.apiRequest(request);
}
