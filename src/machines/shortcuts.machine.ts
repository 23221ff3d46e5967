/**
 * The shortcuts panel (SPEC §4, §5): the list, and the modes view, modify, add and edit, with a form that
 * keeps what the user typed when saving or deleting fails.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { emptyShortcutForm, shortcutFields, validateShortcutForm } from './shortcut-form';
import { shortcutsSetup, saveFailed, type ShortcutFormErrors } from './shortcuts.setup';

export * from './shortcuts.setup';

export const shortcutsMachine = shortcutsSetup.createMachine({
  id: 'shortcuts',
  type: 'parallel',
  context: ({ input }) => ({
    config: input.config,
    shortcuts: [],
    loadError: null,
    form: emptyShortcutForm,
    editingId: null,
    error: null,
    serverErrors: {},
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
/** The form's own errors, and where it has none for a field, the service's refusal of it. */
export const selectShortcutFormErrors = (s: ShortcutsSnapshot): ShortcutFormErrors => ({ ...s.context.serverErrors, ...validateShortcutForm(s.context.form) });
/** The save button's enabled state: a valid form in add or edit, not already saving. */
export const selectCanSave = (s: ShortcutsSnapshot) => s.can({ type: 'shortcuts.save' });
export const selectCanDelete = (s: ShortcutsSnapshot) => s.can({ type: 'shortcuts.delete' });
export const selectIsShortcutsBusy = (s: ShortcutsSnapshot) => s.hasTag('busy');
export const selectShortcutsError = (s: ShortcutsSnapshot) => s.context.error;
/** "No shortcuts" once loaded with none. */
export const selectHasNoShortcuts = (s: ShortcutsSnapshot) => s.matches({ list: 'loaded' }) && s.context.shortcuts.length === 0;
