/**
 * The contract lifecycle (DOMAIN.md "Lifecycles"): draft -> active <-> suspended -> terminated; active -> renewed.
 * ONE statechart run by the contracts page (buttons from `snapshot.can`) and the service-contracts service
 * (`POST /contracts/{id}/events`).
 *
 * Design of the renewal: `renew` is taken only while active and keeps the contract active (a self-transition, so
 * the history records `renew` from active to active): it adds a term of the contract's months after the current
 * end day (`endDate` moves, the new term is appended to `terms`). No separate `renewed` status: a renewed contract
 * is an active one with more than one term. Terminate is asked from active or suspended; a draft is deleted instead.
 * Pure: XState only, no UI, Mirage or Node import.
 */
import { assign, setup } from 'xstate';
import type { DocumentLifecycle, LifecycleContext } from './document-lifecycle';
import { nextTerm, type Contract } from './contract';

export const contractEventTypes = ['activate', 'suspend', 'resume', 'renew', 'terminate'] as const;
export type ContractEventType = (typeof contractEventTypes)[number];

type Ctx = LifecycleContext<Contract, null>;
type Ev = { type: ContractEventType };

const machine = setup({
  types: {} as { context: Ctx; events: Ev; input: Ctx },
  actions: {
    addTerm: assign(({ context }) => {
      const term = nextTerm(context.doc);
      return { doc: { ...context.doc, endDate: term.end, terms: [...context.doc.terms, term] } };
    }),
  },
}).createMachine({
  id: 'contractLifecycle',
  context: ({ input }) => input,
  initial: 'draft',
  states: {
    /** Written, editable and deletable; no service yet. */
    draft: { on: { activate: { target: 'active' } } },
    active: {
      on: {
        suspend: { target: 'suspended' },
        renew: { target: 'active', reenter: true, actions: 'addTerm' },
        terminate: { target: 'terminated' },
      },
    },
    /** Service paused (non-payment, the customer's request); the term runs on. */
    suspended: { on: { resume: { target: 'active' }, terminate: { target: 'terminated' } } },
    terminated: {},
  },
});

export const contractLifecycle: DocumentLifecycle<Contract, null> = {
  machine,
  statuses: ['draft', 'active', 'suspended', 'terminated'],
  eventTypes: contractEventTypes,
  editableIn: ['draft'],
};
