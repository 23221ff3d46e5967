/**
 * The form's read-outs and prop getters (zag style, STYLE §12): plain objects with the aria attributes and handlers
 * every field, button and form element needs, written once and tested without React. No DOM types beyond the
 * minimal event shapes; views spread the props onto their elements.
 */
import { newIdempotencyKey } from '../effects/idempotency-key';
import type { AnyActorRef } from 'xstate';
import type { FieldErrorCode } from '../../domain/resource';
import type { ShellErrorCode } from '../effects/error-code';
import {
  selectConflictDiff,
  selectFieldErrors,
  selectFormError,
  selectIsConflict,
  selectIsDirty,
  selectIsQueued,
  selectIsRestored,
  selectIsSubmitting,
  selectSubmitCount,
  type FieldDiff,
  type FormEvent,
  type FormSnapshot,
} from './form.machine';
import { getPath } from './form-values';

export type FormSend = (event: FormEvent) => void;

/**
 * Any form actor, whatever its values: what field views need (a `FormRef<V, S>` is one). Fields take this so they
 * need no type parameters.
 */
export interface FormActor {
  send: FormSend;
  getSnapshot: () => FormSnapshot<unknown, unknown>;
  subscribe: AnyActorRef['subscribe'];
}

export interface FormConnectOptions {
  /** Prefix of the element ids (field, label, hint, error). @default the form's owner (its systemId) */
  idPrefix?: string;
  /** Makes an Idempotency-Key for a submit or an overwrite. @default crypto.randomUUID() */
  makeKey?: () => string;
}

export interface FieldPropsOptions {
  /** Marks the field as required (aria-required and the visible mark). @default false */
  required?: boolean;
  /** The field has a hint element (`getHintProps`): it joins aria-describedby. @default false */
  hint?: boolean;
}

/** What a field control gets: spread the aria attributes onto the input, call `onChange` with the field's value. */
export interface FieldProps {
  id: string;
  name: string;
  value: unknown;
  /** `inputError`: the control's text is not a value (e.g. letters in an amount); the value stays the last good one. */
  onChange: (value: unknown, inputError?: FieldErrorCode | null) => void;
  onBlur: () => void;
  required: boolean;
  /** While a save is in flight or queued, the values are the ones being sent. */
  readOnly: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
  /** The first code shown under the field, or null. */
  error: FieldErrorCode | null;
}

export interface SubmitEventLike {
  preventDefault(): void;
}

const handlerCache = new WeakMap<FormSend, Map<string, unknown>>();

/** The same handler function for the same `send` and key, so a view can compare props shallowly. */
function stable<F>(send: FormSend, key: string, make: () => F): F {
  let forSend = handlerCache.get(send);
  if (!forSend) {
    forSend = new Map();
    handlerCache.set(send, forSend);
  }
  if (!forSend.has(key)) forSend.set(key, make());
  return forSend.get(key) as F;
}

/** Ids may hold any character but spaces. */
const idSafe = (text: string) => text.replace(/\s+/g, '-');

export function connectForm<V, S>(snapshot: FormSnapshot<V, S>, send: FormSend, options: FormConnectOptions = {}) {
  const prefix = idSafe(options.idPrefix ?? snapshot.context.owner);
  const makeKey = options.makeKey ?? newIdempotencyKey;
  const ids = {
    field: (name: string) => `${prefix}-${idSafe(name)}`,
    label: (name: string) => `${prefix}-${idSafe(name)}-label`,
    hint: (name: string) => `${prefix}-${idSafe(name)}-hint`,
    error: (name: string) => `${prefix}-${idSafe(name)}-error`,
  };
  const isSubmitting = selectIsSubmitting(snapshot);
  const isQueued = selectIsQueued(snapshot);
  const locked = isSubmitting || isQueued || selectIsConflict(snapshot);
  const errors = (name: string): readonly FieldErrorCode[] => selectFieldErrors(snapshot, name);
  const canSubmit = snapshot.can({ type: 'form.submit', idempotencyKey: '' });

  return {
    ids,
    values: snapshot.context.values,
    isDirty: selectIsDirty(snapshot),
    isSubmitting,
    isQueued,
    isConflict: selectIsConflict(snapshot),
    isRestored: selectIsRestored(snapshot),
    formError: selectFormError(snapshot) as ShellErrorCode | null,
    submitCount: selectSubmitCount(snapshot),
    conflictDiff: selectConflictDiff(snapshot) as FieldDiff[],
    /** The codes shown under a field (translated by the view). */
    errors,

    getFormProps() {
      return {
        noValidate: true as const,
        'aria-busy': isSubmitting || undefined,
        onSubmit: (event: SubmitEventLike) => {
          event.preventDefault();
          send({ type: 'form.submit', idempotencyKey: makeKey() });
        },
      };
    },

    getFieldProps(name: string, fieldOptions: FieldPropsOptions = {}): FieldProps {
      const shown = errors(name);
      const describedBy = [fieldOptions.hint ? ids.hint(name) : null, shown.length > 0 ? ids.error(name) : null].filter((id) => id !== null);
      return {
        id: ids.field(name),
        name,
        value: getPath(snapshot.context.values, name),
        onChange: stable<FieldProps['onChange']>(send, `change:${name}`, () => (value, inputError) =>
          send({ type: 'form.field.change', name, value, inputError: inputError ?? null }),
        ),
        onBlur: stable(send, `blur:${name}`, () => () => send({ type: 'form.field.blur', name })),
        required: fieldOptions.required ?? false,
        readOnly: locked,
        'aria-invalid': shown.length > 0 || undefined,
        'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
        'aria-required': fieldOptions.required || undefined,
        error: shown[0] ?? null,
      };
    },

    getLabelProps(name: string) {
      return { id: ids.label(name), htmlFor: ids.field(name) };
    },

    getHintProps(name: string) {
      return { id: ids.hint(name) };
    },

    /** The element under the field that holds its message; `hidden` while there is none. */
    getErrorProps(name: string) {
      return { id: ids.error(name), hidden: errors(name).length === 0 };
    },

    /** Save: disabled while a save is in flight (and while a conflict is open); a queued save can be sent now. */
    getSubmitProps() {
      return { type: 'submit' as const, disabled: !canSubmit, 'aria-busy': isSubmitting || undefined };
    },

    getCancelProps() {
      return {
        type: 'button' as const,
        disabled: !snapshot.can({ type: 'form.cancel' }),
        onClick: stable(send, 'cancel', () => () => send({ type: 'form.cancel' })),
      };
    },

    /** Hidden while the form cannot drop its draft (a save in flight or waiting). */
    getDiscardDraftProps() {
      return { type: 'button' as const, hidden: !snapshot.can({ type: 'form.draft.discard' }), onClick: stable(send, 'discard', () => () => send({ type: 'form.draft.discard' })) };
    },

    getKeepDraftProps() {
      return { type: 'button' as const, onClick: stable(send, 'keep', () => () => send({ type: 'form.draft.keep' })) };
    },

    getReloadTheirsProps() {
      return { type: 'button' as const, onClick: stable(send, 'reload', () => () => send({ type: 'form.conflict.reload' })) };
    },

    getOverwriteMineProps() {
      return { type: 'button' as const, onClick: () => send({ type: 'form.conflict.overwrite', idempotencyKey: makeKey() }) };
    },

    getCancelQueuedProps() {
      return { type: 'button' as const, onClick: stable(send, 'queue.cancel', () => () => send({ type: 'form.queue.cancel' })) };
    },
  };
}

export type FormApi = ReturnType<typeof connectForm>;
