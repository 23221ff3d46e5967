/**
 * CLABE (Clave Bancaria Estandarizada), the 18-digit Mexican bank account number: bank (3), branch city (3),
 * account (11) and a check digit (weights 3, 7, 1 over the first 17 digits). Pure.
 */

const weights = [3, 7, 1] as const;

/** The check digit of the first 17 digits. */
export function clabeCheckDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(first17[i]) * (weights[i % 3] as number)) % 10;
  return (10 - (sum % 10)) % 10;
}

/** Spaces and hyphens people type are ignored. */
export const normalizeClabe = (text: string): string => text.replace(/[\s-]/g, '');

export function isValidClabe(text: string): boolean {
  const clabe = normalizeClabe(text);
  return /^\d{18}$/.test(clabe) && clabeCheckDigit(clabe) === Number(clabe[17]);
}

/** The bank code (the first three digits, e.g. `002` Banamex, `012` BBVA). */
export const clabeBank = (text: string): string => normalizeClabe(text).slice(0, 3);
