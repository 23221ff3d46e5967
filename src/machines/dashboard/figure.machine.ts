/**
 * One dashboard widget: loads its figures (its definition's list queries), shows them, offers Retry after a failure
 * and Refresh when loaded. A service that answers 404 for the resource (not there yet) or 403 (the permission was
 * taken away) makes the widget `unavailable`: it shows nothing rather than a made-up number.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RuntimeConfig } from '../../config/runtime-config';
import { errorCodeOf, type ShellErrorCode } from '../effects/error-code';
import type { Period } from './dashboard-queries';
import { widgetById, type WidgetData, type WidgetId } from './dashboard-widgets';

export interface FigureInput {
  id: WidgetId;
  config: RuntimeConfig;
  period: Period;
}

export interface FigureContext extends FigureInput {
  data: WidgetData | null;
  error: ShellErrorCode | null;
}

export type FigureEvent = { type: 'figure.retry' } | { type: 'figure.refresh' };

export const figureMachine = setup({
  types: {} as { context: FigureContext; input: FigureInput; events: FigureEvent },
  actors: {
    loadFigures: fromPromise<WidgetData, FigureInput>(({ input, signal }) => widgetById(input.id).load(input.config, input.period, signal)),
  },
  guards: {
    isUnavailable: ({ event }) => {
      const code = errorCodeOf((event as { error?: unknown }).error);
      return code === 'notFound' || code === 'forbidden';
    },
  },
  actions: {
    setData: assign((_, params: { data: WidgetData }) => ({ data: params.data, error: null })),
    // A failed reload drops the figures it had: a number the service no longer confirms is not shown.
    setError: assign((_, params: { error: unknown }) => ({ data: null, error: errorCodeOf(params.error) })),
  },
}).createMachine({
  id: 'figure',
  context: ({ input }) => ({ ...input, data: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadFigures',
        src: 'loadFigures',
        input: ({ context }) => ({ id: context.id, config: context.config, period: context.period }),
        onDone: { target: 'loaded', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
        onError: [
          { guard: 'isUnavailable', target: 'unavailable', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
          { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    loaded: { on: { 'figure.refresh': { target: 'loading' } } },
    failed: { on: { 'figure.retry': { target: 'loading' } } },
    unavailable: {},
  },
});

export type FigureRef = ActorRefFrom<typeof figureMachine>;
export type FigureSnapshot = SnapshotFrom<typeof figureMachine>;
export const selectFigureStatus = (s: FigureSnapshot) => s.value as 'loading' | 'loaded' | 'failed' | 'unavailable';
export const selectFigureData = (s: FigureSnapshot) => s.context.data;
export const selectFigureError = (s: FigureSnapshot) => s.context.error;
export const selectFigureId = (s: FigureSnapshot) => s.context.id;
