/**
 * A work order's page and forms: the record machine (read, edit and delete while planned, the lifecycle's events by
 * `snapshot.can`), New work order, its history, and the components' availability in the order's warehouse.
 */
import type { DocumentLifecycle } from '../../../domain/document-lifecycle';
import type { HistoryEntry } from '../../../domain/resource';
import {
  componentsFor,
  emptyWorkOrderInput,
  normalizeWorkOrderInput,
  shortagesOf,
  validateWorkOrder,
  type WorkOrder,
  type WorkOrderComponent,
  type WorkOrderInput,
} from '../../../domain/work-order';
import { workOrderLifecycle } from '../../../domain/work-order-lifecycle';
import { getHistory } from '../../effects/resource-api';
import { historyMachine } from '../../kit/history.machine';
import { lookupOf } from '../../kit/lookup.machine';
import { documentSection } from '../document-section';
import type { SectionDeps } from '../section-deps';
import { fromPromise } from 'xstate';
import { fetchAvailability, fetchKit, workOrdersEndpoint, type KitOption } from './work-order-api';
import { workOrdersListId, workOrdersPath } from './work-orders-list';

/** One history per order, kept for the session. */
export const workOrderHistoryId = (id: string) => `workOrders.history.${id}`;
/** The components' availability: one lookup for the page shown (the create form's kit, or the order's components). */
export const workOrderAvailabilityId = 'workOrders.availability';

export const workOrderToInput = (o: WorkOrder): WorkOrderInput => ({
  kitId: o.kitId,
  quantity: o.quantity,
  warehouseId: o.warehouseId,
  plannedDate: o.plannedDate,
  notes: o.notes,
});

/** Whether a stored draft holds work order values (drafts are read back, never trusted). */
export function isWorkOrderInput(values: unknown): values is WorkOrderInput {
  if (typeof values !== 'object' || values === null) return false;
  const v = values as Record<string, unknown>;
  return ['kitId', 'quantity', 'warehouseId', 'plannedDate', 'notes'].every((k) => typeof v[k] === 'string');
}

/** Work orders on the document-section wiring: the service's own rules that need no lookup, and the one lifecycle. */
export const workOrdersSection = (deps: SectionDeps) =>
  documentSection<WorkOrder, WorkOrderInput>(deps, {
    name: 'workOrders',
    endpoint: workOrdersEndpoint,
    path: workOrdersPath,
    listId: workOrdersListId,
    toValues: workOrderToInput,
    isValues: isWorkOrderInput,
    normalize: normalizeWorkOrderInput,
    validate: (values) => validateWorkOrder(values),
    // The UI never knows the facts (it passes null): the lifecycle is used without them.
    lifecycle: workOrderLifecycle as unknown as DocumentLifecycle<WorkOrder, unknown>,
  });

/** New work order: one kit, planned for `today` (the user's day). */
export const workOrderCreateFlow = (deps: SectionDeps, today: string) => workOrdersSection(deps).createFlow(() => emptyWorkOrderInput(today));

/** The order's history (newest first), read again after each change. */
export const workOrderHistoryLogic = (deps: SectionDeps) =>
  historyMachine.provide({
    actors: { loadHistory: fromPromise<HistoryEntry[], { id: string }>(({ input, signal }) => getHistory(deps.config, workOrdersEndpoint, input.id, signal)) },
  });

/** What the availability lookup is asked: a kit to assemble (the create form) or an order's own components. */
export type AvailabilityInput =
  | { kitId: string; quantity: string; warehouseId: string }
  | { components: WorkOrderComponent[]; warehouseId: string };

/** One component with what the order needs and what the warehouse has available now. */
export interface AvailabilityRow extends WorkOrderComponent {
  available: string;
  short: boolean;
}

export interface Availability {
  /** The kit chosen (the create form), or null for an order's own components. */
  kit: KitOption | null;
  rows: AvailabilityRow[];
}

/** The rows of components against what is available (the same shortage rule as the lifecycle's guard). */
export function availabilityRows(components: readonly WorkOrderComponent[], available: Readonly<Record<string, string>>): AvailabilityRow[] {
  const short = new Set(shortagesOf(components, (id) => available[id] ?? '0').map((s) => s.productId));
  return components.map((c) => ({ ...c, available: available[c.productId] ?? '0', short: short.has(c.productId) }));
}

/** Loads a kit's components (names read from the kit picker's answers) and their stock in the warehouse. */
export const workOrderAvailabilityLogic = (deps: SectionDeps) =>
  lookupOf<Availability, AvailabilityInput | null>(async (input, signal) => {
    if (input === null) return { kit: null, rows: [] };
    let kit: KitOption | null = null;
    let components: WorkOrderComponent[];
    if ('kitId' in input) {
      kit = await fetchKit(deps.config, input.kitId, signal);
      const names = await Promise.all(kit.components.map((c) => fetchKit(deps.config, c.productId, signal).catch(() => null)));
      const byId = new Map(names.filter((n): n is KitOption => n !== null).map((n) => [n.id, n]));
      components = componentsFor(kit, input.quantity, (id) => byId.get(id));
    } else components = input.components;
    if (input.warehouseId === '') return { kit, rows: components.map((c) => ({ ...c, available: '0', short: false })) };
    const available = await fetchAvailability(deps.config, input.warehouseId, components.map((c) => c.productId), signal);
    return { kit, rows: availabilityRows(components, available) };
  });
