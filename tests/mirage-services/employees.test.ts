/** The employees resource of the catalogs service (issue 9): numbering, validation codes, uniqueness, references, permissions, tenancy. */
import { describe, expect, it, vi } from 'vitest';
import { Permission as P } from '../../src/config/permissions';
import type { Department } from '../../src/domain/department';
import type { Employee } from '../../src/domain/employee';
import { isServiceAreaLoaded } from '../../src/mirage/services/runtime';
import { signAccessToken } from '../support/access-tokens';
import { call, get, useServices, type PageBody } from './support';

const server = useServices();
const base = '/api/catalogs/employees';

const departmentsOf = async (as: 'ana' | 'gus' = 'ana') => (await get<PageBody<Department>>('/api/catalogs/departments?pageSize=50&sort=code', { as })).body.items;
const newEmployee = (departmentId: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Renata Ávila Núñez',
  email: 'renata.avila@acme.com.mx',
  departmentId,
  position: 'Analista de compras',
  hireDate: '2024-05-02',
  status: 'active',
  ...overrides,
});
/** A caller of acme holding only these permissions. */
const only = async (...permissions: string[]) => signAccessToken({ sub: 'usr_one', name: 'One Perm', tenants: ['acme'], permissions });

describe('seed', () => {
  it('acme has 150 employees EMP-0001..EMP-0150 with es-MX names in 8 departments, loaded only when first asked for', async () => {
    expect(isServiceAreaLoaded(server(), 'acme', 'people')).toBe(false);
    const page = await get<PageBody<Employee>>(`${base}?pageSize=500&sort=number`);
    expect(isServiceAreaLoaded(server(), 'acme', 'people')).toBe(true);
    expect(page.body.total).toBe(150);
    expect(page.body.items[0]?.number).toBe('EMP-0001');
    expect(page.body.items[149]?.number).toBe('EMP-0150');
    expect(new Set(page.body.items.map((e) => e.email)).size).toBe(150);
    expect(page.body.items.some((e) => /[áéíóúñ]/i.test(e.name))).toBe(true);
    const departments = await departmentsOf();
    expect(departments).toHaveLength(8);
    expect(new Set(page.body.items.map((e) => e.departmentId))).toEqual(new Set(departments.map((d) => d.id)));
  });

  it('globex has about 30 employees in 4 departments; every department of both tenants has an active manager who works in it', async () => {
    expect((await get<PageBody>(`${base}?pageSize=1`, { as: 'gus' })).body.total).toBe(30);
    for (const as of ['ana', 'gus'] as const) {
      const departments = await departmentsOf(as);
      expect(departments).toHaveLength(as === 'ana' ? 8 : 4);
      for (const d of departments) {
        const manager = (await get<Employee>(`${base}/${d.managerId}`, { as })).body;
        expect(manager).toMatchObject({ status: 'active', departmentId: d.id });
      }
    }
  });

  it('is the same data on every run (deterministic): a fresh copy of the seed module builds equal records', async () => {
    const first = (await import('../../src/mirage/services/seeds/people.seed')).seedPeople('acme');
    vi.resetModules();
    const again = (await import('../../src/mirage/services/seeds/people.seed')).seedPeople('acme');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    expect(again.employees).toHaveLength(150);
  });
});

describe('create and update', () => {
  it('201 numbered EMP-0151 for the tenant; the email is stored lower case', async () => {
    const [dep] = await departmentsOf();
    const { status, body } = await call<Employee>('POST', base, { body: newEmployee(dep!.id, { email: ' Renata.Avila@ACME.com.mx ' }) });
    expect(status).toBe(201);
    expect(body).toMatchObject({ number: 'EMP-0151', email: 'renata.avila@acme.com.mx', version: 1, createdBy: 'usr_ana' });
    expect((await call<Employee>('POST', base, { body: newEmployee(dep!.id, { email: 'otra@acme.com.mx' }) })).body.number).toBe('EMP-0152');
  });

  it('422 with a code under each field: required, invalid-email, unknown department, hire date in the future', async () => {
    const { status, body, headers } = await call('POST', base, { body: { name: '', email: 'no', departmentId: 'ghost', position: '', hireDate: '2025-07-16' } });
    expect(status).toBe(422);
    expect(headers.get('content-type')).toBe('application/problem+json');
    expect(body).toMatchObject({
      errors: { name: ['required'], email: ['invalid-email'], departmentId: ['unknown-reference'], position: ['required'], hireDate: ['out-of-range'] },
    });
  });

  it('the email is unique per tenant (case-insensitive), also on update; another tenant may use it', async () => {
    const [dep] = await departmentsOf();
    const taken = (await get<PageBody<Employee>>(`${base}?pageSize=2&sort=number`)).body.items;
    const again = await call('POST', base, { body: newEmployee(dep!.id, { email: taken[0]!.email.toUpperCase() }) });
    expect(again.body).toMatchObject({ status: 422, errors: { email: ['not-unique'] } });
    const other = taken[1]!;
    const { id, number: _n, version, createdAt: _a, createdBy: _b, updatedAt: _c, updatedBy: _d, ...input } = other;
    const put = await call('PUT', `${base}/${id}`, { body: { ...input, email: taken[0]!.email }, headers: { 'If-Match': `"${version}"` } });
    expect(put.body).toMatchObject({ errors: { email: ['not-unique'] } });
    // Keeping its own email is no conflict with itself.
    expect((await call('PUT', `${base}/${id}`, { body: { ...input, position: 'Nuevo puesto' }, headers: { 'If-Match': `"${version}"` } })).status).toBe(200);
    const [globexDep] = await departmentsOf('gus');
    expect((await call('POST', base, { as: 'gus', body: newEmployee(globexDep!.id, { email: taken[0]!.email }) })).status).toBe(201);
  });

  it('an inactive department cannot be chosen, but an employee already in it keeps it', async () => {
    const [dep, other] = await departmentsOf();
    const member = (await get<PageBody<Employee>>(`${base}?departmentId=${other!.id}&pageSize=1`)).body.items[0]!;
    const { id: _i, version, createdAt: _a, createdBy: _b, updatedAt: _c, updatedBy: _d, ...depInput } = other!;
    expect((await call('PUT', `/api/catalogs/departments/${other!.id}`, { body: { ...depInput, status: 'inactive' }, headers: { 'If-Match': `"${version}"` } })).status).toBe(200);
    expect((await call('POST', base, { body: newEmployee(other!.id) })).body).toMatchObject({ errors: { departmentId: ['inactive-reference'] } });
    const { id, number: _n, version: v, createdAt: _e, createdBy: _f, updatedAt: _g, updatedBy: _h, ...input } = member;
    expect((await call('PUT', `${base}/${id}`, { body: { ...input, position: 'Otro' }, headers: { 'If-Match': `"${v}"` } })).status).toBe(200);
    expect((await call('POST', base, { body: newEmployee(dep!.id) })).status).toBe(201);
  });
});

describe('delete: reference integrity', () => {
  it('an employee who manages a department answers 409 with the reason and instead {status: inactive}; another is deleted', async () => {
    const [dep] = await departmentsOf();
    const refused = await call('DELETE', `${base}/${dep!.managerId}`);
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toBe('application/problem+json');
    expect(refused.body).toMatchObject({ type: 'referenced', detail: expect.stringMatching(/manages 1 department/), references: { departments: 1 }, instead: { status: 'inactive' } });
    expect((await get(`${base}/${dep!.managerId}`)).status).toBe(200);
    const created = await call<Employee>('POST', base, { body: newEmployee(dep!.id) });
    expect((await call('DELETE', `${base}/${created.body.id}`)).status).toBe(204);
  });

  it('a deactivated employee stays readable and drops out of the active list a picker asks for', async () => {
    const [dep] = await departmentsOf();
    const manager = (await get<Employee>(`${base}/${dep!.managerId}`)).body;
    const { id, number: _n, version, createdAt: _a, createdBy: _b, updatedAt: _c, updatedBy: _d, ...input } = manager;
    expect((await call('PUT', `${base}/${id}`, { body: { ...input, status: 'inactive' }, headers: { 'If-Match': `"${version}"` } })).status).toBe(200);
    expect((await get<Employee>(`${base}/${id}`)).body.status).toBe('inactive');
    const picker = await get<PageBody<Employee>>(`${base}?status=active&q=${encodeURIComponent(manager.number)}`);
    expect(picker.body.items).toEqual([]);
    // The department keeps its (now inactive) manager on update, but a new department cannot choose them.
    const { id: depId, version: dv, createdAt: _e, createdBy: _f, updatedAt: _g, updatedBy: _h, ...depInput } = dep!;
    expect((await call('PUT', `/api/catalogs/departments/${depId}`, { body: { ...depInput, name: 'Renombrado' }, headers: { 'If-Match': `"${dv}"` } })).status).toBe(200);
    expect((await call('POST', '/api/catalogs/departments', { body: { code: 'NEW', name: 'Nuevo', managerId: id, status: 'active' } })).body).toMatchObject({
      errors: { managerId: ['inactive-reference'] },
    });
  });
});

describe('permissions and tenancy', () => {
  it('read by Employees, Departments (manager picker) and the document pickers; written only with Catalogs.Employees', async () => {
    const [dep] = await departmentsOf();
    for (const permission of [P.CatalogsEmployees, P.CatalogsDepartments, P.OrderPurchases, P.DistributionDeliveries, P.DistributionCash, P.InventoryManufacturer]) {
      expect((await get(`${base}?pageSize=1`, { token: await only(permission) })).status).toBe(200);
    }
    for (const permission of [P.CatalogsCustomers, P.OrderOrders]) expect((await get(`${base}?pageSize=1`, { token: await only(permission) })).status).toBe(403);
    expect((await get(`${base}?pageSize=1`, { as: 'nobody' })).status).toBe(403);
    expect((await call('POST', base, { token: await only(P.CatalogsDepartments), body: newEmployee(dep!.id) })).status).toBe(403);
    expect((await call('POST', base, { token: await only(P.CatalogsEmployees), body: newEmployee(dep!.id) })).status).toBe(201);
  });

  it('gus sees only globex employees; an acme id at globex answers 403 on read, update and delete', async () => {
    const acme = (await get<PageBody<Employee>>(`${base}?pageSize=500`)).body.items.map((e) => e.id);
    const globex = (await get<PageBody<Employee>>(`${base}?pageSize=500`, { as: 'gus' })).body.items;
    expect(globex.every((e) => e.email.endsWith('@globex.com'))).toBe(true);
    expect(globex.some((e) => acme.includes(e.id))).toBe(false);
    const id = acme[0]!;
    expect((await get(`${base}/${id}`, { as: 'gus' })).status).toBe(403);
    expect((await call('DELETE', `${base}/${id}`, { as: 'gus' })).status).toBe(403);
    expect((await call('PUT', `${base}/${id}`, { as: 'gus', body: {}, headers: { 'If-Match': '"1"' } })).status).toBe(403);
    expect((await get(`${base}/${id}`)).status).toBe(200);
  });

  it('400 for an unknown sort field or filter value', async () => {
    expect((await get(`${base}?sort=salary`)).status).toBe(400);
    expect((await get(`${base}?status=retired`)).status).toBe(400);
  });
});
