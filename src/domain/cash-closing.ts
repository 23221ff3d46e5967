/**
 * Cash registers and their daily closings (DOMAIN.md "Entities": register, cashier, opened at, opening float, sales
 * in cash and card, expected cash, counted cash by denomination, difference, status), as pure rules shared by the
 * distribution service and the cash closing section: the denominations of each currency in minor units, the count
 * (Σ count × face value, integers only), the expected cash (opening float + cash sales), the difference (counted −
 * expected), and the checks of a register, a closing and a count.
 */
import { collectErrors, checkInteger, checkMinorUnits, checkOneOf, checkText, codePattern, isPlainObject } from './fields';
import type { ListSpec } from './list-query';
import { MAX_MINOR_UNITS, type Currency } from './money';
import type { Audited, FieldErrors } from './resource';

export type DenominationKind = 'note' | 'coin';

export interface Denomination {
  /** `note-100000`, `coin-50`: the kind and the face value in minor units. */
  id: string;
  kind: DenominationKind;
  /** Face value in minor units (centavos, cents). */
  value: number;
}

const make = (kind: DenominationKind, values: readonly number[]): Denomination[] => values.map((value) => ({ id: `${kind}-${value}`, kind, value }));

/** The notes and coins a cashier counts, largest first (the order of the count screen). */
export const denominations: Record<Currency, readonly Denomination[]> = {
  MXN: [...make('note', [100_000, 50_000, 20_000, 10_000, 5_000, 2_000]), ...make('coin', [2_000, 1_000, 500, 200, 100, 50])],
  USD: [...make('note', [10_000, 5_000, 2_000, 1_000, 500, 200, 100]), ...make('coin', [100, 25, 10, 5, 1])],
};

/** Pieces of one denomination; null while not counted. */
export type CashCounts = Record<string, number | null>;

/** The most pieces of one denomination a count takes. */
export const MAX_PIECES = 99_999;
export const cashLimits = { code: 12, name: 80, location: 120, note: 500, reason: 500 } as const;

/** A count with every denomination of the currency still to enter. */
export const emptyCounts = (currency: Currency): CashCounts => Object.fromEntries(denominations[currency].map((d) => [d.id, null]));

/** Σ count × face value over the counted denominations, in minor units (integers: no float ever enters). */
export function countedTotal(currency: Currency, counts: CashCounts): number {
  let total = 0;
  for (const d of denominations[currency]) {
    const pieces = counts[d.id];
    if (typeof pieces === 'number') total += pieces * d.value;
  }
  return total;
}

/** Whether every denomination of the currency has a count (0 included). */
export const isCountComplete = (currency: Currency, counts: CashCounts): boolean =>
  denominations[currency].every((d) => {
    const pieces = counts[d.id];
    return typeof pieces === 'number' && Number.isInteger(pieces) && pieces >= 0 && pieces <= MAX_PIECES;
  });

export interface CashFigures {
  /** Opening float + cash sales. */
  expected: number;
  /** Σ count × value of what is counted so far. */
  counted: number;
  /** Counted − expected (negative: missing cash), once the count is complete; null before. */
  difference: number | null;
  complete: boolean;
}

export function cashFigures(closing: Pick<CashClosing, 'currency' | 'openingFloat' | 'cashSales' | 'counts'>): CashFigures {
  const expected = closing.openingFloat + closing.cashSales;
  const counted = countedTotal(closing.currency, closing.counts);
  const complete = isCountComplete(closing.currency, closing.counts);
  return { expected, counted, difference: complete ? counted - expected : null, complete };
}

/** A count may be submitted: complete, and explained by a note when it does not match the expected cash. */
export function countProblem(closing: Pick<CashClosing, 'currency' | 'openingFloat' | 'cashSales' | 'counts' | 'countNote'>): 'not-counted' | 'note-required' | null {
  const figures = cashFigures(closing);
  if (!figures.complete) return 'not-counted';
  if (figures.difference !== 0 && closing.countNote.trim() === '') return 'note-required';
  return null;
}

// Registers

export const cashRegisterStatuses = ['active', 'inactive'] as const;
export type CashRegisterStatus = (typeof cashRegisterStatuses)[number];

export interface CashRegisterInput {
  code: string;
  name: string;
  location: string;
  status: CashRegisterStatus;
}
export type CashRegister = Audited & CashRegisterInput;

export const cashRegisterListSpec: ListSpec<CashRegister> = {
  searchFields: ['code', 'name', 'location'],
  sortFields: ['code', 'name', 'status'],
  filters: { status: { type: 'enum', values: cashRegisterStatuses } },
  defaultSort: 'code',
};

export function validateCashRegister(input: unknown, rules: { codeTaken: (code: string) => boolean }): FieldErrors {
  const c = collectErrors();
  if (!isPlainObject(input)) return { code: ['required'] };
  checkText(c, 'code', input.code, { max: cashLimits.code, pattern: codePattern });
  if (!c.has('code') && rules.codeTaken(input.code as string)) c.add('code', 'not-unique');
  checkText(c, 'name', input.name, { max: cashLimits.name });
  checkText(c, 'location', input.location, { required: false, max: cashLimits.location });
  checkOneOf(c, 'status', input.status, cashRegisterStatuses);
  return c.errors;
}

// Closings

export const cashClosingStatuses = ['open', 'counting', 'submitted', 'approved'] as const;
export type CashClosingStatus = (typeof cashClosingStatuses)[number];

/** What a user writes: the register opened, who runs it, the float, and the sales the point of sale reports. */
export interface CashClosingInput {
  registerId: string;
  /** The employee at the register. */
  cashierId: string;
  openingFloat: number;
  cashSales: number;
  cardSales: number;
}

export interface CashRejection {
  reason: string;
  /** The user's `sub`. */
  by: string;
  at: string;
}

export interface CashClosing extends Audited, CashClosingInput {
  /** `CC-000001`, numbered per tenant. */
  number: string;
  /**
   * The cashier's name as the service wrote it from the employee (an addition: whoever may read the closing sees who
   * ran the register without reading the employees).
   */
  cashierName: string;
  /** The business day, `YYYY-MM-DD`. */
  date: string;
  currency: Currency;
  counts: CashCounts;
  /** Why the count differs from the expected cash (required to submit when it does). */
  countNote: string;
  /** The user who submitted the count (approval needs someone else). */
  submittedBy: string | null;
  approvedBy: string | null;
  /** The last rejection (the count went back to counting), or null. */
  rejection: CashRejection | null;
  status: CashClosingStatus;
}

export const formatClosingNumber = (prefix: string, n: number): string => `${prefix}-${String(n).padStart(6, '0')}`;

export const cashClosingListSpec: ListSpec<CashClosing> = {
  searchFields: ['number', 'countNote'],
  sortFields: ['number', 'date', 'status', 'openingFloat', 'cashSales', 'createdAt', 'updatedAt'],
  filters: {
    status: { type: 'enum', values: cashClosingStatuses },
    registerId: { type: 'reference' },
    cashierId: { type: 'reference' },
    date: { type: 'date-range' },
  },
  defaultSort: '-number',
  sortOrders: { status: cashClosingStatuses },
};

export const emptyCashClosingInput = (): CashClosingInput => ({ registerId: '', cashierId: '', openingFloat: 0, cashSales: 0, cardSales: 0 });

export interface CashClosingRules {
  register?: (id: string) => Pick<CashRegister, 'status'> | undefined;
  employee?: (id: string) => { status: string } | undefined;
  /** Whether another closing of this register is still open, counting or submitted (one at a time). */
  registerBusy?: (registerId: string) => boolean;
  /** The stored closing on update: its register and cashier stay choosable even if inactive since. */
  previous?: Pick<CashClosingInput, 'registerId' | 'cashierId'>;
}

const checkReference = (
  c: ReturnType<typeof collectErrors>,
  path: string,
  value: unknown,
  find: ((id: string) => { status: string } | undefined) | undefined,
  kept: string | undefined,
) => {
  checkText(c, path, value);
  if (c.has(path) || !find) return;
  const found = find(value as string);
  if (!found) c.add(path, 'unknown-reference');
  else if (found.status !== 'active' && kept !== value) c.add(path, 'inactive-reference');
};

export function validateCashClosing(input: unknown, rules: CashClosingRules = {}): FieldErrors {
  const c = collectErrors();
  if (!isPlainObject(input)) return { registerId: ['required'] };
  checkReference(c, 'registerId', input.registerId, rules.register, rules.previous?.registerId);
  if (!c.has('registerId') && rules.registerBusy?.(input.registerId as string)) c.add('registerId', 'not-unique');
  checkReference(c, 'cashierId', input.cashierId, rules.employee, rules.previous?.cashierId);
  checkMinorUnits(c, 'openingFloat', input.openingFloat);
  checkMinorUnits(c, 'cashSales', input.cashSales);
  checkMinorUnits(c, 'cardSales', input.cardSales);
  return c.errors;
}

/**
 * The data of a `count` event: pieces per denomination of the currency (null for one not counted yet; any other key
 * is refused), and the note; field paths `counts.<id>` and `note`.
 */
export function validateCount(currency: Currency, counts: unknown, note: unknown): FieldErrors {
  const c = collectErrors();
  if (!isPlainObject(counts)) c.add('counts', 'required');
  else {
    const known = new Set(denominations[currency].map((d) => d.id));
    for (const key of Object.keys(counts)) if (!known.has(key)) c.add('counts', 'invalid-format');
    for (const d of denominations[currency]) {
      const pieces = counts[d.id];
      if (pieces === null || pieces === undefined) continue;
      checkInteger(c, `counts.${d.id}`, pieces, 0, MAX_PIECES);
    }
    if (!c.has('counts') && countedTotal(currency, counts as CashCounts) > MAX_MINOR_UNITS) c.add('counts', 'out-of-range');
  }
  checkText(c, 'note', note ?? '', { required: false, max: cashLimits.note });
  return c.errors;
}

/** The reason of a rejection: required, at most 500 characters. */
export function validateRejection(reason: unknown): FieldErrors {
  const c = collectErrors();
  checkText(c, 'reason', reason, { max: cashLimits.reason });
  return c.errors;
}

/** A count's data as the statechart keeps it: every denomination of the currency, each a count or null. */
export function normalizeCounts(currency: Currency, counts: Record<string, unknown>): CashCounts {
  return Object.fromEntries(denominations[currency].map((d) => [d.id, typeof counts[d.id] === 'number' ? (counts[d.id] as number) : null]));
}
