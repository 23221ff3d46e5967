/**
 * Every mock service asks the platform before it serves a tenant: suspended, the tenant's users are refused at once
 * (403 tenant-suspended, after the status cache of a few seconds) by the business services and the shell's routes
 * alike; reactivated, they are let in again with their data as it was; archived, reads answer and writes are refused.
 */
import type { Server } from 'miragejs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TENANT_STATUS_TTL_MS } from '../../src/mirage/auth';
import { call, get, newCustomer } from '../mirage-services/support';
import { businessPermissions } from '../../src/config/permissions';
import { makeTestServer, signAccessToken } from '../support/access-tokens';
import { send, testTenantService } from './support';

let server: Server | undefined;
afterEach(() => {
  server?.shutdown();
  server = undefined;
  vi.useRealTimers();
});

/** A mock whose platform is a service this test can drive, and a clock to let the status cache expire. */
function setUp() {
  const platform = testTenantService();
  server = makeTestServer({ platform: platform.service });
  return platform.service;
}

const usTaxId = '84-7654321';

describe('suspension reaches every service', () => {
  it('gus is refused with 403 tenant-suspended by catalogs, inventory and the shell, and let in again with his customer kept', async () => {
    const service = setUp();
    vi.useFakeTimers({ toFake: ['Date'] });
    const created = await call('POST', '/api/catalogs/customers', { as: 'gus', body: newCustomer({ taxId: usTaxId, address: { street: '1 Elm St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' } }) });
    expect(created.status).toBe(201);
    expect((await send(service, 'POST', '/tenants/globex/events', { body: { type: 'suspend' } })).status).toBe(200);
    vi.setSystemTime(Date.now() + TENANT_STATUS_TTL_MS + 1);
    for (const path of ['/api/catalogs/customers', '/api/inventory/warehouses', '/api/common/navigation']) {
      const refused = await get(path, { as: 'gus' });
      expect(refused.status, path).toBe(403);
      expect(refused.body, path).toMatchObject({ type: 'tenant-suspended', status: 403 });
    }
    // acme is not touched, and the company lookup still names globex (for the app's suspended page).
    expect((await get('/api/catalogs/customers?pageSize=1', { as: 'ana' })).status).toBe(200);
    expect((await get('/api/tenant-management/companies/current', { as: 'gus' })).body).toMatchObject({ slug: 'globex', status: 'suspended' });

    await send(service, 'POST', '/tenants/globex/events', { body: { type: 'reactivate' } });
    vi.setSystemTime(Date.now() + TENANT_STATUS_TTL_MS + 1);
    const back = await get(`/api/catalogs/customers/${String(created.body.id)}`, { as: 'gus' });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ name: created.body.name, version: 1 });
  });

  it('archived: reads answer, writes are 403 tenant-archived', async () => {
    const service = setUp();
    vi.useFakeTimers({ toFake: ['Date'] });
    await send(service, 'POST', '/tenants/globex/events', { body: { type: 'suspend' } });
    await send(service, 'POST', '/tenants/globex/events', { body: { type: 'archive' } });
    vi.setSystemTime(Date.now() + TENANT_STATUS_TTL_MS + 1);
    expect((await get('/api/catalogs/customers?pageSize=1', { as: 'gus' })).status).toBe(200);
    const write = await call('POST', '/api/catalogs/customers', { as: 'gus', body: newCustomer({ taxId: usTaxId }) });
    expect(write.body).toMatchObject({ status: 403, type: 'tenant-archived' });
  });

  it('a tenant the platform does not know is refused with 403, even with a valid token for it', async () => {
    setUp();
    const token = await signAccessToken({ sub: 'usr_x', tenants: ['initech'], permissions: businessPermissions });
    const stranger = await get('/api/catalogs/customers', { token, tenant: 'initech' });
    expect(stranger.status).toBe(403);
    expect(stranger.body).toMatchObject({ type: 'forbidden' });
  });
});
