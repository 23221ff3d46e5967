// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clabeBank, clabeCheckDigit, isValidClabe } from '../../src/domain/clabe';

describe('CLABE', () => {
  it('accepts published examples and refuses a changed digit, a wrong length or letters', () => {
    expect(isValidClabe('032180000118359719')).toBe(true);
    expect(isValidClabe('002 010 07777777777 1')).toBe(true);
    expect(isValidClabe('032180000118359718')).toBe(false);
    expect(isValidClabe('03218000011835971')).toBe(false);
    expect(isValidClabe('03218000011835971A')).toBe(false);
    expect(clabeBank('032180000118359719')).toBe('032');
  });

  it('any 17 digits with their check digit validate; any other last digit does not', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 17, maxLength: 17 }), fc.integer({ min: 1, max: 9 }), (digits, shift) => {
        const body = digits.join('');
        const check = clabeCheckDigit(body);
        return isValidClabe(`${body}${check}`) && !isValidClabe(`${body}${(check + shift) % 10}`);
      }),
    );
  });
});

describe('CLABE properties (fast-check)', () => {
  const clabe = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 17, maxLength: 17 }).map((digits) => {
    const body = digits.join('');
    return `${body}${clabeCheckDigit(body)}`;
  });

  it('a generated CLABE passes, with or without the spaces people type', () => {
    fc.assert(fc.property(clabe, (n) => isValidClabe(n) && isValidClabe(`${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`)));
  });

  it('any single-digit change fails (the weights 3, 7, 1 are prime to 10)', () => {
    fc.assert(
      fc.property(clabe, fc.integer({ min: 0, max: 17 }), fc.integer({ min: 1, max: 9 }), (n, at, shift) => {
        const changed = `${n.slice(0, at)}${(Number(n[at]) + shift) % 10}${n.slice(at + 1)}`;
        return changed !== n && !isValidClabe(changed);
      }),
    );
  });

  it('wrong lengths fail: a digit more or less', () => {
    fc.assert(
      fc.property(clabe, fc.integer({ min: 0, max: 9 }), (n, extra) => !isValidClabe(`${n}${extra}`) && !isValidClabe(n.slice(0, 17)) && !isValidClabe(n.slice(1))),
    );
  });
});
