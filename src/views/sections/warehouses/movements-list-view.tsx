import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { compareDecimal } from '../../../domain/decimal';
import { adjustmentReasons, movementTypes, type StockMovementRow } from '../../../domain/stock-movement';
import type { Warehouse } from '../../../domain/warehouse';
import type { ListRef } from '../../../machines/kit/list.machine';
import { Badge } from '../../kit/badge';
import { useFormats } from '../../kit/format-context';
import { ListPanel, type ListPanelColumn } from '../../kit/list-panel';
import * as shared from '../../kit/list-shared.css';
import { WarehouseHeader } from './warehouse-tabs';
import { movementLabels, movementTypeLabels, reasonLabels } from './warehouse-texts';
import * as css from './warehouses.css';

/** A warehouse's movement history, newest first: what came in (+) and went out (−), why, who and when. */
export function MovementsListView({
  warehouseId,
  warehouse,
  warehouses,
  listRef,
  onNavigate,
}: {
  warehouseId: string;
  warehouse: Warehouse | null;
  /** Every warehouse (a transfer names the other one). */
  warehouses: readonly Warehouse[] | null;
  listRef: ListRef<StockMovementRow>;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const label = (key: keyof typeof movementLabels) => i18n._(movementLabels[key]);
  const signed = (value: string) => (compareDecimal(value, '0') > 0 ? `+${f.quantity(value)}` : f.quantity(value).replace(/^-/, '−'));
  const columns = useMemo<ListPanelColumn<StockMovementRow>[]>(
    () => [
      { id: 'createdAt', header: label('createdAt'), cell: (m) => f.dateTime(m.createdAt), width: '11rem' },
      { id: 'type', header: label('type'), cell: (m) => <Badge tone={m.type === 'adjustment' ? 'warning' : 'neutral'}>{i18n._(movementTypeLabels[m.type])}</Badge> },
      {
        id: 'product',
        header: label('product'),
        cell: (m) => (
          <span className={css.wrapCell}>
            {m.sku}
            <span className={css.sub}>{m.productName}</span>
          </span>
        ),
      },
      { id: 'quantity', header: label('quantity'), cell: (m) => <span className={css.number}>{signed(m.quantity)}</span>, align: 'end' },
      { id: 'balance', header: label('balance'), cell: (m) => <span className={css.number}>{f.quantity(m.balance)}</span>, align: 'end' },
      {
        id: 'reference',
        header: label('reference'),
        cell: (m) => {
          const other = m.otherWarehouseId ? warehouses?.find((w) => w.id === m.otherWarehouseId)?.code : undefined;
          return [m.reference, other ? `(${other})` : null].filter(Boolean).join(' ');
        },
      },
      { id: 'reason', header: label('reason'), cell: (m) => <span className={css.noteCell}>{[m.reason ? i18n._(reasonLabels[m.reason]) : '', m.note].filter(Boolean).join(': ')}</span> },
      { id: 'userName', header: label('userName'), cell: (m) => m.userName },
    ],
    [i18n.locale, f, warehouses],
  );
  const title = i18n._({ id: 'warehouses.movements.title', message: 'Movements' });
  return (
    <>
      <WarehouseHeader warehouseId={warehouseId} warehouse={warehouse} tab="movements" title={title} onNavigate={onNavigate} />
      <ListPanel
        listRef={listRef}
        caption={warehouse ? `${title}: ${warehouse.name}` : title}
        columns={columns}
        rowLabel={(m) => `${m.sku} ${m.createdAt}`}
        selectable={false}
        searchLabel={i18n._({ id: 'warehouses.movements.search', message: 'Search product, reference or note' })}
        filters={[
          { name: 'type', label: label('type'), options: movementTypes.map((value) => ({ value, label: i18n._(movementTypeLabels[value]) })) },
          { name: 'reason', label: label('reason'), options: adjustmentReasons.map((value) => ({ value, label: i18n._(reasonLabels[value]) })) },
          { name: 'date', label: label('date') },
          {
            name: 'productId',
            label: label('product'),
            // Set from a level's page ("History of this product"); shown here so it can be seen and cleared.
            render: (api) => {
              const id = api.query.filters.productId;
              if (id === undefined) return null;
              const row = api.rows.find((m) => m.productId === id);
              return (
                <span className={css.chip}>
                  {`${label('product')}: ${row ? `${row.sku} · ${row.productName}` : id}`}
                  <button type="button" className={shared.toolButton} onClick={() => api.setFilter('productId', '')}>
                    {i18n._({ id: 'warehouses.movements.allProducts', message: 'All products' })}
                  </button>
                </span>
              );
            },
          },
        ]}
        empty={{
          title: i18n._({ id: 'warehouses.movements.empty.title', message: 'No movements yet' }),
          description: i18n._({ id: 'warehouses.movements.empty.text', message: 'Receipts, issues, transfers and adjustments of this warehouse appear here.' }),
        }}
      />
    </>
  );
}
