import { describe, expect, it } from 'vitest';
import type { Contact, ContactTag, Country } from '../../src/mirage/demo/data/contacts';
import { del, expectBadRequest, get, patch, post, useServer } from './support';

const base = '/api/apps/contacts';
useServer();

const allContacts = async () => (await get<Contact[]>(`${base}/all`)).body;

describe('contacts', () => {
  it('GET all answers about 80 contacts sorted by name', async () => {
    const { status, body } = await get<Contact[]>(`${base}/all`);
    expect(status).toBe(200);
    expect(body.length).toBe(80);
    const names = body.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(Object.keys(body[0]!).sort()).toEqual(
      ['address', 'avatar', 'background', 'birthday', 'company', 'emails', 'id', 'name', 'notes', 'phoneNumbers', 'tags', 'title'].sort(),
    );
  });

  it('seed data is deterministic and uses guids', async () => {
    const first = await allContacts();
    expect(first.every((c) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(c.id))).toBe(true);
    const { contactRows } = await import('../../src/mirage/demo/data/contacts');
    expect(new Set(first.map((c) => c.id))).toEqual(new Set(contactRows.map((c) => c.id)));
  });

  it('GET search filters on name, case-insensitively, sorted by name', async () => {
    const all = await allContacts();
    const { body } = await get<Contact[]>(`${base}/search?query=ALI`);
    const expected = all.filter((c) => c.name.toLowerCase().includes('ali'));
    expect(body.length).toBeGreaterThan(0);
    expect(body.map((c) => c.id)).toEqual(expected.map((c) => c.id));
    expect((await get<Contact[]>(`${base}/search?query=zzzz`)).body).toEqual([]);
  });

  it('GET contact answers the contact, and null for a missing or unknown id', async () => {
    const [first] = await allContacts();
    expect((await get<Contact>(`${base}/contact?id=${first!.id}`)).body).toEqual(first);
    expect(await get(`${base}/contact?id=nope`)).toMatchObject({ status: 200, body: null });
    expect(await get(`${base}/contact`)).toMatchObject({ status: 200, body: null });
  });

  it('POST contact creates the blank contact of SPEC §3', async () => {
    const { status, body } = await post<Contact>(`${base}/contact`);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: expect.any(String), avatar: null, background: null, name: 'New Contact', emails: [], phoneNumbers: [],
      title: '', company: '', birthday: null, address: null, notes: null, tags: [],
    });
    expect((await allContacts()).length).toBe(81);
    expect((await get<Contact>(`${base}/contact?id=${body.id}`)).body).toEqual(body);
  });

  it('PATCH contact merges the given fields and keeps the others', async () => {
    const [first] = await allContacts();
    const { body } = await patch<Contact>(`${base}/contact`, { id: first!.id, contact: { title: 'Chief Tester', notes: '<p>hi</p>' } });
    expect(body).toEqual({ ...first, title: 'Chief Tester', notes: '<p>hi</p>' });
    expect((await get<Contact>(`${base}/contact?id=${first!.id}`)).body).toEqual(body);
  });

  it('PATCH contact refuses bad payloads without changing anything', async () => {
    const before = await allContacts();
    const target = before[3]!;
    await expectBadRequest(patch(`${base}/contact`, { id: target.id, contact: { name: 42 } }), /body\.contact\.name must be a string/);
    await expectBadRequest(patch(`${base}/contact`, { id: target.id, contact: { title: 'x', tags: ['nope'] } }), /Unknown contact tag/);
    await expectBadRequest(
      patch(`${base}/contact`, { id: target.id, contact: { phoneNumbers: [{ country: 'zz', phoneNumber: '1', label: 'Mobile' }] } }),
      /Unknown country/,
    );
    await expectBadRequest(patch(`${base}/contact`, { id: target.id, contact: { colour: 'red' } }), /unknown field/);
    await expectBadRequest(patch(`${base}/contact`, { contact: {} }), /body\.id is required/);
    await expectBadRequest(patch(`${base}/contact`, { id: 'nope', contact: {} }), /does not exist/, 404);
    await expectBadRequest(patch(`${base}/contact`, 'not json'), /not valid JSON/);
    expect(await allContacts()).toEqual(before);
  });

  it('DELETE contact deletes it and answers true; an unknown or missing id deletes nothing', async () => {
    const before = await allContacts();
    expect(await del(`${base}/contact?id=nope`)).toMatchObject({ status: 200, body: false });
    expect(await del(`${base}/contact`)).toMatchObject({ status: 200, body: false });
    expect(await allContacts()).toEqual(before);
    expect((await del(`${base}/contact?id=${before[0]!.id}`)).body).toBe(true);
    expect((await allContacts()).map((c) => c.id)).toEqual(before.slice(1).map((c) => c.id));
  });

  it('GET countries answers about 240 countries with dial codes and flag positions', async () => {
    const { body } = await get<Country[]>(`${base}/countries`);
    expect(body.length).toBeGreaterThanOrEqual(230);
    expect(body.find((c) => c.iso === 'mx')).toMatchObject({ name: 'Mexico', code: '+52', flagImagePos: expect.any(String) });
    expect(new Set(body.map((c) => c.iso)).size).toBe(body.length);
  });

  it('GET tags answers the seeded tags', async () => {
    const { body } = await get<ContactTag[]>(`${base}/tags`);
    expect(body.map((t) => t.title)).toEqual(['Work', 'Friend', 'Family', 'High School', 'College', 'Baseball Team', 'Band']);
  });

  it('POST tag adds a tag with a new id, first', async () => {
    const { body } = await post<ContactTag>(`${base}/tag`, { tag: { title: 'Chess Club', id: 'ignored' } });
    expect(body).toEqual({ id: expect.any(String), title: 'Chess Club' });
    expect(body.id).not.toBe('ignored');
    expect((await get<ContactTag[]>(`${base}/tags`)).body[0]).toEqual(body);
    await expectBadRequest(post(`${base}/tag`, { tag: {} }), /title is required/);
    await expectBadRequest(post(`${base}/tag`, {}), /body\.tag is required/);
  });

  it('PATCH tag renames it', async () => {
    const [work] = (await get<ContactTag[]>(`${base}/tags`)).body;
    expect((await patch<ContactTag>(`${base}/tag`, { id: work!.id, tag: { title: 'Office' } })).body).toEqual({ id: work!.id, title: 'Office' });
    expect((await get<ContactTag[]>(`${base}/tags`)).body[0]!.title).toBe('Office');
    await expectBadRequest(patch(`${base}/tag`, { id: 'nope', tag: { title: 'x' } }), /does not exist/, 404);
  });

  it('DELETE tag removes it from every contact', async () => {
    const tags = (await get<ContactTag[]>(`${base}/tags`)).body;
    const contacts = await allContacts();
    const used = tags.find((t) => contacts.some((c) => c.tags.includes(t.id)))!;
    const carriers = contacts.filter((c) => c.tags.includes(used.id));
    expect(carriers.length).toBeGreaterThan(0);
    expect((await del(`${base}/tag?id=${used.id}`)).body).toBe(true);
    expect((await get<ContactTag[]>(`${base}/tags`)).body.map((t) => t.id)).not.toContain(used.id);
    const after = await allContacts();
    expect(after.some((c) => c.tags.includes(used.id))).toBe(false);
    for (const carrier of carriers) {
      expect(after.find((c) => c.id === carrier.id)!.tags).toEqual(carrier.tags.filter((t) => t !== used.id));
    }
    expect((await del(`${base}/tag?id=${used.id}`)).body).toBe(false);
  });

  it('POST avatar stores the uploaded file as a data URL and answers the contact', async () => {
    const [first] = await allContacts();
    const form = new FormData();
    form.append('id', first!.id);
    form.append('avatar', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'me.png');
    const { status, body } = await post<Contact>(`${base}/avatar`, form);
    expect(status).toBe(200);
    expect(body).toEqual({ ...first, avatar: 'data:image/png;base64,iVBORw==' });
    expect((await get<Contact>(`${base}/contact?id=${first!.id}`)).body.avatar).toBe('data:image/png;base64,iVBORw==');
  });

  it('POST avatar also takes a JSON data URL, and refuses non-images and unknown contacts', async () => {
    const [first] = await allContacts();
    const dataUrl = 'data:image/jpeg;base64,/9j/';
    expect((await post<Contact>(`${base}/avatar`, { id: first!.id, avatar: dataUrl })).body.avatar).toBe(dataUrl);
    await expectBadRequest(post(`${base}/avatar`, { id: first!.id, avatar: 'http://x/y.png' }), /data URL/);
    const form = new FormData();
    form.append('id', first!.id);
    form.append('avatar', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    await expectBadRequest(post(`${base}/avatar`, form), /must be an image/);
    await expectBadRequest(post(`${base}/avatar`, { id: 'nope', avatar: dataUrl }), /does not exist/, 404);
  });
});
