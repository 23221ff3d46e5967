// @vitest-environment node
/** The sections' answer checks: a record of the services' shape is read whole; any field of the wrong shape refuses it (B1). */
import { describe, expect, it } from 'vitest';
import { parseCustomer } from '../../src/machines/sections/customers/customer-api';
import { parseProduct, parseStockLevel, parseWarehouse } from '../../src/machines/sections/products/product-api';

const audit = { id: 'x1', version: 2, createdAt: '2025-01-01T00:00:00Z', createdBy: 'usr_ana', updatedAt: '2025-01-02T00:00:00Z', updatedBy: 'usr_ana' };
const address = { street: 'Av. Juárez 1', city: 'Puebla', state: 'Puebla', postalCode: '72000', country: 'MX' };
const customer = {
  ...audit,
  code: 'CLI-000001',
  name: 'José Pérez',
  taxId: 'PEPJ800101AB1',
  email: '',
  phone: '',
  address,
  businessLineId: null,
  creditLimit: 100000,
  paymentTermsDays: 30,
  status: 'active',
};
const product = {
  ...audit,
  sku: 'KIT-1',
  barcode: null,
  name: 'Kit',
  description: '',
  categoryId: 'c1',
  unitId: 'u1',
  cost: 100,
  price: 150,
  taxRate: '16',
  components: [{ productId: 'p2', quantity: '1.5' }],
  active: true,
};

describe('section answer checks', () => {
  it('read a customer and a product as the services send them', () => {
    expect(parseCustomer(customer)).toEqual(customer);
    expect(parseProduct(product)).toEqual(product);
    expect(parseWarehouse({ ...audit, code: 'W1', name: 'Central', address, type: 'main', active: true })).toMatchObject({ type: 'main' });
  });

  it.each([
    ['status', { status: 'deleted' }],
    ['creditLimit', { creditLimit: -1 }],
    ['creditLimit', { creditLimit: 1.5 }],
    ['businessLineId', { businessLineId: '' }],
    ['address', { address: { ...address, city: 7 } }],
    ['version', { version: 0 }],
  ])('refuse a customer whose %s is of another shape', (_, change) => {
    expect(() => parseCustomer({ ...customer, ...change })).toThrow(TypeError);
  });

  it('refuse a product with a quantity or tax rate that is not a decimal string; a warehouse of an unknown type', () => {
    expect(() => parseProduct({ ...product, components: [{ productId: 'p2', quantity: 1.5 }] })).toThrow(TypeError);
    expect(() => parseProduct({ ...product, taxRate: '16%' })).toThrow(TypeError);
    expect(() => parseWarehouse({ ...audit, code: 'W1', name: 'X', address, type: 'moon', active: true })).toThrow(TypeError);
  });

  it('a stock level may have less than nothing available (more promised than held), never a negative count on hand', () => {
    const level = { ...audit, productId: 'p1', warehouseId: 'w1', onHand: '2', reserved: '5', available: '-3', minimum: '1' };
    expect(parseStockLevel(level).available).toBe('-3');
    expect(() => parseStockLevel({ ...level, onHand: '-2' })).toThrow(TypeError);
  });
});
