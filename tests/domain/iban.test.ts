// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIban, ibanCheckDigits, ibanLengths, isValidIban, mod97 } from '../../src/domain/bank-account';

/** A valid IBAN of a registry country: digits for the BBAN, check digits computed. */
const iban = fc
  .constantFrom(...Object.keys(ibanLengths))
  .chain((country) =>
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: (ibanLengths[country] as number) - 4, maxLength: (ibanLengths[country] as number) - 4 }).map((digits) => {
      const bban = digits.join('');
      return `${country}${ibanCheckDigits(country, bban)}${bban}`;
    }),
  );

describe('IBAN (ISO 13616)', () => {
  it('accepts published examples, printed in groups or not, and refuses a changed digit, a wrong length or an unknown country', () => {
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('de89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('GB82WEST12345698765433')).toBe(false);
    expect(isValidIban('DE8937040044053201300')).toBe(false);
    expect(isValidIban('XX89370400440532013000')).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(mod97('3214282912345698765432161182')).toBe(1);
  });

  it('a generated IBAN passes', () => {
    fc.assert(fc.property(iban, (n) => isValidIban(n) && isValidIban(formatIban(n))));
  });

  it('any single-digit change fails (mod 97 catches every substitution)', () => {
    fc.assert(
      fc.property(iban, fc.nat(), fc.integer({ min: 1, max: 9 }), (n, pick, shift) => {
        const at = 2 + (pick % (n.length - 2));
        const changed = `${n.slice(0, at)}${(Number(n[at]) + shift) % 10}${n.slice(at + 1)}`;
        return !isValidIban(changed);
      }),
    );
  });

  it('wrong lengths fail: the check digits recomputed for a BBAN one digit longer or shorter still do not pass', () => {
    fc.assert(
      fc.property(iban, fc.integer({ min: 0, max: 9 }), fc.boolean(), (n, extra, longer) => {
        const country = n.slice(0, 2);
        const bban = longer ? `${n.slice(4)}${extra}` : n.slice(5);
        return !isValidIban(`${country}${ibanCheckDigits(country, bban)}${bban}`);
      }),
    );
  });
});
