import { useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import type { WorkOrder, WorkOrderInput } from '../../../domain/work-order';
import type { CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import { selectCreateForm } from '../../../machines/kit/create-flow.machine';
import type { ExportRef } from '../../../machines/kit/export.machine';
import { selectValues } from '../../../machines/kit/form.machine';
import type { HistoryRef } from '../../../machines/kit/history.machine';
import type { ListRef } from '../../../machines/kit/list.machine';
import { selectLookupData, selectLookupFailed, selectLookupInput, type LookupRef } from '../../../machines/kit/lookup.machine';
import { recordIdFromPath } from '../../../machines/kit/record-address';
import type { RecordRef } from '../../../machines/kit/record.machine';
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
import { FormatProvider } from '../../kit/format-context';
import type { RecordActorOf } from '../../kit/record-view';
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
  const preferences = useListPreferences(sessionRef, 'manufacture');
  const listRef = useSectionActor<ListRef<WorkOrder>>(sessionRef, workOrdersListId, () => ({
    logic: workOrdersListLogic(config, preferences.save),
    input: { preferences: preferences.initial },
  }));
  const warehousesRef = useSectionActor<LookupRef<WarehouseOption[]>>(sessionRef, manufactureWarehousesId, () => ({ logic: manufactureWarehousesLogic(config) }));
  const warehouses = useSelector(warehousesRef, (s) => (s ? selectLookupData<WarehouseOption[]>(s) : null)) ?? null;
  const exportRef = useSectionActor<ExportRef<WorkOrder>>(sessionRef, workOrdersExportId, () => ({
    logic: workOrdersExportLogic(config, (id) => (warehousesRef ? selectLookupData<WarehouseOption[]>(warehousesRef.getSnapshot()) : null)?.find((w) => w.id === id)?.code ?? id),
  }));
  const search = useCallback((q: string, signal: AbortSignal) => searchKits(config, q, signal), [config]);

  const rest = path.slice(workOrdersPath.length);
  const id = recordIdFromPath(path, workOrdersPath);
  const creating = rest === '/new';
  const listing = rest === '';
  const kitsRef = useSectionActor<LookupRef<KitOption[]>>(sessionRef, listing ? manufactureKitsId : null, () => ({ logic: manufactureKitsLogic(config) }));
  const kits = useSelector(kitsRef, (s) => (s ? selectLookupData<KitOption[]>(s) : null)) ?? null;

  const section = workOrdersSection(deps);
  const flowRef = useSectionActor<CreateFlowRef<WorkOrderInput, WorkOrder>>(sessionRef, creating ? section.ids.create : null, () => ({
    logic: workOrderCreateFlow(deps, companyToday(deps)),
    input: { draft: section.draft(section.ids.newDraft) },
  }));
  const recordRef = useSectionActor<RecordRef<WorkOrder, WorkOrderInput>>(sessionRef, id !== null ? section.ids.record : null, () => ({
    logic: section.record(),
    input: { id },
  }));
  const openId = useSelector(recordRef, (s) => (s ? s.context.id : null));
  const loaded = useSelector(recordRef, (s) => (s && s.context.record && s.context.record.id === id ? s.context.record : null));
  const historyRef = useSectionActor<HistoryRef>(sessionRef, loaded ? workOrderHistoryId(loaded.id) : null, () => ({
    logic: workOrderHistoryLogic(deps),
    input: { id: loaded?.id, version: loaded?.version ?? 0 },
  }));

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
  const availabilityRef = useSectionActor<LookupRef<Availability, AvailabilityInput | null>>(sessionRef, creating || loaded ? workOrderAvailabilityId : null, () => ({
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
  if (!listing && !creating && id === null) content = <ErrorPage status={404} />;
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
  } else if (id !== null && recordRef && openId === id) {
    content = (
      <WorkOrderDetail
        recordRef={recordRef as unknown as RecordActorOf<WorkOrder>}
        historyRef={historyRef}
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
