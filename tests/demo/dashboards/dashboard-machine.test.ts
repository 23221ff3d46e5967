// Issue 14, demo dashboards: the dashboard machine (load the dataset and the activities together, a clear failure with
// retry, each switch a state that answers only on the dashboard that has it) and generated paths over every switch.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { dashboardRows, activityRows } from '../../../src/mirage/demo/data/dashboards';
import { parseActivities, parseDashboard, type DashboardName } from '../../../src/machines/demo/dashboards/dashboard-data';
import {
  dashboardMachine,
  selectActivities,
  selectDashboard,
  selectFailure,
  selectIssuesPeriod,
  selectScheduleDay,
  selectTab,
  selectTasksPeriod,
  selectVisitorsPeriod,
  type DashboardEvent,
  type DashboardLoad,
} from '../../../src/machines/demo/dashboards/dashboard.machine';
import { ApiError } from '../../../src/machines/effects/api-error';
import { doneEvent, errorEvent } from '../../support/path-events';

const loadOf = (name: DashboardName): DashboardLoad => ({
  dashboard: parseDashboard(name, dashboardRows.find((r) => r.id === name)!.data),
  activities: parseActivities(activityRows),
});
const offline = new ApiError({ kind: 'network', code: 'offline', method: 'GET', url: '/api/dashboards/project' });
const malformed = new ApiError({ kind: 'malformed', code: 'malformed', method: 'GET', url: '/api/dashboards/project' });

const start = (name: DashboardName, load: (n: DashboardName) => Promise<DashboardLoad>) =>
  createActor(dashboardMachine.provide({ actors: { loadDashboard: fromPromise(({ input }) => load(input.name)) } }), { input: { name } }).start();

describe('dashboard machine', () => {
  it('loads the dataset it was given with the activities', async () => {
    const asked: string[] = [];
    const actor = start('finance', async (n) => (asked.push(n), loadOf(n)));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(asked).toEqual(['finance']);
    expect(selectDashboard(actor.getSnapshot())?.name).toBe('finance');
    expect(selectActivities(actor.getSnapshot())).toHaveLength(activityRows.length);
  });

  it('project: the tab and each week or day switch move their own region only', async () => {
    const actor = start('project', async (n) => loadOf(n));
    await waitFor(actor, (s) => s.matches('ready'));
    const s = () => actor.getSnapshot();
    expect([selectTab(s()), selectIssuesPeriod(s()), selectTasksPeriod(s()), selectScheduleDay(s())]).toEqual(['home', 'this-week', 'this-week', 'today']);
    actor.send({ type: 'dashboard.issues.select', period: 'last-week' });
    expect([selectIssuesPeriod(s()), selectTasksPeriod(s())]).toEqual(['last-week', 'this-week']);
    actor.send({ type: 'dashboard.schedule.select', day: 'tomorrow' });
    actor.send({ type: 'dashboard.tab.select', tab: 'team' });
    expect([selectTab(s()), selectScheduleDay(s()), selectIssuesPeriod(s())]).toEqual(['team', 'tomorrow', 'last-week']);
    actor.send({ type: 'dashboard.issues.select', period: 'this-week' });
    expect(selectIssuesPeriod(s())).toBe('this-week');
    // The visitors switch belongs to analytics: not offered here.
    expect(s().can({ type: 'dashboard.visitors.select', period: 'last-year' })).toBe(false);
  });

  it('analytics: the visitors year switches; project switches are not offered', async () => {
    const actor = start('analytics', async (n) => loadOf(n));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().can({ type: 'dashboard.tab.select', tab: 'team' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'dashboard.issues.select', period: 'last-week' })).toBe(false);
    actor.send({ type: 'dashboard.visitors.select', period: 'last-year' });
    expect(selectVisitorsPeriod(actor.getSnapshot())).toBe('last-year');
  });

  it('a failed load says why; Retry loads again', async () => {
    let calls = 0;
    const actor = start('crypto', async (n) => (++calls === 1 ? Promise.reject(offline) : loadOf(n)));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectFailure(actor.getSnapshot())).toBe('offline');
    expect(selectDashboard(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().can({ type: 'dashboard.retry' })).toBe(true);
    actor.send({ type: 'dashboard.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectFailure(actor.getSnapshot())).toBeNull();
    expect(calls).toBe(2);
  });

  it('a malformed answer is its own failure; any other error is a plain failure', async () => {
    const bad = start('project', () => Promise.reject(malformed));
    await waitFor(bad, (s) => s.matches('failed'));
    expect(selectFailure(bad.getSnapshot())).toBe('malformed');
    const other = start('project', () => Promise.reject(new Error('boom')));
    await waitFor(other, (s) => s.matches('failed'));
    expect(selectFailure(other.getSnapshot())).toBe('failed');
  });
});

const allEvents: DashboardEvent[] = [
  { type: 'dashboard.retry' },
  { type: 'dashboard.tab.select', tab: 'home' },
  { type: 'dashboard.tab.select', tab: 'budget' },
  { type: 'dashboard.tab.select', tab: 'team' },
  { type: 'dashboard.issues.select', period: 'this-week' },
  { type: 'dashboard.issues.select', period: 'last-week' },
  { type: 'dashboard.tasks.select', period: 'last-week' },
  { type: 'dashboard.schedule.select', day: 'tomorrow' },
  { type: 'dashboard.schedule.select', day: 'today' },
  { type: 'dashboard.visitors.select', period: 'last-year' },
  { type: 'dashboard.visitors.select', period: 'this-year' },
];

describe('dashboard machine, generated paths', () => {
  it.each(['project', 'analytics', 'finance', 'crypto'] as const)('%s: every reachable state keeps its name; data only when ready; a failure only when failed; switches only where they exist', (name) => {
    const paths = getShortestPaths(dashboardMachine, {
      input: { name },
      events: [...allEvents, doneEvent('loadDashboard', loadOf(name)), errorEvent('loadDashboard', offline)] as never,
    });
    const tabs = new Set<string>();
    const visitors = new Set<string>();
    for (const { state } of paths) {
      expect(state.context.name).toBe(name);
      expect(selectDashboard(state) !== null).toBe(state.matches('ready'));
      expect(selectFailure(state) !== null).toBe(state.matches('failed'));
      tabs.add(selectTab(state));
      visitors.add(selectVisitorsPeriod(state));
    }
    // Project reaches every tab, week and day combination (3 x 2 x 2 x 2), analytics both years; plus loading, failed and
    // loading again after a failure (the last failure kept in context, shown nowhere).
    const expected = { project: 24 + 3, analytics: 2 + 3, finance: 1 + 3, crypto: 1 + 3 }[name];
    expect(paths).toHaveLength(expected);
    expect(tabs).toEqual(new Set(name === 'project' ? ['home', 'budget', 'team'] : ['home']));
    expect(visitors).toEqual(new Set(name === 'analytics' ? ['this-year', 'last-year'] : ['this-year']));
  });
});
