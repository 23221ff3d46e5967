/** Icons area (lazy chunk): the seven icon catalogues. */
import { iconCatalogueRows, type IconCatalogue } from '../data/icons';
import type { Handler } from '../endpoint';
import { table, type MirageSchema } from '../../shared/store';

const catalogues = (s: MirageSchema) => table<IconCatalogue>(s, 'iconCatalogue');

export function seed(schema: MirageSchema): void {
  catalogues(schema).seed(iconCatalogueRows);
}

const catalogue =
  (catalogueId: string): Handler =>
  ({ schema }) => {
    const row = catalogues(schema).find(catalogueId);
    return row ? { namespace: row.namespace, name: row.name, grid: row.grid, list: row.list } : null;
  };

export const handlers = {
  feather: catalogue('feather'),
  heroiconsOutline: catalogue('heroicons-outline'),
  heroiconsSolid: catalogue('heroicons-solid'),
  heroiconsMini: catalogue('heroicons-mini'),
  materialSolid: catalogue('material-solid'),
  materialOutline: catalogue('material-outline'),
  materialTwotone: catalogue('material-twotone'),
} satisfies Record<string, Handler>;
