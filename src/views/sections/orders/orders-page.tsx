import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { SalesOrder, SalesOrderInput } from '../../../domain/sales-order';
import type { StockQuery } from '../../../machines/kit/lines.machine';
import { selectLookupData, type LookupRef } from '../../../machines/kit/lookup.machine';
import { ordersExportId, ordersExportLogic } from '../../../machines/sections/orders/orders-export';
import { orderWarehousesLookupId, orderWarehousesLookupLogic, ordersListId, ordersListLogic, ordersPath } from '../../../machines/sections/orders/orders-list';
import { orderCreateFlow, orderHistoryId, orderHistoryLogic, ordersSection, orderStockId, orderStockLookupLogic } from '../../../machines/sections/orders/orders-record';
import { searchCustomers, type WarehouseChoice } from '../../../machines/sections/orders/sales-order-api';
import type { SessionRef } from '../../../machines/session.machine';
import { useDocumentList, useDocumentRecord, type UseActor } from '../../kit/document-page';
import { FormatProvider } from '../../kit/format-context';
import { ErrorPage } from '../../pages/error-page';
import { SectionLoading } from '../../ui/lazy-section';
import { useListPreferences } from '../use-list-preferences';
import { useSectionActor } from '../use-section-actor';
import { useSectionDeps } from '../use-section-deps';
import { OrderCreate } from './order-create';
import { OrderDetail } from './order-detail';
import { OrdersListView } from './orders-list-view';

/** Sales orders (/orders): the list, an order's page (confirm, cancel, close, edit while a draft), and New sales order. */
export default function OrdersPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { path, navigate, deps, taxRate } = useSectionDeps(sessionRef);
  const { config, currency } = deps;
  const useActor: UseActor = (systemId, create) => useSectionActor(sessionRef, systemId, create);
  const preferences = useListPreferences(sessionRef, 'orders');
  const { listRef, exportRef } = useDocumentList<SalesOrder>(useActor, {
    listId: ordersListId,
    list: () => ordersListLogic(config, preferences.save),
    preferences: preferences.initial,
    exportId: ordersExportId,
    export: () => ordersExportLogic(config),
  });
  const warehousesRef = useActor<LookupRef<WarehouseChoice[]>>(orderWarehousesLookupId, () => ({ logic: orderWarehousesLookupLogic(config) }));
  const warehouses = useSelector(warehousesRef, (s) => (s ? selectLookupData<WarehouseChoice[]>(s) : null)) ?? null;
  const search = useCallback((q: string, signal: AbortSignal) => searchCustomers(config, q, signal), [config]);
  const rate = String(taxRate ?? 0);
  const page = useDocumentRecord<SalesOrder, SalesOrderInput>(useActor, {
    path,
    basePath: ordersPath,
    section: ordersSection(deps),
    create: () => orderCreateFlow(deps),
    history: { id: orderHistoryId, logic: () => orderHistoryLogic(deps) },
  });
  const { loaded } = page;
  // A draft's stock in its warehouse (what Confirm needs).
  const stockRef = useActor<LookupRef<Record<string, string>, StockQuery>>(loaded && loaded.status === 'draft' ? orderStockId(loaded.id) : null, () => ({
    logic: orderStockLookupLogic(deps),
    input: { warehouseId: loaded?.warehouseId ?? '', productIds: [...new Set(loaded?.lines.map((l) => l.productId) ?? [])] },
  }));

  let content = <SectionLoading />;
  if (page.notFound) content = <ErrorPage status={404} />;
  else if (page.listing && listRef && exportRef) {
    content = <OrdersListView listRef={listRef} exportRef={exportRef} warehouses={warehouses} searchCustomers={search} onNavigate={navigate} />;
  } else if (page.creating && page.flowRef) {
    content = <OrderCreate flowRef={page.flowRef} deps={deps} taxRate={rate} warehouses={warehouses} searchCustomers={search} />;
  } else if (page.shownRef) {
    content = (
      <OrderDetail
        recordRef={page.shownRef}
        historyRef={page.historyRef}
        stockRef={stockRef}
        deps={deps}
        taxRate={rate}
        warehouses={warehouses}
        searchCustomers={search}
        me={deps.owner.user}
        onNavigate={navigate}
      />
    );
  }
  return <FormatProvider currency={currency}>{content}</FormatProvider>;
}
