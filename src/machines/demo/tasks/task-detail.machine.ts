/**
 * One task or section (/apps/tasks/{id}): loaded by id (an unknown id is a not-found state), edited as a draft
 * (title, notes, due date, priority, tags, completed, subtasks), saved when it changed and checks out (nothing typed
 * is lost on a failed save), deleted after a confirmation. The list (the parent) hears every change, and tells it
 * when the list itself changed the task (a completion toggled from the list).
 */
import { assign, fromPromise, sendParent, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { confirmAction } from '../../confirm-action.machine';
import type { DialogOptions } from '../../dialog.machine';
import { navActor } from '../../system';
import { failureOf, type DemoFailure } from '../contacts/demo-failure';
import { checkTaskDraft, draftOfTask, isDirty, taskPatchOf, type TaskDraft, type TaskField, type TaskProblems } from './task-draft';
import { deleteTask, fetchTask, updateTask, type Priority, type Task } from './tasks-api';

export type TaskDetailEvent =
  | { type: 'task.retry' }
  | { type: 'task.field.change'; field: TaskField; value: string }
  | { type: 'task.priority.change'; priority: Priority }
  | { type: 'task.completed.change'; completed: boolean }
  | { type: 'task.tag.toggle'; id: string }
  | { type: 'task.tag.removed'; id: string }
  | { type: 'task.subTask.add'; id: string; title: string }
  | { type: 'task.subTask.change'; index: number; title?: string; completed?: boolean }
  | { type: 'task.subTask.remove'; index: number }
  | { type: 'task.save'; knownTags: readonly string[] }
  | { type: 'task.reset' }
  | { type: 'task.synced'; task: Task }
  | { type: 'task.delete' };

export interface TaskDetailContext {
  id: string;
  task: Task | null;
  draft: TaskDraft | null;
  problems: TaskProblems;
  failure: DemoFailure | null;
  saveFailure: DemoFailure | null;
}

export const deleteTaskQuestion: DialogOptions = {
  title: /* i18n */ { id: 'demo.tasks.delete.title', message: 'Delete this item?' },
  message: /* i18n */ { id: 'demo.tasks.delete.message', message: 'It is removed from the demo task list.' },
  icon: { name: 'trash', color: 'warn' },
  actions: {
    confirm: { label: /* i18n */ { id: 'demo.tasks.delete.confirm', message: 'Delete' }, color: 'warn' },
    cancel: { label: /* i18n */ { id: 'demo.tasks.delete.cancel', message: 'Keep it' } },
  },
  dismissible: true,
};

export const loadTask = fromPromise<Task | null, { id: string }>(({ input, signal }) => fetchTask(input.id, signal));
export const saveTask = fromPromise<Task, { id: string; patch: Partial<Task> }>(({ input, signal }) => updateTask(input.id, input.patch, signal));
export const removeTask = fromPromise<true, { id: string }>(({ input, signal }) => deleteTask(input.id, signal));

const edit = (context: TaskDetailContext, change: Partial<TaskDraft>) => (context.draft ? { draft: { ...context.draft, ...change } } : {});

export const taskDetailMachine = setup({
  types: {} as { context: TaskDetailContext; events: TaskDetailEvent; input: { id: string } },
  actors: { loadTask, saveTask, removeTask, confirmDeleteTask: confirmAction(deleteTaskQuestion) },
  guards: {
    isMissing: (_, params: { task: Task | null }) => params.task === null,
    hasTitle: (_, params: { title: string }) => params.title.trim() !== '',
    canSave: ({ context }, params: { knownTags: readonly string[] }) =>
      context.task !== null && context.draft !== null && isDirty(context.task, context.draft, params.knownTags) && Object.keys(checkTaskDraft(context.draft)).length === 0,
    isDirtyDraft: ({ context }, params: { knownTags: readonly string[] }) => context.task !== null && context.draft !== null && isDirty(context.task, context.draft, params.knownTags),
    isConfirmed: (_, params: { result: string }) => params.result === 'confirmed',
  },
  actions: {
    setTask: assign((_, params: { task: Task }) => ({ task: params.task, draft: draftOfTask(params.task), problems: {}, failure: null })),
    syncTask: assign(({ context }, params: { task: Task }) => {
      const pristine = context.task === null || context.draft === null || !isDirty(context.task, context.draft, context.task.tags);
      return pristine ? { task: params.task, draft: draftOfTask(params.task) } : { task: params.task };
    }),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    setField: assign(({ context }, params: { field: TaskField; value: string }) => edit(context, { [params.field]: params.value })),
    setPriority: assign(({ context }, params: { priority: Priority }) => edit(context, { priority: params.priority })),
    setCompleted: assign(({ context }, params: { completed: boolean }) => edit(context, { completed: params.completed })),
    toggleTag: assign(({ context }, params: { id: string }) =>
      edit(context, { tags: context.draft?.tags.includes(params.id) ? context.draft.tags.filter((t) => t !== params.id) : [...(context.draft?.tags ?? []), params.id] }),
    ),
    forgetTag: assign(({ context }, params: { id: string }) => ({
      task: context.task ? { ...context.task, tags: context.task.tags.filter((t) => t !== params.id) } : null,
      draft: context.draft ? { ...context.draft, tags: context.draft.tags.filter((t) => t !== params.id) } : null,
    })),
    addSubTask: assign(({ context }, params: { id: string; title: string }) =>
      edit(context, { subTasks: [...(context.draft?.subTasks ?? []), { id: params.id, title: params.title.trim(), completed: false }] }),
    ),
    changeSubTask: assign(({ context }, params: { index: number; title?: string; completed?: boolean }) =>
      edit(context, {
        subTasks: (context.draft?.subTasks ?? []).map((s, i) =>
          i === params.index ? { ...s, ...(params.title !== undefined ? { title: params.title } : {}), ...(params.completed !== undefined ? { completed: params.completed } : {}) } : s,
        ),
      }),
    ),
    removeSubTask: assign(({ context }, params: { index: number }) => ({ ...edit(context, { subTasks: (context.draft?.subTasks ?? []).filter((_, i) => i !== params.index) }), problems: {} })),
    resetDraft: assign(({ context }) => ({ draft: context.task ? draftOfTask(context.task) : null, problems: {}, saveFailure: null })),
    setProblems: assign(({ context }) => ({ problems: context.draft ? checkTaskDraft(context.draft) : {} })),
    setSaveFailure: assign((_, params: { error: unknown }) => ({ saveFailure: failureOf(params.error) })),
    clearSaveFailure: assign({ saveFailure: null, problems: {} }),
    reportSaved: sendParent((_, params: { task: Task }) => ({ type: 'tasks.task.saved' as const, task: params.task })),
    reportRemoved: sendParent(({ context }) => ({ type: 'tasks.task.removed' as const, id: context.id })),
    goToList: sendTo(({ system }) => navActor(system), { type: 'nav.navigate' as const, to: '/apps/tasks' }),
  },
}).createMachine({
  id: 'taskDetail',
  context: ({ input }) => ({ id: input.id, task: null, draft: null, problems: {}, failure: null, saveFailure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTask',
        src: 'loadTask',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          { guard: { type: 'isMissing', params: ({ event }) => ({ task: event.output }) }, target: 'notFound' },
          { target: 'ready', actions: { type: 'setTask', params: ({ event }) => ({ task: event.output! }) } },
        ],
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'task.retry': { target: 'loading' } } },
    notFound: {},
    ready: {
      initial: 'idle',
      on: {
        'task.synced': { actions: { type: 'syncTask', params: ({ event }) => ({ task: event.task }) } },
        'task.tag.removed': { actions: { type: 'forgetTag', params: ({ event }) => ({ id: event.id }) } },
      },
      states: {
        idle: {
          on: {
            'task.field.change': { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
            'task.priority.change': { actions: { type: 'setPriority', params: ({ event }) => ({ priority: event.priority }) } },
            'task.completed.change': { actions: { type: 'setCompleted', params: ({ event }) => ({ completed: event.completed }) } },
            'task.tag.toggle': { actions: { type: 'toggleTag', params: ({ event }) => ({ id: event.id }) } },
            'task.subTask.add': { guard: { type: 'hasTitle', params: ({ event }) => ({ title: event.title }) }, actions: { type: 'addSubTask', params: ({ event }) => ({ id: event.id, title: event.title }) } },
            'task.subTask.change': { actions: { type: 'changeSubTask', params: ({ event }) => ({ index: event.index, title: event.title, completed: event.completed }) } },
            'task.subTask.remove': { actions: { type: 'removeSubTask', params: ({ event }) => ({ index: event.index }) } },
            'task.reset': { guard: { type: 'isDirtyDraft', params: ({ context }) => ({ knownTags: context.task?.tags ?? [] }) }, actions: 'resetDraft' },
            'task.save': [
              { guard: { type: 'canSave', params: ({ event }) => ({ knownTags: event.knownTags }) }, target: 'saving' },
              { guard: { type: 'isDirtyDraft', params: ({ event }) => ({ knownTags: event.knownTags }) }, actions: 'setProblems' },
            ],
            'task.delete': { target: '#taskDetail.confirmingDelete' },
          },
        },
        saving: {
          entry: 'clearSaveFailure',
          invoke: {
            id: 'saveTask',
            src: 'saveTask',
            input: ({ context, event }) => ({ id: context.id, patch: taskPatchOf(context.task!, context.draft!, event.type === 'task.save' ? event.knownTags : context.task!.tags) }),
            onDone: { target: 'idle', actions: [{ type: 'setTask', params: ({ event }) => ({ task: event.output }) }, { type: 'reportSaved', params: ({ event }) => ({ task: event.output }) }] },
            onError: { target: 'idle', actions: { type: 'setSaveFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    confirmingDelete: {
      invoke: {
        id: 'confirmDeleteTask',
        src: 'confirmDeleteTask',
        onDone: [{ guard: { type: 'isConfirmed', params: ({ event }) => ({ result: event.output }) }, target: 'deleting' }, { target: 'ready' }],
      },
    },
    deleting: {
      invoke: {
        id: 'removeTask',
        src: 'removeTask',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'deleted', actions: ['reportRemoved', 'goToList'] },
        onError: { target: 'ready', actions: { type: 'setSaveFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    deleted: { type: 'final' },
  },
});

export type TaskDetailRef = ActorRefFrom<typeof taskDetailMachine>;
export type TaskDetailSnapshot = SnapshotFrom<typeof taskDetailMachine>;

export const selectTask = (s: TaskDetailSnapshot) => s.context.task;
export const selectTaskDraft = (s: TaskDetailSnapshot) => s.context.draft;
export const selectTaskProblems = (s: TaskDetailSnapshot) => s.context.problems;
export const selectIsTaskLoading = (s: TaskDetailSnapshot) => s.matches('loading');
export const selectIsTaskNotFound = (s: TaskDetailSnapshot) => s.matches('notFound');
export const selectTaskFailure = (s: TaskDetailSnapshot) => (s.matches('failed') ? s.context.failure : null);
export const selectTaskSaveFailure = (s: TaskDetailSnapshot) => s.context.saveFailure;
export const selectIsTaskSaving = (s: TaskDetailSnapshot) => s.matches({ ready: 'saving' });
