/** Answer checks more than one section needs (the shapes of src/domain that several records carry). */
import type { Address } from '../../domain/address';
import { isDecimal } from '../../domain/decimal';
import { record, text, type Fields } from '../effects/shape';

export function parseAddress(raw: unknown, name: string): Address {
  const a = record(raw, name);
  return {
    street: text(a, 'street', name),
    city: text(a, 'city', name),
    state: text(a, 'state', name),
    postalCode: text(a, 'postalCode', name),
    country: text(a, 'country', name),
  };
}

/** A quantity as the services send it: a decimal string (up to 4 places; `signed` allows a negative one). */
export function decimalText(r: Fields, key: string, name: string, { signed = false } = {}): string {
  const value = r[key];
  if (typeof value !== 'string' || !(signed ? isDecimal(value) : isDecimal(value, { min: '0' }))) {
    throw new TypeError(`${name}.${key} must be a decimal string`);
  }
  return value;
}
