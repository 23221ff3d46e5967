/** The form kit's types, actors, guards and actions; the chart is in form.machine.ts. */
import { assign, fromPromise, setup } from 'xstate';
import type { FieldErrorCode, FieldErrors } from '../../domain/resource';
import { confirmAction } from '../confirm-action.machine';
import type { DialogOptions, DialogResult } from '../dialog.machine';
import type { ShellErrorCode } from '../effects/error-code';
import { confirmBeforeUnload, holdLeaveGuard, listenToConnection } from './form-effects';
import { deepEqual, diffValues, hasErrors, readSaveFailure, setPath, withoutField, type FieldDiff, mergeValues } from './form-values';

/** What a section gives `createFormMachine`. */
export interface FormMachineOptions<V, S> {
  /** The section's pure rules (the same module the mock service runs): field path to codes, empty when valid. */
  validate: (values: V) => FieldErrors;
  /** The form's values of a stored record (after a save, and to reload the stored version on a conflict). */
  toValues: (record: S) => V;
  /** Checks the stored record a 409 conflict carries; throws when it is malformed (the section's parser). */
  parse: (raw: unknown) => S;
}

/** What is kept on the device so nothing typed is lost (a reload, a renewed session, a failed save). */
export interface FormDraft<V> {
  values: V;
  /** The record version the edits started from (null when creating). */
  baseVersion: number | null;
  /** Set while a save waits for the connection: it goes out with this Idempotency-Key once the page is back. */
  pendingKey?: string;
}

export interface FormInput<V> {
  /** The form's systemId: the navigation machine tells it `form.leave.confirmed`. */
  owner: string;
  /** Where its draft is kept, e.g. `customers:new` or `customers:42` (the app adds tenant and user). */
  draftKey: string;
  /** The id of the record being edited, handed to `saveRecord` (the update's path). @default null (creating) */
  recordId?: string | null;
  /** The values to start from: the record's, or the empty form. */
  initial: V;
  /** The version of the record being edited; null creates. */
  version: number | null;
  /** A draft restored from the device: the form starts with it (dirty) and says so. @default null */
  draft?: FormDraft<V> | null;
}

/** What the injected `saveRecord` actor receives. */
export interface SaveRecordInput<V> {
  values: V;
  /** The record being updated; null on create. */
  recordId: string | null;
  /** `If-Match` of an update; null on create. */
  version: number | null;
  /** Made at the boundary, kept for a manual retry after an uncertain failure (SECURITY-TESTS N2). */
  idempotencyKey: string;
  mode: 'create' | 'update';
}

/** The form's output when it ends. */
export type FormResult<S> = { result: 'saved'; record: S } | { result: 'cancelled' };

export interface FormContext<V, S> {
  owner: string;
  recordId: string | null;
  draftKey: string;
  mode: 'create' | 'update';
  /** The baseline of "dirty". */
  initial: V;
  values: V;
  /** The version the values are based on (`If-Match`): the record's, a restored draft's, or the stored one after a conflict. */
  version: number | null;
  /** The version of `initial`. */
  initialVersion: number | null;
  /** Fields the user has left at least once: their client errors show. */
  touched: Record<string, true>;
  /** A submit was tried: every client error shows. */
  submitted: boolean;
  /** Counts refused submits (invalid, 422), so a view can move the focus to the first error each time. */
  submitCount: number;
  /** `validate(values)`, kept with the values. */
  clientErrors: FieldErrors;
  /** Text a field could not read as a value (a letter in an amount). */
  inputErrors: FieldErrors;
  /** The service's 422 codes, each shown until its field changes. */
  serverErrors: FieldErrors;
  /** Why the last save failed otherwise. */
  formError: ShellErrorCode | null;
  /** The key of the save in flight, queued, or failed with an uncertain outcome; null after a definite answer. */
  idempotencyKey: string | null;
  /**
   * A 409 conflict: the record as stored now; `merged`, what an overwrite saves (their changes kept where you did not
   * change a field, yours where you did); and `diff`, how that differs from theirs field by field.
   */
  conflict: { current: S; merged: V; diff: FieldDiff[] } | null;
  /** The form started from a restored draft and the notice is still shown. */
  restored: boolean;
  saved: S | null;
}

export type FormEvent =
  /** `inputError`: the field's text is not a value (it stays on screen; the form cannot be saved). */
  | { type: 'form.field.change'; name: string; value: unknown; inputError?: FieldErrorCode | null }
  | { type: 'form.field.blur'; name: string }
  | { type: 'form.submit'; idempotencyKey: string }
  | { type: 'form.cancel' }
  /** The restored-draft notice: drop the draft and show the record as stored. */
  | { type: 'form.draft.discard' }
  /** The restored-draft notice: keep the draft and hide the notice. */
  | { type: 'form.draft.keep' }
  | { type: 'form.conflict.reload' }
  | { type: 'form.conflict.overwrite'; idempotencyKey: string }
  /** Stop waiting to send; the draft stays. */
  | { type: 'form.queue.cancel' }
  | { type: 'form.connection.online' }
  /** From the navigation machine: the user chose to leave the page. */
  | { type: 'form.leave.confirmed' };

export type FormTag = 'editing' | 'busy' | 'submitting' | 'queued' | 'conflict';

/** The question before unsaved changes are dropped by Cancel. */
export const discardChangesQuestion: DialogOptions = {
  title: /* i18n */ { id: 'kit.form.discard.title', message: 'Discard your changes?' },
  message: /* i18n */ { id: 'kit.form.discard.message', message: 'The changes you made here are not saved yet. They will be lost.' },
  icon: { name: 'alert', color: 'warn' },
  actions: {
    confirm: { label: /* i18n */ { id: 'kit.form.discard.confirm', message: 'Discard changes' }, color: 'warn' },
    cancel: { label: /* i18n */ { id: 'kit.form.discard.cancel', message: 'Keep editing' } },
  },
  dismissible: true,
};

export function initialFormContext<V, S>(input: FormInput<V>, options: FormMachineOptions<V, S>): FormContext<V, S> {
  const draft = input.draft ?? null;
  const values = draft ? draft.values : input.initial;
  return {
    owner: input.owner,
    recordId: input.recordId ?? null,
    draftKey: input.draftKey,
    mode: input.version === null ? 'create' : 'update',
    initial: input.initial,
    values,
    version: draft ? draft.baseVersion : input.version,
    initialVersion: input.version,
    touched: {},
    submitted: false,
    submitCount: 0,
    clientErrors: options.validate(values),
    inputErrors: {},
    serverErrors: {},
    formError: null,
    idempotencyKey: draft?.pendingKey ?? null,
    conflict: null,
    restored: draft !== null,
    saved: null,
  };
}

/** The draft of the form as it is now; with `pending`, the key of the save waiting for the connection. */
export function draftOf<V, S>(context: FormContext<V, S>, pending: boolean): FormDraft<V> {
  const draft: FormDraft<V> = { values: context.values, baseVersion: context.version };
  if (pending && context.idempotencyKey !== null) draft.pendingKey = context.idempotencyKey;
  return draft;
}

export const isFormDirty = <V, S>(context: FormContext<V, S>): boolean =>
  !deepEqual(context.values, context.initial) || hasErrors(context.inputErrors);

export function formSetup<V, S extends { version: number }>(options: FormMachineOptions<V, S>) {
  const cleared = (context: FormContext<V, S>, values: V) => ({
    values,
    touched: {},
    submitted: false,
    clientErrors: options.validate(values),
    inputErrors: {},
    serverErrors: {},
    formError: null,
    restored: false,
    ...(context.conflict === null ? {} : { conflict: null }),
  });
  return setup({
    types: {} as { context: FormContext<V, S>; input: FormInput<V>; events: FormEvent; tags: FormTag; output: FormResult<S> },
    actors: {
      saveRecord: fromPromise<S, SaveRecordInput<V>>(async () => {
        throw new Error('createFormMachine: provide the saveRecord actor');
      }),
      listenToConnection,
      holdLeaveGuard,
      confirmBeforeUnload,
      confirmDiscard: confirmAction(discardChangesQuestion),
    },
    guards: {
      /** The change keeps the form dirty (checked before it is applied). */
      isDirtyAfterChange: ({ context }, params: { name: string; value: unknown; inputError: FieldErrorCode | null }) =>
        params.inputError !== null ||
        isFormDirty({ ...context, values: setPath(context.values, params.name, params.value), inputErrors: withoutField(context.inputErrors, params.name) }),
      isValid: ({ context }) => !hasErrors(context.clientErrors) && !hasErrors(context.inputErrors),
      isDirty: ({ context }) => isFormDirty(context),
      isClean: ({ context }) => !isFormDirty(context),
      hasPendingKey: ({ context }) => context.idempotencyKey !== null,
      isConfirmed: (_, params: { result: DialogResult }) => params.result === 'confirmed',
      isInvalidAnswer: (_, params: { error: unknown }) => readSaveFailure(params.error, options.parse).kind === 'invalid',
      isConflictAnswer: (_, params: { error: unknown }) => readSaveFailure(params.error, options.parse).kind === 'conflict',
      isOfflineAnswer: (_, params: { error: unknown }) => readSaveFailure(params.error, options.parse).kind === 'offline',
    },
    actions: {
      changeField: assign(({ context }, params: { name: string; value: unknown; inputError: FieldErrorCode | null }) => {
        const values = setPath(context.values, params.name, params.value);
        const inputErrors = withoutField(context.inputErrors, params.name);
        return {
          values,
          clientErrors: options.validate(values),
          inputErrors: params.inputError ? { ...inputErrors, [params.name]: [params.inputError] } : inputErrors,
          serverErrors: withoutField(context.serverErrors, params.name),
        };
      }),
      touchField: assign(({ context }, params: { name: string }) =>
        context.touched[params.name] ? {} : { touched: { ...context.touched, [params.name]: true as const } },
      ),
      markSubmitted: assign(({ context }) => ({ submitted: true, submitCount: context.submitCount + 1 })),
      // A retry after an uncertain failure keeps the first key; otherwise the boundary's new one is used.
      startSave: assign(({ context }, params: { idempotencyKey: string }) => ({
        idempotencyKey: context.idempotencyKey ?? params.idempotencyKey,
        formError: null,
        restored: false,
      })),
      setSaved: assign((_, params: { record: S }) => ({ saved: params.record, idempotencyKey: null })),
      setFailure: assign(({ context }, params: { error: unknown }) => {
        const failure = readSaveFailure(params.error, options.parse);
        switch (failure.kind) {
          case 'invalid':
            return { serverErrors: failure.errors, submitted: true, submitCount: context.submitCount + 1, idempotencyKey: null };
          case 'conflict': {
            const theirs = options.toValues(failure.current);
            const merged = mergeValues(context.initial, context.values, theirs);
            return { conflict: { current: failure.current, merged, diff: diffValues(merged, theirs) }, idempotencyKey: null };
          }
          case 'offline':
            return {};
          case 'failed':
            return { formError: failure.code, idempotencyKey: failure.uncertain ? context.idempotencyKey : null };
        }
      }),
      reloadTheirs: assign(({ context }) => {
        const current = context.conflict?.current;
        if (current === undefined) return {};
        const values = options.toValues(current);
        return { ...cleared(context, values), initial: values, version: current.version, initialVersion: current.version, conflict: null };
      }),
      // Only the fields the user changed overwrite theirs: an untouched field keeps the other person's save.
      overwriteMine: assign(({ context }, params: { idempotencyKey: string }) => ({
        values: context.conflict?.merged ?? context.values,
        version: context.conflict?.current.version ?? context.version,
        conflict: null,
        idempotencyKey: params.idempotencyKey,
        formError: null,
      })),
      resetToInitial: assign(({ context }) => ({ ...cleared(context, context.initial), version: context.initialVersion, idempotencyKey: null })),
      hideRestoredNotice: assign({ restored: false }),
      // Storage, provided by the app (keyed by tenant + user + `key`); no-ops here and in machine tests.
      persistDraft: (_, _params: { key: string; draft: FormDraft<V> }) => undefined,
      clearDraft: (_, _params: { key: string }) => undefined,
    },
  });
}
