/**
 * Requests the boot script starts before the app's code has arrived (config.json, the translation catalog), so they
 * travel with the app's chunks instead of after them (issue 12 point 1). The app takes each one once, through the
 * same code that validates a fresh answer (size, type, time limit); any later call is an ordinary fetch.
 */
declare global {
  interface Window {
    /** The boot script's early requests by URL, until the app takes them. */
    __early?: Record<string, Promise<Response>>;
  }
}

/** The options of the app's own request for each early URL: the early request must be the same request. */
export const earlyInit = {
  config: { headers: { Accept: 'application/json' }, cache: 'no-store' },
  catalog: { headers: { Accept: 'application/json' }, cache: 'no-cache' },
} satisfies Record<string, RequestInit>;

/** Boot script: starts `url` now and keeps the answer for the app. */
export function startEarlyFetch(url: string, init: RequestInit): void {
  const early = (window.__early ??= {});
  const request = fetch(url, init);
  // Handled here so a failure the app never asks about is not reported as unhandled; the app sees the rejection.
  request.catch(() => undefined);
  early[url] = request;
}

const aborted = (signal: AbortSignal): Promise<never> =>
  new Promise((_, reject) => {
    const fail = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });

/** `fetch`, except that the first call for a URL the boot script started gets that request's answer. */
export const fetchEarlyFirst: typeof fetch = (input, init) => {
  const early = typeof window === 'undefined' ? undefined : window.__early;
  const url = typeof input === 'string' ? input : null;
  const started = url !== null && early && Object.hasOwn(early, url) ? early[url] : undefined;
  if (!started) return fetch(input, init);
  delete early![url!];
  return init?.signal ? Promise.race([started, aborted(init.signal)]) : started;
};
