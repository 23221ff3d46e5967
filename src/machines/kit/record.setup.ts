/** The record kit's types, actors, guards and actions; the chart is in record.machine.ts. */
import { assign, enqueueActions, fromPromise, or, sendTo, setup, stateIn, type AnyActorRef, type AnyStateMachine } from 'xstate';
import type { Audited } from '../../domain/resource';
import { confirmAction } from '../confirm-action.machine';
import type { MessageDescriptor } from '@lingui/core';
import type { DialogOptions, DialogResult } from '../dialog.machine';
import type { LeaveConfirmedEvent } from '../nav.machine';
import { isApiError } from '../effects/api-error';
import { errorCodeOf, type ShellErrorCode } from '../effects/error-code';
import { listenForReconnect } from '../effects/reconnect';
import type { FormDraft, FormMachine, FormResult } from './form.machine';
import { isUncertainFailure } from './form-values';
import { undoMachine, type UndoOutput } from './undo.machine';
import { listenToRecordAddress } from './record-address';

export interface RecordMachineOptions<R extends Audited, V> {
  /** The section's form (`createFormMachine(...)`), invoked while editing. */
  form: FormMachine<V, R>;
  /** The form values of a record (the same function the form was made with). */
  toValues: (record: R) => V;
  /** This record machine's systemId (e.g. `customers.record`): the navigation tells it when the user leaves its form. */
  systemId: string;
  /** Drafts are kept as `${draftPrefix}:${id}` (e.g. `customers:42`). */
  draftPrefix: string;
  /** The list's path (`/admin/customers`): the machine opens the record `${path}/<id>` names. @default it follows no address */
  path?: string;
  /** Whether the record is active: deactivation is offered only then, and undoing it re-activates. @default () => true */
  isActive?: (record: R) => boolean;
  /** The section's lifecycle (the shared statechart module): can the record take this event now? @default () => false */
  canSendEvent?: (record: R, eventType: string) => boolean;
  /** Whether the record can be deactivated and activated at all (documents cannot: their lifecycle ends them). @default true */
  deactivation?: boolean;
  /** Whether the record's fields may be edited or it may be deleted in its state (a draft document). @default () => true */
  canEdit?: (record: R) => boolean;
  /**
   * A document's lifecycle statechart standing in the record's status (`lifecycleAt`): run as the child `lifecycle`
   * while the record is shown, started again when its version changes, so the Stately inspector shows the document's
   * state and the events it takes. @default none
   */
  lifecycleOf?: (record: R) => AnyStateMachine;
}

export interface RecordInput {
  id: string;
  /** The user may only look (no edit, delete, deactivate or lifecycle events). @default false */
  readOnly?: boolean;
}

export type RecordOperation = 'delete' | 'deactivate' | 'activate' | `event:${string}`;

export interface RecordFailure {
  operation: RecordOperation | 'undo';
  code: ShellErrorCode;
  /** A refused lifecycle event: the rule's reason code (`insufficient-stock`…), which the section translates. */
  reason?: string | null;
}

export interface RecordContext<R, V> {
  id: string;
  readOnly: boolean;
  /** The record as last read or saved; null while loading, after a delete or when it could not be read. */
  record: R | null;
  /** Why the record could not be read. */
  loadError: ShellErrorCode | null;
  /** A draft found on the device for this record: editing starts with it. */
  draft: FormDraft<V> | null;
  /** The last mutation's failure, shown until the next one. */
  failure: RecordFailure | null;
  /**
   * The mutation under way, or the last one that failed without a definite answer: retrying the same operation
   * reuses its key (SECURITY-TESTS N2). `sent`: it reached the request stage.
   */
  mutation: { operation: RecordOperation; key: string; sent: boolean } | null;
  /** What an Undo would restore; `shown` once its offer is on screen (a newer delete or deactivation replaces it). */
  undo: { kind: 'delete' | 'deactivate'; record: R; shown: boolean } | null;
  /** The compensating request's key (kept for a retry of a failed undo). */
  undoKey: string | null;
  /** A refused delete: how many other records use this one (the service's count), for the in-use question. */
  referencedBy: number | null;
  /** The lifecycle event being confirmed or sent (with its data). */
  lifecycleEvent: LifecycleEventData | null;
  /** The running lifecycle child, and the record version it stands for. */
  lifecycle: { ref: AnyActorRef; version: number } | null;
}

export type LifecycleEventData = { type: string } & Record<string, unknown>;

export type RecordEvent =
  | { type: 'record.open'; id: string }
  | { type: 'record.retry' }
  /** From `listenForReconnect` while the load failed: the connection is back. */
  | { type: 'record.connection.back' }
  | { type: 'record.reload' }
  | { type: 'record.edit' }
  | { type: 'record.delete'; idempotencyKey: string }
  | { type: 'record.deactivate'; idempotencyKey: string }
  /** An inactive record back in use (no question: nothing is lost, and Deactivate undoes it). */
  | { type: 'record.activate'; idempotencyKey: string }
  /**
   * A lifecycle event of the document (`POST /{resource}/{id}/events`), after the question in `confirm` when there
   * is one (cancel, terminate…).
   */
  | { type: 'record.event.send'; event: LifecycleEventData; idempotencyKey: string; confirm?: DialogOptions }
  | { type: 'record.failure.dismiss' }
  /** A failed undo: try again (the first key after an uncertain failure, else this one) or give up. */
  | { type: 'record.undo.retry'; idempotencyKey: string }
  | { type: 'record.undo.dismiss' }
  /** From the navigation machine, for the form being edited. */
  | LeaveConfirmedEvent;

export type RecordTag = 'busy';

/** Inputs of the injected request actors. */
export interface RecordMutationInput<R> {
  record: R;
  idempotencyKey: string;
}
export interface LifecycleEventInput<R> extends RecordMutationInput<R> {
  event: { type: string } & Record<string, unknown>;
}

export const deleteQuestion: DialogOptions = {
  title: /* i18n */ { id: 'kit.record.delete.title', message: 'Delete this record?' },
  message: /* i18n */ { id: 'kit.record.delete.message', message: 'It is removed for everyone. You can undo this for a few seconds.' },
  icon: { name: 'trash', color: 'warn' },
  actions: {
    confirm: { label: /* i18n */ { id: 'kit.record.delete.confirm', message: 'Delete' }, color: 'warn' },
    cancel: { label: /* i18n */ { id: 'kit.record.delete.cancel', message: 'Keep it' } },
  },
  dismissible: true,
};

export const deactivateQuestion: DialogOptions = {
  title: /* i18n */ { id: 'kit.record.deactivate.title', message: 'Deactivate this record?' },
  message: /* i18n */ {
    id: 'kit.record.deactivate.message',
    message: 'It stays in the records that use it but cannot be chosen for new ones. You can undo this for a few seconds.',
  },
  icon: { name: 'info', color: 'warn' },
  actions: {
    confirm: { label: /* i18n */ { id: 'kit.record.deactivate.confirm', message: 'Deactivate' }, color: 'warn' },
    cancel: { label: /* i18n */ { id: 'kit.record.deactivate.cancel', message: 'Keep it active' } },
  },
  dismissible: true,
};

const referencedCountText = /* i18n */ {
  id: 'kit.record.referenced.count',
  message:
    '{count, plural, one {# other record uses it} other {# other records use it}}, so it cannot be deleted. Deactivate it instead? It stays in those records but cannot be chosen for new ones.',
};

/** The in-use question's text with the service's count of the records that use this one. */
export const referencedMessage = (count: number): MessageDescriptor => ({ ...referencedCountText, values: { count } });

export const deactivateInsteadQuestion: DialogOptions = {
  title: /* i18n */ { id: 'kit.record.referenced.title', message: 'This record is in use' },
  message: /* i18n */ {
    id: 'kit.record.referenced.message',
    message: 'Other records refer to it, so it cannot be deleted. Deactivate it instead? It stays in those records but cannot be chosen for new ones.',
  },
  icon: { name: 'info', color: 'info' },
  actions: {
    confirm: { label: /* i18n */ { id: 'kit.record.referenced.confirm', message: 'Deactivate' }, color: 'primary' },
    cancel: { label: /* i18n */ { id: 'kit.record.referenced.cancel', message: 'Keep it active' } },
  },
  dismissible: true,
};


const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`createRecordMachine: provide the ${name} actor`);
};

export function recordSetup<R extends Audited, V>(options: RecordMachineOptions<R, V>) {
  const isActive = options.isActive ?? (() => true);
  const canSendEvent = options.canSendEvent ?? (() => false);
  const canEdit = options.canEdit ?? (() => true);
  const deactivation = options.deactivation ?? true;
  return setup({
    types: {} as { context: RecordContext<R, V>; input: RecordInput; events: RecordEvent; tags: RecordTag },
    actors: {
      listenForReconnect,
      listenToRecordAddress,
      loadRecord: fromPromise<R, { id: string }>(notProvided('loadRecord')),
      // The app reads the device's draft store; none by default.
      readDraft: fromPromise<FormDraft<V> | null, { key: string }>(async () => null),
      deleteRecord: fromPromise<unknown, RecordMutationInput<R>>(notProvided('deleteRecord')),
      deactivateRecord: fromPromise<R, RecordMutationInput<R>>(notProvided('deactivateRecord')),
      /** Undo of a delete: re-create the record with the same id and values. */
      restoreRecord: fromPromise<R, RecordMutationInput<R>>(notProvided('restoreRecord')),
      /** Undo of a deactivation. */
      activateRecord: fromPromise<R, RecordMutationInput<R>>(notProvided('activateRecord')),
      sendLifecycleEvent: fromPromise<R, LifecycleEventInput<R>>(notProvided('sendLifecycleEvent')),
      confirmDelete: confirmAction(deleteQuestion),
      confirmDeactivate: confirmAction(deactivateQuestion),
      confirmDeactivateInstead: confirmAction(deactivateInsteadQuestion),
      confirmEvent: confirmAction(),
      formMachine: options.form,
      undoMachine,
    },
    guards: {
      isWritable: ({ context }) => !context.readOnly && context.record !== null && canEdit(context.record),
      canDeactivate: ({ context }) => deactivation && !context.readOnly && context.record !== null && isActive(context.record),
      canActivate: ({ context }) => deactivation && !context.readOnly && context.record !== null && !isActive(context.record),
      // Reads the event: inside `and([...])` a guard with params does not type-check (XState 5.33).
      canSendEvent: ({ context, event }) =>
        event.type === 'record.event.send' && !context.readOnly && context.record !== null && canSendEvent(context.record, event.event.type),
      hasRecord: ({ context }) => context.record !== null,
      /** The record could not be loaded for want of a connection (N5: it loads again by itself when it is back). */
      loadFailedOffline: ({ context }) => context.loadError === 'offline',
      hasDraft: (_, params: { draft: FormDraft<V> | null }) => params.draft !== null,
      isNotFound: (_, params: { error: unknown }) => errorCodeOf(params.error) === 'notFound',
      isForbidden: (_, params: { error: unknown }) => errorCodeOf(params.error) === 'forbidden',
      isReferenced: (_, params: { error: unknown }) => isApiError(params.error) && params.error.status === 409 && params.error.type === 'referenced',
      /** 409 on an event: the document changed (conflict) or its state no longer takes it: read it again. */
      isStale: (_, params: { error: unknown }) => isApiError(params.error) && params.error.status === 409,
      needsConfirmation: ({ event }) => event.type === 'record.event.send' && event.confirm !== undefined,
      isConfirmed: (_, params: { result: DialogResult }) => params.result === 'confirmed',
      isSaved: (_, params: { output: FormResult<R> }) => params.output.result === 'saved',
      /** A delete or deactivation just succeeded: its Undo is not offered yet. */
      hasUndoOffer: ({ context }) => context.undo !== null && !context.undo.shown,
      /** No undo request is running or waiting for a retry: the record may be changed again. */
      isUndoQuiet: or([stateIn({ undo: 'idle' }), stateIn({ undo: 'offered' })]),
      hasNoUndo: ({ context }) => context.undo === null,
      isUndoingDelete: ({ context }) => context.undo?.kind === 'delete',
      isUndoOf: ({ context }, params: { output: UndoOutput; kind: 'delete' | 'deactivate' }) =>
        params.output.result === 'undo' && context.undo?.kind === params.kind,
    },
    actions: {
      openRecord: assign((_, params: { id: string }) => ({ id: params.id, record: null, loadError: null, draft: null, failure: null, mutation: null })),
      setRecord: assign((_, params: { record: R }) => ({ record: params.record, loadError: null })),
      setLoadError: assign((_, params: { error: unknown }) => ({ loadError: errorCodeOf(params.error) })),
      // The document's lifecycle as a child standing in its status (for the inspector): started again when the record
      // shown is another one or another version of it, stopped when there is none.
      mirrorLifecycle: enqueueActions(({ context, enqueue }) => {
        const { record, lifecycle } = context;
        const lifecycleOf = options.lifecycleOf;
        if (!lifecycleOf) return;
        if (record !== null && lifecycle !== null && lifecycle.version === record.version && lifecycle.ref.id === `lifecycle:${record.id}:${record.version}`) return;
        if (lifecycle !== null) enqueue.stopChild(lifecycle.ref);
        if (record === null) {
          enqueue.assign({ lifecycle: null });
          return;
        }
        enqueue.assign({
          lifecycle: ({ spawn }) => {
            // A machine made per document is not one of the setup's named actors; spawning it by value is plain XState.
            const spawnLogic = spawn as unknown as (logic: AnyStateMachine, options: { id: string }) => AnyActorRef;
            return { ref: spawnLogic(lifecycleOf(record), { id: `lifecycle:${record.id}:${record.version}` }), version: record.version };
          },
        });
      }),
      setDraft: assign((_, params: { draft: FormDraft<V> | null }) => ({ draft: params.draft })),
      // A retry of the same operation after an uncertain failure keeps its key. Starting another change withdraws
      // the Undo still offered for the last one.
      startMutation: assign(({ context }, params: { operation: RecordOperation; idempotencyKey: string }) => ({
        failure: null,
        undo: null,
        undoKey: null,
        mutation:
          context.mutation?.operation === params.operation ? context.mutation : { operation: params.operation, key: params.idempotencyKey, sent: false },
      })),
      markSent: assign(({ context }) => (context.mutation ? { mutation: { ...context.mutation, sent: true } } : {})),
      // The confirmation was declined: a key that never went out is dropped.
      dropUnsent: assign(({ context }) => (context.mutation && !context.mutation.sent ? { mutation: null } : {})),
      // Deactivation after "in use": a key of its own, derived from the delete's (pure, unique per attempt).
      startDeactivateInstead: assign(({ context }) => ({
        mutation: { operation: 'deactivate' as const, key: `${context.mutation?.key ?? context.id}:deactivate`, sent: false },
      })),
      setReferencedBy: assign((_, params: { error: unknown }) => {
        const references = isApiError(params.error) ? params.error.problem?.references : undefined;
        const total = references ? Object.values(references).reduce((n, count) => n + count, 0) : 0;
        return { referencedBy: total > 0 ? total : null };
      }),
      setLifecycleEvent: assign((_, params: { event: LifecycleEventData }) => ({ lifecycleEvent: params.event })),
      setMutationFailure: assign(({ context }, params: { error: unknown }) => ({
        failure: {
          operation: context.mutation?.operation ?? 'delete',
          code: errorCodeOf(params.error),
          ...(isApiError(params.error) && params.error.problem?.reason ? { reason: params.error.problem.reason } : {}),
        },
        mutation: isUncertainFailure(params.error) ? context.mutation : null,
      })),
      endMutation: assign({ mutation: null }),
      dismissFailure: assign({ failure: null }),
      offerUndo: assign(({ context }, params: { kind: 'delete' | 'deactivate' }) =>
        context.record ? { undo: { kind: params.kind, record: context.record, shown: false }, undoKey: null } : {},
      ),
      markDeleted: assign({ record: null }),
      setUndoKey: assign((_, params: { output: UndoOutput }) => (params.output.result === 'undo' ? { undoKey: params.output.idempotencyKey } : {})),
      retryUndo: assign(({ context }, params: { idempotencyKey: string }) => ({ undoKey: context.undoKey ?? params.idempotencyKey, failure: null })),
      // The restored record is shown if it is still the one open.
      setUndone: assign(({ context }, params: { record: R }) => ({
        ...(params.record.id === context.id ? { record: params.record } : {}),
        undo: null,
        undoKey: null,
      })),
      setUndoFailure: assign(({ context }, params: { error: unknown }) => ({
        failure: { operation: 'undo' as const, code: errorCodeOf(params.error) },
        undoKey: isUncertainFailure(params.error) ? context.undoKey : null,
      })),
      clearUndo: assign({ undo: null, undoKey: null }),
      markUndoShown: assign(({ context }) => (context.undo ? { undo: { ...context.undo, shown: true } } : {})),
      forwardLeaveToForm: sendTo('form', { type: 'form.leave.confirmed' } satisfies LeaveConfirmedEvent),
    },
  });
}

export type RecordSetup<R extends Audited, V> = ReturnType<typeof recordSetup<R, V>>;
