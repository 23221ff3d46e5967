import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentTotals, lineFigures, MAX_LINES, validatePricedLines, type PricedLine } from '../../src/domain/document-lines';

const line = (over: Partial<PricedLine> = {}): PricedLine => ({ productId: 'p1', quantity: '1', unitPrice: 10_000, discount: '0', taxRate: '16', ...over });

describe('line figures', () => {
  it('gross, discount, net, tax and total in minor units, each rounded half away from zero', () => {
    expect(lineFigures(line({ quantity: '3', unitPrice: 1999, discount: '10', taxRate: '16' }))).toEqual({ gross: 5997, discount: 600, net: 5397, tax: 864, total: 6261 });
    // 0.333 × 1.00 = 0.333 -> 0.33; tax 16% of 33 = 5.28 -> 5
    expect(lineFigures(line({ quantity: '0.333', unitPrice: 100 }))).toEqual({ gross: 33, discount: 0, net: 33, tax: 5, total: 38 });
    // half a cent rounds away from zero: 0.5 × 0.01 -> 0.01
    expect(lineFigures(line({ quantity: '0.5', unitPrice: 1, taxRate: '0' })).gross).toBe(1);
  });

  it('the document figures sum the lines, and tax is kept by rate', () => {
    const totals = documentTotals([line({ quantity: '2' }), line({ taxRate: '0', unitPrice: 5000 }), line({ taxRate: '8', unitPrice: 2500 })]);
    expect(totals).toEqual({ gross: 27_500, discount: 0, net: 27_500, tax: 3400, total: 30_900, taxByRate: { '16': 3200, '0': 0, '8': 200 } });
  });
});

const quantity = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 9999 }))
  .filter(([w, f]) => w + f > 0)
  .map(([w, f]) => `${w}.${String(f).padStart(4, '0')}`);
const percent = fc.integer({ min: 0, max: 100_0000 }).map((n) => `${Math.floor(n / 10_000)}.${String(n % 10_000).padStart(4, '0')}`);
const pricedLine = fc.record({
  productId: fc.constant('p'),
  quantity,
  unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
  discount: percent,
  taxRate: fc.constantFrom('0', '8', '16', '8.25'),
});

describe('totals properties (fast-check)', () => {
  it('the lines always add up to the total: gross - discount = net, net + tax = total, taxes by rate sum to tax', () => {
    fc.assert(
      fc.property(fc.array(pricedLine, { minLength: 1, maxLength: 30 }), (lines) => {
        const totals = documentTotals(lines);
        const figures = lines.map(lineFigures);
        expect(totals.total).toBe(figures.reduce((sum, f) => sum + f.total, 0));
        expect(totals.gross - totals.discount).toBe(totals.net);
        expect(totals.net + totals.tax).toBe(totals.total);
        expect(Object.values(totals.taxByRate).reduce((a, b) => a + b, 0)).toBe(totals.tax);
        for (const f of figures) {
          expect(Number.isSafeInteger(f.total)).toBe(true);
          expect(f.discount).toBeLessThanOrEqual(f.gross);
          expect(f.tax).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('a line is rounded once, to the nearest minor unit (|exact - rounded| <= 0.5)', () => {
    fc.assert(
      fc.property(pricedLine, (l) => {
        const [whole, fraction = ''] = l.quantity.split('.');
        const scaledQuantity = BigInt(whole!) * 10_000n + BigInt(fraction.padEnd(4, '0'));
        const exactTimes2 = BigInt(l.unitPrice) * scaledQuantity * 2n; // gross × 20000
        const gross = BigInt(lineFigures(l).gross);
        const error = exactTimes2 - gross * 20_000n;
        expect(error <= 10_000n && error >= -10_000n).toBe(true);
      }),
    );
  });
});

describe('validation of priced lines', () => {
  it('names each bad cell by its path', () => {
    expect(validatePricedLines([])).toEqual({ lines: ['required'] });
    expect(validatePricedLines(undefined)).toEqual({ lines: ['required'] });
    expect(validatePricedLines([line({ productId: '', quantity: '0', unitPrice: -1, discount: '101', taxRate: 'x' })])).toEqual({
      'lines.0.productId': ['required'],
      'lines.0.quantity': ['out-of-range'],
      'lines.0.unitPrice': ['out-of-range'],
      'lines.0.discount': ['out-of-range'],
      'lines.0.taxRate': ['out-of-range'],
    });
    expect(validatePricedLines([line({ quantity: ' ' })])).toEqual({ 'lines.0.quantity': ['required'] });
    expect(validatePricedLines([line({ unitPrice: 0 })], { requirePrice: true })).toEqual({});
    expect(validatePricedLines([line({ unitPrice: Number.NaN })], { requirePrice: false })).toEqual({});
    expect(validatePricedLines(Array.from({ length: MAX_LINES + 1 }, () => line()))).toEqual({ lines: ['out-of-range'] });
    expect(validatePricedLines([line({ quantity: '1000000', unitPrice: 10_000_000_000_000 })])).toEqual({ lines: ['out-of-range'] });
  });
});
