/** Tax ids by the tenant's country: the RFC in Mexico, the EIN in the United States. Pure. */
import type { FieldErrorCode } from './resource';
import { normalizeRfc, parseRfc } from './rfc';

/** The countries whose tax ids the services check (the tenant's country decides). */
export type TaxCountry = 'MX' | 'US';

/**
 * A company's tax country from its currency: MXN companies are Mexican, the others (USD) are in the United States.
 * The one rule the services and the forms both use.
 */
export const taxCountryOf = (currency: string | undefined): TaxCountry => (currency === 'USD' ? 'US' : 'MX');

/** EIN prefixes the IRS has never assigned. */
const unassignedEinPrefixes = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);

/** A US Employer Identification Number, written `NN-NNNNNNN` with an assigned prefix. */
export function isValidEin(text: string): boolean {
  const match = /^(\d{2})-\d{7}$/.exec(text);
  return match !== null && !unassignedEinPrefixes.has(match[1] as string);
}

/** The stored form of a tax id: RFCs upper case without separators; EINs trimmed. */
export const normalizeTaxId = (text: string, country: TaxCountry): string => (country === 'MX' ? normalizeRfc(text) : text.trim());

/** The error code of a tax id for the country, or null when it is valid. */
export function taxIdError(text: string, country: TaxCountry): FieldErrorCode | null {
  if (text.trim() === '') return 'required';
  if (country === 'MX') return parseRfc(text).ok ? null : 'invalid-rfc';
  return isValidEin(text.trim()) ? null : 'invalid-tax-id';
}
