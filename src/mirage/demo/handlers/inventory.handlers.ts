/** E-commerce inventory area (lazy chunk): products with search, sort and pagination; categories, brands, vendors, tags. */
import {
  brandRows,
  categoryRows,
  inventoryTagRows,
  productRows,
  vendorRows,
  type InventoryBrand,
  type InventoryCategory,
  type Product,
  type ProductRow,
} from '../data/inventory';
import type { Handler } from '../endpoint';
import { badRequest } from '../../shared/http';
import { newId } from '../../shared/ids';
import { paginateProducts } from '../../shared/paginate';
import { table, type MirageSchema } from '../../shared/store';
import { firstRank, tagHandlers, type TagRow } from '../tags';
import { arrayOf, bool, id, knownId, literal, numOrEmpty, object, partial, str, type Check } from '../../shared/validate';

const products = (s: MirageSchema) => table<ProductRow>(s, 'inventoryProduct');
const categories = (s: MirageSchema) => table<InventoryCategory>(s, 'inventoryCategory');
const brands = (s: MirageSchema) => table<InventoryBrand>(s, 'inventoryBrand');
const vendors = (s: MirageSchema) => table<InventoryBrand>(s, 'inventoryVendor');
const tags = (s: MirageSchema) => table<TagRow>(s, 'inventoryTag');

export function seed(schema: MirageSchema): void {
  categories(schema).seed(categoryRows);
  brands(schema).seed(brandRows);
  vendors(schema).seed(vendorRows);
  tags(schema).seed(inventoryTagRows);
  products(schema).seed(productRows);
}

const toProduct = ({ rank: _rank, categoryId, brandId, vendorId, tagIds, ...rest }: ProductRow): Product => ({
  ...rest,
  category: categoryId ?? '',
  brand: brandId ?? '',
  vendor: vendorId ?? '',
  tags: tagIds,
});

/** sku, name and active compare as case-insensitive text; every other sortable field numerically. */
const textSorts = ['sku', 'name', 'active'] as const;
const numericSorts = ['stock', 'reserved', 'cost', 'basePrice', 'taxPercent', 'price', 'weight'] as const;
type SortField = (typeof textSorts)[number] | (typeof numericSorts)[number];
const sortField = literal<SortField>(...textSorts, ...numericSorts);

function compareBy(field: SortField): (a: Product, b: Product) => number {
  if ((textSorts as readonly string[]).includes(field)) {
    return (a, b) => String(a[field]).toUpperCase().localeCompare(String(b[field]).toUpperCase());
  }
  return (a, b) => Number(a[field]) - Number(b[field]);
}

const getProducts: Handler = ({ schema, req }) => {
  const search = (req.query('search') ?? '').toLowerCase();
  const sort = sortField(req.query('sort') ?? 'name', 'query.sort');
  const order = literal('asc', 'desc')(req.query('order') ?? 'asc', 'query.order');
  const page = req.queryInt('page', 1, 0);
  const size = req.queryInt('size', 10, 1);
  const compare = compareBy(sort);
  const list = products(schema)
    .all()
    .sort((a, b) => a.rank - b.rank)
    .map(toProduct)
    .filter((p) => p.name.toLowerCase().includes(search))
    .sort((a, b) => (order === 'asc' ? compare(a, b) : compare(b, a)));
  const { items, pagination } = paginateProducts(list, page, size);
  return { products: items, pagination };
};

const getProduct: Handler = ({ schema, req }) => {
  const row = products(schema).find(req.param('id'));
  return row ? toProduct(row) : null;
};

const createProduct: Handler = ({ schema }) => {
  const rows = products(schema);
  const blank: ProductRow = {
    id: newId(),
    rank: firstRank(rows.all()),
    categoryId: null,
    name: 'A New Product',
    description: '',
    tagIds: [],
    sku: '',
    barcode: '',
    brandId: null,
    vendorId: null,
    stock: '',
    reserved: '',
    cost: '',
    basePrice: '',
    taxPercent: '',
    price: '',
    weight: '',
    thumbnail: '',
    images: [],
    active: false,
  };
  return toProduct(rows.create(blank));
};

/** An id of `rows`, or '' for none. */
const reference =
  (exists: (refId: string) => boolean, what: string): Check<string> =>
  (value, path) => {
    const refId = str(value, path);
    if (refId !== '' && !exists(refId)) throw badRequest(`${path}: unknown ${what} id '${refId}'`);
    return refId;
  };

const updateProduct: Handler = ({ schema, req }) => {
  const check = object({
    id,
    product: partial({
      id,
      category: reference((r) => categories(schema).has(r), 'category'),
      name: str,
      description: str,
      tags: arrayOf(knownId((r) => tags(schema).has(r), 'tag')),
      sku: str,
      barcode: str,
      brand: reference((r) => brands(schema).has(r), 'brand'),
      vendor: reference((r) => vendors(schema).has(r), 'vendor'),
      stock: numOrEmpty,
      reserved: numOrEmpty,
      cost: numOrEmpty,
      basePrice: numOrEmpty,
      taxPercent: numOrEmpty,
      price: numOrEmpty,
      weight: numOrEmpty,
      thumbnail: str,
      images: arrayOf(str),
      active: bool,
    }),
  });
  const { id: productId, product } = req.json(check);
  const existing = products(schema).get(productId, 'Product');
  if (product.id !== undefined && product.id !== existing.id) throw badRequest('body.product.id cannot change');
  const { id: _id, category, brand, vendor, tags: tagIds, ...fields } = product;
  const changes: Partial<ProductRow> = { ...fields };
  if (category !== undefined) changes.categoryId = category || null;
  if (brand !== undefined) changes.brandId = brand || null;
  if (vendor !== undefined) changes.vendorId = vendor || null;
  if (tagIds !== undefined) changes.tagIds = tagIds;
  return toProduct(products(schema).update(existing.id, changes));
};

const deleteProduct: Handler = ({ schema, req }) => {
  const productId = req.param('id');
  return productId ? products(schema).destroy(productId) : false;
};

const { getTags, createTag, updateTag, deleteTag } = tagHandlers('inventoryTag', 'Inventory tag');

export const handlers = {
  getCategories: ({ schema }) => categories(schema).all(),
  getBrands: ({ schema }) => brands(schema).all(),
  getVendors: ({ schema }) => vendors(schema).all(),
  getTags,
  getProducts,
  getProduct,
  createProduct,
  updateProduct,
  deleteProduct,
  createTag,
  updateTag,
  deleteTag,
} satisfies Record<string, Handler>;
