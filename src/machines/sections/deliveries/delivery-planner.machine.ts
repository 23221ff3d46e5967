/**
 * "Schedule a delivery" for one order (/deliveries/new/<orderId>): reads the order, what it still has to ship and
 * its customer's address, then runs the delivery form started from them (every line still to ship, the customer's
 * address, the day given at the boundary). Saved: to the new delivery's page, and the list reloads; cancelled: back
 * to the list. A later visit (another order, or the same one after a save) reads the order again, so the lines are
 * never stale. The planner is the form's owner for the navigation's leave guard (its systemId).
 */
import { assign, enqueueActions, fromPromise, sendTo, setup, type ActorRefFrom, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { emptyAddress, type Delivery, type DeliveryInput } from '../../../domain/delivery';
import { errorCodeOf, type ShellErrorCode } from '../../effects/error-code';
import type { LeaveConfirmedEvent } from '../../nav.machine';
import { navActor } from '../../system';
import type { FormDraft, FormMachine, FormResult } from '../../kit/form.machine';
import type { DeliveryPlan } from './delivery-api';

export interface PlannerOptions {
  form: FormMachine<DeliveryInput, Delivery>;
  /** The planner's systemId (`deliveries.create`): the owner the navigation asks about leaving. */
  systemId: string;
  /** The list (where Cancel goes) and the base of a delivery's page. */
  path: string;
  /** The list to reload after a save (its systemId). */
  listId: string;
  /** The tenant's country (an address typed from scratch starts in it). */
  country: string;
}

export interface PlannerContext {
  orderId: string | null;
  plan: DeliveryPlan | null;
  /** The day the form starts with (today, given by the page when it opens the order). */
  today: string;
  error: ShellErrorCode | null;
  /** A draft kept on the device for this order's new delivery. */
  draft: FormDraft<DeliveryInput> | null;
  left: boolean;
}

export type PlannerEvent =
  | { type: 'planner.open'; orderId: string; today: string; draft: FormDraft<DeliveryInput> | null }
  | { type: 'planner.retry' }
  | LeaveConfirmedEvent;

/** The form's first values: the order, every line still to ship, the customer's address, today. */
export const initialValues = (plan: DeliveryPlan, today: string, country: string): DeliveryInput => ({
  salesOrderId: plan.order.id,
  driverId: '',
  scheduledDate: today,
  address: plan.address ? { ...plan.address } : emptyAddress(country),
  lines: plan.lines.map((l) => ({ ...l })),
  notes: '',
});

export const draftKeyOf = (orderId: string) => `deliveries:new:${orderId}`;

export function createDeliveryPlanner(options: PlannerOptions) {
  return setup({
    types: {} as { context: PlannerContext; events: PlannerEvent; children: { form: 'form' } },
    actors: {
      form: options.form,
      loadPlan: fromPromise<DeliveryPlan, { orderId: string }>(async () => {
        throw new Error('deliveryPlanner: provide the loadPlan actor');
      }),
    },
    guards: {
      isSaved: (_, params: { output: FormResult<Delivery> }) => params.output.result === 'saved',
      hasLeft: ({ context }) => context.left,
      isOtherOrder: ({ context }, params: { orderId: string }) => context.orderId !== params.orderId,
    },
    actions: {
      openOrder: assign((_, params: { orderId: string; today: string; draft: FormDraft<DeliveryInput> | null }) => ({
        orderId: params.orderId,
        today: params.today,
        draft: params.draft,
        plan: null,
        error: null,
        left: false,
      })),
      setPlan: assign((_, params: { plan: DeliveryPlan }) => ({ plan: params.plan })),
      setError: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
      // A saved or abandoned plan is done: the next visit reads the order again.
      forget: assign({ orderId: null, plan: null, draft: null, left: false }),
      markLeft: assign({ left: true }),
      forwardLeave: sendTo('form', { type: 'form.leave.confirmed' } satisfies LeaveConfirmedEvent),
      goTo: sendTo(({ system }) => navActor(system), (_, params: { to: string }) => ({ type: 'nav.navigate' as const, to: params.to })),
      reloadList: enqueueActions(({ system, enqueue }) => {
        const list = system.get(options.listId) as AnyActorRef | undefined;
        if (list) enqueue.sendTo(list, { type: 'list.reload' });
      }),
    },
  }).createMachine({
    id: 'deliveryPlanner',
    context: { orderId: null, plan: null, today: '', error: null, draft: null, left: false },
    initial: 'idle',
    on: {
      'planner.open': {
        guard: { type: 'isOtherOrder', params: ({ event }) => ({ orderId: event.orderId }) },
        target: '.loading',
        actions: { type: 'openOrder', params: ({ event }) => ({ orderId: event.orderId, today: event.today, draft: event.draft }) },
      },
    },
    states: {
      idle: {},
      loading: {
        invoke: {
          id: 'loadPlan',
          src: 'loadPlan',
          input: ({ context }) => ({ orderId: context.orderId ?? '' }),
          onDone: { target: 'editing', actions: { type: 'setPlan', params: ({ event }) => ({ plan: event.output }) } },
          onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      failed: { on: { 'planner.retry': { target: 'loading' } } },
      editing: {
        on: { 'form.leave.confirmed': { actions: ['markLeft', 'forwardLeave'] } },
        invoke: {
          id: 'form',
          src: 'form',
          input: ({ context }) => ({
            owner: options.systemId,
            draftKey: draftKeyOf(context.orderId ?? ''),
            initial: initialValues(context.plan!, context.today, options.country),
            version: null,
            draft: context.draft,
          }),
          onDone: [
            {
              guard: { type: 'isSaved', params: ({ event }) => ({ output: event.output as FormResult<Delivery> }) },
              target: 'idle',
              actions: [
                'forget',
                'reloadList',
                { type: 'goTo', params: ({ event }) => ({ to: `${options.path}/${encodeURIComponent((event.output as { record: Delivery }).record.id)}` }) },
              ],
            },
            // Left through the navigation's question: the user is on their way to where they went.
            { guard: 'hasLeft', target: 'idle', actions: 'forget' },
            { target: 'idle', actions: ['forget', { type: 'goTo', params: { to: options.path } }] },
          ],
        },
      },
    },
  });
}

export type DeliveryPlannerMachine = ReturnType<typeof createDeliveryPlanner>;
export type DeliveryPlannerRef = ActorRefFrom<DeliveryPlannerMachine>;
type Snapshot = SnapshotFrom<DeliveryPlannerMachine>;

export const selectPlannerStatus = (s: Snapshot) => s.value as 'idle' | 'loading' | 'failed' | 'editing';
export const selectPlan = (s: Snapshot) => s.context.plan;
export const selectPlannerOrderId = (s: Snapshot) => s.context.orderId;
export const selectPlannerError = (s: Snapshot) => s.context.error;
export const selectPlannerForm = (s: Snapshot) => s.children.form ?? null;
