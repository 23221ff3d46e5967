/**
 * A demo dashboard (/dashboards/{project|analytics|finance|crypto}, issue 14): loads its dataset and the activity feed
 * together, shows a clear failure with Retry, and keeps each of the dashboard's switches as a state of its own region
 * (project: the Home / Budget / Team tab, the GitHub issues' and the task distribution's week, the schedule's day;
 * analytics: the visitors' year). A switch answers only on the dashboard that has it, so `snapshot.can` offers it
 * nowhere else.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { isApiError } from '../../effects/api-error';
import type { Activity, Dashboard, DashboardName, ScheduleDay, WeekPeriod, YearPeriod } from './dashboard-data';
import { fetchActivities, fetchDashboard } from './get-dashboard';

export type DashboardFailure = 'offline' | 'malformed' | 'failed';
export const projectTabs = ['home', 'budget', 'team'] as const;
export type ProjectTab = (typeof projectTabs)[number];

export interface DashboardContext {
  name: DashboardName;
  dashboard: Dashboard | null;
  activities: Activity[];
  failure: DashboardFailure | null;
}

export type DashboardEvent =
  | { type: 'dashboard.retry' }
  | { type: 'dashboard.tab.select'; tab: ProjectTab }
  | { type: 'dashboard.issues.select'; period: WeekPeriod }
  | { type: 'dashboard.tasks.select'; period: WeekPeriod }
  | { type: 'dashboard.schedule.select'; day: ScheduleDay }
  | { type: 'dashboard.visitors.select'; period: YearPeriod };

export interface DashboardLoad {
  dashboard: Dashboard;
  activities: Activity[];
}

export const loadDashboard = fromPromise<DashboardLoad, { name: DashboardName }>(async ({ input, signal }) => {
  const [dashboard, activities] = await Promise.all([fetchDashboard(input.name, signal), fetchActivities(signal)]);
  return { dashboard, activities };
});

const failureOf = (error: unknown): DashboardFailure => {
  const code = isApiError(error) ? error.code : null;
  return code === 'offline' ? 'offline' : code === 'malformed' ? 'malformed' : 'failed';
};

/** A two-way switch region: each choice a state, the event's value picks it, only on `dashboard`. */
const choice = <E extends DashboardEvent['type']>(event: E, dashboard: DashboardName, key: string, values: readonly [string, string], states: readonly [string, string]) => ({
  initial: states[0],
  on: {
    [event]: values.map((value, i) => ({
      guard: { type: 'isChoice' as const, params: ({ event: e }: { event: DashboardEvent }) => ({ dashboard, value: (e as unknown as Record<string, string>)[key] ?? '', want: value }) },
      target: `.${states[i]}`,
    })),
  },
  states: { [states[0]]: {}, [states[1]]: {} },
});

export const dashboardMachine = setup({
  types: {} as { context: DashboardContext; events: DashboardEvent; input: { name: DashboardName } },
  actors: { loadDashboard },
  guards: {
    isChoice: ({ context }, params: { dashboard: DashboardName; value: string; want: string }) => context.name === params.dashboard && params.value === params.want,
  },
  actions: {
    setLoaded: assign((_, params: { load: DashboardLoad }) => ({ dashboard: params.load.dashboard, activities: params.load.activities, failure: null })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
  },
}).createMachine({
  id: 'dashboard',
  context: ({ input }) => ({ name: input.name, dashboard: null, activities: [], failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        input: ({ context }) => ({ name: context.name }),
        onDone: { target: 'ready', actions: { type: 'setLoaded', params: ({ event }) => ({ load: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'dashboard.retry': { target: 'loading' } } },
    ready: {
      type: 'parallel',
      states: {
        tab: {
          initial: 'home',
          on: {
            'dashboard.tab.select': projectTabs.map((tab) => ({
              guard: { type: 'isChoice' as const, params: ({ event }: { event: { tab: ProjectTab } }) => ({ dashboard: 'project' as const, value: event.tab, want: tab }) },
              target: `.${tab}`,
            })),
          },
          states: { home: {}, budget: {}, team: {} },
        },
        issues: choice('dashboard.issues.select', 'project', 'period', ['this-week', 'last-week'], ['thisWeek', 'lastWeek']),
        tasks: choice('dashboard.tasks.select', 'project', 'period', ['this-week', 'last-week'], ['thisWeek', 'lastWeek']),
        schedule: choice('dashboard.schedule.select', 'project', 'day', ['today', 'tomorrow'], ['today', 'tomorrow']),
        visitors: choice('dashboard.visitors.select', 'analytics', 'period', ['this-year', 'last-year'], ['thisYear', 'lastYear']),
      },
    },
  },
});

export type DashboardRef = ActorRefFrom<typeof dashboardMachine>;
export type DashboardSnapshot = SnapshotFrom<typeof dashboardMachine>;

const region = (s: DashboardSnapshot, name: string): string => {
  const value = s.value;
  if (typeof value !== 'object' || !('ready' in value)) return '';
  return String((value.ready as Record<string, unknown>)[name] ?? '');
};

export const selectIsLoading = (s: DashboardSnapshot): boolean => s.matches('loading');
export const selectFailure = (s: DashboardSnapshot): DashboardFailure | null => (s.matches('failed') ? s.context.failure : null);
export const selectDashboard = (s: DashboardSnapshot): Dashboard | null => (s.matches('ready') ? s.context.dashboard : null);
export const selectActivities = (s: DashboardSnapshot): Activity[] => (s.matches('ready') ? s.context.activities : []);
export const selectTab = (s: DashboardSnapshot): ProjectTab => (region(s, 'tab') || 'home') as ProjectTab;
export const selectIssuesPeriod = (s: DashboardSnapshot): WeekPeriod => (region(s, 'issues') === 'lastWeek' ? 'last-week' : 'this-week');
export const selectTasksPeriod = (s: DashboardSnapshot): WeekPeriod => (region(s, 'tasks') === 'lastWeek' ? 'last-week' : 'this-week');
export const selectScheduleDay = (s: DashboardSnapshot): ScheduleDay => (region(s, 'schedule') === 'tomorrow' ? 'tomorrow' : 'today');
export const selectVisitorsPeriod = (s: DashboardSnapshot): YearPeriod => (region(s, 'visitors') === 'lastYear' ? 'last-year' : 'this-year');
