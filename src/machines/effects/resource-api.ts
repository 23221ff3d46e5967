/**
 * The requests of a business resource (DOMAIN.md "API conventions"): list, read, create, update, delete, history,
 * lifecycle events. One set of functions for every section; each answer is checked by the section's parser, so a
 * malformed answer is rejected as `malformed` by the request layer (B1). No React, no XState.
 */
import type { RuntimeConfig, ServiceName } from '../../config/runtime-config';
import type { Audited, HistoryEntry, Page } from '../../domain/resource';
import { apiRequest, pathSegment, type QueryValue } from './api-client';
import { isoTime, list, record, text } from './shape';

export interface ResourceEndpoint<R> {
  service: ServiceName;
  /** Plural kebab-case (`customers`, `business-lines`). */
  resource: string;
  /** Checks one record of an answer; throws a TypeError naming the bad field. */
  parse: (raw: unknown) => R;
}

const baseOf = (config: RuntimeConfig, endpoint: ResourceEndpoint<unknown>): string =>
  `${config.services[endpoint.service]}/${pathSegment(endpoint.resource)}`;

/** Checks the fields every stored record carries (id, version, who and when). */
export function parseAudited(r: Record<string, unknown>, name: string): Audited {
  const version = r.version;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1) throw new TypeError(`${name}.version must be an integer >= 1`);
  const id = text(r, 'id', name);
  if (id === '') throw new TypeError(`${name}.id must not be empty`);
  return {
    id,
    version,
    createdAt: isoTime(r, 'createdAt', name),
    createdBy: text(r, 'createdBy', name),
    updatedAt: isoTime(r, 'updatedAt', name),
    updatedBy: text(r, 'updatedBy', name),
  };
}

/** Checks a list answer `{ items, total, page, pageSize }`, each item through `parseItem`. */
export function parsePage<R>(raw: unknown, parseItem: (raw: unknown) => R): Page<R> {
  const r = record(raw, 'page');
  const whole = (key: string, min: number): number => {
    const value = r[key];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) throw new TypeError(`page.${key} must be an integer >= ${min}`);
    return value;
  };
  return { items: list(r.items, 'page.items').map(parseItem), total: whole('total', 0), page: whole('page', 1), pageSize: whole('pageSize', 1) };
}

export function parseHistoryEntry(raw: unknown): HistoryEntry {
  const r = record(raw, 'history');
  const state = (key: string): string | null => {
    const value = r[key];
    if (value === null || value === undefined) return null;
    if (typeof value !== 'string') throw new TypeError(`history.${key} must be a string or null`);
    return value;
  };
  const changes = r.changes === undefined || r.changes === null ? {} : record(r.changes, 'history.changes');
  const checked: HistoryEntry['changes'] = {};
  for (const [field, change] of Object.entries(changes)) {
    const c = record(change, `history.changes.${field}`);
    checked[field] = { from: c.from, to: c.to };
  }
  const byName = typeof r.byName === 'string' && r.byName.trim() !== '' ? r.byName.slice(0, 200) : undefined;
  return {
    at: isoTime(r, 'at', 'history'),
    by: text(r, 'by', 'history'),
    ...(byName !== undefined ? { byName } : {}),
    event: text(r, 'event', 'history'),
    from: state('from'),
    to: state('to'),
    changes: checked,
  };
}

export async function listResource<R>(
  config: RuntimeConfig,
  endpoint: ResourceEndpoint<R>,
  params: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<Page<R>> {
  return apiRequest({
    method: 'GET',
    url: baseOf(config, endpoint),
    query: params,
    ...(signal ? { signal } : {}),
    parse: (raw) => parsePage(raw, endpoint.parse),
  });
}

/**
 * One record. `quiet`: a 404/403 is this caller's to handle (a name to show, not the page's subject), so it does not
 * open the 404 page.
 */
export async function getResource<R>(
  config: RuntimeConfig,
  endpoint: ResourceEndpoint<R>,
  id: string,
  signal?: AbortSignal,
  options: { quiet?: boolean } = {},
): Promise<R> {
  return apiRequest({
    method: 'GET',
    url: `${baseOf(config, endpoint)}/${pathSegment(id)}`,
    ...(signal ? { signal } : {}),
    ...(options.quiet ? { appEvents: false } : {}),
    parse: endpoint.parse,
  });
}

export async function createResource<R>(config: RuntimeConfig, endpoint: ResourceEndpoint<R>, body: unknown, idempotencyKey: string): Promise<R> {
  return apiRequest({ method: 'POST', url: baseOf(config, endpoint), body, idempotencyKey, parse: endpoint.parse });
}

export async function updateResource<R>(
  config: RuntimeConfig,
  endpoint: ResourceEndpoint<R>,
  id: string,
  version: number,
  body: unknown,
  idempotencyKey: string,
): Promise<R> {
  return apiRequest({ method: 'PUT', url: `${baseOf(config, endpoint)}/${pathSegment(id)}`, body, ifMatch: version, idempotencyKey, parse: endpoint.parse });
}

export async function deleteResource(config: RuntimeConfig, endpoint: ResourceEndpoint<unknown>, id: string, idempotencyKey?: string): Promise<void> {
  return apiRequest({
    method: 'DELETE',
    url: `${baseOf(config, endpoint)}/${pathSegment(id)}`,
    expect: 'empty',
    ...(idempotencyKey ? { idempotencyKey } : {}),
    parse: () => undefined,
  });
}

export async function getHistory(config: RuntimeConfig, endpoint: ResourceEndpoint<unknown>, id: string, signal?: AbortSignal): Promise<HistoryEntry[]> {
  return apiRequest({
    method: 'GET',
    url: `${baseOf(config, endpoint)}/${pathSegment(id)}/history`,
    ...(signal ? { signal } : {}),
    parse: (raw) => list(raw, 'history').map(parseHistoryEntry),
  });
}


/**
 * One lifecycle event of a document (`POST /{resource}/{id}/events { type, ...data }` with `If-Match` of the version
 * the user saw): the document after it. 409 `illegal-transition` (the state does not take it, `problem.reason` says
 * why) or `conflict` (someone changed it first).
 */
export async function sendResourceEvent<R>(
  config: RuntimeConfig,
  endpoint: ResourceEndpoint<R>,
  id: string,
  version: number,
  event: { type: string } & Record<string, unknown>,
  idempotencyKey: string,
): Promise<R> {
  return apiRequest({ method: 'POST', url: `${baseOf(config, endpoint)}/${pathSegment(id)}/events`, body: event, ifMatch: version, idempotencyKey, parse: endpoint.parse });
}

/** The Undo of a delete: the service brings the record back as it was (`POST /{resource}/{id}/restore`). */
export async function restoreResource<R>(config: RuntimeConfig, endpoint: ResourceEndpoint<R>, id: string, idempotencyKey: string): Promise<R> {
  return apiRequest({ method: 'POST', url: `${baseOf(config, endpoint)}/${pathSegment(id)}/restore`, idempotencyKey, parse: endpoint.parse });
}
