import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { workOrderStatuses, type WorkOrder } from '../../../domain/work-order';
import type { ExportRef } from '../../../machines/kit/export.machine';
import type { ListRef } from '../../../machines/kit/list.machine';
import type { KitOption, WarehouseOption } from '../../../machines/sections/manufacture/work-order-api';
import { workOrdersPath } from '../../../machines/sections/manufacture/work-orders-list';
import { DocumentListView, optionsOf, statusColumn, statusFilter, translated } from '../../kit/document-list';
import { useFormats } from '../../kit/format-context';
import type { ListPanelColumn } from '../../kit/list-panel';
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
  const label = (key: keyof typeof workOrderLabels) => i18n._(workOrderLabels[key]);
  const warehouseName = useMemo(() => new Map((warehouses ?? []).map((w) => [w.id, w.name])), [warehouses]);
  const columns = useMemo<ListPanelColumn<WorkOrder>[]>(
    () => [
      { id: 'number', header: label('number'), cell: (o) => o.number, width: '9rem' },
      { id: 'kit', header: label('kitId'), cell: (o) => `${o.kitName} (${o.kitSku})` },
      { id: 'quantity', header: label('quantity'), cell: (o) => f.quantity(o.quantity), align: 'end' },
      { id: 'warehouse', header: label('warehouseId'), cell: (o) => warehouseName.get(o.warehouseId) ?? '' },
      { id: 'plannedDate', header: label('plannedDate'), cell: (o) => f.date(o.plannedDate) },
      statusColumn(i18n, label('status'), { labels: workOrderStatusLabels, tones: workOrderStatusTones }),
      { id: 'notes', header: label('notes'), cell: (o) => o.notes },
      { id: 'updatedAt', header: label('updatedAt'), cell: (o) => f.dateTime(o.updatedAt) },
    ],
    [i18n.locale, f, warehouseName],
  );
  return (
    <DocumentListView
      listRef={listRef}
      exportRef={exportRef}
      title={i18n._({ id: 'manufacture.title', message: 'Work orders' })}
      path={workOrdersPath}
      columns={columns}
      filters={[
        statusFilter(i18n, label('status'), workOrderStatuses, workOrderStatusLabels),
        { name: 'kitId', label: label('kitId'), options: optionsOf(kits, (k) => `${k.name} (${k.sku})`) },
        { name: 'warehouseId', label: label('warehouseId'), options: optionsOf(warehouses) },
        { name: 'plannedDate', label: label('plannedDate') },
      ]}
      exportLabels={translated(i18n, workOrderLabels)}
      newLabel={i18n._({ id: 'manufacture.new', message: 'New work order' })}
      empty={{
        title: i18n._({ id: 'manufacture.empty.title', message: 'No work orders' }),
        description: i18n._({ id: 'manufacture.empty.text', message: 'Work orders you plan appear here.' }),
      }}
      onNavigate={onNavigate}
    />
  );
}
