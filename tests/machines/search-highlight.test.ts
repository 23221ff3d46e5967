// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '../../src/domain/text';
import { highlightParts, matchRanges } from '../../src/machines/search.highlight';

const marked = (text: string, query: string) =>
  highlightParts(text, query)
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join('');

describe('search highlight (issue 13 point 4: "in any highlighting")', () => {
  it('marks the match as written, ignoring case and accents both ways', () => {
    expect(marked('Ana Álvarez Núñez', 'alvarez')).toBe('Ana [Álvarez] Núñez');
    expect(marked('Ana Alvarez', 'ÁLVAREZ')).toBe('Ana [Alvarez]');
    expect(marked('Líneas de negocio', 'lineas')).toBe('[Líneas] de negocio');
    expect(marked('Requisiciones', 'requisición')).toBe('[Requisicion]es');
    expect(marked('Peña Peña', 'pena')).toBe('[Peña] [Peña]');
  });

  it('maps letters that fold to two (ß -> ss) and decomposed accents (a + combining acute) back to the text', () => {
    expect(marked('Straße 5', 'strasse')).toBe('[Straße] 5');
    expect(marked('Straße 5', 'ss')).toBe('Stra[ß]e 5');
    const decomposed = 'Jose\u0301 Pe\u0301rez';
    expect(marked(decomposed, 'jose')).toBe('[Jose\u0301] Pe\u0301rez');
    expect(marked('CLI-000012', 'cli-0000')).toBe('[CLI-0000]12');
  });

  it('marks nothing for no match, an empty query, or an empty text', () => {
    expect(highlightParts('Acme', 'zz')).toEqual([{ text: 'Acme', match: false }]);
    expect(highlightParts('Acme', '  ')).toEqual([{ text: 'Acme', match: false }]);
    expect(highlightParts('', 'ac')).toEqual([{ text: '', match: false }]);
    expect(matchRanges('aaaa', 'aa')).toEqual([[0, 4]]);
  });

  it('property: the parts give the text back, and every marked part folds to text containing the query', () => {
    const letters = fc.constantFrom(...'aáAÁeéEnñÑoóuüßsS -1'.split(''));
    fc.assert(
      fc.property(fc.array(letters, { maxLength: 20 }).map((a) => a.join('')), fc.array(letters, { minLength: 1, maxLength: 4 }).map((a) => a.join('')), (text, query) => {
        const parts = highlightParts(text, query);
        expect(parts.map((p) => p.text).join('')).toBe(text);
        const needle = fold(query.trim());
        const hasMatch = needle !== '' && fold(text).includes(needle);
        expect(parts.some((p) => p.match)).toBe(hasMatch);
        for (const part of parts) if (part.match) expect(fold(part.text)).toContain(needle);
      }),
      { numRuns: 500 },
    );
  });
});
