/**
 * A document's history (`GET /{resource}/{id}/history`, newest first): loaded when the page opens, again after each
 * change of the document (`history.refresh` with the version now shown: an older or equal version is ignored), with
 * Retry after a failure, and by itself when a failure for want of a connection is over. The request is the section's (`loadHistory`).
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { HistoryEntry } from '../../domain/resource';
import { errorCodeOf, type ShellErrorCode } from '../effects/error-code';
import { listenForReconnect } from '../effects/reconnect';

export interface HistoryContext {
  id: string;
  /** The document version the entries were read for. */
  version: number;
  entries: HistoryEntry[];
  error: ShellErrorCode | null;
}

export type HistoryEvent = { type: 'history.refresh'; version: number } | { type: 'history.retry' } | { type: 'history.connection.back' };

export const historyMachine = setup({
  types: {} as { context: HistoryContext; input: { id: string; version: number }; events: HistoryEvent },
  actors: {
    listenForReconnect,
    loadHistory: fromPromise<HistoryEntry[], { id: string }>(async () => {
      throw new Error('historyMachine: provide the loadHistory actor');
    }),
  },
  guards: {
    isNewer: ({ context, event }) => event.type === 'history.refresh' && event.version > context.version,
    failedOffline: ({ context }) => context.error === 'offline',
  },
  actions: {
    setVersion: assign((_, params: { version: number }) => ({ version: params.version })),
    setEntries: assign((_, params: { entries: HistoryEntry[] }) => ({ entries: params.entries, error: null })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
  },
}).createMachine({
  id: 'history',
  context: ({ input }) => ({ id: input.id, version: input.version, entries: [], error: null }),
  initial: 'loading',
  // A newer version while loading starts the read again, so the last answer is for the last change.
  on: {
    'history.refresh': { guard: 'isNewer', target: '.loading', reenter: true, actions: { type: 'setVersion', params: ({ event }) => ({ version: event.version }) } },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadHistory',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'loaded', actions: { type: 'setEntries', params: ({ event }) => ({ entries: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loaded: {},
    // Failed for want of a connection: loads again once it is back (N5).
    failed: {
      invoke: { src: 'listenForReconnect', input: { type: 'history.connection.back' } },
      on: { 'history.retry': { target: 'loading' }, 'history.connection.back': { guard: 'failedOffline', target: 'loading' } },
    },
  },
});

export type HistoryRef = ActorRefFrom<typeof historyMachine>;
export type HistorySnapshot = SnapshotFrom<typeof historyMachine>;
export const selectHistoryStatus = (s: HistorySnapshot) => s.value as 'loading' | 'loaded' | 'failed';
export const selectHistoryEntries = (s: HistorySnapshot) => s.context.entries;
export const selectHistoryError = (s: HistorySnapshot) => s.context.error;
