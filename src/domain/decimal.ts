/**
 * Decimal strings (DOMAIN.md: "quantities are decimals as strings with up to 4 places"), computed exactly on
 * scaled bigints: no float drift. Pure.
 */

/** Places of a quantity. */
export const QUANTITY_PLACES = 4;

const pattern = /^(-)?(\d{1,15})(?:\.(\d+))?$/;

/**
 * The value times 10^places as a bigint, or null when `text` is not a plain decimal (`12`, `-0.5`, `3.1415`)
 * with at most `places` decimals. No exponent, no thousands separator, no leading `+` or `.`.
 */
export function toScaled(text: string, places: number = QUANTITY_PLACES): bigint | null {
  const match = pattern.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > places) return null;
  const scaled = BigInt(whole as string) * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, '0') || '0');
  return sign ? -scaled : scaled;
}

/** The canonical text of a scaled value: no trailing zeros, no `-0` (`12.5`, `3`, `-0.25`). */
export function fromScaled(value: bigint, places: number = QUANTITY_PLACES): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const unit = 10n ** BigInt(places);
  const whole = (abs / unit).toString();
  const fraction = places > 0 ? (abs % unit).toString().padStart(places, '0').replace(/0+$/, '') : '';
  const text = fraction === '' ? whole : `${whole}.${fraction}`;
  return negative && abs !== 0n ? `-${text}` : text;
}

export interface DecimalRange {
  /** @default no lower bound */
  min?: string;
  /** The value must be above `min`, not equal to it. @default false */
  exclusiveMin?: boolean;
  /** @default no upper bound */
  max?: string;
  /** @default QUANTITY_PLACES */
  places?: number;
}

/** Whether `value` is a decimal string of at most `places` decimals inside the range. */
export function isDecimal(value: unknown, { min, exclusiveMin = false, max, places = QUANTITY_PLACES }: DecimalRange = {}): value is string {
  if (typeof value !== 'string') return false;
  const scaled = toScaled(value, places);
  if (scaled === null) return false;
  if (min !== undefined) {
    const low = toScaled(min, places);
    if (low === null || scaled < low || (exclusiveMin && scaled === low)) return false;
  }
  if (max !== undefined) {
    const high = toScaled(max, places);
    if (high === null || scaled > high) return false;
  }
  return true;
}

const scaledOrThrow = (text: string): bigint => {
  const scaled = toScaled(text);
  if (scaled === null) throw new RangeError(`Not a decimal of up to ${QUANTITY_PLACES} places: '${text}'`);
  return scaled;
};

export const addDecimal = (a: string, b: string): string => fromScaled(scaledOrThrow(a) + scaledOrThrow(b));
export const subtractDecimal = (a: string, b: string): string => fromScaled(scaledOrThrow(a) - scaledOrThrow(b));
/** Negative, zero or positive as `a` is below, equal to or above `b`. */
export const compareDecimal = (a: string, b: string): number => {
  const x = scaledOrThrow(a);
  const y = scaledOrThrow(b);
  return x === y ? 0 : x < y ? -1 : 1;
};
