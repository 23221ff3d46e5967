/**
 * The cash closing lifecycle (DOMAIN.md "Lifecycles"): open -> counting -> submitted -> approved, and a rejection
 * sends a submitted count back to counting with its reason. One flat statechart run by the distribution service
 * (`POST /cash-closings/{id}/events`) and by the closing's page (its buttons come from `snapshot.can`). Pure: XState
 * only, no UI, Mirage or Node import.
 *
 * The rules:
 * - `count` (while counting) keeps the pieces per denomination and the note; it may be saved as often as needed.
 * - `submit` only when counted: every denomination has a count (0 included), and a note explains any difference
 *   between the counted and the expected cash.
 * - `approve` needs a second person: not the user who submitted the count (four eyes). The service knows the
 *   caller (`facts.user`); the UI passes its own user, so the button is not offered to the submitter.
 * - `reject` needs a reason and is open to anyone with the permission (the submitter may withdraw a count found
 *   wrong); the count is kept for the cashier to correct.
 */
import { assign, setup } from 'xstate';
import { cashClosingStatuses, countProblem, normalizeCounts, validateCount, type CashClosing } from './cash-closing';
import type { DocumentLifecycle, LifecycleContext, LifecycleEvent } from './document-lifecycle';

/** What the rules need from outside the closing: who acts (the user's `sub`) and when. */
export interface CashFacts {
  user: string;
  /** An instant, ISO 8601 UTC. */
  now: string;
}

export type CashClosingDoc = Pick<
  CashClosing,
  'status' | 'currency' | 'openingFloat' | 'cashSales' | 'counts' | 'countNote' | 'submittedBy' | 'approvedBy' | 'rejection'
>;

export const cashEventTypes = ['startCount', 'count', 'submit', 'approve', 'reject'] as const;
export type CashEventType = (typeof cashEventTypes)[number];

export type CashEvent =
  | { type: 'startCount' }
  | { type: 'count'; counts: Record<string, unknown>; note?: string }
  | { type: 'submit' }
  | { type: 'approve' }
  | { type: 'reject'; reason: string };

type Ctx = LifecycleContext<CashClosingDoc, CashFacts>;

const countOk = (doc: CashClosingDoc, event: CashEvent): boolean =>
  event.type === 'count' && Object.keys(validateCount(doc.currency, event.counts, event.note ?? '')).length === 0;

const reasonOk = (event: CashEvent): boolean => event.type === 'reject' && typeof event.reason === 'string' && event.reason.trim() !== '' && event.reason.length <= 500;

const machine = setup({
  types: {} as { context: Ctx; events: CashEvent; input: Ctx },
  guards: {
    validCount: ({ context, event }) => countOk(context.doc, event),
    counted: ({ context }) => countProblem(context.doc) === null,
    // The UI without a user (null facts) offers it; the service always knows who calls.
    secondPerson: ({ context }) => context.facts === null || context.doc.submittedBy === null || context.facts.user !== context.doc.submittedBy,
    hasReason: ({ event }) => reasonOk(event),
  },
  actions: {
    keepCount: assign(({ context, event }) => {
      if (event.type !== 'count') return {};
      return { doc: { ...context.doc, counts: normalizeCounts(context.doc.currency, event.counts), countNote: (event.note ?? '').trim() } };
    }),
    markSubmitted: assign(({ context }) => ({ doc: { ...context.doc, submittedBy: context.facts?.user ?? context.doc.submittedBy } })),
    markApproved: assign(({ context }) => ({ doc: { ...context.doc, approvedBy: context.facts?.user ?? context.doc.approvedBy } })),
    markRejected: assign(({ context, event }) => {
      if (event.type !== 'reject') return {};
      const rejection = { reason: event.reason.trim(), by: context.facts?.user ?? '', at: context.facts?.now ?? '' };
      return { doc: { ...context.doc, rejection, submittedBy: null } };
    }),
  },
}).createMachine({
  id: 'cashClosingLifecycle',
  // Always stood at a stored closing's status (standAt); started alone it holds the closing it is given.
  context: ({ input }) => input,
  initial: 'open',
  states: {
    /** The register is open: sales go on; the float and the sales may still be corrected. */
    open: { on: { startCount: { target: 'counting' } } },
    /** The register is closed for the day and its cash is being counted. */
    counting: {
      on: {
        count: { guard: 'validCount', target: 'counting', actions: 'keepCount' },
        submit: { guard: 'counted', target: 'submitted', actions: 'markSubmitted' },
      },
    },
    /** Waiting for a second person's approval. */
    submitted: {
      on: {
        approve: { guard: 'secondPerson', target: 'approved', actions: 'markApproved' },
        reject: { guard: 'hasReason', target: 'counting', actions: 'markRejected' },
      },
    },
    approved: { type: 'final' },
  },
});

export const cashClosingLifecycle: DocumentLifecycle<CashClosingDoc, CashFacts> = {
  machine,
  statuses: cashClosingStatuses,
  eventTypes: cashEventTypes,
  editableIn: ['open'],
  // A button's default data: the stored count (the count screen sends its own), a reason still to write.
  probe: (type, doc): LifecycleEvent => {
    if (type === 'count') return { type, counts: doc.counts, note: doc.countNote };
    if (type === 'reject') return { type, reason: '…' };
    return { type };
  },
  explain: (event, { doc, facts }) => {
    switch (event.type) {
      case 'count':
        return 'invalid-count';
      case 'submit':
        return countProblem(doc);
      case 'approve':
        return facts !== null && facts.user === doc.submittedBy ? 'same-person' : null;
      case 'reject':
        return 'reason-required';
      default:
        return null;
    }
  },
};
