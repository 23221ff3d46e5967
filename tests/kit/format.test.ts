// @vitest-environment node
import { minorToDecimal } from '../../src/domain/money';
import { describe, expect, it } from 'vitest';
import {
  currencyDigits,
  currencySymbol,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatRelativeTime,
  moneyInputText,
  parseDate,
  parseIsoDate,
  parseMoney,
  parseQuantity,
  quantityInputText,
  separators,
  shortDatePattern,
  weekStart,
} from '../../src/machines/kit/format';

/** The code points of a string, so that a no-break space (U+00A0) or a narrow one (U+202F) cannot pass for a space. */
const points = (text: string) => [...text].map((c) => c.codePointAt(0)!.toString(16).padStart(4, '0'));
const exactly = (actual: string, expected: string) => expect(points(actual)).toEqual(points(expected));

describe('numbers (SPEC §9: es-MX and en-US period decimal, comma group; es comma decimal)', () => {
  it('formats plain numbers per locale', () => {
    exactly(formatNumber(1234567.5, 'es-MX'), '1,234,567.5');
    exactly(formatNumber(1234567.5, 'en-US'), '1,234,567.5');
    exactly(formatNumber(1234567.5, 'es'), '1.234.567,5');
    exactly(formatNumber('-0', 'en-US'), '0');
    expect(formatNumber(Number.NaN, 'en-US')).toBe('');
    expect(formatNumber('12abc', 'en-US')).toBe('');
  });

  it('reads the separators from the locale', () => {
    expect(separators('es-MX')).toEqual({ decimal: '.', group: ',' });
    expect(separators('en-US')).toEqual({ decimal: '.', group: ',' });
    expect(separators('es')).toEqual({ decimal: ',', group: '.' });
  });
});

describe('money (integer minor units plus the company currency)', () => {
  it('shows MXN with $ in es-MX and USD with $ in en-US', () => {
    exactly(formatMoney(123456, 'MXN', 'es-MX'), '$1,234.56');
    exactly(formatMoney(-123456789, 'MXN', 'es-MX'), '-$1,234,567.89');
    exactly(formatMoney(5, 'USD', 'en-US'), '$0.05');
    exactly(formatMoney(0, 'USD', 'en-US'), '$0.00');
  });

  it('names a foreign currency so it is never taken for the local one', () => {
    exactly(formatMoney(123450, 'MXN', 'en-US'), 'MX$1,234.50');
    exactly(formatMoney(123450, 'USD', 'es-MX'), 'USD\u00a01,234.50');
    exactly(formatMoney(123450, 'EUR', 'es'), '1234,50\u00a0€');
  });

  it('is exact for amounts beyond float precision and refuses non-integers', () => {
    exactly(formatMoney(Number.MAX_SAFE_INTEGER, 'MXN', 'es-MX'), '$90,071,992,547,409.91');
    expect(formatMoney(1.5, 'MXN', 'es-MX')).toBe('');
    expect(minorToDecimal(-7, 2)).toBe('-0.07');
    expect(minorToDecimal(1234, 0)).toBe('1234');
    expect(() => minorToDecimal(0.1, 2)).toThrow(RangeError);
    expect(currencyDigits('MXN')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencySymbol('MXN', 'es-MX')).toBe('$');
    expect(currencySymbol('USD', 'en-US')).toBe('$');
  });

  it('gives the text a money field is typed back in', () => {
    expect(moneyInputText(123450, 'MXN', 'es-MX')).toBe('1234.50');
    expect(moneyInputText(null, 'MXN', 'es-MX')).toBe('');
    expect(moneyInputText(123450, 'EUR', 'es')).toBe('1234,50');
  });

  it('parses what users type into minor units, refusing garbage', () => {
    expect(parseMoney('1,234.5', 'es-MX', 'MXN')).toEqual({ ok: true, value: 123450 });
    expect(parseMoney('$1,234.50', 'es-MX', 'MXN')).toEqual({ ok: true, value: 123450 });
    expect(parseMoney(' MXN 1234 ', 'es-MX', 'MXN')).toEqual({ ok: true, value: 123400 });
    expect(parseMoney('-$0.07', 'en-US', 'USD')).toEqual({ ok: true, value: -7 });
    expect(parseMoney('.5', 'en-US', 'USD')).toEqual({ ok: true, value: 50 });
    expect(parseMoney('', 'en-US', 'USD')).toEqual({ ok: true, value: null });
    expect(parseMoney('1.234,50', 'es', 'EUR')).toEqual({ ok: true, value: 123450 });
    expect(parseMoney('12abc', 'es-MX', 'MXN')).toEqual({ ok: false, error: 'not-a-number' });
    expect(parseMoney('1,23', 'es-MX', 'MXN')).toEqual({ ok: false, error: 'not-a-number' });
    expect(parseMoney('1.2.3', 'en-US', 'USD')).toEqual({ ok: false, error: 'not-a-number' });
    expect(parseMoney('$', 'en-US', 'USD')).toEqual({ ok: false, error: 'not-a-number' });
    expect(parseMoney('1.234', 'es-MX', 'MXN')).toEqual({ ok: false, error: 'invalid-format' });
    expect(parseMoney('99999999999999999', 'es-MX', 'MXN')).toEqual({ ok: false, error: 'out-of-range' });
    expect(parseMoney('1e5', 'en-US', 'USD')).toEqual({ ok: false, error: 'not-a-number' });
  });
});

describe('percentages and quantities', () => {
  it('formats percent points without float drift', () => {
    exactly(formatPercent(16, 'es-MX'), '16%');
    exactly(formatPercent('16.25', 'en-US'), '16.25%');
    exactly(formatPercent(16.25, 'es'), '16,25\u00a0%');
    exactly(formatPercent(0.07, 'es-MX'), '0.07%');
  });

  it('formats decimal-string quantities with up to 4 places', () => {
    exactly(formatQuantity('1234.5', 'es-MX'), '1,234.5');
    exactly(formatQuantity('0.1234', 'en-US'), '0.1234');
    exactly(formatQuantity('123456789012345.6789', 'en-US'), '123,456,789,012,345.6789');
    expect(quantityInputText('1234.5000', 'es-MX')).toBe('1234.5');
    expect(quantityInputText(null, 'es-MX')).toBe('');
  });

  it('parses quantities to canonical decimal strings, refusing garbage and a fifth place', () => {
    expect(parseQuantity('1,234.5', 'es-MX')).toEqual({ ok: true, value: '1234.5' });
    expect(parseQuantity('0.1000', 'en-US')).toEqual({ ok: true, value: '0.1' });
    expect(parseQuantity('007', 'en-US')).toEqual({ ok: true, value: '7' });
    expect(parseQuantity('-0', 'en-US')).toEqual({ ok: true, value: '0' });
    expect(parseQuantity('- 2.5', 'en-US')).toEqual({ ok: true, value: '-2.5' });
    expect(parseQuantity('1.23456', 'en-US')).toEqual({ ok: false, error: 'invalid-format' });
    expect(parseQuantity('1,2345', 'es-MX')).toEqual({ ok: false, error: 'not-a-number' });
    expect(parseQuantity('abc', 'es-MX')).toEqual({ ok: false, error: 'not-a-number' });
    expect(parseQuantity('0x10', 'es-MX')).toEqual({ ok: false, error: 'not-a-number' });
    expect(parseQuantity('  ', 'es-MX')).toEqual({ ok: true, value: null });
    expect(parseQuantity('12', 'en-US', { maxFractionDigits: 0 })).toEqual({ ok: true, value: '12' });
    expect(parseQuantity('12.5', 'en-US', { maxFractionDigits: 0 })).toEqual({ ok: false, error: 'invalid-format' });
  });
});

describe('dates (YYYY-MM-DD, never shifted by a time zone)', () => {
  it('shows the short date day first in Spanish and month first in English', () => {
    exactly(formatDate('2024-03-05', 'es-MX'), '05/03/2024');
    exactly(formatDate('2024-03-05', 'es'), '05/03/2024');
    exactly(formatDate('2024-03-05', 'en-US'), '03/05/2024');
  });

  it('shows the long date', () => {
    exactly(formatDate('2024-03-05', 'es-MX', 'long'), '5 de marzo de 2024');
    exactly(formatDate('2024-03-05', 'en-US', 'long'), 'March 5, 2024');
  });

  it('keeps the calendar day on the first and last instants of a day', () => {
    expect(parseIsoDate('2024-01-01')!.toISOString()).toBe('2024-01-01T00:00:00.000Z');
    exactly(formatDate('2024-12-31', 'es-MX'), '31/12/2024');
    exactly(formatDate('2024-01-01', 'en-US'), '01/01/2024');
    expect(formatDate('2024-02-30', 'en-US')).toBe('');
    expect(formatDate('not a date', 'en-US')).toBe('');
  });

  it('parses typed short dates in the locale order', () => {
    expect(parseDate('5/3/2024', 'es-MX')).toEqual({ ok: true, value: '2024-03-05' });
    expect(parseDate('05-03-24', 'es-MX')).toEqual({ ok: true, value: '2024-03-05' });
    expect(parseDate('3/5/2024', 'en-US')).toEqual({ ok: true, value: '2024-03-05' });
    expect(parseDate('2024-03-05', 'en-US')).toEqual({ ok: true, value: '2024-03-05' });
    expect(parseDate('', 'en-US')).toEqual({ ok: true, value: null });
    expect(parseDate('31/4/2024', 'es-MX')).toEqual({ ok: false, error: 'invalid-format' });
    expect(parseDate('29/2/2023', 'es-MX')).toEqual({ ok: false, error: 'invalid-format' });
    expect(parseDate('29/2/2024', 'es-MX')).toEqual({ ok: true, value: '2024-02-29' });
    expect(parseDate('13/1/2024', 'en-US')).toEqual({ ok: false, error: 'invalid-format' });
    expect(parseDate('5/3/202', 'es-MX')).toEqual({ ok: false, error: 'invalid-format' });
    expect(parseDate('tomorrow', 'es-MX')).toEqual({ ok: false, error: 'invalid-format' });
  });

  it('gives the short date pattern for placeholders', () => {
    expect(shortDatePattern('es-MX', { day: 'dd', month: 'mm', year: 'aaaa' })).toBe('dd/mm/aaaa');
    expect(shortDatePattern('en-US')).toBe('mm/dd/yyyy');
  });

  it('starts the week on Sunday in es-MX and en-US, Monday in es (SPEC §9)', () => {
    expect(weekStart('es-MX')).toBe(0);
    expect(weekStart('en-US')).toBe(0);
    expect(weekStart('es')).toBe(1);
  });
});

describe('instants (UTC, shown in the user time zone)', () => {
  const at = '2024-03-05T18:04:00Z';

  it('uses 24-hour time in es-MX and 12-hour time in en-US', () => {
    exactly(formatDateTime(at, 'es-MX', 'America/Mexico_City'), '5 mar 2024, 12:04');
    exactly(formatDateTime(at, 'en-US', 'America/Mexico_City'), 'Mar 5, 2024, 12:04 PM');
    exactly(formatDateTime('2024-03-05T23:30:00Z', 'es-MX', 'America/Mexico_City'), '5 mar 2024, 17:30');
    exactly(formatDateTime('2024-03-06T02:30:00Z', 'es-MX', 'America/Mexico_City'), '5 mar 2024, 20:30');
    exactly(formatDateTime('2024-03-06T02:30:00Z', 'en-US', 'UTC'), 'Mar 6, 2024, 2:30 AM');
    expect(formatDateTime('nope', 'en-US')).toBe('');
  });

  it('says how long ago, relative to a given now', () => {
    const now = Date.parse(at);
    exactly(formatRelativeTime(at, now, 'es-MX'), 'ahora');
    exactly(formatRelativeTime('2024-03-05T17:59:00Z', now, 'es-MX'), 'hace 5 minutos');
    exactly(formatRelativeTime('2024-03-04T18:04:00Z', now, 'en-US'), 'yesterday');
    exactly(formatRelativeTime('2024-03-05T20:04:00Z', now, 'en-US'), 'in 2 hours');
    exactly(formatRelativeTime('2024-02-27T18:04:00Z', now, 'en-US'), 'last week');
    exactly(formatRelativeTime('2024-01-05T18:04:00Z', now, 'es-MX'), 'hace 2 meses');
    exactly(formatRelativeTime('2022-03-05T18:04:00Z', now, 'es-MX'), 'hace 2 años');
    expect(formatRelativeTime('x', now, 'en-US')).toBe('');
  });
});
