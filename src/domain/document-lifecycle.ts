/**
 * What every document lifecycle shares (DOMAIN.md "Lifecycles"): one flat statechart per document type, standing
 * in the document's `status`, run by the record machine in the UI (its buttons come from `snapshot.can`) and by
 * the mock service (`POST /{resource}/{id}/events`, 409 `illegal-transition` otherwise). Pure: XState only, no UI,
 * Mirage or Node import, so a real service can run the same module.
 *
 * A lifecycle machine's context is `{ doc, facts }`:
 * - `doc`: the document as stored; the machine's `assign` actions change it (quantities received, proof of
 *   delivery, counted cash…), and its status is the state the machine ends in.
 * - `facts`: what the rules need from outside the document (available stock, the negative stock policy, today's
 *   date). The service always knows them; the UI passes `null` ("the service decides"), and every guard that
 *   reads a fact lets `null` through, so the UI offers what the state allows and the service has the last word.
 *
 * Effects on other records (reserve stock, move it, release it) are named actions with params: XState's pure
 * `transition` returns them, and the service carries them out after the document is saved. The UI ignores them.
 */
import { createMachine, transition, type AnyStateMachine } from 'xstate';

export type LifecycleEvent = { type: string } & Record<string, unknown>;

export interface LifecycleContext<D, F> {
  doc: D;
  facts: F | null;
}

export interface LifecycleEffect {
  type: string;
  params: unknown;
}

/** The service's 409 body (and the UI's reason): the state, the event, what the state takes, and why not. */
export interface LifecycleRefusal {
  ok: false;
  state: string;
  event: string;
  allowed: string[];
  /** A reason code the UI translates (`insufficient-stock`, `over-receipt`…), or null when the state does not take the event. */
  reason: string | null;
}

export interface LifecycleStep<D> {
  ok: true;
  from: string;
  to: string;
  doc: D;
  effects: LifecycleEffect[];
}

export interface DocumentLifecycle<D extends { status: string }, F> {
  /** A flat statechart: each state is a status; context `{ doc, facts }`. */
  machine: AnyStateMachine;
  statuses: readonly string[];
  /** Every event type, in the order a view shows their buttons. */
  eventTypes: readonly string[];
  /** The statuses whose document may still be edited (PUT) or deleted. */
  editableIn: readonly string[];
  /**
   * The event a button would send before any dialog completes it (its default data for this document): whether
   * the lifecycle takes that event decides whether the button is offered. @default `{ type }`
   */
  probe?: (type: string, doc: D) => LifecycleEvent;
  /** Why a guard refuses an event the state takes (a reason code), or null. Only asked after a refusal. */
  explain?: (event: LifecycleEvent, context: LifecycleContext<D, F>) => string | null;
}

/** The statechart standing in the document's status. */
export function standAt<D extends { status: string }, F>(lifecycle: DocumentLifecycle<D, F>, doc: D, facts: F | null) {
  return lifecycle.machine.resolveState({ value: doc.status, context: { doc, facts } satisfies LifecycleContext<D, F> });
}

/**
 * The statechart as a machine that starts in the document's status with the document as `doc` (its implementations
 * kept): what the record machine runs as its `lifecycle` child, so the inspector shows the document's state and the
 * events it takes. The lifecycle modules never start their machine themselves; this one is a copy per document.
 */
export function lifecycleAt<D extends { status: string }, F>(lifecycle: DocumentLifecycle<D, F>, doc: D, facts: F | null): AnyStateMachine {
  const { machine } = lifecycle;
  const initial = lifecycle.statuses.includes(doc.status) ? doc.status : machine.config.initial;
  return createMachine({ ...machine.config, initial, context: { doc, facts } satisfies LifecycleContext<D, F> }, machine.implementations as never);
}

/** The events a button may offer now, in `eventTypes` order. */
export function allowedEvents<D extends { status: string }, F>(lifecycle: DocumentLifecycle<D, F>, doc: D, facts: F | null): string[] {
  if (!lifecycle.statuses.includes(doc.status)) return [];
  const snapshot = standAt(lifecycle, doc, facts);
  return lifecycle.eventTypes.filter((type) => snapshot.can(lifecycle.probe?.(type, doc) ?? { type }));
}

/** Whether the lifecycle takes this event type now (the UI's buttons: facts unknown). */
export const canTake = <D extends { status: string }, F>(lifecycle: DocumentLifecycle<D, F>, doc: D, type: string, facts: F | null = null): boolean =>
  allowedEvents(lifecycle, doc, facts).includes(type);

export const isEditable = <D extends { status: string }, F>(lifecycle: DocumentLifecycle<D, F>, doc: D): boolean => lifecycle.editableIn.includes(doc.status);

/**
 * Applies one event: the document after it (status = the state reached), the effects to carry out, or the
 * refusal with what the state allows and why.
 */
export function applyEvent<D extends { status: string }, F>(
  lifecycle: DocumentLifecycle<D, F>,
  doc: D,
  facts: F | null,
  event: LifecycleEvent,
): LifecycleStep<D> | LifecycleRefusal {
  const known = lifecycle.statuses.includes(doc.status);
  const snapshot = known ? standAt(lifecycle, doc, facts) : null;
  if (!snapshot || !lifecycle.eventTypes.includes(event.type) || !snapshot.can(event)) {
    const stateTakesType = snapshot !== null && lifecycle.eventTypes.includes(event.type) && stateAccepts(lifecycle, doc.status, event.type);
    return {
      ok: false,
      state: doc.status,
      event: event.type,
      allowed: known ? allowedEvents(lifecycle, doc, facts) : [],
      reason: stateTakesType ? (lifecycle.explain?.(event, { doc, facts }) ?? null) : null,
    };
  }
  const [next, actions] = transition(lifecycle.machine, snapshot, event);
  const to = String(next.value);
  const after = (next.context as LifecycleContext<D, F>).doc;
  return {
    ok: true,
    from: doc.status,
    to,
    doc: { ...after, status: to },
    effects: actions.map((action) => ({ type: action.type, params: action.params })),
  };
}

/** Whether the state has a transition on this event type at all (whatever its guards say). */
function stateAccepts<D extends { status: string }, F>(lifecycle: DocumentLifecycle<D, F>, status: string, type: string): boolean {
  const node = (lifecycle.machine.states as Record<string, { on?: Record<string, unknown> }>)[status];
  return node?.on !== undefined && Object.hasOwn(node.on, type);
}
