/**
 * Text matching of the list queries (DOMAIN.md "API conventions": `q` is a case- and accent-insensitive
 * contains). Pure: used by the mock services and by the UI.
 */

/** Letters that carry no combining mark to strip but read as plain Latin letters. */
const foldedLetters: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ς: 'σ',
};
const foldedLetterPattern = new RegExp(`[${Object.keys(foldedLetters).join('')}]`, 'g');

/**
 * The search form of a text: compatibility-decomposed (full-width letters, ligatures), combining marks removed
 * (é -> e, ñ -> n, ü -> u), lower case, and a few letters without marks spelled plainly (ß -> ss, ø -> o).
 * Idempotent: `fold(fold(x)) === fold(x)`.
 */
export function fold(text: string): string {
  // Printable ASCII has nothing to decompose or strip (the common case of codes, SKUs and most names).
  if (/^[\x20-\x7e]*$/.test(text)) return text.toLowerCase();
  const plain = text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return plain.replace(foldedLetterPattern, (letter) => foldedLetters[letter] ?? letter).normalize('NFKD').replace(/\p{M}/gu, '');
}

/** Whether `text` contains `query`, ignoring case and accents. An empty query matches everything. */
export const containsFolded = (text: string, query: string): boolean => fold(text).includes(fold(query));

/** Orders two texts by their folded form, then by the raw text (so the order is total and stable). */
export function compareText(a: string, b: string): number {
  const fa = fold(a);
  const fb = fold(b);
  if (fa !== fb) return fa < fb ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}
