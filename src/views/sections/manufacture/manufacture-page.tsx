import { useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import type { WorkOrder, WorkOrderInput } from '../../../domain/work-order';
import { selectCreateForm } from '../../../machines/kit/create-flow.machine';
import { selectValues } from '../../../machines/kit/form.machine';
import { selectLookupData, selectLookupFailed, selectLookupInput, type LookupRef } from '../../../machines/kit/lookup.machine';
import { searchKits, type KitOption, type WarehouseOption } from '../../../machines/sections/manufacture/work-order-api';
import {
  manufactureKitsId,
  manufactureKitsLogic,
  manufactureWarehousesId,
  manufactureWarehousesLogic,
  workOrdersExportId,
  workOrdersExportLogic,
  workOrdersListId,
  workOrdersListLogic,
  workOrdersPath,
} from '../../../machines/sections/manufacture/work-orders-list';
import {
  workOrderAvailabilityId,
  workOrderAvailabilityLogic,
  workOrderCreateFlow,
  workOrderHistoryId,
  workOrderHistoryLogic,
  workOrdersSection,
  type Availability,
  type AvailabilityInput,
} from '../../../machines/sections/manufacture/work-orders-record';
import type { SessionRef } from '../../../machines/session.machine';
import { useDocumentList, useDocumentRecord, type UseActor } from '../../kit/document-page';
import { FormatProvider } from '../../kit/format-context';
import { ErrorPage } from '../../pages/error-page';
import { SectionLoading } from '../../ui/lazy-section';
import { useListPreferences } from '../use-list-preferences';
import { useSectionActor } from '../use-section-actor';
import { useSectionDeps } from '../use-section-deps';
import { companyToday } from '../../../machines/sections/section-deps';
import { WorkOrderCreate } from './work-order-create';
import { WorkOrderDetail } from './work-order-detail';
import { WorkOrdersListView } from './work-orders-list-view';

/** Today in the browser's calendar (the planned day a new order starts with). */
const sameInput = (a: AvailabilityInput | null, b: AvailabilityInput | null) => JSON.stringify(a) === JSON.stringify(b);

/** Manufacture (/manufacture): the work orders, an order's page (release, start, complete, cancel) and New work order. */
export default function ManufacturePage({ sessionRef }: { sessionRef: SessionRef }) {
  const { path, navigate, deps } = useSectionDeps(sessionRef);
  const { config, currency } = deps;
  const useActor: UseActor = (systemId, create) => useSectionActor(sessionRef, systemId, create);
  const preferences = useListPreferences(sessionRef, 'manufacture');
  const warehousesRef = useActor<LookupRef<WarehouseOption[]>>(manufactureWarehousesId, () => ({ logic: manufactureWarehousesLogic(config) }));
  const warehouses = useSelector(warehousesRef, (s) => (s ? selectLookupData<WarehouseOption[]>(s) : null)) ?? null;
  const { listRef, exportRef } = useDocumentList<WorkOrder>(useActor, {
    listId: workOrdersListId,
    list: () => workOrdersListLogic(config, preferences.save),
    preferences: preferences.initial,
    exportId: workOrdersExportId,
    export: () => workOrdersExportLogic(config, (id) => (warehousesRef ? selectLookupData<WarehouseOption[]>(warehousesRef.getSnapshot()) : null)?.find((w) => w.id === id)?.code ?? id),
  });
  const search = useCallback((q: string, signal: AbortSignal) => searchKits(config, q, signal), [config]);
  const page = useDocumentRecord<WorkOrder, WorkOrderInput>(useActor, {
    path,
    basePath: workOrdersPath,
    section: workOrdersSection(deps),
    create: () => workOrderCreateFlow(deps, companyToday(deps)),
    history: { id: workOrderHistoryId, logic: () => workOrderHistoryLogic(deps) },
  });
  const { listing, creating, flowRef, loaded } = page;
  const kitsRef = useActor<LookupRef<KitOption[]>>(listing ? manufactureKitsId : null, () => ({ logic: manufactureKitsLogic(config) }));
  const kits = useSelector(kitsRef, (s) => (s ? selectLookupData<KitOption[]>(s) : null)) ?? null;

  // The components' availability follows what the page shows: the create form's kit, quantity and warehouse, or the
  // order's own components in its warehouse (read again after each change of the order).
  const formRef = useSelector(flowRef, (s) => (s ? selectCreateForm(s) : null));
  const liveValues = useSelector(formRef ?? undefined, (s) => (s ? (selectValues(s) as WorkOrderInput) : null)) ?? null;
  const wanted: AvailabilityInput | null = creating
    ? liveValues && liveValues.kitId !== ''
      ? { kitId: liveValues.kitId, quantity: /^\d{1,5}$/.test(liveValues.quantity) ? liveValues.quantity : '1', warehouseId: liveValues.warehouseId }
      : null
    : loaded
      ? { components: loaded.components, warehouseId: loaded.warehouseId }
      : null;
  const availabilityRef = useActor<LookupRef<Availability, AvailabilityInput | null>>(creating || loaded ? workOrderAvailabilityId : null, () => ({
    logic: workOrderAvailabilityLogic(deps),
    input: wanted,
  }));
  const availabilityInput = useSelector(availabilityRef, (s) => (s ? selectLookupInput(s) : null));
  const availabilityLoaded = useSelector(availabilityRef, (s) => (s ? s.matches('loaded') : false));
  const availability = useSelector(availabilityRef, (s) => (s ? selectLookupData<Availability, AvailabilityInput | null>(s) : null)) ?? null;
  const availabilityFailed = useSelector(availabilityRef, (s) => (s ? selectLookupFailed(s) : false)) ?? false;
  const loadedVersion = loaded?.version ?? 0;
  useEffect(() => {
    if (!availabilityRef) return;
    if (!sameInput(availabilityInput ?? null, wanted)) availabilityRef.send({ type: 'lookup.load', input: wanted });
  }, [availabilityRef, JSON.stringify(wanted)]);
  useEffect(() => {
    // A change of the order (completed: stock moved) reads the stock again.
    if (availabilityRef && loadedVersion > 1 && availabilityLoaded) availabilityRef.send({ type: 'lookup.reload' });
  }, [loadedVersion]);
  const retryAvailability = useCallback(() => availabilityRef?.send({ type: 'lookup.retry' }), [availabilityRef]);
  const shownAvailability = sameInput(availabilityInput ?? null, wanted) ? availability : null;

  let content = <SectionLoading />;
  if (page.notFound) content = <ErrorPage status={404} />;
  else if (listing && listRef && exportRef) content = <WorkOrdersListView listRef={listRef} exportRef={exportRef} warehouses={warehouses} kits={kits} onNavigate={navigate} />;
  else if (creating && flowRef) {
    content = (
      <WorkOrderCreate
        flowRef={flowRef}
        warehouses={warehouses}
        searchKits={search}
        availability={wanted === null ? { kit: null, rows: [] } : shownAvailability}
        availabilityFailed={availabilityFailed}
        onRetryAvailability={retryAvailability}
      />
    );
  } else if (page.shownRef) {
    content = (
      <WorkOrderDetail
        recordRef={page.shownRef}
        historyRef={page.historyRef}
        warehouses={warehouses}
        searchKits={search}
        availability={shownAvailability}
        availabilityFailed={availabilityFailed}
        onRetryAvailability={retryAvailability}
        me={deps.owner.user}
        onNavigate={navigate}
      />
    );
  }
  return <FormatProvider currency={currency}>{content}</FormatProvider>;
}
