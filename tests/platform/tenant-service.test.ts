import { describe, expect, it } from 'vitest';
import { rfcCheckDigit } from '../../src/domain/rfc';
import { send, testTenantService, T0 } from './support';

const rfc = `INI010101AA${rfcCheckDigit('INI010101AA')}`;
const initech = {
  subdomain: 'initech', legalName: 'Initech S.A. de C.V.', tradeName: 'Initech', taxId: rfc, currency: 'MXN', defaultLocale: 'es-MX', timeZone: 'America/Mexico_City', taxRate: 16,
};

describe('tenant service: access', () => {
  it('lists tenants for SuperAdmin only: root 200, ana 403, no token 401', async () => {
    const { service } = testTenantService();
    const root = await send(service, 'GET', '/tenants');
    expect(root.status).toBe(200);
    expect(root.body.items.map((t: { subdomain: string }) => t.subdomain)).toEqual(['acme', 'globex']);
    expect(root.body.items[0]).toMatchObject({ id: 'acme', status: 'active', tradeName: 'Acme Telecom', legalName: 'Acme Telecomunicaciones S.A. de C.V.', userCount: 5 });
    expect((await send(service, 'GET', '/tenants', { as: 'ana' })).status).toBe(403);
    const anonymous = await send(service, 'GET', '/tenants', { as: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['Content-Type']).toBe('application/problem+json');
  });

  it('tenancy: X-Subdomain must be one of the token\'s tenants, for the company lookup too', async () => {
    const { service } = testTenantService();
    expect((await send(service, 'GET', '/companies/current', { as: 'ana', tenant: 'globex' })).status).toBe(403);
    expect((await send(service, 'GET', '/tenants', { as: 'root', tenant: 'initech' })).status).toBe(403);
    const gus = await send(service, 'GET', '/companies/current', { as: 'gus' });
    expect(gus.body).toMatchObject({ slug: 'globex', status: 'active', currency: 'USD', currencyLocked: true });
    expect(gus.headers.ETag).toBe('"1"');
  });
});

describe('tenant service: list', () => {
  it('searches, filters by status, sorts and pages; a bad sort or page size is 400', async () => {
    const { service } = testTenantService();
    expect((await send(service, 'GET', '/tenants?q=GLOBEX')).body.items.map((t: { id: string }) => t.id)).toEqual(['globex']);
    expect((await send(service, 'GET', '/tenants?sort=-subdomain')).body.items.map((t: { id: string }) => t.id)).toEqual(['globex', 'acme']);
    expect((await send(service, 'GET', '/tenants?status=suspended')).body).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
    expect((await send(service, 'GET', '/tenants?page=2&pageSize=1')).body.items.map((t: { id: string }) => t.id)).toEqual(['globex']);
    expect((await send(service, 'GET', '/tenants?sort=password')).status).toBe(400);
    expect((await send(service, 'GET', '/tenants?pageSize=501')).status).toBe(400);
    expect((await send(service, 'GET', '/tenants?status=gone')).status).toBe(400);
  });
});

describe('tenant service: create', () => {
  it('creates a provisioning tenant with its company (201, ETag), then it is listed and readable', async () => {
    const { service } = testTenantService();
    const created = await send(service, 'POST', '/tenants', { body: { ...initech, subdomain: ' Initech ' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: 'initech', subdomain: 'initech', status: 'provisioning', tradeName: 'Initech', userCount: 0, version: 1, createdBy: 'usr_root', createdAt: new Date(T0).toISOString() });
    expect(created.headers.ETag).toBe('"1"');
    expect((await send(service, 'GET', '/tenants/initech')).body).toEqual(created.body);
    expect((await send(service, 'GET', '/tenants')).body.total).toBe(3);
  });

  it.each([
    ['bad characters', 'Ini_tech!', 'invalid-subdomain'],
    ['too short', 'ab', 'invalid-subdomain'],
    ['a hyphen at the end', 'initech-', 'invalid-subdomain'],
    ['reserved', 'admin', 'reserved'],
    ['taken', 'globex', 'not-unique'],
  ])('refuses a subdomain that is %s with 422 %s', async (_why, subdomain, code) => {
    const { service } = testTenantService();
    const answer = await send(service, 'POST', '/tenants', { body: { ...initech, subdomain } });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ type: 'validation', status: 422, errors: { subdomain: [code] } });
    expect((await send(service, 'GET', '/tenants')).body.total).toBe(2);
  });

  it('names every bad company field; a body that is not an object is 400; ana may not create (403)', async () => {
    const { service } = testTenantService();
    const answer = await send(service, 'POST', '/tenants', { body: { subdomain: 'initech', taxRate: 'x' } });
    expect(answer.body.errors).toMatchObject({ legalName: ['required'], tradeName: ['required'], taxId: ['required'], currency: ['required'], taxRate: ['not-a-number'] });
    expect((await send(service, 'POST', '/tenants', { body: [1] })).status).toBe(400);
    expect((await send(service, 'POST', '/tenants', { as: 'ana', body: initech })).status).toBe(403);
  });

  it('an Idempotency-Key sent again creates nothing and answers the first 201', async () => {
    const { service } = testTenantService();
    const headers = { 'Idempotency-Key': 'key-create-initech' };
    const first = await send(service, 'POST', '/tenants', { body: initech, headers });
    const again = await send(service, 'POST', '/tenants', { body: initech, headers });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect((await send(service, 'GET', '/tenants')).body.total).toBe(3);
  });
});

describe('tenant service: lifecycle events and history', () => {
  it('suspends and reactivates globex, each recorded newest first with who and when', async () => {
    const { service, advance } = testTenantService();
    const suspended = await send(service, 'POST', '/tenants/globex/events', { body: { type: 'suspend' } });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ status: 'suspended', version: 2 });
    expect((await send(service, 'GET', '/companies/current', { as: 'gus' })).body.status).toBe('suspended');
    advance(60_000);
    expect((await send(service, 'POST', '/tenants/globex/events', { body: { type: 'reactivate' } })).body.status).toBe('active');
    const history = await send(service, 'GET', '/tenants/globex/history');
    expect(history.body.slice(0, 2)).toEqual([
      { at: new Date(T0 + 60_000).toISOString(), by: 'usr_root', event: 'reactivate', from: 'suspended', to: 'active', changes: { status: { from: 'suspended', to: 'active' } } },
      { at: new Date(T0).toISOString(), by: 'usr_root', event: 'suspend', from: 'active', to: 'suspended', changes: { status: { from: 'active', to: 'suspended' } } },
    ]);
  });

  it('an event the state does not accept is 409 illegal-transition with the state and what it allows', async () => {
    const { service } = testTenantService();
    const answer = await send(service, 'POST', '/tenants/acme/events', { body: { type: 'archive' } });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ type: 'illegal-transition', state: 'active', event: 'archive', allowed: ['suspend'] });
    expect((await send(service, 'POST', '/tenants/acme/events', { body: { type: 'explode' } })).body).toMatchObject({ status: 409, event: 'explode', allowed: ['suspend'] });
    expect((await send(service, 'POST', '/tenants/acme/events', { body: {} })).status).toBe(422);
    expect((await send(service, 'POST', '/tenants/nope/events', { body: { type: 'suspend' } })).status).toBe(404);
    expect((await send(service, 'POST', '/tenants/acme/events', { as: 'ana', body: { type: 'suspend' } })).status).toBe(403);
  });
});

describe('companies/current: update', () => {
  const current = async (service: Parameters<typeof send>[0]) => (await send(service, 'GET', '/companies/current')).body;

  it('needs If-Match (428), refuses a stale one (409 with the stored company) and saves with version + 1 and history', async () => {
    const { service } = testTenantService();
    const company = await current(service);
    expect((await send(service, 'PUT', '/companies/current', { body: { tradeName: 'Acme' } })).status).toBe(428);
    const stale = await send(service, 'PUT', '/companies/current', { body: { tradeName: 'Acme' }, headers: { 'If-Match': '"7"' } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ type: 'conflict', current: { version: 1, tradeName: 'Acme Telecom' } });
    const saved = await send(service, 'PUT', '/companies/current', { body: { ...company, tradeName: 'Acme Telco' }, headers: { 'If-Match': '"1"' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ tradeName: 'Acme Telco', version: 2, updatedBy: 'usr_root', slug: 'acme', status: 'active' });
    expect((await send(service, 'GET', '/companies/current/history', { as: 'ana' })).body[0]).toMatchObject({ event: 'update', by: 'usr_root', changes: { tradeName: { from: 'Acme Telecom', to: 'Acme Telco' } } });
  });

  it('422 per field; the seeded currency is locked; ana (no SuperAdmin) may read but not write', async () => {
    const { service } = testTenantService();
    const company = await current(service);
    const bad = await send(service, 'PUT', '/companies/current', {
      body: { ...company, tradeName: '', taxRate: 100.5, currency: 'USD', numbering: { ...company.numbering, quotation: { prefix: 'quo tes', next: 0 } } },
      headers: { 'If-Match': '"1"' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ tradeName: ['required'], taxRate: ['out-of-range'], currency: ['out-of-range'], 'numbering.quotation.prefix': ['invalid-format'], 'numbering.quotation.next': ['out-of-range'] });
    expect((await send(service, 'GET', '/companies/current', { as: 'ana' })).status).toBe(200);
    expect((await send(service, 'PUT', '/companies/current', { as: 'ana', body: company, headers: { 'If-Match': '"1"' } })).status).toBe(403);
  });

  it('a new tenant may change its currency (not locked), and a suspended or archived one refuses writes', async () => {
    const { service } = testTenantService();
    await send(service, 'POST', '/tenants/globex/events', { body: { type: 'suspend' } });
    const refused = await send(service, 'PUT', '/companies/current', { tenant: 'globex', body: { tradeName: 'G' }, headers: { 'If-Match': '"2"' } });
    expect(refused.body).toMatchObject({ status: 403, type: 'tenant-suspended' });
    await send(service, 'POST', '/tenants/globex/events', { body: { type: 'archive' } });
    expect((await send(service, 'PUT', '/companies/current', { tenant: 'globex', body: { tradeName: 'G' }, headers: { 'If-Match': '"3"' } })).body.type).toBe('tenant-archived');
  });
});
