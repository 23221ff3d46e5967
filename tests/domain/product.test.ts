// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, isKit, isValidEan13, normalizeProductInput, productListSpec, validateProduct, type ProductInput } from '../../src/domain/product';

const valid: ProductInput = {
  sku: 'RTR-AX3000',
  barcode: '7501234567893',
  name: 'Router Wi-Fi 6 AX3000',
  description: '',
  categoryId: 'cat-1',
  unitId: 'unit-pza',
  cost: 120000,
  price: 189900,
  taxRate: '16',
  components: [],
  active: true,
};

const catalog: Record<string, Pick<ProductInput, 'components' | 'active'>> = {
  a: { components: [], active: true },
  b: { components: [{ productId: 'a', quantity: '1' }], active: true },
  kit: { components: [{ productId: 'b', quantity: '2' }], active: true },
};
const rules = {
  product: (id: string) => catalog[id],
  unitExists: (id: string) => id === 'unit-pza',
  categoryExists: (id: string) => id === 'cat-1',
  skuTaken: (sku: string) => sku === 'TAKEN',
};

describe('validateProduct', () => {
  it('accepts a plain product and a kit', () => {
    expect(validateProduct(valid, rules)).toEqual({});
    expect(validateProduct({ ...valid, barcode: null, categoryId: null, components: [{ productId: 'a', quantity: '2.5' }, { productId: 'b', quantity: '0.0001' }] }, rules)).toEqual({});
  });

  it('gives a code per field', () => {
    expect(
      validateProduct(
        { ...valid, sku: 'rtr 1', barcode: '7501234567890', name: '', categoryId: 'nope', unitId: 'kg', cost: 1.5, price: -1, taxRate: '101', active: 'yes' as never },
        rules,
      ),
    ).toEqual({
      sku: ['invalid-format'],
      barcode: ['invalid-format'],
      name: ['required'],
      categoryId: ['unknown-reference'],
      unitId: ['unknown-reference'],
      cost: ['out-of-range'],
      price: ['out-of-range'],
      taxRate: ['out-of-range'],
      active: ['invalid-format'],
    });
    expect(validateProduct({ ...valid, sku: 'X'.repeat(41), taxRate: '16.5%' }, rules)).toEqual({ sku: ['too-long'], taxRate: ['not-a-number'] });
    expect(validateProduct({ ...valid, sku: 'TAKEN' }, rules)).toEqual({ sku: ['not-unique'] });
  });

  it('kit components: no self reference (at any depth), no duplicates, known products, positive quantities of up to 4 places', () => {
    const errors = validateProduct(
      {
        ...valid,
        components: [
          { productId: 'a', quantity: '0' },
          { productId: 'a', quantity: '1' },
          { productId: 'me', quantity: '1' },
          { productId: 'ghost', quantity: '1.23456' },
          { productId: 'kit', quantity: '-1' },
        ],
      },
      { ...rules, id: 'me' },
    );
    expect(errors).toEqual({
      'components.0.quantity': ['out-of-range'],
      'components.1.productId': ['duplicate'],
      'components.2.productId': ['self-reference'],
      'components.3.productId': ['unknown-reference'],
      'components.3.quantity': ['not-a-number'],
      'components.4.quantity': ['out-of-range'],
    });
    // a -> b -> a would be a cycle: b may not take a kit that contains b.
    expect(validateProduct({ ...valid, components: [{ productId: 'kit', quantity: '1' }] }, { ...rules, id: 'b' })).toEqual({
      'components.0.productId': ['self-reference'],
    });
  });

  it('normalizes the SKU to upper case and an empty barcode to null', () => {
    expect(normalizeProductInput({ ...valid, sku: ' rtr-ax3000 ', barcode: '' })).toMatchObject({ sku: 'RTR-AX3000', barcode: null });
  });
});

describe('EAN-13, kits and the list spec', () => {
  it('computes and checks the EAN-13 check digit', () => {
    expect(ean13CheckDigit('750123456789')).toBe(3);
    expect(isValidEan13('7501234567893')).toBe(true);
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
  });

  it('the kit filter is derived from the components', () => {
    expect(isKit(valid)).toBe(false);
    const kit = { ...valid, id: 'k', components: [{ productId: 'a', quantity: '1' }] } as never;
    expect(productListSpec.filters.kit!.matches!(kit, true)).toBe(true);
    expect(productListSpec.searchFields).toEqual(['sku', 'barcode', 'name', 'description']);
    expect(productListSpec.sortFields).toEqual(['sku', 'name', 'price', 'cost', 'createdAt', 'updatedAt']);
  });
});
