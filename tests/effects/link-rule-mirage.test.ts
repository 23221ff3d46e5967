/**
 * Issue 11 point 8: the mock services refuse the links the client refuses (one validator, safe-url.ts), in every
 * list a user can write to: messages, notifications and shortcuts. What they answer always parses on the client.
 */
import { describe, expect, it } from 'vitest';
import { demoConfig } from '../../src/config/runtime-config';
import { parseInboxItem } from '../../src/machines/effects/get-inbox';
import { parseShortcuts } from '../../src/machines/effects/get-shortcuts';
import { isSafeLink } from '../../src/machines/effects/safe-url';
import { call, useShellServer } from '../mirage/shell-caller';

const common = demoConfig('http://localhost:9090').commonApi;

/** Links the client refuses (user info hiding the host, bidi and zero-width controls, script, plain http, protocol-relative). */
const refusedExternal = ['https://good.example@evil.example/', 'https://a:b@evil.example/', 'https://evil.example/\u202egpj.exe', 'http://plain.example/', 'javascript:alert(1)'];
const refusedApp = ['/orders\u202e', '/\u200borders', '//evil.example/x', '/\\evil.example', 'https://evil.example/'];

describe('one link validator for the services and the client', () => {
  useShellServer();

  for (const [kind, field] of [['messages', 'message'], ['notifications', 'notification']] as const) {
    it(`${kind}: POST and PATCH refuse a link the client refuses (400, errors.link invalid-link) and keep nothing`, async () => {
      const before = ((await call<unknown[]>(`${common}/${kind}`)).body as unknown[]).length;
      for (const link of refusedExternal) {
        expect(isSafeLink(link, false), link).toBe(false);
        const answer = await call<{ errors: Record<string, string[]> }>(`${common}/${kind}`, { method: 'POST', body: { [field]: { title: 'x', link, useRouter: false } } });
        expect(answer.status, link).toBe(400);
        expect(answer.body.errors).toEqual({ link: ['invalid-link'] });
      }
      for (const link of refusedApp) {
        const answer = await call(`${common}/${kind}`, { method: 'POST', body: { [field]: { title: 'x', link, useRouter: true } } });
        expect(answer.status, link).toBe(400);
      }
      const image = await call(`${common}/${kind}`, { method: 'POST', body: { [field]: { title: 'x', image: 'javascript:alert(1)' } } });
      expect(image.status).toBe(400);
      expect(((await call<unknown[]>(`${common}/${kind}`)).body as unknown[]).length).toBe(before);

      const created = await call<{ id: string }>(`${common}/${kind}`, { method: 'POST', body: { [field]: { title: 'ok', link: '/orders', useRouter: true } } });
      expect(created.status).toBe(201);
      expect(parseInboxItem(created.body).link).toBe('/orders');
      const patched = await call(`${common}/${kind}`, { method: 'PATCH', body: { id: created.body.id, [field]: { link: 'https://x@evil.example/', useRouter: false } } });
      expect(patched.status).toBe(400);
      const list = (await call<{ id: string; link?: string }[]>(`${common}/${kind}`)).body;
      expect(list.find((i) => i.id === created.body.id)?.link).toBe('/orders');
    });
  }

  it('shortcuts: POST refuses user info and bidi overrides like the form does, so the list always loads', async () => {
    for (const [link, useRouter] of [...refusedExternal.map((l) => [l, false] as const), ...refusedApp.map((l) => [l, true] as const)]) {
      const answer = await call(`${common}/shortcuts`, { method: 'POST', body: { shortcut: { label: 'x', icon: 'heroicons_outline:link', link, useRouter } } });
      expect(answer.status, link).toBe(400);
    }
    const list = (await call(`${common}/shortcuts`)).body;
    expect(parseShortcuts(list).length).toBe((list as unknown[]).length);
  });
});
