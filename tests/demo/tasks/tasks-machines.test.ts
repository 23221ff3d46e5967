// Issue 14, tasks: the answer parser, the move rule (new orders from 0), the counts, the draft rules, the task list
// machine (optimistic toggle and move, put back when the request fails, a new item first and opened) and the task
// machine (not found, only changed fields saved, nothing typed lost on a failed save, delete after confirmation);
// generated paths.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../../src/machines/effects/api-error';
import { checkTaskDraft, draftOfTask, taskPatchOf } from '../../../src/machines/demo/tasks/task-draft';
import { selectIsTaskNotFound, selectTaskFailure, taskDetailMachine } from '../../../src/machines/demo/tasks/task-detail.machine';
import { countTasks, moveItem, parseTask, parseTasks, type Task } from '../../../src/machines/demo/tasks/tasks-api';
import { selectCounts, selectNotice, tasksMachine } from '../../../src/machines/demo/tasks/tasks.machine';
import { doneEvent, errorEvent } from '../../support/path-events';

const task = (id: string, order: number, over: Partial<Task> = {}): Task => ({
  id, type: 'task', title: `Task ${id}`, notes: null, completed: false, dueDate: null, priority: 1, tags: [], assignedTo: null, subTasks: [], order, ...over,
});
const list = [task('s', 0, { type: 'section', title: 'Section' }), task('a', 1), task('b', 2, { completed: true }), task('c', 3)];
const offline = new ApiError({ kind: 'network', code: 'offline', method: 'PATCH', url: '/api/apps/tasks/order' });
const never = <T,>() => fromPromise<T>(() => new Promise<T>(() => undefined));

describe('tasks answers and rules', () => {
  it('reads tasks by order and refuses a bad priority, type or subtask', () => {
    expect(parseTasks([task('x', 5), task('y', 1)]).map((t) => t.id)).toEqual(['y', 'x']);
    expect(() => parseTask({ ...task('x', 0), priority: 3 })).toThrow(/priority/);
    expect(() => parseTask({ ...task('x', 0), type: '<img>' })).toThrow(/type/);
    expect(() => parseTask({ ...task('x', 0), subTasks: [{ id: 's', title: 1, completed: false }] })).toThrow(/subTasks/);
  });
  it('moveItem renumbers from 0; counts skip sections', () => {
    expect(moveItem(list, 3, 1).map((t) => [t.id, t.order])).toEqual([['s', 0], ['c', 1], ['a', 2], ['b', 3]]);
    expect(moveItem(list, 0, 9)).toEqual(list);
    expect(countTasks(list)).toEqual({ remaining: 2, completed: 1 });
  });
  it('draft: title required, real dates, subtask titles; the PATCH holds only changes', () => {
    const t = task('a', 1, { tags: ['x'] });
    expect(checkTaskDraft({ ...draftOfTask(t), title: ' ', dueDate: '2026-02-31', subTasks: [{ id: '1', title: '', completed: false }] })).toEqual({
      title: 'required', dueDate: 'invalid-date', 'subTasks.0': 'required',
    });
    expect(taskPatchOf(t, draftOfTask(t), ['x'])).toEqual({});
    expect(taskPatchOf(t, { ...draftOfTask(t), priority: 2, dueDate: '2026-12-01', tags: ['x', 'gone'] }, ['x'])).toEqual({ priority: 2, dueDate: '2026-12-01T12:00:00.000Z' });
  });
});

const listActors = (over: Record<string, unknown> = {}) => ({ loadTasks: fromPromise(async () => list), tagManager: createMachine({}), taskDetail: createMachine({}), ...over });
const noNav = { openTask: () => undefined };

describe('task list machine', () => {
  it('a toggle shows at once and is sent; a failed one is put back and said', async () => {
    let calls = 0;
    const actor = createActor(tasksMachine.provide({
      actors: listActors({ writeList: fromPromise<Task, { pending: { id: string; completed: boolean } }>(async ({ input }) => { if (++calls === 2) throw offline; return task(input.pending.id, 1, { completed: input.pending.completed }); }) }) as never,
    })).start();
    await waitFor(actor, (s) => s.matches({ data: { ready: 'idle' } }));
    actor.send({ type: 'tasks.toggle', id: 'a' });
    expect(selectCounts(actor.getSnapshot())).toEqual({ remaining: 1, completed: 2 });
    await waitFor(actor, (s) => s.matches({ data: { ready: 'idle' } }));
    actor.send({ type: 'tasks.toggle', id: 'c' });
    expect(actor.getSnapshot().can({ type: 'tasks.toggle', id: 'b' })).toBe(false);
    await waitFor(actor, (s) => s.matches({ data: { ready: 'idle' } }));
    expect(selectCounts(actor.getSnapshot())).toEqual({ remaining: 1, completed: 2 });
    expect(actor.getSnapshot().context.tasks.find((t) => t.id === 'c')?.completed).toBe(false);
    expect(selectNotice(actor.getSnapshot())).toEqual({ kind: 'toggleFailed' });
    // A section has no completion.
    expect(actor.getSnapshot().can({ type: 'tasks.toggle', id: 's' })).toBe(false);
  });

  it('a move is announced and sent with every order; a failed move goes back', async () => {
    const sent: unknown[] = [];
    let fail = false;
    const actor = createActor(tasksMachine.provide({
      actors: listActors({ writeList: fromPromise<Task[], { tasks: Task[] }>(async ({ input }) => { sent.push(input.tasks.map((t) => [t.id, t.order])); if (fail) throw offline; return input.tasks; }) }) as never,
    })).start();
    await waitFor(actor, (s) => s.matches({ data: { ready: 'idle' } }));
    expect(actor.getSnapshot().can({ type: 'tasks.move', id: 's', to: -1 })).toBe(false);
    actor.send({ type: 'tasks.move', id: 'c', to: 1 });
    expect(selectNotice(actor.getSnapshot())).toEqual({ kind: 'moved', title: 'Task c', position: 2, total: 4 });
    await waitFor(actor, (s) => s.matches({ data: { ready: 'idle' } }));
    expect(sent).toEqual([[['s', 0], ['c', 1], ['a', 2], ['b', 3]]]);
    fail = true;
    actor.send({ type: 'tasks.move', id: 'c', to: 3 });
    await waitFor(actor, (s) => s.matches({ data: { ready: 'idle' } }));
    expect(actor.getSnapshot().context.tasks.map((t) => t.id)).toEqual(['s', 'c', 'a', 'b']);
    expect(selectNotice(actor.getSnapshot())).toEqual({ kind: 'moveFailed' });
  });

  it('opening a task keeps the list and a write in flight (the regions are independent)', async () => {
    let loads = 0;
    const actor = createActor(tasksMachine.provide({
      actors: listActors({ loadTasks: fromPromise(async () => (loads++, list)), writeList: never(), taskDetail: createMachine({ initial: 'open', states: { open: {} } }) }) as never,
    })).start();
    await waitFor(actor, (s) => s.matches({ data: { ready: 'idle' } }));
    actor.send({ type: 'tasks.move', id: 'c', to: 1 });
    actor.send({ type: 'tasks.route', id: 'a' });
    const child = actor.getSnapshot().children.taskDetail;
    actor.send({ type: 'tasks.route', id: 'b' });
    expect(actor.getSnapshot().children.taskDetail).not.toBe(child);
    expect(actor.getSnapshot().matches({ data: { ready: 'writing' } })).toBe(true);
    expect(actor.getSnapshot().context.tasks.map((t) => t.id)).toEqual(['s', 'c', 'a', 'b']);
    expect(loads).toBe(1);
  });

  it('a new item is first and opened; a failed add says why', async () => {
    const opened: unknown[] = [];
    let fail = false;
    const actor = createActor(tasksMachine.provide({
      actors: listActors({ addTask: fromPromise<Task, { kind: Task['type'] }>(async ({ input }) => { if (fail) throw offline; return task('n', 0, { type: input.kind, title: '' }); }) }) as never,
      actions: { openTask: (_: unknown, params: unknown) => opened.push(params) } as never,
    })).start();
    await waitFor(actor, (s) => s.matches({ data: { ready: 'idle' } }));
    actor.send({ type: 'tasks.add', kind: 'section' });
    await waitFor(actor, (s) => s.context.tasks[0]?.id === 'n');
    expect(actor.getSnapshot().context.tasks.map((t) => t.order)).toEqual([0, 1, 2, 3, 4]);
    expect(actor.getSnapshot().context.tasks[0]?.type).toBe('section');
    expect(opened).toEqual([{ id: 'n' }]);
    fail = true;
    actor.send({ type: 'tasks.add', kind: 'task' });
    await waitFor(actor, (s) => selectNotice(s)?.kind === 'addFailed');
  });

  it('generated paths: a write in flight always has the list to go back to; moves and toggles only from idle', () => {
    const paths = getShortestPaths(tasksMachine.provide({ actors: { ...listActors({ loadTasks: never(), writeList: never(), addTask: never() }) } as never, actions: noNav as never }), {
      events: [
        doneEvent('loadTasks', list),
        errorEvent('loadTasks', offline),
        { type: 'tasks.retry' },
        { type: 'tasks.toggle', id: 'a' },
        { type: 'tasks.move', id: 'a', to: 3 },
        { type: 'tasks.add', kind: 'task' },
        doneEvent('writeList', list),
        errorEvent('writeList', offline),
        errorEvent('addTask', offline),
      ] as never,
    });
    const seen = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect([...seen].some((v) => v.includes('"writing"'))).toBe(true);
    expect([...seen].some((v) => v.includes('"adding"'))).toBe(true);
    for (const { state } of paths) {
      const writing = state.matches({ data: { ready: 'writing' } });
      expect(state.context.previous !== null).toBe(writing);
      expect(state.context.pending !== null).toBe(writing);
      if (!state.matches({ data: { ready: 'idle' } })) expect(state.can({ type: 'tasks.move', id: 'a', to: 2 })).toBe(false);
    }
  });
});

describe('task machine', () => {
  const quiet = { reportSaved: () => undefined, reportRemoved: () => undefined, goToList: () => undefined };
  const detail = (actors: Record<string, unknown>) =>
    createActor(taskDetailMachine.provide({ actors: { loadTask: fromPromise(async () => task('a', 1, { tags: ['x'] })), ...actors } as never, actions: quiet as never }), { input: { id: 'a' } }).start();

  it('an unknown id is not found', async () => {
    const actor = detail({ loadTask: fromPromise(async () => null) });
    await waitFor(actor, (s) => selectIsTaskNotFound(s));
  });

  it('saves only a changed, valid draft; a failed save keeps what was typed', async () => {
    const sent: unknown[] = [];
    let calls = 0;
    const actor = detail({ saveTask: fromPromise<Task, { patch: Partial<Task> }>(async ({ input }) => { sent.push(input.patch); if (++calls === 1) throw offline; return task('a', 1, { ...input.patch, tags: ['x'] }); }) });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().can({ type: 'task.save', knownTags: ['x'] })).toBe(false);
    actor.send({ type: 'task.field.change', field: 'title', value: '' });
    actor.send({ type: 'task.save', knownTags: ['x'] });
    expect(actor.getSnapshot().context.problems).toEqual({ title: 'required' });
    actor.send({ type: 'task.field.change', field: 'title', value: 'Write it' });
    actor.send({ type: 'task.subTask.add', id: 'st1', title: ' First step ' });
    actor.send({ type: 'task.subTask.add', id: 'st2', title: '   ' });
    actor.send({ type: 'task.save', knownTags: ['x'] });
    await waitFor(actor, (s) => s.context.saveFailure === 'offline');
    expect(actor.getSnapshot().context.draft?.title).toBe('Write it');
    actor.send({ type: 'task.save', knownTags: ['x'] });
    await waitFor(actor, (s) => s.context.task?.title === 'Write it');
    expect(sent[1]).toEqual({ title: 'Write it', subTasks: [{ id: 'st1', title: 'First step', completed: false }] });
    expect(actor.getSnapshot().can({ type: 'task.save', knownTags: ['x'] })).toBe(false);
  });

  it('a change made from the list reaches an untouched draft, not an edited one', async () => {
    const actor = detail({});
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'task.synced', task: task('a', 1, { completed: true, tags: ['x'] }) });
    expect(actor.getSnapshot().context.draft?.completed).toBe(true);
    actor.send({ type: 'task.field.change', field: 'notes', value: 'typed' });
    actor.send({ type: 'task.synced', task: task('a', 1, { completed: false, tags: ['x'] }) });
    expect(actor.getSnapshot().context.draft).toMatchObject({ notes: 'typed', completed: true });
  });

  it('generated paths: a draft whenever the task is shown; a failure only in failed', () => {
    const paths = getShortestPaths(taskDetailMachine.provide({ actors: { loadTask: never(), saveTask: never(), removeTask: never(), confirmDeleteTask: never() } as never, actions: quiet as never }), {
      input: { id: 'a' },
      events: [
        doneEvent('loadTask', task('a', 1)),
        doneEvent('loadTask', null),
        errorEvent('loadTask', offline),
        { type: 'task.retry' },
        { type: 'task.priority.change', priority: 2 },
        { type: 'task.save', knownTags: [] },
        { type: 'task.reset' },
        doneEvent('saveTask', task('a', 1, { priority: 2 })),
        errorEvent('saveTask', offline),
        { type: 'task.delete' },
        doneEvent('confirmDeleteTask', 'cancelled'),
        doneEvent('confirmDeleteTask', 'confirmed'),
        errorEvent('removeTask', offline),
      ] as never,
    });
    const seen = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const s of ['"notFound"', '"failed"', '{"ready":"saving"}', '"confirmingDelete"', '"deleting"']) expect(seen).toContain(s);
    for (const { state } of paths) {
      if (state.matches('ready')) expect(state.context.draft).not.toBeNull();
      expect(selectTaskFailure(state) !== null).toBe(state.matches('failed'));
    }
  });
});
