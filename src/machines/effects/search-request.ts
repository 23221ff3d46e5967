import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../config/runtime-config';
import { apiRequest } from './api-client';
import { isAppPath } from './safe-url';
import { count, flag, id, list, record, text, validItems, type Fields } from './shape';

export interface PageResult {
  id: string;
  /** A navigation title's translation key (`nav.customers`). */
  title: string;
  link: string;
}

/**
 * The business record kinds the search finds (issue 13 point 5), in answer order. A new kind (documents by number,
 * issue 10) is one entry here, one in the mock's table (routes/search.ts) and one in the view's (heading, icon).
 */
export const recordKinds = ['customers', 'suppliers', 'products', 'employees', 'warehouses'] as const;
export type RecordKind = (typeof recordKinds)[number];

/** One business record found: its name, what tells it apart (code, tax id, SKU...), and its page. */
export interface RecordResult {
  id: string;
  title: string;
  /** Codes and identifiers shown under the title (e.g. `CLI-000012`, the RFC), each highlighted on its own. */
  details: string[];
  /** Deactivated records stay readable: found, and marked as such. */
  inactive: boolean;
  link: string;
}

/** A demo contact found by name (SPEC §3: contact results have avatar and name); its page is /apps/contacts/{id}. */
export interface ContactResult {
  id: string;
  name: string;
  /** The app's own picture or an uploaded data URL; anything else is no picture. */
  avatar: string | null;
  link: string;
}

/** A demo task found by title (SPEC §3: task results have title and completed); its page is /apps/tasks/{id}. */
export interface TaskResult {
  id: string;
  title: string;
  completed: boolean;
  link: string;
}

/**
 * SPEC §3 "Search result set" (id, label, results): pages, one set per record kind, which adds `total` (every match)
 * and `seeAll` (the kind's list filtered by the query), and the demo's contacts and tasks while the demo areas are on
 * (issue 14: their screens open them).
 */
export type SearchResultSet =
  | { id: 'pages'; label: string; results: PageResult[] }
  | { id: RecordKind; label: string; results: RecordResult[]; total: number; seeAll: string }
  | { id: 'contacts'; label: string; results: ContactResult[] }
  | { id: 'tasks'; label: string; results: TaskResult[] };

export type SearchResult = PageResult | RecordResult | ContactResult | TaskResult;

/** What one search answered, tagged with the query it was asked for. */
export interface SearchAnswer {
  query: string;
  sets: SearchResultSet[];
}

export const isRecordKind = (value: unknown): value is RecordKind => (recordKinds as readonly unknown[]).includes(value);

function appLink(r: Fields, key: string, name: string): string {
  const link = text(r, key, name);
  if (!isAppPath(link)) throw new TypeError(`${name}.${key} must be an app path`);
  return link;
}

/** Same-origin app images or image data URLs only (img-src 'self' data:); anything else shows the initials. */
function pictureOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (/^\/images\/[\w./-]+$/.test(value) && !value.includes('..')) return value;
  if (/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/.test(value)) return value;
  return null;
}

function parseSet(raw: unknown, name: string): SearchResultSet {
  const r = record(raw, name);
  const label = text(r, 'label', name);
  const results = list(r.results, `${name}.results`);
  if (r.id === 'pages') {
    return {
      id: 'pages',
      label,
      results: validItems(r.results, `${name}.results`, (raw, at) => {
        const p = record(raw, at);
        return { id: id(p, 'id', at), title: text(p, 'title', at), link: appLink(p, 'link', at) };
      }),
    };
  }
  if (r.id === 'contacts') {
    return {
      id: 'contacts',
      label,
      results: validItems(r.results, `${name}.results`, (raw, at) => {
        const c = record(raw, at);
        const link = appLink(c, 'link', at);
        if (!link.startsWith('/apps/contacts/')) throw new TypeError(`${at}.link must be a contact's page`);
        return { id: id(c, 'id', at), name: text(c, 'name', at), avatar: pictureOf(c.avatar), link };
      }),
    };
  }
  if (r.id === 'tasks') {
    return {
      id: 'tasks',
      label,
      results: validItems(r.results, `${name}.results`, (raw, at) => {
        const t = record(raw, at);
        const link = appLink(t, 'link', at);
        if (!link.startsWith('/apps/tasks/')) throw new TypeError(`${at}.link must be a task's page`);
        return { id: id(t, 'id', at), title: text(t, 'title', at), completed: flag(t, 'completed', at), link };
      }),
    };
  }
  if (!isRecordKind(r.id)) throw new TypeError(`${name}.id must be pages, contacts, tasks or one of ${recordKinds.join(', ')}`);
  const total = count(r, 'total', name);
  if (total < results.length) throw new TypeError(`${name}.total must be at least the number of results`);
  return {
    id: r.id,
    label,
    total,
    seeAll: appLink(r, 'seeAll', name),
    results: validItems(r.results, `${name}.results`, (raw, at) => {
      const c = record(raw, at);
      const details = list(c.details, `${at}.details`).map((detail, d) => {
        if (typeof detail !== 'string') throw new TypeError(`${at}.details[${d}] must be a string`);
        return detail;
      });
      return { id: id(c, 'id', at), title: text(c, 'title', at), details, inactive: flag(c, 'inactive', at), link: appLink(c, 'link', at) };
    }),
  };
}

/** A result or a set that does not parse (a link the product refuses) is dropped with a warning, not the answer. */
export const parseSearchResults = (raw: unknown): SearchResultSet[] => validItems(raw, 'search', parseSet);

/** POST api/common/search {query}. */
export const searchRequest = fromPromise<SearchAnswer, { config: RuntimeConfig; query: string }>(async ({ input, signal }) => ({
  query: input.query,
  sets: await apiRequest({
    method: 'POST',
    url: `${input.config.commonApi}/search`,
    body: { query: input.query },
    signal,
    parse: parseSearchResults,
  }),
}));
