// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidRfc, parseRfc, rfcCheckDigit } from '../../src/domain/rfc';
import { isValidEin, taxIdError } from '../../src/domain/tax-id';

describe('RFC (Mexican tax id)', () => {
  it('accepts real RFCs of both kinds, written with spaces, hyphens or lower case', () => {
    expect(parseRfc('SAT970701NN3')).toEqual({ ok: true, rfc: 'SAT970701NN3', kind: 'moral' });
    expect(parseRfc('eku9003173c9')).toEqual({ ok: true, rfc: 'EKU9003173C9', kind: 'moral' });
    expect(parseRfc('GODE-561231-GR8')).toEqual({ ok: true, rfc: 'GODE561231GR8', kind: 'fisica' });
    expect(isValidRfc('XAXX010101000')).toBe(true);
    expect(isValidRfc('XEXX010101000')).toBe(true);
  });

  it('refuses a wrong length, a bad date or a wrong check digit', () => {
    expect(parseRfc('SAT970701NN')).toEqual({ ok: false, reason: 'format' });
    expect(parseRfc('SA1970701NN3')).toEqual({ ok: false, reason: 'format' });
    expect(parseRfc('GODE5612310GR8')).toEqual({ ok: false, reason: 'format' });
    expect(parseRfc('SAT971301NN3')).toEqual({ ok: false, reason: 'date' });
    expect(parseRfc('SAT970230NN3')).toEqual({ ok: false, reason: 'date' });
    expect(parseRfc('SAT970701NN4')).toEqual({ ok: false, reason: 'check-digit' });
    // Feb 29 exists in years divisible by 4 only.
    const leap = `ABC000229XY`;
    expect(isValidRfc(leap + rfcCheckDigit(leap))).toBe(true);
    const notLeap = `ABC010229XY`;
    expect(parseRfc(notLeap + rfcCheckDigit(notLeap))).toEqual({ ok: false, reason: 'date' });
  });

  it('any RFC built with its check digit validates, and changing the check digit breaks it', () => {
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZÑ&'.split(''));
    const alnum = fc.constantFrom(...'ABCDEFGHIJKLMNPQRSTUVWXYZ123456789'.split(''));
    const date = fc.date({ min: new Date('1930-01-01'), max: new Date('2029-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(2, 10).replace(/-/g, ''));
    fc.assert(
      fc.property(fc.boolean(), fc.array(letter, { minLength: 4, maxLength: 4 }), date, fc.array(alnum, { minLength: 2, maxLength: 2 }), (moral, letters, yymmdd, homo) => {
        const body = `${letters.slice(0, moral ? 3 : 4).join('')}${yymmdd}${homo.join('')}`;
        const digit = rfcCheckDigit(body);
        const result = parseRfc(body + digit);
        expect(result).toMatchObject({ ok: true, kind: moral ? 'moral' : 'fisica' });
        const other = digit === '1' ? '2' : '1';
        expect(parseRfc(body + other)).toEqual({ ok: false, reason: 'check-digit' });
      }),
    );
  });
});

describe('tax id by country', () => {
  it('MX: RFC; US: EIN NN-NNNNNNN with an assigned prefix', () => {
    expect(taxIdError('SAT970701NN3', 'MX')).toBeNull();
    expect(taxIdError('12-3456789', 'MX')).toBe('invalid-rfc');
    expect(taxIdError('  ', 'MX')).toBe('required');
    expect(taxIdError('84-1234567', 'US')).toBeNull();
    expect(taxIdError('SAT970701NN3', 'US')).toBe('invalid-tax-id');
    expect(isValidEin('841234567')).toBe(false);
    expect(isValidEin('07-1234567')).toBe(false);
    expect(isValidEin('12-345678')).toBe(false);
  });
});
