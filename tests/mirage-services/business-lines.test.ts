/** The business lines resource (issue 9 screen): codes, the 409 of a line customers use, permissions. */
import { describe, expect, it } from 'vitest';
import { Permission as P } from '../../src/config/permissions';
import type { BusinessLine } from '../../src/domain/business-line';
import { signAccessToken } from '../support/access-tokens';
import { call, get, useServices, type PageBody } from './support';

useServices();
const base = '/api/catalogs/business-lines';
const only = async (...permissions: string[]) => signAccessToken({ sub: 'usr_one', name: 'One Perm', tenants: ['acme'], permissions });

describe('business lines', () => {
  it('acme has 6, globex 4, each tenant only its own', async () => {
    const acme = (await get<PageBody<BusinessLine>>(`${base}?pageSize=50`)).body.items;
    const globex = (await get<PageBody<BusinessLine>>(`${base}?pageSize=50`, { as: 'gus' })).body.items;
    expect(acme).toHaveLength(6);
    expect(globex.map((l) => l.code).sort()).toEqual(['BUS', 'GOV', 'RES', 'WHL']);
    expect((await get(`${base}/${acme[0]!.id}`, { as: 'gus' })).status).toBe(403);
  });

  it('create, not-unique code, 409 for a line customers use with instead {status: inactive}, delete of an unused one', async () => {
    const created = await call<BusinessLine>('POST', base, { body: { code: 'tel', name: 'Telefonía' } });
    expect(created.body).toMatchObject({ code: 'TEL', status: 'active' });
    expect((await call('POST', base, { body: { code: 'TEL', name: 'Otra' } })).body).toMatchObject({ errors: { code: ['not-unique'] } });
    const used = (await get<PageBody<BusinessLine>>(`${base}?sort=code&pageSize=1`)).body.items[0]!;
    const refused = await call('DELETE', `${base}/${used.id}`);
    expect(refused.body).toMatchObject({ status: 409, type: 'referenced', instead: { status: 'inactive' } });
    expect((await call('DELETE', `${base}/${created.body.id}`)).status).toBe(204);
  });

  it('written only with Catalogs.BusinessLines; Customers reads (its picker)', async () => {
    expect((await get(`${base}?pageSize=1`, { token: await only(P.CatalogsCustomers) })).status).toBe(200);
    expect((await call('POST', base, { token: await only(P.CatalogsCustomers), body: { code: 'A', name: 'A' } })).status).toBe(403);
    expect((await call('POST', base, { token: await only(P.CatalogsBusinessLines), body: { code: 'A', name: 'A' } })).status).toBe(201);
    expect((await get(`${base}?pageSize=1`, { token: await only(P.CatalogsEmployees) })).status).toBe(403);
  });
});
