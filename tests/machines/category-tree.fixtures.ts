/** A small category tree and service errors for the tree machine's tests. */
import { slugify, type ProductCategory } from '../../src/domain/inventory-config';
import { ApiError } from '../../src/machines/effects/api-error';
import type { CategoryTree } from '../../src/machines/sections/inventory-configuration/inventory-config-api';

const audit = { version: 1, createdAt: '2025-01-01T00:00:00.000Z', createdBy: 'x', updatedAt: '2025-01-01T00:00:00.000Z', updatedBy: 'x' };
const cat = (id: string, parentId: string | null, position: number): ProductCategory => ({ ...audit, id, name: id.toUpperCase(), slug: slugify(id), parentId, position });
export const seedTree = (): CategoryTree => ({
  categories: [cat('a', null, 0), cat('b', null, 1), cat('b1', 'b', 0), cat('b2', 'b', 1), cat('c', null, 2)],
  usage: { a: { products: 0, children: 0 }, b: { products: 3, children: 2 }, b1: { products: 0, children: 0 }, b2: { products: 1, children: 0 }, c: { products: 0, children: 0 } },
});

export const apiError = (code: string, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ kind: code === 'offline' ? 'network' : 'http', code: code as 'server', method: 'PUT', url: '/api/inventory/product-categories/x', ...extra });

