/**
 * Issue 14: a demo area's writes outlive a reload (a new mock server over the same storage), one storage key an area;
 * without storage (tests) nothing leaks from one server to the next; what storage holds is not trusted; and with
 * `demo: false` the demo endpoints are not there.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Server } from 'miragejs';
import { makeServer } from '../../src/mirage/index';
import { persistDemoAreas } from '../../src/mirage/demo/persist-areas';
import { demoConfig } from '../../src/config/runtime-config';
import type { Contact } from '../../src/mirage/demo/data/contacts';
import { testJwks } from '../support/access-tokens';
import { get, patch, post } from './support';

/** A Storage over a Map: what localStorage is to the browser's mock. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

let server: Server | undefined;
afterEach(() => {
  server?.shutdown();
  server = undefined;
});

/** A fresh mock (a page load) over `storage` (null: memory only, as in tests). */
function load(storage: Storage | null, config = demoConfig('http://localhost:9090')): void {
  server?.shutdown();
  server = makeServer({ keys: testJwks(), config });
  if (storage) persistDemoAreas(server.schema, storage);
}

const firstContact = async () => (await get<Contact[]>('/api/apps/contacts/all')).body[0]!;

describe('demo areas persistence', () => {
  it('a changed contact is still changed after a reload over the same storage, and only its area is saved', async () => {
    const storage = new MemoryStorage();
    load(storage);
    const contact = await firstContact();
    expect((await patch('/api/apps/contacts/contact', { id: contact.id, contact: { title: 'Head of Kites' } })).status).toBe(200);
    expect(storage.getItem('mirage.demo.contacts')).toContain('Head of Kites');
    expect(storage.getItem('mirage.demo.tasks')).toBeNull();

    load(storage);
    const again = (await get<Contact>(`/api/apps/contacts/contact?id=${contact.id}`)).body;
    expect(again.title).toBe('Head of Kites');
    expect((await get<Contact[]>('/api/apps/contacts/all')).body).toHaveLength(80);
  });

  it('a created record keeps its place and a fresh id does not collide with it after the reload', async () => {
    const storage = new MemoryStorage();
    load(storage);
    const created = (await post<Contact>('/api/apps/contacts/contact')).body;
    load(storage);
    const all = (await get<Contact[]>('/api/apps/contacts/all')).body;
    expect(all.map((c) => c.id)).toContain(created.id);
    const next = (await post<Contact>('/api/apps/contacts/contact')).body;
    expect(next.id).not.toBe(created.id);
    expect((await get<Contact[]>('/api/apps/contacts/all')).body).toHaveLength(82);
  });

  it('tasks loads contacts on the way but owns only its own tables', async () => {
    const storage = new MemoryStorage();
    load(storage);
    const [task] = (await get<{ id: string; type: string }[]>('/api/apps/tasks/all')).body.filter((t) => t.type === 'task');
    expect((await patch('/api/apps/tasks/task', { id: task!.id, task: { title: 'Renew the kite licence' } })).status).toBe(200);
    const saved = JSON.parse(storage.getItem('mirage.demo.tasks')!) as { tables: Record<string, unknown[]> };
    expect(Object.keys(saved.tables).sort()).toEqual(['taskTags', 'tasks']);
    load(storage);
    expect((await get<{ title: string }>(`/api/apps/tasks/task?id=${task!.id}`)).body.title).toBe('Renew the kite licence');
  });

  it('a failed write saves nothing', async () => {
    const storage = new MemoryStorage();
    load(storage);
    const contact = await firstContact();
    expect((await patch('/api/apps/contacts/contact', { id: contact.id, contact: { title: 42 } })).status).toBe(400);
    expect(storage.getItem('mirage.demo.contacts')).toBeNull();
  });

  it('storage that does not hold tables is ignored: the seed stays', async () => {
    const storage = new MemoryStorage();
    storage.setItem('mirage.demo.contacts', JSON.stringify({ tables: { contacts: [{ name: 'no id' }] } }));
    load(storage);
    expect((await get<Contact[]>('/api/apps/contacts/all')).body).toHaveLength(80);
    storage.setItem('mirage.demo.contacts', '{not json');
    load(storage);
    expect((await get<Contact[]>('/api/apps/contacts/all')).body).toHaveLength(80);
  });

  it('another tab’s save is taken in before the next answer', async () => {
    const storage = new MemoryStorage();
    load(storage);
    const contact = await firstContact();
    await patch('/api/apps/contacts/contact', { id: contact.id, contact: { company: 'Tab one' } });
    // The other tab's save lands in the same storage key.
    const saved = JSON.parse(storage.getItem('mirage.demo.contacts')!) as { tables: Record<string, { id: string; company?: string }[]> };
    for (const row of saved.tables.contacts!) if (row.id === contact.id) row.company = 'Tab two';
    storage.setItem('mirage.demo.contacts', JSON.stringify(saved));
    expect((await get<Contact>(`/api/apps/contacts/contact?id=${contact.id}`)).body.company).toBe('Tab two');
  });

  it('without storage a new server starts from the seed', async () => {
    load(null);
    const contact = await firstContact();
    await patch('/api/apps/contacts/contact', { id: contact.id, contact: { title: 'Gone on reload' } });
    load(null);
    expect((await get<Contact>(`/api/apps/contacts/contact?id=${contact.id}`)).body.title).not.toBe('Gone on reload');
  });

  it('with demo: false the demo endpoints answer 404 NOT FOUND', async () => {
    load(null, { ...demoConfig('http://localhost:9090'), demo: false });
    const answer = await get('/api/apps/contacts/all');
    expect(answer.status).toBe(404);
    expect(answer.text).toBe('NOT FOUND');
    expect((await get('/api/dashboards/project')).status).toBe(404);
  });
});
