// @vitest-environment node
/**
 * The pickers' option shapes (issue 10): one projection produced by the service and one parser on the client, so a
 * record projected and parsed comes back whole, and anything else (a missing stock, a fractional price, a cost that
 * leaked in is simply not read) is refused by name.
 */
import { describe, expect, it } from 'vitest';
import {
  customerOptionOf,
  isOfferedCustomer,
  isOfferedProduct,
  parseCustomerOption,
  parseOptionItems,
  parseProductOption,
  productOptionOf,
} from '../../src/domain/catalog-options';
import type { Customer } from '../../src/domain/customer';
import type { Product } from '../../src/domain/product';

const audited = { version: 3, createdAt: '2025-01-01T00:00:00.000Z', createdBy: 'usr_ana', updatedAt: '2025-02-01T00:00:00.000Z', updatedBy: 'usr_ana' };
const customer: Customer = {
  ...audited,
  id: 'cus_1',
  code: 'CLI-000001',
  name: 'Comercializadora del Bajío',
  taxId: 'SAT970701NN3',
  email: 'compras@bajio.mx',
  phone: '+52 442 123 4567',
  address: { street: 'Av. Constituyentes 100', city: 'Querétaro', state: 'Querétaro', postalCode: '76000', country: 'MX' },
  businessLineId: 'bl-1',
  creditLimit: 5_000_000,
  paymentTermsDays: 30,
  status: 'active',
} as Customer;
const product: Product = {
  ...audited,
  id: 'prd_1',
  sku: 'KIT-0001',
  barcode: '7501234567890',
  name: 'Kit de herramientas',
  description: 'Caja con 20 piezas',
  unitId: 'u-pza',
  categoryId: null,
  price: 129_900,
  cost: 80_000,
  taxRate: '16',
  components: [{ productId: 'prd_2', quantity: '2.5' }],
  active: true,
} as Product;

describe('the projection (the service side)', () => {
  it('keeps only what a picker shows: no tax id, e-mail, phone, credit limit or cost', () => {
    expect(customerOptionOf(customer)).toEqual({ id: 'cus_1', code: 'CLI-000001', name: 'Comercializadora del Bajío', status: 'active', address: customer.address });
    const option = productOptionOf(product);
    expect(Object.keys(option).sort()).toEqual(['active', 'available', 'barcode', 'components', 'id', 'name', 'price', 'sku', 'taxRate', 'unitId']);
    expect(option).not.toHaveProperty('cost');
    expect(option.available).toBeNull();
    expect(productOptionOf(product, '-3.5').available).toBe('-3.5');
  });

  it('offers only active records', () => {
    expect(isOfferedCustomer(customer)).toBe(true);
    expect(isOfferedCustomer({ status: 'inactive' })).toBe(false);
    expect(isOfferedProduct(product)).toBe(true);
    expect(isOfferedProduct({ active: false })).toBe(false);
  });
});

describe('the parsers (the client side) read back exactly the projection', () => {
  it('a round trip through JSON gives the same option', () => {
    const c = customerOptionOf(customer);
    expect(parseCustomerOption(JSON.parse(JSON.stringify(c)))).toEqual(c);
    for (const available of [null, '0', '12.25', '-4']) {
      const p = productOptionOf(product, available);
      expect(parseProductOption(JSON.parse(JSON.stringify(p)))).toEqual(p);
    }
  });

  it('drops what is not in the shape (a cost sent by mistake is never read)', () => {
    expect(parseProductOption({ ...productOptionOf(product), cost: 80_000 })).not.toHaveProperty('cost');
    expect(parseCustomerOption({ ...customerOptionOf(customer), taxId: 'X' })).not.toHaveProperty('taxId');
  });

  const c = customerOptionOf(customer) as unknown as Record<string, unknown>;
  const p = productOptionOf(product, '5') as unknown as Record<string, unknown>;
  it.each([
    ['a customer that is not an object', () => parseCustomerOption([c]), /customerOption must be an object/],
    ['a customer without an id', () => parseCustomerOption({ ...c, id: '' }), /customerOption\.id/],
    ['a customer of an unknown status', () => parseCustomerOption({ ...c, status: 'gone' }), /customerOption\.status/],
    ['a customer without an address', () => parseCustomerOption({ ...c, address: null }), /customerOption\.address must be an object/],
    ['an address without a city', () => parseCustomerOption({ ...c, address: { ...customer.address, city: 1 } }), /customerOption\.address\.city/],
    ['a product with a number for a barcode', () => parseProductOption({ ...p, barcode: 750 }), /productOption\.barcode/],
    ['a product with a fractional price', () => parseProductOption({ ...p, price: 10.5 }), /productOption\.price/],
    ['a product with a negative price', () => parseProductOption({ ...p, price: -1 }), /productOption\.price/],
    ['a product with a tax rate that is not a decimal', () => parseProductOption({ ...p, taxRate: '16%' }), /productOption\.taxRate/],
    ['a product without its stock field', () => parseProductOption({ ...p, available: undefined }), /productOption\.available/],
    ['a product whose stock is a number', () => parseProductOption({ ...p, available: 5 }), /productOption\.available/],
    ['a product whose active flag is a string', () => parseProductOption({ ...p, active: 'true' }), /productOption\.active/],
    ['a component quantity that is a number', () => parseProductOption({ ...p, components: [{ productId: 'prd_2', quantity: 2 }] }), /components\[0\]\.quantity/],
    ['a component without a product', () => parseProductOption({ ...p, components: [{ productId: '', quantity: '1' }] }), /components\[0\]\.productId/],
  ])('refuse %s, naming the field', (_, parse, message) => {
    expect(parse).toThrow(TypeError);
    expect(parse).toThrow(message);
  });

  it('read an answer whole or not at all, naming the bad item', () => {
    expect(parseOptionItems({ items: [c, c] }, parseCustomerOption)).toHaveLength(2);
    expect(parseOptionItems({ items: [] }, parseProductOption)).toEqual([]);
    expect(() => parseOptionItems({ items: [p, { ...p, sku: null }] }, parseProductOption)).toThrow(/options\.items\[1\]\.sku/);
    expect(() => parseOptionItems({ items: 'x' }, parseProductOption)).toThrow(/options\.items must be an array/);
    expect(() => parseOptionItems(null, parseProductOption)).toThrow(/options must be an object/);
  });
});
