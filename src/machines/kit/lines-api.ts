/**
 * What the line editor asks of the services: products searched by SKU, barcode or name (catalogs), each with what is
 * available in the document's warehouse (inventory stock levels), and the priced-line defaults of a picked product.
 * Every answer is checked; a malformed one is refused as a whole.
 */
import type { RuntimeConfig } from '../../config/runtime-config';
import type { PricedLine } from '../../domain/document-lines';
import { listResource, parseAudited, type ResourceEndpoint } from '../effects/resource-api';
import { count, record, text } from '../effects/shape';
import type { LineProduct, LinesOptions, StockQuery } from './lines.machine';

interface ProductRow {
  id: string;
  sku: string;
  name: string;
  barcode: string | null;
  price: number;
  cost: number;
  taxRate: string;
}

function parseProductRow(raw: unknown): ProductRow {
  const r = record(raw, 'product');
  const barcode = r.barcode;
  if (barcode !== null && typeof barcode !== 'string') throw new TypeError('product.barcode must be a string or null');
  return {
    ...parseAudited(r, 'product'),
    sku: text(r, 'sku', 'product'),
    name: text(r, 'name', 'product'),
    barcode,
    price: count(r, 'price', 'product'),
    cost: count(r, 'cost', 'product'),
    taxRate: text(r, 'taxRate', 'product'),
  };
}

function parseLevelRow(raw: unknown): { id: string; productId: string; available: string } {
  const r = record(raw, 'stockLevel');
  const available = text(r, 'available', 'stockLevel');
  if (!/^-?\d+(\.\d{1,4})?$/.test(available)) throw new TypeError('stockLevel.available must be a decimal');
  return { ...parseAudited(r, 'stockLevel'), productId: text(r, 'productId', 'stockLevel'), available };
}

const productsEndpoint: ResourceEndpoint<ProductRow> = { service: 'catalogs', resource: 'products', parse: parseProductRow };
const levelsEndpoint: ResourceEndpoint<{ id: string; productId: string; available: string }> = { service: 'inventory', resource: 'stock-levels', parse: parseLevelRow };

/** How many products the picker offers for a query. */
export const PICKER_SIZE = 8;

/** Available stock of products in a warehouse, by product id (one request per product, in parallel). */
export async function loadLineStock(config: RuntimeConfig, { warehouseId, productIds }: StockQuery, signal?: AbortSignal): Promise<Record<string, string>> {
  const answers = await Promise.all(
    productIds.map((productId) => listResource(config, levelsEndpoint, { warehouseId, productId, pageSize: 1 }, signal).then((page) => [productId, page.items[0]?.available ?? '0'] as const)),
  );
  return Object.fromEntries(answers);
}

/** Active products matching `query` (SKU, barcode or name), with what is available in `warehouseId` when given. */
export async function searchLineProducts(config: RuntimeConfig, query: string, warehouseId: string | null, signal?: AbortSignal): Promise<LineProduct[]> {
  const q = query.trim();
  const page = await listResource(config, productsEndpoint, { q: q || undefined, active: true, sort: 'sku', pageSize: PICKER_SIZE }, signal);
  const stock = warehouseId ? await loadLineStock(config, { warehouseId, productIds: page.items.map((p) => p.id) }, signal) : {};
  return page.items.map((p) => ({ id: p.id, sku: p.sku, name: p.name, barcode: p.barcode, price: p.price, cost: p.cost, taxRate: p.taxRate, available: stock[p.id] ?? null }));
}

/** Priced lines (document-lines.ts): a new line is 1 of nothing; a picked product brings its price (or cost) and tax rate. */
export const pricedLineOptions = (priceFrom: 'price' | 'cost' = 'price', taxRate = '0'): LinesOptions<PricedLine> => ({
  emptyLine: () => ({ productId: '', quantity: '1', unitPrice: 0, discount: '0', taxRate }),
  withProduct: (line, product) => ({ ...line, productId: product.id, unitPrice: product[priceFrom], taxRate: product.taxRate }),
});
