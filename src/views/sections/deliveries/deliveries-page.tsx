import { useSelector } from '@xstate/react';
import { useCallback, useLayoutEffect } from 'react';
import type { Delivery, DeliveryInput } from '../../../domain/delivery';
import { selectLookupData, type LookupRef } from '../../../machines/kit/lookup.machine';
import type { RecordActor } from '../../../machines/kit/record.connect';
import { deliveriesExportId, deliveriesExportLogic } from '../../../machines/sections/deliveries/deliveries-export';
import {
  dayInZone,
  deliverableOrdersId,
  deliverableOrdersLogic,
  deliveriesListId,
  deliveriesListLogic,
  deliveriesPath,
  driversLookupId,
  driversLookupLogic,
  warehousesLookupId,
  warehousesLookupLogic,
} from '../../../machines/sections/deliveries/deliveries-list';
import { deliveriesSection, deliveryHistoryId, deliveryHistoryLogic, isDeliveryInput } from '../../../machines/sections/deliveries/deliveries-record';
import { fetchDeliveryPlan, type DeliveryPlan, type OrderChoice } from '../../../machines/sections/deliveries/delivery-api';
import { deliveryEventPanel, deliveryEventPanelId, type DeliveryEventPanelRef } from '../../../machines/sections/deliveries/delivery-event.machine';
import { createDeliveryPlanner, draftKeyOf, type DeliveryPlannerRef } from '../../../machines/sections/deliveries/delivery-planner.machine';
import { searchActiveEmployees } from '../../../machines/sections/people-api';
import { storedDraft } from '../../../machines/sections/section-deps';
import { selectCompany, type SessionRef } from '../../../machines/session.machine';
import { fromPromise } from 'xstate';
import { useDocumentList, useDocumentRecord, type UseActor } from '../../kit/document-page';
import { FormatProvider } from '../../kit/format-context';
import { ErrorPage } from '../../pages/error-page';
import { SectionLoading } from '../../ui/lazy-section';
import { useListPreferences } from '../use-list-preferences';
import { useSectionActor } from '../use-section-actor';
import { useSectionDeps } from '../use-section-deps';
import { DeliveriesListView } from './deliveries-list-view';
import { DeliveryCreate } from './delivery-create';
import { DeliveryDetail } from './delivery-detail';
import type { Driver } from './delivery-fields';
import { DeliveryOrderPicker } from './delivery-order-picker';

type WarehouseName = { id: string; code: string; name: string };

/** The order id of `/deliveries/new/<orderId>`, or null. */
function orderIdOf(path: string): string | null {
  const prefix = `${deliveriesPath}/new/`;
  if (!path.startsWith(prefix)) return null;
  const segment = path.slice(prefix.length);
  if (segment === '' || segment.includes('/')) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Deliveries (/deliveries): the list, New delivery (choose an order, then the form), and a delivery's page. */
export default function DeliveriesPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { path, navigate, deps } = useSectionDeps(sessionRef);
  const { config, currency, country } = deps;
  const company = useSelector(sessionRef, selectCompany);
  const today = dayInZone(new Date(), company?.timeZone ?? 'UTC');
  const useActor: UseActor = (systemId, create) => useSectionActor(sessionRef, systemId, create);
  const preferences = useListPreferences(sessionRef, 'deliveries');
  const { listRef, exportRef } = useDocumentList<Delivery>(useActor, {
    listId: deliveriesListId,
    list: () => deliveriesListLogic(config, preferences.save),
    preferences: preferences.initial,
    exportId: deliveriesExportId,
    export: () =>
      deliveriesExportLogic(config, (kind, id) => {
        const lookup = sessionRef.system.get(kind === 'driver' ? driversLookupId : warehousesLookupId) as LookupRef<{ id: string; name: string }[]> | undefined;
        return (lookup ? selectLookupData<{ id: string; name: string }[]>(lookup.getSnapshot()) : null)?.find((x) => x.id === id)?.name ?? id;
      }),
  });
  const driversRef = useActor<LookupRef<Driver[]>>(driversLookupId, () => ({ logic: driversLookupLogic(config) }));
  const warehousesRef = useActor<LookupRef<WarehouseName[]>>(warehousesLookupId, () => ({ logic: warehousesLookupLogic(config) }));
  const drivers = useSelector(driversRef, (s) => (s ? selectLookupData<Driver[]>(s) : null)) ?? null;
  const warehouses = useSelector(warehousesRef, (s) => (s ? selectLookupData<WarehouseName[]>(s) : null)) ?? null;
  const searchDrivers = useCallback((q: string, signal: AbortSignal) => searchActiveEmployees(config, q, signal), [config]);

  const orderId = orderIdOf(path);
  const section = deliveriesSection(deps);
  // New delivery has two addresses of its own: choose an order (/new), then plan it (/new/{orderId}).
  const page = useDocumentRecord<Delivery, DeliveryInput>(useActor, {
    path,
    basePath: deliveriesPath,
    section,
    history: { id: deliveryHistoryId, logic: () => deliveryHistoryLogic(deps) },
    knows: (rest) => rest === '/new' || orderId !== null,
  });
  const { loaded, recordRef } = page;
  const picking = path === `${deliveriesPath}/new`;
  const ordersRef = useActor<LookupRef<OrderChoice[], string>>(picking ? deliverableOrdersId : null, () => ({
    logic: deliverableOrdersLogic(config),
    input: '',
  }));
  const plannerRef = useActor<DeliveryPlannerRef>(orderId !== null ? section.ids.create : null, () => ({
    logic: createDeliveryPlanner({ form: section.form(), systemId: section.ids.create, path: deliveriesPath, listId: deliveriesListId, country }).provide({
      actors: { loadPlan: fromPromise<DeliveryPlan, { orderId: string }>(({ input, signal }) => fetchDeliveryPlan(config, input.orderId, signal)) },
    }),
  }));
  // The address names the order: the planner reads it (again after a save) when the page opens on it.
  useLayoutEffect(() => {
    if (plannerRef && orderId !== null) {
      plannerRef.send({ type: 'planner.open', orderId, today, draft: storedDraft<DeliveryInput>(deps.owner, draftKeyOf(orderId), isDeliveryInput) });
    }
  }, [plannerRef, orderId]);
  const panelRef = useActor<DeliveryEventPanelRef>(loaded && recordRef ? deliveryEventPanelId(loaded.id) : null, () => ({
    logic: deliveryEventPanel,
    input: { recordRef: recordRef as unknown as RecordActor },
  }));

  let content = <SectionLoading />;
  if (page.notFound) content = <ErrorPage status={404} />;
  else if (page.listing && listRef && exportRef) {
    content = <DeliveriesListView listRef={listRef} exportRef={exportRef} drivers={drivers} warehouses={warehouses} today={today} onNavigate={navigate} />;
  } else if (picking && ordersRef) {
    content = <DeliveryOrderPicker ordersRef={ordersRef} onNavigate={navigate} />;
  } else if (orderId !== null && plannerRef) {
    content = <DeliveryCreate plannerRef={plannerRef} country={country} drivers={drivers} searchDrivers={searchDrivers} today={today} onNavigate={navigate} />;
  } else if (page.shownRef) {
    content = (
      <DeliveryDetail
        recordRef={page.shownRef}
        panelRef={panelRef}
        historyRef={page.historyRef}
        drivers={drivers}
        warehouses={warehouses}
        searchDrivers={searchDrivers}
        country={country}
        today={today}
        me={deps.owner.user}
        onNavigate={navigate}
      />
    );
  }
  return <FormatProvider currency={currency}>{content}</FormatProvider>;
}
