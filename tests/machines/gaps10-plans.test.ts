/**
 * Service plans (issue 10 gaps, point 3): the plans screen's machines against the service-contracts mock (New plan
 * refused before any request when empty, created, edited; a plan contracts use cannot be deleted and is deactivated
 * instead), and a contract's term following its plan: the plan-term machine over a real contract form, unit cases and
 * every sequence of the user's gestures up to four steps (generated), each checked against the rule "the term is the
 * last chosen plan's, unless typed after it".
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { demoConfig } from '../../src/config/runtime-config';
import { emptyContractInput, type Contract, type ContractInput } from '../../src/domain/contract';
import type { ServicePlan } from '../../src/domain/service-plan';
import { configureApiClient, resetApiClient } from '../../src/machines/effects/api-client';
import { selectCreateForm } from '../../src/machines/kit/create-flow.machine';
import { selectShownErrors, selectValues, type FormRef } from '../../src/machines/kit/form.machine';
import type { FormActor } from '../../src/machines/kit/form.connect';
import { selectFormRef } from '../../src/machines/kit/record.machine';
import { contractsSection } from '../../src/machines/sections/contracts/contracts-record';
import { planTermMachine, termOfPlan } from '../../src/machines/sections/contracts/plan-term.machine';
import { isPlanInput, planCreateFlow, planToInput, plansSection } from '../../src/machines/sections/contracts/plans';
import type { SectionDeps } from '../../src/machines/sections/section-deps';
import { signAccessToken } from '../support/access-tokens';
import { call, get, identities, useServices, type PageBody } from '../mirage-services/support';

useServices();
const config = demoConfig('http://localhost:9090');
const deps = { config, currency: 'MXN', country: 'MX', owner: { tenant: 'acme', user: 'usr_ana' } } as unknown as SectionDeps;
const base = '/api/service-contracts/plans';

beforeEach(() => {
  configureApiClient({
    config: { ...config, tenantBaseDomain: 'localhost' },
    host: 'acme.localhost',
    origin: window.location.origin,
    getAccessToken: () => signAccessToken(identities.ana),
    renewAccessToken: async () => null,
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  resetApiClient();
  vi.restoreAllMocks();
});

describe('the plans screen against the mock', () => {
  it('New plan: an empty name refused before any request; created with its code upper-cased; edited through the record machine', async () => {
    const before = (await get<PageBody<ServicePlan>>(`${base}?pageSize=1`)).body.total;
    const flow = createActor(planCreateFlow(deps), { input: { draft: null } }).start();
    await waitFor(flow, (s) => selectCreateForm(s) !== null);
    const form = selectCreateForm(flow.getSnapshot()) as unknown as FormRef<ReturnType<typeof planToInput>, ServicePlan>;
    form.send({ type: 'form.submit', idempotencyKey: 'plan-empty-0001' });
    expect(selectShownErrors(form.getSnapshot())).toMatchObject({ code: ['required'], name: ['required'] });
    expect((await get<PageBody<ServicePlan>>(`${base}?pageSize=1`)).body.total).toBe(before);
    form.send({ type: 'form.field.change', name: 'code', value: 'fib-900' });
    form.send({ type: 'form.field.change', name: 'name', value: 'Fibra 900' });
    form.send({ type: 'form.field.change', name: 'monthlyFee', value: 89_900 });
    form.send({ type: 'form.field.change', name: 'termMonths', value: 18 });
    form.send({ type: 'form.submit', idempotencyKey: 'plan-new-0001' });
    const saved = (await waitFor(flow, (s) => s.context.saved !== null, { timeout: 5000 })).context.saved as ServicePlan;
    expect(saved).toMatchObject({ code: 'FIB-900', name: 'Fibra 900', type: 'internet', monthlyFee: 89_900, termMonths: 18, status: 'active' });
    flow.stop();

    const record = createActor(plansSection(deps).record(), { input: { id: saved.id } }).start();
    await waitFor(record, (s) => s.context.record !== null, { timeout: 5000 });
    record.send({ type: 'record.edit' });
    const edit = selectFormRef(await waitFor(record, (s) => selectFormRef(s) !== null)) as unknown as FormRef<ReturnType<typeof planToInput>, ServicePlan>;
    edit.send({ type: 'form.field.change', name: 'termMonths', value: 61 });
    edit.send({ type: 'form.submit', idempotencyKey: 'plan-edit-0001' });
    expect(selectShownErrors(edit.getSnapshot())).toEqual({ termMonths: ['out-of-range'] });
    edit.send({ type: 'form.field.change', name: 'termMonths', value: 24 });
    edit.send({ type: 'form.submit', idempotencyKey: 'plan-edit-0002' });
    await waitFor(record, (s) => (s.context.record as ServicePlan | null)?.termMonths === 24, { timeout: 5000 });
    expect((await get<ServicePlan>(`${base}/${saved.id}`)).body.termMonths).toBe(24);
    record.stop();
  });

  it('a plan contracts use answers 409 on delete with deactivation instead, and the record machine offers Deactivate', async () => {
    const active = (await get<PageBody<ServicePlan>>(`${base}?status=active&pageSize=50`)).body.items;
    let contract: Contract | undefined;
    for (const plan of active) {
      contract = (await get<PageBody<Contract>>(`/api/service-contracts/contracts?planId=${plan.id}&pageSize=1`)).body.items[0];
      if (contract) break;
    }
    if (!contract) throw new Error('the seed has no contract on an active plan');
    const refused = await call<{ instead?: unknown }>('DELETE', `${base}/${contract.planId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.instead).toEqual({ status: 'inactive' });
    const record = createActor(plansSection(deps).record(), { input: { id: contract.planId } }).start();
    const loaded = await waitFor(record, (s) => s.context.record !== null && s.can({ type: 'record.edit' }), { timeout: 5000 });
    expect(loaded.can({ type: 'record.deactivate', idempotencyKey: 'plan-deactivate-0001' })).toBe(true);
    record.stop();
  });

  it('reads a stored draft only in the plan form shape', () => {
    const values = { code: 'A', name: 'B', type: 'tv', monthlyFee: 1, termMonths: 12, status: 'active' };
    expect(isPlanInput(values)).toBe(true);
    expect(isPlanInput({ ...values, termMonths: '12' })).toBe(false);
    expect(isPlanInput({ ...values, type: 3 })).toBe(false);
    expect(isPlanInput(null)).toBe(false);
  });
});

// ---- The term follows the plan ----

const plans = [
  { id: 'p-a', termMonths: 6 },
  { id: 'p-b', termMonths: 24 },
];

function contractForm(initial: ContractInput = emptyContractInput('2025-07-15', 'MX')) {
  return createActor(contractsSection(deps).form(), { input: { owner: 'contracts.create', draftKey: 'contracts:test', recordId: null, initial, version: null } }).start() as unknown as FormActor & { stop(): void };
}
const values = (form: FormActor) => selectValues(form.getSnapshot() as never) as ContractInput;

describe('a contract\'s term follows its plan', () => {
  it('termOfPlan: the plan\'s term, null for an unknown plan or no plans yet', () => {
    expect(termOfPlan(plans, 'p-b')).toBe(24);
    expect(termOfPlan(plans, 'x')).toBeNull();
    expect(termOfPlan(null, 'p-a')).toBeNull();
  });

  it('choosing a plan sets its term; a typed term stays until the plan changes again', () => {
    const form = contractForm();
    const watcher = createActor(planTermMachine, { input: { form, plans } }).start();
    form.send({ type: 'form.field.change', name: 'planId', value: 'p-a' });
    expect(values(form).termMonths).toBe(6);
    form.send({ type: 'form.field.change', name: 'termMonths', value: 9 });
    form.send({ type: 'form.field.change', name: 'notes', value: 'x' });
    expect(values(form).termMonths).toBe(9);
    form.send({ type: 'form.field.change', name: 'planId', value: 'p-b' });
    expect(values(form).termMonths).toBe(24);
    watcher.stop();
    form.stop();
  });

  it('a stored draft\'s plan leaves its term alone; plans read later still apply to the next choice; an unknown plan changes nothing', () => {
    const form = contractForm({ ...emptyContractInput('2025-07-15', 'MX'), planId: 'p-a', termMonths: 36 });
    const watcher = createActor(planTermMachine, { input: { form, plans: null } }).start();
    expect(values(form).termMonths).toBe(36);
    form.send({ type: 'form.field.change', name: 'planId', value: 'p-b' });
    expect(values(form).termMonths).toBe(36);
    watcher.send({ type: 'planTerm.plans.loaded', plans });
    form.send({ type: 'form.field.change', name: 'planId', value: 'p-a' });
    expect(values(form).termMonths).toBe(6);
    form.send({ type: 'form.field.change', name: 'planId', value: 'gone' });
    expect(values(form).termMonths).toBe(6);
    watcher.stop();
    form.stop();
  });

  type Gesture = { kind: 'plan'; planId: string } | { kind: 'term'; months: number } | { kind: 'other' };
  const gestures: Gesture[] = [{ kind: 'plan', planId: 'p-a' }, { kind: 'plan', planId: 'p-b' }, { kind: 'term', months: 11 }, { kind: 'other' }];
  const sequences = (depth: number): Gesture[][] => (depth === 0 ? [[]] : sequences(depth - 1).flatMap((s) => (s.length === depth - 1 ? [s, ...gestures.map((g) => [...s, g])] : [s])));
  const all = sequences(4).filter((s) => s.length > 0);

  it(`generated: ${all.length} gesture sequences up to 4 steps keep the rule at every step`, () => {
    expect(all.length).toBe(4 + 16 + 64 + 256);
    for (const sequence of all) {
      const form = contractForm();
      const watcher = createActor(planTermMachine, { input: { form, plans } }).start();
      let expected = values(form).termMonths;
      let plan = '';
      for (const g of sequence) {
        if (g.kind === 'plan') {
          form.send({ type: 'form.field.change', name: 'planId', value: g.planId });
          if (g.planId !== plan) expected = termOfPlan(plans, g.planId)!;
          plan = g.planId;
        } else if (g.kind === 'term') {
          form.send({ type: 'form.field.change', name: 'termMonths', value: g.months });
          expected = g.months;
        } else form.send({ type: 'form.field.change', name: 'notes', value: `n${Math.random()}` });
        expect(values(form).termMonths, sequence.map((s) => ('planId' in s ? s.planId : s.kind)).join(' > ')).toBe(expected);
      }
      watcher.stop();
      form.stop();
    }
  });
});
