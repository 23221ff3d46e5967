/** The departments resource of the catalogs service (issue 9): codes, manager references, the 409 of a department with employees, permissions. */
import { describe, expect, it } from 'vitest';
import { Permission as P } from '../../src/config/permissions';
import type { Department } from '../../src/domain/department';
import type { Employee } from '../../src/domain/employee';
import { signAccessToken } from '../support/access-tokens';
import { call, get, useServices, type PageBody } from './support';

useServices();
const base = '/api/catalogs/departments';
const only = async (...permissions: string[]) => signAccessToken({ sub: 'usr_one', name: 'One Perm', tenants: ['acme'], permissions });
const activeEmployee = async () => (await get<PageBody<Employee>>('/api/catalogs/employees?status=active&pageSize=1&sort=number')).body.items[0]!;

describe('departments', () => {
  it('201 with the code upper case; 422 not-unique for a code in use, unknown manager, bad code', async () => {
    const manager = await activeEmployee();
    const created = await call<Department>('POST', base, { body: { code: ' mkt ', name: 'Mercadotecnia', managerId: manager.id } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'MKT', name: 'Mercadotecnia', managerId: manager.id, status: 'active', version: 1 });
    const again = await call('POST', base, { body: { code: 'mkt', name: 'Otra', managerId: null } });
    expect(again.body).toMatchObject({ status: 422, errors: { code: ['not-unique'] } });
    const bad = await call('POST', base, { body: { code: 'a b', name: '', managerId: 'ghost' } });
    expect(bad.body).toMatchObject({ errors: { code: ['invalid-format'], name: ['required'], managerId: ['unknown-reference'] } });
  });

  it('a department with employees answers 409 naming how many, offering deactivation; an empty one is deleted', async () => {
    const [dep] = (await get<PageBody<Department>>(`${base}?sort=code&pageSize=1`)).body.items;
    const members = (await get<PageBody>(`/api/catalogs/employees?departmentId=${dep!.id}&pageSize=1`)).body.total;
    expect(members).toBeGreaterThan(0);
    const refused = await call('DELETE', `${base}/${dep!.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ type: 'referenced', references: { employees: members }, instead: { status: 'inactive' } });
    expect(String(refused.body.detail)).toContain(`${members} employees belong`);
    const empty = await call<Department>('POST', base, { body: { code: 'TMP', name: 'Temporal', managerId: null } });
    expect((await call('DELETE', `${base}/${empty.body.id}`)).status).toBe(204);
    expect((await get(`${base}/${empty.body.id}`)).status).toBe(404);
  });

  it('read by Departments, Employees (picker) and Purchases; written only with Catalogs.Departments', async () => {
    for (const permission of [P.CatalogsDepartments, P.CatalogsEmployees, P.OrderPurchases]) {
      expect((await get(`${base}?pageSize=1`, { token: await only(permission) })).status).toBe(200);
    }
    expect((await get(`${base}?pageSize=1`, { token: await only(P.DistributionCash) })).status).toBe(403);
    expect((await call('POST', base, { token: await only(P.CatalogsEmployees), body: { code: 'X', name: 'X', managerId: null } })).status).toBe(403);
    expect((await call('POST', base, { token: await only(P.CatalogsDepartments), body: { code: 'X', name: 'X', managerId: null } })).status).toBe(201);
  });

  it('gus sees only the 4 globex departments; an acme department at globex is 403', async () => {
    const globex = (await get<PageBody<Department>>(`${base}?pageSize=50`, { as: 'gus' })).body;
    expect(globex.items.map((d) => d.name).sort()).toEqual(['Finance', 'Operations', 'Sales', 'Support']);
    const [acmeDep] = (await get<PageBody<Department>>(`${base}?pageSize=1`)).body.items;
    expect((await get(`${base}/${acmeDep!.id}`, { as: 'gus' })).status).toBe(403);
    expect((await get(`${base}/${acmeDep!.id}/history`, { as: 'gus' })).status).toBe(403);
  });
});
