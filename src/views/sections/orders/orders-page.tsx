import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { SalesOrder, SalesOrderInput } from '../../../domain/sales-order';
import type { CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { ExportRef } from '../../../machines/kit/export.machine';
import type { HistoryRef } from '../../../machines/kit/history.machine';
import type { StockQuery } from '../../../machines/kit/lines.machine';
import type { ListRef } from '../../../machines/kit/list.machine';
import { selectLookupData, type LookupRef } from '../../../machines/kit/lookup.machine';
import { recordIdFromPath } from '../../../machines/kit/record-address';
import type { RecordRef } from '../../../machines/kit/record.machine';
import { ordersExportId, ordersExportLogic } from '../../../machines/sections/orders/orders-export';
import { orderWarehousesLookupId, orderWarehousesLookupLogic, ordersListId, ordersListLogic, ordersPath } from '../../../machines/sections/orders/orders-list';
import { orderCreateFlow, orderHistoryId, orderHistoryLogic, ordersSection, orderStockId, orderStockLookupLogic } from '../../../machines/sections/orders/orders-record';
import { searchCustomers, type WarehouseChoice } from '../../../machines/sections/orders/sales-order-api';
import type { SessionRef } from '../../../machines/session.machine';
import { FormatProvider } from '../../kit/format-context';
import type { RecordActorOf } from '../../kit/record-view';
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
  const preferences = useListPreferences(sessionRef, 'orders');
  const listRef = useSectionActor<ListRef<SalesOrder>>(sessionRef, ordersListId, () => ({
    logic: ordersListLogic(config, preferences.save),
    input: { preferences: preferences.initial },
  }));
  const exportRef = useSectionActor<ExportRef<SalesOrder>>(sessionRef, ordersExportId, () => ({ logic: ordersExportLogic(config) }));
  const warehousesRef = useSectionActor<LookupRef<WarehouseChoice[]>>(sessionRef, orderWarehousesLookupId, () => ({ logic: orderWarehousesLookupLogic(config) }));
  const warehouses = useSelector(warehousesRef, (s) => (s ? selectLookupData<WarehouseChoice[]>(s) : null)) ?? null;
  const search = useCallback((q: string, signal: AbortSignal) => searchCustomers(config, q, signal), [config]);
  const rate = String(taxRate ?? 0);

  const rest = path.slice(ordersPath.length);
  const id = recordIdFromPath(path, ordersPath);
  const creating = rest === '/new';

  const section = ordersSection(deps);
  const flowRef = useSectionActor<CreateFlowRef<SalesOrderInput, SalesOrder>>(sessionRef, creating ? section.ids.create : null, () => ({
    logic: orderCreateFlow(deps),
    input: { draft: section.draft(section.ids.newDraft) },
  }));
  const recordRef = useSectionActor<RecordRef<SalesOrder, SalesOrderInput>>(sessionRef, id !== null ? section.ids.record : null, () => ({
    logic: section.record(),
    input: { id },
  }));
  const openId = useSelector(recordRef, (s) => (s ? s.context.id : null));
  const loaded = useSelector(recordRef, (s) => (s && s.context.record && s.context.record.id === id ? s.context.record : null));
  const historyRef = useSectionActor<HistoryRef>(sessionRef, loaded ? orderHistoryId(loaded.id) : null, () => ({
    logic: orderHistoryLogic(deps),
    input: { id: loaded?.id, version: loaded?.version ?? 0 },
  }));
  // A draft's stock in its warehouse (what Confirm needs).
  const stockRef = useSectionActor<LookupRef<Record<string, string>, StockQuery>>(
    sessionRef,
    loaded && loaded.status === 'draft' ? orderStockId(loaded.id) : null,
    () => ({
      logic: orderStockLookupLogic(deps),
      input: { warehouseId: loaded?.warehouseId ?? '', productIds: [...new Set(loaded?.lines.map((l) => l.productId) ?? [])] },
    }),
  );

  let content = <SectionLoading />;
  if (rest !== '' && !creating && id === null) content = <ErrorPage status={404} />;
  else if (rest === '' && listRef && exportRef) {
    content = <OrdersListView listRef={listRef} exportRef={exportRef} warehouses={warehouses} searchCustomers={search} onNavigate={navigate} />;
  } else if (creating && flowRef) {
    content = <OrderCreate flowRef={flowRef} deps={deps} taxRate={rate} warehouses={warehouses} searchCustomers={search} />;
  } else if (id !== null && recordRef && openId === id) {
    content = (
      <OrderDetail
        recordRef={recordRef as unknown as RecordActorOf<SalesOrder>}
        historyRef={historyRef}
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
