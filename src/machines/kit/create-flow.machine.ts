/**
 * "New record": a section's create form, then where the user goes. Saved: to the new record's page, and the list
 * reloads; cancelled: back to the list. Either way a fresh empty form waits for the next "New". The flow is the
 * form's owner for the navigation's leave guard (its systemId) and hands `form.leave.confirmed` to the form.
 */
import { assign, enqueueActions, sendTo, setup, type ActorRefFrom, type AnyActorRef, type SnapshotFrom } from 'xstate';
import type { LeaveConfirmedEvent } from '../nav.machine';
import { navActor } from '../system';
import type { FormDraft, FormMachine, FormResult } from './form.machine';

export interface CreateFlowOptions<V, S extends { id: string; version: number }> {
  form: FormMachine<V, S>;
  /** The flow's systemId (e.g. `customers.create`): the owner the navigation asks about leaving. */
  systemId: string;
  /** Where the draft of a new record is kept (e.g. `customers:new`). */
  draftKey: string;
  /** The empty form's values. */
  empty: () => V;
  /** The page of a saved record. */
  pathOf: (record: S) => string;
  /** Where Cancel goes (the list). */
  backTo: string;
  /** The list to reload after a save (its systemId). @default none */
  listId?: string;
}

export interface CreateFlowInput<V> {
  /** A draft restored from the device: the first form starts with it. @default null */
  draft?: FormDraft<V> | null;
}

export function createCreateFlow<V, S extends { id: string; version: number }>(options: CreateFlowOptions<V, S>) {
  return setup({
    types: {} as {
      /** `left`: the user confirmed leaving the page through the navigation, which already took them elsewhere. */
      context: { draft: FormDraft<V> | null; saved: S | null; left: boolean };
      input: CreateFlowInput<V>;
      events: LeaveConfirmedEvent;
      children: { form: 'form' };
    },
    actors: { form: options.form },
    guards: {
      isSaved: (_, params: { output: FormResult<S> }) => params.output.result === 'saved',
      hasLeft: ({ context }) => context.left,
    },
    actions: {
      // The next form starts empty: a draft was for the form that ended.
      forgetDraft: assign({ draft: null, left: false }),
      markLeft: assign({ left: true }),
      setSaved: assign((_, params: { output: FormResult<S> }) => ({ saved: params.output.result === 'saved' ? params.output.record : null })),
      goTo: sendTo(({ system }) => navActor(system), (_, params: { to: string }) => ({ type: 'nav.navigate' as const, to: params.to })),
      reloadList: enqueueActions(({ system, enqueue }) => {
        const list = options.listId ? (system.get(options.listId) as AnyActorRef | undefined) : undefined;
        if (list) enqueue.sendTo(list, { type: 'list.reload' });
      }),
      forwardLeave: sendTo('form', { type: 'form.leave.confirmed' } satisfies LeaveConfirmedEvent),
    },
  }).createMachine({
    id: 'createFlow',
    context: ({ input }) => ({ draft: input.draft ?? null, saved: null, left: false }),
    initial: 'editing',
    states: {
      editing: {
        on: { 'form.leave.confirmed': { actions: ['markLeft', 'forwardLeave'] } },
        invoke: {
          id: 'form',
          src: 'form',
          input: ({ context }) => ({ owner: options.systemId, draftKey: options.draftKey, initial: options.empty(), version: null, draft: context.draft }),
          onDone: [
            {
              guard: { type: 'isSaved', params: ({ event }) => ({ output: event.output as FormResult<S> }) },
              target: 'editing',
              reenter: true,
              actions: [
                'forgetDraft',
                { type: 'setSaved', params: ({ event }) => ({ output: event.output as FormResult<S> }) },
                'reloadList',
                { type: 'goTo', params: ({ event }) => ({ to: options.pathOf((event.output as { record: S }).record) }) },
              ],
            },
            // Left through the navigation's question: the user is on their way to where they went, not to the list.
            { guard: 'hasLeft', target: 'editing', reenter: true, actions: 'forgetDraft' },
            { target: 'editing', reenter: true, actions: ['forgetDraft', { type: 'goTo', params: { to: options.backTo } }] },
          ],
        },
      },
    },
  });
}

export type CreateFlowMachine<V, S extends { id: string; version: number }> = ReturnType<typeof createCreateFlow<V, S>>;
export type CreateFlowRef<V, S extends { id: string; version: number }> = ActorRefFrom<CreateFlowMachine<V, S>>;

/** The current form of the flow. */
export const selectCreateForm = <V, S extends { id: string; version: number }>(s: SnapshotFrom<CreateFlowMachine<V, S>>) => s.children.form ?? null;
/** The last record saved through the flow. */
export const selectLastSaved = <V, S extends { id: string; version: number }>(s: SnapshotFrom<CreateFlowMachine<V, S>>) => s.context.saved;
