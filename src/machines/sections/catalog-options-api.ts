/**
 * The one client of the documents' pickers of customers and products (issue 10): the catalogs service's narrow
 * projection `GET /customer-options` and `GET /product-options` (with `warehouseId`, the stock of a warehouse),
 * readable with the documents' permissions (contracts, deliveries, manufacture, orders, purchases) while the catalogs
 * stay with theirs. Shared by the document sections (a section never imports another); every answer is read by the
 * domain's parsers (src/domain/catalog-options.ts, the shapes the mock produces): a malformed option is refused whole.
 */
import type { RuntimeConfig } from '../../config/runtime-config';
import {
  isOfferedCustomer,
  isOfferedProduct,
  parseCustomerOption,
  parseOptionItems,
  parseProductOption,
  type CustomerOption,
  type ProductOption,
} from '../../domain/catalog-options';
import { apiRequest, pathSegment } from '../effects/api-client';
import type { ReferenceOption } from '../kit/field-reference.machine';
import type { LineProduct } from '../kit/lines.machine';

export { parseCustomerOption, parseProductOption, type CustomerOption, type ProductOption };

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
    parse: (raw) => parseOptionItems(raw, parseCustomerOption),
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

export interface ProductOptionsQuery extends OptionsQuery {
  /** Only the assembled kits. */
  kit?: boolean;
  /** Fills each option's `available` with the stock of this warehouse (null: not asked). */
  warehouseId?: string | null;
}

/** Active products (or kits) whose SKU, barcode or name contains `q`, by SKU (or the ones named by `ids`). */
export function fetchProductOptions(config: RuntimeConfig, query: ProductOptionsQuery, signal?: AbortSignal): Promise<ProductOption[]> {
  return apiRequest({
    method: 'GET',
    url: `${config.services.catalogs}/product-options`,
    query: { q: query.q?.trim() || undefined, ids: query.ids?.join(','), pageSize: query.pageSize, kit: query.kit ? 'true' : undefined, warehouseId: query.warehouseId ?? undefined },
    ...(signal ? { signal } : {}),
    parse: (raw) => parseOptionItems(raw, parseProductOption),
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

/** A customer as a picker lists it: the name over the code. */
export const customerReference = (c: Pick<CustomerOption, 'id' | 'code' | 'name'>): ReferenceOption => ({ id: c.id, label: c.name, sublabel: c.code });

/** The customer picker's search (a ReferenceField's or the orders' filter's `search`): offered customers only. */
export async function searchCustomerOptions(config: RuntimeConfig, q: string, signal?: AbortSignal): Promise<ReferenceOption[]> {
  return (await fetchCustomerOptions(config, { q }, signal)).filter(isOfferedCustomer).map(customerReference);
}

/** The product picker's search of a document that names a product by itself (a requisition's line): name over SKU, offered products only. */
export async function searchProductOptions(config: RuntimeConfig, q: string, signal?: AbortSignal): Promise<ReferenceOption[]> {
  return (await fetchProductOptions(config, { q }, signal)).filter(isOfferedProduct).map((p) => ({ id: p.id, label: p.name, sublabel: p.sku }));
}

/** A product option as a document's line takes it (the option has no cost: a sales line is priced from `price`). */
export const lineProductOf = (p: ProductOption): LineProduct => ({ id: p.id, sku: p.sku, name: p.name, barcode: p.barcode, price: p.price, cost: 0, taxRate: p.taxRate, available: p.available });

/** The line editor's product search: offered products by SKU, barcode or name, with the stock of `warehouseId` when given. */
export async function searchLineProductOptions(config: RuntimeConfig, q: string, warehouseId: string | null, signal?: AbortSignal): Promise<LineProduct[]> {
  return (await fetchProductOptions(config, { q, warehouseId }, signal)).filter(isOfferedProduct).map(lineProductOf);
}
