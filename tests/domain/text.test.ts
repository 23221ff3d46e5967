// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareText, containsFolded, fold } from '../../src/domain/text';

const accented = fc.constantFrom(...'aáàâäAÁÀÄeéèëEÉiíïIÍoóöOÓuúüUÚÜnñNÑcçCÇ sßøœæ-'.split(''));
const spanishText = fc.array(accented, { maxLength: 20 }).map((chars) => chars.join(''));

describe('fold (accent- and case-insensitive search form)', () => {
  it('drops accents and case, spells ß, ø, œ, æ plainly, and reads full-width letters', () => {
    expect(fold('José Ñúñez')).toBe('jose nunez');
    expect(fold('MÜLLER Straße')).toBe('muller strasse');
    expect(fold('Søren Œuvre Æther')).toBe('soren oeuvre aether');
    expect(fold('ＡＣＭＥ')).toBe('acme');
    expect(fold('ΟΔΟΣ')).toBe(fold('οδοσ'));
  });

  it('is idempotent on any text', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => fold(fold(text)) === fold(text)));
  });

  it('ignores case and accents of Spanish text', () => {
    fc.assert(
      fc.property(spanishText, (text) => {
        const plain = text.normalize('NFD').replace(/\p{M}/gu, '');
        return fold(text.toUpperCase()) === fold(text.toLowerCase()) && fold(text) === fold(plain);
      }),
    );
  });

  it('a text contains each of its parts, whatever their case and accents', () => {
    fc.assert(
      fc.property(spanishText, spanishText, spanishText, (a, b, c) => containsFolded(`${a}${b}${c}`, b.toUpperCase()) && containsFolded(a, '')),
    );
    expect(containsFolded('José Hernández', 'jose')).toBe(true);
    expect(containsFolded('José Hernández', 'HERNANDEZ')).toBe(true);
    expect(containsFolded('José Hernández', 'josé x')).toBe(false);
  });

  it('compareText is a total order (antisymmetric, transitive) that groups by folded form', () => {
    fc.assert(
      fc.property(spanishText, spanishText, spanishText, (a, b, c) => {
        const sign = Math.sign;
        if (sign(compareText(a, b)) !== -sign(compareText(b, a))) return false;
        if (compareText(a, b) === 0 && a !== b) return false;
        if (compareText(a, b) <= 0 && compareText(b, c) <= 0 && compareText(a, c) > 0) return false;
        return true;
      }),
    );
    expect(['zeta', 'Ábaco', 'abaco', 'beta'].sort(compareText)).toEqual(['abaco', 'Ábaco', 'beta', 'zeta']);
  });
});
