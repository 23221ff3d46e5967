/**
 * A business list's query and its address (issue 8, section kit): what a `ListSpec` allows, how the address's
 * search string becomes a `ListQuery` (tolerant: the address may be hand-edited) and back (canonical: equal
 * queries give equal strings), and the service's request parameters (DOMAIN.md "API conventions").
 * Pure: no XState, no React, no DOM.
 */
import { DEFAULT_PAGE_SIZE, QUERY_MAX_LENGTH, type ListSpec as ServiceListSpec } from '../../domain/list-query';
import { PAGE_SIZE_MAX, PAGE_SIZE_MIN } from '../../domain/resource';
import { parseIsoDate } from './format';

export type ListFilterKind = 'enum' | 'text' | 'boolean' | 'date-range' | 'reference';

export interface ListFilterSpec {
  /** The address parameter and the service's `{field}=` parameter. Not one of `reservedParams`. */
  name: string;
  kind: ListFilterKind;
  /** The allowed values of an `enum` filter (others are dropped from the address). @default any token */
  values?: readonly string[];
}

export interface ListColumnSpec {
  id: string;
  /** Shown when neither the address nor the user's preferences choose the columns. */
  defaultVisible: boolean;
  /** The sort key its header sorts by; none: the header does not sort. @default undefined */
  sortField?: string;
}

export interface ListSpec {
  /** Names the list in preferences and in system ids (`customers`). */
  id: string;
  /** The route the list lives on (`/admin/customers`); the list reads the address only there. */
  path: string;
  /** The service's sort keys. */
  sortFields: readonly string[];
  /** Sort keys, `-` for descending (`['name']`). Non-empty. */
  defaultSort: readonly string[];
  filters: readonly ListFilterSpec[];
  /** @default [25, 50, 100, 200] */
  pageSizes?: readonly number[];
  /** @default 50 */
  defaultPageSize?: number;
  columns: readonly ListColumnSpec[];
}

/** A list's query: what the address says, with defaults filled in. */
export interface ListQuery {
  /** Trimmed free text; '' for none. */
  q: string;
  /** Sort keys, primary first: `'name'`, `'-createdAt'`. Never empty. */
  sort: string[];
  /** From 1. */
  page: number;
  pageSize: number;
  /** Filter name to its value (valid values only; a filter without a value is absent). */
  filters: Record<string, string>;
  /** Visible column ids in spec order, when they differ from the defaults. @default undefined (the defaults) */
  columns?: string[];
}

/** Saved per user and tenant; fills in what the address leaves out. */
export interface ListPreferences {
  columns?: string[];
  pageSize?: number;
}

/**
 * A list's spec from the service's own (src/domain: what may be sorted and filtered, the default order) and what only
 * the screen knows (its id, path and columns): the address can never ask for what the service would refuse.
 */
export function listSpecFrom<T>(service: ServiceListSpec<T>, screen: Pick<ListSpec, 'id' | 'path' | 'columns' | 'pageSizes' | 'defaultPageSize'>): ListSpec {
  const kindOf = (type: string): ListFilterKind => (type === 'enum' || type === 'boolean' || type === 'reference' || type === 'date-range' ? type : 'text');
  return {
    ...screen,
    sortFields: service.sortFields,
    defaultSort: service.defaultSort ? [service.defaultSort] : [],
    filters: Object.entries(service.filters).map(([name, filter]) => ({
      name,
      kind: kindOf(filter.type),
      ...(filter.values ? { values: filter.values } : {}),
    })),
  };
}

export const DEFAULT_PAGE_SIZES = [25, 50, 100, 200] as const;
// The services' own limits (src/domain/list-query): the address never asks for what the service would refuse.
export { DEFAULT_PAGE_SIZE, QUERY_MAX_LENGTH as QUERY_TEXT_MAX };
export const FILTER_VALUE_MAX = 100;
export const PAGE_MAX = 1_000_000;
/** More sort keys than this are dropped (shift-click adds keys up to this many). */
export const SORT_KEYS_MAX = 3;
/** Parameters of the address that are not filters. */
export const reservedParams = ['q', 'sort', 'page', 'pageSize', 'columns'] as const;

export const pageSizesOf = (spec: ListSpec): readonly number[] => spec.pageSizes ?? DEFAULT_PAGE_SIZES;

/** A developer's mistake in a spec is thrown at once, not discovered as a strange address later. */
export function assertListSpec(spec: ListSpec): void {
  const problems: string[] = [];
  for (const filter of spec.filters) {
    if ((reservedParams as readonly string[]).includes(filter.name)) problems.push(`filter "${filter.name}" uses a reserved parameter`);
  }
  if (spec.defaultSort.length === 0) problems.push('defaultSort is empty');
  for (const key of spec.defaultSort) if (!spec.sortFields.includes(sortFieldOf(key))) problems.push(`defaultSort "${key}" is not a sort field`);
  for (const column of spec.columns) {
    if (column.sortField !== undefined && !spec.sortFields.includes(column.sortField)) problems.push(`column "${column.id}" sorts by unknown "${column.sortField}"`);
  }
  const sizes = pageSizesOf(spec);
  if (!sizes.includes(spec.defaultPageSize ?? DEFAULT_PAGE_SIZE)) problems.push('defaultPageSize is not one of pageSizes');
  if (sizes.some((size) => !Number.isInteger(size) || size < PAGE_SIZE_MIN || size > PAGE_SIZE_MAX)) problems.push('a page size is out of 1..500');
  if (problems.length > 0) throw new Error(`List spec "${spec.id}": ${problems.join('; ')}`);
}

export const sortFieldOf = (key: string): string => (key.startsWith('-') ? key.slice(1) : key);
export const isDescending = (key: string): boolean => key.startsWith('-');

/** The defaults a query falls back to: the user's valid preferences over the spec's. */
export function listDefaults(spec: ListSpec, preferences: ListPreferences = {}): { pageSize: number; columns: string[] } {
  const pageSize = preferences.pageSize !== undefined && pageSizesOf(spec).includes(preferences.pageSize)
    ? preferences.pageSize
    : (spec.defaultPageSize ?? DEFAULT_PAGE_SIZE);
  const chosen = preferences.columns ? orderColumns(preferences.columns, spec) : [];
  const columns = chosen.length > 0 ? chosen : spec.columns.filter((c) => c.defaultVisible).map((c) => c.id);
  return { pageSize, columns };
}

/** Known ids, once each, in the spec's order. */
function orderColumns(ids: readonly string[], spec: ListSpec): string[] {
  const wanted = new Set(ids);
  return spec.columns.filter((c) => wanted.has(c.id)).map((c) => c.id);
}

/** The columns shown for a query. */
export const visibleColumns = (query: ListQuery, spec: ListSpec, preferences?: ListPreferences): string[] =>
  query.columns ?? listDefaults(spec, preferences).columns;

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** A real calendar day written `YYYY-MM-DD` (the formats' own reading of a day). */
export const isIsoDate = (value: string): boolean => parseIsoDate(value) !== null;

/** A date-range filter's value: `from..to`, either side may be left out (`2025-01-01..`), never both. */
export function parseDateRange(value: string): { from: string; to: string } | null {
  const parts = value.split('..');
  if (parts.length !== 2) return null;
  const [from = '', to = ''] = parts;
  if (from === '' && to === '') return null;
  if ((from !== '' && !isIsoDate(from)) || (to !== '' && !isIsoDate(to))) return null;
  if (from !== '' && to !== '' && from > to) return null;
  return { from, to };
}

/** '' when both sides are empty (the filter is cleared). */
export const formatDateRange = (from: string, to: string): string => (from === '' && to === '' ? '' : `${from}..${to}`);

/** The filter's value as the address may carry it, or null (dropped). */
export function normalizeFilterValue(filter: ListFilterSpec, raw: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  switch (filter.kind) {
    case 'enum':
      if (filter.values) return filter.values.includes(value) ? value : null;
      return value.length <= FILTER_VALUE_MAX ? value : null;
    case 'boolean':
      return value === 'true' || value === 'false' ? value : null;
    case 'date-range':
      return parseDateRange(value) ? value : null;
    case 'text':
    case 'reference':
      return value.length <= FILTER_VALUE_MAX ? value : null;
  }
}

function parseSort(raw: string | null, spec: ListSpec): string[] {
  const keys: string[] = [];
  for (const key of (raw ?? '').split(',')) {
    const field = sortFieldOf(key);
    if (!spec.sortFields.includes(field) || keys.some((k) => sortFieldOf(k) === field)) continue;
    keys.push(key);
  }
  return keys.length > 0 ? keys.slice(0, SORT_KEYS_MAX) : [...spec.defaultSort];
}

function parsePage(raw: string | null): number {
  if (raw === null || !/^\d{1,7}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= PAGE_MAX ? page : 1;
}

/** The address's search (`?q=ana&sort=-createdAt`, with or without `?`) as a query. Junk falls back to defaults. */
export function parseListQuery(search: string, spec: ListSpec, preferences?: ListPreferences): ListQuery {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const defaults = listDefaults(spec, preferences);
  const q = (params.get('q') ?? '').trim().slice(0, QUERY_MAX_LENGTH).trim();
  const sizeRaw = params.get('pageSize');
  const size = sizeRaw !== null && /^\d{1,3}$/.test(sizeRaw) ? Number(sizeRaw) : NaN;
  const pageSize = pageSizesOf(spec).includes(size) ? size : defaults.pageSize;
  const filters: Record<string, string> = {};
  for (const filter of spec.filters) {
    const raw = params.get(filter.name);
    const value = raw === null ? null : normalizeFilterValue(filter, raw);
    if (value !== null) filters[filter.name] = value;
  }
  const query: ListQuery = { q, sort: parseSort(params.get('sort'), spec), page: parsePage(params.get('page')), pageSize, filters };
  const columnsRaw = params.get('columns');
  if (columnsRaw !== null) {
    const columns = orderColumns(columnsRaw.split(','), spec);
    if (columns.length > 0 && !sameList(columns, defaults.columns)) query.columns = columns;
  }
  return query;
}

// Commas stay readable in the address (`sort=name,-createdAt`); everything else is percent-encoded.
const encode = (value: string) => encodeURIComponent(value).replace(/%2C/gi, ',');

/**
 * The query as a search string (`''` or `?…`), canonical: parameters in a fixed order (q, filters in spec
 * order, sort, page, pageSize, columns) and defaults left out, so equal queries give equal strings.
 */
export function serializeListQuery(query: ListQuery, spec: ListSpec, preferences?: ListPreferences): string {
  const defaults = listDefaults(spec, preferences);
  const parts: string[] = [];
  if (query.q !== '') parts.push(`q=${encode(query.q)}`);
  for (const filter of spec.filters) {
    const value = query.filters[filter.name];
    if (value !== undefined && value !== '') parts.push(`${encode(filter.name)}=${encode(value)}`);
  }
  if (!sameList(query.sort, spec.defaultSort)) parts.push(`sort=${encode(query.sort.join(','))}`);
  if (query.page !== 1) parts.push(`page=${query.page}`);
  if (query.pageSize !== defaults.pageSize) parts.push(`pageSize=${query.pageSize}`);
  if (query.columns && query.columns.length > 0 && !sameList(query.columns, defaults.columns)) {
    parts.push(`columns=${encode(query.columns.join(','))}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** The service's list parameters (`GET /{resource}?q=&sort=&page=&pageSize=&{field}=`), in a fixed order. */
export function toRequestParams(query: ListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.q !== '') params.q = query.q;
  params.sort = query.sort.join(',');
  params.page = String(query.page);
  params.pageSize = String(query.pageSize);
  for (const name of Object.keys(query.filters).sort()) {
    const value = query.filters[name];
    if (value !== undefined && value !== '') params[name] = value;
  }
  return params;
}

/** Equal for two queries that ask the service the same thing (columns do not count). */
export const requestKey = (query: ListQuery): string => new URLSearchParams(toRequestParams(query)).toString();

/** Whether the query narrows the data (free text or a filter): an empty answer then means "no match". */
export const isNarrowed = (query: ListQuery): boolean => query.q !== '' || Object.keys(query.filters).length > 0;

export const lastPageOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/**
 * The next sort after a click on `field`'s header. A plain click sorts by that field alone, ascending, or flips
 * it when it is already the primary key (asc <-> desc; there is no unsorted state, the service always sorts).
 * `additive` (shift-click) flips the field where it is or appends it ascending, up to `SORT_KEYS_MAX` keys.
 */
export function toggleSort(sort: readonly string[], field: string, additive = false): string[] {
  const at = sort.findIndex((key) => sortFieldOf(key) === field);
  const flipped = (key: string) => (isDescending(key) ? field : `-${field}`);
  if (additive) {
    if (at >= 0) return sort.map((key, i) => (i === at ? flipped(key) : key));
    return sort.length >= SORT_KEYS_MAX ? [...sort] : [...sort, field];
  }
  if (at === 0) return [flipped(sort[0]!)];
  return [field];
}

/** 'ascending' | 'descending' when `field` is the primary sort key, else null (aria-sort belongs to one header). */
export function sortDirectionOf(sort: readonly string[], field: string): 'ascending' | 'descending' | null {
  const primary = sort[0];
  if (primary === undefined || sortFieldOf(primary) !== field) return null;
  return isDescending(primary) ? 'descending' : 'ascending';
}
