/**
 * Money as an integer of minor units plus the company currency (DOMAIN.md). Arithmetic stays in integers
 * (bigint where a product could pass 2^53); rounding is half away from zero. Pure.
 */
import { toScaled } from './decimal';

/** Decimal places of the currencies the tenants use (ISO 4217). */
export const currencyDigits = { MXN: 2, USD: 2 } as const;
export type Currency = keyof typeof currencyDigits;

/** The largest amount a record may hold (a hundred billion major units): far inside the safe integers. */
export const MAX_MINOR_UNITS = 10_000_000_000_000;

/** Whether `value` is a whole number of minor units in `[min, MAX_MINOR_UNITS]`. */
export const isMinorUnits = (value: unknown, min = 0): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= MAX_MINOR_UNITS;

/** Integer minor units as a decimal string: `123456` with 2 digits is `'1234.56'`. Exact for any safe integer. */
export function minorToDecimal(minor: number, digits: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer, got ${minor}`);
  const negative = minor < 0;
  const digitsText = String(Math.abs(minor)).padStart(digits + 1, '0');
  const whole = digits === 0 ? digitsText : digitsText.slice(0, -digits);
  const fraction = digits === 0 ? '' : `.${digitsText.slice(-digits)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** `123456` -> `'1234.56'` in a tenant currency (exact, no float). */
export const toMajorString = (minor: number, currency: Currency): string => minorToDecimal(minor, currencyDigits[currency]);

/** `'1234.56'` -> `123456`; null for text that is not a plain amount with at most the currency's digits. */
export function parseMajor(text: string, currency: Currency): number | null {
  const scaled = toScaled(text.trim(), currencyDigits[currency]);
  if (scaled === null) return null;
  const value = Number(scaled);
  return Number.isSafeInteger(value) ? value : null;
}

const divideRounded = (numerator: bigint, denominator: bigint): bigint => {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (n * 2n + d) / (d * 2n);
  return negative ? -rounded : rounded;
};

/** `minor × rate%` rounded to a minor unit, the rate a percent decimal string (`'16'`, `'8.25'`). */
export function percentOf(minor: number, rate: string): number {
  const scaled = toScaled(rate);
  if (scaled === null) throw new RangeError(`Not a percent: '${rate}'`);
  return Number(divideRounded(BigInt(minor) * scaled, 100n * 10_000n));
}

/** A unit price times a decimal quantity (`'2.5'`), rounded to a minor unit. */
export function timesQuantity(minor: number, quantity: string): number {
  const scaled = toScaled(quantity);
  if (scaled === null) throw new RangeError(`Not a quantity: '${quantity}'`);
  return Number(divideRounded(BigInt(minor) * scaled, 10_000n));
}

