/**
 * The worker's side of the mock API's bridge (`bridge-protocol.ts`), without Mirage so it can be tested on its own:
 * the storage the mock keeps its records in (a copy of the page's `mirage.*` entries whose writes go back to the page)
 * and the loop that answers the page's requests with the worker's fetch (which Mirage's pretender has replaced).
 */
import { mockStoragePrefix, type PageMessage, type SanitizeRequest, type WireResponse, type WorkerMessage } from './bridge-protocol';

export interface PortStorage extends Storage {
  /** Takes in another tab's change (from the page's `storage` event) without posting it back. */
  takeIn(key: string, value: string | null): void;
}

/**
 * A Storage over the page's `mirage.*` entries: reads are local, each write or removal is posted to the page (which
 * applies it to its localStorage, same keys and format as the in-page mock wrote). Keys outside `mirage.*` stay here.
 */
export function createPortStorage(entries: Record<string, string>, post: (message: WorkerMessage) => void): PortStorage {
  const items = new Map<string, string>(Object.entries(entries).filter(([key, value]) => key.startsWith(mockStoragePrefix) && typeof value === 'string'));
  const posted = (key: string) => key.startsWith(mockStoragePrefix);
  const storage = {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(String(key)) ?? null,
    setItem: (key: string, value: string) => {
      const name = String(key);
      const text = String(value);
      items.set(name, text);
      if (posted(name)) post({ type: 'storage', key: name, value: text });
    },
    removeItem: (key: string) => {
      const name = String(key);
      if (!items.delete(name)) return;
      if (posted(name)) post({ type: 'storage', key: name, value: null });
    },
    clear: () => {
      for (const name of [...items.keys()]) storage.removeItem(name);
    },
    takeIn: (key: string, value: string | null) => {
      if (!posted(key)) return;
      if (value === null) items.delete(key);
      else items.set(key, value);
    },
  };
  return storage as PortStorage;
}

/** Asks the page to apply the product's HTML policy to `items` (null: it could not). */
export type AskPageToSanitize = (items: string[], profile: SanitizeRequest['profile']) => Promise<string[] | null>;

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/**
 * Answers the page's requests arriving on `port` with `fetchImpl` (the worker's fetch: Mirage's, passing what is not
 * the mock's through to the network). Every request gets exactly one answer or failure unless the page aborted it.
 */
export function serveRequests(
  port: MessagePort,
  fetchImpl: typeof fetch,
  storage: PortStorage | null,
  /** Runs before a request is handled (the worker: has the page sanitize the HTML of a write). */
  prepare?: (request: { method: string; url: string; body: string | null }, askPage: AskPageToSanitize) => Promise<void>,
): void {
  const inFlight = new Map<number, AbortController>();
  const post = (message: WorkerMessage) => port.postMessage(message);
  const sanitizing = new Map<number, (items: string[] | null) => void>();
  let lastSanitize = 0;
  const askPage: AskPageToSanitize = (items, profile) =>
    new Promise((resolve) => {
      const id = ++lastSanitize;
      sanitizing.set(id, resolve);
      const message: SanitizeRequest = { type: 'sanitize', id, profile, items };
      post(message);
    });
  const answer = async (id: number, method: string, url: string, headers: [string, string][], body: string | null) => {
    const controller = new AbortController();
    inFlight.set(id, controller);
    try {
      await prepare?.({ method, url, body }, askPage);
      if (controller.signal.aborted) return;
      // Headers as a plain object, as the app's request layer passes them (pretender's fetch takes an array's indices
      // for names). The page's Headers already joined repeated names, so nothing is lost.
      const response = await fetchImpl(url, { method, headers: Object.fromEntries(headers), ...(body !== null ? { body } : {}), signal: controller.signal });
      const text = await response.text();
      if (controller.signal.aborted) return;
      const message: WireResponse = {
        type: 'response',
        id,
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        body: text,
        url: response.url || url,
      };
      post(message);
    } catch (error) {
      if (controller.signal.aborted) return;
      post({ type: 'failure', id, message: error instanceof Error ? error.message : String(error) });
    } finally {
      inFlight.delete(id);
    }
  };
  port.onmessage = (event: MessageEvent<PageMessage>) => {
    const message = event.data;
    if (!message || typeof message !== 'object') return;
    if (message.type === 'request') void answer(message.id, message.method, message.url, message.headers, message.body);
    else if (message.type === 'abort') inFlight.get(message.id)?.abort(abortError());
    else if (message.type === 'storage') storage?.takeIn(message.key, message.value);
    else if (message.type === 'sanitized') {
      sanitizing.get(message.id)?.(Array.isArray(message.items) ? message.items : null);
      sanitizing.delete(message.id);
    }
  };
}
