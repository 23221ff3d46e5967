/**
 * The rules for all demo endpoints (SPEC §7): bad payloads get a 4xx with an error and change nothing; a
 * missing id gives an empty result and deletes nothing; no request ever makes the mock crash (5xx).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { demoEndpoints } from '../../src/mirage/demo/routes';
import { api, demoHeaders, useServer } from './support';

const server = useServer();

const mutating = demoEndpoints.filter((e) => e.method !== 'GET' && e.method !== 'DELETE');
/** POST contact and POST product create a blank record and take no body. */
const takesBody = mutating.filter((e) => !(e.method === 'POST' && /\/(contacts\/contact|inventory\/product)$/.test(e.path)));

/** Loads every area (one GET each) so that the db holds all the seed data. */
async function loadAllAreas(): Promise<void> {
  const seen = new Set<string>();
  for (const e of demoEndpoints) {
    if (e.method === 'GET' && !seen.has(e.area)) {
      seen.add(e.area);
      await api('GET', e.path);
    }
  }
  await api('POST', '/api/auth/forgot-password', { email: 'a@b.c' });
}

const snapshot = (): string => JSON.stringify(server().db.dump());

/** A 4xx answer: `{error: string}`, or `false` for the sign-in's wrong credentials. */
function expectClientError(path: string, status: number, body: unknown): void {
  expect(status, path).toBeGreaterThanOrEqual(400);
  expect(status, path).toBeLessThan(500);
  if (body !== false) expect(body, path).toEqual({ error: expect.any(String) });
}

describe('bad payloads', () => {
  it('a body that is not JSON, empty, an array, null or the wrong shape gets a 4xx and changes nothing', async () => {
    await loadAllAreas();
    const before = snapshot();
    const headers = { ...(await demoHeaders()), 'Content-Type': 'application/json' };
    for (const e of takesBody) {
      for (const body of ['not json', '', '[]', 'null', '42', '{"unexpected": true}']) {
        const response = await fetch(e.path, { method: e.method, body, headers });
        const text = await response.text();
        expectClientError(`${e.method} ${e.path} ${body}`, response.status, text === '' ? undefined : JSON.parse(text));
      }
    }
    expect(snapshot()).toBe(before);
  });

  it('a DELETE without id deletes nothing and answers an empty result', async () => {
    await loadAllAreas();
    const before = snapshot();
    for (const e of demoEndpoints.filter((x) => x.method === 'DELETE')) {
      const { status, body } = await api('DELETE', e.path);
      expect(status, e.path).toBe(200);
      expect(body === false || Array.isArray(body), e.path).toBe(true);
      const unknown = await api('DELETE', `${e.path}?id=does-not-exist`);
      expect(unknown.status).toBe(200);
    }
    expect(snapshot()).toBe(before);
  });

  it('a GET of a single record with a missing or unknown id answers 200 with null', async () => {
    const single = demoEndpoints.filter((e) => e.method === 'GET' && /query `id`/.test(e.payload));
    expect(single.length).toBe(7);
    for (const e of single) {
      expect(await api('GET', e.path), e.path).toMatchObject({ status: 200, body: null });
      expect(await api('GET', `${e.path}?id=does-not-exist`), e.path).toMatchObject({ status: 200, body: null });
    }
  });

  it('random payloads never crash the mock, and a refused payload changes nothing (fast-check)', async () => {
    await loadAllAreas();
    const dump = server().db.dump() as unknown as Record<string, { id: string }[]>;
    const ids = [...new Set(Object.values(dump).flatMap((rows) => rows.slice(0, 3).map((r) => r.id)))];
    const keys = [
      'id', 'contact', 'tag', 'product', 'label', 'mail', 'settings', 'list', 'lists', 'card', 'cards', 'note', 'updatedNote', 'title',
      'task', 'tasks', 'type', 'chat', 'email', 'password', 'accessToken', 'avatar', 'name', 'color', 'boardId', 'listId', 'labels',
      'tags', 'position', 'order', 'priority', 'starred', 'unread', 'folder', 'content', 'completed', 'dueDate', 'muted', 'messageLayout',
    ];
    const { value } = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom(...ids),
        fc.string({ maxLength: 6 }),
        fc.integer({ min: -3, max: 70000 }),
        fc.boolean(),
        fc.constant(null),
        fc.constantFrom('2024-06-01T00:00:00.000Z', 'task', 'section', 'hughes.brian@company.com', 'admin', ''),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom(...keys), tie('value'), { maxKeys: 4 }),
      ),
    }));
    const body = fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 3 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...takesBody), body, async (endpoint, payload) => {
        const before = snapshot();
        const { status, body: answer } = await api(endpoint.method, endpoint.path, payload);
        expect(status, `${endpoint.method} ${endpoint.path} ${JSON.stringify(payload)}`).toBeLessThan(500);
        if (status >= 400) {
          expectClientError(`${endpoint.method} ${endpoint.path}`, status, answer);
          expect(snapshot(), `${endpoint.method} ${endpoint.path} ${JSON.stringify(payload)}`).toBe(before);
        }
      }),
      { numRuns: 400 },
    );
  });
});
