/** The service-contracts service: plans (catalog, in use → deactivate instead), contracts (numbering, copied names, validation, draft-only edits, expiring), seeds, access. */
import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween, isExpiring, isOverdue, validateContract, type Contract } from '../../src/domain/contract';
import type { ServicePlan } from '../../src/domain/service-plan';
import { validatePlan } from '../../src/domain/service-plan';
import { seedCustomers } from '../../src/mirage/services/seeds/catalogs.seed';
import { seedContracts, seedPlans } from '../../src/mirage/services/seeds/contracts.seed';
import { call, get, START, useServices, type PageBody, SEED_DAY } from './support';

useServices();
const base = '/api/service-contracts';
const customer = () => seedCustomers('acme').find((c) => c.status === 'active')!;
const plan = () => seedPlans('acme').find((p) => p.status === 'active')!;
const body = (extra: Record<string, unknown> = {}) => ({ customerId: customer().id, planId: plan().id, startDate: '2025-08-01', termMonths: 12, billingDay: 5, installationAddress: customer().address, notes: '', ...extra });

describe('contract rules', () => {
  it('months add by the calendar (clamped), days between, expiring within 30 days while active', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-11-15', 14)).toBe('2026-01-15');
    expect(daysBetween('2025-07-01', '2025-07-31')).toBe(30);
    expect(isExpiring({ status: 'active', endDate: '2025-07-31' }, '2025-07-01')).toBe(true);
    expect(isExpiring({ status: 'active', endDate: '2025-08-01' }, '2025-07-01')).toBe(false);
    expect(isExpiring({ status: 'suspended', endDate: '2025-07-10' }, '2025-07-01')).toBe(false);
    // Expiring is 0..30 days ahead: ending today is expiring, an end already past is overdue instead.
    expect(isExpiring({ status: 'active', endDate: '2025-07-01' }, '2025-07-01')).toBe(true);
    expect(isExpiring({ status: 'active', endDate: '2025-06-30' }, '2025-07-01')).toBe(false);
    expect(isOverdue({ status: 'active', endDate: '2025-06-30' }, '2025-07-01')).toBe(true);
    expect(isOverdue({ status: 'active', endDate: '2025-07-01' }, '2025-07-01')).toBe(false);
    expect(isOverdue({ status: 'terminated', endDate: '2025-06-30' }, '2025-07-01')).toBe(false);
    expect(validateContract({ ...body(), billingDay: 29, termMonths: 0, startDate: '2025-02-30' } as never)).toEqual({ billingDay: ['out-of-range'], termMonths: ['out-of-range'], startDate: ['invalid-format'] });
    expect(validatePlan({ code: 'int 50', name: '', type: 'radio', monthlyFee: -1, termMonths: 61, status: 'active' } as never)).toEqual({
      code: ['invalid-format'], name: ['required'], type: ['invalid-format'], monthlyFee: ['out-of-range'], termMonths: ['out-of-range'],
    });
  });
});

describe('contracts service', () => {
  it('create: 201 CON numbered after the seed, draft, names and fee copied, end day and first term', async () => {
    const created = await call<Contract>('POST', `${base}/contracts`, { body: body() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      number: `CON-${String(seedContracts('acme', SEED_DAY).length + 1).padStart(6, '0')}`,
      status: 'draft', customerName: customer().name, planCode: plan().code, monthlyFee: plan().monthlyFee, endDate: '2026-08-01',
    });
    const refused = await call<{ errors: Record<string, string[]> }>('POST', `${base}/contracts`, { body: body({ customerId: 'nope', planId: seedPlans('acme')[11]!.id }) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ customerId: ['unknown-reference'], planId: ['inactive-reference'] });
  });

  it('edited only while draft: after activate PUT and DELETE answer 409 not-editable', async () => {
    const c = (await call<Contract>('POST', `${base}/contracts`, { body: body() })).body;
    const put = (v: number) => call<Contract>('PUT', `${base}/contracts/${c.id}`, { body: body({ termMonths: 24 }), headers: { 'If-Match': `"${v}"` } });
    const edited = await put(1);
    expect(edited.body).toMatchObject({ termMonths: 24, endDate: '2027-08-01' });
    expect((await call('POST', `${base}/contracts/${c.id}/events`, { body: { type: 'activate' } })).status).toBe(200);
    expect((await put(3)).body).toMatchObject({ type: 'not-editable', state: 'active' });
    expect((await call('DELETE', `${base}/contracts/${c.id}`)).status).toBe(409);
  });

  it('lists: seeded contracts, the expiring filter and flag against the tenant\'s today', async () => {
    const all = (await get<PageBody<Contract>>(`${base}/contracts?pageSize=1`)).body;
    expect(all.total).toBe(seedContracts('acme', SEED_DAY).length);
    expect(all.total).toBe(1500);
    const today = new Date(START).toISOString().slice(0, 10);
    const expiring = (await get<PageBody<Contract & { expiring: boolean }>>(`${base}/contracts?expiring=true&pageSize=500`)).body;
    expect(expiring.total).toBe(seedContracts('acme', SEED_DAY).filter((c) => isExpiring(c, today)).length);
    expect(expiring.total).toBeGreaterThan(0);
    expect(expiring.items.every((c) => c.expiring && c.status === 'active' && daysBetween(today, c.endDate) <= 30)).toBe(true);
    const plans = (await get<PageBody<ServicePlan>>(`${base}/plans`)).body;
    expect(plans.total).toBe(12);
    expect((await get<PageBody<Contract>>(`${base}/contracts`, { as: 'gus' })).body.total).toBe(100);
  });

  it('a plan in use is not deleted: 409 with instead {status: inactive}; Service.Contracts only', async () => {
    const used = seedContracts('acme', SEED_DAY)[0]!.planId;
    const refused = await call<{ type: string; instead: unknown }>('DELETE', `${base}/plans/${used}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ type: 'referenced', instead: { status: 'inactive' } });
    expect((await get(`${base}/contracts`, { as: 'sam' })).status).toBe(403);
    expect((await get(`${base}/contracts/${seedContracts('acme', SEED_DAY)[0]!.id}`, { as: 'gus' })).status).toBe(403);
  });
});
