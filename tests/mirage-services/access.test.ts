/** Authentication, permissions, tenancy and unknown paths of the seven services (DOMAIN.md "API conventions"). */
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../src/domain/customer';
import { hs256Token, testJwks, unsignedToken } from '../support/access-tokens';
import { call, get, identities, newCustomer, useServices, type PageBody } from './support';

useServices();

const bases = ['/api/catalogs', '/api/ordering', '/api/inventory', '/api/distribution', '/api/banking', '/api/service-contracts', '/api/tenant-management'];

describe('401: the token is verified on every service call', () => {
  it.each<[string, () => Promise<Parameters<typeof get>[1]>]>([
    ['no token', async () => ({ as: null, tenant: 'acme' })],
    ['an unsigned token', async () => ({ token: unsignedToken(identities.ana) })],
    ['an HS256 token', async () => ({ token: await hs256Token(identities.ana, JSON.stringify((await testJwks()).keys[0])) })],
    ['a forged signature', async () => ({ sign: { foreignKey: true } })],
    ['an unknown kid', async () => ({ sign: { kid: 'rotated-away' } })],
    ['an expired token', async () => ({ sign: { expiresIn: -120 } })],
  ])('%s: 401 problem on list, read, write and unknown paths', async (_name, options) => {
    for (const [method, path] of [
      ['GET', '/api/catalogs/customers'],
      ['GET', '/api/inventory/stock-levels/x'],
      ['POST', '/api/catalogs/products'],
      ['GET', '/api/ordering/sales-orders'],
      ['GET', '/api/tenant-management/companies/current'],
    ] as const) {
      const result = await call(method, path, { ...(await options()), ...(method === 'POST' ? { body: {} } : {}) });
      expect(result.status, `${method} ${path}`).toBe(401);
      expect(result.body, `${method} ${path}`).toMatchObject({ type: 'unauthorized', status: 401 });
    }
  });
});

describe('403: tenant and permission', () => {
  it('X-Subdomain of a tenant the token does not hold (T2), or none', async () => {
    for (const tenant of ['globex', null]) {
      const result = await get('/api/catalogs/customers', { tenant });
      expect(result.status).toBe(403);
      expect(result.body).toMatchObject({ type: 'forbidden' });
      expect(JSON.stringify(result.body)).not.toMatch(/CLI-/);
    }
  });

  it('a missing permission: reads need one of the resource readers, writes the owning permission', async () => {
    expect((await get('/api/catalogs/customers', { as: 'nobody' })).status).toBe(403);
    // sam (Order.Orders only, no catalog permission) is refused the catalogs, reads included (issue 8).
    expect((await get('/api/catalogs/customers', { as: 'sam' })).status).toBe(403);
    expect((await get('/api/catalogs/products', { as: 'sam' })).status).toBe(403);
    expect((await call('POST', '/api/catalogs/customers', { as: 'sam', body: newCustomer() })).status).toBe(403);
    // cora (Catalogs.Customers) reads business lines for the picker, but cannot change them; no products.
    expect((await get('/api/catalogs/business-lines', { as: 'cora' })).status).toBe(200);
    expect((await call('POST', '/api/catalogs/business-lines', { as: 'cora', body: { code: 'X', name: 'X' } })).status).toBe(403);
    expect((await get('/api/catalogs/products', { as: 'cora' })).status).toBe(403);
    expect((await call('POST', '/api/catalogs/customers', { as: 'cora', body: newCustomer() })).status).toBe(201);
  });

  it('the company lookup needs only a signed-in user of the tenant', async () => {
    expect((await get('/api/tenant-management/companies/current', { as: 'nobody' })).body).toMatchObject({ slug: 'acme', currency: 'MXN' });
    expect((await get('/api/tenant-management/companies/current', { as: 'gus' })).body).toMatchObject({ slug: 'globex', currency: 'USD' });
  });
});

describe('404 and 405', () => {
  it('an unknown id is a 404 problem', async () => {
    const result = await get('/api/catalogs/customers/00000000-0000-4000-8000-000000000000');
    expect(result.status).toBe(404);
    expect(result.headers.get('content-type')).toBe('application/problem+json');
    expect(result.body).toMatchObject({ type: 'not-found', status: 404 });
  });

  it('every one of the seven bases answers an unknown resource, or the bare base, with a 404 problem (after auth)', async () => {
    for (const base of bases) {
      for (const path of [`${base}/nope`, `${base}/nope/1/history`, base]) {
        const result = await call('GET', path);
        expect(result.status, path).toBe(404);
        expect(result.body, path).toMatchObject({ type: 'not-found', status: 404, detail: expect.any(String) });
        expect((await call('DELETE', path, { as: null, tenant: 'acme' })).status, path).toBe(401);
      }
    }
  });

  it('read-only resources answer writes with 405 and Allow', async () => {
    const result = await call('POST', '/api/inventory/stock-levels', { body: {} });
    expect(result.status).toBe(405);
    expect(result.headers.get('allow')).toBe('GET');
    expect((await call('PATCH', '/api/catalogs/customers/x', { body: {} })).headers.get('allow')).toBe('GET, PUT, DELETE');
  });
});

describe('tenancy: a record of another tenant is never returned', () => {
  it('a globex token sees only globex data', async () => {
    const globex = (await get<PageBody<Customer>>('/api/catalogs/customers?pageSize=500', { as: 'gus' })).body;
    expect(globex.total).toBe(150);
    expect(globex.items.every((c) => c.address.country === 'US' && /^\d{2}-\d{7}$/.test(c.taxId))).toBe(true);
    expect((await get<PageBody>('/api/catalogs/products?pageSize=1', { as: 'gus' })).body.total).toBe(400);
    expect((await get<PageBody>('/api/inventory/warehouses', { as: 'gus' })).body.total).toBe(2);
  });

  it("an acme id asked for at globex answers 403 with no data, on read, history, update and delete; nothing changes", async () => {
    const acme = (await get<PageBody<Customer>>('/api/catalogs/customers?pageSize=1')).body.items[0]!;
    for (const [method, path, headers] of [
      ['GET', `/api/catalogs/customers/${acme.id}`, {}],
      ['GET', `/api/catalogs/customers/${acme.id}/history`, {}],
      ['PUT', `/api/catalogs/customers/${acme.id}`, { 'If-Match': '"1"' }],
      ['DELETE', `/api/catalogs/customers/${acme.id}`, {}],
    ] as const) {
      const result = await call(method, path, { as: 'gus', headers, ...(method === 'PUT' ? { body: newCustomer() } : {}) });
      expect(result.status, `${method} ${path}`).toBe(403);
      expect(result.body).toMatchObject({ type: 'forbidden' });
      expect(JSON.stringify(result.body)).not.toContain(acme.name);
    }
    expect((await get<Customer>(`/api/catalogs/customers/${acme.id}`)).body).toEqual(acme);
  });

  it('a record created at acme is invisible at globex', async () => {
    const created = (await call<Customer>('POST', '/api/catalogs/customers', { body: newCustomer({ name: 'Sólo Acme' }) })).body;
    expect((await get<PageBody>('/api/catalogs/customers?q=solo acme', { as: 'gus' })).body.total).toBe(0);
    expect((await get(`/api/catalogs/customers/${created.id}`, { as: 'gus' })).status).toBe(403);
    expect((await get<PageBody>('/api/catalogs/customers?q=solo acme')).body.total).toBe(1);
  });
});
