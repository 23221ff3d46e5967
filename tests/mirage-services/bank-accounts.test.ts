/** The banking service's company accounts (DOMAIN.md banking `/bank-accounts`): CLABE for acme, ABA / IBAN for globex. */
import { describe, expect, it } from 'vitest';
import { Permission as P } from '../../src/config/permissions';
import type { Bank } from '../../src/domain/bank';
import { abaCheckDigit, isValidAba, type BankAccount } from '../../src/domain/bank-account';
import { clabeCheckDigit } from '../../src/domain/clabe';
import { signAccessToken } from '../support/access-tokens';
import { call, get, useServices, type PageBody } from './support';

useServices();

const clabe = (first17: string) => `${first17}${clabeCheckDigit(first17)}`;
const bankBy = async (code: string, as: 'ana' | 'gus' = 'ana') => (await get<PageBody<Bank>>(`/api/banking/banks?q=${code}`, { as })).body.items.find((b) => b.code === code) as Bank;
const post = (body: unknown, as: 'ana' | 'gus' = 'ana') => call<BankAccount>('POST', '/api/banking/bank-accounts', { as, body });

describe('bank accounts', () => {
  it("acme: a CLABE of the chosen bank; currency the company's by default; spaces people type are dropped", async () => {
    const bbva = await bankBy('012');
    const number = clabe('01218000118359719');
    const created = await post({ bankId: bbva.id, name: 'Impuestos', accountNumber: `${number.slice(0, 6)} ${number.slice(6)}` });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ bankId: bbva.id, currency: 'MXN', scheme: 'clabe', accountNumber: number, routingNumber: '', status: 'active' });
    const wrong = await post({ bankId: bbva.id, name: 'Otra', accountNumber: `${number.slice(0, 17)}${(Number(number[17]) + 1) % 10}` });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ errors: { accountNumber: ['invalid-clabe'] } });
    const otherBank = await post({ bankId: bbva.id, name: 'Otra', accountNumber: clabe('00218000118359719') });
    expect(otherBank.body).toMatchObject({ errors: { accountNumber: ['bank-mismatch'] } });
    expect((await post({ bankId: bbva.id, name: 'Repetida', accountNumber: number })).body).toMatchObject({ errors: { accountNumber: ['not-unique'] } });
    expect((await post({ bankId: bbva.id, name: 'IBAN', scheme: 'iban', accountNumber: 'DE89370400440532013000' })).body).toMatchObject({ errors: { scheme: ['invalid-format'] } });
  });

  it('globex: ABA routing number with its checksum and an account number, or an IBAN; USD by default', async () => {
    const chase = await bankBy('CHASE', 'gus');
    const routing = `02100002${abaCheckDigit('02100002')}`;
    const ok = await post({ bankId: chase.id, name: 'Reserve', routingNumber: routing, accountNumber: '000123456789' }, 'gus');
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ currency: 'USD', scheme: 'aba', routingNumber: routing });
    const bad = await post({ bankId: chase.id, name: 'Bad', routingNumber: '021000022', accountNumber: '12' }, 'gus');
    expect(bad.body).toMatchObject({ errors: { routingNumber: ['invalid-aba'], accountNumber: ['invalid-format'] } });
    const iban = await post({ bankId: chase.id, name: 'EUR', currency: 'EUR', scheme: 'iban', accountNumber: 'gb82 west 1234 5698 7654 32' }, 'gus');
    expect(iban.body).toMatchObject({ scheme: 'iban', accountNumber: 'GB82WEST12345698765432', routingNumber: '' });
    const seeded = (await get<PageBody<BankAccount>>('/api/banking/bank-accounts?scheme=aba&pageSize=500', { as: 'gus' })).body;
    expect(seeded.items.filter((a) => a.scheme === 'aba').every((a) => isValidAba(a.routingNumber))).toBe(true);
  });

  it('an inactive bank cannot be chosen, but an account already there keeps it', async () => {
    const banorte = await bankBy('072');
    const account = (await get<PageBody<BankAccount>>(`/api/banking/bank-accounts?bankId=${banorte.id}`)).body.items[0] as BankAccount;
    await call('PUT', `/api/banking/banks/${banorte.id}`, { body: { code: '072', name: 'Banorte', swift: banorte.swift, status: 'inactive' }, headers: { 'If-Match': '"1"' } });
    const { id: _id, version: _v, createdAt: _ca, createdBy: _cb, updatedAt: _ua, updatedBy: _ub, ...input } = account;
    expect((await call('PUT', `/api/banking/bank-accounts/${account.id}`, { body: { ...input, name: 'Nómina 2' }, headers: { 'If-Match': '"1"' } })).status).toBe(200);
    expect((await post({ bankId: banorte.id, name: 'Nueva', accountNumber: clabe('07218000118359719') })).body).toMatchObject({ errors: { bankId: ['inactive-reference'] } });
  });

  it('only Banking.Banks: Catalogs.Suppliers (bea) may not read the company accounts', async () => {
    const bea = await signAccessToken({ sub: 'usr_bea', name: 'Bea', tenants: ['acme'], permissions: [P.OrderPurchases, P.CatalogsSuppliers] });
    expect((await get('/api/banking/bank-accounts', { token: bea, tenant: 'acme' })).status).toBe(403);
    expect((await get('/api/banking/bank-accounts', { as: 'sam' })).status).toBe(403);
    const globex = (await get<PageBody<BankAccount>>('/api/banking/bank-accounts', { as: 'gus' })).body.items[0] as BankAccount;
    expect((await get(`/api/banking/bank-accounts/${globex.id}`)).status).toBe(403);
  });
});
