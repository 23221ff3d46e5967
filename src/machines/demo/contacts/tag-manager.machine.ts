/**
 * The tags of a demo area (contacts or tasks, SPEC §7): loaded once, then created, renamed and deleted one request at a
 * time. A title is trimmed, required, at most 50 characters and unique (case-insensitive); a delete is confirmed first.
 * The parent hears `tags.removed` when a tag is gone (it drops the id from its records, as the mock did).
 */
import { assign, fromPromise, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { confirmAction } from '../../confirm-action.machine';
import type { DialogOptions } from '../../dialog.machine';
import type { Tag } from './contacts-api';
import { failureOf, type DemoFailure } from './demo-failure';
import { createTag, deleteTag, fetchTags, renameTag, type TagBase } from './tag-requests';

export const TAG_MAX = 50;

export type TagProblem = 'required' | 'too-long' | 'not-unique';
export type TagWrite = { kind: 'create'; title: string } | { kind: 'rename'; id: string; title: string } | { kind: 'delete'; id: string };

/** What the tag manager tells its parent (contacts, tasks) after a write. */
export type TagReport = { type: 'tags.changed'; tags: Tag[] } | { type: 'tags.removed'; id: string; tags: Tag[] };

/**
 * The parent's transitions on the tag manager's reports, the same in contacts and tasks: the parent names the actions
 * `setTags` (keep the list), `forgetTag` (drop the id from its records) and `tellDetailTagRemoved` (tell the open item).
 */
export const tagReportTransitions = {
  'tags.changed': { actions: { type: 'setTags' as const, params: ({ event }: { event: { tags: Tag[] } }) => ({ tags: event.tags }) } },
  'tags.removed': {
    actions: [
      { type: 'setTags' as const, params: ({ event }: { event: { tags: Tag[] } }) => ({ tags: event.tags }) },
      { type: 'forgetTag' as const, params: ({ event }: { event: { id: string } }) => ({ id: event.id }) },
      { type: 'tellDetailTagRemoved' as const, params: ({ event }: { event: { id: string } }) => ({ id: event.id }) },
    ],
  },
};

/** The records without the tag `id` (the others kept as they are). */
export const withoutTag = <T extends { tags: string[] }>(items: T[], id: string): T[] => items.map((item) => (item.tags.includes(id) ? { ...item, tags: item.tags.filter((t) => t !== id) } : item));

export type TagManagerEvent =
  | { type: 'tags.create'; title: string }
  | { type: 'tags.rename'; id: string; title: string }
  | { type: 'tags.delete'; id: string }
  | { type: 'tags.retry' };

export interface TagManagerContext {
  base: TagBase;
  tags: Tag[];
  failure: DemoFailure | null;
  /** Why the last create or rename was refused before it was sent, or why the last write failed. */
  problem: TagProblem | null;
  writeFailure: DemoFailure | null;
  pending: TagWrite | null;
}

/** Why a title cannot be used (null: it can); `exceptId` is the tag being renamed. */
export function tagProblem(tags: readonly Tag[], title: string, exceptId?: string): TagProblem | null {
  const t = title.trim();
  if (t === '') return 'required';
  if (t.length > TAG_MAX) return 'too-long';
  if (tags.some((tag) => tag.id !== exceptId && tag.title.trim().toLowerCase() === t.toLowerCase())) return 'not-unique';
  return null;
}

export const deleteTagQuestion: DialogOptions = {
  title: /* i18n */ { id: 'demo.tags.delete.title', message: 'Delete this tag?' },
  message: /* i18n */ { id: 'demo.tags.delete.message', message: 'It is removed from every record that carries it.' },
  icon: { name: 'trash', color: 'warn' },
  actions: {
    confirm: { label: /* i18n */ { id: 'demo.tags.delete.confirm', message: 'Delete' }, color: 'warn' },
    cancel: { label: /* i18n */ { id: 'demo.tags.delete.cancel', message: 'Keep it' } },
  },
  dismissible: true,
};

export const loadTags = fromPromise<Tag[], { base: TagBase }>(({ input, signal }) => fetchTags(input.base, signal));
export const writeTag = fromPromise<Tag | true, { base: TagBase; write: TagWrite }>(({ input: { base, write }, signal }) =>
  write.kind === 'create' ? createTag(base, write.title, signal) : write.kind === 'rename' ? renameTag(base, write.id, write.title, signal) : deleteTag(base, write.id, signal),
);

export const tagManagerMachine = setup({
  types: {} as { context: TagManagerContext; events: TagManagerEvent; input: { base: TagBase } },
  actors: { loadTags, writeTag, confirmDeleteTag: confirmAction(deleteTagQuestion) },
  guards: {
    isValidCreate: ({ context }, params: { title: string }) => tagProblem(context.tags, params.title) === null,
    isValidRename: ({ context }, params: { id: string; title: string }) =>
      context.tags.some((t) => t.id === params.id) && tagProblem(context.tags, params.title, params.id) === null,
    isKnown: ({ context }, params: { id: string }) => context.tags.some((t) => t.id === params.id),
    isConfirmed: (_, params: { result: string }) => params.result === 'confirmed',
  },
  actions: {
    setTags: assign((_, params: { tags: Tag[] }) => ({ tags: params.tags, failure: null })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    setPending: assign((_, params: { write: TagWrite }) => ({ pending: params.write, problem: null, writeFailure: null })),
    setProblem: assign(({ context }, params: { title: string; id?: string }) => ({ problem: tagProblem(context.tags, params.title, params.id) ?? 'required' })),
    clearProblem: assign({ problem: null, writeFailure: null }),
    setWriteFailure: assign((_, params: { error: unknown }) => ({ writeFailure: failureOf(params.error), pending: null })),
    applyWrite: assign(({ context }, params: { answer: Tag | true }) => {
      const write = context.pending;
      if (write === null) return {};
      if (write.kind === 'delete') return { tags: context.tags.filter((t) => t.id !== write.id) };
      const tag = params.answer as Tag;
      if (write.kind === 'create') return { tags: [tag, ...context.tags] };
      return { tags: context.tags.map((t) => (t.id === tag.id ? tag : t)) };
    }),
    reportChange: sendParent(({ context }, params: { write: TagWrite | null }) =>
      params.write?.kind === 'delete'
        ? { type: 'tags.removed', id: params.write.id, tags: context.tags }
        : { type: 'tags.changed', tags: context.tags },
    ),
    dropPending: assign({ pending: null }),
  },
}).createMachine({
  id: 'tagManager',
  context: ({ input }) => ({ base: input.base, tags: [], failure: null, problem: null, writeFailure: null, pending: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTags',
        src: 'loadTags',
        input: ({ context }) => ({ base: context.base }),
        onDone: { target: 'ready', actions: [{ type: 'setTags', params: ({ event }) => ({ tags: event.output }) }, { type: 'reportChange', params: { write: null } }] },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'tags.retry': { target: 'loading' } } },
    ready: {
      on: {
        'tags.create': [
          {
            guard: { type: 'isValidCreate', params: ({ event }) => ({ title: event.title }) },
            target: 'writing',
            actions: { type: 'setPending', params: ({ event }) => ({ write: { kind: 'create' as const, title: event.title.trim() } }) },
          },
          { actions: { type: 'setProblem', params: ({ event }) => ({ title: event.title }) } },
        ],
        'tags.rename': [
          {
            guard: { type: 'isValidRename', params: ({ event }) => ({ id: event.id, title: event.title }) },
            target: 'writing',
            actions: { type: 'setPending', params: ({ event }) => ({ write: { kind: 'rename' as const, id: event.id, title: event.title.trim() } }) },
          },
          { actions: { type: 'setProblem', params: ({ event }) => ({ title: event.title, id: event.id }) } },
        ],
        'tags.delete': {
          guard: { type: 'isKnown', params: ({ event }) => ({ id: event.id }) },
          target: 'confirmingDelete',
          actions: { type: 'setPending', params: ({ event }) => ({ write: { kind: 'delete' as const, id: event.id } }) },
        },
      },
    },
    confirmingDelete: {
      invoke: {
        id: 'confirmDeleteTag',
        src: 'confirmDeleteTag',
        onDone: [
          { guard: { type: 'isConfirmed', params: ({ event }) => ({ result: event.output }) }, target: 'writing' },
          { target: 'ready', actions: 'dropPending' },
        ],
      },
    },
    writing: {
      invoke: {
        id: 'writeTag',
        src: 'writeTag',
        input: ({ context }) => ({ base: context.base, write: context.pending! }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'applyWrite', params: ({ event }) => ({ answer: event.output }) },
            { type: 'reportChange', params: ({ context }) => ({ write: context.pending }) },
            'dropPending',
          ],
        },
        onError: { target: 'ready', actions: { type: 'setWriteFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type TagManagerRef = ActorRefFrom<typeof tagManagerMachine>;
export type TagManagerSnapshot = SnapshotFrom<typeof tagManagerMachine>;

export const selectTags = (s: TagManagerSnapshot): Tag[] => s.context.tags;
export const selectTagsBusy = (s: TagManagerSnapshot): boolean => s.matches('writing') || s.matches('loading') || s.matches('confirmingDelete');
export const selectTagProblem = (s: TagManagerSnapshot): TagProblem | null => s.context.problem;
export const selectTagWriteFailure = (s: TagManagerSnapshot): DemoFailure | null => s.context.writeFailure;
export const selectTagsFailure = (s: TagManagerSnapshot): DemoFailure | null => (s.matches('failed') ? s.context.failure : null);
