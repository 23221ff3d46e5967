import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { StockLevelRow } from '../../../domain/stock';
import type { Warehouse } from '../../../domain/warehouse';
import type { ExportRef } from '../../../machines/kit/export.machine';
import { selectQuery, type ListRef } from '../../../machines/kit/list.machine';
import type { CategoryOption } from '../../../machines/sections/warehouses/warehouse-api';
import { levelPath } from '../../../machines/sections/warehouses/warehouse-stock';
import { Badge } from '../../kit/badge';
import { useFormats } from '../../kit/format-context';
import { ExportButton } from '../../kit/list-export';
import { ListPanel, type ListPanelColumn } from '../../kit/list-panel';
import { WarehouseHeader } from './warehouse-tabs';
import { stockLabels } from './warehouse-texts';
import * as css from './warehouses.css';

/** Categories as a flat list in tree order, a sub-category indented under its parent (the select's options). */
function categoryOptions(categories: readonly CategoryOption[]): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  const walk = (parentId: string | null, depth: number) => {
    for (const c of categories.filter((x) => x.parentId === parentId).sort((a, b) => a.name.localeCompare(b.name))) {
      out.push({ value: c.id, label: `${'\u2003'.repeat(depth)}${c.name}` });
      if (depth < 8) walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** A warehouse's stock: every product's on hand, reserved, available and minimum, low ones flagged; a row opens the level. */
export function StockListView({
  warehouseId,
  warehouse,
  listRef,
  exportRef,
  categories,
  onNavigate,
}: {
  warehouseId: string;
  warehouse: Warehouse | null;
  listRef: ListRef<StockLevelRow>;
  exportRef: ExportRef<StockLevelRow>;
  categories: readonly CategoryOption[] | null;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const query = useSelector(listRef, selectQuery);
  const label = (key: keyof typeof stockLabels) => i18n._(stockLabels[key]);
  const columns = useMemo<ListPanelColumn<StockLevelRow>[]>(
    () => [
      { id: 'sku', header: label('sku'), cell: (l) => l.sku, width: '9rem' },
      { id: 'productName', header: label('productName'), cell: (l) => l.productName },
      { id: 'onHand', header: label('onHand'), cell: (l) => f.quantity(l.onHand), align: 'end' },
      { id: 'reserved', header: label('reserved'), cell: (l) => f.quantity(l.reserved), align: 'end' },
      { id: 'available', header: label('available'), cell: (l) => f.quantity(l.available), align: 'end' },
      { id: 'minimum', header: label('minimum'), cell: (l) => f.quantity(l.minimum), align: 'end' },
      { id: 'low', header: label('low'), cell: (l) => (l.low ? <Badge tone="warning">{label('lowBadge')}</Badge> : null) },
      { id: 'updatedAt', header: label('updatedAt'), cell: (l) => f.dateTime(l.updatedAt) },
    ],
    [i18n.locale, f],
  );
  const onOpen = useCallback((row: StockLevelRow) => onNavigate(levelPath(warehouseId, row.id)), [onNavigate, warehouseId]);
  const labels = Object.fromEntries(Object.entries(stockLabels).map(([key, message]) => [key, i18n._(message)]));
  const title = i18n._({ id: 'warehouses.stock.title', message: 'Stock' });
  const fileName = `${i18n._({ id: 'warehouses.stock.file', message: 'stock' })}-${warehouse?.code ?? 'warehouse'}.csv`;
  return (
    <>
      <WarehouseHeader warehouseId={warehouseId} warehouse={warehouse} tab="stock" title={title} onNavigate={onNavigate} />
      <p className={css.hint}>{i18n._({ id: 'warehouses.stock.hint', message: 'Open a product to set its minimum or adjust its stock.' })}</p>
      <ListPanel
        listRef={listRef}
        caption={warehouse ? `${title}: ${warehouse.name}` : title}
        columns={columns}
        onOpen={onOpen}
        rowLabel={(l) => `${l.sku} ${l.productName}`}
        selectable={false}
        searchLabel={i18n._({ id: 'warehouses.stock.search', message: 'Search SKU or product' })}
        filters={[
          { name: 'categoryId', label: label('categoryId'), options: categoryOptions(categories ?? []) },
          { name: 'low', label: label('lowOnly'), options: [{ value: 'true', label: i18n._({ id: 'warehouses.stock.lowOnly.yes', message: 'Low stock only' }) }] },
          {
            name: 'inStock',
            label: label('inStock'),
            options: [
              { value: 'true', label: i18n._({ id: 'warehouses.stock.inStock.yes', message: 'With stock only' }) },
              { value: 'false', label: i18n._({ id: 'warehouses.stock.inStock.no', message: 'Without stock' }) },
            ],
          },
        ]}
        actions={<ExportButton exportRef={exportRef} query={query} labels={labels} fileName={fileName} />}
      />
    </>
  );
}
