/**
 * Starts the demo mock API's worker (`src/mirage/worker.ts`) from the boot script, in parallel with the app's chunks, in
 * a build with the mock API (as its chunk was modulepreloaded before). The page's bridge (`src/mirage/bridge.ts`) takes
 * the handle from `window.__mockWorker` when config.json says demo mode, or ends the worker when it does not. No
 * dependencies: this is part of the boot script (and app code never imports src/mirage statically).
 */
export interface MockWorkerHandle {
  /** Null when the worker could not be created at all. */
  worker: Worker | null;
  /** The worker's module has loaded and run (its `loaded` message). */
  loaded: boolean;
  /** It failed before it had loaded (network, CSP, syntax): a dead worker, API calls fail like an unreachable server. */
  failed: boolean;
}

declare global {
  interface Window {
    /** The mock API's worker, started by the boot script (demo builds only). */
    __mockWorker?: MockWorkerHandle;
  }
}

interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL: (url: string) => string }): { createScriptURL(url: string): unknown };
}

/** The policy's name: the one script URL the app hands to a sink (allowed in the Trusted Types allow-list). */
export const mockWorkerPolicy = 'mock-worker';

export function startMockWorker(url: string, scope: { trustedTypes?: TrustedTypesLike; Worker?: typeof Worker } = globalThis as never): MockWorkerHandle {
  const handle: MockWorkerHandle = { worker: null, loaded: false, failed: false };
  try {
    // Under Trusted Types a Worker takes a TrustedScriptURL: a policy that lets exactly this build's worker file through.
    const policy = scope.trustedTypes?.createPolicy(mockWorkerPolicy, {
      createScriptURL: (candidate) => {
        if (candidate !== url) throw new TypeError(`Not the mock API's worker: ${candidate}`);
        return candidate;
      },
    });
    const scriptUrl = (policy ? policy.createScriptURL(url) : url) as string;
    const worker = new scope.Worker!(scriptUrl, { type: 'module', name: 'mock-api' });
    handle.worker = worker;
    worker.addEventListener('message', function loaded(event: MessageEvent<{ type?: unknown }>) {
      if (event.data?.type !== 'loaded') return;
      handle.loaded = true;
      worker.removeEventListener('message', loaded);
    });
    worker.addEventListener('error', () => {
      if (!handle.loaded) handle.failed = true;
    });
  } catch {
    handle.failed = true;
  }
  return handle;
}
