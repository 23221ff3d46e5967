import type { Page } from '@playwright/test';

/**
 * What the page sent to the API, and a way to bend the answers. In demo mode the Mirage mock answers inside the
 * page (pretender replaces `window.fetch`), so API calls never reach the network: `page.on('request')` does not see
 * them and `page.route` cannot change them. The request layer looks `globalThis.fetch` up on every call, so an init
 * script that wraps whatever is assigned to `window.fetch` (Mirage's fetch included) sees every call the app makes.
 * Rules can hold an answer back (N4), answer in the mock's place (B1), fail like a dead connection (a fetch
 * TypeError: offline, N2, N5) or rewrite X-Subdomain on its way (T2).
 */
export interface ApiCall {
  seq: number;
  method: string;
  /** Path and query. */
  path: string;
  idempotencyKey: string | null;
  ifMatch: string | null;
  subdomain: string | null;
  body: string | null;
  /** False when a rule failed the call here (unreachable) and it never got to the mock. */
  delivered: boolean;
  /** The app's AbortSignal had fired by the time the answer was handed over (or refused). */
  aborted: boolean;
  /** Order in which answers were handed back to the app (null: not yet, or refused). */
  deliveredAs: number | null;
  status: number | null;
  /** Which rule touched it (its `name`), if any. */
  rule: string | null;
}

export interface WireRule {
  name: string;
  method?: string;
  /** A RegExp source matched against path + query. */
  path: string;
  /** How many calls it applies to. @default every one */
  times?: number;
  /** Hold the mock's answer back this long. */
  delayMs?: number;
  /** Deliver the held answer even when the app aborted meanwhile (an answer already on its way). */
  ignoreAbort?: boolean;
  /** Answer in the mock's place. */
  fulfil?: { status: number; contentType: string; body: string };
  /** Fail the call like a dead connection (`TypeError: Failed to fetch`); it never reaches the mock. */
  unreachable?: boolean;
  /** Replace X-Subdomain. */
  subdomain?: string;
}

interface WireState {
  calls: ApiCall[];
  rules: (WireRule & { used: number })[];
  delivered: number;
}

export class ApiWire {
  constructor(readonly page: Page) {}

  /** Installs the recorder in every document the page loads from now on (call before the first goto). */
  static async install(page: Page): Promise<ApiWire> {
    await page.addInitScript(() => {
      const wire: WireState = { calls: [], rules: [], delivered: 0 };
      (window as unknown as { __wire: WireState }).__wire = wire;
      const native = window.fetch;
      let current: typeof fetch = native;
      const toPath = (input: RequestInfo | URL): string => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const parsed = new URL(url, location.href);
        return parsed.origin === location.origin ? `${parsed.pathname}${parsed.search}` : parsed.href;
      };
      const abortError = () => new DOMException('The operation was aborted.', 'AbortError');
      const wrapped = async function (this: unknown, input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
        const path = toPath(input);
        if (!path.startsWith('/api/')) return native.call(window, input, init);
        const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
        const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
        const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined) ?? undefined;
        const rule = wire.rules.find(
          (r) => (r.method === undefined || r.method === method) && new RegExp(r.path).test(path) && (r.times === undefined || r.used < r.times),
        );
        if (rule) rule.used += 1;
        if (rule?.subdomain !== undefined) headers.set('X-Subdomain', rule.subdomain);
        const call: ApiCall = {
          seq: wire.calls.length + 1,
          method,
          path,
          idempotencyKey: headers.get('Idempotency-Key'),
          ifMatch: headers.get('If-Match'),
          subdomain: headers.get('X-Subdomain'),
          body: typeof init?.body === 'string' ? init.body : null,
          delivered: !rule?.unreachable,
          aborted: false,
          deliveredAs: null,
          status: null,
          rule: rule?.name ?? null,
        };
        wire.calls.push(call);
        if (rule?.unreachable) throw new TypeError('Failed to fetch');
        const deliver = (response: Response) => {
          call.aborted = signal?.aborted ?? false;
          call.status = response.status;
          call.deliveredAs = ++wire.delivered;
          return response;
        };
        if (rule?.fulfil) {
          const { status, contentType, body } = rule.fulfil;
          return deliver(new Response(body, { status, headers: { 'Content-Type': contentType } }));
        }
        const refused = (error: unknown) => {
          // The mock honours the signal too: an abort while it answers rejects its promise.
          call.aborted = signal?.aborted ?? false;
          throw error;
        };
        // An answer already on its way: the mock is not told about the abort (it would reject at once).
        const answer = current.call(window, input, { ...init, headers, ...(rule?.ignoreAbort ? { signal: null } : {}) });
        if (!rule?.delayMs) return answer.then(deliver, refused);
        const response = await answer.catch(refused);
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, rule.delayMs);
          if (!rule.ignoreAbort && signal) {
            const onAbort = () => {
              clearTimeout(timer);
              call.aborted = true;
              reject(abortError());
            };
            if (signal.aborted) onAbort();
            else signal.addEventListener('abort', onAbort, { once: true });
          }
        });
        return deliver(response);
      };
      Object.defineProperty(window, 'fetch', {
        configurable: true,
        get: () => wrapped,
        set: (value: typeof fetch) => {
          // Mirage's shutdown puts back what it found (this wrapper): keep the mock's fetch then.
          if (value !== wrapped) current = value;
        },
      });
    });
    return new ApiWire(page);
  }

  async calls(filter: { method?: string; path?: RegExp; delivered?: boolean } = {}): Promise<ApiCall[]> {
    const calls = await this.page.evaluate(() => (window as unknown as { __wire: WireState }).__wire.calls);
    return calls.filter(
      (c) =>
        (filter.method === undefined || c.method === filter.method) &&
        (filter.path === undefined || filter.path.test(c.path)) &&
        (filter.delivered === undefined || c.delivered === filter.delivered),
    );
  }

  addRule(rule: WireRule) {
    return this.page.evaluate((r) => (window as unknown as { __wire: WireState }).__wire.rules.push({ ...r, used: 0 }), rule);
  }

  removeRule(name: string) {
    return this.page.evaluate((n) => {
      const wire = (window as unknown as { __wire: WireState }).__wire;
      wire.rules = wire.rules.filter((r) => r.name !== n);
    }, name);
  }

  /** Forget the calls seen so far (the rules stay). */
  clear() {
    return this.page.evaluate(() => ((window as unknown as { __wire: WireState }).__wire.calls = []));
  }

  /** Every API call fails like a dead connection until `false`. */
  async setUnreachable(unreachable: boolean) {
    await this.removeRule('unreachable');
    if (unreachable) await this.addRule({ name: 'unreachable', path: '.', unreachable: true });
  }

  /** X-Subdomain of every API call is replaced (a request edited on its way, T2) until `null`. */
  async rewriteSubdomain(subdomain: string | null) {
    await this.removeRule('subdomain');
    if (subdomain !== null) await this.addRule({ name: 'subdomain', path: '.', subdomain });
  }
}
