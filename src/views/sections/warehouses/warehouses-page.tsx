import { useSelector } from '@xstate/react';
import { useLayoutEffect } from 'react';
import type { StockLevelRow } from '../../../domain/stock';
import type { StockMovementRow } from '../../../domain/stock-movement';
import type { Warehouse, WarehouseInput } from '../../../domain/warehouse';
import type { CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { ExportRef } from '../../../machines/kit/export.machine';
import type { ListRef } from '../../../machines/kit/list.machine';
import { selectLookupData, type LookupRef } from '../../../machines/kit/lookup.machine';
import type { RecordRef } from '../../../machines/kit/record.machine';
import type { SessionRef } from '../../../machines/session.machine';
import { adjustFlowId, adjustFlowLogic, levelRecordId, levelRecordLogic, type AdjustmentValues, type MinimumValues } from '../../../machines/sections/warehouses/stock-level';
import type { CategoryOption } from '../../../machines/sections/warehouses/warehouse-api';
import { warehouseRoute } from '../../../machines/sections/warehouses/warehouse-routes';
import { movementsListId, movementsListLogic, stockExportId, stockExportLogic, stockListId, stockListLogic } from '../../../machines/sections/warehouses/warehouse-stock';
import {
  categoriesLookupId,
  categoriesLookupLogic,
  warehousesListId,
  warehousesListLogic,
  warehousesLookupId,
  warehousesLookupLogic,
} from '../../../machines/sections/warehouses/warehouses-list';
import { warehouseCreateFlow, warehousesSection } from '../../../machines/sections/warehouses/warehouses-record';
import { FormatProvider } from '../../kit/format-context';
import type { RecordActorOf } from '../../kit/record-view';
import { ErrorPage } from '../../pages/error-page';
import { SectionLoading } from '../../ui/lazy-section';
import { useListPreferences } from '../use-list-preferences';
import { useSectionActor } from '../use-section-actor';
import { useSectionDeps } from '../use-section-deps';
import { AdjustView } from './adjust-view';
import { LevelDetail } from './level-detail';
import { MovementsListView } from './movements-list-view';
import { StockListView } from './stock-list-view';
import { WarehouseCreate } from './warehouse-create';
import { WarehouseDetail } from './warehouse-detail';
import { WarehousesListView } from './warehouses-list-view';

/**
 * Warehouses (/inventory/warehouses): the list, New warehouse, a warehouse's page (view and edit), its stock (a level's
 * page sets the minimum; /adjust adjusts it) and its movement history. Each page's actors start when it is opened.
 */
export default function WarehousesPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { path, navigate, deps } = useSectionDeps(sessionRef);
  const { config, currency, country } = deps;
  const route = warehouseRoute(path);
  const warehouseId = 'warehouseId' in route ? route.warehouseId : null;
  const levelId = 'levelId' in route ? route.levelId : null;
  const stockPreferences = useListPreferences(sessionRef, 'warehouse-stock');
  const movementPreferences = useListPreferences(sessionRef, 'warehouse-movements');
  const preferences = useListPreferences(sessionRef, 'warehouses');

  const listRef = useSectionActor<ListRef<Warehouse>>(sessionRef, route.page === 'list' ? warehousesListId : null, () => ({
    logic: warehousesListLogic(config, preferences.save),
    input: { preferences: preferences.initial },
  }));
  const allRef = useSectionActor<LookupRef<Warehouse[]>>(sessionRef, warehouseId !== null ? warehousesLookupId : null, () => ({ logic: warehousesLookupLogic(config) }));
  const all = useSelector(allRef, (s) => (s ? selectLookupData<Warehouse[]>(s) : null)) ?? null;
  const allLoaded = useSelector(allRef, (s) => (s ? s.matches('loaded') : false));
  const warehouse = all?.find((w) => w.id === warehouseId) ?? null;
  // A new warehouse (or one changed elsewhere) is not in the names read before: read them again.
  useLayoutEffect(() => {
    if (allRef && all && warehouseId !== null && !all.some((w) => w.id === warehouseId)) allRef.send({ type: 'lookup.reload' });
  }, [allRef, all === null, warehouseId]);
  const categoriesRef = useSectionActor<LookupRef<CategoryOption[]>>(sessionRef, route.page === 'stock' ? categoriesLookupId : null, () => ({ logic: categoriesLookupLogic(config) }));
  const categories = useSelector(categoriesRef, (s) => (s ? selectLookupData<CategoryOption[]>(s) : null)) ?? null;

  const stockRef = useSectionActor<ListRef<StockLevelRow>>(sessionRef, route.page === 'stock' ? stockListId(route.warehouseId) : null, () => ({
    logic: stockListLogic(config, warehouseId ?? '', stockPreferences.save),
    input: { preferences: stockPreferences.initial },
  }));
  const exportRef = useSectionActor<ExportRef<StockLevelRow>>(sessionRef, route.page === 'stock' ? stockExportId(route.warehouseId) : null, () => ({
    logic: stockExportLogic(config, warehouseId ?? '', `stock-${warehouseId ?? ''}.csv`),
  }));
  const movementsRef = useSectionActor<ListRef<StockMovementRow>>(sessionRef, route.page === 'movements' ? movementsListId(route.warehouseId) : null, () => ({
    logic: movementsListLogic(config, warehouseId ?? '', movementPreferences.save),
    input: { preferences: movementPreferences.initial },
  }));

  const section = warehousesSection(deps);
  const flowRef = useSectionActor<CreateFlowRef<WarehouseInput, Warehouse>>(sessionRef, route.page === 'new' ? section.ids.create : null, () => ({
    logic: warehouseCreateFlow(deps),
    input: { draft: section.draft(section.ids.newDraft) },
  }));
  const recordRef = useSectionActor<RecordRef<Warehouse, WarehouseInput>>(sessionRef, route.page === 'record' ? section.ids.record : null, () => ({
    logic: section.record(),
    input: { id: warehouseId },
  }));
  const openWarehouse = useSelector(recordRef, (s) => (s ? s.context.id : null));

  const levelRef = useSectionActor<RecordRef<StockLevelRow, MinimumValues>>(sessionRef, levelId !== null ? levelRecordId : null, () => ({
    logic: levelRecordLogic(deps),
    input: { id: levelId },
  }));
  const openLevel = useSelector(levelRef, (s) => (s ? s.context.id : null));
  const level = useSelector(levelRef, (s) => (s ? s.context.record : null));
  // The level page follows the address (its path depends on the warehouse, so the kit's address actor cannot).
  useLayoutEffect(() => {
    if (levelRef && levelId !== null && openLevel !== levelId) levelRef.send({ type: 'record.open', id: levelId });
  }, [levelRef, levelId, openLevel]);
  const adjustRef = useSectionActor<CreateFlowRef<AdjustmentValues, StockMovementRow>>(
    sessionRef,
    route.page === 'adjust' && level !== null && level.id === route.levelId ? adjustFlowId(route.levelId) : null,
    () => ({ logic: adjustFlowLogic(deps, level!, () => levelRef?.getSnapshot().context.record ?? level!), input: { draft: section.draft(`warehouses:adjust:${levelId ?? ''}`) } }),
  );

  let content = <SectionLoading />;
  // An id of another tenant or none at all: the names of this tenant's warehouses do not have it.
  const unknownWarehouse = warehouseId !== null && route.page !== 'record' && allLoaded && warehouse === null;
  const levelElsewhere = level !== null && levelId !== null && level.id === levelId && level.warehouseId !== warehouseId;
  if (route.page === 'notFound' || levelElsewhere) content = <ErrorPage status={404} />;
  else if (unknownWarehouse) content = <ErrorPage status={404} />;
  else if (route.page === 'list' && listRef) content = <WarehousesListView listRef={listRef} onNavigate={navigate} />;
  else if (route.page === 'new' && flowRef) content = <WarehouseCreate flowRef={flowRef} country={country} />;
  else if (route.page === 'record' && recordRef && openWarehouse === route.warehouseId) {
    content = <WarehouseDetail recordRef={recordRef as unknown as RecordActorOf<Warehouse>} country={country} onNavigate={navigate} />;
  } else if (route.page === 'stock' && stockRef && exportRef) {
    content = <StockListView warehouseId={route.warehouseId} warehouse={warehouse} listRef={stockRef} exportRef={exportRef} categories={categories} onNavigate={navigate} />;
  } else if (route.page === 'movements' && movementsRef) {
    content = <MovementsListView warehouseId={route.warehouseId} warehouse={warehouse} warehouses={all} listRef={movementsRef} onNavigate={navigate} />;
  } else if (route.page === 'level' && levelRef && openLevel === route.levelId) {
    content = <LevelDetail recordRef={levelRef as unknown as RecordActorOf<StockLevelRow>} warehouse={warehouse} onNavigate={navigate} />;
  } else if (route.page === 'adjust' && adjustRef && level !== null) {
    content = <AdjustView flowRef={adjustRef} level={level} warehouse={warehouse} onNavigate={navigate} />;
  } else if (route.page === 'adjust' && levelRef && openLevel === route.levelId && level === null) {
    // The level could not be read (unknown, another tenant's, offline): its page says why and offers Retry.
    content = <LevelDetail recordRef={levelRef as unknown as RecordActorOf<StockLevelRow>} warehouse={warehouse} onNavigate={navigate} />;
  }
  return <FormatProvider currency={currency}>{content}</FormatProvider>;
}
