import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { salesOrderStatuses, type SalesOrder } from '../../../domain/sales-order';
import type { ExportRef } from '../../../machines/kit/export.machine';
import type { ReferenceSearch } from '../../../machines/kit/field-reference.machine';
import { selectRows, selectQuery, type ListRef } from '../../../machines/kit/list.machine';
import { ordersPath } from '../../../machines/sections/orders/orders-list';
import type { WarehouseChoice } from '../../../machines/sections/orders/sales-order-api';
import { DocumentListView, optionsOf, statusColumn, statusFilter, translated } from '../../kit/document-list';
import { useFormats } from '../../kit/format-context';
import type { ListPanelColumn } from '../../kit/list-panel';
import { CustomerFilter } from './order-customer-filter';
import { orderLabels, orderStatusLabels, orderStatusTones } from './orders-texts';

/** Sales orders (/orders): the list with its filters (status, customer, warehouse, dates), export, and New order. */
export function OrdersListView({
  listRef,
  exportRef,
  warehouses,
  searchCustomers,
  onNavigate,
}: {
  listRef: ListRef<SalesOrder>;
  exportRef: ExportRef<SalesOrder>;
  warehouses: readonly WarehouseChoice[] | null;
  searchCustomers: ReferenceSearch;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const query = useSelector(listRef, selectQuery);
  const items = useSelector(listRef, selectRows);
  const label = (key: keyof typeof orderLabels) => i18n._(orderLabels[key]);
  const columns = useMemo<ListPanelColumn<SalesOrder>[]>(
    () => [
      { id: 'number', header: label('number'), cell: (o) => o.number, width: '8.5rem' },
      { id: 'date', header: label('date'), cell: (o) => f.date(o.date), width: '8rem' },
      { id: 'customerName', header: label('customerName'), cell: (o) => o.customerName },
      { id: 'warehouseName', header: label('warehouseName'), cell: (o) => o.warehouseName },
      { id: 'lines', header: label('lines'), cell: (o) => f.number(o.lines.length), align: 'end' },
      { id: 'total', header: label('total'), cell: (o) => f.money(o.total, o.currency), align: 'end' },
      statusColumn(i18n, label('status'), { labels: orderStatusLabels, tones: orderStatusTones }),
      { id: 'updatedAt', header: label('updatedAt'), cell: (o) => f.dateTime(o.updatedAt) },
    ],
    [i18n.locale, f],
  );
  const customerId = query.filters.customerId;
  const currentCustomer = customerId ? (items?.find((o) => o.customerId === customerId)?.customerName ?? null) : null;
  return (
    <DocumentListView
      listRef={listRef}
      exportRef={exportRef}
      title={i18n._({ id: 'orders.title', message: 'Sales orders' })}
      path={ordersPath}
      columns={columns}
      searchLabel={i18n._({ id: 'orders.search', message: 'Search by number, customer or note' })}
      filters={[
        statusFilter(i18n, label('status'), salesOrderStatuses, orderStatusLabels),
        {
          name: 'customerId',
          label: label('customerId'),
          render: (api) => <CustomerFilter api={api} label={label('customerId')} search={searchCustomers} currentLabel={currentCustomer} />,
        },
        { name: 'warehouseId', label: label('warehouseId'), options: optionsOf(warehouses) },
        { name: 'date', label: label('date') },
      ]}
      exportLabels={translated(i18n, orderLabels)}
      newLabel={i18n._({ id: 'orders.new', message: 'New sales order' })}
      empty={{
        title: i18n._({ id: 'orders.empty.title', message: 'No sales orders' }),
        description: i18n._({ id: 'orders.empty.text', message: 'Orders taken for customers appear here.' }),
      }}
      onNavigate={onNavigate}
    />
  );
}
