/** Conformance of the messages and notifications endpoints (SPEC §3, §4, §7; one implementation, two sets). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTestServer } from '../support/access-tokens';
import { messageSeed, notificationSeed, shellSeedReference, type FeedItem } from '../../src/mirage/data/messages';
import { call, useShellServer, type CallOptions } from './shell-caller';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

const sets = [
  { path: '/api/common/messages', field: 'message', seed: messageSeed, size: 6 },
  { path: '/api/common/notifications', field: 'notification', seed: notificationSeed, size: 8 },
] as const;

describe.each(sets)('$path', ({ path, field, seed, size }) => {
  useShellServer();
  const list = (options?: CallOptions) => call<FeedItem[]>(path, options).then((r) => r.body);
  const readFlags = async (options?: CallOptions) => Object.fromEntries((await list(options)).map((i) => [i.id, i.read]));

  it('GET answers the seed, newest first, with read and unread items, HTML titles and in-app and https links', async () => {
    const { status, body } = await call<FeedItem[]>(path);
    expect(status).toBe(200);
    expect(body).toHaveLength(size);
    expect(body).toEqual(seed);
    const times = body.map((i) => Date.parse(i.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times.every((t) => t < Date.parse(shellSeedReference) && t > Date.parse(shellSeedReference) - 7 * 86_400_000)).toBe(true);
    expect(body.some((i) => i.read) && body.some((i) => !i.read)).toBe(true);
    expect(body.some((i) => /<strong>/.test(i.title ?? ''))).toBe(true);
    expect(body.filter((i) => i.useRouter === false).map((i) => i.link)).toEqual([expect.stringMatching(/^https:\/\//)]);
    expect(body.filter((i) => i.useRouter).every((i) => /^\/[a-z]/.test(i.link ?? ''))).toBe(true);
    // Every item has an icon (the fallback of a picture); pictures are the shipped portraits (tests/mirage/images.test.ts).
    expect(body.every((i) => typeof i.id === 'string' && typeof i.icon === 'string')).toBe(true);
    expect(body.every((i) => i.image === undefined || /^\/images\/avatars\/[a-z0-9-]+\.svg$/.test(i.image))).toBe(true);
  });

  it(`POST {${field}} answers 201 with a new id, unread and timed now by default, placed first`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-03T10:00:00.000Z'));
    const { status, body } = await call<FeedItem>(path, { method: 'POST', body: { [field]: { id: 'mine', title: '<strong>Quote QT-88</strong> sent', icon: 'check', link: '/purchases/quotes', useRouter: true } } });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(String), read: false, time: '2025-06-03T10:00:00.000Z', title: '<strong>Quote QT-88</strong> sent', icon: 'check', link: '/purchases/quotes', useRouter: true });
    expect(body.id).not.toBe('mine');
    const after = await list();
    expect(after).toHaveLength(size + 1);
    expect(after[0]).toEqual(body);
    // A second one created at the same instant is placed first too.
    const second = (await call<FeedItem>(path, { method: 'POST', body: { [field]: {} } })).body;
    expect((await list()).map((i) => i.id).slice(0, 2)).toEqual([second.id, body.id]);
  });

  it('POST keeps a sent read flag and time', async () => {
    const { body } = await call<FeedItem>(path, { method: 'POST', body: { [field]: { read: true, time: '2025-05-01T08:00:00-06:00' } } });
    expect(body).toMatchObject({ read: true, time: '2025-05-01T14:00:00.000Z' });
  });

  it('POST refuses bad payloads with 400 {error} and creates nothing', async () => {
    for (const bad of [{ [field]: { read: 'yes' } }, { [field]: { time: 'yesterday' } }, { [field]: { colour: 'red' } }, { [field]: 'x' }, {}, { [field]: {}, extra: 1 }, 'not json']) {
      const { status, body } = await call(path, { method: 'POST', body: bad });
      expect(status, JSON.stringify(bad)).toBe(400);
      expect(body).toEqual({ error: expect.any(String) });
    }
    expect(await list()).toEqual(seed);
  });

  it(`PATCH {id, ${field}} merges the changes (null removes a field) and answers the item`, async () => {
    const target = seed[2]!;
    const { status, body } = await call<FeedItem>(path, { method: 'PATCH', body: { id: target.id, [field]: { read: !target.read, description: null, title: 'Changed' } } });
    expect(status).toBe(200);
    const { description: _removed, ...rest } = target;
    expect(body).toEqual({ ...rest, read: !target.read, title: 'Changed' });
    expect((await list()).find((i) => i.id === target.id)).toEqual(body);
  });

  it('PATCH of an unknown id answers 404 {error}; a bad payload or an id change answers 400; nothing changes', async () => {
    const unknown = await call(path, { method: 'PATCH', body: { id: 'nope', [field]: { read: true } } });
    expect(unknown).toEqual({ status: 404, body: { error: expect.stringMatching(/nope/) } });
    const target = seed[0]!;
    expect((await call(path, { method: 'PATCH', body: { id: target.id, [field]: { id: 'other' } } })).status).toBe(400);
    expect((await call(path, { method: 'PATCH', body: { id: target.id, [field]: { useRouter: 'yes' } } })).status).toBe(400);
    expect((await call(path, { method: 'PATCH', body: { [field]: { read: true } } })).status).toBe(400);
    expect(await list()).toEqual(seed);
  });

  it('DELETE ?id= answers true and removes the item', async () => {
    const target = seed[1]!;
    expect(await call(`${path}?id=${target.id}`, { method: 'DELETE' })).toEqual({ status: 200, body: true });
    expect((await list()).map((i) => i.id)).toEqual(seed.filter((i) => i !== target).map((i) => i.id));
  });

  it('DELETE of an unknown or missing id answers false (200) and deletes nothing', async () => {
    expect(await call(`${path}?id=nope`, { method: 'DELETE' })).toEqual({ status: 200, body: false });
    expect(await call(path, { method: 'DELETE' })).toEqual({ status: 200, body: false });
    expect(await call(`${path}?id=`, { method: 'DELETE' })).toEqual({ status: 200, body: false });
    expect(await list()).toEqual(seed);
  });

  it('GET mark-all-as-read answers true and every item is read', async () => {
    expect((await list()).some((i) => !i.read)).toBe(true);
    expect(await call(`${path}/mark-all-as-read`)).toEqual({ status: 200, body: true });
    const after = await list();
    expect(after).toHaveLength(size);
    expect(after.every((i) => i.read)).toBe(true);
  });

  it('POST toggle-read-status {id} flips the read flag and answers the item', async () => {
    const target = seed.find((i) => !i.read)!;
    const first = await call<FeedItem>(`${path}/toggle-read-status`, { method: 'POST', body: { id: target.id } });
    expect(first).toEqual({ status: 200, body: { ...target, read: true } });
    expect((await readFlags())[target.id]).toBe(true);
    const second = await call<FeedItem>(`${path}/toggle-read-status`, { method: 'POST', body: { id: target.id } });
    expect(second.body.read).toBe(false);
    expect((await readFlags())[target.id]).toBe(false);
  });

  it('POST toggle-read-status answers 404 for an unknown id and 400 without one, changing nothing', async () => {
    expect(await call(`${path}/toggle-read-status`, { method: 'POST', body: { id: 'nope' } })).toEqual({ status: 404, body: { error: expect.any(String) } });
    expect((await call(`${path}/toggle-read-status`, { method: 'POST', body: {} })).status).toBe(400);
    expect((await call(`${path}/toggle-read-status`, { method: 'POST' })).status).toBe(400);
    expect(await list()).toEqual(seed);
  });

  it("keeps state per user: ana's read flags, removals and new items never show for sam", async () => {
    await call(`${path}/mark-all-as-read`);
    await call(`${path}?id=${seed[0]!.id}`, { method: 'DELETE' });
    await call(path, { method: 'POST', body: { [field]: { title: 'for ana' } } });
    expect(await list({ as: 'sam' })).toEqual(seed);
    const anas = await list();
    expect(anas.map((i) => i.title)).toContain('for ana');
    expect(anas.map((i) => i.id)).not.toContain(seed[0]!.id);
    expect(anas.filter((i) => i.title !== 'for ana').every((i) => i.read)).toBe(true);
  });

  it("keeps state per tenant: ana at acme never sees ana at globex's changes", async () => {
    await call(`${path}/mark-all-as-read`, { tenant: 'globex' });
    expect(await list()).toEqual(seed);
    expect((await list({ tenant: 'globex' })).every((i) => i.read)).toBe(true);
    expect(await list({ as: 'gus', tenant: 'globex' })).toEqual(seed);
  });

  const endpoints: [string, string, unknown?][] = [
    ['GET', path],
    ['POST', path, { [field]: {} }],
    ['PATCH', path, { id: seed[0]!.id, [field]: { read: true } }],
    ['DELETE', `${path}?id=${seed[0]!.id}`],
    ['GET', `${path}/mark-all-as-read`],
    ['POST', `${path}/toggle-read-status`, { id: seed[0]!.id }],
  ];

  it('answers 401 without a bearer token and 403 for a tenant the token does not hold, changing nothing', async () => {
    for (const [method, url, body] of endpoints) {
      expect((await call(url, { method, body, as: null })).status, `${method} ${url}`).toBe(401);
      expect((await call(url, { method, body, as: 'sam', tenant: 'globex' })).status, `${method} ${url}`).toBe(403);
      expect((await call(url, { method, body, tenant: null })).status, `${method} ${url}`).toBe(403);
    }
    expect(await list()).toEqual(seed);
    expect(await list({ as: 'sam' })).toEqual(seed);
  });
});

describe('messages and notifications are separate sets', () => {
  useShellServer();
  it('marking all messages read leaves the notifications alone', async () => {
    await call('/api/common/messages/mark-all-as-read');
    expect((await call<FeedItem[]>('/api/common/notifications')).body).toEqual(notificationSeed);
  });
});

describe('in the demo (development environment) the state outlives a reload', () => {
  it("keeps a user's read flags in the mock backend's storage", async () => {
    const first = makeTestServer({ environment: 'development', delayFactor: 0 });
    try {
      await call('/api/common/notifications/mark-all-as-read');
    } finally {
      first.shutdown();
    }
    const second = makeTestServer({ environment: 'development', delayFactor: 0 });
    try {
      expect((await call<FeedItem[]>('/api/common/notifications')).body.every((i) => i.read)).toBe(true);
      expect((await call<FeedItem[]>('/api/common/notifications', { as: 'sam' })).body).toEqual(notificationSeed);
    } finally {
      second.shutdown();
    }
  });
});
