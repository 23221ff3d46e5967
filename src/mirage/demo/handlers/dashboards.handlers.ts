/** Dashboards area (lazy chunk): the four datasets and the activities. */
import { activityRows, dashboardRows, type Activity, type DashboardRow } from '../data/dashboards';
import type { Handler } from '../endpoint';
import { table, type MirageSchema } from '../../shared/store';

const dashboards = (s: MirageSchema) => table<DashboardRow>(s, 'dashboard');
const activities = (s: MirageSchema) => table<Activity>(s, 'activity');

export function seed(schema: MirageSchema): void {
  dashboards(schema).seed(dashboardRows);
  activities(schema).seed(activityRows);
}

const dataset =
  (datasetId: DashboardRow['id']): Handler =>
  ({ schema }) =>
    dashboards(schema).find(datasetId)?.data ?? null;

export const handlers = {
  getProject: dataset('project'),
  getAnalytics: dataset('analytics'),
  getFinance: dataset('finance'),
  getCrypto: dataset('crypto'),
  getActivities: ({ schema }) =>
    activities(schema)
      .all()
      .sort((a, b) => Date.parse(b.date) - Date.parse(a.date)),
} satisfies Record<string, Handler>;
