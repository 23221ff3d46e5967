/**
 * The dashboard's questions to the services (issue 10 point 4, DOMAIN.md "Dashboard"): every figure is the `total` of a
 * list query with the list's own filters (a page of size 1), so it equals what its link shows: the link is the list's
 * address with the same parameters (the lists keep their filters in the address, list-query.ts). Requests are quiet
 * (a refused or missing resource is the widget's to handle, never the 404 page). Pure but for the requests.
 */
import type { RuntimeConfig, ServiceName } from '../../config/runtime-config';
import { apiRequest, pathSegment } from '../effects/api-client';
import { list, record } from '../effects/shape';

/** The day and the month the figures are about, in the company's time zone. */
export interface Period {
  /** `YYYY-MM-DD`. */
  today: string;
  monthStart: string;
  monthEnd: string;
}

/** The period of `now` in `timeZone` (the company's); an unknown zone falls back to UTC. */
export function periodOf(now: Date, timeZone: string): Period {
  let today: string;
  try {
    today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    today = now.toISOString().slice(0, 10);
  }
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const monthPrefix = today.slice(0, 7);
  return { today, monthStart: `${monthPrefix}-01`, monthEnd: `${monthPrefix}-${String(last).padStart(2, '0')}` };
}

/** A date-range filter's value (list-query.ts: `from..to`). */
export const dayRange = (from: string, to: string = from) => `${from}..${to}`;

export interface ListTarget {
  service: ServiceName;
  /** The resource under the service (`sales-orders`). */
  resource: string;
  /** The list page in the app (`/orders`). */
  path: string;
}

/** The list's address with these filters (in the given order; the list reads any order). */
export function listLink(path: string, filters: Record<string, string>): string {
  const query = Object.entries(filters)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value).replace(/%2C/gi, ',')}`)
    .join('&');
  return query === '' ? path : `${path}?${query}`;
}

function parseTotal(raw: unknown): number {
  const r = record(raw, 'page');
  list(r.items, 'page.items');
  const total = r.total;
  if (typeof total !== 'number' || !Number.isSafeInteger(total) || total < 0) throw new TypeError('page.total must be an integer >= 0');
  return total;
}

/** How many records of `target` match `filters`: the list's total. */
export function countOf(config: RuntimeConfig, target: ListTarget, filters: Record<string, string>, signal?: AbortSignal): Promise<number> {
  return apiRequest({
    method: 'GET',
    url: `${config.services[target.service]}/${pathSegment(target.resource)}`,
    query: { ...filters, page: 1, pageSize: 1 },
    appEvents: false,
    ...(signal ? { signal } : {}),
    parse: parseTotal,
  });
}

/** Every record of `target` that matches (pages of 500), each read by `parseItem`; stops after `maxPages`. */
export async function itemsOf<T>(
  config: RuntimeConfig,
  target: ListTarget,
  filters: Record<string, string>,
  parseItem: (raw: unknown) => T,
  signal?: AbortSignal,
  maxPages = 10,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const answer = await apiRequest({
      method: 'GET',
      url: `${config.services[target.service]}/${pathSegment(target.resource)}`,
      query: { ...filters, page, pageSize: 500 },
      appEvents: false,
      ...(signal ? { signal } : {}),
      parse: (raw) => {
        const r = record(raw, 'page');
        return { items: list(r.items, 'page.items').map(parseItem), total: parseTotal(raw) };
      },
    });
    items.push(...answer.items);
    if (items.length >= answer.total || answer.items.length === 0) break;
  }
  return items;
}
