/** The catalogs service's suppliers (DOMAIN.md catalogs `/suppliers`): numbering, tax ids, bank accounts, permissions, tenancy. */
import { describe, expect, it } from 'vitest';
import { Permission as P } from '../../src/config/permissions';
import type { Bank } from '../../src/domain/bank';
import { abaCheckDigit } from '../../src/domain/bank-account';
import { clabeCheckDigit } from '../../src/domain/clabe';
import { rfcCheckDigit } from '../../src/domain/rfc';
import type { Supplier } from '../../src/domain/supplier';
import { signAccessToken } from '../support/access-tokens';
import { call, get, useServices, type PageBody } from './support';

useServices();

const clabe = (first17: string) => `${first17}${clabeCheckDigit(first17)}`;
const bankBy = async (code: string, as: 'ana' | 'gus' = 'ana') => (await get<PageBody<Bank>>(`/api/banking/banks?q=${code}`, { as })).body.items.find((b) => b.code === code) as Bank;
const newSupplier = (bankId: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Distribuidora del Bajío S.A. de C.V.',
  taxId: `DBA120101AB${rfcCheckDigit('DBA120101AB')}`,
  contactName: 'Lucía Ávila',
  email: 'compras@bajio.mx',
  phone: '+52 442 123 4567',
  paymentTermsDays: 30,
  status: 'active',
  bankAccounts: [{ bankId, scheme: 'clabe', accountNumber: clabe('01218000118359719'), routingNumber: '', primary: true }],
  ...overrides,
});
const bea = { sub: 'usr_bea', name: 'Bea Rangel', tenants: ['acme'], permissions: [P.OrderPurchases, P.CatalogsSuppliers] };

describe('suppliers', () => {
  it('seed: acme 300 and globex 40, numbered PRV-0001 on', async () => {
    const acme = (await get<PageBody<Supplier>>('/api/catalogs/suppliers?sort=code&pageSize=2')).body;
    expect(acme.total).toBe(300);
    expect(acme.items[0]?.code).toBe('PRV-0001');
    expect((await get<PageBody<Supplier>>('/api/catalogs/suppliers?pageSize=1', { as: 'gus' })).body.total).toBe(40);
  });

  it('creates PRV-0301 with its account; 422 codes under each account field', async () => {
    const bbva = await bankBy('012');
    const created = await call<Supplier>('POST', '/api/catalogs/suppliers', { body: newSupplier(bbva.id) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'PRV-0301', bankAccounts: [{ bankId: bbva.id, primary: true }] });
    const bad = await call('POST', '/api/catalogs/suppliers', {
      body: newSupplier(bbva.id, {
        taxId: 'ABC',
        bankAccounts: [
          { bankId: bbva.id, scheme: 'clabe', accountNumber: '012180001183597190', routingNumber: '', primary: true },
          { bankId: 'ghost', scheme: 'clabe', accountNumber: clabe('01218000118359720'), routingNumber: '', primary: true },
        ],
      }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      errors: {
        taxId: ['invalid-rfc'],
        'bankAccounts.0.accountNumber': [clabe('01218000118359719').endsWith('0') ? 'bank-mismatch' : 'invalid-clabe'],
        'bankAccounts.1.bankId': ['unknown-reference'],
        bankAccounts: ['one-primary'],
      },
    });
  });

  it('globex suppliers: EIN and ABA or IBAN accounts', async () => {
    const chase = await bankBy('CHASE', 'gus');
    const routing = `02100002${abaCheckDigit('02100002')}`;
    const body = newSupplier(chase.id, {
      taxId: '84-7654321',
      phone: '+1 (217) 555-0100',
      bankAccounts: [{ bankId: chase.id, scheme: 'aba', accountNumber: '12345678', routingNumber: routing, primary: true }],
    });
    expect((await call('POST', '/api/catalogs/suppliers', { as: 'gus', body })).status).toBe(201);
    const clabeThere = { ...body, bankAccounts: [{ bankId: chase.id, scheme: 'clabe', accountNumber: clabe('01218000118359719'), routingNumber: '', primary: true }] };
    expect((await call('POST', '/api/catalogs/suppliers', { as: 'gus', body: clabeThere })).body).toMatchObject({ errors: { 'bankAccounts.0.scheme': ['invalid-format'] } });
    // A bank of acme is not one of globex's.
    const bbva = await bankBy('012');
    expect((await call('POST', '/api/catalogs/suppliers', { as: 'gus', body: { ...body, bankAccounts: [{ ...body.bankAccounts[0], bankId: bbva.id }] } })).body).toMatchObject({
      errors: { 'bankAccounts.0.bankId': ['unknown-reference'] },
    });
  });

  it('an inactive bank drops out: a new account there is refused, an existing one kept', async () => {
    const bbva = await bankBy('012');
    const created = (await call<Supplier>('POST', '/api/catalogs/suppliers', { body: newSupplier(bbva.id) })).body;
    await call('PUT', `/api/banking/banks/${bbva.id}`, { body: { code: '012', name: bbva.name, swift: bbva.swift, status: 'inactive' }, headers: { 'If-Match': '"1"' } });
    const { id: _id, code: _code, version: _v, createdAt: _ca, createdBy: _cb, updatedAt: _ua, updatedBy: _ub, ...input } = created;
    expect((await call('PUT', `/api/catalogs/suppliers/${created.id}`, { body: { ...input, paymentTermsDays: 45 }, headers: { 'If-Match': '"1"' } })).status).toBe(200);
    expect((await call('POST', '/api/catalogs/suppliers', { body: newSupplier(bbva.id) })).body).toMatchObject({ errors: { 'bankAccounts.0.bankId': ['inactive-reference'] } });
    // Filtered by bank: the suppliers paid through it.
    const paid = (await get<PageBody<Supplier>>(`/api/catalogs/suppliers?bankId=${bbva.id}&pageSize=500`)).body.items;
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((s) => s.bankAccounts.some((a) => a.bankId === bbva.id))).toBe(true);
  });

  it('bea (Purchases + Suppliers) reads and writes suppliers, and nothing of customers; Purchases alone only reads', async () => {
    const token = await signAccessToken(bea);
    expect((await get('/api/catalogs/suppliers', { token, tenant: 'acme' })).status).toBe(200);
    expect((await get('/api/catalogs/customers', { token, tenant: 'acme' })).status).toBe(403);
    const bbva = await bankBy('012');
    expect((await call('POST', '/api/catalogs/suppliers', { token, tenant: 'acme', body: newSupplier(bbva.id) })).status).toBe(201);
    const buyer = await signAccessToken({ ...bea, sub: 'usr_buyer', permissions: [P.OrderPurchases] });
    expect((await get('/api/catalogs/suppliers', { token: buyer, tenant: 'acme' })).status).toBe(200);
    expect((await call('POST', '/api/catalogs/suppliers', { token: buyer, tenant: 'acme', body: newSupplier(bbva.id) })).status).toBe(403);
    expect((await get('/api/catalogs/suppliers', { as: 'sam' })).status).toBe(403);
  });

  it("gus sees only globex suppliers; an acme supplier's id answers 403", async () => {
    const acmeOne = (await get<PageBody<Supplier>>('/api/catalogs/suppliers?pageSize=1')).body.items[0] as Supplier;
    expect((await get(`/api/catalogs/suppliers/${acmeOne.id}`, { as: 'gus' })).status).toBe(403);
    const globex = (await get<PageBody<Supplier>>('/api/catalogs/suppliers?pageSize=500', { as: 'gus' })).body.items;
    expect(globex.every((s) => /^\d{2}-\d{7}$/.test(s.taxId))).toBe(true);
    expect(globex.some((s) => s.bankAccounts.some((a) => a.scheme === 'aba'))).toBe(true);
  });
});
