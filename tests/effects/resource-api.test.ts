/** The business resource requests (DOMAIN.md "API conventions"): If-Match, idempotency keys, problem bodies, answer checks. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../src/machines/effects/api-client';
import { isApiError, type ApiError } from '../../src/machines/effects/api-error';
import {
  createResource,
  deleteResource,
  getHistory,
  listResource,
  updateResource,
  type ResourceEndpoint,
} from '../../src/machines/effects/resource-api';
import { config, empty, json, rejection, setUpClient } from './harness';

interface Thing {
  id: string;
  name: string;
  version: number;
}
const things: ResourceEndpoint<Thing> = {
  service: 'distribution',
  resource: 'things',
  parse: (raw) => {
    const r = raw as Record<string, unknown>;
    if (typeof r.id !== 'string' || typeof r.name !== 'string' || typeof r.version !== 'number') throw new TypeError('thing');
    return { id: r.id, name: r.name, version: r.version };
  },
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => resetApiClient());

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejection(promise);
  expect(isApiError(error)).toBe(true);
  return error as ApiError;
}

describe('resource requests', () => {
  it('lists with the query as parameters and checks every item', async () => {
    const client = setUpClient(() => json({ items: [{ id: 'a', name: 'A', version: 1 }], total: 1, page: 1, pageSize: 50 }));
    const page = await listResource(config, things, { q: 'jo sé', sort: 'name,-createdAt', page: 1, pageSize: 50 });
    expect(page.items).toEqual([{ id: 'a', name: 'A', version: 1 }]);
    expect(client.calls[0]!.url).toBe('https://acme.backoffice.example.com/api/distribution/things?q=jo%20s%C3%A9&sort=name%2C-createdAt&page=1&pageSize=50');
  });

  it('a list answer of the wrong shape is malformed', async () => {
    setUpClient(() => json({ items: [{ id: 'a' }], total: 1, page: 1, pageSize: 50 }));
    expect((await apiError(listResource(config, things, {}))).code).toBe('malformed');
    setUpClient(() => json({ items: [], total: -1, page: 1, pageSize: 50 }));
    expect((await apiError(listResource(config, things, {}))).code).toBe('malformed');
  });

  it('an update sends If-Match with the version and the given Idempotency-Key; a create sends its key', async () => {
    const client = setUpClient(() => json({ id: 'a', name: 'B', version: 4 }));
    await updateResource(config, things, 'a', 3, { name: 'B' }, 'key-1');
    await createResource(config, things, { name: 'C' }, 'key-2');
    expect(client.calls[0]!.headers['if-match']).toBe('"3"');
    expect(client.calls[0]!.headers['idempotency-key']).toBe('key-1');
    expect(client.calls[0]!.method).toBe('PUT');
    expect(client.calls[1]!.headers['if-match']).toBeUndefined();
    expect(client.calls[1]!.headers['idempotency-key']).toBe('key-2');
  });

  it('a 422 carries the field codes; a 409 conflict carries the stored record', async () => {
    setUpClient(() =>
      json({ type: 'validation', title: 'Invalid', status: 422, errors: { name: ['required'], 'address.city': 'too-long', bad: [7] } }, 422, {
        'content-type': 'application/problem+json',
      }),
    );
    const invalid = await apiError(createResource(config, things, {}, 'k'));
    expect(invalid.code).toBe('invalid');
    expect(invalid.problem?.errors).toEqual({ name: ['required'], 'address.city': ['too-long'] });

    setUpClient(() => json({ type: 'conflict', title: 'Changed', status: 409, current: { id: 'a', name: 'Theirs', version: 5 } }, 409));
    const conflict = await apiError(updateResource(config, things, 'a', 3, { name: 'Mine' }, 'k'));
    expect(conflict.code).toBe('conflict');
    expect(conflict.problem?.current).toEqual({ id: 'a', name: 'Theirs', version: 5 });

    // A refused delete's counts are kept when they are counts, and nothing else of them.
    setUpClient(() => json({ type: 'referenced', title: 'In use', status: 409, references: { customers: 12, 'stock-levels': 3, bad: -1, odd: 'x', big: 1.5 } }, 409));
    const referenced = await apiError(deleteResource(config, things, 'a'));
    expect(referenced.problem?.references).toEqual({ customers: 12, 'stock-levels': 3 });
  });

  it('delete expects an empty 204; history entries are checked', async () => {
    const client = setUpClient((request) =>
      request.method === 'DELETE'
        ? empty(204)
        : json([{ at: '2026-01-02T03:04:05Z', by: 'usr_ana', event: 'updated', from: null, to: null, changes: { name: { from: 'A', to: 'B' } } }]),
    );
    await deleteResource(config, things, 'a/b');
    expect(client.calls[0]!.url).toBe('https://acme.backoffice.example.com/api/distribution/things/a%2Fb');
    const history = await getHistory(config, things, 'a');
    expect(history[0]).toMatchObject({ event: 'updated', changes: { name: { from: 'A', to: 'B' } } });
  });

  it('refuses a path segment that walks up before any request', async () => {
    const client = setUpClient(() => json({}));
    await expect(deleteResource(config, things, '..')).rejects.toThrow(RangeError);
    expect(client.calls).toHaveLength(0);
  });
});
