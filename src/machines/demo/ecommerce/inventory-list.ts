/**
 * The e-commerce inventory's product list (/apps/e-commerce/inventory, issue 14) on the list kit: search, sort by
 * column, page and page size all live in the address (a reload or a shared link shows the same page), the 300 ms of the
 * mock show as the kit's loading state. The kit's query becomes the mock's parameters (search, sort, order, a page
 * counted from 0, size). The page size stays in the address rather than becoming a saved preference: the demo keeps
 * nothing about the user outside its own data.
 */
import { assign, fromPromise } from 'xstate';
import type { Page } from '../../../domain/resource';
import { createListMachine, type FetchPageInput } from '../../kit/list.machine';
import { isDescending, sortFieldOf, type ListQuery, type ListSpec } from '../../kit/list-query';
import { fetchProducts, productSortFields, type Product, type ProductQuery } from './inventory-api';

export const ecommercePath = '/apps/e-commerce';
export const inventoryPath = `${ecommercePath}/inventory`;
/** The list's systemId under the session: the editor tells it about saved and deleted products. */
export const inventoryListId = 'demo.ecommerce.list';

export const inventoryListSpec: ListSpec = {
  id: 'demo-ecommerce-inventory',
  path: inventoryPath,
  sortFields: productSortFields,
  defaultSort: ['name'],
  filters: [],
  pageSizes: [10, 25, 50],
  defaultPageSize: 10,
  columns: [
    { id: 'thumbnail', defaultVisible: true },
    { id: 'name', defaultVisible: true, sortField: 'name' },
    { id: 'sku', defaultVisible: true, sortField: 'sku' },
    { id: 'category', defaultVisible: true },
    { id: 'price', defaultVisible: true, sortField: 'price' },
    { id: 'stock', defaultVisible: true, sortField: 'stock' },
    { id: 'active', defaultVisible: true, sortField: 'active' },
  ],
};

/** The kit's query as the mock's parameters: one sort key (the first), its direction, the kit's page (from 1). */
export function toProductQuery(query: ListQuery): ProductQuery {
  const key = query.sort[0] ?? 'name';
  return { search: query.q, sort: sortFieldOf(key), order: isDescending(key) ? 'desc' : 'asc', page: query.page, size: query.pageSize };
}

export const fetchProductPage = fromPromise<Page<Product>, FetchPageInput>(({ input, signal }) => fetchProducts(toProductQuery(input.query), signal));

/** The list machine; a chosen page size is kept in the address (no saved preference). */
export const inventoryListLogic = () =>
  createListMachine<Product>(inventoryListSpec, { fetchPage: fetchProductPage }).provide({ actions: { setChoice: assign({}) } });

export type InventoryListLogic = ReturnType<typeof inventoryListLogic>;
