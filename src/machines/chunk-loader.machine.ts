/**
 * Chunk loader: one lazily loaded section's code (issue 11 fault 2, SECURITY-TESTS N7). A failure while offline (or on
 * a network error) never reloads: the section shows its error with Retry and loads by itself when the connection
 * returns. A replaced chunk (the server answers 404 or an HTML fallback) reloads the page once within the cooldown;
 * after that it shows the error with Reload.
 */
import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ChunkFailure } from './effects/chunk-loading';

export interface ChunkLoaderInput<M> {
  /** Imports the chunk. */
  load: () => Promise<M>;
  /** The module when an earlier loader of the same chunk got it: shown at once. @default null */
  loaded?: M | null;
}

export interface ChunkLoaderContext<M> {
  load: () => Promise<M>;
  module: M | null;
  failure: ChunkFailure | null;
}

export type ChunkLoaderEvent = { type: 'chunk.retry' } | { type: 'chunk.reload' } | { type: 'chunk.online' };

type Module = unknown;

export const chunkLoaderMachine = setup({
  types: {} as { context: ChunkLoaderContext<Module>; input: ChunkLoaderInput<Module>; events: ChunkLoaderEvent },
  actors: {
    loadChunk: fromPromise<Module, { load: () => Promise<Module> }>(({ input }) => input.load()),
    // Browser implementations in effects/chunk-loading.ts, provided by views/ui/lazy-section.tsx.
    classifyFailure: fromPromise<ChunkFailure>(async () => 'offline'),
    listenToConnection: fromCallback(() => () => undefined),
  },
  guards: {
    hasModule: ({ context }) => context.module !== null,
    isOffline: (_, params: { failure: ChunkFailure }) => params.failure === 'offline',
    // Browser effect: whether the one reload of the cooldown is still available (provided).
    canReload: () => false,
  },
  actions: {
    setModule: assign((_, params: { module: Module }) => ({ module: params.module, failure: null })),
    setFailure: assign((_, params: { failure: ChunkFailure }) => ({ failure: params.failure })),
    // Browser effects (provided): keep the module for the next mount; record the reload and reload the page.
    rememberModule: (_, _params: { module: Module }) => undefined,
    reloadPage: () => undefined,
  },
}).createMachine({
  id: 'chunk',
  context: ({ input }) => ({ load: input.load, module: input.loaded ?? null, failure: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasModule', target: 'ready' }, { target: 'loading' }] },
    loading: {
      invoke: {
        id: 'loadChunk',
        src: 'loadChunk',
        input: ({ context }) => ({ load: context.load }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'setModule', params: ({ event }) => ({ module: event.output }) },
            { type: 'rememberModule', params: ({ event }) => ({ module: event.output }) },
          ],
        },
        onError: { target: 'classifying' },
      },
    },
    classifying: {
      invoke: {
        id: 'classifyFailure',
        src: 'classifyFailure',
        onDone: [
          {
            guard: { type: 'isOffline', params: ({ event }) => ({ failure: event.output }) },
            target: 'failed.offline',
            actions: { type: 'setFailure', params: ({ event }) => ({ failure: event.output }) },
          },
          { guard: 'canReload', target: 'reloading', actions: { type: 'setFailure', params: { failure: 'replaced' } } },
          { target: 'failed.replaced', actions: { type: 'setFailure', params: { failure: 'replaced' } } },
        ],
        // Not even the probe could run: treat it as the network, which never reloads.
        onError: { target: 'failed.offline', actions: { type: 'setFailure', params: { failure: 'offline' } } },
      },
    },
    reloading: { tags: ['busy'], entry: 'reloadPage' },
    failed: {
      initial: 'offline',
      states: {
        offline: {
          invoke: { id: 'listenToConnection', src: 'listenToConnection' },
          on: { 'chunk.online': { target: '#chunk.loading' }, 'chunk.retry': { target: '#chunk.loading' } },
        },
        replaced: {
          on: { 'chunk.reload': { target: '#chunk.reloading' }, 'chunk.retry': { target: '#chunk.loading' } },
        },
      },
    },
    ready: { type: 'final' },
  },
});

export type ChunkLoaderRef = ActorRefFrom<typeof chunkLoaderMachine>;
type Snapshot = SnapshotFrom<typeof chunkLoaderMachine>;

export const selectChunkModule = (s: Snapshot) => (s.matches('ready') ? s.context.module : null);
export const selectChunkFailure = (s: Snapshot): ChunkFailure | null => (s.matches('failed') ? s.context.failure : null);
export const selectIsChunkLoading = (s: Snapshot) => s.matches('starting') || s.matches('loading') || s.matches('classifying') || s.matches('reloading');
