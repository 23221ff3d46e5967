// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, toCsv, type CsvColumn } from '../../src/machines/kit/csv';
import { readCsv } from '../support/read-csv';


interface Row { id: string; name: string; amount: number; at: string; note: string | null }
const columns: CsvColumn<Row>[] = [
  { id: 'name', csv: (r) => r.name },
  { id: 'amount', csv: (r) => r.amount },
  { id: 'at', csv: (r) => r.at },
  { id: 'note', csv: (r) => r.note },
];

describe('csv', () => {
  it('writes a header of ids or labels, CRLF lines and no byte-order mark', () => {
    const csv = toCsv([{ id: '1', name: 'Ana', amount: 1234.5, at: '2025-01-31', note: null }], columns, { name: 'Nombre' });
    expect(csv).toBe('Nombre,amount,at,note\r\nAna,1234.5,2025-01-31,\r\n');
    expect(csv.charCodeAt(0)).not.toBe(0xfeff);
  });

  it('quotes commas, quotes, line breaks and edge spaces (RFC 4180)', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded ')).toBe('" padded "');
    expect(csvField('plain')).toBe('plain');
  });

  it('dates are ISO 8601, decimals use a dot, empty values are empty', () => {
    expect(csvField(new Date(Date.UTC(2025, 0, 2, 3, 4, 5)))).toBe('2025-01-02T03:04:05.000Z');
    expect(csvField(-1234.75)).toBe('-1234.75');
    expect(csvField(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(true)).toBe('true');
  });

  it('guards against CSV injection: = + - @ TAB CR at the start get a single quote', () => {
    for (const danger of ['=SUM(A1:A9)', '+1', '-2+3', '@cmd', '\tx', '\rx', '=HYPERLINK("http://evil","x")']) {
      const field = csvField(danger);
      const [[read]] = readCsv(`${field}\r\n`) as [[string]];
      expect(read, JSON.stringify(danger)).toBe(`'${danger}`);
    }
    expect(csvField('a=b')).toBe('a=b');
    // Numbers are numbers: a negative amount is not a formula.
    expect(csvField(-5)).toBe('-5');
  });

  it('any text reads back as written (guarded cells with their quote)', () => {
    fc.assert(fc.property(fc.array(fc.array(fc.string({ maxLength: 12 }), { minLength: 4, maxLength: 4 }), { maxLength: 6 }), (cells) => {
      const rows = cells.map(([name, at, note, amount], i) => ({ id: String(i), name: name!, at: at!, note: note!, amount: amount!.length }));
      const read = readCsv(toCsv(rows, columns));
      const guard = (t: string) => (/^[=+\-@\t\r]/.test(t) ? `'${t}` : t);
      expect(read).toEqual([['name', 'amount', 'at', 'note'], ...rows.map((r) => [guard(r.name), String(r.amount), guard(r.at), guard(r.note)])]);
    }));
  });
});
