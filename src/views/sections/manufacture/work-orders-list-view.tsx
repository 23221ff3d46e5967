import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { workOrderStatuses, type WorkOrder } from '../../../domain/work-order';
import type { ExportRef } from '../../../machines/kit/export.machine';
import { selectQuery, type ListRef } from '../../../machines/kit/list.machine';
import type { KitOption, WarehouseOption } from '../../../machines/sections/manufacture/work-order-api';
import { workOrdersPath } from '../../../machines/sections/manufacture/work-orders-list';
import { Badge } from '../../kit/badge';
import { useFormats } from '../../kit/format-context';
import { InAppLink } from '../../kit/in-app-link';
import { ExportButton } from '../../kit/list-export';
import { ListPanel, type ListPanelColumn } from '../../kit/list-panel';
import { button } from '../../theme/recipes/button.css';
import * as page from '../section-page.css';
import { workOrderLabels, workOrderStatusLabels, workOrderStatusTones } from './work-order-texts';

/** The work orders (/manufacture): status, kit, warehouse and planned-day filters, CSV, New work order. */
export function WorkOrdersListView({
  listRef,
  exportRef,
  warehouses,
  kits,
  onNavigate,
}: {
  listRef: ListRef<WorkOrder>;
  exportRef: ExportRef<WorkOrder>;
  /** null while loading (names are not shown meanwhile). */
  warehouses: readonly WarehouseOption[] | null;
  /** Every active kit (the kit filter); null while loading. */
  kits: readonly KitOption[] | null;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const query = useSelector(listRef, selectQuery);
  const label = (key: keyof typeof workOrderLabels) => i18n._(workOrderLabels[key]);
  const warehouseName = useMemo(() => new Map((warehouses ?? []).map((w) => [w.id, w.name])), [warehouses]);
  const columns = useMemo<ListPanelColumn<WorkOrder>[]>(
    () => [
      { id: 'number', header: label('number'), cell: (o) => o.number, width: '9rem' },
      { id: 'kit', header: label('kitId'), cell: (o) => `${o.kitName} (${o.kitSku})` },
      { id: 'quantity', header: label('quantity'), cell: (o) => f.quantity(o.quantity), align: 'end' },
      { id: 'warehouse', header: label('warehouseId'), cell: (o) => warehouseName.get(o.warehouseId) ?? '' },
      { id: 'plannedDate', header: label('plannedDate'), cell: (o) => f.date(o.plannedDate) },
      { id: 'status', header: label('status'), cell: (o) => <Badge tone={workOrderStatusTones[o.status]}>{i18n._(workOrderStatusLabels[o.status])}</Badge> },
      { id: 'notes', header: label('notes'), cell: (o) => o.notes },
      { id: 'updatedAt', header: label('updatedAt'), cell: (o) => f.dateTime(o.updatedAt) },
    ],
    [i18n.locale, f, warehouseName],
  );
  const onOpen = useCallback((row: WorkOrder) => onNavigate(`${workOrdersPath}/${encodeURIComponent(row.id)}`), [onNavigate]);
  const labels = Object.fromEntries(Object.entries(workOrderLabels).map(([key, message]) => [key, i18n._(message)]));
  const title = i18n._({ id: 'manufacture.title', message: 'Work orders' });
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      <ListPanel
        listRef={listRef}
        caption={title}
        columns={columns}
        onOpen={onOpen}
        rowLabel={(o) => o.number}
        selectable={false}
        filters={[
          { name: 'status', label: label('status'), options: workOrderStatuses.map((s) => ({ value: s, label: i18n._(workOrderStatusLabels[s]) })) },
          { name: 'kitId', label: label('kitId'), options: (kits ?? []).map((k) => ({ value: k.id, label: `${k.name} (${k.sku})` })) },
          { name: 'warehouseId', label: label('warehouseId'), options: (warehouses ?? []).map((w) => ({ value: w.id, label: w.name })) },
          { name: 'plannedDate', label: label('plannedDate') },
        ]}
        actions={
          <>
            <ExportButton exportRef={exportRef} query={query} labels={labels} />
            <InAppLink className={button()} to={`${workOrdersPath}/new`} onNavigate={onNavigate}>
              {i18n._({ id: 'manufacture.new', message: 'New work order' })}
            </InAppLink>
          </>
        }
        empty={{
          title: i18n._({ id: 'manufacture.empty.title', message: 'No work orders' }),
          description: i18n._({ id: 'manufacture.empty.text', message: 'Work orders you plan appear here.' }),
        }}
      />
    </>
  );
}
