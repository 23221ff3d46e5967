// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normalizeBusinessLineInput, validateBusinessLine } from '../../src/domain/business-line';
import { availableOf, holdsStock, isLowStock } from '../../src/domain/stock';
import { validateWarehouse, type WarehouseInput } from '../../src/domain/warehouse';

describe('business lines', () => {
  it('code (unique, upper case), name and status', () => {
    expect(validateBusinessLine({ code: 'RES', name: 'Residencial', status: 'active' })).toEqual({});
    expect(validateBusinessLine(normalizeBusinessLineInput({ code: ' res-2 ', name: 'x', status: 'inactive' }))).toEqual({});
    expect(validateBusinessLine({ code: 'RES', name: '', status: 'x' as never }, { codeTaken: (code) => code === 'RES' })).toEqual({
      code: ['not-unique'],
      name: ['required'],
      status: ['invalid-format'],
    });
    expect(validateBusinessLine({ code: 'a b', name: 'x'.repeat(101), status: 'active' })).toEqual({ code: ['invalid-format'], name: ['too-long'] });
  });
});

describe('warehouses', () => {
  const valid: WarehouseInput = {
    code: 'CDMX-01',
    name: 'Central',
    address: { street: 'Calz. de Tlalpan 1', city: 'Ciudad de México', state: 'Ciudad de México', postalCode: '03100', country: 'MX' },
    type: 'main',
    active: true,
  };
  it('code, name, address, type and active', () => {
    expect(validateWarehouse(valid)).toEqual({});
    expect(validateWarehouse({ ...valid, code: '', type: 'depot' as never, active: undefined as never, address: { ...valid.address, postalCode: 'abc' } })).toEqual({
      code: ['required'],
      type: ['invalid-format'],
      active: ['required'],
      'address.postalCode': ['invalid-format'],
    });
    expect(validateWarehouse(valid, { codeTaken: () => true })).toEqual({ code: ['not-unique'] });
  });
});

describe('stock levels', () => {
  it('available is on hand minus reserved; low when below the minimum; holding when anything is on hand or reserved', () => {
    expect(availableOf('10.5', '2.25')).toBe('8.25');
    expect(isLowStock({ available: '4.9999', minimum: '5' })).toBe(true);
    expect(isLowStock({ available: '5', minimum: '5' })).toBe(false);
    expect(holdsStock({ onHand: '0', reserved: '0' })).toBe(false);
    expect(holdsStock({ onHand: '0', reserved: '1' })).toBe(true);
  });
});
