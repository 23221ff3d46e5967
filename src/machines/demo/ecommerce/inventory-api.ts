/**
 * The e-commerce inventory's requests (SPEC §7 "E-commerce inventory", issue 14): products (list, one, create, update,
 * delete), their categories, brands, vendors and tags (list, create, rename, delete), every answer read strictly: a
 * wrong type, a missing field or a picture outside the app refuses the whole answer (the screen shows its error state
 * with Retry). Texts are plain text (React escapes them).
 */
import type { Page } from '../../../domain/resource';
import { apiRequest } from '../../effects/api-client';
import { arr, bool, num, obj, str } from '../read-answer';

export const inventoryBase = '/api/apps/ecommerce/inventory';

/** A number, or '' on a blank product (SPEC §7: a new product's scalars are ''). */
export type Amount = number | '';

export interface Product {
  id: string;
  /** Category id, or ''. */
  category: string;
  name: string;
  description: string;
  /** Tag ids. */
  tags: string[];
  sku: string;
  barcode: string;
  /** Brand id, or ''. */
  brand: string;
  /** Vendor id, or ''. */
  vendor: string;
  stock: Amount;
  reserved: Amount;
  cost: Amount;
  basePrice: Amount;
  taxPercent: Amount;
  price: Amount;
  weight: Amount;
  /** The featured picture: an app-relative path (`images/…`), a data: image, or ''. */
  thumbnail: string;
  images: string[];
  active: boolean;
}

/** A category, brand or vendor. */
export interface NamedOption {
  id: string;
  name: string;
}
export interface InventoryTag {
  id: string;
  title: string;
}

/** Everything the editor names by id. */
export interface InventoryLookups {
  categories: NamedOption[];
  brands: NamedOption[];
  vendors: NamedOption[];
  tags: InventoryTag[];
}

/** The product fields the screen writes (PATCH {id, product}). */
export type ProductChanges = Partial<Omit<Product, 'id'>>;

/** The sortable columns (the mock's text and numeric sorts). */
export const productSortFields = ['name', 'sku', 'active', 'stock', 'reserved', 'cost', 'basePrice', 'taxPercent', 'price', 'weight'] as const;

export const MAX_NAME = 200;
export const MAX_DESCRIPTION = 5000;
export const MAX_CODE = 60;
export const MAX_TAG = 60;

const idOf = (raw: unknown, path: string): string => {
  const text = str(raw, path, 100);
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new TypeError(`${path} must be an id`);
  return text;
};
const refOf = (raw: unknown, path: string): string => (raw === '' ? '' : idOf(raw, path));
const amount = (raw: unknown, path: string): Amount => (raw === '' ? '' : num(raw, path));

/** A picture under the page's CSP (img-src 'self' data:): a path inside the app, or a data: image; '' for none. */
export function pictureOf(raw: unknown, path: string): string {
  const text = str(raw, path, 200_000);
  if (text === '') return '';
  if (/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/.test(text)) return text;
  if (/^\/?(?!\/)[A-Za-z0-9_][A-Za-z0-9_./-]*\.(jpe?g|png|gif|webp|svg)$/i.test(text) && !text.includes('..')) return text;
  throw new TypeError(`${path} must be a picture of this app`);
}

/** The address an <img> loads a picture from: app paths from the root. */
export const pictureSrc = (picture: string): string => (picture.startsWith('data:') || picture.startsWith('/') ? picture : `/${picture}`);

export function readProduct(raw: unknown, path = 'product'): Product {
  const o = obj(raw, path);
  return {
    id: idOf(o.id, `${path}.id`),
    category: refOf(o.category, `${path}.category`),
    name: str(o.name, `${path}.name`, MAX_NAME),
    description: str(o.description, `${path}.description`, MAX_DESCRIPTION),
    tags: arr(o.tags, `${path}.tags`, idOf),
    sku: str(o.sku, `${path}.sku`, MAX_CODE),
    barcode: str(o.barcode, `${path}.barcode`, MAX_CODE),
    brand: refOf(o.brand, `${path}.brand`),
    vendor: refOf(o.vendor, `${path}.vendor`),
    stock: amount(o.stock, `${path}.stock`),
    reserved: amount(o.reserved, `${path}.reserved`),
    cost: amount(o.cost, `${path}.cost`),
    basePrice: amount(o.basePrice, `${path}.basePrice`),
    taxPercent: amount(o.taxPercent, `${path}.taxPercent`),
    price: amount(o.price, `${path}.price`),
    weight: amount(o.weight, `${path}.weight`),
    thumbnail: pictureOf(o.thumbnail, `${path}.thumbnail`),
    images: arr(o.images, `${path}.images`, pictureOf, 50),
    active: bool(o.active, `${path}.active`),
  };
}

const readNamed = (raw: unknown, path: string): NamedOption => {
  const o = obj(raw, path);
  return { id: idOf(o.id, `${path}.id`), name: str(o.name, `${path}.name`, MAX_NAME) };
};
export const readTag = (raw: unknown, path = 'tag'): InventoryTag => {
  const o = obj(raw, path);
  return { id: idOf(o.id, `${path}.id`), title: str(o.title, `${path}.title`, MAX_TAG) };
};

/**
 * The products answer as the list kit's page. `page` is the kit's (from 1); the mock counts from 0. Beyond the last
 * page the mock gives `products: null` and only `lastPage`: an empty page whose total places it beyond the end, so the
 * list moves to the last page.
 */
export function readProductPage(raw: unknown, page: number, pageSize: number): Page<Product> {
  const o = obj(raw, 'answer');
  const p = obj(o.pagination, 'answer.pagination');
  if (o.products === null) {
    const lastPage = num(p.lastPage, 'answer.pagination.lastPage');
    return { items: [], total: Math.max(0, Math.trunc(lastPage)) * pageSize, page, pageSize };
  }
  const items = arr(o.products, 'answer.products', readProduct, 500);
  const length = num(p.length, 'answer.pagination.length');
  if (!Number.isInteger(length) || length < 0) throw new TypeError('answer.pagination.length must be a count');
  return { items, total: length, page, pageSize };
}

export interface ProductQuery {
  search: string;
  sort: string;
  order: 'asc' | 'desc';
  /** From 1, as the list kit counts. */
  page: number;
  size: number;
}

export const fetchProducts = (q: ProductQuery, signal?: AbortSignal): Promise<Page<Product>> =>
  apiRequest({
    method: 'GET',
    url: `${inventoryBase}/products`,
    query: { search: q.search || undefined, sort: q.sort, order: q.order, page: q.page - 1, size: q.size },
    signal,
    parse: (raw) => readProductPage(raw, q.page, q.size),
  });

/** One product; null when the mock knows no such id. */
export const fetchProduct = (id: string, signal?: AbortSignal): Promise<Product | null> =>
  apiRequest({ method: 'GET', url: `${inventoryBase}/product`, query: { id }, signal, parse: (raw) => (raw === null ? null : readProduct(raw)) });

export const createProduct = (signal?: AbortSignal): Promise<Product> =>
  apiRequest({ method: 'POST', url: `${inventoryBase}/product`, signal, parse: (raw) => readProduct(raw) });

export const updateProduct = (id: string, product: ProductChanges, signal?: AbortSignal): Promise<Product> =>
  apiRequest({ method: 'PATCH', url: `${inventoryBase}/product`, body: { id, product }, signal, parse: (raw) => readProduct(raw) });

/** true when it was deleted; false when the mock did not know it. */
export const deleteProduct = (id: string, signal?: AbortSignal): Promise<boolean> =>
  apiRequest({ method: 'DELETE', url: `${inventoryBase}/product`, query: { id }, signal, parse: (raw) => bool(raw, 'answer') });

const list = <T>(what: string, read: (raw: unknown, path: string) => T) => (signal?: AbortSignal): Promise<T[]> =>
  apiRequest({ method: 'GET', url: `${inventoryBase}/${what}`, signal, parse: (raw) => arr(raw, what, read, 1000) });

export const fetchCategories = list('categories', readNamed);
export const fetchBrands = list('brands', readNamed);
export const fetchVendors = list('vendors', readNamed);
export const fetchTags = list('tags', readTag);

export async function fetchLookups(signal?: AbortSignal): Promise<InventoryLookups> {
  const [categories, brands, vendors, tags] = await Promise.all([fetchCategories(signal), fetchBrands(signal), fetchVendors(signal), fetchTags(signal)]);
  return { categories, brands, vendors, tags };
}

export const createTag = (title: string, signal?: AbortSignal): Promise<InventoryTag> =>
  apiRequest({ method: 'POST', url: `${inventoryBase}/tag`, body: { tag: { title } }, signal, parse: (raw) => readTag(raw) });

export const renameTag = (id: string, title: string, signal?: AbortSignal): Promise<InventoryTag> =>
  apiRequest({ method: 'PATCH', url: `${inventoryBase}/tag`, body: { id, tag: { title } }, signal, parse: (raw) => readTag(raw) });

export const deleteTag = (id: string, signal?: AbortSignal): Promise<boolean> =>
  apiRequest({ method: 'DELETE', url: `${inventoryBase}/tag`, query: { id }, signal, parse: (raw) => bool(raw, 'answer') });
