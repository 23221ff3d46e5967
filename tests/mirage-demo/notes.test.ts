import { describe, expect, it } from 'vitest';
import type { ListedNote, NoteLabel } from '../../src/mirage/demo/data/notes';
import { del, expectBadRequest, get, patch, post, useServer } from './support';

const base = '/api/apps/notes';
const all = async () => (await get<ListedNote[]>(`${base}/all`)).body;
const labels = async () => (await get<NoteLabel[]>(`${base}/labels`)).body;

useServer();

describe('notes', () => {
  it('GET labels answers Family, Work, Tasks, Priority, Personal, Friends', async () => {
    expect((await labels()).map((l) => l.title)).toEqual(['Family', 'Work', 'Tasks', 'Priority', 'Personal', 'Friends']);
  });

  it('GET all answers the 16 sample notes with unique ids, labels resolved, newest first', async () => {
    const notes = await all();
    expect(notes.length).toBe(16);
    expect(new Set(notes.map((n) => n.id)).size).toBe(16);
    expect(notes.filter((n) => n.archived).length).toBeGreaterThanOrEqual(2);
    const known = await labels();
    for (const note of notes) {
      expect(note.labels.every((l) => known.some((k) => k.id === l.id && k.title === l.title))).toBe(true);
      expect(note.tasks === null || Array.isArray(note.tasks)).toBe(true);
    }
    expect(notes.some((n) => n.tasks === null) && notes.some((n) => n.tasks !== null)).toBe(true);
    const created = notes.map((n) => Date.parse(n.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('POST, PATCH and DELETE labels each answer all labels', async () => {
    const afterCreate = (await post<NoteLabel[]>(`${base}/labels`, { title: 'Travel' })).body;
    expect(afterCreate.map((l) => l.title)).toEqual(['Family', 'Work', 'Tasks', 'Priority', 'Personal', 'Friends', 'Travel']);
    const travel = afterCreate[6]!;
    const afterUpdate = (await patch<NoteLabel[]>(`${base}/labels`, { label: { id: travel.id, title: 'Trips' } })).body;
    expect(afterUpdate[6]).toEqual({ id: travel.id, title: 'Trips' });
    const afterDelete = (await del<NoteLabel[]>(`${base}/labels?id=${travel.id}`)).body;
    expect(afterDelete.map((l) => l.title)).toEqual(['Family', 'Work', 'Tasks', 'Priority', 'Personal', 'Friends']);
    expect((await del<NoteLabel[]>(`${base}/labels?id=nope`)).body.length).toBe(6);
    await expectBadRequest(post(`${base}/labels`, {}), /title is required/);
    await expectBadRequest(patch(`${base}/labels`, { label: { id: 'nope', title: 'x' } }), /does not exist/, 404);
  });

  it('DELETE labels removes the label from every note', async () => {
    const work = (await labels()).find((l) => l.title === 'Work')!;
    expect((await all()).some((n) => n.labels.some((l) => l.id === work.id))).toBe(true);
    await del(`${base}/labels?id=${work.id}`);
    expect((await all()).some((n) => n.labels.some((l) => l.id === work.id))).toBe(false);
  });

  it('POST tasks adds an uncompleted task and answers the note', async () => {
    const notes = await all();
    const checklist = notes.find((n) => n.tasks !== null)!;
    const { body } = await post<ListedNote>(`${base}/tasks`, { note: checklist, task: 'Call the plumber' });
    expect(body.id).toBe(checklist.id);
    expect(body.tasks!.slice(0, -1)).toEqual(checklist.tasks);
    expect(body.tasks!.at(-1)).toEqual({ id: expect.any(String), content: 'Call the plumber', completed: false });
    const plain = notes.find((n) => n.tasks === null)!;
    expect((await post<ListedNote>(`${base}/tasks`, { note: plain.id, task: 'First' })).body.tasks).toEqual([
      { id: expect.any(String), content: 'First', completed: false },
    ]);
    await expectBadRequest(post(`${base}/tasks`, { note: { id: 'nope' }, task: 'x' }), /unknown note/);
    await expectBadRequest(post(`${base}/tasks`, { note: plain.id }), /task is required/);
  });

  it('POST notes creates a note with a new id', async () => {
    const [family] = await labels();
    const { body } = await post<ListedNote>(`${base}`, {
      note: { id: 'client-id', title: 'New', content: 'Body', labels: [family], tasks: [{ content: 'a', completed: false }] },
    });
    expect(body).toEqual({
      id: expect.any(String), title: 'New', content: 'Body', tasks: [{ id: expect.any(String), content: 'a', completed: false }],
      image: null, reminder: null, labels: [family], archived: false, createdAt: expect.any(String), updatedAt: null,
    });
    expect(body.id).not.toBe('client-id');
    expect((await all())[0]).toEqual(body);
    await expectBadRequest(post(`${base}`, { note: { labels: ['nope'] } }), /unknown label/);
    expect((await all()).length).toBe(17);
  });

  it('PATCH notes merges the updated note, replaces tasks and sets updatedAt', async () => {
    const [first] = (await all()).filter((n) => n.tasks !== null && n.tasks.length >= 2);
    const [keep] = first!.tasks!;
    const { body } = await patch<ListedNote>(`${base}`, {
      updatedNote: { ...first, archived: true, tasks: [{ ...keep!, completed: !keep!.completed }, { content: 'new one', completed: false }] },
    });
    expect(body).toMatchObject({ id: first!.id, archived: true, title: first!.title, labels: first!.labels });
    expect(body.tasks).toEqual([{ ...keep!, completed: !keep!.completed }, { id: expect.any(String), content: 'new one', completed: false }]);
    expect(body.updatedAt).not.toBeNull();
    expect((await all()).find((n) => n.id === first!.id)).toEqual(body);
  });

  it('PATCH notes refuses bad payloads without changing anything', async () => {
    const before = await all();
    const target = before[0]!;
    await expectBadRequest(patch(`${base}`, { updatedNote: { id: target.id, archived: 'yes' } }), /archived must be a boolean/);
    await expectBadRequest(patch(`${base}`, { updatedNote: { id: target.id, title: 'x', labels: ['nope'] } }), /unknown label/);
    await expectBadRequest(patch(`${base}`, { updatedNote: { id: target.id, tasks: [{ content: 'x' }] } }), /completed is required/);
    await expectBadRequest(patch(`${base}`, { updatedNote: { title: 'x' } }), /id is required/);
    await expectBadRequest(patch(`${base}`, { updatedNote: { id: 'nope', title: 'x' } }), /does not exist/, 404);
    const other = before.find((n) => n.tasks?.length && n.id !== target.id)!;
    await expectBadRequest(patch(`${base}`, { updatedNote: { id: target.id, tasks: [other.tasks![0]] } }), /belong to another note/);
    expect(await all()).toEqual(before);
  });

  it('DELETE notes answers true; an unknown or missing id deletes nothing', async () => {
    const before = await all();
    expect((await del(`${base}?id=nope`)).body).toBe(false);
    expect((await del(`${base}`)).body).toBe(false);
    expect((await all()).length).toBe(16);
    expect((await del(`${base}?id=${before[0]!.id}`)).body).toBe(true);
    expect((await all()).map((n) => n.id)).toEqual(before.slice(1).map((n) => n.id));
  });
});
