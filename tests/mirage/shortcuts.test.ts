/** Conformance of the shortcuts endpoints (SPEC §3, §5, §7). */
import { describe, expect, it } from 'vitest';
import { shortcutSeed, type Shortcut } from '../../src/mirage/data/shortcuts';
import { formOf, shortcutLimits, validateShortcutForm } from '../../src/machines/shortcut-form';
import { call, useShellServer, type CallOptions } from './shell-caller';

const path = '/api/common/shortcuts';
const list = (options?: CallOptions) => call<Shortcut[]>(path, options).then((r) => r.body);
const valid = { label: 'Deliveries', description: 'Routes of the day', icon: 'orders', link: '/deliveries', useRouter: true };

describe('shortcuts', () => {
  useShellServer();

  it('GET answers the seeded shortcuts: in-app paths with useRouter and one external https link', async () => {
    const { status, body } = await call<Shortcut[]>(path);
    expect(status).toBe(200);
    expect(body).toEqual(shortcutSeed);
    expect(body).toHaveLength(6);
    expect(body.map((s) => s.link)).toEqual(expect.arrayContaining(['/orders', '/purchases/requisitions', '/inventory/warehouses']));
    expect(body.filter((s) => !s.useRouter).map((s) => s.link)).toEqual([expect.stringMatching(/^https:\/\//)]);
  });

  it('POST {shortcut} answers 201 with the created shortcut (new id, sent id ignored), placed first', async () => {
    const { status, body } = await call<Shortcut>(path, { method: 'POST', body: { shortcut: { ...valid, id: 'mine' } } });
    expect(status).toBe(201);
    expect(body).toEqual({ ...valid, id: expect.any(String) });
    expect(body.id).not.toBe('mine');
    expect(await list()).toEqual([body, ...shortcutSeed]);
  });

  it('POST accepts a shortcut without description and an external https link', async () => {
    const { status, body } = await call<Shortcut>(path, { method: 'POST', body: { shortcut: { label: 'Tax portal', icon: 'globe', link: 'https://www.sat.gob.mx/portal', useRouter: false } } });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(String), label: 'Tax portal', icon: 'globe', link: 'https://www.sat.gob.mx/portal', useRouter: false });
  });

  // The type checks answer {error}; the rules shared with the form (issue 13 point 6) also name the field and its code.
  const refused: [string, Record<string, unknown>, RegExp, Record<string, string[]>?][] = [
    ['a missing label', { label: undefined }, /^shortcut\.label is required/],
    ['a blank label', { label: '   ' }, /^shortcut\.label must not be empty/, { label: ['required'] }],
    ['a label over 60 characters', { label: 'x'.repeat(61) }, /^shortcut\.label must be at most 60/, { label: ['tooLong'] }],
    ['a description over 200 characters', { description: 'x'.repeat(201) }, /^shortcut\.description must be at most 200/, { description: ['tooLong'] }],
    ['a missing icon', { icon: undefined }, /^shortcut\.icon is required/],
    ['an empty icon', { icon: '' }, /^shortcut\.icon must not be empty/, { icon: ['required'] }],
    ['a missing link', { link: undefined }, /^shortcut\.link is required/],
    ['a link over 2000 characters', { link: `/${'x'.repeat(2000)}` }, /^shortcut\.link must be at most 2000/, { link: ['tooLong'] }],
    ['a missing useRouter', { useRouter: undefined }, /^shortcut\.useRouter is required/],
    ['a non-boolean useRouter', { useRouter: 'true' }, /^shortcut\.useRouter must be a boolean/],
    ['an in-app link that is not a path', { link: 'orders' }, /^shortcut\.link must be an in-app path/, { link: ['appPath'] }],
    ['an in-app link to another host', { link: '//evil.example.com/x' }, /^shortcut\.link must be an in-app path/, { link: ['appPath'] }],
    ['an in-app link that is an address', { link: 'https://help.example.com' }, /^shortcut\.link must be an in-app path/, { link: ['appPath'] }],
    ['an external link over http', { link: 'http://help.example.com', useRouter: false }, /^shortcut\.link must be an https:\/\/ address/, { link: ['httpsUrl'] }],
    ['an external javascript: link', { link: 'javascript:alert(1)', useRouter: false }, /^shortcut\.link must be an https:\/\/ address/, { link: ['httpsUrl'] }],
    ['an external path', { link: '/orders', useRouter: false }, /^shortcut\.link must be an https:\/\/ address/, { link: ['httpsUrl'] }],
    ['an unknown field', { colour: 'red' }, /unknown field/],
  ];

  it.each(refused)('POST refuses %s with 400 {error} and creates nothing', async (_what, change, message, errors) => {
    const shortcut: Record<string, unknown> = { ...valid, ...change };
    for (const key of Object.keys(change)) if (change[key] === undefined) delete shortcut[key];
    const { status, body } = await call(path, { method: 'POST', body: { shortcut } });
    expect(status).toBe(400);
    expect(body).toEqual({ error: expect.stringMatching(message), ...(errors ? { errors } : {}) });
    expect(await list()).toEqual(shortcutSeed);
  });

  it('refuses exactly what the form refuses: the form and the service share one rule module', async () => {
    const label = 'x'.repeat(shortcutLimits.label);
    expect(validateShortcutForm({ ...formOf({ id: 'n', ...valid } as Shortcut), label })).toEqual({});
    expect((await call(path, { method: 'POST', body: { shortcut: { ...valid, label } } })).status).toBe(201);
    expect(validateShortcutForm({ ...formOf({ id: 'n', ...valid } as Shortcut), label: `${label}y` })).toEqual({ label: 'tooLong' });
  });

  it('POST refuses a body without shortcut, or not JSON', async () => {
    for (const body of [{}, { shortcut: 'x' }, 'not json']) {
      expect((await call(path, { method: 'POST', body })).status).toBe(400);
    }
    expect(await list()).toEqual(shortcutSeed);
  });

  it('PATCH {id, shortcut} answers the updated shortcut (null removes the description)', async () => {
    const target = shortcutSeed[1]!;
    const { status, body } = await call<Shortcut>(path, { method: 'PATCH', body: { id: target.id, shortcut: { label: 'My requisitions', description: null } } });
    expect(status).toBe(200);
    const { description: _removed, ...rest } = target;
    expect(body).toEqual({ ...rest, label: 'My requisitions' });
    expect((await list())[1]).toEqual(body);
  });

  it('PATCH validates the merged shortcut: switching to an external link needs https', async () => {
    const target = shortcutSeed[0]!;
    const { status, body } = await call(path, { method: 'PATCH', body: { id: target.id, shortcut: { useRouter: false } } });
    expect(status).toBe(400);
    expect(body).toEqual({ error: expect.stringMatching(/^shortcut\.link must be an https/), errors: { link: ['httpsUrl'] } });
    const ok = await call<Shortcut>(path, { method: 'PATCH', body: { id: target.id, shortcut: { useRouter: false, link: 'https://shop.example.com' } } });
    expect(ok.body).toMatchObject({ useRouter: false, link: 'https://shop.example.com' });
  });

  it('PATCH refuses bad fields and an id change with 400, an unknown id with 404, changing nothing', async () => {
    const target = shortcutSeed[0]!;
    for (const shortcut of [{ label: '' }, { label: 'x'.repeat(61) }, { icon: null }, { id: 'other' }, { link: '//x' }]) {
      expect((await call(path, { method: 'PATCH', body: { id: target.id, shortcut } })).status, JSON.stringify(shortcut)).toBe(400);
    }
    expect(await call(path, { method: 'PATCH', body: { id: 'nope', shortcut: { label: 'x' } } })).toEqual({ status: 404, body: { error: expect.stringMatching(/nope/) } });
    expect(await list()).toEqual(shortcutSeed);
  });

  it('DELETE ?id= answers true and removes it; an unknown or missing id answers false and deletes nothing', async () => {
    expect(await call(`${path}?id=nope`, { method: 'DELETE' })).toEqual({ status: 200, body: false });
    expect(await call(path, { method: 'DELETE' })).toEqual({ status: 200, body: false });
    expect(await list()).toEqual(shortcutSeed);
    expect(await call(`${path}?id=${shortcutSeed[3]!.id}`, { method: 'DELETE' })).toEqual({ status: 200, body: true });
    expect(await list()).toEqual(shortcutSeed.filter((_, i) => i !== 3));
  });

  it("keeps shortcuts per tenant and user: ana's changes never show for sam or for ana at globex", async () => {
    await call(path, { method: 'POST', body: { shortcut: valid } });
    await call(`${path}?id=${shortcutSeed[0]!.id}`, { method: 'DELETE' });
    expect(await list({ as: 'sam' })).toEqual(shortcutSeed);
    expect(await list({ tenant: 'globex' })).toEqual(shortcutSeed);
    expect(await list()).toHaveLength(shortcutSeed.length);
    expect((await list())[0]).toMatchObject(valid);
  });

  it('answers 401 without a bearer token and 403 for a tenant the token does not hold, changing nothing', async () => {
    const target = shortcutSeed[0]!.id;
    const calls: [string, string, unknown?][] = [
      ['GET', path],
      ['POST', path, { shortcut: valid }],
      ['PATCH', path, { id: target, shortcut: { label: 'x' } }],
      ['DELETE', `${path}?id=${target}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(url, { method, body, as: null })).status, `${method} ${url}`).toBe(401);
      expect((await call(url, { method, body, as: 'sam', tenant: 'globex' })).status, `${method} ${url}`).toBe(403);
    }
    expect(await list()).toEqual(shortcutSeed);
    expect(await list({ as: 'sam' })).toEqual(shortcutSeed);
  });
});
