/**
 * The demo mock API in a dedicated module worker (issue 12: the page's heap and main thread hold none of the mock's
 * data or work, as with a real backend). The boot script starts this file in parallel with the app's chunks; the page's
 * bridge (`bridge.ts`) sends `init` with a MessagePort, the page's address, the configuration and the page's `mirage.*`
 * storage entries. Here `makeServer` runs as in the page before: pretender replaces this worker's own fetch and XHR, and
 * what Mirage passes through (the platform's tenant service, the identity provider's keys) leaves by the worker's
 * native network stack.
 */
import type { InitMessage, WorkerMessage } from './bridge-protocol';
import { makeServer } from './index';
import { createPortStorage, serveRequests } from './worker-host';
import { prefillSanitized } from './worker-sanitize';

const scope = globalThis as unknown as { window?: unknown; onmessage: ((event: MessageEvent) => void) | null; postMessage(message: unknown): void };
// Mirage creates its interceptor (pretender) only where `window` is defined; pretender then patches `self`.
scope.window ??= globalThis;

scope.onmessage = (event: MessageEvent<InitMessage>) => {
  const init = event.data;
  if (init?.type !== 'init' || !(init.port instanceof MessagePort)) return;
  scope.onmessage = null;
  const { port } = init;
  const post = (message: WorkerMessage) => port.postMessage(message);
  try {
    const storage = createPortStorage(init.storage ?? {}, post);
    // The worker's fetch before Mirage replaces it: the identity provider's keys and the platform's company read.
    const nativeFetch = globalThis.fetch.bind(globalThis);
    makeServer({
      environment: 'development',
      config: init.config,
      ...(init.delayFactor !== undefined ? { delayFactor: init.delayFactor } : {}),
      fetch: nativeFetch,
      pageUrl: init.pageUrl,
      storage,
    });
    // A template's HTML is sanitized by the page (DOMPurify needs a DOM) before the mock handles the write.
    serveRequests(port, (input, options) => globalThis.fetch(input, options), storage, ({ method, url, body }, askPage) => prefillSanitized(method, url, body, askPage));
    post({ type: 'ready' });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
// The module has loaded (its imports included): a load failure before this is a dead worker for the page.
scope.postMessage({ type: 'loaded' });
