/**
 * The shortcuts panel (SPEC §4, §5): the list, and the modes view, modify, add and edit, with a form that
 * keeps what the user typed when saving or deleting fails.
 */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RuntimeConfig } from '../config/runtime-config';
import { createShortcut } from './effects/create-shortcut';
import { deleteShortcut } from './effects/delete-shortcut';
import { errorCodeOf, type ShellErrorCode } from './effects/error-code';
import { getShortcuts, type Shortcut } from './effects/get-shortcuts';
import { emptyShortcutForm, formOf, isShortcutFormValid, shortcutFields, validateShortcutForm, type ShortcutForm } from './shortcut-form';
import { updateShortcut } from './effects/update-shortcut';

export type { Shortcut, ShortcutFields } from './effects/get-shortcuts';
export type { ShortcutForm, ShortcutFormErrors } from './shortcut-form';

export interface ShortcutsContext {
  config: RuntimeConfig;
  shortcuts: Shortcut[];
  loadError: ShellErrorCode | null;
  form: ShortcutForm;
  /** The shortcut being edited (edit mode). */
  editingId: string | null;
  /** Why the last save or delete failed; the form is kept. */
  error: ShellErrorCode | null;
}

export type ShortcutsEvent =
  | { type: 'shortcuts.open' }
  | { type: 'shortcuts.close' }
  | { type: 'shortcuts.retry' }
  /** The edit (pencil) button in view mode. */
  | { type: 'shortcuts.modify' }
  /** The check button in modify mode. */
  | { type: 'shortcuts.done' }
  /** The plus button in view mode. */
  | { type: 'shortcuts.add' }
  /** Tapping a shortcut in modify mode. */
  | { type: 'shortcuts.item.select'; id: string }
  | { type: 'shortcuts.form.change'; values: Partial<ShortcutForm> }
  | { type: 'shortcuts.cancel' }
  | { type: 'shortcuts.save' }
  | { type: 'shortcuts.delete' };

const saveFailed = { target: 'editing', actions: { type: 'setError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } } as const;

export const shortcutsMachine = setup({
  types: {} as { context: ShortcutsContext; input: { config: RuntimeConfig }; events: ShortcutsEvent },
  actors: { getShortcuts, createShortcut, updateShortcut, deleteShortcut },
  guards: {
    isFormValid: ({ context }) => isShortcutFormValid(context.form),
    isListed: ({ context }, params: { id: string }) => context.shortcuts.some((s) => s.id === params.id),
    isNotFound: (_, params: { error: unknown }) => errorCodeOf(params.error) === 'notFound',
  },
  actions: {
    setShortcuts: assign((_, params: { shortcuts: Shortcut[] }) => ({ shortcuts: params.shortcuts, loadError: null })),
    setLoadError: assign((_, params: { error: unknown }) => ({ loadError: errorCodeOf(params.error) })),
    startAdding: assign({ form: emptyShortcutForm, editingId: null, error: null }),
    startEditing: assign(({ context }, params: { id: string }) => {
      const shortcut = context.shortcuts.find((s) => s.id === params.id);
      return { form: shortcut ? formOf(shortcut) : emptyShortcutForm, editingId: params.id, error: null };
    }),
    changeForm: assign(({ context }, params: { values: Partial<ShortcutForm> }) => ({
      form: { ...context.form, ...params.values },
    })),
    clearForm: assign({ form: emptyShortcutForm, editingId: null, error: null }),
    clearError: assign({ error: null }),
    setError: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
    appendShortcut: assign(({ context }, params: { shortcut: Shortcut }) => ({
      shortcuts: [...context.shortcuts.filter((s) => s.id !== params.shortcut.id), params.shortcut],
    })),
    replaceShortcut: assign(({ context }, params: { shortcut: Shortcut }) => ({
      shortcuts: context.shortcuts.map((s) => (s.id === params.shortcut.id ? params.shortcut : s)),
    })),
    removeShortcut: assign(({ context }, params: { id: string }) => ({
      shortcuts: context.shortcuts.filter((s) => s.id !== params.id),
    })),
  },
}).createMachine({
  id: 'shortcuts',
  type: 'parallel',
  context: ({ input }) => ({
    config: input.config,
    shortcuts: [],
    loadError: null,
    form: emptyShortcutForm,
    editingId: null,
    error: null,
  }),
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'getShortcuts',
            src: 'getShortcuts',
            input: ({ context }) => ({ config: context.config }),
            onDone: { target: 'loaded', actions: { type: 'setShortcuts', params: ({ event }) => ({ shortcuts: event.output }) } },
            onError: { target: 'failed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        loaded: {},
        failed: { on: { 'shortcuts.retry': { target: 'loading' } } },
      },
    },
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { 'shortcuts.open': { target: 'opened' } } },
        opened: {
          initial: 'view',
          on: { 'shortcuts.close': { target: 'closed', actions: 'clearForm' } },
          states: {
            view: {
              on: {
                'shortcuts.modify': { target: 'modify' },
                'shortcuts.add': { target: 'add', actions: 'startAdding' },
              },
            },
            modify: {
              on: {
                'shortcuts.done': { target: 'view' },
                'shortcuts.item.select': {
                  guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
                  target: 'edit',
                  actions: { type: 'startEditing', params: ({ event }) => ({ id: event.id }) },
                },
              },
            },
            add: {
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    'shortcuts.form.change': { actions: { type: 'changeForm', params: ({ event }) => ({ values: event.values }) } },
                    'shortcuts.cancel': { target: '#shortcuts.panel.opened.view', actions: 'clearForm' },
                    'shortcuts.save': { guard: 'isFormValid', target: 'saving', actions: 'clearError' },
                  },
                },
                saving: {
                  tags: ['busy'],
                  // The request runs to its end: closing the panel now would hide its outcome.
                  on: { 'shortcuts.close': {} },
                  invoke: {
                    id: 'createShortcut',
                    src: 'createShortcut',
                    input: ({ context }) => ({ config: context.config, shortcut: shortcutFields(context.form) }),
                    onDone: {
                      target: '#shortcuts.panel.opened.modify',
                      actions: [{ type: 'appendShortcut', params: ({ event }) => ({ shortcut: event.output }) }, 'clearForm'],
                    },
                    onError: saveFailed,
                  },
                },
              },
            },
            edit: {
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    'shortcuts.form.change': { actions: { type: 'changeForm', params: ({ event }) => ({ values: event.values }) } },
                    'shortcuts.cancel': { target: '#shortcuts.panel.opened.modify', actions: 'clearForm' },
                    'shortcuts.save': { guard: 'isFormValid', target: 'saving', actions: 'clearError' },
                    'shortcuts.delete': { target: 'deleting', actions: 'clearError' },
                  },
                },
                saving: {
                  tags: ['busy'],
                  on: { 'shortcuts.close': {} },
                  invoke: {
                    id: 'updateShortcut',
                    src: 'updateShortcut',
                    input: ({ context }) => ({ config: context.config, id: context.editingId ?? '', shortcut: shortcutFields(context.form) }),
                    onDone: {
                      target: '#shortcuts.panel.opened.modify',
                      actions: [{ type: 'replaceShortcut', params: ({ event }) => ({ shortcut: event.output }) }, 'clearForm'],
                    },
                    onError: saveFailed,
                  },
                },
                deleting: {
                  tags: ['busy'],
                  on: { 'shortcuts.close': {} },
                  invoke: {
                    id: 'deleteShortcut',
                    src: 'deleteShortcut',
                    input: ({ context }) => ({ config: context.config, id: context.editingId ?? '' }),
                    onDone: {
                      target: '#shortcuts.panel.opened.modify',
                      actions: [{ type: 'removeShortcut', params: ({ context }) => ({ id: context.editingId ?? '' }) }, 'clearForm'],
                    },
                    onError: [
                      // Already gone on the service: what the user asked for is done.
                      {
                        guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
                        target: '#shortcuts.panel.opened.modify',
                        actions: [{ type: 'removeShortcut', params: ({ context }) => ({ id: context.editingId ?? '' }) }, 'clearForm'],
                      },
                      saveFailed,
                    ],
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type ShortcutsRef = ActorRefFrom<typeof shortcutsMachine>;
export type ShortcutsSnapshot = SnapshotFrom<typeof shortcutsMachine>;
export type ShortcutsMode = 'view' | 'modify' | 'add' | 'edit';

export const selectShortcuts = (s: ShortcutsSnapshot) => s.context.shortcuts;
export const selectIsShortcutsOpen = (s: ShortcutsSnapshot) => s.matches({ panel: 'opened' });
/** The panel's mode, or null while it is closed. */
export const selectShortcutsMode = (s: ShortcutsSnapshot): ShortcutsMode | null => {
  for (const mode of ['view', 'modify', 'add', 'edit'] as const) if (s.matches({ panel: { opened: mode } })) return mode;
  return null;
};
export const selectIsShortcutsLoading = (s: ShortcutsSnapshot) => s.matches({ list: 'loading' });
export const selectShortcutsLoadError = (s: ShortcutsSnapshot) => s.context.loadError;
export const selectShortcutForm = (s: ShortcutsSnapshot) => s.context.form;
export const selectShortcutFormErrors = (s: ShortcutsSnapshot) => validateShortcutForm(s.context.form);
/** The save button's enabled state: a valid form in add or edit, not already saving. */
export const selectCanSave = (s: ShortcutsSnapshot) => s.can({ type: 'shortcuts.save' });
export const selectCanDelete = (s: ShortcutsSnapshot) => s.can({ type: 'shortcuts.delete' });
export const selectIsShortcutsBusy = (s: ShortcutsSnapshot) => s.hasTag('busy');
export const selectShortcutsError = (s: ShortcutsSnapshot) => s.context.error;
/** "No shortcuts" once loaded with none. */
export const selectHasNoShortcuts = (s: ShortcutsSnapshot) => s.matches({ list: 'loaded' }) && s.context.shortcuts.length === 0;
