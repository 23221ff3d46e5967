/**
 * SECURITY-TESTS T3, the services' own layer: an acme user's token sent with `X-Subdomain: globex` (what a tab on
 * globex.<base> would send with acme's session, if the app did not refuse the address first) is refused by every one
 * of the seven mock services, on reads and on writes, with no globex data in the answer and nothing written at globex.
 * The app's own refusal (the wrong-tenant page) is a separate layer, tested end to end in sign-in.spec.ts; this file
 * fails on its own when the services' tenant-claim check (`src/mirage/auth.ts`) is removed.
 */
import { describe, expect, it } from 'vitest';
import { call, get, newCustomer, useServices } from '../mirage-services/support';

useServices();

/** One list of each service (the seven bases of DOMAIN.md), readable by ana at acme with her permissions. */
const lists = [
  '/api/catalogs/customers',
  '/api/ordering/sales-orders',
  '/api/inventory/warehouses',
  '/api/distribution/deliveries',
  '/api/banking/banks',
  '/api/service-contracts/contracts',
  '/api/tenant-management/companies/current',
];

describe('T3 the services refuse a token of tenant A with X-Subdomain B', () => {
  it('the control: ana (tenant acme only) reads each service at acme', async () => {
    for (const path of lists) expect((await get(path, { as: 'ana', tenant: 'acme' })).status, path).toBe(200);
    // And globex has data of its own to leak, read by its own user.
    const theirs = await get<{ items: { code: string }[] }>('/api/catalogs/customers', { as: 'gus', tenant: 'globex' });
    expect(theirs.status).toBe(200);
    expect(theirs.body.items.length).toBeGreaterThan(0);
  });

  it('every service answers 403 problem+json to ana at globex, naming the tenant, with no record in the answer', async () => {
    const globexCustomers = await get<{ items: { code: string; name: string }[] }>('/api/catalogs/customers', { as: 'gus', tenant: 'globex' });
    const globexNames = globexCustomers.body.items.map((c) => c.name);
    for (const path of lists) {
      const result = await get(path, { as: 'ana', tenant: 'globex' });
      expect(result.status, path).toBe(403);
      expect(result.headers.get('content-type'), path).toMatch(/^application\/problem\+json/);
      expect(result.body, path).toMatchObject({ type: 'forbidden', status: 403 });
      expect((result.body as { detail?: string }).detail, path).toContain("'globex'");
      const text = JSON.stringify(result.body);
      expect(text, path).not.toContain('"items"');
      for (const name of globexNames) expect(text, path).not.toContain(name);
    }
  });

  it('a write with the wrong X-Subdomain is refused and changes nothing at either tenant', async () => {
    const count = async (as: 'ana' | 'gus', tenant: string) =>
      (await get<{ total: number }>('/api/catalogs/customers?pageSize=1', { as, tenant })).body.total;
    const before = { acme: await count('ana', 'acme'), globex: await count('gus', 'globex') };
    const written = await call('POST', '/api/catalogs/customers', { as: 'ana', tenant: 'globex', body: newCustomer() });
    expect(written.status).toBe(403);
    expect(written.body).toMatchObject({ type: 'forbidden' });
    expect({ acme: await count('ana', 'acme'), globex: await count('gus', 'globex') }).toEqual(before);
  });

  it('an X-Subdomain that only differs in case or padding is not the token\'s tenant either', async () => {
    for (const tenant of ['ACME', ' acme', 'acme.', 'globex,acme']) {
      const result = await get('/api/catalogs/customers', { as: 'ana', tenant });
      expect(result.status, JSON.stringify(tenant)).toBe(403);
    }
  });
});
