/**
 * Service contracts (DOMAIN.md "Entities"): a customer signed on a plan from a start day for a term of months,
 * billed on a day of the month (1 to 28), installed at an address. The service numbers it `CON-000001` and copies
 * the customer's name and the plan's code, name and fee at the time of writing; the end day is the start plus the
 * term, and each renewal adds a term (kept in `terms`). An active contract ending from today to 30 days after it is
 * `expiring`, one past its end `overdue` (both computed against today, never stored). Pure.
 */
import { checkAddress, type Address } from './address';
import { checkInteger, checkText, collectErrors, trimStrings } from './fields';
import { isCalendarDay, type ListSpec } from './list-query';
import type { Audited, FieldErrors } from './resource';

export const contractStatuses = ['draft', 'active', 'suspended', 'terminated'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

export interface ContractInput {
  customerId: string;
  planId: string;
  /** YYYY-MM-DD. */
  startDate: string;
  /** 1 to 60 (the plan's by default). */
  termMonths: number;
  /** 1 to 28. */
  billingDay: number;
  installationAddress: Address;
  /** '' when none. */
  notes: string;
}

/** One term of the contract: the first, then one per renewal. */
export interface ContractTerm {
  start: string;
  end: string;
  months: number;
}

export type Contract = Audited &
  ContractInput & {
    number: string;
    status: ContractStatus;
    customerName: string;
    planCode: string;
    planName: string;
    /** Minor units, the plan's fee when written. */
    monthlyFee: number;
    /** The current term's last day (exclusive of nothing: the day the service ends unless renewed). */
    endDate: string;
    terms: ContractTerm[];
  };

export const contractLimits = { termMonths: 60, billingDay: 28, notes: 1000, expiringDays: 30 } as const;

export const formatContractNumber = (n: number, prefix = 'CON'): string => `${prefix}-${String(n).padStart(6, '0')}`;

/** `day` plus `months` calendar months, the day clamped to the month's last (2025-01-31 + 1 = 2025-02-28). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Whole days from `a` to `b` (b − a). */
export const daysBetween = (a: string, b: string): number => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** Active and ending within the next 30 days: from `today` (0) to 30 days after it. An end already past is `isOverdue`. */
export const isExpiring = (contract: Pick<Contract, 'status' | 'endDate'>, today: string): boolean => {
  if (contract.status !== 'active') return false;
  const left = daysBetween(today, contract.endDate);
  return left >= 0 && left <= contractLimits.expiringDays;
};

/** Active past its end (`endDate` before `today`): neither renewed nor terminated in time. */
export const isOverdue = (contract: Pick<Contract, 'status' | 'endDate'>, today: string): boolean =>
  contract.status === 'active' && contract.endDate < today;

/**
 * Where an active contract stands against its end (DOMAIN.md: `expiring`, `overdue`; never stored): the one rule the
 * service's list flags and filters and the contract's page badge read. Null when neither (or not active).
 */
export const contractEndState = (contract: Pick<Contract, 'status' | 'endDate'>, today: string): 'overdue' | 'expiring' | null =>
  isOverdue(contract, today) ? 'overdue' : isExpiring(contract, today) ? 'expiring' : null;

export const firstTerm = (startDate: string, termMonths: number): ContractTerm => ({ start: startDate, end: addMonths(startDate, termMonths), months: termMonths });

/** The next term after `contract`'s current one (renewal). */
export const nextTerm = (contract: Pick<Contract, 'endDate' | 'termMonths'>): ContractTerm => ({
  start: contract.endDate,
  end: addMonths(contract.endDate, contract.termMonths),
  months: contract.termMonths,
});

export const emptyContractInput = (today: string, country: string): ContractInput => ({
  customerId: '',
  planId: '',
  startDate: today,
  termMonths: 12,
  billingDay: 1,
  installationAddress: { street: '', city: '', state: '', postalCode: '', country },
  notes: '',
});

export const normalizeContractInput = (input: ContractInput): ContractInput => trimStrings(input);

export interface ContractRules {
  customer?: (id: string) => { status: string } | undefined;
  plan?: (id: string) => { status: string } | undefined;
  previous?: Pick<ContractInput, 'customerId' | 'planId'>;
}

export function validateContract(input: ContractInput, rules: ContractRules = {}): FieldErrors {
  const c = collectErrors();
  const raw = input as unknown as Record<string, unknown>;
  for (const [field, lookup, previous] of [
    ['customerId', rules.customer, rules.previous?.customerId],
    ['planId', rules.plan, rules.previous?.planId],
  ] as const) {
    checkText(c, field, raw[field]);
    const id = raw[field];
    if (typeof id === 'string' && id !== '' && lookup) {
      const found = lookup(id);
      if (!found) c.add(field, 'unknown-reference');
      else if (found.status !== 'active' && previous !== id) c.add(field, 'inactive-reference');
    }
  }
  checkText(c, 'startDate', raw.startDate);
  if (typeof raw.startDate === 'string' && raw.startDate !== '' && !isCalendarDay(raw.startDate)) c.add('startDate', 'invalid-format');
  checkInteger(c, 'termMonths', raw.termMonths, 1, contractLimits.termMonths);
  checkInteger(c, 'billingDay', raw.billingDay, 1, contractLimits.billingDay);
  checkAddress(c, 'installationAddress', raw.installationAddress);
  checkText(c, 'notes', raw.notes, { required: false, max: contractLimits.notes });
  return c.errors;
}

/** The list's spec; `expiring` is decided against `today` (the service's day). */
export const contractListSpec = (today: string): ListSpec<Contract> => ({
  searchFields: ['number', 'customerName', 'planCode', 'planName'],
  sortFields: ['number', 'customerName', 'startDate', 'endDate', 'status', 'monthlyFee', 'createdAt', 'updatedAt'],
  filters: {
    status: { type: 'enum', values: contractStatuses },
    planId: { type: 'reference' },
    customerId: { type: 'reference' },
    expiring: { type: 'boolean', matches: (contract, value) => isExpiring(contract, today) === value },
    overdue: { type: 'boolean', matches: (contract, value) => isOverdue(contract, today) === value },
    startDate: { type: 'date-range' },
  },
  defaultSort: '-number',
  sortOrders: { status: contractStatuses },
});
