/**
 * The loading bar (SPEC §4, §5): in auto mode it shows while any tracked request is pending and hides when
 * none remain; mode and progress are settable, and invalid input is logged and ignored.
 */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { trackRequests, type LoadingRequestEvent } from './effects/track-requests';

export type LoadingMode = 'determinate' | 'indeterminate';

export interface LoadingContext {
  /** Pending requests by URL (two requests to one URL count twice). */
  pending: Record<string, number>;
  /** @default true */
  auto: boolean;
  /** @default 'indeterminate' */
  mode: LoadingMode;
  /** 0 to 100. @default 0 */
  progress: number;
}

export type LoadingEvent =
  | LoadingRequestEvent
  | { type: 'loading.show' }
  | { type: 'loading.hide' }
  | { type: 'loading.auto.set'; value: boolean }
  | { type: 'loading.mode.set'; mode: LoadingMode }
  | { type: 'loading.progress.set'; value: number };

const hasUrl = (url: string | undefined): url is string => typeof url === 'string' && url !== '';
const pendingTotal = (pending: Record<string, number>) => Object.values(pending).reduce((sum, n) => sum + n, 0);

export const loadingMachine = setup({
  types: {} as { context: LoadingContext; events: LoadingEvent },
  actors: { trackRequests },
  guards: {
    isValidProgress: (_, params: { value: number }) => Number.isFinite(params.value) && params.value >= 0 && params.value <= 100,
    isAuto: ({ context }) => context.auto,
    isPending: ({ context }, params: { url: string | undefined }) => hasUrl(params.url) && (context.pending[params.url] ?? 0) > 0,
    // The request finishing now is the last one pending.
    isLastPendingInAuto: ({ context }, params: { url: string | undefined }) =>
      context.auto && hasUrl(params.url) && (context.pending[params.url] ?? 0) > 0 && pendingTotal(context.pending) === 1,
    hasPending: ({ context }) => pendingTotal(context.pending) > 0,
    isOff: (_, params: { value: boolean }) => !params.value,
    isMissingUrl: (_, params: { url: string | undefined }) => !hasUrl(params.url),
  },
  actions: {
    addPending: assign(({ context }, params: { url: string }) => ({
      pending: { ...context.pending, [params.url]: (context.pending[params.url] ?? 0) + 1 },
    })),
    removePending: assign(({ context }, params: { url: string }) => {
      const { [params.url]: count = 0, ...rest } = context.pending;
      return { pending: count > 1 ? { ...rest, [params.url]: count - 1 } : rest };
    }),
    setAuto: assign((_, params: { value: boolean }) => ({ auto: params.value })),
    setMode: assign((_, params: { mode: LoadingMode }) => ({ mode: params.mode })),
    setProgress: assign((_, params: { value: number }) => ({ progress: params.value })),
    // SPEC §5: logged and ignored. Provided by the app if it logs elsewhere.
    logInvalidProgress: (_, params: { value: number }) => {
      console.error(`The progress value must be between 0 and 100 (got ${String(params.value)})`);
    },
    logMissingUrl: () => {
      console.error('The request URL must be provided!');
    },
  },
}).createMachine({
  id: 'loading',
  context: { pending: {}, auto: true, mode: 'indeterminate', progress: 0 },
  invoke: { id: 'trackRequests', src: 'trackRequests' },
  initial: 'hidden',
  on: {
    'loading.show': { target: '.shown' },
    'loading.hide': { target: '.hidden' },
    'loading.mode.set': { actions: { type: 'setMode', params: ({ event }) => ({ mode: event.mode }) } },
    'loading.progress.set': [
      {
        guard: { type: 'isValidProgress', params: ({ event }) => ({ value: event.value }) },
        actions: { type: 'setProgress', params: ({ event }) => ({ value: event.value }) },
      },
      { actions: { type: 'logInvalidProgress', params: ({ event }) => ({ value: event.value }) } },
    ],
    // Turning auto on shows the bar exactly when something is pending.
    'loading.auto.set': [
      {
        guard: { type: 'isOff', params: ({ event }) => ({ value: event.value }) },
        actions: { type: 'setAuto', params: { value: false } },
      },
      { guard: 'hasPending', target: '.shown', actions: { type: 'setAuto', params: { value: true } } },
      { target: '.hidden', actions: { type: 'setAuto', params: { value: true } } },
    ],
    // Requests are counted in any mode; only auto mode shows and hides the bar for them.
    'loading.request.started': [
      { guard: { type: 'isMissingUrl', params: ({ event }) => ({ url: event.url }) }, actions: 'logMissingUrl' },
      {
        guard: 'isAuto',
        target: '.shown',
        actions: { type: 'addPending', params: ({ event }) => ({ url: event.url ?? '' }) },
      },
      { actions: { type: 'addPending', params: ({ event }) => ({ url: event.url ?? '' }) } },
    ],
    'loading.request.finished': [
      { guard: { type: 'isMissingUrl', params: ({ event }) => ({ url: event.url }) }, actions: 'logMissingUrl' },
      {
        guard: { type: 'isLastPendingInAuto', params: ({ event }) => ({ url: event.url }) },
        target: '.hidden',
        actions: { type: 'removePending', params: ({ event }) => ({ url: event.url ?? '' }) },
      },
      {
        guard: { type: 'isPending', params: ({ event }) => ({ url: event.url }) },
        actions: { type: 'removePending', params: ({ event }) => ({ url: event.url ?? '' }) },
      },
    ],
  },
  states: {
    hidden: {},
    shown: {},
  },
});

export type LoadingRef = ActorRefFrom<typeof loadingMachine>;
export type LoadingSnapshot = SnapshotFrom<typeof loadingMachine>;

export const selectIsLoadingShown = (s: LoadingSnapshot) => s.matches('shown');
export const selectLoadingMode = (s: LoadingSnapshot) => s.context.mode;
export const selectLoadingProgress = (s: LoadingSnapshot) => s.context.progress;
export const selectIsLoadingAuto = (s: LoadingSnapshot) => s.context.auto;
export const selectPendingRequests = (s: LoadingSnapshot) => pendingTotal(s.context.pending);
