/** Postal addresses of customers and warehouses, and the country and state lists they use. Pure. */
import { checkText, isPlainObject, type ErrorCollector } from './fields';

export interface Address {
  street: string;
  city: string;
  state: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, e.g. `MX`. */
  country: string;
}

export const addressLimits = { street: 200, city: 100, state: 100, postalCode: 10 } as const;

/** ISO 3166-1 alpha-2: the 249 officially assigned codes. */
export const countryCodes: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
const countrySet = new Set(countryCodes);
export const isCountryCode = (code: string): boolean => countrySet.has(code);

/** The 32 federal entities of Mexico. */
export const mexicanStates: readonly string[] = [
  'Aguascalientes', 'Baja California', 'Baja California Sur', 'Campeche', 'Chiapas', 'Chihuahua', 'Ciudad de México',
  'Coahuila', 'Colima', 'Durango', 'Estado de México', 'Guanajuato', 'Guerrero', 'Hidalgo', 'Jalisco', 'Michoacán',
  'Morelos', 'Nayarit', 'Nuevo León', 'Oaxaca', 'Puebla', 'Querétaro', 'Quintana Roo', 'San Luis Potosí', 'Sinaloa',
  'Sonora', 'Tabasco', 'Tamaulipas', 'Tlaxcala', 'Veracruz', 'Yucatán', 'Zacatecas',
];

/** A postal code of the country: Mexico 5 digits, the US a ZIP or ZIP+4, elsewhere 2 to 10 letters, digits, spaces or hyphens. */
export function isPostalCode(text: string, country: string): boolean {
  if (country === 'MX') return /^\d{5}$/.test(text);
  if (country === 'US') return /^\d{5}(?:-\d{4})?$/.test(text);
  return /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,8}[A-Za-z0-9])$/.test(text);
}

/** Checks an address under `path` (`address.city`, ...). */
export function checkAddress(c: ErrorCollector, path: string, value: unknown): void {
  if (value === undefined || value === null) return c.add(path, 'required');
  if (!isPlainObject(value)) return c.add(path, 'invalid-format');
  checkText(c, `${path}.street`, value.street, { max: addressLimits.street });
  checkText(c, `${path}.city`, value.city, { max: addressLimits.city });
  checkText(c, `${path}.state`, value.state, { max: addressLimits.state });
  const country = value.country;
  checkText(c, `${path}.country`, country, { pattern: /^[A-Z]{2}$/ });
  if (typeof country === 'string' && /^[A-Z]{2}$/.test(country) && !isCountryCode(country)) c.add(`${path}.country`, 'invalid-format');
  checkText(c, `${path}.postalCode`, value.postalCode, { max: addressLimits.postalCode });
  const postalCode = value.postalCode;
  if (typeof postalCode === 'string' && postalCode.trim() !== '' && typeof country === 'string' && !isPostalCode(postalCode, country)) {
    c.add(`${path}.postalCode`, 'invalid-format');
  }
}
