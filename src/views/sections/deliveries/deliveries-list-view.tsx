import { useLingui } from '@lingui/react';
import { useCallback, useMemo } from 'react';
import { deliveryStatuses, type Delivery } from '../../../domain/delivery';
import type { ExportRef } from '../../../machines/kit/export.machine';
import type { ListRef } from '../../../machines/kit/list.machine';
import { deliveriesOfDay, deliveriesPath } from '../../../machines/sections/deliveries/deliveries-list';
import { DocumentListView, optionsOf, statusColumn, statusFilter, translated } from '../../kit/document-list';
import { useFormats } from '../../kit/format-context';
import { InAppLink } from '../../kit/in-app-link';
import type { ListPanelColumn } from '../../kit/list-panel';
import { button } from '../../theme/recipes/button.css';
import type { Driver } from './delivery-fields';
import { deliveryLabels, deliveryStatusLabels, deliveryStatusTones } from './delivery-texts';

/** The deliveries (/deliveries): filters by status, driver, warehouse and dates; Today's deliveries; CSV; New delivery. */
export function DeliveriesListView({
  listRef,
  exportRef,
  drivers,
  warehouses,
  today,
  onNavigate,
}: {
  listRef: ListRef<Delivery>;
  exportRef: ExportRef<Delivery>;
  drivers: readonly Driver[] | null;
  warehouses: readonly { id: string; code: string; name: string }[] | null;
  /** The company's day (the "Today" link). */
  today: string;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const label = (key: keyof typeof deliveryLabels) => i18n._(deliveryLabels[key]);
  const driverName = useCallback((id: string) => drivers?.find((d) => d.id === id)?.name ?? '', [drivers]);
  const warehouseName = useCallback((id: string) => warehouses?.find((w) => w.id === id)?.name ?? '', [warehouses]);
  const columns = useMemo<ListPanelColumn<Delivery>[]>(
    () => [
      { id: 'number', header: label('number'), cell: (d) => d.number, width: '9rem' },
      { id: 'scheduledDate', header: label('scheduledDate'), cell: (d) => f.date(d.scheduledDate), width: '8rem' },
      { id: 'orderNumber', header: label('orderNumber'), cell: (d) => d.orderNumber, width: '9rem' },
      { id: 'customerName', header: label('customerName'), cell: (d) => d.customerName },
      { id: 'driverId', header: label('driverId'), cell: (d) => driverName(d.driverId) },
      { id: 'warehouseId', header: label('warehouseId'), cell: (d) => warehouseName(d.warehouseId) },
      { id: 'city', header: label('city'), cell: (d) => [d.address.city, d.address.state].filter(Boolean).join(', ') },
      statusColumn(i18n, label('status'), { labels: deliveryStatusLabels, tones: deliveryStatusTones }),
      { id: 'updatedAt', header: label('updatedAt'), cell: (d) => f.dateTime(d.updatedAt) },
    ],
    [i18n.locale, f, driverName, warehouseName],
  );
  return (
    <DocumentListView
      listRef={listRef}
      exportRef={exportRef}
      title={i18n._({ id: 'deliveries.title', message: 'Deliveries' })}
      path={deliveriesPath}
      columns={columns}
      filters={[
        statusFilter(i18n, label('status'), deliveryStatuses, deliveryStatusLabels),
        { name: 'driverId', label: label('driverId'), options: optionsOf(drivers) },
        { name: 'warehouseId', label: label('warehouseId'), options: optionsOf(warehouses) },
        { name: 'scheduledDate', label: label('scheduledDate') },
      ]}
      leadingActions={
        <InAppLink className={button({ tone: 'secondary' })} to={deliveriesOfDay(today)} onNavigate={onNavigate}>
          {i18n._({ id: 'deliveries.today', message: "Today's deliveries" })}
        </InAppLink>
      }
      exportLabels={translated(i18n, deliveryLabels)}
      newLabel={i18n._({ id: 'deliveries.new', message: 'New delivery' })}
      empty={{
        title: i18n._({ id: 'deliveries.empty.title', message: 'No deliveries yet' }),
        description: i18n._({ id: 'deliveries.empty.text', message: 'Schedule one from a confirmed sales order.' }),
      }}
      onNavigate={onNavigate}
    />
  );
}
