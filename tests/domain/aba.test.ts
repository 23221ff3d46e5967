// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abaCheckDigit, isAbaPrefix, isUsAccountNumber, isValidAba } from '../../src/domain/bank-account';

const prefix = fc.oneof(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 21, max: 32 }), fc.integer({ min: 61, max: 72 }), fc.constant(80)).map((n) => String(n).padStart(2, '0'));
/** A valid routing number: an assigned prefix, six digits, the check digit. */
const routing = fc.tuple(prefix, fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 })).map(([p, digits]) => {
  const first8 = `${p}${digits.join('')}`;
  return `${first8}${abaCheckDigit(first8)}`;
});

describe('ABA routing numbers', () => {
  it('accepts real routing numbers and refuses a changed digit, a wrong length, letters or an unassigned prefix', () => {
    for (const n of ['021000021', '026009593', '121000248', '021000089', '091000022', '043000096']) expect(isValidAba(n)).toBe(true);
    expect(isValidAba('021000022')).toBe(false);
    expect(isValidAba('02100002')).toBe(false);
    expect(isValidAba('02100002A')).toBe(false);
    // 13 is not an assigned prefix; the checksum alone would pass.
    expect(isValidAba(`1300000${'0'}${abaCheckDigit('13000000')}`)).toBe(false);
    expect(isAbaPrefix('80')).toBe(true);
    expect(isAbaPrefix('50')).toBe(false);
    expect(isUsAccountNumber('1234')).toBe(true);
    expect(isUsAccountNumber('123')).toBe(false);
    expect(isUsAccountNumber('123456789012345678')).toBe(false);
  });

  it('a generated routing number passes', () => {
    fc.assert(fc.property(routing, (n) => isValidAba(n)));
  });

  it('any single-digit change fails (weights 3, 7, 1 are prime to 10)', () => {
    fc.assert(
      fc.property(routing, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (n, at, shift) => {
        const changed = `${n.slice(0, at)}${(Number(n[at]) + shift) % 10}${n.slice(at + 1)}`;
        return !isValidAba(changed);
      }),
    );
  });

  it('wrong lengths fail', () => {
    fc.assert(fc.property(routing, fc.integer({ min: 0, max: 9 }), (n, extra) => !isValidAba(`${n}${extra}`) && !isValidAba(n.slice(1)) && !isValidAba(n.slice(0, 8))));
  });
});
