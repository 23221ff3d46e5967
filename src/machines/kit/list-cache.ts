/**
 * The list's memory of its last few answers, newest first, so Back shows the exact previous list at once
 * while it revalidates. Pure helpers; the entries live in the list machine's context.
 */
import type { Page } from '../../domain/resource';

export interface ListCacheEntry<Row> {
  /** `requestKey(query)` of the answered query. */
  key: string;
  page: Page<Row>;
}

/** @default 5 */
export const LIST_CACHE_SIZE = 5;

export const findCached = <Row>(cache: readonly ListCacheEntry<Row>[], key: string | null): Page<Row> | null =>
  key === null ? null : (cache.find((entry) => entry.key === key)?.page ?? null);

export const rememberPage = <Row>(cache: readonly ListCacheEntry<Row>[], key: string, page: Page<Row>, size = LIST_CACHE_SIZE): ListCacheEntry<Row>[] =>
  [{ key, page }, ...cache.filter((entry) => entry.key !== key)].slice(0, size);

/** Replaces the row with the same id wherever it is shown or remembered. */
export const patchRows = <Row extends { id: string }>(rows: readonly Row[], row: Row): Row[] =>
  rows.some((r) => r.id === row.id) ? rows.map((r) => (r.id === row.id ? row : r)) : [...rows];

export const patchCache = <Row extends { id: string }>(cache: readonly ListCacheEntry<Row>[], row: Row): ListCacheEntry<Row>[] =>
  cache.map((entry) => ({ key: entry.key, page: { ...entry.page, items: patchRows(entry.page.items, row) } }));
