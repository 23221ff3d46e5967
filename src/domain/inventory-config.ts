/** Inventory configuration (DOMAIN.md): units of measure and product categories; read-only lists for now. Pure. */
import type { ListSpec } from './list-query';
import type { Audited } from './resource';

export type Unit = Audited & {
  /** `PZA`, `KG`, `M`... */
  code: string;
  name: string;
};

export type ProductCategory = Audited & {
  /** null for a top-level category. */
  parentId: string | null;
  name: string;
};

export const unitListSpec: ListSpec<Unit> = {
  searchFields: ['code', 'name'],
  sortFields: ['code', 'name'],
  filters: {},
  defaultSort: 'code',
};

export const productCategoryListSpec: ListSpec<ProductCategory> = {
  searchFields: ['name'],
  sortFields: ['name'],
  filters: { parentId: { type: 'reference' } },
  defaultSort: 'name',
};
