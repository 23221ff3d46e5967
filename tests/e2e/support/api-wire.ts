import type { Page } from '@playwright/test';

/**
 * What the page sent to the API. In demo mode the Mirage mock answers inside the page (pretender replaces
 * `window.fetch`), so API calls never reach the network: `page.on('request')` does not see them and `page.route`
 * cannot change them. The request layer looks `globalThis.fetch` up on every call, so an init script that wraps
 * whatever is assigned to `window.fetch` (Mirage's fetch included) sees every call the app makes, and can make one
 * fail the way a dead connection does (a fetch TypeError) or rewrite a header on its way to the mock.
 */
export interface ApiCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  ifMatch: string | null;
  subdomain: string | null;
  body: string | null;
  /** False when the call was failed here (unreachable) and never got to the mock. */
  delivered: boolean;
}

interface Wire {
  calls: ApiCall[];
  /** API calls fail with `TypeError: Failed to fetch` (no answer from the services). */
  unreachable: boolean;
  /** X-Subdomain of every API call is replaced by this (a request edited on its way, T2). */
  subdomain: string | null;
}

export class ApiWire {
  constructor(readonly page: Page) {}

  /** Installs the recorder in every document the page loads from now on (call before the first goto). */
  static async install(page: Page): Promise<ApiWire> {
    await page.addInitScript(() => {
      const wire: Wire = { calls: [], unreachable: false, subdomain: null };
      (window as unknown as { __wire: Wire }).__wire = wire;
      const native = window.fetch;
      let current: typeof fetch = native;
      const toPath = (input: RequestInfo | URL): string => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const parsed = new URL(url, location.href);
        return parsed.origin === location.origin ? `${parsed.pathname}${parsed.search}` : parsed.href;
      };
      const wrapped = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
        const path = toPath(input);
        if (!path.startsWith('/api/')) return native.call(window, input, init);
        const raw = init?.headers ?? {};
        const headers: Record<string, string> = {};
        if (Array.isArray(raw)) for (const [k, v] of raw) headers[k] = v;
        else if (typeof (raw as Headers).forEach === 'function') (raw as Headers).forEach((v, k) => (headers[k] = v));
        else Object.assign(headers, raw);
        const get = (name: string) => Object.entries(headers).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1] ?? null;
        if (wire.subdomain !== null) {
          for (const k of Object.keys(headers)) if (k.toLowerCase() === 'x-subdomain') delete headers[k];
          headers['X-Subdomain'] = wire.subdomain;
        }
        wire.calls.push({
          method: (init?.method ?? 'GET').toUpperCase(),
          path,
          idempotencyKey: get('Idempotency-Key'),
          ifMatch: get('If-Match'),
          subdomain: get('X-Subdomain'),
          body: typeof init?.body === 'string' ? init.body : null,
          delivered: !wire.unreachable,
        });
        if (wire.unreachable) return Promise.reject(new TypeError('Failed to fetch'));
        return current.call(window, input, { ...init, headers });
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

  calls(filter: { method?: string; path?: RegExp; delivered?: boolean } = {}): Promise<ApiCall[]> {
    return this.page.evaluate(() => (window as unknown as { __wire: Wire }).__wire.calls).then((calls) =>
      calls.filter((c) => (filter.method === undefined || c.method === filter.method) && (filter.path === undefined || filter.path.test(c.path)) && (filter.delivered === undefined || c.delivered === filter.delivered)),
    );
  }

  setUnreachable(unreachable: boolean) {
    return this.page.evaluate((value) => ((window as unknown as { __wire: Wire }).__wire.unreachable = value), unreachable);
  }

  rewriteSubdomain(subdomain: string | null) {
    return this.page.evaluate((value) => ((window as unknown as { __wire: Wire }).__wire.subdomain = value), subdomain);
  }
}
