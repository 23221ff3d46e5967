// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDecimal, compareDecimal, fromScaled, isDecimal, subtractDecimal, toScaled } from '../../src/domain/decimal';
import { isMinorUnits, MAX_MINOR_UNITS, parseMajor, percentOf, timesQuantity, toMajorString } from '../../src/domain/money';

describe('decimal strings (quantities)', () => {
  it('reads plain decimals of up to 4 places and nothing else', () => {
    for (const ok of ['0', '12', '-3', '0.5', '1.2345', '007']) expect(isDecimal(ok), ok).toBe(true);
    for (const bad of ['', '.5', '1.', '1.23456', '+1', '1e3', '1,5', ' 1', 'NaN', '١']) expect(isDecimal(bad), bad).toBe(false);
    expect(isDecimal(1)).toBe(false);
    expect(isDecimal('0', { min: '0', exclusiveMin: true })).toBe(false);
    expect(isDecimal('0.0001', { min: '0', exclusiveMin: true })).toBe(true);
    expect(isDecimal('100.0001', { max: '100' })).toBe(false);
  });

  it('adds and subtracts exactly (no float drift) and writes the canonical form', () => {
    expect(addDecimal('0.1', '0.2')).toBe('0.3');
    expect(subtractDecimal('1', '1.0000')).toBe('0');
    expect(subtractDecimal('2.5', '10')).toBe('-7.5');
    expect(compareDecimal('10', '9.9999')).toBe(1);
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (scaled) => toScaled(fromScaled(scaled)) === scaled),
    );
  });
});

describe('money (integer minor units)', () => {
  it('converts between minor units and major text exactly', () => {
    expect(toMajorString(123456, 'MXN')).toBe('1234.56');
    expect(toMajorString(5, 'USD')).toBe('0.05');
    expect(toMajorString(-5, 'USD')).toBe('-0.05');
    expect(parseMajor('1234.5', 'MXN')).toBe(123450);
    expect(parseMajor('0.1', 'MXN')! + parseMajor('0.2', 'MXN')!).toBe(30);
    expect(parseMajor('1.234', 'MXN')).toBeNull();
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_MINOR_UNITS }), (minor) => parseMajor(toMajorString(minor, 'MXN'), 'MXN') === minor));
  });

  it('rounds percentages and quantities half away from zero', () => {
    expect(percentOf(10000, '16')).toBe(1600);
    expect(percentOf(1, '50')).toBe(1);
    expect(percentOf(99, '8.25')).toBe(8);
    expect(timesQuantity(333, '1.5')).toBe(500);
    expect(timesQuantity(-333, '1.5')).toBe(-500);
  });

  it('knows what an amount is', () => {
    expect(isMinorUnits(0)).toBe(true);
    expect(isMinorUnits(1.5)).toBe(false);
    expect(isMinorUnits(-1)).toBe(false);
    expect(isMinorUnits(MAX_MINOR_UNITS + 1)).toBe(false);
  });
});
