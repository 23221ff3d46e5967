// @vitest-environment node
/**
 * Issue 11 fault 3 (SECURITY-TESTS N6): every broken config.json ends on the could-not-start page within the time
 * limit, with its texts in the device's language; fault 11: a production build refuses http:// URLs to other machines.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { demoConfig, isSecureUrl, parseRuntimeConfig } from '../../src/config/runtime-config';
import { appMachine, type AppInput } from '../../src/machines/app.machine';
import { configFailureMessages } from '../../src/machines/effects/config-failure-texts';
import { i18n } from '../../src/machines/effects/i18n';
import { loadConfig } from '../../src/machines/effects/load-config';
import { supportedLocales } from '../../src/machines/effects/locale';

const good = { ...demoConfig('http://localhost:9090'), mockApi: true };
const json = (body: string, init: ResponseInit = {}) =>
  new Response(body, { status: 200, ...init, headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) } });

/** A fetch that never answers (but gives up when its signal aborts, as the browser's does). */
const hangingFetch = (_url: unknown, init?: RequestInit) =>
  new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

/** Headers at once, then a body that never ends. */
const stallingBody = () =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"authority": "http://localhost:9090", '));
      },
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );

/** Runs the loadConfig actor with `fetch` stubbed; resolves with the outcome. */
function outcome(fetchStub: (url: unknown, init?: RequestInit) => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(fetchStub));
  return new Promise<{ ok: true; config: unknown } | { ok: false; error: unknown }>((resolve) => {
    const actor = createActor(loadConfig);
    actor.subscribe({ complete: () => resolve({ ok: true, config: actor.getSnapshot().output }), error: (error) => resolve({ ok: false, error }) });
    actor.start();
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('N6 config.json faults end in an error (issue 11 fault 3)', () => {
  it('accepts the real configuration', async () => {
    expect(await outcome(async () => json(JSON.stringify(good)))).toMatchObject({ ok: true, config: { authority: 'http://localhost:9090' } });
  });

  const broken: [string, () => Response][] = [
    ['truncated JSON', () => json(JSON.stringify(good).slice(0, 40))],
    ['a JSON array', () => json(JSON.stringify([good]))],
    ['an HTML page (a proxy or SPA fallback)', () => new Response('<!doctype html><title>Sign in to the proxy</title>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
    ['a 500', () => json('{"error":"boom"}', { status: 500 })],
    ['a 404 HTML page', () => new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } })],
    ['a missing services object', () => json(JSON.stringify({ ...good, services: undefined }))],
    ['20 MB (valid JSON, padded)', () => json(JSON.stringify({ ...good, padding: 'x'.repeat(20 * 1024 * 1024) }))],
    ['an empty body', () => json('')],
  ];
  for (const [name, answer] of broken) {
    it(`refuses ${name}`, async () => {
      const result = await outcome(async () => answer());
      expect(result.ok, name).toBe(false);
    });
  }

  it('gives up on no answer at all within 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled: { ok: boolean } | undefined;
    void outcome(hangingFetch).then((r) => (settled = r));
    await vi.advanceTimersByTimeAsync(9_000);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_100);
    expect(settled).toEqual(expect.objectContaining({ ok: false }));
  });

  it('gives up on a body that stalls after the headers within 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled: { ok: boolean } | undefined;
    void outcome(async () => stallingBody()).then((r) => (settled = r));
    await vi.advanceTimersByTimeAsync(10_100);
    expect(settled).toEqual(expect.objectContaining({ ok: false }));
  });
});

describe('the could-not-start page has its texts in the device language (issue 11 fault 3)', () => {
  it('reaches failed with es-MX texts active although no catalog was ever loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json('{"authority":')));
    const input: AppInput = { locale: 'es-MX', location: { path: '/', search: '' }, logoutHeld: false, callbackFailedRecently: false };
    const logged = vi.fn();
    const actor = createActor(
      appMachine.provide({ actions: { logStartupFailure: (_, p) => logged(p.error) }, actors: { listenToApiEvents: fromCallback(() => () => undefined) } }),
      { input },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    await vi.waitFor(() => expect(i18n.locale).toBe('es-MX'));
    expect(i18n._('startup.failed.title')).toBe('La aplicación no pudo iniciar');
    expect(i18n._('startup.failed.retry')).toBe('Intentar de nuevo');
    expect(logged).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('keeps the built-in texts equal to the compiled catalogs of both languages', () => {
    for (const locale of supportedLocales) {
      const compiled = JSON.parse(readFileSync(`src/locales/${locale}/messages.json`, 'utf8')) as { messages: Record<string, unknown> };
      for (const [id, message] of Object.entries(configFailureMessages[locale])) expect(message, `${locale} ${id}`).toEqual(compiled.messages[id]);
    }
  });
});

describe('production builds refuse insecure URLs (issue 11 fault 11)', () => {
  it('allows relative, https and loopback http URLs', () => {
    for (const url of ['/api/catalogs', 'https://api.example.com/v1', 'http://localhost:9090', 'http://acme.localhost:8080/api', 'http://127.0.0.1:9', 'http://[::1]:9090']) {
      expect(isSecureUrl(url), url).toBe(true);
    }
    for (const url of ['http://idp.example.com', 'http://10.0.0.5/api', '//evil.example/api', 'javascript:alert(1)', 'data:text/plain,x', 'ftp://x.example', 'http://localhost.evil.net']) {
      expect(isSecureUrl(url), url).toBe(false);
    }
  });

  it('refuses an http:// authority, service, common API or quick chat URL elsewhere, only in production', () => {
    const cases = [
      { ...good, authority: 'http://login.example.com' },
      { ...good, services: { ...good.services, banking: 'http://banking.example.com' } },
      { ...good, commonApi: 'http://common.example.com/api' },
      { ...good, quickChatApi: 'http://chat.example.com' },
    ];
    for (const raw of cases) {
      const production = parseRuntimeConfig(raw, { production: true });
      expect(production.ok).toBe(false);
      expect(production.ok ? '' : production.problem).toMatch(/must be https:\/\//);
      expect(parseRuntimeConfig(raw).ok).toBe(true);
    }
    expect(parseRuntimeConfig({ ...good, authority: 'https://login.example.com' }, { production: true }).ok).toBe(true);
    expect(parseRuntimeConfig(good, { production: true }).ok).toBe(true);
  });

  it('the start-up refuses an insecure configuration with a clear, logged error', async () => {
    const result = await outcome(async () => json(JSON.stringify({ ...good, authority: 'http://login.example.com' })));
    expect(result.ok).toBe(false);
    expect(String((result as { error: unknown }).error)).toMatch(/"authority" must be https:\/\//);
  });
});
