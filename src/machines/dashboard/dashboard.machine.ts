/**
 * The dashboard's figures: one figure actor per widget the user's permissions open (dashboard-widgets.ts), spawned
 * when the dashboard shows, each loading on its own so a slow service never holds the others (or the page) back.
 * `dashboard.refresh` reloads every loaded widget.
 */
import { enqueueActions, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RuntimeConfig } from '../../config/runtime-config';
import type { Period } from './dashboard-queries';
import { widgetsFor, type WidgetId } from './dashboard-widgets';
import { figureMachine, type FigureRef } from './figure.machine';

export interface DashboardInput {
  config: RuntimeConfig;
  permissions: readonly string[];
  period: Period;
}

export interface DashboardContext {
  widgets: Array<{ id: WidgetId; ref: FigureRef }>;
}

export type DashboardEvent = { type: 'dashboard.refresh' };

export const dashboardMachine = setup({
  types: {} as { context: DashboardContext; input: DashboardInput; events: DashboardEvent },
  actors: { figureMachine },
  actions: {
    refreshAll: enqueueActions(({ context, enqueue }) => {
      for (const widget of context.widgets) enqueue.sendTo(widget.ref, { type: 'figure.refresh' });
    }),
  },
}).createMachine({
  id: 'dashboard',
  context: ({ input, spawn }) => ({
    widgets: widgetsFor(input.permissions).map((w) => ({
      id: w.id,
      ref: spawn('figureMachine', { id: `figure.${w.id}`, input: { id: w.id, config: input.config, period: input.period } }),
    })),
  }),
  initial: 'showing',
  states: {
    showing: { on: { 'dashboard.refresh': { actions: 'refreshAll' } } },
  },
});

export type DashboardRef = ActorRefFrom<typeof dashboardMachine>;
export const selectWidgets = (s: SnapshotFrom<typeof dashboardMachine>) => s.context.widgets;
