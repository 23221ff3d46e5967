/**
 * The service-contracts service (DOMAIN.md: service plans and contracts, permission Service.Contracts): `/plans` (a
 * catalog: code unique, type, monthly fee, term; referenced plans are deactivated instead of deleted) and
 * `/contracts` with the contract lifecycle (src/domain/contract-lifecycle.ts): numbered CON-000001, the customer's
 * name and the plan's code, name and fee copied on write, the end day and the terms kept by the service; the list
 * takes `expiring=true|false` (active and ending from the tenant's today to 30 days after it) and `overdue=true|false`
 * (active past its end) and answers each row with its `expiring` and `overdue` flags.
 */
import { Response, type Request, type Server } from 'miragejs';
import { Permission as P } from '../../config/permissions';
import { tenants } from '../../config/tenants';
import { defaultPrefixes } from '../../domain/company';
import { contractListSpec, firstTerm, formatContractNumber, isExpiring, isOverdue, normalizeContractInput, validateContract, type Contract, type ContractInput } from '../../domain/contract';
import { contractLifecycle } from '../../domain/contract-lifecycle';
import type { Customer } from '../../domain/customer';
import { applyListQuery, parseListQuery } from '../../domain/list-query';
import { normalizePlanInput, planListSpec, validatePlan, type ServicePlan, type ServicePlanInput } from '../../domain/service-plan';
import { dayIn } from '../../domain/stock-movement';
import { problemResponse } from '../shared/problem';
import { bindLifecycle } from './lifecycle-binding';
import { guarded } from './resource';
import type { ServiceRuntime } from './runtime';
import { defineResource, registerService, type ResourceRegistration, type ServiceDefinition } from './service';

export const plans = defineResource<ServicePlan, ServicePlanInput>({
  name: 'plans',
  area: 'contracts',
  description: 'Service plans (code unique per tenant, name, type internet | mobile | tv | bundle, monthlyFee minor units, termMonths 1-60, status); a plan contracts use answers 409 on delete with instead {status: inactive}',
  listSpec: planListSpec,
  read: [P.ServiceContracts],
  write: P.ServiceContracts,
  fields: ['code', 'name', 'type', 'monthlyFee', 'termMonths', 'status'],
  defaults: () => ({ status: 'active', termMonths: 12 }),
  normalize: (input) => normalizePlanInput(input),
  validate: (input, { data, id }) => validatePlan(input, { codeTaken: (code) => data.collection<ServicePlan>('plans').all().some((p) => p.code === code && p.id !== id) }),
  referencedBy: (plan, { data }) => {
    const count = data.collection<Contract>('contracts').all().filter((c) => c.planId === plan.id).length;
    return count === 0 ? null : { detail: `${count} contract(s) are on this plan: set its status to inactive instead`, references: { contracts: count }, instead: { status: 'inactive' } };
  },
});

/** What the service writes besides the client's fields: names and the fee copied, the end day and the first term. */
type ContractWrite = ContractInput & Partial<Pick<Contract, 'customerName' | 'planCode' | 'planName' | 'monthlyFee' | 'endDate' | 'terms'>>;

const todayOf = (runtime: ServiceRuntime, tenant: string): string => dayIn(runtime.context.now(), tenants.find((t) => t.slug === tenant)?.timeZone ?? 'UTC');

const contractsDefinition = {
  name: 'contracts',
  area: 'contracts',
  description:
    'Service contracts (customer, plan, startDate, termMonths 1-60, billingDay 1-28, installationAddress): number CON-000001, customerName, planCode, planName, monthlyFee, endDate and terms assigned; lifecycle draft -> active <-> suspended -> terminated, renew while active adds a term (POST /contracts/{id}/events {type: activate | suspend | resume | renew | terminate}); list filters expiring=true (active, ending from today to 30 days after) and overdue=true (active past its end), with expiring and overdue flags on each row',
  listSpec: contractListSpec('1970-01-01'),
  read: [P.ServiceContracts],
  write: P.ServiceContracts,
  writeNeeds: ['catalogs'],
  fields: ['customerId', 'planId', 'startDate', 'termMonths', 'billingDay', 'installationAddress', 'notes'] as (keyof ContractWrite & string)[],
  assigned: ['number', 'status', 'customerName', 'planCode', 'planName', 'monthlyFee', 'endDate', 'terms'],
  defaults: () => ({ notes: '' }),
  // The names, the fee and the term follow the client's fields on create and on every edit of a draft.
  normalize: (input: ContractWrite, { data }: { data: import('./data').TenantData }): ContractWrite => {
    const normalized = normalizeContractInput(input);
    const customer = typeof normalized.customerId === 'string' ? data.collection<Customer>('customers').get(normalized.customerId) : undefined;
    const plan = typeof normalized.planId === 'string' ? data.collection<ServicePlan>('plans').get(normalized.planId) : undefined;
    const valid = typeof normalized.startDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(normalized.startDate) && Number.isInteger(normalized.termMonths) && normalized.termMonths > 0;
    const term = valid ? firstTerm(normalized.startDate, normalized.termMonths) : null;
    return {
      ...normalized,
      customerName: customer?.name ?? '',
      planCode: plan?.code ?? '',
      planName: plan?.name ?? '',
      monthlyFee: plan?.monthlyFee ?? 0,
      endDate: term?.end ?? '',
      terms: term ? [term] : [],
    };
  },
  validate: (input: ContractWrite, { data, previous }: { data: import('./data').TenantData; previous?: Contract }) =>
    validateContract(input, {
      customer: (id) => data.collection<Customer>('customers').get(id),
      plan: (id) => data.collection<ServicePlan>('plans').get(id),
      ...(previous ? { previous } : {}),
    }),
  assign: (_input: ContractWrite, { data }: { data: import('./data').TenantData }) => {
    const next = data.sequence('contracts') + 1;
    return { fields: { number: formatContractNumber(next, defaultPrefixes.contract), status: 'draft' as const }, sequence: next };
  },
  lifecycle: bindLifecycle<Contract, null>({ lifecycle: contractLifecycle, facts: () => null }),
};

const contractsBase = defineResource<Contract, ContractWrite>(contractsDefinition);

/** Contracts: the generic resource and lifecycle; the list decides `expiring` against the tenant's today. */
export const contracts: ResourceRegistration = {
  ...contractsBase,
  register(server: Server, runtime: ServiceRuntime, base: string) {
    contractsBase.register(server, runtime, base);
    server.get(
      `${base}/contracts`,
      guarded(runtime, [P.ServiceContracts], async (caller, request: Request) => {
        const today = todayOf(runtime, caller.tenant);
        const spec = contractListSpec(today);
        const parsed = parseListQuery(new URL(request.url, 'http://mock.invalid').searchParams, spec);
        if (!parsed.ok) return problemResponse(400, 'bad-request', 'Bad Request', parsed.errors.map((e) => e.message).join('; '), {}, { parameters: parsed.errors });
        const data = await runtime.data.load(caller.tenant, 'contracts');
        const page = applyListQuery(data.collection<Contract>('contracts').all(), parsed.query, spec);
        return new Response(200, { 'Content-Type': 'application/json' }, { ...page, items: page.items.map((c) => ({ ...c, expiring: isExpiring(c, today), overdue: isOverdue(c, today) })) } as unknown as {});
      }),
      { timing: runtime.context.delay(120) },
    );
  },
};

export const serviceContractsService: ServiceDefinition = { service: 'serviceContracts', resources: [plans, contracts] };

export function registerServiceContractsService(server: Server, runtime: ServiceRuntime): void {
  registerService(server, runtime, serviceContractsService);
}
