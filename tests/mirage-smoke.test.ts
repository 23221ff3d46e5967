import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Server } from 'miragejs';
import { makeServer } from '../src/mirage/index';

let server: Server;
beforeEach(() => { server = makeServer(); });
afterEach(() => server.shutdown());

it('answers an unknown API route with 404 NOT FOUND', async () => {
  const res = await fetch('/api/nothing/here');
  expect(res.status).toBe(404);
  expect(await res.text()).toBe('NOT FOUND');
});
