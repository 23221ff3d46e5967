/** The addresses of the warehouses section and what each names: pure parsing of the navigation machine's path. */
import { warehousesPath } from './warehouses-list';

export type WarehouseRoute =
  | { page: 'list' }
  | { page: 'new' }
  | { page: 'record'; warehouseId: string }
  | { page: 'stock'; warehouseId: string }
  | { page: 'movements'; warehouseId: string }
  | { page: 'level'; warehouseId: string; levelId: string }
  | { page: 'adjust'; warehouseId: string; levelId: string }
  | { page: 'notFound' };

const decode = (segment: string): string | null => {
  try {
    const value = decodeURIComponent(segment);
    return value === '' ? null : value;
  } catch {
    return null;
  }
};

/**
 * `/inventory/warehouses[/new | /{id}[/stock[/{levelId}[/adjust]] | /movements]]`; anything else under the section
 * (a deeper path, a segment that does not decode) is not a page.
 */
export function warehouseRoute(path: string): WarehouseRoute {
  if (path === warehousesPath) return { page: 'list' };
  if (!path.startsWith(`${warehousesPath}/`)) return { page: 'notFound' };
  const segments = path.slice(warehousesPath.length + 1).split('/');
  if (segments.length === 1 && segments[0] === 'new') return { page: 'new' };
  const [first = '', second, third, fourth, ...rest] = segments;
  const warehouseId = decode(first);
  if (warehouseId === null || rest.length > 0) return { page: 'notFound' };
  if (second === undefined) return { page: 'record', warehouseId };
  if (second === 'movements' && third === undefined) return { page: 'movements', warehouseId };
  if (second !== 'stock') return { page: 'notFound' };
  if (third === undefined) return { page: 'stock', warehouseId };
  const levelId = decode(third);
  if (levelId === null) return { page: 'notFound' };
  if (fourth === undefined) return { page: 'level', warehouseId, levelId };
  return fourth === 'adjust' ? { page: 'adjust', warehouseId, levelId } : { page: 'notFound' };
}
