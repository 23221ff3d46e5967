// @vitest-environment node
/**
 * Sales orders' pure rules: normalization, validation codes per field and per line cell, and (fast-check) the totals
 * of any order: the document's figures are the sums of its lines', each in whole minor units, tax by rate adds up to
 * the tax, and gross - discount + tax = total.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentTotals, lineFigures, type PricedLine } from '../../src/domain/document-lines';
import { canonicalDecimal, formatOrderNumber, normalizeSalesOrderInput, outstandingOf, quantitiesByProduct, salesOrderListSpec, validateSalesOrder, type SalesOrderInput } from '../../src/domain/sales-order';

const line = (over: Partial<PricedLine> = {}): PricedLine => ({ productId: 'p1', quantity: '2', unitPrice: 1_000, discount: '0', taxRate: '16', ...over });
const input = (over: Partial<SalesOrderInput> = {}): SalesOrderInput => ({ customerId: 'c1', date: '2025-07-15', warehouseId: 'w1', lines: [line()], notes: '', ...over });

describe('sales order rules', () => {
  it('normalizes: trims, canonical decimals, a line keeps only its written fields (a discount left out is 0)', () => {
    const raw = { ...input({ customerId: ' c1 ', notes: '  Urgente ' }), lines: [{ productId: ' p1 ', quantity: ' 2.5000 ', unitPrice: 10, taxRate: '16.00', sku: 'HACK', delivered: '99' }] };
    expect(normalizeSalesOrderInput(raw as unknown as SalesOrderInput)).toEqual({
      customerId: 'c1',
      date: '2025-07-15',
      warehouseId: 'w1',
      notes: 'Urgente',
      lines: [{ productId: 'p1', quantity: '2.5', unitPrice: 10, discount: '0', taxRate: '16' }],
    });
    expect(canonicalDecimal('abc')).toBe('abc');
    expect(canonicalDecimal(3)).toBe(3);
  });

  it('validates each field and each line cell with its code; references by state (inactive kept only if already there)', () => {
    expect(validateSalesOrder(input())).toEqual({});
    expect(validateSalesOrder(input({ customerId: '', warehouseId: '', date: '', lines: [] }))).toEqual({
      customerId: ['required'],
      warehouseId: ['required'],
      date: ['required'],
      lines: ['required'],
    });
    expect(validateSalesOrder(input({ date: '2025-02-29' })).date).toEqual(['invalid-format']);
    expect(validateSalesOrder(input({ notes: 'x'.repeat(2001) })).notes).toEqual(['too-long']);
    expect(validateSalesOrder(input({ lines: [line(), line({ quantity: '', unitPrice: -1, discount: '101', taxRate: 'x' })] }))).toEqual({
      'lines.1.quantity': ['required'],
      'lines.1.unitPrice': ['out-of-range'],
      'lines.1.discount': ['out-of-range'],
      'lines.1.taxRate': ['out-of-range'],
    });
    const lookups = {
      customer: (id: string) => (id === 'c1' ? ('inactive' as const) : undefined),
      warehouse: (id: string) => (id === 'w1' ? ('active' as const) : undefined),
      product: (id: string) => (id === 'p1' ? ('inactive' as const) : id === 'p2' ? ('active' as const) : undefined),
    };
    expect(validateSalesOrder(input({ lines: [line(), line({ productId: 'ghost' })] }), lookups)).toEqual({
      customerId: ['inactive-reference'],
      'lines.0.productId': ['inactive-reference'],
      'lines.1.productId': ['unknown-reference'],
    });
    // An order that already had them keeps an inactive customer and product.
    expect(validateSalesOrder(input(), { ...lookups, previous: { customerId: 'c1', warehouseId: 'w1', lines: [{ productId: 'p1' }] } })).toEqual({});
  });

  it('numbers, outstanding quantities and quantities per product over several lines', () => {
    expect(formatOrderNumber('SO', 42)).toBe('SO-000042');
    expect(outstandingOf({ quantity: '5', delivered: '2.5' })).toBe('2.5');
    expect(outstandingOf({ quantity: '5', delivered: '6' })).toBe('0');
    expect([...quantitiesByProduct([line({ quantity: '1.5' }), line({ productId: 'p2' }), line({ quantity: '0.5' })])]).toEqual([
      ['p1', '2'],
      ['p2', '2'],
    ]);
  });

  it('the list sorts by number, date, total and status, and filters by status, customer, warehouse and date range', () => {
    expect(salesOrderListSpec.sortFields).toEqual(expect.arrayContaining(['number', 'date', 'total', 'status']));
    expect(Object.keys(salesOrderListSpec.filters)).toEqual(['status', 'customerId', 'warehouseId', 'date']);
    expect(salesOrderListSpec.filters.date!.type).toBe('date-range');
  });
});

const decimalText = (max: number, places: number) =>
  fc.tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max: 10 ** places - 1 })).map(([whole, frac]) => (frac === 0 ? String(whole) : `${whole}.${String(frac).padStart(places, '0')}`.replace(/0+$/, '')));
const pricedLine = fc.record({
  productId: fc.constantFrom('a', 'b', 'c'),
  quantity: decimalText(500, 4).filter((q) => q !== '0'),
  unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
  discount: fc.constantFrom('0', '5', '12.5', '33.3333', '100'),
  taxRate: fc.constantFrom('0', '8', '8.25', '16'),
});

describe('totals (fast-check)', () => {
  it('the sum of the lines is the total; every figure is whole minor units; gross - discount + tax = total; tax by rate adds up', () => {
    fc.assert(
      fc.property(fc.array(pricedLine, { minLength: 1, maxLength: 30 }), (lines) => {
        expect(validateSalesOrder(input({ lines }))).toEqual({});
        const totals = documentTotals(lines);
        const figures = lines.map(lineFigures);
        for (const key of ['gross', 'discount', 'net', 'tax', 'total'] as const) {
          expect(Number.isInteger(totals[key])).toBe(true);
          expect(totals[key]).toBe(figures.reduce((sum, f) => sum + f[key], 0));
        }
        for (const f of figures) {
          expect(f.net).toBe(f.gross - f.discount);
          expect(f.total).toBe(f.net + f.tax);
          expect(f.discount).toBeLessThanOrEqual(f.gross);
        }
        expect(totals.gross - totals.discount + totals.tax).toBe(totals.total);
        expect(Object.values(totals.taxByRate).reduce((a, b) => a + b, 0)).toBe(totals.tax);
      }),
      { numRuns: 300 },
    );
  });

  it('rounding is per line in minor units, half away from zero: 3 × 0.333 of a cent rounds each line, not the sum', () => {
    const third = line({ quantity: '0.3333', unitPrice: 1, taxRate: '0' });
    expect(lineFigures(third).gross).toBe(0);
    expect(documentTotals([third, third, third]).total).toBe(0);
    expect(lineFigures(line({ quantity: '0.5', unitPrice: 1, taxRate: '0' })).gross).toBe(1);
  });
});
