/** The shortcuts machine's types, actors, guards and actions; the chart is in shortcuts.machine.ts. */
import { assign, setup } from 'xstate';
import type { RuntimeConfig } from '../config/runtime-config';
import { createShortcut } from './effects/create-shortcut';
import { deleteShortcut } from './effects/delete-shortcut';
import { errorCodeOf, type ShellErrorCode } from './effects/error-code';
import { getShortcuts, type Shortcut } from './effects/get-shortcuts';
import { emptyShortcutForm, formOf, isShortcutFormValid, shortcutErrorsOf, type ShortcutForm, type ShortcutFormErrors } from './shortcut-form';
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
  /** The fields the service refused on the last save, until the user changes them. */
  serverErrors: ShortcutFormErrors;
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

export const saveFailed = { target: 'editing', actions: { type: 'setError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } } as const;

export const shortcutsSetup = setup({
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
    startAdding: assign({ form: emptyShortcutForm, editingId: null, error: null, serverErrors: {} }),
    startEditing: assign(({ context }, params: { id: string }) => {
      const shortcut = context.shortcuts.find((s) => s.id === params.id);
      return { form: shortcut ? formOf(shortcut) : emptyShortcutForm, editingId: params.id, error: null, serverErrors: {} };
    }),
    // A field the user changes is no longer the one the service refused.
    changeForm: assign(({ context }, params: { values: Partial<ShortcutForm> }) => ({
      form: { ...context.form, ...params.values },
      serverErrors: Object.fromEntries(Object.entries(context.serverErrors).filter(([field]) => !(field in params.values))) as ShortcutFormErrors,
    })),
    clearForm: assign({ form: emptyShortcutForm, editingId: null, error: null, serverErrors: {} }),
    clearError: assign({ error: null, serverErrors: {} }),
    setError: assign((_, params: { error: unknown }) => ({
      error: errorCodeOf(params.error),
      serverErrors: shortcutErrorsOf((params.error as { problem?: { errors?: Record<string, string[]> } } | null)?.problem?.errors),
    })),
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
});
