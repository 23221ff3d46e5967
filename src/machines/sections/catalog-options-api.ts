/**
 * The documents' pickers of customers and products (issue 10 gaps): the catalogs service's narrow projection
 * `GET /customer-options` and `GET /product-options`, readable with the documents' permissions (contracts,
 * deliveries, manufacture, orders, purchases) while the catalogs stay with theirs. Shared by the document sections
 * (a section never imports another), every answer checked: a malformed option is refused whole.
 */
import type { RuntimeConfig } from '../../config/runtime-config';
import type { Address } from '../../domain/address';
import { customerStatuses } from '../../domain/customer';
import type { KitComponent } from '../../domain/product';
import { apiRequest, pathSegment } from '../effects/api-client';
import { bool, count, list, oneOf, record, text } from '../effects/shape';
import type { ReferenceOption } from '../kit/field-reference.machine';
import { decimalText, parseAddress } from './shared-answers';

export interface CustomerOption {
  id: string;
  code: string;
  name: string;
  status: (typeof customerStatuses)[number];
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
  taxRate: string;
  components: KitComponent[];
  active: boolean;
}

export function parseCustomerOption(raw: unknown, name = 'customerOption'): CustomerOption {
  const r = record(raw, name);
  return {
    id: text(r, 'id', name),
    code: text(r, 'code', name),
    name: text(r, 'name', name),
    status: oneOf(r, 'status', customerStatuses, name),
    address: parseAddress(r.address, `${name}.address`),
  };
}

export function parseProductOption(raw: unknown, name = 'productOption'): ProductOption {
  const r = record(raw, name);
  const barcode = r.barcode;
  if (barcode !== null && typeof barcode !== 'string') throw new TypeError(`${name}.barcode must be a string or null`);
  return {
    id: text(r, 'id', name),
    sku: text(r, 'sku', name),
    barcode,
    name: text(r, 'name', name),
    unitId: text(r, 'unitId', name),
    price: count(r, 'price', name),
    taxRate: decimalText(r, 'taxRate', name),
    components: list(r.components, `${name}.components`).map((c, i) => {
      const f = record(c, `${name}.components[${i}]`);
      return { productId: text(f, 'productId', `${name}.components[${i}]`), quantity: decimalText(f, 'quantity', `${name}.components[${i}]`) };
    }),
    active: bool(r.active, `${name}.active`),
  };
}

const items = <T>(raw: unknown, parse: (item: unknown, name: string) => T): T[] => list(record(raw, 'options').items, 'options.items').map((item, i) => parse(item, `options.items[${i}]`));

export interface OptionsQuery {
  q?: string;
  /** Names these records in any status (in this order), instead of searching. */
  ids?: readonly string[];
  /** @default 20 (1 to 500) */
  pageSize?: number;
}

/** Active customers whose code or name contains `q`, by name (or the ones named by `ids`). */
export function fetchCustomerOptions(config: RuntimeConfig, query: OptionsQuery, signal?: AbortSignal): Promise<CustomerOption[]> {
  return apiRequest({
    method: 'GET',
    url: `${config.services.catalogs}/customer-options`,
    query: { q: query.q?.trim() || undefined, ids: query.ids?.join(','), pageSize: query.pageSize },
    ...(signal ? { signal } : {}),
    parse: (raw) => items(raw, parseCustomerOption),
  });
}

/** One customer's option (its address for a delivery); `quiet`: a 404/403 is the caller's to handle. */
export function fetchCustomerOption(config: RuntimeConfig, id: string, signal?: AbortSignal, options: { quiet?: boolean } = {}): Promise<CustomerOption> {
  return apiRequest({
    method: 'GET',
    url: `${config.services.catalogs}/customer-options/${pathSegment(id)}`,
    ...(signal ? { signal } : {}),
    ...(options.quiet ? { appEvents: false } : {}),
    parse: (raw) => parseCustomerOption(raw),
  });
}

/** Active products (or kits) whose SKU, barcode or name contains `q`, by SKU (or the ones named by `ids`). */
export function fetchProductOptions(config: RuntimeConfig, query: OptionsQuery & { kit?: boolean }, signal?: AbortSignal): Promise<ProductOption[]> {
  return apiRequest({
    method: 'GET',
    url: `${config.services.catalogs}/product-options`,
    query: { q: query.q?.trim() || undefined, ids: query.ids?.join(','), pageSize: query.pageSize, kit: query.kit ? 'true' : undefined },
    ...(signal ? { signal } : {}),
    parse: (raw) => items(raw, parseProductOption),
  });
}

/** One product's option (a kit's components); `quiet`: a 404/403 is the caller's to handle. */
export function fetchProductOption(config: RuntimeConfig, id: string, signal?: AbortSignal, options: { quiet?: boolean } = {}): Promise<ProductOption> {
  return apiRequest({
    method: 'GET',
    url: `${config.services.catalogs}/product-options/${pathSegment(id)}`,
    ...(signal ? { signal } : {}),
    ...(options.quiet ? { appEvents: false } : {}),
    parse: (raw) => parseProductOption(raw),
  });
}

/** The customer picker's search (a ReferenceField's `search`): name over code. */
export async function searchCustomerOptions(config: RuntimeConfig, q: string, signal: AbortSignal): Promise<ReferenceOption[]> {
  return (await fetchCustomerOptions(config, { q }, signal)).map((c) => ({ id: c.id, label: c.name, sublabel: c.code }));
}
