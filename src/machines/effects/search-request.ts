import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../config/runtime-config';
import { apiRequest } from './api-client';
import { isAppPath, isSafeImage } from './safe-url';
import { flag, id, list, record, text, type Fields } from './shape';

export interface ContactResult {
  id: string;
  /** An image source, or null when missing or unsafe. */
  avatar: string | null;
  name: string;
  link: string;
}
export interface PageResult {
  id: string;
  title: string;
  link: string;
}
export interface TaskResult {
  id: string;
  title: string;
  completed: boolean;
  link: string;
}

/** SPEC §3 "Search result set". */
export type SearchResultSet =
  | { id: 'contacts'; label: string; results: ContactResult[] }
  | { id: 'pages'; label: string; results: PageResult[] }
  | { id: 'tasks'; label: string; results: TaskResult[] };

export type SearchResult = ContactResult | PageResult | TaskResult;

/** What one search answered, tagged with the query it was asked for. */
export interface SearchAnswer {
  query: string;
  sets: SearchResultSet[];
}

function appLink(r: Fields, name: string): string {
  const link = text(r, 'link', name);
  if (!isAppPath(link)) throw new TypeError(`${name}.link must be an app path`);
  return link;
}

function parseSet(raw: unknown, name: string): SearchResultSet {
  const r = record(raw, name);
  const label = text(r, 'label', name);
  const results = list(r.results, `${name}.results`);
  const at = (index: number) => `${name}.results[${index}]`;
  switch (r.id) {
    case 'contacts':
      return {
        id: 'contacts',
        label,
        results: results.map((raw, index) => {
          const c = record(raw, at(index));
          const avatar = c.avatar === null || c.avatar === undefined ? null : text(c, 'avatar', at(index));
          return { id: id(c, 'id', at(index)), avatar: avatar !== null && isSafeImage(avatar) ? avatar : null, name: text(c, 'name', at(index)), link: appLink(c, at(index)) };
        }),
      };
    case 'pages':
      return {
        id: 'pages',
        label,
        results: results.map((raw, index) => {
          const p = record(raw, at(index));
          return { id: id(p, 'id', at(index)), title: text(p, 'title', at(index)), link: appLink(p, at(index)) };
        }),
      };
    case 'tasks':
      return {
        id: 'tasks',
        label,
        results: results.map((raw, index) => {
          const t = record(raw, at(index));
          return { id: id(t, 'id', at(index)), title: text(t, 'title', at(index)), completed: flag(t, 'completed', at(index)), link: appLink(t, at(index)) };
        }),
      };
    default:
      throw new TypeError(`${name}.id must be contacts, pages or tasks`);
  }
}

export const parseSearchResults = (raw: unknown): SearchResultSet[] =>
  list(raw, 'search').map((set, index) => parseSet(set, `search[${index}]`));

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
