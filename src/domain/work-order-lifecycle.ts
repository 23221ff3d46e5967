/**
 * The work order lifecycle (DOMAIN.md "Lifecycles"): planned -> released -> in-progress -> completed, cancelled
 * before completion. ONE statechart run by the manufacture page (its buttons come from `snapshot.can`) and by the
 * inventory service (`POST /work-orders/{id}/events`).
 *
 * Rules:
 * - start and complete need the components in the warehouse (available >= per kit × quantity for each), unless the
 *   tenant's negative stock policy allows going below zero; refused with the reason `missing-components`. Release is
 *   planning only: it is not checked (stock may arrive before the start).
 * - complete consumes the components (an `issue` movement each, −quantity) and produces the kits (a `production`
 *   movement, +quantity), as the effects `consumeComponents` and `produceKit` the service carries out.
 * - nothing is reserved: on hand and available change only at completion, through recorded movements.
 * Pure: XState only, no UI, Mirage or Node import.
 */
import { setup } from 'xstate';
import type { DocumentLifecycle, LifecycleContext } from './document-lifecycle';
import { shortagesOf, type WorkOrder, type WorkOrderComponent } from './work-order';

export const workOrderEventTypes = ['release', 'start', 'complete', 'cancel'] as const;
export type WorkOrderEventType = (typeof workOrderEventTypes)[number];

/** What the service knows: the available quantity of each component in the order's warehouse, and the policy. */
export interface WorkOrderFacts {
  available: Readonly<Record<string, string>>;
  negativeStockAllowed: boolean;
}

type Ctx = LifecycleContext<WorkOrder, WorkOrderFacts>;
type Ev = { type: WorkOrderEventType };

/** Whether the components are there (or the policy lets stock go below zero); unknown facts (the UI) let it through. */
export const hasComponents = (doc: WorkOrder, facts: WorkOrderFacts | null): boolean =>
  facts === null || facts.negativeStockAllowed || shortagesOf(doc.components, (id) => facts.available[id] ?? '0').length === 0;

export interface ConsumeParams {
  warehouseId: string;
  reference: string;
  components: WorkOrderComponent[];
}
export interface ProduceParams {
  warehouseId: string;
  reference: string;
  kitId: string;
  quantity: string;
}

const machine = setup({
  types: {} as { context: Ctx; events: Ev; input: Ctx },
  guards: {
    hasComponents: ({ context }) => hasComponents(context.doc, context.facts),
  },
  actions: {
    consumeComponents: (_, _params: ConsumeParams) => undefined,
    produceKit: (_, _params: ProduceParams) => undefined,
  },
}).createMachine({
  id: 'workOrderLifecycle',
  // Stood at a document's status with its context (standAt); started alone (the inspector), it takes one as input.
  context: ({ input }) => input,
  initial: 'planned',
  states: {
    /** Written, editable and deletable; nothing is promised. */
    planned: { on: { release: { target: 'released' }, cancel: { target: 'cancelled' } } },
    /** Handed to the workshop. */
    released: { on: { start: { guard: 'hasComponents', target: 'in-progress' }, cancel: { target: 'cancelled' } } },
    'in-progress': {
      on: {
        complete: {
          guard: 'hasComponents',
          target: 'completed',
          actions: [
            { type: 'consumeComponents', params: ({ context }) => ({ warehouseId: context.doc.warehouseId, reference: context.doc.number, components: context.doc.components }) },
            { type: 'produceKit', params: ({ context }) => ({ warehouseId: context.doc.warehouseId, reference: context.doc.number, kitId: context.doc.kitId, quantity: context.doc.quantity }) },
          ],
        },
        cancel: { target: 'cancelled' },
      },
    },
    completed: {},
    cancelled: {},
  },
});

export const workOrderLifecycle: DocumentLifecycle<WorkOrder, WorkOrderFacts> = {
  machine,
  statuses: ['planned', 'released', 'in-progress', 'completed', 'cancelled'],
  eventTypes: workOrderEventTypes,
  editableIn: ['planned'],
  explain: (event, { doc, facts }) => ((event.type === 'start' || event.type === 'complete') && !hasComponents(doc, facts) ? 'missing-components' : null),
};
