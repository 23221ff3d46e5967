/**
 * The formats of SPEC §9 for every number, amount, date and time the sections show, and the parsing of what users
 * type into money and quantity fields. Pure (no React, no XState); Intl instances are cached per locale and option.
 *
 * - es-MX: MXN with `$`, period decimal, comma group, day/month/year, 24-hour time, week from Sunday.
 * - es: EUR, comma decimal, day/month/year, 24-hour time, week from Monday.
 * - en-US: USD, period decimal, comma group, month/day/year, 12-hour time, week from Sunday.
 *
 * Money is an integer of minor units plus an ISO currency (the company's); quantities are decimal strings with up to
 * 4 places; dates are `YYYY-MM-DD` (a calendar day, no time zone); instants are ISO 8601 in UTC.
 * Amounts and quantities go to Intl as decimal strings, so no float ever rounds them.
 */
import { QUANTITY_PLACES } from '../../domain/decimal';
import { minorToDecimal } from '../../domain/money';

/** The locales the formats are defined for; any other BCP 47 tag formats with Intl's own rules. */
export type FormatLocale = 'es-MX' | 'en-US' | 'es';

/** Day of the week as Ark UI's date picker counts it: 0 is Sunday, 1 is Monday. */
export type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Why typed text is not a value (codes of `FieldErrorCode`, translated by the view). */
export type ParseErrorCode = 'not-a-number' | 'invalid-format' | 'out-of-range';
export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: ParseErrorCode };

/** Quantities have up to this many decimal places (DOMAIN.md "API conventions"). */
/** A quantity's decimals in the services (domain QUANTITY_PLACES). */
export { QUANTITY_PLACES as QUANTITY_MAX_FRACTION_DIGITS };

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (found === undefined) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
const relativeFormat = (locale: string) =>
  cached(`r|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

/** Spanish (es and its regions) writes 24-hour time (SPEC §9). */
const uses24Hours = (locale: string): boolean => /^es(-|$)/i.test(locale);

/**
 * ICU versions disagree on the space before "PM" (U+202F in some, a plain space in others): one plain space,
 * so the same instant reads the same in every browser. No-break spaces (U+00A0) that ICU puts in amounts stay.
 */
const normalizeSpaces = (text: string): string => text.replace(/\u202f/g, ' ');

/** Numbers as Intl takes them exactly: a finite number, or a decimal string. */
type Decimal = number | string;
const decimalText = /^-?\d+(\.\d+)?$/;

function asExactDecimal(value: Decimal): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value === 0 ? 0 : value) : null;
  const text = value.trim();
  if (!decimalText.test(text)) return null;
  return /^-0+(\.0+)?$/.test(text) ? text.slice(1) : text;
}

// Intl's types take `${number}` strings for exact decimals (ES2023).
const exact = (text: string) => text as `${number}`;

/**
 * A plain number in the locale (`1,234.5` es-MX / en-US, `1234,5` / `12.345,5` es). Unreadable input gives ''.
 * @param options.maximumFractionDigits @default 3 (Intl's default)
 */
export function formatNumber(value: Decimal, locale: string, options: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {}): string {
  const text = asExactDecimal(value);
  return text === null ? '' : numberFormat(locale, options).format(exact(text));
}

/** How many minor units a currency has (MXN and USD 2, JPY 0). */
export function currencyDigits(currency: string): number {
  return numberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}


/**
 * An amount of `currency` given in minor units, in the locale: es-MX MXN `$1,234.50`, en-US USD `$1,234.50`,
 * en-US MXN `MX$1,234.50`. A value that is not a safe integer gives ''.
 */
export function formatMoney(minor: number, currency: string, locale: string): string {
  if (!Number.isSafeInteger(minor)) return '';
  const digits = currencyDigits(currency);
  return normalizeSpaces(numberFormat(locale, { style: 'currency', currency }).format(exact(minorToDecimal(minor, digits))));
}

/** Minor units as they are typed back in a money field: `1234.50` in es-MX and en-US (no symbol, no group). */
export function moneyInputText(minor: number | null, currency: string, locale: string): string {
  if (minor === null || !Number.isSafeInteger(minor)) return '';
  const digits = currencyDigits(currency);
  return numberFormat(locale, { useGrouping: false, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    exact(minorToDecimal(minor, digits)),
  );
}

/**
 * A percentage given in percent (16 is 16 %): `16%`, `16.25%` (es-MX, en-US), `16,25 %` (es).
 * @param options.maximumFractionDigits @default 2
 */
export function formatPercent(percent: Decimal, locale: string, options: { maximumFractionDigits?: number } = {}): string {
  const text = asExactDecimal(percent);
  if (text === null) return '';
  return numberFormat(locale, { style: 'unit', unit: 'percent', maximumFractionDigits: options.maximumFractionDigits ?? 2 }).format(exact(text));
}

/** A quantity (decimal string, up to 4 places) in the locale: `"1234.5"` is `1,234.5` in es-MX. Unreadable gives ''. */
export function formatQuantity(quantity: Decimal, locale: string): string {
  return formatNumber(quantity, locale, { maximumFractionDigits: QUANTITY_PLACES });
}

/** A quantity as it is typed back in a field: no grouping (`1234.5`). */
export function quantityInputText(quantity: string | null, locale: string): string {
  if (quantity === null) return '';
  const text = asExactDecimal(quantity);
  if (text === null) return '';
  return numberFormat(locale, { useGrouping: false, maximumFractionDigits: QUANTITY_PLACES }).format(exact(text));
}

// ---- dates ------------------------------------------------------------------------------------------------

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of a `YYYY-MM-DD` day (formatted in UTC, it never moves to the day before), or null. */
export function parseIsoDate(day: string): Date | null {
  const match = isoDate.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  // Date.UTC maps 0-99 to 1900-1999; set the full year back.
  utc.setUTCFullYear(year);
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date) return null;
  return utc;
}

/** `YYYY-MM-DD` of a day given by its parts, or null when the day does not exist (31 April). */
export function isoDateOf(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return null;
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return parseIsoDate(text) ? text : null;
}

/**
 * A `YYYY-MM-DD` day (SPEC §9: the date picker's input is the short date, its display the long date):
 * short `05/03/2024` (es-MX, es: day first) or `03/05/2024` (en-US); long `5 de marzo de 2024` or `March 5, 2024`.
 * An unreadable day gives ''.
 */
export function formatDate(day: string, locale: string, style: 'short' | 'long' = 'short'): string {
  const date = parseIsoDate(day);
  if (date === null) return '';
  const options: Intl.DateTimeFormatOptions =
    style === 'short' ? { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' } : { dateStyle: 'long', timeZone: 'UTC' };
  return normalizeSpaces(dateFormat(locale, options).format(date));
}

/** The order of day, month and year in the locale's short date. */
function dateOrder(locale: string): Array<'day' | 'month' | 'year'> {
  const parts = dateFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).formatToParts(new Date(Date.UTC(2024, 2, 5)));
  return parts.map((p) => p.type).filter((t): t is 'day' | 'month' | 'year' => t === 'day' || t === 'month' || t === 'year');
}

/**
 * The short date's pattern for a placeholder, in the locale's order with its separator: `dd/mm/aaaa` (es-MX, with
 * Spanish letters given) or `mm/dd/yyyy` (en-US).
 * @param letters @default { day: 'dd', month: 'mm', year: 'yyyy' }
 */
export function shortDatePattern(locale: string, letters: { day: string; month: string; year: string } = { day: 'dd', month: 'mm', year: 'yyyy' }): string {
  const parts = dateFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).formatToParts(new Date(Date.UTC(2024, 2, 5)));
  return parts.map((p) => (p.type === 'day' || p.type === 'month' || p.type === 'year' ? letters[p.type] : p.value)).join('');
}

/**
 * A short date as typed (`5/3/2024`, `05-03-24`, `5.3.2024` in es-MX; month first in en-US) to `YYYY-MM-DD`.
 * Two-digit years are 2000-2099. Also takes `YYYY-MM-DD` itself. Empty text is `null`; a day that does not exist
 * is 'invalid-format'.
 */
export function parseDate(text: string, locale: string): ParseResult<string | null> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (isoDate.test(trimmed)) return parseIsoDate(trimmed) ? { ok: true, value: trimmed } : { ok: false, error: 'invalid-format' };
  const match = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})$/.exec(trimmed);
  if (!match) return { ok: false, error: 'invalid-format' };
  const order = dateOrder(locale);
  const numbers = [match[1]!, match[2]!, match[3]!];
  const part = (name: 'day' | 'month' | 'year') => numbers[order.indexOf(name)] ?? '';
  const yearText = part('year');
  if (yearText.length !== 2 && yearText.length !== 4) return { ok: false, error: 'invalid-format' };
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const value = isoDateOf(year, Number(part('month')), Number(part('day')));
  return value === null ? { ok: false, error: 'invalid-format' } : { ok: true, value };
}

/**
 * Today in a time zone, `YYYY-MM-DD` (the company's day: new documents are dated with it, as the services date
 * them). Without a zone, or with one the browser does not know, the browser's own calendar day.
 * @param now @default the current instant
 */
export function todayInZone(timeZone: string | undefined, now: Date = new Date()): string {
  const local = () => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  if (!timeZone) return local();
  try {
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  } catch {
    return local();
  }
}

/**
 * An instant (ISO 8601, UTC) in the user's time zone: `5 mar 2024, 12:04` (es-MX, 24-hour) or
 * `Mar 5, 2024, 12:04 PM` (en-US). Unreadable input gives ''.
 * @param timeZone an IANA zone; @default the browser's
 */
export function formatDateTime(instant: string, locale: string, timeZone?: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: uses24Hours(locale) ? 'h23' : 'h12',
    ...(timeZone ? { timeZone } : {}),
  };
  return normalizeSpaces(dateFormat(locale, options).format(date));
}

const relativeSteps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/**
 * How long ago (or until) an instant is, from `now` (ms since the epoch, given by the caller): `hace 5 minutos`,
 * `ahora`, `yesterday`, `in 2 hours`. Unreadable input gives ''.
 */
export function formatRelativeTime(instant: string, now: number, locale: string): string {
  const at = new Date(instant).getTime();
  if (Number.isNaN(at) || !Number.isFinite(now)) return '';
  let amount = (at - now) / 1000;
  for (const [unit, size] of relativeSteps) {
    if (Math.abs(amount) < size) return relativeFormat(locale).format(Math.round(amount) || 0, unit);
    amount /= size;
  }
  return '';
}

/** The first day of the week (SPEC §9): Sunday (0) for es-MX and en-US, Monday (1) for es and any other locale. */
export function weekStart(locale: string): WeekDay {
  const tag = locale.toLowerCase();
  if (tag === 'es-mx' || tag.startsWith('en-us') || tag === 'en') return 0;
  return 1;
}

// ---- parsing typed numbers --------------------------------------------------------------------------------

/** The locale's decimal and group separators, read from Intl (es-MX and en-US `.` and `,`; es `,` and `.`). */
export function separators(locale: string): { decimal: string; group: string } {
  const parts = numberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Typed text to a canonical decimal string (`-1234.5`): an optional sign, digits with the locale's group separator
 * (only between groups of three) or none, and the locale's decimal separator. Spaces around are ignored.
 */
function parseDecimalText(text: string, locale: string, maxFraction: number): ParseResult<string | null> {
  const trimmed = text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
  if (trimmed === '') return { ok: true, value: null };
  const { decimal, group: localeGroup } = separators(locale);
  // A space (or no-break space) as the group separator is typed as a plain space.
  const group = /\s/.test(localeGroup) ? ' ' : localeGroup;
  const shape = new RegExp(`^([-+]?)(\\d{1,3}(?:${escapeRegExp(group)}\\d{3})+|\\d+)?(?:${escapeRegExp(decimal)}(\\d*))?$`);
  const match = shape.exec(trimmed.replace(/^([-+])\s+/, '$1'));
  if (!match || (match[2] === undefined && (match[3] ?? '') === '')) return { ok: false, error: 'not-a-number' };
  const whole = (match[2] ?? '0').split(group).join('').replace(/^0+(?=\d)/, '');
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > maxFraction) return { ok: false, error: 'invalid-format' };
  const negative = match[1] === '-' && /[1-9]/.test(whole + fraction);
  return { ok: true, value: `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}` };
}

/**
 * A typed quantity to a decimal string with at most 4 places (`"1,234.5"` is `"1234.5"` in es-MX). Empty is null;
 * letters or misplaced separators are 'not-a-number'; a fifth decimal place is 'invalid-format'.
 * @param options.maxFractionDigits @default 4
 */
export function parseQuantity(text: string, locale: string, options: { maxFractionDigits?: number } = {}): ParseResult<string | null> {
  return parseDecimalText(text, locale, options.maxFractionDigits ?? QUANTITY_PLACES);
}

/**
 * A typed amount of `currency` to integer minor units (`"$1,234.5"` is 123450 for MXN). The currency's symbol or
 * code may be typed before the number (or after it). Empty is null; more decimals than the currency has is
 * 'invalid-format'; beyond the safe integer range is 'out-of-range'.
 */
export function parseMoney(text: string, locale: string, currency: string): ParseResult<number | null> {
  const symbols = currencySymbols(locale, currency);
  let bare = text.trim();
  for (const symbol of symbols) {
    const at = bare.indexOf(symbol);
    if (at !== -1) {
      bare = `${bare.slice(0, at)}${bare.slice(at + symbol.length)}`;
      break;
    }
  }
  // A symbol alone is not an amount.
  if (bare.trim() === '' && text.trim() !== '') return { ok: false, error: 'not-a-number' };
  const digits = currencyDigits(currency);
  const parsed = parseDecimalText(bare, locale, digits);
  if (!parsed.ok || parsed.value === null) return parsed as ParseResult<null>;
  const [whole, fraction = ''] = parsed.value.replace('-', '').split('.');
  const minorText = `${whole}${fraction.padEnd(digits, '0')}`.replace(/^0+(?=\d)/, '');
  const minor = Number(minorText);
  if (!Number.isSafeInteger(minor)) return { ok: false, error: 'out-of-range' };
  return { ok: true, value: parsed.value.startsWith('-') ? -minor : minor };
}

/** The texts that stand for a currency when typed: its symbol in the locale, its narrow symbol and its code (longest first). */
function currencySymbols(locale: string, currency: string): string[] {
  const symbolOf = (display: 'symbol' | 'narrowSymbol') =>
    numberFormat(locale, { style: 'currency', currency, currencyDisplay: display }).formatToParts(1).find((p) => p.type === 'currency')?.value ?? '';
  return [...new Set([currency, symbolOf('symbol'), symbolOf('narrowSymbol')].filter((s) => s !== ''))].sort((a, b) => b.length - a.length);
}

/** The currency's symbol as shown next to a money field (`$` for MXN in es-MX and for USD in en-US). */
export function currencySymbol(currency: string, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency }).formatToParts(1).find((p) => p.type === 'currency')?.value ?? currency;
}
