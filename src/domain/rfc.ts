/**
 * The Mexican tax id (RFC, Registro Federal de Contribuyentes): persona moral 12 characters (3 letters),
 * persona física 13 (4 letters), then the date of incorporation or birth YYMMDD and a 3-character homoclave
 * whose last character is a check digit. Pure.
 */

export type RfcKind = 'moral' | 'fisica';

export type RfcResult =
  | { ok: true; rfc: string; kind: RfcKind }
  | { ok: false; reason: 'format' | 'date' | 'check-digit' };

/** The SAT's generic RFCs: sales to the general public and to foreign residents. */
export const genericRfcs = ['XAXX010101000', 'XEXX010101000'] as const;

const alphabet = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
const shape = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2})([\dA])$/u;

/** Upper case, without spaces or hyphens (people type `ABC-010101-XY1`). */
export const normalizeRfc = (text: string): string => text.toUpperCase().replace(/[\s-]/g, '');

/** The check digit of the first 11 (moral) or 12 (física) characters. */
export function rfcCheckDigit(body: string): string {
  const padded = body.padStart(12, ' ');
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const value = alphabet.indexOf(padded[i] as string);
    if (value < 0) throw new RangeError(`Not an RFC character: '${padded[i]}'`);
    sum += value * (13 - i);
  }
  return alphabet[(11 - (sum % 11)) % 11] as string;
}

const daysIn = (yy: number, month: number): number => (month === 2 ? (yy % 4 === 0 ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

/** Checks an RFC (after `normalizeRfc`): shape, a real date, and the check digit. */
export function parseRfc(text: string): RfcResult {
  const rfc = normalizeRfc(text);
  if ((genericRfcs as readonly string[]).includes(rfc)) return { ok: true, rfc, kind: 'fisica' };
  const match = shape.exec(rfc);
  if (!match) return { ok: false, reason: 'format' };
  const [, letters, yy, mm, dd] = match as unknown as [string, string, string, string, string];
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(Number(yy), month)) return { ok: false, reason: 'date' };
  if (rfcCheckDigit(rfc.slice(0, -1)) !== rfc.slice(-1)) return { ok: false, reason: 'check-digit' };
  return { ok: true, rfc, kind: letters.length === 3 ? 'moral' : 'fisica' };
}

export const isValidRfc = (text: string): boolean => parseRfc(text).ok;
