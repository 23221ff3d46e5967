// @vitest-environment node
/** Stock adjustments and levels: the pure rules the service and the adjustment form share. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDecimal, compareDecimal } from '../../src/domain/decimal';
import { applyStockQuery, isLowStock, stockLevelListSpec, validateStockLevel, type StockLevelRow } from '../../src/domain/stock';
import {
  adjustmentChange,
  applyMovement,
  dayIn,
  lowestOnHandAfter,
  normalizeAdjustmentInput,
  validateAdjustment,
  type AdjustmentInput,
} from '../../src/domain/stock-movement';
import { parseListQuery } from '../../src/domain/list-query';

const input = (extra: Partial<AdjustmentInput> = {}): AdjustmentInput => ({
  type: 'adjustment', warehouseId: 'w1', productId: 'p1', quantity: '-2', counted: null, reason: 'damaged', note: '', ...extra,
});
const level = { onHand: '10', reserved: '3' };

describe('validateAdjustment', () => {
  it('accepts a change or a count with a reason', () => {
    expect(validateAdjustment(input(), { level })).toEqual({});
    expect(validateAdjustment(input({ quantity: null, counted: '4', reason: 'count-correction' }), { level })).toEqual({});
    expect(validateAdjustment(input({ reason: 'other', note: 'Muestra' }), { level })).toEqual({});
  });

  it('refuses other types, missing or double quantities, zero changes, a reason other without a note', () => {
    expect(validateAdjustment(input({ type: 'receipt' }), { level })).toEqual({ type: ['invalid-format'] });
    expect(validateAdjustment(input({ type: 'x' as never }), { level })).toEqual({ type: ['invalid-format'] });
    expect(validateAdjustment(input({ quantity: null }), { level })).toEqual({ quantity: ['required'] });
    expect(validateAdjustment(input({ counted: '4' }), { level })).toEqual({ quantity: ['invalid-format'] });
    expect(validateAdjustment(input({ quantity: '0' }), { level })).toEqual({ quantity: ['out-of-range'] });
    expect(validateAdjustment(input({ quantity: null, counted: '10' }), { level })).toEqual({ counted: ['out-of-range'] });
    expect(validateAdjustment(input({ quantity: '1,5' }), { level })).toEqual({ quantity: ['not-a-number'] });
    expect(validateAdjustment(input({ quantity: null, counted: '-1' }), { level })).toEqual({ counted: ['out-of-range'] });
    expect(validateAdjustment(input({ reason: '' }), { level })).toEqual({ reason: ['required'] });
    expect(validateAdjustment(input({ reason: 'other' }), { level })).toEqual({ note: ['required'] });
    expect(validateAdjustment(input({ note: 'x'.repeat(501) }), { level })).toEqual({ note: ['too-long'] });
    expect(validateAdjustment(input(), { level, productExists: () => false, warehouseExists: () => false })).toEqual({
      productId: ['unknown-reference'],
      warehouseId: ['unknown-reference'],
    });
  });

  it('never leaves on hand below the reserved quantity or below zero (property)', () => {
    const quantity = fc.integer({ min: -100_000, max: 100_000 }).map((n) => (n / 100).toString());
    const amount = fc.integer({ min: 0, max: 100_000 }).map((n) => (n / 100).toString());
    fc.assert(
      fc.property(amount, amount, quantity, (onHand, reserved, change) => {
        const errors = validateAdjustment(input({ quantity: change }), { level: { onHand, reserved } });
        const after = addDecimal(onHand, change);
        const allowed = compareDecimal(change, '0') !== 0 && compareDecimal(after, '0') >= 0 && compareDecimal(after, reserved) >= 0;
        expect(errors.quantity === undefined).toBe(allowed);
        if (allowed) expect(compareDecimal(after, lowestOnHandAfter({ reserved }))).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('the level after a movement', () => {
  it('changes on hand and available together, exactly, and keeps reserved', () => {
    expect(applyMovement({ onHand: '10.5', reserved: '3', available: '7.5', minimum: '2' }, '-0.25')).toEqual({ onHand: '10.25', reserved: '3', available: '7.25', minimum: '2' });
    expect(adjustmentChange({ quantity: null, counted: '4.5' }, { onHand: '10' })).toBe('-5.5');
    expect(adjustmentChange({ quantity: '3', counted: null }, { onHand: '10' })).toBe('3');
    expect(adjustmentChange({ quantity: null, counted: 'x' }, { onHand: '10' })).toBeNull();
  });

  it('normalizes blank quantities to null and trims the note', () => {
    expect(normalizeAdjustmentInput(input({ quantity: ' ', counted: ' 4 ', note: ' hola ' }))).toMatchObject({ quantity: null, counted: '4', note: 'hola' });
  });

  it('the business day is read in the company time zone', () => {
    expect(dayIn(new Date('2025-07-15T03:00:00Z'), 'America/Mexico_City')).toBe('2025-07-14');
    expect(dayIn(new Date('2025-07-15T07:00:00Z'), 'America/Mexico_City')).toBe('2025-07-15');
    expect(dayIn(new Date('2025-12-31T23:30:00Z'), 'UTC')).toBe('2025-12-31');
  });
});

describe('stock levels', () => {
  it('the minimum: a decimal >= 0 with up to 4 places; low when available is below it', () => {
    expect(validateStockLevel({ minimum: '2.5' })).toEqual({});
    expect(validateStockLevel({ minimum: '-1' })).toEqual({ minimum: ['out-of-range'] });
    expect(validateStockLevel({ minimum: '1.00001' })).toEqual({ minimum: ['not-a-number'] });
    expect(validateStockLevel({ minimum: '' })).toEqual({ minimum: ['required'] });
    expect(validateStockLevel({ minimum: 3 as never })).toEqual({ minimum: ['not-a-number'] });
    expect(isLowStock({ available: '4.9999', minimum: '5' })).toBe(true);
    expect(isLowStock({ available: '5', minimum: '5' })).toBe(false);
  });

  it('sorts quantities as numbers (not text) and filters low and in-stock rows', () => {
    const row = (id: string, onHand: string, minimum = '0'): StockLevelRow => ({
      id, version: 1, createdAt: '', createdBy: '', updatedAt: '', updatedBy: '', productId: id, warehouseId: 'w',
      onHand, reserved: '0', available: onHand, minimum, sku: `SKU-${id}`, productName: `P ${id}`, categoryId: null, unitId: 'u', low: false,
    });
    const rows = [row('a', '9'), row('b', '10'), row('c', '0', '1'), row('d', '100.5')];
    const query = (text: string) => {
      const parsed = parseListQuery(new URLSearchParams(text), stockLevelListSpec);
      if (!parsed.ok) throw new Error('bad query');
      return parsed.query;
    };
    expect(applyStockQuery(rows, query('sort=-onHand')).items.map((r) => r.id)).toEqual(['d', 'b', 'a', 'c']);
    expect(applyStockQuery(rows, query('sort=onHand')).items.map((r) => r.id)).toEqual(['c', 'a', 'b', 'd']);
    expect(applyStockQuery(rows, query('low=true')).items.map((r) => r.id)).toEqual(['c']);
    expect(applyStockQuery(rows, query('inStock=true&q=sku-d')).items.map((r) => r.id)).toEqual(['d']);
    expect(applyStockQuery(rows, query('pageSize=2&page=2')).items.map((r) => r.id)).toEqual(['c', 'd']);
  });
});
