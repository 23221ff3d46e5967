/**
 * A small document lifecycle for the foundation's tests (not a product document): a ticket that is drafted,
 * opened (only while the desk has capacity: a fact; `seat` reserves one), closed, or cancelled from draft or open
 * (`release` gives the seat back when it was open).
 */
import { assign, setup } from 'xstate';
import type { DocumentLifecycle, LifecycleContext } from '../../src/domain/document-lifecycle';

export interface Ticket {
  status: string;
  title: string;
  note: string;
}
export interface DeskFacts {
  capacity: number;
}

type Ctx = LifecycleContext<Ticket, DeskFacts>;
type Ev = { type: 'open' } | { type: 'close'; note?: string } | { type: 'cancel' };

const machine = setup({
  types: {} as { context: Ctx; events: Ev },
  guards: {
    hasCapacity: ({ context }) => context.facts === null || context.facts.capacity > 0,
  },
  actions: {
    seat: (_, _params: { title: string }) => undefined,
    release: (_, _params: { title: string }) => undefined,
    keepNote: assign(({ context, event }) => ({ doc: { ...context.doc, note: event.type === 'close' ? (event.note ?? '') : context.doc.note } })),
  },
}).createMachine({
  id: 'ticketLifecycle',
  // Only the shape: a document's statechart is always stood at its stored status (`standAt`).
  context: { doc: { status: 'draft', title: '', note: '' }, facts: null },
  initial: 'draft',
  states: {
    draft: {
      on: {
        open: { guard: 'hasCapacity', target: 'open', actions: { type: 'seat', params: ({ context }) => ({ title: context.doc.title }) } },
        cancel: { target: 'cancelled' },
      },
    },
    open: {
      on: {
        close: { target: 'closed', actions: 'keepNote' },
        cancel: { target: 'cancelled', actions: { type: 'release', params: ({ context }) => ({ title: context.doc.title }) } },
      },
    },
    closed: {},
    cancelled: {},
  },
});

export const ticketLifecycle: DocumentLifecycle<Ticket, DeskFacts> = {
  machine,
  statuses: ['draft', 'open', 'closed', 'cancelled'],
  eventTypes: ['open', 'close', 'cancel'],
  editableIn: ['draft'],
  explain: (event, { facts }) => (event.type === 'open' && facts !== null && facts.capacity <= 0 ? 'no-capacity' : null),
};
