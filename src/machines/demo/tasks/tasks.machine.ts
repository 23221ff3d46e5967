/**
 * The tasks app (/apps/tasks, issue 14): sections and tasks by `order`, a new task or section (POST {type}, placed
 * first, then opened), completion toggled from the list and moves (drag, or Alt+Arrow keys and the move buttons) shown
 * at once and sent one at a time (PATCH task / PATCH order), put back as they were when the request fails; the counts;
 * the tags (a tag manager child) and the task of the address (a detail child per id). It lives under the session
 * (systemId `demo.tasks`).
 */
import { assign, enqueueActions, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { navActor } from '../../system';
import type { Tag } from '../contacts/contacts-api';
import { failureOf, type DemoFailure } from '../contacts/demo-failure';
import { tagManagerMachine, tagReportTransitions, withoutTag, type TagReport } from '../contacts/tag-manager.machine';
import { taskDetailMachine } from './task-detail.machine';
import { countTasks, createTask, fetchTasks, moveItem, updateOrder, updateTask, type Task } from './tasks-api';

export type TasksEvent =
  | { type: 'tasks.retry' }
  | { type: 'tasks.route'; id: string | null }
  | { type: 'tasks.add'; kind: Task['type'] }
  | { type: 'tasks.toggle'; id: string }
  | { type: 'tasks.move'; id: string; to: number }
  | { type: 'tasks.task.saved'; task: Task }
  | { type: 'tasks.task.removed'; id: string }
  | TagReport;

/** What the live region says after a move or a failed write (the view words it). */
export type TasksNotice =
  | { kind: 'moved'; title: string; position: number; total: number }
  | { kind: 'moveFailed' }
  | { kind: 'toggleFailed' }
  | { kind: 'addFailed'; failure: DemoFailure };

export interface TasksContext {
  tasks: Task[];
  tags: Tag[];
  failure: DemoFailure | null;
  /** The list before the write in flight: put back if it fails. */
  previous: Task[] | null;
  /** The write in flight. */
  pending: { kind: 'toggle'; id: string; completed: boolean } | { kind: 'order' } | null;
  notice: TasksNotice | null;
  selectedId: string | null;
}

export const loadTasks = fromPromise<Task[]>(({ signal }) => fetchTasks(signal));
export const addTask = fromPromise<Task, { kind: Task['type'] }>(({ input, signal }) => createTask(input.kind, signal));
export const writeList = fromPromise<Task[] | Task, { pending: NonNullable<TasksContext['pending']>; tasks: Task[] }>(({ input, signal }) =>
  input.pending.kind === 'toggle'
    ? updateTask(input.pending.id, { completed: input.pending.completed }, signal)
    : updateOrder(input.tasks.map((t) => ({ id: t.id, order: t.order })), signal),
);

const replace = (list: readonly Task[], task: Task) => list.map((t) => (t.id === task.id ? task : t));

export const tasksMachine = setup({
  types: {} as { context: TasksContext; events: TasksEvent; children: { taskDetail: 'taskDetail'; tagManager: 'tagManager' } },
  actors: { loadTasks, addTask, writeList, taskDetail: taskDetailMachine, tagManager: tagManagerMachine },
  guards: {
    isTask: ({ context }, params: { id: string }) => context.tasks.some((t) => t.id === params.id && t.type === 'task'),
    canMove: ({ context }, params: { id: string; to: number }) => {
      const from = context.tasks.findIndex((t) => t.id === params.id);
      return from >= 0 && params.to >= 0 && params.to < context.tasks.length && params.to !== from;
    },
    isNoTask: (_, params: { id: string | null }) => params.id === null,
    isOtherTask: ({ context }, params: { id: string | null }) => params.id !== null && params.id !== context.selectedId,
  },
  actions: {
    setTasks: assign((_, params: { tasks: Task[] }) => ({ tasks: params.tasks, failure: null })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    toggle: assign(({ context }, params: { id: string }) => {
      const task = context.tasks.find((t) => t.id === params.id)!;
      const completed = !task.completed;
      return { previous: context.tasks, tasks: replace(context.tasks, { ...task, completed }), pending: { kind: 'toggle' as const, id: task.id, completed }, notice: null };
    }),
    move: assign(({ context }, params: { id: string; to: number }) => {
      const from = context.tasks.findIndex((t) => t.id === params.id);
      const tasks = moveItem(context.tasks, from, params.to);
      const title = context.tasks[from]!.title;
      return { previous: context.tasks, tasks, pending: { kind: 'order' as const }, notice: { kind: 'moved' as const, title, position: params.to + 1, total: tasks.length } };
    }),
    settle: assign(({ context }, params: { answer: Task[] | Task }) => ({
      tasks: Array.isArray(params.answer) ? params.answer : replace(context.tasks, params.answer),
      previous: null,
      pending: null,
    })),
    rollBack: assign(({ context }) => ({
      tasks: context.previous ?? context.tasks,
      previous: null,
      pending: null,
      notice: context.pending?.kind === 'toggle' ? ({ kind: 'toggleFailed' } as const) : ({ kind: 'moveFailed' } as const),
    })),
    // The detail child exists while a task is selected (the detail region is open).
    tellDetail: enqueueActions(({ context, enqueue }, params: { task: Task | undefined }) => {
      if (context.selectedId !== null && params.task) enqueue.sendTo('taskDetail', { type: 'task.synced', task: params.task });
    }),
    insertTask: assign(({ context }, params: { task: Task }) => ({
      tasks: [params.task, ...context.tasks.map((t) => ({ ...t, order: t.order + 1 }))],
      notice: null,
    })),
    setAddFailure: assign((_, params: { error: unknown }) => ({ notice: { kind: 'addFailed' as const, failure: failureOf(params.error) } })),
    openTask: sendTo(({ system }) => navActor(system), (_, params: { id: string }) => ({ type: 'nav.navigate' as const, to: `/apps/tasks/${encodeURIComponent(params.id)}` })),
    upsertTask: assign(({ context }, params: { task: Task }) => ({ tasks: replace(context.tasks, params.task) })),
    dropTask: assign(({ context }, params: { id: string }) => ({ tasks: context.tasks.filter((t) => t.id !== params.id) })),
    setTags: assign((_, params: { tags: Tag[] }) => ({ tags: params.tags })),
    forgetTag: assign(({ context }, params: { id: string }) => ({
      tasks: withoutTag(context.tasks, params.id),
    })),
    tellDetailTagRemoved: enqueueActions(({ context, enqueue }, params: { id: string }) => {
      if (context.selectedId !== null) enqueue.sendTo('taskDetail', { type: 'task.tag.removed', id: params.id });
    }),
    select: assign((_, params: { id: string | null }) => ({ selectedId: params.id })),
  },
}).createMachine({
  id: 'tasks',
  type: 'parallel',
  context: { tasks: [], tags: [], failure: null, previous: null, pending: null, notice: null, selectedId: null },
  invoke: { id: 'tagManager', src: 'tagManager', input: { base: '/api/apps/tasks' as const } },
  on: {
    'tasks.task.saved': { actions: { type: 'upsertTask', params: ({ event }) => ({ task: event.task }) } },
    'tasks.task.removed': { actions: { type: 'dropTask', params: ({ event }) => ({ id: event.id }) } },
    ...tagReportTransitions,
  },
  states: {
    data: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadTasks',
            src: 'loadTasks',
            onDone: { target: 'ready', actions: { type: 'setTasks', params: ({ event }) => ({ tasks: event.output }) } },
            onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failed: { on: { 'tasks.retry': { target: 'loading' } } },
        ready: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'tasks.toggle': { guard: { type: 'isTask', params: ({ event }) => ({ id: event.id }) }, target: 'writing', actions: { type: 'toggle', params: ({ event }) => ({ id: event.id }) } },
                'tasks.move': { guard: { type: 'canMove', params: ({ event }) => ({ id: event.id, to: event.to }) }, target: 'writing', actions: { type: 'move', params: ({ event }) => ({ id: event.id, to: event.to }) } },
                'tasks.add': { target: 'adding' },
              },
            },
            writing: {
              invoke: {
                id: 'writeList',
                src: 'writeList',
                input: ({ context }) => ({ pending: context.pending!, tasks: context.tasks }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'settle', params: ({ event }) => ({ answer: event.output }) },
                    { type: 'tellDetail', params: ({ context }) => ({ task: context.tasks.find((t) => t.id === context.selectedId) }) },
                  ],
                },
                onError: { target: 'idle', actions: 'rollBack' },
              },
            },
            adding: {
              invoke: {
                id: 'addTask',
                src: 'addTask',
                input: ({ event }) => ({ kind: event.type === 'tasks.add' ? event.kind : 'task' }),
                onDone: { target: 'idle', actions: [{ type: 'insertTask', params: ({ event }) => ({ task: event.output }) }, { type: 'openTask', params: ({ event }) => ({ id: event.output.id }) }] },
                onError: { target: 'idle', actions: { type: 'setAddFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
      },
    },
    detail: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'tasks.route': { guard: { type: 'isOtherTask', params: ({ event }) => ({ id: event.id }) }, target: 'open', actions: { type: 'select', params: ({ event }) => ({ id: event.id }) } },
          },
        },
        open: {
          on: {
            // Another task: this state (only it: its own reentry, not the region's) is entered again with a new child.
            'tasks.route': [
              { guard: { type: 'isNoTask', params: ({ event }) => ({ id: event.id }) }, target: 'closed', actions: { type: 'select', params: { id: null } } },
              { guard: { type: 'isOtherTask', params: ({ event }) => ({ id: event.id }) }, target: 'open', reenter: true, actions: { type: 'select', params: ({ event }) => ({ id: event.id }) } },
            ],
          },
          invoke: { id: 'taskDetail', src: 'taskDetail', input: ({ context }) => ({ id: context.selectedId! }) },
        },
      },
    },
  },
});

export type TasksRef = ActorRefFrom<typeof tasksMachine>;
export type TasksSnapshot = SnapshotFrom<typeof tasksMachine>;

export const selectTasks = (s: TasksSnapshot) => s.context.tasks;
export const selectCounts = (s: TasksSnapshot) => countTasks(s.context.tasks);
export const selectIsLoading = (s: TasksSnapshot) => s.matches({ data: 'loading' });
export const selectFailure = (s: TasksSnapshot) => (s.matches({ data: 'failed' }) ? s.context.failure : null);
export const selectIsWriting = (s: TasksSnapshot) => s.matches({ data: { ready: 'writing' } }) || s.matches({ data: { ready: 'adding' } });
export const selectNotice = (s: TasksSnapshot) => s.context.notice;
export const selectDetailRef = (s: TasksSnapshot) => s.children.taskDetail;
export const selectTagManagerRef = (s: TasksSnapshot) => s.children.tagManager;
