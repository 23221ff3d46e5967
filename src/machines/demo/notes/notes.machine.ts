/**
 * The notes (/apps/notes, issue 14): loads the notes and their labels, searches them, and takes one write at a time.
 * Archiving, ticking a task on the grid and deleting (asked first) show at once and are put back if the mock refuses;
 * the editor (a dialog: title, text, tasks, reminder, labels, image) saves when asked and keeps its draft if the save
 * fails; adding a task to a saved note is POST notes/tasks. The labels are managed in their own dialog; deleting one
 * (asked) takes it off every note. A note whose id is not unique (SPEC §3) is shown read-only.
 */
import type { MessageDescriptor } from '@lingui/core';
import { assign, enqueueActions, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { confirmAction } from '../../confirm-action.machine';
import { isApiError } from '../../effects/api-error';
import { fetchLabels, fetchNotes, keyNotes, MAX_CONTENT, MAX_TITLE, type Note, type NoteLabel } from './notes-api';
import * as ops from './notes-ops';
import { writeNotes, type NotesWrite, type NotesWriteResult } from './notes-write';

export type NotesFailure = 'offline' | 'malformed' | 'failed';

export interface NoteEditor {
  /** The note edited, or null for a new one. */
  key: string | null;
  draft: ops.NoteDraft;
  /** What the note held when opened (a save sends only a changed draft). */
  original: ops.NoteDraft;
  taskText: string;
  readOnly: boolean;
}

export interface NotesContext {
  notes: Note[];
  labels: NoteLabel[];
  failure: NotesFailure | null;
  query: string;
  editor: NoteEditor | null;
  labelsOpen: boolean;
  labelDrafts: Record<string, string>;
  write: NotesWrite | null;
  rollback: { notes: Note[]; labels: NoteLabel[] } | null;
  notice: MessageDescriptor | null;
}

export type NotesEvent =
  | { type: 'notes.retry' }
  | { type: 'notes.query.change'; value: string }
  | { type: 'notes.new'; labels?: string[] }
  | { type: 'notes.open'; key: string }
  | { type: 'notes.editor.change'; field: 'title' | 'content'; value: string }
  | { type: 'notes.editor.reminder.change'; day: string }
  | { type: 'notes.editor.label.toggle'; labelId: string }
  | { type: 'notes.editor.image.remove' }
  | { type: 'notes.editor.task.text'; value: string }
  | { type: 'notes.editor.task.add' }
  | { type: 'notes.editor.task.toggle'; index: number }
  | { type: 'notes.editor.task.remove'; index: number }
  | { type: 'notes.editor.save' }
  | { type: 'notes.editor.close' }
  | { type: 'notes.archive.toggle'; key: string }
  | { type: 'notes.task.toggle'; key: string; index: number }
  | { type: 'notes.delete'; key: string }
  | { type: 'notes.labels.open' }
  | { type: 'notes.labels.close' }
  | { type: 'notes.label.draft'; labelId: string; value: string }
  | { type: 'notes.label.add' }
  | { type: 'notes.label.rename'; labelId: string }
  | { type: 'notes.label.delete'; labelId: string }
  | { type: 'notes.notice.dismiss' };

export const MAX_QUERY = 100;
export const NEW_LABEL = '';

export const messages = {
  undone: /* i18n */ { id: 'demo.notes.notice.undone', message: 'The change could not be saved, so it was undone. Try again.' },
  notSaved: /* i18n */ { id: 'demo.notes.notice.notSaved', message: 'It could not be saved. What you typed is still there: try again.' },
  offline: /* i18n */ { id: 'demo.notes.notice.offline', message: 'No Internet Connection: the change was not saved.' },
  deleteNote: /* i18n */ { id: 'demo.notes.confirm.deleteNote', message: 'Delete the note “{title}”?' },
  deleteUntitled: /* i18n */ { id: 'demo.notes.confirm.deleteUntitled', message: 'Delete this note?' },
  deleteLabel: /* i18n */ { id: 'demo.notes.confirm.deleteLabel', message: 'Delete the label “{title}”?' },
  deleteLabelMessage: /* i18n */ {
    id: 'demo.notes.confirm.deleteLabel.message',
    message: 'It is taken off {count, plural, =0 {the notes (none carry it now)} one {# note} other {# notes}}. The notes stay.',
  },
  cannotUndo: /* i18n */ { id: 'demo.notes.confirm.cannotUndo', message: 'This cannot be undone.' },
  delete: /* i18n */ { id: 'demo.notes.confirm.delete', message: 'Delete' },
} satisfies Record<string, MessageDescriptor>;

export const loadNotes = fromPromise<{ notes: Note[]; labels: NoteLabel[] }>(async ({ signal }) => {
  const [notes, labels] = await Promise.all([fetchNotes(signal), fetchLabels(signal)]);
  return { notes, labels };
});

const failureOf = (error: unknown): NotesFailure => {
  const code = isApiError(error) ? error.code : null;
  return code === 'offline' ? 'offline' : code === 'malformed' ? 'malformed' : 'failed';
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const find = (context: NotesContext, key: string) => context.notes.find((n) => n.key === key);
const writable = (context: NotesContext, key: string) => {
  const note = find(context, key);
  return note !== undefined && !note.shared;
};
const labelDraft = (context: NotesContext, labelId: string) => (context.labelDrafts[labelId] ?? '').trim();

/** A saved note in the list: replaced where it is (by key), or first when new. */
function placeNote(notes: Note[], note: Note, key: string | null): Note[] {
  if (key !== null && notes.some((n) => n.key === key)) return notes.map((n) => (n.key === key ? { ...note, key: n.key, shared: n.shared } : n));
  return keyNotes([note, ...notes]);
}

function question(context: NotesContext, write: NotesWrite) {
  const confirm = { label: messages.delete, color: 'warn' as const };
  if (write.kind === 'label.delete') {
    const count = context.notes.filter((n) => n.labels.includes(write.id)).length;
    return { title: { ...messages.deleteLabel, values: { title: escapeHtml(write.title) } }, message: { ...messages.deleteLabelMessage, values: { count } }, actions: { confirm } };
  }
  const title = write.kind === 'note.delete' ? write.title.trim() : '';
  return { title: title ? { ...messages.deleteNote, values: { title: escapeHtml(title) } } : messages.deleteUntitled, message: messages.cannotUndo, actions: { confirm } };
}

export const notesMachine = setup({
  types: {} as { context: NotesContext; events: NotesEvent },
  actors: { loadNotes, writeNotes, confirmAction: confirmAction({ icon: { name: 'trash', color: 'warn' }, dismissible: true }) },
  guards: {
    isWritable: ({ context }, params: { key: string }) => writable(context, params.key),
    hasNote: ({ context }, params: { key: string }) => find(context, params.key) !== undefined,
    isEditing: ({ context }) => context.editor !== null && !context.editor.readOnly,
    hasTaskText: ({ context }) => context.editor !== null && !context.editor.readOnly && context.editor.taskText.trim() !== '',
    isSavedNote: ({ context }) => context.editor?.key != null,
    hasTask: ({ context }, params: { index: number }) => !!context.editor && !context.editor.readOnly && params.index >= 0 && params.index < (context.editor.draft.tasks?.length ?? 0),
    canSave: ({ context }) => {
      const e = context.editor;
      if (!e || e.readOnly) return false;
      return e.key === null ? ops.hasContent(e.draft) : !ops.sameDraft(e.draft, e.original);
    },
    isDay: (_, params: { day: string }) => ops.reminderOf(params.day) !== undefined,
    hasLabelTitle: ({ context }, params: { labelId: string }) => labelDraft(context, params.labelId) !== '',
    isLabelRenamed: ({ context }, params: { labelId: string }) => {
      const label = context.labels.find((l) => l.id === params.labelId);
      return label !== undefined && labelDraft(context, params.labelId) !== '' && labelDraft(context, params.labelId) !== label.title;
    },
    hasLabel: ({ context }, params: { labelId: string }) => context.labels.some((l) => l.id === params.labelId),
    isGridTask: ({ context }, params: { key: string; index: number }) => {
      const note = find(context, params.key);
      return note !== undefined && !note.shared && params.index >= 0 && params.index < (note.tasks?.length ?? 0);
    },
    isConfirmed: (_, params: { result: string }) => params.result === 'confirmed',
  },
  actions: {
    setLoaded: assign((_, params: { notes: Note[]; labels: NoteLabel[] }) => ({ notes: params.notes, labels: params.labels, failure: null })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    setQuery: assign((_, params: { value: string }) => ({ query: params.value.slice(0, MAX_QUERY) })),
    openNew: assign(({ context }, params: { labels: string[] }) => {
      const draft = ops.emptyDraft(params.labels.filter((l) => context.labels.some((x) => x.id === l)));
      return { editor: { key: null, draft, original: draft, taskText: '', readOnly: false }, notice: null };
    }),
    openNote: assign(({ context }, params: { key: string }) => {
      const note = find(context, params.key)!;
      const draft = ops.draftOf(note);
      return { editor: { key: note.key, draft, original: draft, taskText: '', readOnly: note.shared }, notice: null };
    }),
    changeDraft: assign(({ context }, params: { change: (d: ops.NoteDraft) => Partial<ops.NoteDraft> }) => ({
      editor: { ...context.editor!, draft: { ...context.editor!.draft, ...params.change(context.editor!.draft) } },
    })),
    setTaskText: assign(({ context }, params: { value: string }) => ({ editor: { ...context.editor!, taskText: params.value.slice(0, 1000) } })),
    closeEditor: assign({ editor: null }),
    setLabelsOpen: assign((_, params: { open: boolean }) => ({ labelsOpen: params.open, labelDrafts: {} })),
    setLabelDraft: assign(({ context }, params: { labelId: string; value: string }) => ({ labelDrafts: { ...context.labelDrafts, [params.labelId]: params.value.slice(0, MAX_TITLE) } })),
    /** Puts a write in hand; archive, grid ticks and deletes show at once. */
    prepare: assign(({ context }, params: { write: NotesWrite }) => {
      const w = params.write;
      const rollback = { notes: context.notes, labels: context.labels };
      let notes = context.notes;
      let labels = context.labels;
      if (w.kind === 'note.update' && !w.fromEditor) notes = notes.map((n) => (n.key === w.key ? { ...n, ...w.fields } : n));
      if (w.kind === 'note.delete') notes = notes.filter((n) => n.key !== w.key);
      if (w.kind === 'label.delete') {
        notes = ops.withoutLabel(notes, w.id);
        labels = labels.filter((l) => l.id !== w.id);
      }
      // Archived from the open editor: its draft follows, so a later Save does not put it back.
      let editor = context.editor;
      if (w.kind === 'note.update' && !w.fromEditor && editor?.key === w.key && w.fields.archived !== undefined) {
        editor = { ...editor, draft: { ...editor.draft, archived: w.fields.archived }, original: { ...editor.original, archived: w.fields.archived } };
      }
      return { write: w, rollback, notes, labels, editor, notice: null };
    }),
    settle: assign(({ context }, params: { result: NotesWriteResult }) => {
      const w = context.write!;
      const r = params.result;
      let { notes, labels, editor, labelDrafts } = context;
      if (r.kind === 'labels') {
        labels = r.labels;
        labelDrafts = {};
        // A label the mock no longer has leaves the notes and the open draft.
        const known = new Set(labels.map((l) => l.id));
        notes = notes.map((n) => (n.labels.every((l) => known.has(l)) ? n : { ...n, labels: n.labels.filter((l) => known.has(l)) }));
        if (editor) editor = { ...editor, draft: { ...editor.draft, labels: editor.draft.labels.filter((l) => known.has(l)) } };
      }
      if (r.kind === 'note') {
        const key = w.kind === 'note.create' ? null : 'key' in w ? w.key : null;
        notes = placeNote(notes, r.note, key);
        if (w.kind === 'task.add' && editor && editor.key === w.key) {
          // The added task joins the draft; the draft's other unsaved changes stay.
          const added = r.note.tasks?.at(-1);
          const tasks = added ? [...(editor.draft.tasks ?? []), added] : editor.draft.tasks;
          const savedTasks = r.note.tasks;
          editor = { ...editor, taskText: '', draft: { ...editor.draft, tasks }, original: { ...editor.original, tasks: savedTasks } };
        }
        if ((w.kind === 'note.create' || (w.kind === 'note.update' && w.fromEditor)) && editor) editor = null;
      }
      if (w.kind === 'note.delete' && editor?.key === w.key) editor = null;
      return { notes, labels, editor, labelDrafts, write: null, rollback: null };
    }),
    undo: assign(({ context }, params: { error: unknown }) => {
      const w = context.write;
      const offline = isApiError(params.error) && params.error.code === 'offline';
      const keeps = w?.kind === 'note.create' || (w?.kind === 'note.update' && w.fromEditor) || w?.kind === 'task.add' || w?.kind === 'label.add' || w?.kind === 'label.rename';
      return {
        notes: context.rollback?.notes ?? context.notes,
        labels: context.rollback?.labels ?? context.labels,
        write: null,
        rollback: null,
        notice: offline ? messages.offline : keeps ? messages.notSaved : messages.undone,
      };
    }),
    drop: assign({ write: null, rollback: null }),
    dismissNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'notes',
  context: { notes: [], labels: [], failure: null, query: '', editor: null, labelsOpen: false, labelDrafts: {}, write: null, rollback: null, notice: null },
  initial: 'loading',
  on: {
    'notes.query.change': { actions: { type: 'setQuery', params: ({ event }) => ({ value: event.value }) } },
    'notes.notice.dismiss': { actions: 'dismissNotice' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadNotes',
        src: 'loadNotes',
        onDone: { target: 'ready', actions: { type: 'setLoaded', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'notes.retry': { target: 'loading' } } },
    ready: {
      initial: 'idle',
      on: {
        // Typing in the editor and the label fields goes on while a write is out; what is typed is never lost.
        'notes.editor.change': {
          guard: 'isEditing',
          actions: {
            type: 'changeDraft',
            params: ({ event }) => ({ change: () => ({ [event.field]: event.value.slice(0, event.field === 'title' ? MAX_TITLE : MAX_CONTENT) }) }),
          },
        },
        'notes.editor.reminder.change': {
          guard: ({ context, event }) => context.editor !== null && !context.editor.readOnly && ops.reminderOf(event.day) !== undefined,
          actions: { type: 'changeDraft', params: ({ event }) => ({ change: () => ({ reminder: ops.reminderOf(event.day)! }) }) },
        },
        'notes.editor.label.toggle': {
          guard: ({ context, event }) => context.editor !== null && !context.editor.readOnly && context.labels.some((l) => l.id === event.labelId),
          actions: {
            type: 'changeDraft',
            params: ({ event }) => ({ change: (d) => ({ labels: d.labels.includes(event.labelId) ? d.labels.filter((l) => l !== event.labelId) : [...d.labels, event.labelId] }) }),
          },
        },
        'notes.editor.image.remove': { guard: 'isEditing', actions: { type: 'changeDraft', params: { change: () => ({ image: null }) } } },
        'notes.editor.task.text': { guard: 'isEditing', actions: { type: 'setTaskText', params: ({ event }) => ({ value: event.value }) } },
        'notes.editor.task.toggle': {
          guard: { type: 'hasTask', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'changeDraft', params: ({ event }) => ({ change: (d) => ({ tasks: ops.toggleTask(d.tasks, event.index) }) }) },
        },
        'notes.editor.task.remove': {
          guard: { type: 'hasTask', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'changeDraft', params: ({ event }) => ({ change: (d) => ({ tasks: ops.removeTask(d.tasks, event.index) }) }) },
        },
        'notes.labels.open': { actions: { type: 'setLabelsOpen', params: { open: true } } },
        'notes.labels.close': { actions: { type: 'setLabelsOpen', params: { open: false } } },
        'notes.label.draft': { actions: { type: 'setLabelDraft', params: ({ event }) => ({ labelId: event.labelId, value: event.value }) } },
      },
      states: {
        idle: {
          on: {
            'notes.new': { actions: { type: 'openNew', params: ({ event }) => ({ labels: event.labels ?? [] }) } },
            'notes.open': { guard: { type: 'hasNote', params: ({ event }) => ({ key: event.key }) }, actions: { type: 'openNote', params: ({ event }) => ({ key: event.key }) } },
            'notes.editor.close': { actions: 'closeEditor' },
            'notes.editor.task.add': [
              {
                // A saved note: POST notes/tasks (SPEC §7).
                guard: ({ context }) => context.editor?.key != null && !context.editor.readOnly && context.editor.taskText.trim() !== '',
                target: 'saving',
                actions: {
                  type: 'prepare',
                  params: ({ context }) => ({ write: { kind: 'task.add', key: context.editor!.key!, id: find(context, context.editor!.key!)!.id, text: context.editor!.taskText.trim() } }),
                },
              },
              {
                // A new note: the task joins its draft and goes with the note.
                guard: 'hasTaskText',
                actions: [
                  { type: 'changeDraft', params: ({ context }) => ({ change: (d) => ({ tasks: ops.addTask(d.tasks, context.editor!.taskText.trim()) }) }) },
                  { type: 'setTaskText', params: { value: '' } },
                ],
              },
            ],
            'notes.editor.save': {
              guard: 'canSave',
              target: 'saving',
              actions: {
                type: 'prepare',
                params: ({ context }) => {
                  const e = context.editor!;
                  const write: NotesWrite = e.key === null ? { kind: 'note.create', fields: e.draft } : { kind: 'note.update', key: e.key, id: find(context, e.key)!.id, fields: e.draft, fromEditor: true };
                  return { write };
                },
              },
            },
            'notes.archive.toggle': {
              guard: { type: 'isWritable', params: ({ event }) => ({ key: event.key }) },
              target: 'saving',
              actions: {
                type: 'prepare',
                params: ({ context, event }) => {
                  const note = find(context, event.key)!;
                  return { write: { kind: 'note.update', key: note.key, id: note.id, fields: { archived: !note.archived }, fromEditor: false } };
                },
              },
            },
            'notes.task.toggle': {
              guard: { type: 'isGridTask', params: ({ event }) => ({ key: event.key, index: event.index }) },
              target: 'saving',
              actions: {
                type: 'prepare',
                params: ({ context, event }) => {
                  const note = find(context, event.key)!;
                  return { write: { kind: 'note.update', key: note.key, id: note.id, fields: { tasks: ops.toggleTask(note.tasks, event.index) }, fromEditor: false } };
                },
              },
            },
            'notes.delete': {
              guard: { type: 'isWritable', params: ({ event }) => ({ key: event.key }) },
              target: 'confirming',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const note = find(context, event.key)!;
                enqueue.assign({ write: { kind: 'note.delete', key: note.key, id: note.id, title: note.title } });
              }),
            },
            'notes.label.add': {
              guard: { type: 'hasLabelTitle', params: { labelId: NEW_LABEL } },
              target: 'saving',
              actions: { type: 'prepare', params: ({ context }) => ({ write: { kind: 'label.add', title: labelDraft(context, NEW_LABEL) } }) },
            },
            'notes.label.rename': {
              guard: { type: 'isLabelRenamed', params: ({ event }) => ({ labelId: event.labelId }) },
              target: 'saving',
              actions: { type: 'prepare', params: ({ context, event }) => ({ write: { kind: 'label.rename', id: event.labelId, title: labelDraft(context, event.labelId) } }) },
            },
            'notes.label.delete': {
              guard: { type: 'hasLabel', params: ({ event }) => ({ labelId: event.labelId }) },
              target: 'confirming',
              actions: enqueueActions(({ context, event, enqueue }) => {
                enqueue.assign({ write: { kind: 'label.delete', id: event.labelId, title: context.labels.find((l) => l.id === event.labelId)!.title } });
              }),
            },
          },
        },
        confirming: {
          invoke: {
            id: 'confirmAction',
            src: 'confirmAction',
            input: ({ context }) => ({ config: question(context, context.write!) }),
            onDone: [
              { guard: { type: 'isConfirmed', params: ({ event }) => ({ result: event.output }) }, target: 'saving', actions: { type: 'prepare', params: ({ context }) => ({ write: context.write! }) } },
              { target: 'idle', actions: 'drop' },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'writeNotes',
            src: 'writeNotes',
            input: ({ context }) => context.write!,
            onDone: { target: 'idle', actions: { type: 'settle', params: ({ event }) => ({ result: event.output }) } },
            onError: { target: 'idle', actions: { type: 'undo', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

export type NotesRef = ActorRefFrom<typeof notesMachine>;
export type NotesSnapshot = SnapshotFrom<typeof notesMachine>;

export const selectVisible = (s: NotesSnapshot, filter: ops.NotesFilter) => ops.visibleNotes(s.context.notes, filter, s.context.query);
export const selectLabels = (s: NotesSnapshot) => s.context.labels;
export const selectQuery = (s: NotesSnapshot) => s.context.query;
export const selectFailure = (s: NotesSnapshot) => (s.matches('failed') ? s.context.failure : null);
export const selectIsLoading = (s: NotesSnapshot) => s.matches('loading');
export const selectIsBusy = (s: NotesSnapshot) => s.hasTag('busy');
export const selectNotice = (s: NotesSnapshot) => s.context.notice;
export const selectIsConfirming = (s: NotesSnapshot) => s.matches({ ready: 'confirming' });
/** The editor, hidden while a delete is asked (the question is modal over the page). */
export const selectEditor = (s: NotesSnapshot) => (selectIsConfirming(s) ? null : s.context.editor);
export const selectLabelsOpen = (s: NotesSnapshot) => s.context.labelsOpen && !selectIsConfirming(s);
export const selectLabelDraft = (s: NotesSnapshot, labelId: string, stored = '') => s.context.labelDrafts[labelId] ?? stored;
export const selectHasNotes = (s: NotesSnapshot) => s.context.notes.length > 0;
