/**
 * The options of a picker (a customer's business line, an order's customer, a line's product, the orders' customer
 * filter; the kit's one picker view, views/kit/picker.tsx): what the user types is searched after a pause (SPEC §9:
 * 300 ms), one request at a time (a newer query aborts the older one), with loading, empty and failed states, and
 * whether the input shows what is being typed (`editing`, until the list closes or an option is picked) or the chosen
 * option's label. The field's value itself (the chosen id) belongs to the form (or the list's filter).
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorCodeOf, type ShellErrorCode } from '../effects/error-code';

/** One option of a reference field. */
export interface ReferenceOption {
  id: string;
  label: string;
  /** A second line (a code, a tax id). */
  sublabel?: string;
}

/** The section's search: options matching `query` (empty: the first ones), respecting `signal`. */
export type ReferenceSearch = (query: string, signal: AbortSignal) => Promise<ReferenceOption[]>;

export const REFERENCE_SEARCH_DEBOUNCE_MS = 300;

export interface ReferenceContext {
  query: string;
  options: ReferenceOption[];
  error: ShellErrorCode | null;
  /** The query the options answer (null before the first answer). */
  answered: string | null;
  /** The input shows `query` (the user is typing); false: it shows the chosen option's label. */
  editing: boolean;
}

export type ReferenceEvent =
  /** The list opened: search what is typed now. */
  | { type: 'reference.open' }
  | { type: 'reference.query.change'; query: string }
  | { type: 'reference.retry' }
  /** The list closed or an option was picked: the input shows the chosen label again (the options are kept). */
  | { type: 'reference.close' };

export const referenceMachine = setup({
  types: {} as { context: ReferenceContext; events: ReferenceEvent; input: { query?: string } | undefined },
  actors: {
    searchOptions: fromPromise<ReferenceOption[], { query: string }>(async () => {
      throw new Error('referenceMachine: provide the searchOptions actor');
    }),
  },
  delays: { debounce: REFERENCE_SEARCH_DEBOUNCE_MS },
  guards: {
    isAnswered: ({ context }) => context.answered === context.query,
  },
  actions: {
    setQuery: assign((_, params: { query: string }) => ({ query: params.query, editing: true })),
    stopEditing: assign({ editing: false }),
    setOptions: assign(({ context }, params: { options: ReferenceOption[] }) => ({ options: params.options, error: null, answered: context.query })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
  },
}).createMachine({
  id: 'reference',
  context: ({ input }) => ({ query: input?.query ?? '', options: [], error: null, answered: null, editing: false }),
  initial: 'idle',
  on: {
    'reference.query.change': { target: '.debouncing', reenter: true, actions: { type: 'setQuery', params: ({ event }) => ({ query: event.query }) } },
    'reference.close': { actions: 'stopEditing' },
  },
  states: {
    idle: { on: { 'reference.open': [{ guard: 'isAnswered', target: 'ready' }, { target: 'searching' }] } },
    debouncing: { after: { debounce: { target: 'searching' } } },
    searching: {
      tags: ['busy'],
      invoke: {
        id: 'searchOptions',
        src: 'searchOptions',
        input: ({ context }) => ({ query: context.query }),
        onDone: { target: 'ready', actions: { type: 'setOptions', params: ({ event }) => ({ options: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: { on: { 'reference.open': [{ guard: 'isAnswered' }, { target: 'searching' }] } },
    failed: { on: { 'reference.retry': { target: 'searching' }, 'reference.open': { target: 'searching' } } },
  },
});

export type ReferenceRef = ActorRefFrom<typeof referenceMachine>;
export type ReferenceSnapshot = SnapshotFrom<typeof referenceMachine>;

/** The search actor over a section's search function (the request is aborted when a newer query starts). */
export const searchWith = (search: ReferenceSearch) =>
  fromPromise<ReferenceOption[], { query: string }>(({ input, signal }) => search(input.query, signal));

export const selectReferenceOptions = (s: ReferenceSnapshot) => s.context.options;
export const selectIsReferenceLoading = (s: ReferenceSnapshot) => s.hasTag('busy') || s.matches('debouncing');
export const selectReferenceError = (s: ReferenceSnapshot) => (s.matches('failed') ? s.context.error : null);
/** What the input shows while the user types (null: the chosen option's label). */
export const selectReferenceTyping = (s: ReferenceSnapshot) => (s.context.editing ? s.context.query : null);
/** The query the options are searched for (the empty message names it). */
export const selectReferenceQuery = (s: ReferenceSnapshot) => s.context.query;
/** Try again is offered exactly when the machine takes it (its failed state). */
export const selectCanRetryReference = (s: ReferenceSnapshot) => s.can({ type: 'reference.retry' });
/** Answered, and nothing matches. */
export const selectIsReferenceEmpty = (s: ReferenceSnapshot) => s.matches('ready') && s.context.options.length === 0;
