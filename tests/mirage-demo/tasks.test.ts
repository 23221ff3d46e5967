import { describe, expect, it } from 'vitest';
import type { Task } from '../../src/mirage/demo/data/tasks';
import type { Tag } from '../../src/mirage/demo/tags';
import { del, expectBadRequest, get, patch, post, useServer } from './support';

const base = '/api/apps/tasks';
const all = async () => (await get<Task[]>(`${base}/all`)).body;
const tags = async () => (await get<Tag[]>(`${base}/tags`)).body;

useServer();

describe('tasks', () => {
  it('GET all answers about 30 sections and tasks sorted by order, assigned to existing contacts', async () => {
    const list = await all();
    expect(list.length).toBe(30);
    expect(list.map((t) => t.order)).toEqual(list.map((_, i) => i));
    expect(list.filter((t) => t.type === 'section').length).toBeGreaterThan(0);
    expect(list.every((t) => [0, 1, 2].includes(t.priority))).toBe(true);
    const contacts = new Set((await get<{ id: string }[]>('/api/apps/contacts/all')).body.map((c) => c.id));
    const assigned = list.filter((t) => t.assignedTo !== null);
    expect(assigned.length).toBeGreaterThan(0);
    expect(assigned.every((t) => contacts.has(t.assignedTo!))).toBe(true);
  });

  it('GET tags, POST tag (first), PATCH tag', async () => {
    expect((await tags()).map((t) => t.title)).toEqual(['Api', 'Frontend', 'Bug', 'Backend', 'Urgent', 'Discuss']);
    const created = (await post<Tag>(`${base}/tag`, { tag: { title: 'Docs' } })).body;
    expect((await tags())[0]).toEqual(created);
    expect((await patch<Tag>(`${base}/tag`, { id: created.id, tag: { title: 'Documentation' } })).body.title).toBe('Documentation');
  });

  it('DELETE tag removes it from every task', async () => {
    const list = await all();
    const used = (await tags()).find((t) => list.some((task) => task.tags.includes(t.id)))!;
    expect((await del(`${base}/tag?id=${used.id}`)).body).toBe(true);
    expect((await all()).some((task) => task.tags.includes(used.id))).toBe(false);
    expect((await tags()).map((t) => t.id)).not.toContain(used.id);
  });

  it('GET search matches title and notes case-insensitively and marks the matches in the title', async () => {
    const { body } = await get<Task[]>(`${base}/search?query=THE`);
    const list = await all();
    const expected = list.filter((t) => t.title.toLowerCase().includes('the') || (t.notes ?? '').toLowerCase().includes('the'));
    expect(body.map((t) => t.id)).toEqual(expected.map((t) => t.id));
    const landingId = list.find((t) => t.title.startsWith('Create the landing'))!.id;
    const landing = body.find((t) => t.id === landingId)!;
    expect(landing.title).toBe('Create <mark>the</mark> landing/marketing page and host it on <mark>the</mark> beta channel');
    const byNotes = (await get<Task[]>(`${base}/search?query=ENDPOINT`)).body;
    expect(byNotes.map((t) => t.title)).toEqual(['Finish the documentation of the API']);
    expect((await get<Task[]>(`${base}/search?query=${encodeURIComponent('landing/mark')}`)).body[0]!.title).toContain('<mark>landing/mark</mark>');
    expect((await get<Task[]>(`${base}/search?query=${encodeURIComponent('(')}`)).body).toEqual([]);
    expect((await get(`${base}/search`)).body).toEqual([]);
  });

  it('PATCH order applies the sent orders and answers all tasks by order', async () => {
    const list = await all();
    const reversed = list.map((t, i) => ({ ...t, order: list.length - 1 - i }));
    const { body } = await patch<Task[]>(`${base}/order`, { tasks: reversed });
    expect(body.map((t) => t.id)).toEqual([...list].reverse().map((t) => t.id));
    await expectBadRequest(patch(`${base}/order`, { tasks: [{ id: list[0]!.id, order: 3 }, { id: 'nope', order: 1 }] }), /does not exist/, 404);
    expect((await all()).map((t) => t.id)).toEqual(body.map((t) => t.id));
  });

  it('GET task answers the task, null for a missing or unknown id', async () => {
    const [, second] = await all();
    expect((await get(`${base}/task?id=${second!.id}`)).body).toEqual(second);
    expect((await get(`${base}/task?id=nope`)).body).toBeNull();
    expect((await get(`${base}/task`)).body).toBeNull();
  });

  it('POST task adds the blank task of SPEC §3 at order 0 and moves the others down', async () => {
    const before = await all();
    const { body } = await post<Task>(`${base}/task`, { type: 'task' });
    expect(body).toEqual({
      id: expect.any(String), type: 'task', title: '', notes: null, completed: false, dueDate: null, priority: 1, tags: [],
      assignedTo: null, subTasks: [], order: 0,
    });
    const after = await all();
    expect(after.map((t) => t.id)).toEqual([body.id, ...before.map((t) => t.id)]);
    expect(after.map((t) => t.order)).toEqual(after.map((_, i) => i));
    expect((await post<Task>(`${base}/task`, { type: 'section' })).body.type).toBe('section');
    await expectBadRequest(post(`${base}/task`, { type: 'epic' }), /type must be one of/);
  });

  it('PATCH task merges fields, checks priority, tags and assignee; bad payloads change nothing', async () => {
    const list = await all();
    const task = list.find((t) => t.type === 'task')!;
    const [api] = await tags();
    const { body } = await patch<Task>(`${base}/task`, {
      id: task.id, task: { completed: true, priority: 2, tags: [api!.id], subTasks: [{ title: 'one', completed: false }] },
    });
    expect(body).toEqual({ ...task, completed: true, priority: 2, tags: [api!.id], subTasks: [{ id: expect.any(String), title: 'one', completed: false }] });
    const snapshot = await all();
    await expectBadRequest(patch(`${base}/task`, { id: task.id, task: { priority: 3 } }), /priority must be one of 0, 1, 2/);
    await expectBadRequest(patch(`${base}/task`, { id: task.id, task: { title: 'x', tags: ['nope'] } }), /unknown tag/);
    await expectBadRequest(patch(`${base}/task`, { id: task.id, task: { assignedTo: 'nope' } }), /unknown contact/);
    await expectBadRequest(patch(`${base}/task`, { id: task.id, task: { dueDate: 'soon' } }), /ISO date/);
    await expectBadRequest(patch(`${base}/task`, { id: 'nope', task: {} }), /does not exist/, 404);
    expect(await all()).toEqual(snapshot);
  });

  it('DELETE task answers true; an unknown or missing id deletes nothing', async () => {
    const list = await all();
    expect((await del(`${base}/task?id=nope`)).body).toBe(false);
    expect((await del(`${base}/task`)).body).toBe(false);
    expect((await del(`${base}/task?id=${list[3]!.id}`)).body).toBe(true);
    expect((await all()).map((t) => t.id)).toEqual(list.filter((_, i) => i !== 3).map((t) => t.id));
  });

  it('deleting an assigned contact clears the assignee (declared belongsTo)', async () => {
    const task = (await all()).find((t) => t.assignedTo !== null)!;
    await del(`/api/apps/contacts/contact?id=${task.assignedTo}`);
    expect((await get<Task>(`${base}/task?id=${task.id}`)).body.assignedTo).toBeNull();
  });
});
