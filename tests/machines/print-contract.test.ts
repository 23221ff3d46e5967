/**
 * The contract's print mapping (contract -> print model: customer, installation address, plan facts, a row per term,
 * the monthly fee) and its source against the service-contracts service in Mirage: a seeded contract prints its
 * number, customer and terms; a malformed answer is refused whole by the section's parser.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Response } from 'miragejs';
import { demoConfig } from '../../src/config/runtime-config';
import type { Contract } from '../../src/domain/contract';
import { configureApiClient, resetApiClient } from '../../src/machines/effects/api-client';
import { contractModel, contractPrint } from '../../src/machines/print/contract-print';
import { printRegistration } from '../../src/views/print/registry';
import { signAccessToken } from '../support/access-tokens';
import { get, identities, useServices, type PageBody } from '../mirage-services/support';

const contract: Contract = {
  id: 'con_1', version: 3, createdAt: '2025-01-01T10:00:00.000Z', createdBy: 'usr_ana', updatedAt: '2025-01-01T10:00:00.000Z', updatedBy: 'usr_ana',
  number: 'CON-000012', status: 'active', customerId: 'cus_1', customerName: 'Tacos El Güero', planId: 'pl_1', planCode: 'FIB-100', planName: 'Fibra 100',
  monthlyFee: 49_900, startDate: '2024-01-15', endDate: '2025-07-15', termMonths: 12, billingDay: 5,
  installationAddress: { street: 'Calle 5 #12', city: 'Monterrey', state: 'Nuevo León', postalCode: '64000', country: 'MX' },
  notes: 'Gate code 1234',
  terms: [{ start: '2024-01-15', end: '2025-01-15', months: 12 }, { start: '2025-01-15', end: '2025-07-15', months: 6 }],
};

describe('contract print mapping', () => {
  it('prints the customer, the installation address, the plan facts, a row per term and the monthly fee', () => {
    const model = contractModel(contract);
    expect(model).toMatchObject({ type: 'contract', number: 'CON-000012', status: 'active', notes: 'Gate code 1234' });
    expect(model.parties).toEqual([
      { role: 'customer', name: 'Tacos El Güero', details: [] },
      { role: 'installAt', name: 'Tacos El Güero', details: ['Calle 5 #12', '64000 Monterrey', 'Nuevo León, MX'] },
    ]);
    expect(Object.fromEntries(model.facts.map((f) => [f.key, f.value]))).toEqual({
      plan: { kind: 'text', text: 'Fibra 100 (FIB-100)' },
      startDate: { kind: 'date', day: '2024-01-15' },
      endDate: { kind: 'date', day: '2025-07-15' },
      term: { kind: 'quantity', value: '12' },
      billingDay: { kind: 'quantity', value: '5' },
      monthlyFee: { kind: 'money', minor: 49_900 },
    });
    expect(model.rows).toEqual([
      { termStart: { kind: 'date', day: '2024-01-15' }, termEnd: { kind: 'date', day: '2025-01-15' }, months: { kind: 'quantity', value: '12' } },
      { termStart: { kind: 'date', day: '2025-01-15' }, termEnd: { kind: 'date', day: '2025-07-15' }, months: { kind: 'quantity', value: '6' } },
    ]);
    expect(model.totals).toEqual([{ key: 'monthlyFee', minor: 49_900, grand: true }]);
    expect(model.rowsAre).toBe('terms');
    expect(printRegistration('contract')?.detailPath('con_1')).toBe('/contracts/services/con_1');
  });
});

describe('contract print source against the service-contracts service', () => {
  const server = useServices();
  const config = demoConfig('http://localhost:9090');
  const signal = new AbortController().signal;
  beforeEach(() => {
    configureApiClient({
      config: { ...config, tenantBaseDomain: 'localhost' },
      host: 'acme.localhost',
      origin: window.location.origin,
      getAccessToken: () => signAccessToken(identities.ana),
      renewAccessToken: async () => null,
    });
  });
  afterEach(() => resetApiClient());

  it('a seeded contract prints its number, customer, plan and terms', async () => {
    const seeded = (await get<PageBody<Contract>>('/api/service-contracts/contracts?status=active&pageSize=1')).body.items[0]!;
    expect(seeded).toBeDefined();
    const model = await contractPrint.load(config, seeded.id, signal);
    expect(model.number).toBe(seeded.number);
    expect(model.parties[0]!.name).toBe(seeded.customerName);
    expect(model.rows).toHaveLength(seeded.terms.length);
    expect(model.totals[0]!.minor).toBe(seeded.monthlyFee);
  });

  it('a malformed contract is refused by the parser: nothing is printed half', async () => {
    const seeded = (await get<PageBody<Contract>>('/api/service-contracts/contracts?pageSize=1')).body.items[0]!;
    server().get('/api/service-contracts/contracts/:id', () => new Response(200, {}, { ...seeded, terms: [{ start: 'soon', end: seeded.endDate, months: 1 }] }));
    await expect(contractPrint.load(config, seeded.id, signal)).rejects.toMatchObject({ code: 'malformed' });
  });
});
