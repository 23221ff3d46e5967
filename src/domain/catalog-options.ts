/**
 * The documents' pickers' options (issue 10): the one shape of a customer and of a product as a document picks
 * them, produced by the catalogs service (`GET /customer-options`, `GET /product-options`, optionally with the stock of
 * a warehouse) and read back by the client through the same parsers, so the two sides never drift. A narrow
 * projection: no tax id, e-mail, phone, credit limit or cost (those stay with the catalogs' own permissions).
 *
 * The parsers throw a TypeError naming the bad field; the request layer turns it into a `malformed` answer, so an
 * option is never half shown.
 */
import type { Address } from './address';
import { customerStatuses, type Customer, type CustomerStatus } from './customer';
import { isDecimal } from './decimal';
import type { KitComponent, Product } from './product';

/** How many options a search answers unless asked (`pageSize` 1 to 500, as a list's). */
export const OPTIONS_PAGE_SIZE = 20;
/** How many records `ids=` may name at once. */
export const MAX_OPTION_IDS = 100;

export interface CustomerOption {
  id: string;
  code: string;
  name: string;
  status: CustomerStatus;
  /** Where a delivery or an installation goes by default. */
  address: Address;
}

export interface ProductOption {
  id: string;
  sku: string;
  barcode: string | null;
  name: string;
  unitId: string;
  /** Minor units of the company currency. */
  price: number;
  /** Percent, decimal string. */
  taxRate: string;
  /** A kit's parts (empty for a plain product). */
  components: KitComponent[];
  active: boolean;
  /** Available in the warehouse the search named (`warehouseId`), a decimal string that may be negative; null when none was named. */
  available: string | null;
}

/** The customer as a picker shows it (the service's one projection). */
export const customerOptionOf = (c: Customer): CustomerOption => ({ id: c.id, code: c.code, name: c.name, status: c.status, address: c.address });

/** The product as a picker shows it, with what is available in the named warehouse (null: none named). */
export const productOptionOf = (p: Product, available: string | null = null): ProductOption => ({
  id: p.id,
  sku: p.sku,
  barcode: p.barcode,
  name: p.name,
  unitId: p.unitId,
  price: p.price,
  taxRate: p.taxRate,
  components: p.components,
  active: p.active,
  available,
});

/** Whether a search may list it: inactive records are named by id (a document that has them) but never offered. */
export const isOfferedCustomer = (o: Pick<CustomerOption, 'status'>): boolean => o.status === 'active';
export const isOfferedProduct = (o: Pick<ProductOption, 'active'>): boolean => o.active;

// ---------------------------------------------------------------------------------------------------------------
// Reading an answer (the client): strict, each check names the field.

type Fields = Record<string, unknown>;

function fields(raw: unknown, name: string): Fields {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new TypeError(`${name} must be an object`);
  return raw as Fields;
}

function str(r: Fields, key: string, name: string, { nonEmpty = false } = {}): string {
  const value = r[key];
  if (typeof value !== 'string' || (nonEmpty && value === '')) throw new TypeError(`${name}.${key} must be a ${nonEmpty ? 'non-empty ' : ''}string`);
  return value;
}

function decimal(r: Fields, key: string, name: string, { signed = false } = {}): string {
  const value = r[key];
  if (!(signed ? isDecimal(value) : isDecimal(value, { min: '0' }))) throw new TypeError(`${name}.${key} must be a decimal string`);
  return value as string;
}

function parseAddress(raw: unknown, name: string): Address {
  const a = fields(raw, name);
  return { street: str(a, 'street', name), city: str(a, 'city', name), state: str(a, 'state', name), postalCode: str(a, 'postalCode', name), country: str(a, 'country', name) };
}

export function parseCustomerOption(raw: unknown, name = 'customerOption'): CustomerOption {
  const r = fields(raw, name);
  const status = r.status;
  if (!customerStatuses.includes(status as CustomerStatus)) throw new TypeError(`${name}.status must be one of ${customerStatuses.join(', ')}`);
  return {
    id: str(r, 'id', name, { nonEmpty: true }),
    code: str(r, 'code', name),
    name: str(r, 'name', name),
    status: status as CustomerStatus,
    address: parseAddress(r.address, `${name}.address`),
  };
}

export function parseProductOption(raw: unknown, name = 'productOption'): ProductOption {
  const r = fields(raw, name);
  const barcode = r.barcode;
  if (barcode !== null && typeof barcode !== 'string') throw new TypeError(`${name}.barcode must be a string or null`);
  const price = r.price;
  if (typeof price !== 'number' || !Number.isSafeInteger(price) || price < 0) throw new TypeError(`${name}.price must be an integer of minor units`);
  if (!Array.isArray(r.components)) throw new TypeError(`${name}.components must be an array`);
  if (typeof r.active !== 'boolean') throw new TypeError(`${name}.active must be a boolean`);
  return {
    id: str(r, 'id', name, { nonEmpty: true }),
    sku: str(r, 'sku', name),
    barcode,
    name: str(r, 'name', name),
    unitId: str(r, 'unitId', name),
    price,
    taxRate: decimal(r, 'taxRate', name),
    components: r.components.map((c, i) => {
      const part = `${name}.components[${i}]`;
      const f = fields(c, part);
      return { productId: str(f, 'productId', part, { nonEmpty: true }), quantity: decimal(f, 'quantity', part) };
    }),
    active: r.active,
    available: r.available === null ? null : decimal(r, 'available', name, { signed: true }),
  };
}

/** The `{ items }` of an options answer, every item checked (one malformed item refuses the answer). */
export function parseOptionItems<T>(raw: unknown, parse: (item: unknown, name: string) => T): T[] {
  const items = fields(raw, 'options').items;
  if (!Array.isArray(items)) throw new TypeError('options.items must be an array');
  return items.map((item, i) => parse(item, `options.items[${i}]`));
}
