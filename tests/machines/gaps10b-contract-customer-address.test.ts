/**
 * A new contract's installation address starts from the chosen customer's (gaps10b point 4), on the real contract
 * form machine: choosing a customer fills the address from the picker's projection; the fields stay editable; a
 * typed address is never overwritten by another customer; another customer replaces an address that was only
 * filled; a form starting with a customer (a draft) keeps its address; a failed read fills nothing; and against the
 * mock, the projection's address is the customer's.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { demoConfig } from '../../src/config/runtime-config';
import type { Address } from '../../src/domain/address';
import { emptyContractInput, type ContractInput } from '../../src/domain/contract';
import { configureApiClient, resetApiClient } from '../../src/machines/effects/api-client';
import type { FormActor } from '../../src/machines/kit/form.connect';
import { customerAddressLogic, customerAddressMachine, mayFillAddress } from '../../src/machines/sections/contracts/customer-address.machine';
import { contractsSection } from '../../src/machines/sections/contracts/contracts-record';
import type { SectionDeps } from '../../src/machines/sections/section-deps';
import { seedCustomers } from '../../src/mirage/services/seeds/catalogs.seed';
import { signAccessToken } from '../support/access-tokens';
import { identities, useServices } from '../mirage-services/support';

const config = demoConfig('http://localhost:9090');
const deps = { config, currency: 'MXN', country: 'MX', owner: { tenant: 'acme', user: 'usr_ana' } } as unknown as SectionDeps;

const addresses: Record<string, Address> = {
  c1: { street: 'Av. Reforma 100', city: 'Ciudad de México', state: 'CDMX', postalCode: '06600', country: 'MX' },
  c2: { street: 'Calle 5 de Mayo 20', city: 'Puebla', state: 'Puebla', postalCode: '72000', country: 'MX' },
};

function start(initial: ContractInput = emptyContractInput('2025-07-15', 'MX'), load = async (id: string) => {
  const a = addresses[id];
  if (!a) throw new Error('404');
  return a;
}) {
  const form = createActor(contractsSection(deps).form(), { input: { owner: 'contracts.create', draftKey: 'contracts:test', recordId: null, initial, version: null } }).start() as unknown as FormActor;
  const watcher = createActor(customerAddressMachine.provide({ actors: { loadAddress: fromPromise(({ input }: { input: { customerId: string } }) => load(input.customerId)) } }), { input: { form } }).start();
  const address = () => (form.getSnapshot().context as unknown as { values: ContractInput }).values.installationAddress;
  const change = (name: string, value: unknown) => form.send({ type: 'form.field.change', name, value } as never);
  const settled = () => waitFor(watcher, (s) => s.matches('idle'));
  return { form, watcher, address, change, settled };
}

describe('the installation address follows the customer', () => {
  it('choosing a customer fills the address; it stays editable', async () => {
    const t = start();
    t.change('customerId', 'c1');
    await t.settled();
    expect(t.address()).toEqual(addresses.c1);
    t.change('installationAddress.street', 'Av. Reforma 100, piso 3');
    expect(t.address().street).toBe('Av. Reforma 100, piso 3');
  });

  it('another customer replaces an address that was only filled, never one the user typed', async () => {
    const t = start();
    t.change('customerId', 'c1');
    await t.settled();
    t.change('customerId', 'c2');
    await t.settled();
    expect(t.address()).toEqual(addresses.c2);
    t.change('installationAddress.city', 'Cholula');
    t.change('customerId', 'c1');
    await t.settled();
    expect(t.address()).toEqual({ ...addresses.c2, city: 'Cholula' });
  });

  it('an address typed before choosing the customer stays', async () => {
    const t = start();
    t.change('installationAddress.street', 'Camino Real 1');
    t.change('customerId', 'c1');
    await t.settled();
    expect(t.address().street).toBe('Camino Real 1');
    expect(t.address().city).toBe('');
  });

  it('a form that starts with a customer (a draft) keeps its address; a failed read fills nothing', async () => {
    const draft = { ...emptyContractInput('2025-07-15', 'MX'), customerId: 'c1' };
    const t = start(draft);
    expect(t.watcher.getSnapshot().context.customerId).toBe('c1');
    expect(t.address().street).toBe('');
    t.change('customerId', 'unknown');
    await t.settled();
    expect(t.address().street).toBe('');
  });

  it('the fill rule: empty (the country aside) or what was filled', () => {
    const empty = { street: ' ', city: '', state: '', postalCode: '', country: 'MX' };
    expect(mayFillAddress(empty, null)).toBe(true);
    expect(mayFillAddress(addresses.c1!, addresses.c1!)).toBe(true);
    expect(mayFillAddress({ ...addresses.c1!, postalCode: '06601' }, addresses.c1!)).toBe(false);
    expect(mayFillAddress(addresses.c1!, null)).toBe(false);
  });
});

describe('against the mock: the customer picker\'s projection', () => {
  useServices();
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

  it('choosing a seeded customer fills its own address', async () => {
    const customer = seedCustomers('acme').find((c) => c.status === 'active')!;
    const form = createActor(contractsSection(deps).form(), { input: { owner: 'contracts.create', draftKey: 'contracts:mock', recordId: null, initial: emptyContractInput('2025-07-15', 'MX'), version: null } }).start() as unknown as FormActor;
    const watcher = createActor(customerAddressLogic(config), { input: { form } }).start();
    form.send({ type: 'form.field.change', name: 'customerId', value: customer.id } as never);
    await waitFor(watcher, (s) => s.matches('idle') && s.context.filled !== null, { timeout: 10_000 });
    expect((form.getSnapshot().context as unknown as { values: ContractInput }).values.installationAddress).toEqual(customer.address);
  });
});
