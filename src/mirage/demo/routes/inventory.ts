/** E-commerce inventory endpoints (SPEC §7 "E-commerce inventory", §9 product limits). */
import { defineRoutes } from '../endpoint';

const base = '/api/apps/ecommerce/inventory';

export const inventoryRoutes = defineRoutes('inventory', [
  { method: 'GET', path: `${base}/categories`, handler: 'getCategories', payload: '—', answer: 'InventoryCategory[] (Mens, Ladies, Unisex)' },
  { method: 'GET', path: `${base}/brands`, handler: 'getBrands', payload: '—', answer: 'InventoryBrand[] (Benton, Capmia, Lara, Premera, Zeon)' },
  { method: 'GET', path: `${base}/vendors`, handler: 'getVendors', payload: '—', answer: 'InventoryVendor[] (Evel, Mivon, Neogen)' },
  { method: 'GET', path: `${base}/tags`, handler: 'getTags', payload: '—', answer: 'Tag[], newest first' },
  {
    method: 'GET', path: `${base}/products`, handler: 'getProducts',
    payload: 'query `search`, `sort` (name), `order` (asc), `page` (1, zero-based slicing), `size` (10)',
    answer:
      '{products, pagination {length, size, page, lastPage, startIndex, endIndex}}; beyond lastPage {products: null, pagination: {lastPage}}; 400 bad sort, order, page or size',
    delay: 300,
  },
  { method: 'GET', path: `${base}/product`, handler: 'getProduct', payload: 'query `id`', answer: 'Product, or null' },
  {
    method: 'POST', path: `${base}/product`, handler: 'createProduct', payload: '—',
    answer: "new blank Product ('A New Product', inactive, '' scalars, no tags or images), placed first",
  },
  {
    method: 'PATCH', path: `${base}/product`, handler: 'updateProduct', payload: '{id, product: Partial<Product>}',
    answer: 'the merged Product; 404 unknown id; 400 bad field or unknown category, brand, vendor or tag',
  },
  { method: 'DELETE', path: `${base}/product`, handler: 'deleteProduct', payload: 'query `id`', answer: 'true; false for a missing or unknown id' },
  { method: 'POST', path: `${base}/tag`, handler: 'createTag', payload: '{tag: {title}}', answer: 'the new Tag (new id, placed first)' },
  { method: 'PATCH', path: `${base}/tag`, handler: 'updateTag', payload: '{id, tag: {title}}', answer: 'the updated Tag; 404 unknown id' },
  {
    method: 'DELETE', path: `${base}/tag`, handler: 'deleteTag', payload: 'query `id`',
    answer: 'true, and the tag is removed from every product; false for a missing or unknown id',
  },
]);
