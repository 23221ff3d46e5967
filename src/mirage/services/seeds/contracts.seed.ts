/**
 * Seed of the contracts area per tenant: 12 service plans and contracts of the seeded customers (acme 1,500,
 * globex 100) started over the last years, numbered in start order. Deterministic (seed-kit). Contracts move no
 * stock; renewed ones carry their terms. Loaded after the catalogs (customers).
 */
import { defaultPrefixes } from '../../../domain/company';
import { addMonths, firstTerm, formatContractNumber, type Contract, type ContractStatus, type ContractTerm } from '../../../domain/contract';
import type { PlanType, ServicePlan } from '../../../domain/service-plan';
import type { TenantData } from '../data';
import { seedCustomers } from './catalogs.seed';
import { memoized, memoizedByDay, randomFor, SEED_USER, seedLocaleOf, type SeedLocale } from './seed-kit';

const planRows: Record<SeedLocale, readonly (readonly [string, string, PlanType, number, number])[]> = {
  MX: [
    ['INT-50', 'Internet 50 Mbps', 'internet', 34_900, 12],
    ['INT-200', 'Internet 200 Mbps', 'internet', 54_900, 12],
    ['INT-1G', 'Internet 1 Gbps', 'internet', 99_900, 24],
    ['MOV-10', 'Móvil 10 GB', 'mobile', 19_900, 12],
    ['MOV-ILIM', 'Móvil ilimitado', 'mobile', 39_900, 24],
    ['TV-BAS', 'TV básica', 'tv', 24_900, 12],
    ['TV-PREM', 'TV premium', 'tv', 49_900, 12],
    ['DUO-200', 'Doble play 200 Mbps + TV', 'bundle', 79_900, 24],
    ['TRIO-500', 'Triple play 500 Mbps', 'bundle', 119_900, 24],
    ['EMP-100', 'Empresarial 100 Mbps simétrico', 'internet', 189_900, 36],
    ['EMP-TRIO', 'Empresarial triple play', 'bundle', 249_900, 36],
    ['MOV-FAM', 'Plan familiar 4 líneas', 'mobile', 69_900, 12],
  ],
  US: [
    ['NET-100', 'Internet 100 Mbps', 'internet', 4_999, 12],
    ['NET-500', 'Internet 500 Mbps', 'internet', 6_999, 12],
    ['NET-1G', 'Gigabit Internet', 'internet', 8_999, 24],
    ['MOB-5', 'Mobile 5 GB', 'mobile', 2_999, 12],
    ['MOB-UNL', 'Mobile unlimited', 'mobile', 5_999, 24],
    ['TV-BASIC', 'Basic TV', 'tv', 3_999, 12],
    ['TV-PLUS', 'TV Plus', 'tv', 6_999, 12],
    ['DUO-500', 'Internet 500 + TV', 'bundle', 10_999, 24],
    ['TRIPLE', 'Triple play', 'bundle', 13_999, 24],
    ['BIZ-200', 'Business 200 Mbps', 'internet', 19_999, 36],
    ['BIZ-BND', 'Business bundle', 'bundle', 29_999, 36],
    ['MOB-FAM', 'Family plan, 4 lines', 'mobile', 9_999, 12],
  ],
};

const counts: Record<string, number> = { acme: 1_500, globex: 100 };
const at = '2023-01-02T15:00:00.000Z';

export const seedPlans = memoized((tenant: string): readonly ServicePlan[] => {
  if (!counts[tenant]) return [];
  return planRows[seedLocaleOf(tenant)].map(([code, name, type, monthlyFee, termMonths], i) => ({
    id: `plan-${tenant}-${i + 1}`,
    version: 1,
    createdAt: at,
    createdBy: SEED_USER,
    updatedAt: at,
    updatedBy: SEED_USER,
    code,
    name,
    type,
    monthlyFee,
    termMonths,
    status: i === 11 && tenant === 'acme' ? 'inactive' : 'active',
  }));
});

/**
 * Contracts started over the three years before `today` (the tenant's business day, data.ts; by last month), numbered
 * in start order. A contract whose term ended by today was renewed (most, term after term, as a customer who stays)
 * or terminated: no seeded contract is active past its end (overdue), so the active ones end from today on and those
 * ending within 30 days show as expiring (about one in twelve of the yearly terms). Recent ones are drafts.
 */
export const seedContracts = memoizedByDay((tenant: string, seedToday: string): readonly Contract[] => {
  const count = counts[tenant] ?? 0;
  const customers = seedCustomers(tenant).filter((c) => c.status === 'active');
  const plans = seedPlans(tenant);
  if (count === 0 || customers.length === 0) return [];
  const random = randomFor(tenant, 'contracts');
  const firstMonth = addMonths(`${seedToday.slice(0, 8)}01`, -36);
  const recent = addMonths(seedToday, -1);
  const starts = Array.from({ length: count }, () => addMonths(firstMonth, random.int(0, 35)).slice(0, 8) + String(random.int(1, 28)).padStart(2, '0')).sort();
  return starts.map((startDate, i) => {
    const customer = random.pick(customers);
    const plan = random.pick(plans.filter((p) => p.status === 'active'));
    let terms: ContractTerm[] = [firstTerm(startDate, plan.termMonths)];
    // A contract whose term ended is renewed (most) or terminated.
    while (terms.at(-1)!.end < seedToday && random.chance(0.8)) {
      const last = terms.at(-1)!;
      terms = [...terms, { start: last.end, end: addMonths(last.end, plan.termMonths), months: plan.termMonths }];
    }
    const roll = random.next();
    const ended = terms.at(-1)!.end < seedToday;
    const status: ContractStatus = startDate > recent && roll < 0.5 ? 'draft' : ended ? 'terminated' : roll < 0.06 ? 'suspended' : roll < 0.1 ? 'terminated' : 'active';
    const createdAt = `${startDate}T16:00:00.000Z`;
    const renewed = terms.length > 1;
    return {
      id: `con-${tenant}-${i + 1}`,
      version: status === 'draft' ? 1 : 2 + (terms.length - 1),
      createdAt,
      createdBy: SEED_USER,
      updatedAt: renewed ? `${terms.at(-1)!.start}T16:00:00.000Z` : createdAt,
      updatedBy: SEED_USER,
      number: formatContractNumber(i + 1, defaultPrefixes.contract),
      status,
      customerId: customer.id,
      customerName: customer.name,
      planId: plan.id,
      planCode: plan.code,
      planName: plan.name,
      monthlyFee: plan.monthlyFee,
      startDate,
      termMonths: plan.termMonths,
      billingDay: random.int(1, 28),
      installationAddress: { ...customer.address },
      notes: '',
      endDate: terms.at(-1)!.end,
      terms: status === 'draft' ? [terms[0]!] : terms,
    };
  });
});

export function seed(data: TenantData, today: string): void {
  const contracts = seedContracts(data.tenant, today);
  data.collection<ServicePlan>('plans').putMany(seedPlans(data.tenant));
  data.collection<Contract>('contracts').putMany(contracts);
  data.setSequence('contracts', contracts.length);
}
