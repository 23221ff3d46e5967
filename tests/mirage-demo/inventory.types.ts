/** Answer types of the inventory endpoints, for the tests. */
import type { ProductPagination } from '../../src/mirage/shared/paginate';
import type { Product } from '../../src/mirage/demo/data/inventory';

export type { InventoryBrand, InventoryCategory, Product } from '../../src/mirage/demo/data/inventory';
export interface ProductPaginationAnswer {
  products: Product[] | null;
  pagination: ProductPagination | { lastPage: number };
}
