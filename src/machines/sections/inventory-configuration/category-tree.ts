/** The category tree machine wired to the inventory service: each write is one request, then the tree is read again. */
import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { ProductCategory } from '../../../domain/inventory-config';
import { categoryTreeMachine } from './category-tree.machine';
import type { MoveInput, SaveInput } from './category-tree.setup';
import { createCategory, deleteCategory, fetchCategoryTree, moveCategory, renameCategory, type CategoryTree } from './inventory-config-api';

export const categoryTreeId = 'inventoryConfiguration.categories';

export const categoryTreeLogic = (config: RuntimeConfig) =>
  categoryTreeMachine.provide({
    actors: {
      loadTree: fromPromise<CategoryTree, void>(({ signal }) => fetchCategoryTree(config, signal)),
      moveCategory: fromPromise<CategoryTree, MoveInput>(async ({ input }) => {
        await moveCategory(config, input.category, input.place);
        return fetchCategoryTree(config);
      }),
      saveCategory: fromPromise<CategoryTree & { id: string }, SaveInput>(async ({ input }) => {
        const saved = input.mode === 'add' ? await createCategory(config, input.parentId, input.name) : await renameCategory(config, input.category, input.name);
        return { ...(await fetchCategoryTree(config)), id: saved.id };
      }),
      removeCategory: fromPromise<CategoryTree, ProductCategory>(async ({ input }) => {
        await deleteCategory(config, input);
        return fetchCategoryTree(config);
      }),
    },
  });
