/**
 * List queries of the business services (DOMAIN.md "API conventions", List): parse and check
 * `?q=&sort=name,-createdAt&page=1&pageSize=50&{filter}=value` against a resource's spec, and answer it over an
 * array as `{ items, total, page, pageSize }`. Pure: the mock services answer lists with it, the UI builds and
 * checks its queries with it.
 */
import { PAGE_SIZE_MAX, PAGE_SIZE_MIN, type Page } from './resource';
import { compareText, fold } from './text';

export const DEFAULT_PAGE_SIZE = 50;
/** A longer `q` is refused (400). */
export const QUERY_MAX_LENGTH = 200;

export type FilterValue = string | number | boolean | null;

export interface FilterSpec<T> {
  /**
   * How the parameter is read: `string` (exact), `enum` (one of `values`), `boolean` (`true`/`false`),
   * `integer`, `reference` (an id; the word `null` asks for records without one), `date-range` (`from..to`, days
   * `YYYY-MM-DD`, either side may be left out; the field's day, its first 10 characters, is compared inclusively).
   */
  type: 'string' | 'enum' | 'boolean' | 'integer' | 'reference' | 'date-range';
  /** The allowed values of an `enum` filter. */
  values?: readonly string[];
  /** The record field compared for equality. @default the filter's own name */
  field?: keyof T & string;
  /** A derived filter (a product's `kit`, a stock level's `low`) decides itself instead of comparing a field. */
  matches?: (item: T, value: FilterValue) => boolean;
}

export interface ListSpec<T> {
  /** Text fields that `q` searches (contains, case- and accent-insensitive). */
  searchFields: readonly (keyof T & string)[];
  /** Fields that `sort` may name. */
  sortFields: readonly (keyof T & string)[];
  /** Query parameters that filter the list, by parameter name. */
  filters: Readonly<Record<string, FilterSpec<T>>>;
  /** The order when the query names none, e.g. `'name'` or `'-createdAt'`. @default by id only */
  defaultSort?: string;
  /**
   * Fields whose values sort in a business order rather than by their text (a document type's key is not what the
   * user reads: sales order, requisition, quotation… in the order the work goes). Values not listed come last.
   */
  sortOrders?: Partial<Record<keyof T & string, readonly string[]>>;
}

export interface SortKey<F extends string = string> {
  field: F;
  descending: boolean;
}

export interface ListQuery<T> {
  /** Trimmed; '' matches everything. */
  q: string;
  /** Ties are always broken by id, ascending. */
  sort: SortKey<keyof T & string>[];
  page: number;
  pageSize: number;
  filters: { name: string; value: FilterValue }[];
}

/** URLSearchParams, or a record of parameters as Mirage's `request.queryParams` (a repeated one is an array). */
export type ListQueryInput =
  | Pick<URLSearchParams, 'getAll' | 'keys'>
  | Readonly<Record<string, string | readonly string[] | null | undefined>>;

export interface ListQueryError {
  parameter: string;
  message: string;
}

export type ParsedListQuery<T> = { ok: true; query: ListQuery<T> } | { ok: false; errors: ListQueryError[] };

const isSearchParams = (input: ListQueryInput): input is Pick<URLSearchParams, 'getAll' | 'keys'> =>
  typeof (input as URLSearchParams).getAll === 'function' && typeof (input as URLSearchParams).keys === 'function';

/** Every value of every parameter, as lists. */
function valuesOf(input: ListQueryInput): Map<string, string[]> {
  const values = new Map<string, string[]>();
  if (isSearchParams(input)) {
    for (const key of input.keys()) if (!values.has(key)) values.set(key, input.getAll(key));
    return values;
  }
  for (const [key, value] of Object.entries(input)) {
    if (value === null || value === undefined) continue;
    values.set(key, typeof value === 'string' ? [value] : [...value]);
  }
  return values;
}

/** Parses `name,-createdAt` against the allowed fields. */
export function parseSort<F extends string>(text: string, allowed: readonly F[]): { ok: true; keys: SortKey<F>[] } | { ok: false; message: string } {
  const keys: SortKey<F>[] = [];
  for (const raw of text.split(',')) {
    const token = raw.trim();
    const descending = token.startsWith('-');
    const field = descending ? token.slice(1) : token;
    if (field === '') return { ok: false, message: `sort has an empty field in '${text}'` };
    if (!(allowed as readonly string[]).includes(field)) {
      return { ok: false, message: `sort field '${field}' is not one of ${allowed.join(', ') || '(none)'}` };
    }
    if (keys.some((k) => k.field === field)) return { ok: false, message: `sort names '${field}' twice` };
    keys.push({ field: field as F, descending });
  }
  return { ok: true, keys };
}

/** `name,-createdAt` */
export const formatSort = (keys: readonly SortKey[]): string => keys.map((k) => `${k.descending ? '-' : ''}${k.field}`).join(',');

function parseWhole(text: string, parameter: string, min: number, max: number): number | ListQueryError {
  const trimmed = text.trim();
  const value = /^\d{1,15}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    return { parameter, message: `${parameter} must be an integer from ${min}${max === Number.MAX_SAFE_INTEGER ? '' : ` to ${max}`}, got '${text}'` };
  }
  return value;
}

function parseFilter<T>(name: string, text: string, spec: FilterSpec<T>): FilterValue | ListQueryError {
  const value = text.trim();
  switch (spec.type) {
    case 'boolean':
      if (value === 'true' || value === 'false') return value === 'true';
      return { parameter: name, message: `${name} must be true or false, got '${text}'` };
    case 'integer':
      if (/^-?\d{1,15}$/.test(value)) return Number(value);
      return { parameter: name, message: `${name} must be an integer, got '${text}'` };
    case 'enum':
      if ((spec.values ?? []).includes(value)) return value;
      return { parameter: name, message: `${name} must be one of ${(spec.values ?? []).join(', ')}, got '${text}'` };
    case 'reference':
      return value === 'null' ? null : value;
    case 'string':
      return value;
    case 'date-range':
      if (parseDayRange(value)) return value;
      return { parameter: name, message: `${name} must be from..to with days as YYYY-MM-DD (either side may be left out, from not after to), got '${text}'` };
  }
}

/** A real calendar day written `YYYY-MM-DD`. */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date-range filter's value `from..to` (either side may be empty, not both; from not after to), or null. */
export function parseDayRange(value: string): { from: string; to: string } | null {
  const parts = value.split('..');
  if (parts.length !== 2) return null;
  const [from = '', to = ''] = parts;
  if (from === '' && to === '') return null;
  if ((from !== '' && !isCalendarDay(from)) || (to !== '' && !isCalendarDay(to))) return null;
  return from !== '' && to !== '' && from > to ? null : { from, to };
}

/** Whether an ISO day or instant (its first 10 characters) falls in the range, both ends included. */
function inDayRange(value: unknown, range: string): boolean {
  const parsed = parseDayRange(range);
  if (!parsed || typeof value !== 'string') return false;
  const day = value.slice(0, 10);
  return (parsed.from === '' || day >= parsed.from) && (parsed.to === '' || day <= parsed.to);
}

/**
 * Reads a list query. Unknown parameters are ignored (a cache-busting `_=` is common); a repeated known
 * parameter, an unknown or repeated sort field, a page below 1, a page size outside 1..500 or a filter value
 * of the wrong type is an error. Empty values count as absent.
 */
export function parseListQuery<T>(input: ListQueryInput, spec: ListSpec<T>): ParsedListQuery<T> {
  const values = valuesOf(input);
  const errors: ListQueryError[] = [];
  const single = (name: string): string | undefined => {
    const list = values.get(name);
    if (list === undefined || list.length === 0) return undefined;
    if (list.length > 1) {
      errors.push({ parameter: name, message: `${name} must appear once` });
      return undefined;
    }
    const value = list[0] as string;
    return value.trim() === '' ? undefined : value;
  };

  const q = (single('q') ?? '').trim();
  if (q.length > QUERY_MAX_LENGTH) errors.push({ parameter: 'q', message: `q must be at most ${QUERY_MAX_LENGTH} characters` });

  let sort: SortKey<keyof T & string>[] = [];
  const sortText = single('sort') ?? spec.defaultSort;
  if (sortText !== undefined) {
    const parsed = parseSort(sortText, spec.sortFields);
    if (parsed.ok) sort = parsed.keys;
    else errors.push({ parameter: 'sort', message: parsed.message });
  }

  let page = 1;
  const pageText = single('page');
  if (pageText !== undefined) {
    const parsed = parseWhole(pageText, 'page', 1, Number.MAX_SAFE_INTEGER);
    if (typeof parsed === 'number') page = parsed;
    else errors.push(parsed);
  }

  let pageSize = DEFAULT_PAGE_SIZE;
  const sizeText = single('pageSize');
  if (sizeText !== undefined) {
    const parsed = parseWhole(sizeText, 'pageSize', PAGE_SIZE_MIN, PAGE_SIZE_MAX);
    if (typeof parsed === 'number') pageSize = parsed;
    else errors.push(parsed);
  }

  const filters: ListQuery<T>['filters'] = [];
  for (const [name, filter] of Object.entries(spec.filters)) {
    const text = single(name);
    if (text === undefined) continue;
    const parsed = parseFilter(name, text, filter);
    if (parsed !== null && typeof parsed === 'object') errors.push(parsed);
    else filters.push({ name, value: parsed });
  }

  return errors.length > 0 ? { ok: false, errors } : { ok: true, query: { q, sort, page, pageSize, filters } };
}

/** The query as parameters (defaults left out), the inverse of `parseListQuery`. */
export function formatListQuery<T>(query: Partial<ListQuery<T>>): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.q) params.q = query.q;
  if (query.sort && query.sort.length > 0) params.sort = formatSort(query.sort);
  if (query.page !== undefined && query.page !== 1) params.page = String(query.page);
  if (query.pageSize !== undefined && query.pageSize !== DEFAULT_PAGE_SIZE) params.pageSize = String(query.pageSize);
  for (const { name, value } of query.filters ?? []) params[name] = value === null ? 'null' : String(value);
  return params;
}

type Comparable = string | number | boolean | null | undefined;

/** Nulls last; numbers and booleans by value; text by its folded form, then as written. */
export function compareValues(a: Comparable, b: Comparable): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'string' && typeof b === 'string') return compareText(a, b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a ? 1 : -1;
  return compareText(String(a), String(b));
}

const compareIds = (a: string, b: string): number => (a === b ? 0 : a < b ? -1 : 1);

/** Folded text of a field, kept per record object and checked against the current value (cheap on re-sorts). */
const foldCache = new WeakMap<object, Map<string, { value: string; folded: string }>>();
function foldedField(item: object, field: string, value: string): string {
  let fields = foldCache.get(item);
  if (!fields) {
    fields = new Map();
    foldCache.set(item, fields);
  }
  const cached = fields.get(field);
  if (cached !== undefined && cached.value === value) return cached.folded;
  const folded = fold(value);
  fields.set(field, { value, folded });
  return folded;
}

/** Whether one record passes the query's filters and `q`. */
export function matchesListQuery<T extends object>(item: T, query: Pick<ListQuery<T>, 'q' | 'filters'>, spec: ListSpec<T>): boolean {
  for (const { name, value } of query.filters) {
    const filter = spec.filters[name];
    if (!filter) continue;
    if (filter.matches) {
      if (!filter.matches(item, value)) return false;
    } else if (filter.type === 'date-range') {
      if (!inDayRange((item as Record<string, unknown>)[filter.field ?? name], String(value))) return false;
    } else if ((item as Record<string, unknown>)[filter.field ?? name] !== value) return false;
  }
  if (query.q === '') return true;
  const needle = fold(query.q);
  return spec.searchFields.some((field) => {
    const value = (item as Record<string, unknown>)[field];
    return typeof value === 'string' && foldedField(item, field, value).includes(needle);
  });
}

/**
 * Answers a list query over `items`: filters, `q`, sort (ties broken by id, so pages never overlap or skip),
 * then the page's slice (a page beyond the end has no items). `items` is not changed.
 */
export function applyListQuery<T extends { id: string }>(items: readonly T[], query: ListQuery<T>, spec: ListSpec<T>): Page<T> {
  const matching = query.q === '' && query.filters.length === 0 ? [...items] : items.filter((item) => matchesListQuery(item, query, spec));
  const keys = query.sort;
  const textKeys = keys.map((k) => matching.some((item) => typeof (item as Record<string, unknown>)[k.field] === 'string'));
  matching.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const { field, descending } = keys[i] as SortKey<keyof T & string>;
      const va = (a as Record<string, unknown>)[field] as Comparable;
      const vb = (b as Record<string, unknown>)[field] as Comparable;
      let order: number;
      const ranked = spec.sortOrders?.[field];
      if (ranked && typeof va === 'string' && typeof vb === 'string') {
        const rank = (v: string) => (ranked.includes(v) ? ranked.indexOf(v) : ranked.length);
        order = rank(va) - rank(vb);
      } else if (textKeys[i] && typeof va === 'string' && typeof vb === 'string') {
        const fa = foldedField(a, field, va);
        const fb = foldedField(b, field, vb);
        order = fa !== fb ? (fa < fb ? -1 : 1) : va === vb ? 0 : va < vb ? -1 : 1;
      } else {
        order = compareValues(va, vb);
      }
      if (order !== 0) return descending && va !== null && va !== undefined && vb !== null && vb !== undefined ? -order : order;
    }
    return compareIds(a.id, b.id);
  });
  const start = (query.page - 1) * query.pageSize;
  return { items: start >= matching.length ? [] : matching.slice(start, start + query.pageSize), total: matching.length, page: query.page, pageSize: query.pageSize };
}
