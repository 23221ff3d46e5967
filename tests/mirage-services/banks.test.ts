/** The banking service's banks (DOMAIN.md banking `/banks`): validation codes, uniqueness, references, permissions, tenancy. */
import { describe, expect, it } from 'vitest';
import { Permission as P } from '../../src/config/permissions';
import type { Bank } from '../../src/domain/bank';
import type { BankAccount } from '../../src/domain/bank-account';
import { isValidClabe } from '../../src/domain/clabe';
import type { Supplier } from '../../src/domain/supplier';
import { signAccessToken } from '../support/access-tokens';
import { call, get, useServices, type PageBody } from './support';

useServices();

const bea = { sub: 'usr_bea', name: 'Bea Rangel', tenants: ['acme'], permissions: [P.OrderPurchases, P.CatalogsSuppliers] };
const asBea = async () => ({ token: await signAccessToken(bea), tenant: 'acme' });
const banks = (query = '', options = {}) => get<PageBody<Bank>>(`/api/banking/banks?pageSize=500${query}`, options);

describe('banks: seed and list', () => {
  it('acme has 12 Mexican banks with their ABM codes and SWIFT; globex only its US banks', async () => {
    const acme = (await banks('&sort=code')).body;
    expect(acme.total).toBe(12);
    expect(acme.items.map((b) => b.code)).toEqual(expect.arrayContaining(['002', '012', '014', '021', '072']));
    expect(acme.items.find((b) => b.code === '012')).toMatchObject({ name: 'BBVA México', swift: 'BCMRMXMM', status: 'active' });
    const globex = (await banks('', { as: 'gus' })).body;
    expect(globex.items.map((b) => b.code).sort()).toEqual(['BOFA', 'CHASE', 'CITI', 'PNC', 'USB', 'WFB']);
    expect(JSON.stringify(globex)).not.toMatch(/Banamex|BBVA/);
  });

  it('searches code, name and SWIFT; filters by status; an unknown sort field is 400', async () => {
    expect((await banks('&q=banorte')).body.items.map((b) => b.code)).toEqual(['072']);
    expect((await banks('&q=MENOMX')).body.items.map((b) => b.code)).toEqual(['072']);
    expect((await banks('&status=inactive')).body.total).toBe(0);
    expect((await get('/api/banking/banks?sort=swift')).status).toBe(400);
  });
});

describe('banks: writes', () => {
  it('creates with capitals and no spaces; the code is unique per tenant; SWIFT must have the ISO 9362 shape', async () => {
    const created = await call<Bank>('POST', '/api/banking/banks', { body: { code: ' 166 ', name: 'Banco del Bienestar', swift: 'bnsm mx mm' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: '166', swift: 'BNSMMXMM', status: 'active', version: 1 });
    const again = await call('POST', '/api/banking/banks', { body: { code: '166', name: '', swift: 'BNSM' } });
    expect(again.status).toBe(422);
    expect(again.headers.get('content-type')).toBe('application/problem+json');
    expect(again.body).toMatchObject({ type: 'validation', errors: { code: ['not-unique'], name: ['required'], swift: ['invalid-swift'] } });
    // Another tenant may use the same code.
    expect((await call('POST', '/api/banking/banks', { as: 'gus', body: { code: '166', name: 'Other', swift: '' } })).status).toBe(201);
  });

  it('a bank used by company accounts or by suppliers answers 409 with the reason and instead inactive; deactivated it stays readable', async () => {
    const all = (await banks()).body.items;
    const accounts = (await get<PageBody<BankAccount>>('/api/banking/bank-accounts?pageSize=500')).body.items;
    const withAccounts = all.find((b) => accounts.some((a) => a.bankId === b.id)) as Bank;
    const refused = await call('DELETE', `/api/banking/banks/${withAccounts.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ type: 'referenced', status: 409, detail: expect.stringMatching(/in use.*account/), references: { 'bank-accounts': expect.any(Number) }, instead: { status: 'inactive' } });
    // STP (646) has no company account; suppliers are paid through it.
    const stp = all.find((b) => b.code === '646') as Bank;
    const paid = await call('DELETE', `/api/banking/banks/${stp.id}`);
    expect(paid.body).toMatchObject({ type: 'referenced', detail: expect.stringMatching(/suppliers? (is|are) paid/), references: { 'bank-accounts': 0, suppliers: expect.any(Number) } });
    const off = await call<Bank>('PUT', `/api/banking/banks/${stp.id}`, { body: { code: stp.code, name: stp.name, swift: stp.swift, status: 'inactive' }, headers: { 'If-Match': '"1"' } });
    expect(off.body).toMatchObject({ status: 'inactive', version: 2 });
    expect((await get<Bank>(`/api/banking/banks/${stp.id}`)).body.status).toBe('inactive');
  });

  it('an unused bank is deleted (204) and restored by Undo', async () => {
    const created = (await call<Bank>('POST', '/api/banking/banks', { body: { code: 'TMP', name: 'Temporal' } })).body;
    expect((await call('DELETE', `/api/banking/banks/${created.id}`)).status).toBe(204);
    expect((await get(`/api/banking/banks/${created.id}`)).status).toBe(404);
    expect((await call('POST', `/api/banking/banks/${created.id}/restore`)).status).toBe(200);
  });
});

describe('banks: who may call', () => {
  it('read by Banking.Banks and Catalogs.Suppliers (the providers picker), written by Banking.Banks only', async () => {
    expect((await banks('', await asBea())).status).toBe(200);
    expect((await call('POST', '/api/banking/banks', { ...(await asBea()), body: { code: 'X', name: 'X' } })).status).toBe(403);
    expect((await get('/api/banking/banks', { as: 'sam' })).status).toBe(403);
    expect((await get('/api/banking/banks', { as: 'nobody' })).status).toBe(403);
  });

  it("another tenant's bank id answers 403, an unknown one 404", async () => {
    const globexBank = (await banks('', { as: 'gus' })).body.items[0] as Bank;
    expect((await get(`/api/banking/banks/${globexBank.id}`)).status).toBe(403);
    expect((await call('DELETE', `/api/banking/banks/${globexBank.id}`)).status).toBe(403);
    expect((await get('/api/banking/banks/nope')).status).toBe(404);
  });
});

describe('banking seed', () => {
  it('every seeded CLABE is valid and carries its bank code; suppliers are at banks of their own tenant', async () => {
    const all = (await banks()).body.items;
    const accounts = (await get<PageBody<BankAccount>>('/api/banking/bank-accounts?pageSize=500')).body.items;
    expect(accounts.length).toBeGreaterThan(2);
    for (const a of accounts) {
      expect(isValidClabe(a.accountNumber)).toBe(true);
      expect(a.accountNumber.slice(0, 3)).toBe(all.find((b) => b.id === a.bankId)?.code);
    }
    const suppliers = (await get<PageBody<Supplier>>('/api/catalogs/suppliers?pageSize=500')).body.items;
    const ids = new Set(all.map((b) => b.id));
    expect(suppliers.flatMap((s) => s.bankAccounts).every((a) => ids.has(a.bankId) && isValidClabe(a.accountNumber))).toBe(true);
  });
});
