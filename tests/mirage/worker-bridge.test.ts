/**
 * The demo mock API's bridge between the page and its worker (issue 12: the mock off the page's thread): the page's
 * fetch (`bridge.ts`) and the worker's loop (`worker-host.ts`) over a real MessageChannel, with Mirage answering on
 * the worker's side as in the browser (here both ends live in one test process).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Server } from 'miragejs';
import { businessPermissions } from '../../src/config/permissions';
import type { PageMessage, WorkerMessage } from '../../src/mirage/bridge-protocol';
import { applyMockStorage, createBridge, mockStorageEntries } from '../../src/mirage/bridge';
import { persistentMap } from '../../src/mirage/persist';
import { createPortStorage, serveRequests } from '../../src/mirage/worker-host';
import { makeTestServer, signAccessToken } from '../support/access-tokens';

const ana = { sub: 'usr_ana', name: 'Ana Álvarez', tenants: ['acme'], permissions: businessPermissions };
/** The page's address (the test document's: pretender registers Mirage's routes under its host, as under the page's in the worker). */
const pageUrl = () => new URL('/admin/customers', location.href).href;

/** Lets queued messages of a MessageChannel arrive. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A bridge whose worker end is recorded (answered by hand), for abort and death. */
function recordedBridge() {
  const channel = new MessageChannel();
  const received: PageMessage[] = [];
  channel.port2.onmessage = (event: MessageEvent<PageMessage>) => received.push(event.data);
  const nativeFetch = vi.fn(async () => new Response('native'));
  const bridge = createBridge({ port: channel.port1, nativeFetch: nativeFetch as unknown as typeof fetch, pageUrl });
  const answer = (message: WorkerMessage) => channel.port2.postMessage(message);
  const close = () => {
    channel.port1.close();
    channel.port2.close();
  };
  return { bridge, received, nativeFetch, answer, close };
}

describe('bridge ↔ worker loop with Mirage behind it', () => {
  let server: Server;
  let channel: MessageChannel;
  let written: [string, string | null][];
  let bridgeFetch: typeof fetch;
  let nativeFetch: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    // The worker's Mirage classifies and resolves URLs against the page's address it was given (not its own location).
    server = makeTestServer({ pageUrl: pageUrl() });
    channel = new MessageChannel();
    written = [];
    nativeFetch = vi.fn(async () => new Response('from the network'));
    const storage = createPortStorage({}, (message) => channel.port2.postMessage(message));
    // The worker's side: Mirage's fetch (pretender has replaced the global one in this process).
    serveRequests(channel.port2, (input, init) => globalThis.fetch(input, init), storage);
    bridgeFetch = createBridge({ port: channel.port1, nativeFetch: nativeFetch as unknown as typeof fetch, pageUrl, applyStorage: (key, value) => written.push([key, value]) }).fetch;
  });
  afterEach(() => {
    server.shutdown();
    channel.port1.close();
    channel.port2.close();
  });

  it('a GET with a token comes back as a real Response: status, statusText, headers and body kept', async () => {
    const token = await signAccessToken(ana);
    const response = await bridgeFetch('/api/tenant-management/companies/current', { headers: { Authorization: `Bearer ${token}`, 'X-Subdomain': 'acme' } });
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(response.statusText).toBe('OK');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('etag')).toMatch(/^"\d+"$/);
    expect(response.url).toBe(new URL('/api/tenant-management/companies/current', location.href).href);
    expect(await response.json()).toMatchObject({ slug: 'acme', tradeName: 'Acme Telecom' });
    expect(nativeFetch).not.toHaveBeenCalled();
  });

  it('an error answer keeps its status and headers (401 problem+json with WWW-Authenticate)', async () => {
    const response = await bridgeFetch('/api/common/navigation', { headers: { 'X-Subdomain': 'acme' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toMatchObject({ type: 'unauthorized', detail: 'A bearer access token is required' });
  });

  it('a POST carries its text body and headers (Idempotency-Key) and gets 201 with Location; a Request object works too', async () => {
    const token = await signAccessToken(ana);
    const headers = { Authorization: `Bearer ${token}`, 'X-Subdomain': 'acme', 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' };
    const body = JSON.stringify({ name: 'Puente Ñandú <b>hostil</b>', code: 'PNT' });
    const created = await bridgeFetch('/api/catalogs/business-lines', { method: 'POST', headers, body });
    expect(created.status, await created.clone().text()).toBe(201);
    const record = (await created.json()) as { id: string; name: string; code: string };
    expect(record).toMatchObject({ name: 'Puente Ñandú <b>hostil</b>', code: 'PNT' });
    expect(created.headers.get('location')).toBe(`/api/catalogs/business-lines/${record.id}`);
    // The same key again: the stored answer, not a second record.
    const again = await bridgeFetch(new Request(new URL('/api/catalogs/business-lines', location.href).href, { method: 'POST', headers, body }));
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(record.id);
  });

  it('a 204 answer has a null body', async () => {
    const token = await signAccessToken(ana);
    const headers = { Authorization: `Bearer ${token}`, 'X-Subdomain': 'acme', 'Content-Type': 'application/json' };
    const created = (await (await bridgeFetch('/api/catalogs/business-lines', { method: 'POST', headers, body: JSON.stringify({ name: 'Efímera', code: 'EFI' }) })).json()) as { id: string };
    const deleted = await bridgeFetch(`/api/catalogs/business-lines/${created.id}`, { method: 'DELETE', headers });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect((await bridgeFetch(`/api/catalogs/business-lines/${created.id}`, { headers })).status).toBe(404);
  });

  it('an unknown /api/ path answers 404 NOT FOUND from the mock (never the network)', async () => {
    const response = await bridgeFetch('/api/nothing/here');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('NOT FOUND');
    expect(nativeFetch).not.toHaveBeenCalled();
  });

  it('requests that are not the mock\'s go to the native fetch untouched (assets, config.json, the provider, another origin)', async () => {
    const init = { headers: { Accept: 'application/json' } };
    for (const url of ['/config.json', '/assets/main.js', 'http://localhost:9090/.well-known/openid-configuration', 'http://other.localhost:8080/api/common/user', '/apix/a']) {
      nativeFetch.mockClear();
      const response = await bridgeFetch(url, init);
      expect(await response.text(), url).toBe('from the network');
      expect(nativeFetch, url).toHaveBeenCalledWith(url, init);
    }
    expect(written).toEqual([]);
  });
});

describe('abort', () => {
  it('an abort rejects at once with the AbortError the browser would give, and the worker is told to drop the request', async () => {
    const { bridge, received, answer, close } = recordedBridge();
    const controller = new AbortController();
    const pending = bridge.fetch('/api/common/user', { signal: controller.signal });
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received).toEqual([expect.objectContaining({ type: 'request', method: 'GET', url: '/api/common/user', body: null })]);
    const id = (received[0] as { id: number }).id;
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    await vi.waitFor(() => expect(received[1]).toEqual({ type: 'abort', id }));
    // A late answer of the dropped request is ignored.
    answer({ type: 'response', id, status: 200, statusText: 'OK', headers: [], body: '{}', url: '' });
    await flush();
    close();
  });

  it("the signal's reason is the rejection (a timeout's TimeoutError); an already aborted signal sends nothing", async () => {
    const { bridge, received, close } = recordedBridge();
    const controller = new AbortController();
    const pending = bridge.fetch('/api/common/user', { signal: controller.signal });
    const reason = new DOMException('The request timed out', 'TimeoutError');
    controller.abort(reason);
    expect(await pending.catch((e: unknown) => e)).toBe(reason);
    await flush();
    const before = received.length;
    const early = new AbortController();
    early.abort();
    expect(((await bridge.fetch('/api/common/user', { signal: early.signal }).catch((e: unknown) => e)) as DOMException).name).toBe('AbortError');
    await flush();
    expect(received.slice(before).filter((m) => m.type === 'request')).toEqual([]);
    close();
  });
});

describe('a dead worker', () => {
  it('fails pending and later API calls like an unreachable server (TypeError: Failed to fetch); other requests still go out', async () => {
    const { bridge, nativeFetch, close } = recordedBridge();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pending = bridge.fetch('/api/common/user');
    await flush();
    bridge.fail('its worker failed to start');
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe('Failed to fetch');
    const later = await bridge.fetch('/api/common/navigation').catch((e: unknown) => e);
    expect((later as TypeError).message).toBe('Failed to fetch');
    expect(await bridge.ready).toBe(false);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(await (await bridge.fetch('/config.json')).text()).toBe('native');
    expect(nativeFetch).toHaveBeenCalledTimes(1);
    close();
  });

  it("the worker's own word that the mock failed to start does the same; a failure answer rejects only its request", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { bridge, received, answer, close } = recordedBridge();
    const first = bridge.fetch('/api/common/user');
    await vi.waitFor(() => expect(received.length).toBeGreaterThan(0));
    answer({ type: 'failure', id: (received[0] as { id: number }).id, message: 'Network request failed' });
    expect(((await first.catch((e: unknown) => e)) as TypeError).message).toBe('Failed to fetch');
    const second = bridge.fetch('/api/common/user');
    await flush();
    answer({ type: 'failed', message: 'makeServer threw' });
    expect(((await second.catch((e: unknown) => e)) as TypeError).message).toBe('Failed to fetch');
    close();
  });

  it('an answer a Response cannot carry (status 0) is a network error, not a crash', async () => {
    const { bridge, received, answer, close } = recordedBridge();
    const pending = bridge.fetch('/api/common/user');
    await vi.waitFor(() => expect(received.length).toBeGreaterThan(0));
    answer({ type: 'response', id: (received[0] as { id: number }).id, status: 0, statusText: '', headers: [], body: '', url: '' });
    expect(((await pending.catch((e: unknown) => e)) as TypeError).message).toBe('Failed to fetch');
    close();
  });
});

describe('storage hand-over', () => {
  it("the worker's storage starts from the page's mirage.* entries only; its writes and removals are posted, another tab's are taken in silently", () => {
    const posted: WorkerMessage[] = [];
    const storage = createPortStorage({ 'mirage.users': '{"a":1}', 'backoffice.locale': 'es-MX' }, (m) => posted.push(m));
    expect(storage.getItem('mirage.users')).toBe('{"a":1}');
    expect(storage.getItem('backoffice.locale')).toBeNull();
    storage.setItem('mirage.demo.notes', '{"tables":{}}');
    storage.removeItem('mirage.users');
    storage.removeItem('mirage.never');
    expect(posted).toEqual([
      { type: 'storage', key: 'mirage.demo.notes', value: '{"tables":{}}' },
      { type: 'storage', key: 'mirage.users', value: null },
    ]);
    storage.takeIn('mirage.users', '{"b":2}');
    storage.takeIn('backoffice.x', 'y');
    expect(storage.getItem('mirage.users')).toBe('{"b":2}');
    expect(storage.getItem('backoffice.x')).toBeNull();
    expect(posted).toHaveLength(2);
    expect(storage.length).toBe(2);
  });

  it('the page reads only mirage.* entries and applies only mirage.* writes to its localStorage', () => {
    localStorage.clear();
    localStorage.setItem('mirage.services.customers', '{"x":1}');
    localStorage.setItem('oidc.user', 'secret');
    expect(mockStorageEntries(localStorage)).toEqual({ 'mirage.services.customers': '{"x":1}' });
    applyMockStorage(localStorage, 'mirage.services.customers', '{"x":2}');
    applyMockStorage(localStorage, 'oidc.user', 'overwritten');
    applyMockStorage(localStorage, 'mirage.gone', null);
    expect(localStorage.getItem('mirage.services.customers')).toBe('{"x":2}');
    expect(localStorage.getItem('oidc.user')).toBe('secret');
    localStorage.clear();
  });

  it("a mock write reaches the page's storage before the answer of its request, in the same key and format (persistentMap)", async () => {
    const channel = new MessageChannel();
    const pageStorage = new Map<string, string | null>();
    const order: string[] = [];
    const storage = createPortStorage({ 'mirage.shell.notes': JSON.stringify({ kept: 1 }) }, (m) => channel.port2.postMessage(m));
    const map = persistentMap<number>('shell.notes', storage);
    // A worker whose handler writes through the mock's storage, then answers.
    serveRequests(
      channel.port2,
      async () => {
        map.set('added', 2);
        return new Response('done', { status: 200 });
      },
      storage,
    );
    const bridge = createBridge({
      port: channel.port1,
      nativeFetch: vi.fn() as unknown as typeof fetch,
      pageUrl,
      applyStorage: (key, value) => {
        order.push(`storage ${key}`);
        pageStorage.set(key, value);
      },
    });
    const response = await bridge.fetch('/api/common/notes', { method: 'POST', body: 'x' });
    order.push('answer');
    expect(await response.text()).toBe('done');
    expect(order).toEqual(['storage mirage.shell.notes', 'answer']);
    expect(JSON.parse(pageStorage.get('mirage.shell.notes')!)).toEqual({ kept: 1, added: 2 });
    // Another tab's change, forwarded by the page, is what the mock reads next.
    bridge.storageChanged('mirage.shell.notes', JSON.stringify({ other: 3 }));
    bridge.storageChanged('backoffice.appearance', 'ignored');
    await flush();
    expect(map.get('other')).toBe(3);
    expect(map.get('added')).toBeUndefined();
    expect(storage.getItem('backoffice.appearance')).toBeNull();
    channel.port1.close();
    channel.port2.close();
  });
});

describe('HTML of a write is sanitized by the page (the worker has no DOM)', () => {
  it('the worker asks the page for every string of a JSON write before handling it; the mock reads the answers; a string nobody sanitized throws', async () => {
    const { prefillSanitized, sanitizeHtml, stringsOf } = await import('../../src/mirage/worker-sanitize');
    // The page's policy stands in here (DOMPurify does not run in happy-dom; tests/views/sanitize-chromium.test.ts
    // checks the real one): tags dropped, marked with its profile.
    const pagePolicy = (html: string, profile: string) => `[${profile}]${html.replace(/<[^>]*>/g, '')}`;
    const channel = new MessageChannel();
    const seenByHandler: string[] = [];
    const asked: string[][] = [];
    serveRequests(
      channel.port2,
      async (input, init) => {
        if (String(input).endsWith('/api/common/messages')) return new Response('{}', { status: 201 });
        const body = JSON.parse(String(init?.body)) as { header: string; footer: string };
        seenByHandler.push(sanitizeHtml(body.header, 'document'), sanitizeHtml(body.footer, 'document'));
        return new Response('{}', { status: 201 });
      },
      null,
      ({ method, url, body }, askPage) =>
        prefillSanitized(method, url, body, async (items, profile) => {
          asked.push(items);
          return askPage(items, profile);
        }),
    );
    const bridge = createBridge({
      port: channel.port1,
      nativeFetch: vi.fn() as unknown as typeof fetch,
      pageUrl,
      sanitize: async (items, profile) => items.map((html) => pagePolicy(html, profile)),
    });
    const header = '<p align="center">Acme <b>S.A.</b></p><script>alert(1)</script><img src=x onerror=alert(2)>';
    const footer = '<a href="javascript:alert(3)">pay</a> & <i>thanks</i>';
    const response = await bridge.fetch('/api/catalogs/document-templates', { method: 'POST', body: JSON.stringify({ name: 'Factura', header, footer, paper: 'A4' }) });
    expect(response.status).toBe(201);
    expect(asked).toEqual([[...stringsOf({ name: 'Factura', header, footer, paper: 'A4' })]]);
    expect(seenByHandler).toEqual([pagePolicy(header, 'document'), pagePolicy(footer, 'document')]);
    expect(seenByHandler[0]).toBe('[document]Acme S.A.alert(1)');
    expect(seenByHandler.join('')).not.toMatch(/<script|onerror|javascript:/);
    // Known strings are not asked again; a string never seen is refused rather than passed through.
    await bridge.fetch('/api/catalogs/document-templates', { method: 'POST', body: JSON.stringify({ name: 'Factura', header, footer, paper: 'A4' }) });
    expect(asked).toHaveLength(1);
    expect(() => sanitizeHtml('<script>never asked</script>', 'document')).toThrow(/no sanitized copy/);
    // Writes that carry no HTML the mock sanitizes (a message marked read) are handled without asking the page: a write
    // waiting for the page's sanitizer was lost when the user reloaded right after it.
    const patched = await bridge.fetch('/api/common/messages', { method: 'PATCH', body: JSON.stringify({ id: 'msg-01', message: { read: true } }) });
    expect(patched.status).toBe(201);
    expect(asked).toHaveLength(1);
    channel.port1.close();
    channel.port2.close();
  });

  it('a page that cannot sanitize leaves the strings unknown, so the write fails instead of storing raw HTML', async () => {
    const { prefillSanitized, sanitizeHtml } = await import('../../src/mirage/worker-sanitize');
    const channel = new MessageChannel();
    const bridge = createBridge({ port: channel.port1, nativeFetch: vi.fn() as unknown as typeof fetch, pageUrl });
    let handled: unknown = null;
    serveRequests(
      channel.port2,
      async (_input, init) => {
        try {
          handled = sanitizeHtml((JSON.parse(String(init?.body)) as { header: string }).header, 'document');
          return new Response('{}', { status: 201 });
        } catch (error) {
          handled = error;
          return new Response('{}', { status: 500 });
        }
      },
      null,
      ({ method, url, body }, askPage) => prefillSanitized(method, url, body, askPage),
    );
    const response = await bridge.fetch('/api/catalogs/document-templates', { method: 'PUT', body: JSON.stringify({ header: '<p onclick="x()">unseen</p>' }) });
    expect(response.status).toBe(500);
    expect(handled).toBeInstanceOf(Error);
    channel.port1.close();
    channel.port2.close();
  });
});

describe('writes on the wire outlive the page (a reload right after a change)', () => {
  /** A page whose worker end only records (it never answers unless told), over `wire` (the tab's sessionStorage). */
  function page(wire: Storage) {
    const channel = new MessageChannel();
    const received: PageMessage[] = [];
    channel.port2.onmessage = (event: MessageEvent<PageMessage>) => received.push(event.data);
    const bridge = createBridge({ port: channel.port1, nativeFetch: vi.fn() as unknown as typeof fetch, pageUrl, wire });
    const close = () => {
      channel.port1.close();
      channel.port2.close();
    };
    return { bridge, received, answer: (message: WorkerMessage) => channel.port2.postMessage(message), close };
  }
  const requests = (received: PageMessage[]) => received.filter((m): m is Extract<PageMessage, { type: 'request' }> => m.type === 'request');

  it('an unanswered PUT, PATCH or keyed POST is sent first by the next page; a GET, a POST without a key and an answered write are not', async () => {
    const wire = new Map<string, string>();
    const session = { getItem: (k: string) => wire.get(k) ?? null, setItem: (k: string, v: string) => void wire.set(k, v), removeItem: (k: string) => void wire.delete(k) } as unknown as Storage;
    const first = page(session);
    void first.bridge.fetch('/api/common/users/me/settings', { method: 'PUT', body: '{"layout":"classy"}' }).catch(() => undefined);
    void first.bridge.fetch('/api/common/messages', { method: 'PATCH', body: '{"id":"msg-01"}' }).catch(() => undefined);
    void first.bridge.fetch('/api/catalogs/customers', { method: 'POST', headers: { 'Idempotency-Key': 'k-1' }, body: '{"name":"A"}' }).catch(() => undefined);
    void first.bridge.fetch('/api/common/shortcuts', { method: 'POST', body: '{"label":"x"}' }).catch(() => undefined);
    void first.bridge.fetch('/api/common/messages').catch(() => undefined);
    const answeredWrite = first.bridge.fetch('/api/common/notifications', { method: 'PATCH', body: '{"id":"n-1"}' });
    await vi.waitFor(() => expect(requests(first.received)).toHaveLength(6));
    const sent = requests(first.received);
    expect(sent.map((r) => r.method).sort()).toEqual(['GET', 'PATCH', 'PATCH', 'POST', 'POST', 'PUT']);
    const notification = sent.find((r) => r.url === '/api/common/notifications')!;
    first.answer({ type: 'response', id: notification.id, status: 200, statusText: 'OK', headers: [], body: '{}', url: '' });
    expect((await answeredWrite).status).toBe(200);
    // The page goes away with three writes unanswered.
    first.close();

    const second = page(session);
    await vi.waitFor(() => expect(requests(second.received)).toHaveLength(3));
    const replayed = requests(second.received);
    expect(replayed.map((r) => [r.method, r.url, r.body]).sort()).toEqual([
      ['PATCH', '/api/common/messages', '{"id":"msg-01"}'],
      ['POST', '/api/catalogs/customers', '{"name":"A"}'],
      ['PUT', '/api/common/users/me/settings', '{"layout":"classy"}'],
    ]);
    expect(replayed.find((r) => r.method === 'POST')!.headers.map(([n, v]) => [n.toLowerCase(), v])).toContainEqual(['idempotency-key', 'k-1']);
    // Once answered (or failed), a replayed write is forgotten: a third page sends nothing.
    for (const r of replayed) second.answer({ type: 'response', id: r.id, status: 200, statusText: 'OK', headers: [], body: '{}', url: '' });
    await flush();
    second.close();
    const third = page(session);
    await flush();
    expect(requests(third.received)).toEqual([]);
    expect(wire.size).toBe(0);
    third.close();
  });

  it('an aborted write is not delivered again; a malformed entry is dropped', async () => {
    const wire = new Map<string, string>([['mock-bridge.on-the-wire', '{"x":{"method":7},"y":"nonsense"}']]);
    const session = { getItem: (k: string) => wire.get(k) ?? null, setItem: (k: string, v: string) => void wire.set(k, v), removeItem: (k: string) => void wire.delete(k) } as unknown as Storage;
    const first = page(session);
    const controller = new AbortController();
    const write = first.bridge.fetch('/api/common/messages', { method: 'PATCH', body: '{}', signal: controller.signal });
    await vi.waitFor(() => expect(requests(first.received)).toHaveLength(1));
    controller.abort();
    await expect(write).rejects.toThrow();
    first.close();
    const second = page(session);
    await flush();
    expect(requests(second.received)).toEqual([]);
    second.close();
  });
});
