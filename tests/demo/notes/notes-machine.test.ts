// Issue 14, notes: the notes machine. Archive and grid ticks show at once and roll back when refused; the editor keeps
// its draft when a save fails; a task added to a saved note is POST notes/tasks and joins the draft; deletes ask
// first; deleting a label takes it off the notes; a note with a shared id is read-only; generated paths.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { readNotes, type Note } from '../../../src/machines/demo/notes/notes-api';
import type { NotesWrite, NotesWriteResult } from '../../../src/machines/demo/notes/notes-write';
import { notesMachine, selectEditor, selectNotice, selectVisible, type NotesEvent } from '../../../src/machines/demo/notes/notes.machine';
import { ApiError } from '../../../src/machines/effects/api-error';
import { doneEvent, errorEvent } from '../../support/path-events';
import { labels, rawNotes } from './fixtures';

const refused = new ApiError({ kind: 'http', code: 'server', method: 'PATCH', url: '/api/apps/notes', status: 500 });
const loaded = () => ({ notes: readNotes(rawNotes()), labels });

function start(options: { answer?: (w: NotesWrite) => Promise<NotesWriteResult>; confirm?: 'confirmed' | 'cancelled' } = {}) {
  const writes: NotesWrite[] = [];
  const machine = notesMachine.provide({
    actors: {
      loadNotes: fromPromise(async () => loaded()),
      writeNotes: fromPromise(async ({ input }) => (writes.push(input), options.answer ? options.answer(input) : { kind: 'none' as const })),
      confirmAction: fromPromise(async () => options.confirm ?? 'confirmed') as never,
    },
  });
  return { actor: createActor(machine).start(), writes };
}
const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches({ ready: 'idle' }));
const saved = (over: Partial<Note>): NotesWriteResult => ({ kind: 'note', note: { ...loaded().notes[0]!, ...over } });

describe('notes machine', () => {
  it('archiving shows at once; refused, it comes back with a notice', async () => {
    const { actor, writes } = start({ answer: () => Promise.reject(refused) });
    await idle(actor);
    actor.send({ type: 'notes.archive.toggle', key: 'n1' });
    expect(selectVisible(actor.getSnapshot(), { kind: 'all' }).map((n) => n.key)).toEqual(['n2']);
    expect(writes[0]).toEqual({ kind: 'note.update', key: 'n1', id: 'n1', fields: { archived: true }, fromEditor: false });
    await idle(actor);
    expect(selectVisible(actor.getSnapshot(), { kind: 'all' }).map((n) => n.key)).toEqual(['n1', 'n2']);
    expect(selectNotice(actor.getSnapshot())?.id).toBe('demo.notes.notice.undone');
  });

  it('a new note: tasks typed join the draft; an empty note cannot be saved; a failed save keeps the draft; saved, it comes first', async () => {
    let fail = true;
    const { actor, writes } = start({
      answer: async (w) => {
        if (fail) throw refused;
        if (w.kind !== 'note.create') throw new Error('unexpected');
        return { kind: 'note', note: { ...loaded().notes[1]!, ...w.fields, id: 'new', key: 'new', tasks: [{ id: 'x', content: 'Eggs', completed: false }] } };
      },
    });
    await idle(actor);
    actor.send({ type: 'notes.new', labels: ['work', 'unknown'] });
    expect(selectEditor(actor.getSnapshot())!.draft.labels).toEqual(['work']);
    expect(actor.getSnapshot().can({ type: 'notes.editor.save' })).toBe(false);
    actor.send({ type: 'notes.editor.task.text', value: ' Eggs ' });
    actor.send({ type: 'notes.editor.task.add' });
    expect(selectEditor(actor.getSnapshot())!.draft.tasks).toEqual([{ content: 'Eggs', completed: false }]);
    actor.send({ type: 'notes.editor.change', field: 'title', value: 'Groceries' });
    actor.send({ type: 'notes.editor.save' });
    await idle(actor);
    expect(selectNotice(actor.getSnapshot())?.id).toBe('demo.notes.notice.notSaved');
    expect(selectEditor(actor.getSnapshot())!.draft.title).toBe('Groceries');
    fail = false;
    actor.send({ type: 'notes.editor.save' });
    await idle(actor);
    expect(writes.at(-1)).toMatchObject({ kind: 'note.create', fields: { title: 'Groceries', labels: ['work'] } });
    expect(selectEditor(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.notes[0]!.key).toBe('new');
  });

  it('a task added to a saved note is POST notes/tasks; it joins the draft and the unsaved edits stay', async () => {
    const { actor, writes } = start({
      answer: async () => saved({ id: 'n2', key: 'n2', title: 'Shopping list', tasks: [...loaded().notes[1]!.tasks!, { id: 't3', content: 'Coffee', completed: false }] }),
    });
    await idle(actor);
    actor.send({ type: 'notes.open', key: 'n2' });
    actor.send({ type: 'notes.editor.task.toggle', index: 1 });
    actor.send({ type: 'notes.editor.task.text', value: 'Coffee' });
    actor.send({ type: 'notes.editor.task.add' });
    await idle(actor);
    expect(writes[0]).toEqual({ kind: 'task.add', key: 'n2', id: 'n2', text: 'Coffee' });
    const draft = selectEditor(actor.getSnapshot())!.draft;
    expect(draft.tasks!.map((t) => [t.content, t.completed])).toEqual([
      ['Bread', true],
      ['Milk', true],
      ['Coffee', false],
    ]);
    expect(actor.getSnapshot().can({ type: 'notes.editor.save' })).toBe(true);
  });

  it('a note whose id is shared opens read-only: no save, archive, delete or task change', async () => {
    const { actor } = start();
    await idle(actor);
    actor.send({ type: 'notes.open', key: 'twin#2' });
    expect(selectEditor(actor.getSnapshot())).toMatchObject({ key: 'twin#2', readOnly: true });
    actor.send({ type: 'notes.editor.change', field: 'title', value: 'x' });
    expect(selectEditor(actor.getSnapshot())!.draft.title).toBe('Moving boxes');
    const s = actor.getSnapshot();
    expect(s.can({ type: 'notes.editor.save' })).toBe(false);
    expect(s.can({ type: 'notes.archive.toggle', key: 'twin#2' })).toBe(false);
    expect(s.can({ type: 'notes.delete', key: 'twin' })).toBe(false);
    expect(s.can({ type: 'notes.archive.toggle', key: 'n3' })).toBe(true);
  });

  it('deleting asks; cancelled keeps the note; confirmed removes it', async () => {
    const no = start({ confirm: 'cancelled' });
    await idle(no.actor);
    no.actor.send({ type: 'notes.delete', key: 'n1' });
    await idle(no.actor);
    expect(no.writes).toEqual([]);
    const yes = start();
    await idle(yes.actor);
    yes.actor.send({ type: 'notes.delete', key: 'n1' });
    await idle(yes.actor);
    expect(yes.writes).toEqual([{ kind: 'note.delete', key: 'n1', id: 'n1', title: 'Note n1' }]);
    expect(yes.actor.getSnapshot().context.notes.some((n) => n.key === 'n1')).toBe(false);
  });

  it('labels: add and rename take the answer; deleting one (asked) takes it off every note', async () => {
    const { actor, writes } = start({
      answer: async (w) => ({ kind: 'labels', labels: w.kind === 'label.delete' ? labels.filter((l) => l.id !== w.id) : [...labels, { id: 'trips', title: 'Trips' }] }),
    });
    await idle(actor);
    expect(actor.getSnapshot().can({ type: 'notes.label.add' })).toBe(false);
    actor.send({ type: 'notes.label.draft', labelId: '', value: 'Trips' });
    actor.send({ type: 'notes.label.add' });
    await idle(actor);
    expect(actor.getSnapshot().context.labels.map((l) => l.title)).toEqual(['Work', 'Family', 'Trips']);
    actor.send({ type: 'notes.label.draft', labelId: 'work', value: 'Work' });
    expect(actor.getSnapshot().can({ type: 'notes.label.rename', labelId: 'work' })).toBe(false);
    actor.send({ type: 'notes.label.delete', labelId: 'work' });
    await idle(actor);
    expect(writes.at(-1)).toEqual({ kind: 'label.delete', id: 'work', title: 'Work' });
    expect(actor.getSnapshot().context.notes.some((n) => n.labels.includes('work'))).toBe(false);
  });

  it('generated paths: loading, failed or ready; a write in hand only while confirming or saving; keys stay unique', () => {
    const events = [
      doneEvent('loadNotes', loaded()),
      errorEvent('loadNotes', refused),
      { type: 'notes.retry' },
      { type: 'notes.archive.toggle', key: 'n2' },
      { type: 'notes.delete', key: 'n1' },
      { type: 'notes.open', key: 'twin' },
      { type: 'notes.editor.close' },
      doneEvent('confirmAction', 'cancelled'),
      doneEvent('writeNotes', { kind: 'none' }),
      errorEvent('writeNotes', refused),
    ] as NotesEvent[];
    const paths = getShortestPaths(notesMachine, { events: events as never });
    const states = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(states).toEqual(new Set(['"loading"', '"failed"', '{"ready":"idle"}', '{"ready":"saving"}', '{"ready":"confirming"}']));
    for (const { state } of paths) {
      const keys = state.context.notes.map((n) => n.key);
      expect(new Set(keys).size).toBe(keys.length);
      if (state.matches({ ready: 'idle' })) expect(state.context.write).toBeNull();
      else if (state.matches('ready')) expect(state.context.write).not.toBeNull();
      if (state.context.editor?.key === 'twin') expect(state.context.editor.readOnly).toBe(true);
    }
  });
});
