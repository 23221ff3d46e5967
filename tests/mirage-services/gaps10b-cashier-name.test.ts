/**
 * A cash closing carries its cashier's name (gaps10b point 5): the service writes `cashierName` from the employee
 * on create and update (the seed too), so whoever reads a closing sees who ran the register from the closing itself
 * (no employees list needed, never an id); the client's parser keeps it and refuses a non-text one.
 */
import { describe, expect, it } from 'vitest';
import { Permission as P } from '../../src/config/permissions';
import type { CashClosing, CashRegister } from '../../src/domain/cash-closing';
import { cashClosingModel } from '../../src/machines/print/cash-closing-print';
import { parseCashClosing } from '../../src/machines/sections/cashclosing/cash-closing-api';
import { seedPeople } from '../../src/mirage/services/seeds/people.seed';
import { signAccessToken } from '../support/access-tokens';
import { call, get, useServices, type PageBody } from './support';

useServices();
const base = '/api/distribution';
const cashOnly = { sub: 'usr_cato', name: 'Cato Ruiz', tenants: ['acme'], permissions: [P.DistributionCash] };

describe('the cashier\'s name on a closing', () => {
  it('an account with the cash permission only reads every seeded closing\'s cashier by name in the closing itself', async () => {
    const token = await signAccessToken(cashOnly);
    const page = await get<PageBody<CashClosing>>(`${base}/cash-closings?pageSize=50`, { token });
    expect(page.status).toBe(200);
    const names = new Map(seedPeople('acme').employees.map((e) => [e.id, e.name]));
    expect(page.body.items.length).toBeGreaterThan(10);
    for (const c of page.body.items) {
      expect(c.cashierName, c.number).toBe(names.get(c.cashierId));
      expect(parseCashClosing(c).cashierName).toBe(c.cashierName);
    }
    // The printed closing names its cashier too.
    const first = parseCashClosing(page.body.items[0]);
    expect(cashClosingModel(first, null).parties).toEqual([{ role: 'cashier', name: first.cashierName, details: [] }]);
  });

  it('written on create and changed with the cashier on update', async () => {
    const employees = (await get<PageBody<{ id: string; name: string }>>('/api/catalogs/employees?status=active&pageSize=2')).body.items;
    const register = await call<CashRegister>('POST', `${base}/cash-registers`, { body: { code: `caja-n${Math.floor(Math.random() * 1e6)}`, name: 'Caja de nombres' } });
    const created = await call<CashClosing>('POST', `${base}/cash-closings`, { body: { registerId: register.body.id, cashierId: employees[0]!.id, openingFloat: 100_000 } });
    expect(created.status).toBe(201);
    expect(created.body.cashierName).toBe(employees[0]!.name);
    const body = { registerId: register.body.id, cashierId: employees[1]!.id, openingFloat: 100_000, cashSales: 0, cardSales: 0 };
    const updated = await call<CashClosing>('PUT', `${base}/cash-closings/${created.body.id}`, { body, headers: { 'If-Match': `"${created.body.version}"` } });
    expect(updated.status).toBe(200);
    expect(updated.body.cashierName).toBe(employees[1]!.name);
    // A client cannot set it.
    const forged = await call<CashClosing>('PUT', `${base}/cash-closings/${created.body.id}`, { body: { ...body, cashierName: 'Mallory' }, headers: { 'If-Match': `"${updated.body.version}"` } });
    expect(forged.body.cashierName ?? employees[1]!.name).toBe(employees[1]!.name);
  });

  it('the parser keeps a text name, takes a closing without one as unnamed, refuses anything else', async () => {
    const closing = (await get<PageBody<CashClosing>>(`${base}/cash-closings?pageSize=1`)).body.items[0]!;
    const raw = JSON.parse(JSON.stringify(closing)) as Record<string, unknown>;
    expect(parseCashClosing({ ...raw, cashierName: 'Ana' }).cashierName).toBe('Ana');
    const { cashierName: _gone, ...without } = raw;
    expect(parseCashClosing(without).cashierName).toBe('');
    expect(() => parseCashClosing({ ...raw, cashierName: 42 })).toThrow();
  });
});
