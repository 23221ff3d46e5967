/** GET /api/dashboards/{name} and GET /api/pages/activities (SPEC §7 "Dashboards"): one request each, read strictly. */
import { apiRequest, pathSegment } from '../../effects/api-client';
import { parseActivities, parseDashboard, type Activity, type Dashboard, type DashboardName } from './dashboard-data';

export const fetchDashboard = (name: DashboardName, signal?: AbortSignal): Promise<Dashboard> =>
  apiRequest({ method: 'GET', url: `/api/dashboards/${pathSegment(name)}`, signal, parse: (raw) => parseDashboard(name, raw) });

export const fetchActivities = (signal?: AbortSignal): Promise<Activity[]> =>
  apiRequest({ method: 'GET', url: '/api/pages/activities', signal, parse: parseActivities });
