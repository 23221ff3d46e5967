import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { deliveryStatuses, type Delivery } from '../../../domain/delivery';
import type { ExportRef } from '../../../machines/kit/export.machine';
import { selectQuery, type ListRef } from '../../../machines/kit/list.machine';
import { deliveriesOfDay, deliveriesPath } from '../../../machines/sections/deliveries/deliveries-list';
import { Badge } from '../../kit/badge';
import { useFormats } from '../../kit/format-context';
import { InAppLink } from '../../kit/in-app-link';
import { ExportButton } from '../../kit/list-export';
import { ListPanel, type ListPanelColumn } from '../../kit/list-panel';
import { button } from '../../theme/recipes/button.css';
import * as page from '../section-page.css';
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
  const query = useSelector(listRef, selectQuery);
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
      { id: 'status', header: label('status'), cell: (d) => <Badge tone={deliveryStatusTones[d.status]}>{i18n._(deliveryStatusLabels[d.status])}</Badge> },
      { id: 'updatedAt', header: label('updatedAt'), cell: (d) => f.dateTime(d.updatedAt) },
    ],
    [i18n.locale, f, driverName, warehouseName],
  );
  const onOpen = useCallback((row: Delivery) => onNavigate(`${deliveriesPath}/${encodeURIComponent(row.id)}`), [onNavigate]);
  const labels = {
    ...Object.fromEntries(Object.entries(deliveryLabels).map(([key, message]) => [key, i18n._(message)])),
    lines: label('lines'),
  };
  const title = i18n._({ id: 'deliveries.title', message: 'Deliveries' });
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
        rowLabel={(d) => d.number}
        selectable={false}
        filters={[
          { name: 'status', label: label('status'), options: deliveryStatuses.map((value) => ({ value, label: i18n._(deliveryStatusLabels[value]) })) },
          { name: 'driverId', label: label('driverId'), options: (drivers ?? []).map((d) => ({ value: d.id, label: d.name })) },
          { name: 'warehouseId', label: label('warehouseId'), options: (warehouses ?? []).map((w) => ({ value: w.id, label: w.name })) },
          { name: 'scheduledDate', label: label('scheduledDate') },
        ]}
        actions={
          <>
            <InAppLink className={button({ tone: 'secondary' })} to={deliveriesOfDay(today)} onNavigate={onNavigate}>
              {i18n._({ id: 'deliveries.today', message: "Today's deliveries" })}
            </InAppLink>
            <ExportButton exportRef={exportRef} query={query} labels={labels} />
            <InAppLink className={button()} to={`${deliveriesPath}/new`} onNavigate={onNavigate}>
              {i18n._({ id: 'deliveries.new', message: 'New delivery' })}
            </InAppLink>
          </>
        }
        empty={{
          title: i18n._({ id: 'deliveries.empty.title', message: 'No deliveries yet' }),
          description: i18n._({ id: 'deliveries.empty.text', message: 'Schedule one from a confirmed sales order.' }),
        }}
      />
    </>
  );
}
