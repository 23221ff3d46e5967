/**
 * The cash closing rules (src/domain/cash-closing.ts): denominations in minor units, the count Σ pieces × face value
 * in integers (fast-check against an exact BigInt sum, and against the float arithmetic it must not depend on),
 * expected = float + cash sales, difference = counted − expected, and the field codes of a register, a closing, a
 * count and a rejection.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashFigures,
  countProblem,
  countedTotal,
  denominations,
  emptyCounts,
  isCountComplete,
  MAX_PIECES,
  validateCashClosing,
  validateCashRegister,
  validateCount,
  validateRejection,
  type CashCounts,
} from '../../src/domain/cash-closing';
import type { Currency } from '../../src/domain/money';

const currencies: Currency[] = ['MXN', 'USD'];

/** Random counts of a currency: each denomination counted (0..MAX_PIECES) or not yet (null). */
const countsOf = (currency: Currency, counted = false) =>
  fc
    .tuple(...denominations[currency].map(() => (counted ? fc.integer({ min: 0, max: MAX_PIECES }) : fc.option(fc.integer({ min: 0, max: MAX_PIECES }), { nil: null }))))
    .map((values) => Object.fromEntries(denominations[currency].map((d, i) => [d.id, values[i] ?? null])) as CashCounts);

describe('denominations', () => {
  it('MXN: notes 1000/500/200/100/50/20 and coins 20/10/5/2/1/0.50; USD: notes 100..1 and coins 1/0.25/0.10/0.05/0.01, in minor units', () => {
    expect(denominations.MXN.map((d) => `${d.kind}:${d.value}`)).toEqual([
      'note:100000', 'note:50000', 'note:20000', 'note:10000', 'note:5000', 'note:2000',
      'coin:2000', 'coin:1000', 'coin:500', 'coin:200', 'coin:100', 'coin:50',
    ]);
    expect(denominations.USD.map((d) => `${d.kind}:${d.value}`)).toEqual([
      'note:10000', 'note:5000', 'note:2000', 'note:1000', 'note:500', 'note:200', 'note:100',
      'coin:100', 'coin:25', 'coin:10', 'coin:5', 'coin:1',
    ]);
    for (const c of currencies) expect(new Set(denominations[c].map((d) => d.id)).size).toBe(denominations[c].length);
  });
});

describe('the count', () => {
  it.each(currencies)('%s: the counted total is Σ pieces × face value, an exact integer of minor units (property)', (currency) => {
    fc.assert(
      fc.property(countsOf(currency), (counts) => {
        const exact = denominations[currency].reduce((sum, d) => sum + BigInt(counts[d.id] ?? 0) * BigInt(d.value), 0n);
        const total = countedTotal(currency, counts);
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(BigInt(total)).toBe(exact);
      }),
    );
  });

  it('does not drift as float major units would: 0.10 USD counted three times is 30 cents, not 0.30000000000000004', () => {
    const counts = { ...emptyCounts('USD'), 'coin-10': 3 };
    expect(countedTotal('USD', counts)).toBe(30);
    expect(0.1 * 3).not.toBe(0.3);
  });

  it.each(currencies)('%s: complete only when every denomination is counted; the difference is counted − expected (property)', (currency) => {
    fc.assert(
      fc.property(countsOf(currency, true), fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (counts, openingFloat, cashSales) => {
        const figures = cashFigures({ currency, openingFloat, cashSales, counts });
        expect(figures.complete).toBe(true);
        expect(figures.expected).toBe(openingFloat + cashSales);
        expect(figures.difference).toBe(figures.counted - figures.expected);
        const missing = { ...counts, [denominations[currency][0]!.id]: null };
        expect(isCountComplete(currency, missing)).toBe(false);
        expect(cashFigures({ currency, openingFloat, cashSales, counts: missing }).difference).toBeNull();
      }),
    );
  });

  it('may be submitted when complete and, if it differs, explained', () => {
    const counts: CashCounts = { ...emptyCounts('MXN'), 'note-100000': 1 };
    for (const d of denominations.MXN) counts[d.id] ??= 0;
    const base = { currency: 'MXN' as const, openingFloat: 50_000, cashSales: 50_000, counts, countNote: '' };
    expect(countProblem(base)).toBeNull();
    expect(countProblem({ ...base, cashSales: 40_000 })).toBe('note-required');
    expect(countProblem({ ...base, cashSales: 40_000, countNote: 'Sobrante' })).toBeNull();
    expect(countProblem({ ...base, counts: emptyCounts('MXN') })).toBe('not-counted');
  });
});

describe('field codes', () => {
  it('a count: known denominations only, whole pieces in 0..99,999, a note of at most 500 characters', () => {
    expect(validateCount('MXN', emptyCounts('MXN'), '')).toEqual({});
    expect(validateCount('MXN', { 'note-100000': -1 }, '')).toEqual({ 'counts.note-100000': ['out-of-range'] });
    expect(validateCount('MXN', { 'note-100000': 1.5 }, '')).toEqual({ 'counts.note-100000': ['out-of-range'] });
    expect(validateCount('MXN', { 'note-100000': '3' }, '')).toEqual({ 'counts.note-100000': ['not-a-number'] });
    expect(validateCount('MXN', { 'coin-25': 1 }, '')).toEqual({ counts: ['invalid-format'] });
    expect(validateCount('MXN', 'many', '')).toEqual({ counts: ['required'] });
    expect(validateCount('MXN', {}, 'x'.repeat(501))).toEqual({ note: ['too-long'] });
  });

  it('a closing: a register and an active cashier that exist, the register free, amounts in minor units', () => {
    const ok = { registerId: 'r1', cashierId: 'e1', openingFloat: 100_000, cashSales: 0, cardSales: 0 };
    const rules = {
      register: (id: string) => ({ r1: { status: 'active' as const }, r2: { status: 'inactive' as const } })[id],
      employee: (id: string) => ({ e1: { status: 'active' }, e2: { status: 'inactive' } })[id],
      registerBusy: (id: string) => id === 'r3',
    };
    expect(validateCashClosing(ok, rules)).toEqual({});
    expect(validateCashClosing({ ...ok, registerId: '' }, rules)).toEqual({ registerId: ['required'] });
    expect(validateCashClosing({ ...ok, registerId: 'nope' }, rules)).toEqual({ registerId: ['unknown-reference'] });
    expect(validateCashClosing({ ...ok, registerId: 'r2' }, rules)).toEqual({ registerId: ['inactive-reference'] });
    expect(validateCashClosing({ ...ok, registerId: 'r2' }, { ...rules, previous: { registerId: 'r2', cashierId: 'e1' } })).toEqual({});
    expect(validateCashClosing({ ...ok, registerId: 'r3' }, { ...rules, register: () => ({ status: 'active' }) })).toEqual({ registerId: ['not-unique'] });
    expect(validateCashClosing({ ...ok, cashierId: 'e2' }, rules)).toEqual({ cashierId: ['inactive-reference'] });
    expect(validateCashClosing({ ...ok, openingFloat: -1, cashSales: 1.5, cardSales: '3' }, rules)).toEqual({
      openingFloat: ['out-of-range'],
      cashSales: ['out-of-range'],
      cardSales: ['not-a-number'],
    });
  });

  it('a register: code in capitals, unique; a name; a rejection needs its reason', () => {
    const taken = { codeTaken: (code: string) => code === 'CAJA-01' };
    expect(validateCashRegister({ code: 'CAJA-09', name: 'Caja 9', location: '', status: 'active' }, taken)).toEqual({});
    expect(validateCashRegister({ code: 'CAJA-01', name: '', location: '', status: 'open' }, taken)).toEqual({ code: ['not-unique'], name: ['required'], status: ['invalid-format'] });
    expect(validateRejection('  ')).toEqual({ reason: ['required'] });
    expect(validateRejection('Recount the coins')).toEqual({});
  });
});
