/**
 * The page's side of the demo mock API (demo mode only; the app's lazy mock-client chunk, never in the start-up
 * closure). The mock runs in a Web Worker (`worker.ts`, started by the boot script); this bridge replaces `window.fetch`
 * with a function that sends the mock's requests (same origin, under /api/: exactly what Mirage answered in the page)
 * to the worker over a MessageChannel and resolves a real `Response`; every other request goes to the fetch it found.
 * It also hands the page's `mirage.*` localStorage entries to the worker at start and applies the worker's writes.
 *
 * - An AbortSignal rejects at once with the signal's reason (an AbortError), as the browser's fetch does, and the worker
 *   drops the request.
 * - A worker that fails to start or says it failed: every API call rejects with `TypeError('Failed to fetch')`, as an
 *   unreachable server, so the app shows its offline message (never a blank page).
 * - A write on its way when the page goes away (a reload right after a change) reaches the mock anyway, as it would have
 *   reached a server: the bridge keeps each unanswered write in the tab's sessionStorage and the next page's bridge sends
 *   those first. Only writes that can be delivered twice without harm are kept (PUT, PATCH, DELETE, and a POST with an
 *   Idempotency-Key, which the services answer once).
 */
import { isApiRequest, mockStoragePrefix, type InitMessage, type MockConfig, type PageMessage, type WireRequest, type WorkerMessage } from './bridge-protocol';
import type { MockWorkerHandle } from '../startup/mock-worker';

export interface BridgeOptions {
  /** The page's end of the channel to the worker. */
  port: MessagePort;
  /** Where everything that is not the mock's goes (the fetch found on the page). */
  nativeFetch: typeof fetch;
  /** The page's address (`location.href`), looked up per request. */
  pageUrl: () => string;
  /** Applies a storage write of the worker (the page's localStorage). */
  applyStorage?: (key: string, value: string | null) => void;
  /** Applies the product's HTML policy for the worker (which has no DOM). @default none: the worker is told it could not */
  sanitize?: (items: string[], profile: 'rich' | 'inline' | 'document') => Promise<string[]>;
  /** Where unanswered writes are kept across a reload (the tab's sessionStorage). @default none: a write dies with the page */
  wire?: Storage | null;
}

/** The sessionStorage entry of the writes sent and not answered yet (`onTheWire`). */
export const wireKey = 'mock-bridge.on-the-wire';

type WireEntry = Omit<WireRequest, 'type' | 'id'>;

/** Whether a write may be delivered again after a reload without doing it twice. */
export const redeliverable = (method: string, headers: readonly [string, string][]): boolean =>
  method === 'PUT' || method === 'PATCH' || method === 'DELETE' || (method === 'POST' && headers.some(([name]) => name.toLowerCase() === 'idempotency-key'));

/** The unanswered writes a page left in `wire`, by key (a malformed entry is dropped). */
function readWire(wire: Storage | null | undefined): Record<string, WireEntry> {
  try {
    const parsed: unknown = JSON.parse(wire?.getItem(wireKey) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, WireEntry>) : {};
  } catch {
    return {};
  }
}

function writeWire(wire: Storage | null | undefined, entries: Record<string, WireEntry>): void {
  try {
    if (Object.keys(entries).length === 0) wire?.removeItem(wireKey);
    else wire?.setItem(wireKey, JSON.stringify(entries));
  } catch {
    // Full or blocked storage: the write lasts as long as the page.
  }
}

export interface Bridge {
  fetch: typeof fetch;
  /** The worker is dead: every pending and later API call fails like an unreachable server. */
  fail(reason: string): void;
  /** Passes another tab's change of a `mirage.*` entry to the worker (in order with the requests). */
  storageChanged(key: string, value: string | null): void;
  /** Settles once the worker says whether the mock started. */
  ready: Promise<boolean>;
}

interface Pending {
  resolve: (response: Response) => void;
  reject: (error: unknown) => void;
  cleanup: () => void;
  /** The request's full URL (the answer's `url`). */
  url: string;
}

const unreachable = () => new TypeError('Failed to fetch');
const abortReason = (signal: AbortSignal): unknown => signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
/** Statuses whose Response may not have a body. */
const nullBody = new Set([101, 103, 204, 205, 304]);

function toResponse(message: Extract<WorkerMessage, { type: 'response' }>, url: string): Response {
  const init = { status: message.status, statusText: message.statusText, headers: message.headers };
  let response: Response;
  // A status a Response cannot carry (outside 200-599) is a broken answer: a network error, as the browser's would be.
  if (!Number.isInteger(message.status) || message.status < 200 || message.status > 599) throw unreachable();
  try {
    response = new Response(nullBody.has(message.status) ? null : message.body, init);
  } catch {
    throw unreachable();
  }
  // A fetched Response names its URL; `new Response` cannot set it.
  Object.defineProperty(response, 'url', { value: url });
  return response;
}

export function createBridge({ port, nativeFetch, pageUrl, applyStorage, sanitize, wire }: BridgeOptions): Bridge {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  /** This page's writes on the wire: request id -> its key in `wire`. */
  const onTheWire = new Map<number, string>();
  const page = `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}`;
  const keep = (id: number, entry: WireEntry) => {
    const key = `${page}.${id}`;
    onTheWire.set(id, key);
    writeWire(wire, { ...readWire(wire), [key]: entry });
  };
  const answered = (id: number) => {
    const key = onTheWire.get(id);
    if (key === undefined) return;
    onTheWire.delete(id);
    const { [key]: _done, ...rest } = readWire(wire);
    writeWire(wire, rest);
  };
  let dead: string | null = null;
  let settle: (ok: boolean) => void = () => {};
  const ready = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  const send = (message: PageMessage) => port.postMessage(message);

  const fail = (reason: string) => {
    if (dead !== null) return;
    dead = reason;
    settle(false);
    console.error(`The demo mock API is not available (${reason}): API calls fail as with an unreachable server.`);
    for (const [id, request] of [...pending]) {
      pending.delete(id);
      request.cleanup();
      request.reject(unreachable());
    }
  };

  port.onmessage = (event: MessageEvent<WorkerMessage>) => {
    const message = event.data;
    if (!message || typeof message !== 'object') return;
    switch (message.type) {
      case 'ready':
        settle(true);
        return;
      case 'failed':
        fail(message.message);
        return;
      case 'storage':
        applyStorage?.(message.key, message.value);
        return;
      case 'sanitize': {
        const { id, items, profile } = message;
        const answer = sanitize && Array.isArray(items) ? sanitize(items, profile) : Promise.resolve(null);
        void answer.then(
          (clean) => send({ type: 'sanitized', id, items: clean }),
          () => send({ type: 'sanitized', id, items: null }),
        );
        return;
      }
      case 'response':
      case 'failure': {
        answered(message.id);
        const request = pending.get(message.id);
        if (!request) return;
        pending.delete(message.id);
        request.cleanup();
        if (message.type === 'failure') request.reject(unreachable());
        else {
          try {
            request.resolve(toResponse(message, request.url));
          } catch (error) {
            request.reject(error);
          }
        }
        return;
      }
      default:
    }
  };

  const toWorker = async (request: Request, signal: AbortSignal | null | undefined): Promise<Response> => {
    const fullUrl = request.url;
    if (signal?.aborted) throw abortReason(signal);
    if (dead !== null) throw unreachable();
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.text();
    if (signal?.aborted) throw abortReason(signal);
    if (dead !== null) throw unreachable();
    const id = nextId++;
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => {
        if (!pending.delete(id)) return;
        answered(id);
        send({ type: 'abort', id });
        reject(abortReason(signal!));
      };
      const cleanup = () => signal?.removeEventListener('abort', onAbort);
      pending.set(id, { resolve, reject, cleanup, url: fullUrl });
      signal?.addEventListener('abort', onAbort, { once: true });
      // The path as the app's request layer gave it to Mirage in the page (pretender files routes by host: a relative
      // URL resolves against the worker's location, which has the page's origin); the answer names the full URL.
      const target = new URL(request.url);
      const message: WireRequest = { type: 'request', id, method: request.method, url: `${target.pathname}${target.search}`, headers: [...request.headers], body };
      if (redeliverable(message.method, message.headers)) keep(id, { method: message.method, url: message.url, headers: message.headers, body: message.body });
      send(message);
    });
  };

  // The writes an earlier page of this tab sent and never saw answered go first; their answers are nobody's.
  const left: Record<string, WireEntry> = {};
  for (const [key, entry] of Object.entries(readWire(wire))) {
    if (typeof entry?.method !== 'string' || typeof entry.url !== 'string' || !Array.isArray(entry.headers)) continue;
    const id = nextId++;
    left[key] = entry;
    onTheWire.set(id, key);
    send({ type: 'request', id, method: entry.method, url: entry.url, headers: entry.headers, body: typeof entry.body === 'string' ? entry.body : null });
  }
  writeWire(wire, left);

  const bridgeFetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    let api: boolean;
    try {
      api = isApiRequest(url, pageUrl());
    } catch {
      api = false;
    }
    if (!api) return nativeFetch(input, init);
    let request: Request;
    try {
      // Resolved against the page's address (a Request object's URL already is absolute).
      request = new Request(input instanceof Request ? input : new URL(url, pageUrl()).href, init);
    } catch (error) {
      return Promise.reject(error);
    }
    // The caller's own signal (a Request made from `init` carries a follower of it, which aborts a tick later).
    const signal = init?.signal !== undefined ? init.signal : input instanceof Request ? input.signal : undefined;
    return toWorker(request, signal);
  } as typeof fetch;

  return {
    fetch: bridgeFetch,
    fail,
    storageChanged: (key, value) => {
      if (dead === null && key.startsWith(mockStoragePrefix)) send({ type: 'storage', key, value });
    },
    ready,
  };
}

/** The page's `mirage.*` entries (what the mock kept across reloads). */
export function mockStorageEntries(storage: Storage | null): Record<string, string> {
  const entries: Record<string, string> = {};
  if (!storage) return entries;
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key === null || !key.startsWith(mockStoragePrefix)) continue;
      const value = storage.getItem(key);
      if (value !== null) entries[key] = value;
    }
  } catch {
    // Blocked storage: the mock starts from its seeds.
  }
  return entries;
}

/** Applies a write of the mock to the page's storage (full or blocked storage: the change lasts for this page). */
export function applyMockStorage(storage: Storage | null, key: string, value: string | null): void {
  if (!storage || !key.startsWith(mockStoragePrefix)) return;
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // as the in-page mock: the write lasts for this page only
  }
}

export interface StartOptions {
  config: MockConfig;
  delayFactor?: number;
  /** The boot script's worker. @default window.__mockWorker */
  handle?: MockWorkerHandle;
}

const localStorageOrNull = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

const sessionStorageOrNull = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * Demo mode: connects the page to the boot script's mock worker and makes `window.fetch` the bridge. Resolves once the
 * fetch is in place (the worker answers the first requests as soon as it has started; they wait in the channel).
 */
export function startMockBridge({ config, delayFactor, handle = window.__mockWorker }: StartOptions): Bridge {
  const storage = localStorageOrNull();
  const channel = new MessageChannel();
  const bridge = createBridge({
    port: channel.port1,
    nativeFetch: window.fetch.bind(window),
    pageUrl: () => window.location.href,
    applyStorage: (key, value) => applyMockStorage(storage, key, value),
    wire: sessionStorageOrNull(),
    // The product's one HTML policy (DOMPurify, loaded with the first write that needs it).
    sanitize: async (items, profile) => {
      const { sanitizeHtml } = await import('../views/ui/sanitize');
      return items.map((html) => sanitizeHtml(html, profile));
    },
  });
  const worker = handle?.worker ?? null;
  if (!worker || handle?.failed) bridge.fail(worker ? 'its worker failed to start' : 'no worker');
  else {
    worker.addEventListener('error', () => {
      if (!handle!.loaded) bridge.fail('its worker failed to start');
    });
    const init: InitMessage = {
      type: 'init',
      port: channel.port2,
      pageUrl: window.location.href,
      config: { services: config.services, commonApi: config.commonApi, authority: config.authority, quickChatApi: config.quickChatApi, ...(config.demo !== undefined ? { demo: config.demo } : {}) },
      ...(delayFactor !== undefined ? { delayFactor } : {}),
      storage: mockStorageEntries(storage),
    };
    try {
      worker.postMessage(init, [channel.port2]);
    } catch (error) {
      bridge.fail(error instanceof Error ? error.message : String(error));
    }
    // Another tab's mock wrote: this tab's worker takes it in before its next request (the in-page mock read it back).
    window.addEventListener('storage', (event) => {
      if (event.storageArea === storage && event.key !== null) bridge.storageChanged(event.key, event.newValue);
    });
  }
  window.fetch = bridge.fetch;
  return bridge;
}
