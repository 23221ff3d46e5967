/**
 * A small reference set a section shows by name (units, categories, warehouses): loaded once per session on first
 * use, kept, reloaded on demand, with a failed state and retry. Not for large lists: those use the list kit.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type PromiseActorLogic, type SnapshotFrom } from 'xstate';
import { errorCodeOf, type ShellErrorCode } from '../effects/error-code';

export type LookupEvent = { type: 'lookup.retry' } | { type: 'lookup.reload' };

export interface LookupContext<T> {
  data: T | null;
  error: ShellErrorCode | null;
}

export function createLookupMachine<T>(load: PromiseActorLogic<T, void>) {
  return setup({
    types: {} as { context: LookupContext<T>; events: LookupEvent },
    actors: { load },
    actions: {
      setData: assign((_, params: { data: T }) => ({ data: params.data, error: null })),
      setError: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
    },
  }).createMachine({
    id: 'lookup',
    context: { data: null, error: null },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'load',
          src: 'load',
          onDone: { target: 'loaded', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
          onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      // The data stays shown while it reloads.
      loaded: { on: { 'lookup.reload': { target: 'loading' } } },
      failed: { on: { 'lookup.retry': { target: 'loading' } } },
    },
  });
}

/** A lookup of `load`'s answer, from a plain async function. */
export const lookupOf = <T>(load: (signal: AbortSignal) => Promise<T>) => createLookupMachine(fromPromise<T, void>(({ signal }) => load(signal)));

export type LookupMachine<T> = ReturnType<typeof createLookupMachine<T>>;
export type LookupRef<T> = ActorRefFrom<LookupMachine<T>>;
type Snap<T> = SnapshotFrom<LookupMachine<T>>;

export const selectLookupData = <T>(s: Snap<T>): T | null => s.context.data;
export const selectLookupFailed = <T>(s: Snap<T>): boolean => s.matches('failed');
export const selectLookupError = <T>(s: Snap<T>): ShellErrorCode | null => s.context.error;
