/**
 * A section's form (issue 8, section kit): values, validation by the section's pure rules, one save at a time with
 * an Idempotency-Key, the service's 422 codes under their fields, 409 conflicts resolved field by field, saves that
 * wait for the connection, a draft so that nothing typed is lost, and a leave guard while there are changes.
 */
import type { ActorRefFrom } from 'xstate';
import type { FieldErrors } from '../../domain/resource';
import type { ShellErrorCode } from '../effects/error-code';
import { draftOf, formSetup, isFormDirty, initialFormContext, type FormContext, type FormEvent, type FormMachineOptions, type FormTag } from './form.setup';
import type { FieldDiff } from './form-values';

export * from './form.setup';
export type { FieldDiff } from './form-values';

/** `createFormMachine({ validate, toValues, parse })`, then `.provide({ actors: { saveRecord }, actions: { persistDraft, clearDraft } })`. */
export function createFormMachine<V, S extends { version: number }>(options: FormMachineOptions<V, S>) {
  type Context = FormContext<V, S>;
  const failed = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
  const change = ({ event }: { event: Extract<FormEvent, { type: 'form.field.change' }> }) => ({
    name: event.name,
    value: event.value,
    inputError: event.inputError ?? null,
  });
  const persist = (pending: boolean) =>
    ({ type: 'persistDraft', params: ({ context }: { context: Context }) => ({ key: context.draftKey, draft: draftOf(context, pending) }) }) as const;
  const clear = { type: 'clearDraft', params: ({ context }: { context: Context }) => ({ key: context.draftKey }) } as const;
  return formSetup(options).createMachine({
    id: 'form',
    context: ({ input }) => initialFormContext(input, options),
    initial: 'active',
    states: {
      active: {
        type: 'parallel',
        // Whatever it is doing, the user has left the page: the draft goes.
        on: { 'form.leave.confirmed': { target: 'cancelled', actions: clear } },
        states: {
          main: {
            initial: 'starting',
            states: {
              // A save that was waiting for the connection when the page closed waits again (and goes out if it is back).
              starting: { always: [{ guard: 'hasPendingKey', target: 'queued' }, { target: 'editing' }] },
              editing: {
                tags: ['editing'],
                on: {
                  // Every change is kept on the device at once; back to the stored values, the draft goes.
                  'form.field.change': [
                    { guard: { type: 'isDirtyAfterChange', params: change }, actions: [{ type: 'changeField', params: change }, persist(false)] },
                    { actions: [{ type: 'changeField', params: change }, clear] },
                  ],
                  'form.field.blur': { actions: { type: 'touchField', params: ({ event }) => ({ name: event.name }) } },
                  'form.submit': [
                    { guard: 'isValid', target: 'submitting', actions: { type: 'startSave', params: ({ event }) => ({ idempotencyKey: event.idempotencyKey }) } },
                    { actions: 'markSubmitted' },
                  ],
                  'form.cancel': [{ guard: 'isDirty', target: 'confirmingCancel' }, { target: '#form.cancelled' }],
                  'form.draft.discard': { actions: ['resetToInitial', clear] },
                  'form.draft.keep': { actions: 'hideRestoredNotice' },
                },
              },
              confirmingCancel: {
                invoke: {
                  id: 'confirmDiscard',
                  src: 'confirmDiscard',
                  onDone: [
                    {
                      guard: { type: 'isConfirmed', params: ({ event }) => ({ result: event.output }) },
                      target: '#form.cancelled',
                      actions: clear,
                    },
                    { target: 'editing' },
                  ],
                },
              },
              // One request: further submits are not handled here.
              submitting: {
                tags: ['busy', 'submitting'],
                invoke: {
                  id: 'saveRecord',
                  src: 'saveRecord',
                  input: ({ context }) => ({
                    values: context.values,
                    recordId: context.recordId,
                    version: context.version,
                    idempotencyKey: context.idempotencyKey ?? '',
                    mode: context.mode,
                  }),
                  onDone: {
                    target: '#form.saved',
                    actions: [
                      { type: 'setSaved', params: ({ event }) => ({ record: event.output }) },
                      clear,
                    ],
                  },
                  onError: [
                    { guard: { type: 'isConflictAnswer', params: failed }, target: 'conflict', actions: { type: 'setFailure', params: failed } },
                    { guard: { type: 'isOfflineAnswer', params: failed }, target: 'queued' },
                    { target: 'editing', actions: { type: 'setFailure', params: failed } },
                  ],
                },
              },
              conflict: {
                tags: ['conflict'],
                on: {
                  'form.conflict.reload': { target: 'editing', actions: ['reloadTheirs', clear] },
                  'form.conflict.overwrite': {
                    target: 'submitting',
                    actions: { type: 'overwriteMine', params: ({ event }) => ({ idempotencyKey: event.idempotencyKey }) },
                  },
                },
              },
              // The draft records the pending key, so the save also goes out after a reload; exactly once, with that key.
              queued: {
                tags: ['queued'],
                entry: persist(true),
                invoke: { id: 'listenToConnection', src: 'listenToConnection' },
                on: {
                  'form.connection.online': { target: 'submitting' },
                  // "Send now": a manual retry, same key.
                  'form.submit': { target: 'submitting' },
                  'form.queue.cancel': { target: 'editing', actions: persist(false) },
                },
              },
            },
          },
          leaveGuard: {
            initial: 'off',
            states: {
              off: { always: { guard: 'isDirty', target: 'on' } },
              on: {
                invoke: [
                  { id: 'holdLeaveGuard', src: 'holdLeaveGuard', input: ({ context }) => ({ owner: context.owner }) },
                  { id: 'confirmBeforeUnload', src: 'confirmBeforeUnload' },
                ],
                always: { guard: 'isClean', target: 'off' },
              },
            },
          },
        },
      },
      saved: { type: 'final' },
      cancelled: { type: 'final' },
    },
    output: ({ context }) => (context.saved === null ? { result: 'cancelled' as const } : { result: 'saved' as const, record: context.saved }),
  });
}

export type FormMachine<V, S extends { version: number }> = ReturnType<typeof createFormMachine<V, S>>;
export type FormRef<V, S extends { version: number }> = ActorRefFrom<FormMachine<V, S>>;

/** What the selectors and `connectForm` read of a form snapshot (any `createFormMachine` snapshot is one). */
export interface FormSnapshot<V, S> {
  context: FormContext<V, S>;
  status: 'active' | 'done' | 'error' | 'stopped';
  hasTag(tag: FormTag): boolean;
  can(event: FormEvent): boolean;
}

export const selectValues = <V, S>(s: FormSnapshot<V, S>): V => s.context.values;
export const selectIsDirty = <V, S>(s: FormSnapshot<V, S>): boolean => isFormDirty(s.context);
export const selectIsSubmitting = <V, S>(s: FormSnapshot<V, S>): boolean => s.hasTag('submitting');
export const selectIsQueued = <V, S>(s: FormSnapshot<V, S>): boolean => s.hasTag('queued');
export const selectIsConflict = <V, S>(s: FormSnapshot<V, S>): boolean => s.hasTag('conflict');
export const selectIsRestored = <V, S>(s: FormSnapshot<V, S>): boolean => s.context.restored;
export const selectFormError = <V, S>(s: FormSnapshot<V, S>): ShellErrorCode | null => s.context.formError;
export const selectSubmitCount = <V, S>(s: FormSnapshot<V, S>): number => s.context.submitCount;
/** The stored record of a conflict. */
export const selectConflict = <V, S>(s: FormSnapshot<V, S>): S | null => s.context.conflict?.current ?? null;
/** Your values against the stored record, field by field (empty unless in conflict). */
export const selectConflictDiff = <V, S>(s: FormSnapshot<V, S>): FieldDiff[] => s.context.conflict?.diff ?? noDiff;
const noDiff: FieldDiff[] = [];

/**
 * The codes shown under a field: the text it could not read, the service's 422 codes (until the field changes),
 * then the client rules' codes once the field was left or a submit was tried.
 */
export function selectFieldErrors<V, S>(s: FormSnapshot<V, S>, name: string) {
  const c = s.context;
  const input = c.inputErrors[name] ?? [];
  if (input.length > 0) return input;
  const server = c.serverErrors[name] ?? [];
  if (server.length > 0) return server;
  return c.submitted || c.touched[name] ? (c.clientErrors[name] ?? []) : [];
}

/** Every field's shown codes (fields without codes left out). */
export function selectShownErrors<V, S>(s: FormSnapshot<V, S>): FieldErrors {
  const c = s.context;
  const names = new Set([...Object.keys(c.inputErrors), ...Object.keys(c.serverErrors), ...Object.keys(c.clientErrors)]);
  return Object.fromEntries([...names].map((name) => [name, selectFieldErrors(s, name)] as const).filter(([, codes]) => codes.length > 0));
}
