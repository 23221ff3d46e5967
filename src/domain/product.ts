/**
 * Products (DOMAIN.md "Entities"): SKU, barcode, prices, tax rate and, for an assembled kit, its components.
 * The record, what a client may write, the validation rules and the list query spec. Pure.
 */
import { isDecimal } from './decimal';
import { checkBoolean, checkMinorUnits, checkText, collectErrors, isPlainObject, trimStrings } from './fields';
import type { ListSpec } from './list-query';
import type { Audited, FieldErrors } from './resource';

export interface KitComponent {
  productId: string;
  /** Decimal string, up to 4 places, > 0. */
  quantity: string;
}

/** The fields a client writes (create and update). */
export interface ProductInput {
  /** Unique per tenant; upper-case letters, digits and hyphens; at most 40. */
  sku: string;
  /** EAN-13 with a valid check digit, or null. */
  barcode: string | null;
  name: string;
  /** '' when there is none. */
  description: string;
  categoryId: string | null;
  unitId: string;
  /** Integer minor units of the company currency, >= 0. */
  cost: number;
  /** Integer minor units of the company currency, >= 0. */
  price: number;
  /** Percent as a decimal string, 0 to 100 (`'16'`, `'8.25'`). */
  taxRate: string;
  /** The products an assembled kit is made of; empty for a plain product. */
  components: KitComponent[];
  active: boolean;
}

export type Product = Audited & ProductInput;

export const productLimits = { sku: 40, name: 200, description: 2000, components: 50 } as const;

export const skuPattern = /^[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?$/;

/** A blank product for a form. */
export const emptyProductInput = (unitId = '', taxRate = '16'): ProductInput => ({
  sku: '',
  barcode: null,
  name: '',
  description: '',
  categoryId: null,
  unitId,
  cost: 0,
  price: 0,
  taxRate,
  components: [],
  active: true,
});

/** The check digit of the first 12 digits of an EAN-13. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export const isValidEan13 = (code: string): boolean => /^\d{13}$/.test(code) && ean13CheckDigit(code) === Number(code[12]);

/** Whether a product is an assembled kit. */
export const isKit = (product: Pick<ProductInput, 'components'>): boolean => product.components.length > 0;

/** Strings trimmed, the SKU upper case, an empty barcode null. */
export function normalizeProductInput(input: ProductInput): ProductInput {
  const trimmed = trimStrings(input);
  return {
    ...trimmed,
    ...(typeof trimmed.sku === 'string' ? { sku: trimmed.sku.toUpperCase() } : {}),
    ...(trimmed.barcode === '' ? { barcode: null } : {}),
  };
}

export interface ProductRules {
  /** The product's own id on update (a kit cannot contain itself). */
  id?: string;
  /** Whether another product of the tenant has this SKU. */
  skuTaken?: (sku: string) => boolean;
  /** Looks up a product (component references and kit cycles); without it references are not checked. */
  product?: (id: string) => Pick<ProductInput, 'components' | 'active'> | undefined;
  unitExists?: (id: string) => boolean;
  /** Whether a unit may be chosen (active, or the one the product already has): an inactive unit drops out. */
  unitChoosable?: (id: string) => boolean;
  categoryExists?: (id: string) => boolean;
}

/** Whether `start`'s components lead back to `target` (a kit inside itself, at any depth). */
function leadsTo(start: string, target: string, product: NonNullable<ProductRules['product']>): boolean {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (id === target) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const component of product(id)?.components ?? []) stack.push(component.productId);
  }
  return false;
}

/** Field errors of a product input (empty when valid). Expects `normalizeProductInput` to have run. */
export function validateProduct(input: ProductInput, rules: ProductRules = {}): FieldErrors {
  const c = collectErrors();
  const raw = input as unknown as Record<string, unknown>;
  checkText(c, 'sku', raw.sku, { max: productLimits.sku, pattern: skuPattern });
  if (typeof raw.sku === 'string' && !c.has('sku') && rules.skuTaken?.(raw.sku)) c.add('sku', 'not-unique');
  if (raw.barcode !== null && raw.barcode !== undefined) {
    if (typeof raw.barcode !== 'string' || !isValidEan13(raw.barcode)) c.add('barcode', 'invalid-format');
  } else if (raw.barcode === undefined) c.add('barcode', 'required');
  checkText(c, 'name', raw.name, { max: productLimits.name });
  checkText(c, 'description', raw.description, { required: false, max: productLimits.description });
  if (raw.description === undefined) c.add('description', 'required');
  if (raw.categoryId !== null) {
    if (typeof raw.categoryId !== 'string' || raw.categoryId === '') c.add('categoryId', raw.categoryId === undefined ? 'required' : 'invalid-format');
    else if (rules.categoryExists && !rules.categoryExists(raw.categoryId)) c.add('categoryId', 'unknown-reference');
  }
  checkText(c, 'unitId', raw.unitId);
  if (typeof raw.unitId === 'string' && raw.unitId !== '') {
    if (rules.unitExists && !rules.unitExists(raw.unitId)) c.add('unitId', 'unknown-reference');
    else if (rules.unitChoosable && !rules.unitChoosable(raw.unitId)) c.add('unitId', 'inactive-reference');
  }
  checkMinorUnits(c, 'cost', raw.cost);
  checkMinorUnits(c, 'price', raw.price);
  if (raw.taxRate === undefined || raw.taxRate === null || raw.taxRate === '') c.add('taxRate', 'required');
  else if (typeof raw.taxRate !== 'string' || !isDecimal(raw.taxRate)) c.add('taxRate', 'not-a-number');
  else if (!isDecimal(raw.taxRate, { min: '0', max: '100' })) c.add('taxRate', 'out-of-range');
  checkComponents(c, raw.components, rules);
  checkBoolean(c, 'active', raw.active);
  return c.errors;
}

function checkComponents(c: ReturnType<typeof collectErrors>, value: unknown, rules: ProductRules): void {
  if (value === undefined || value === null) return c.add('components', 'required');
  if (!Array.isArray(value)) return c.add('components', 'invalid-format');
  if (value.length > productLimits.components) c.add('components', 'too-long');
  const seen = new Set<string>();
  value.forEach((component: unknown, i) => {
    const path = `components.${i}`;
    if (!isPlainObject(component)) return c.add(path, 'invalid-format');
    const { productId, quantity } = component;
    if (typeof productId !== 'string' || productId === '') c.add(`${path}.productId`, productId === undefined || productId === '' ? 'required' : 'invalid-format');
    else if (rules.id !== undefined && productId === rules.id) c.add(`${path}.productId`, 'self-reference');
    else if (seen.has(productId)) c.add(`${path}.productId`, 'duplicate');
    else if (rules.product) {
      const found = rules.product(productId);
      if (!found) c.add(`${path}.productId`, 'unknown-reference');
      else if (rules.id !== undefined && leadsTo(productId, rules.id, rules.product)) c.add(`${path}.productId`, 'self-reference');
    }
    if (typeof productId === 'string') seen.add(productId);
    if (quantity === undefined || quantity === null || quantity === '') c.add(`${path}.quantity`, 'required');
    else if (typeof quantity !== 'string' || !isDecimal(quantity)) c.add(`${path}.quantity`, 'not-a-number');
    else if (!isDecimal(quantity, { min: '0', exclusiveMin: true })) c.add(`${path}.quantity`, 'out-of-range');
  });
}

export const productListSpec: ListSpec<Product> = {
  searchFields: ['sku', 'barcode', 'name', 'description'],
  sortFields: ['sku', 'name', 'price', 'cost', 'createdAt', 'updatedAt'],
  filters: {
    active: { type: 'boolean' },
    categoryId: { type: 'reference' },
    kit: { type: 'boolean', matches: (product, value) => isKit(product) === value },
  },
  defaultSort: 'name',
};
