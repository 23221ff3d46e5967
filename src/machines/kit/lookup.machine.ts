/**
 * A small reference set a section shows by name (units, categories, warehouses, the products a kit is made of):
 * loaded on first use and kept, reloaded on demand or for another input, with a failed state and retry. Not for
 * large lists: those use the list kit.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type PromiseActorLogic, type SnapshotFrom } from 'xstate';
import { errorCodeOf, type ShellErrorCode } from '../effects/error-code';

export type LookupEvent<I = void> = { type: 'lookup.retry' } | { type: 'lookup.reload' } | { type: 'lookup.load'; input: I };

export interface LookupContext<T, I> {
  input: I;
  data: T | null;
  error: ShellErrorCode | null;
}

export function createLookupMachine<T, I = void>(load: PromiseActorLogic<T, I>) {
  return setup({
    types: {} as { context: LookupContext<T, I>; events: LookupEvent<I>; input: I },
    // Typed loosely inside: tsc cannot follow a generic input through invoke; the factory's signature keeps it typed.
    actors: { load: load as PromiseActorLogic<T, unknown> },
    actions: {
      setData: assign((_, params: { data: T }) => ({ data: params.data, error: null })),
      setError: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
      setInput: assign((_, params: { input: I }) => ({ input: params.input })),
    },
  }).createMachine({
    id: 'lookup',
    context: ({ input }) => ({ input, data: null, error: null }),
    initial: 'loading',
    // Another input (the products of another kit): load that one; an older answer is dropped with its request.
    on: { 'lookup.load': { target: '.loading', reenter: true, actions: { type: 'setInput', params: ({ event }) => ({ input: event.input }) } } },
    states: {
      loading: {
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }: { context: LookupContext<T, I> }): unknown => context.input,
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

/** A lookup of `load`'s answer, from a plain async function of its input. */
export const lookupOf = <T, I = void>(load: (input: I, signal: AbortSignal) => Promise<T>) =>
  createLookupMachine<T, I>(fromPromise<T, I>(({ input, signal }) => load(input, signal)));

export type LookupMachine<T, I = void> = ReturnType<typeof createLookupMachine<T, I>>;
export type LookupRef<T, I = void> = ActorRefFrom<LookupMachine<T, I>>;
type Snap<T, I> = SnapshotFrom<LookupMachine<T, I>>;

export const selectLookupData = <T, I = void>(s: Snap<T, I>): T | null => s.context.data;
export const selectLookupInput = <T, I>(s: Snap<T, I>): I => s.context.input;
export const selectLookupFailed = <T, I = void>(s: Snap<T, I>): boolean => s.matches('failed');
