// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createCreateFlow, selectCreateForm, selectLastSaved } from '../../src/machines/kit/create-flow.machine';
import type { SaveRecordInput } from '../../src/machines/kit/form.machine';
import { stateKey } from '../support/path-events';
import { customerForm, emptyCustomer, stored, type Customer, type CustomerValues } from './form-fixtures';

/** The flow inside a system with a recording nav and list (their systemIds), and a save that answers `answer`. */
function start(answer: (input: SaveRecordInput<CustomerValues>) => Promise<Customer>, draft: { values: CustomerValues; baseVersion: null } | null = null) {
  const navigations: unknown[] = [];
  const listEvents: string[] = [];
  const saves: SaveRecordInput<CustomerValues>[] = [];
  const drafts: string[] = [];
  const flow = createCreateFlow<CustomerValues, Customer>({
    form: customerForm.provide({
      actors: { saveRecord: fromPromise<Customer, SaveRecordInput<CustomerValues>>(({ input }) => (saves.push(input), answer(input))) },
      actions: { persistDraft: (_, p) => drafts.push(`persist ${p.key}`), clearDraft: (_, p) => drafts.push(`clear ${p.key}`) },
    }),
    systemId: 'customers.create',
    draftKey: 'customers:new',
    empty: () => emptyCustomer,
    pathOf: (c) => `/admin/customers/${c.id}`,
    backTo: '/admin/customers',
    listId: 'customers.list',
  });
  const root = createMachine({
    invoke: [
      { src: createMachine({ on: { 'nav.navigate': { actions: ({ event }) => navigations.push(event) }, 'nav.leaveGuard.set': {} } }), systemId: 'nav' },
      { src: createMachine({ on: { 'list.reload': { actions: ({ event }) => listEvents.push(event.type) } } }), systemId: 'customers.list' },
      { id: 'flow', src: flow, systemId: 'customers.create', input: { draft } },
    ],
  });
  const app = createActor(root).start();
  const flowRef = app.getSnapshot().children.flow as AnyActorRef;
  const form = () => selectCreateForm(flowRef.getSnapshot() as never) as AnyActorRef;
  return { flowRef, form, navigations, listEvents, saves, drafts };
}

describe('create flow', () => {
  it('saved: goes to the new record, reloads the list, and a fresh empty form waits', async () => {
    const { flowRef, form, navigations, listEvents, saves } = start(async () => ({ ...stored, id: 'c9', name: 'Nueva' }));
    const first = form();
    first.send({ type: 'form.field.change', name: 'name', value: 'Nueva' });
    first.send({ type: 'form.submit', idempotencyKey: 'k1' });
    await waitFor(flowRef, () => form() !== first);
    expect(saves).toEqual([{ values: { ...emptyCustomer, name: 'Nueva' }, recordId: null, version: null, idempotencyKey: 'k1', mode: 'create' }]);
    expect(navigations).toEqual([{ type: 'nav.navigate', to: '/admin/customers/c9' }]);
    expect(listEvents).toEqual(['list.reload']);
    expect(form().getSnapshot().context.values).toEqual(emptyCustomer);
    expect(selectLastSaved(flowRef.getSnapshot() as never)).toMatchObject({ id: 'c9' });
  });

  it('cancelled (nothing typed): back to the list; a restored draft starts the first form only', async () => {
    const { flowRef, form, navigations } = start(async () => stored, { values: { ...emptyCustomer, name: 'Borrador' }, baseVersion: null });
    const first = form();
    expect(first.getSnapshot().context.values.name).toBe('Borrador');
    first.send({ type: 'form.draft.discard' });
    first.send({ type: 'form.cancel' });
    await waitFor(flowRef, () => form() !== first);
    expect(navigations).toEqual([{ type: 'nav.navigate', to: '/admin/customers' }]);
    expect(form().getSnapshot().context.values).toEqual(emptyCustomer);
  });

  it('leaving the page (the navigation asked) drops the form and its draft', async () => {
    const { flowRef, form, drafts } = start(async () => stored);
    const first = form();
    first.send({ type: 'form.field.change', name: 'name', value: 'x' });
    flowRef.send({ type: 'form.leave.confirmed' });
    await waitFor(flowRef, () => form() !== first);
    expect(drafts).toEqual(['persist customers:new', 'clear customers:new']);
  });

  it('generated paths: always editing with a form; a save is the only way to a saved record', () => {
    const flow = createCreateFlow<CustomerValues, Customer>({
      form: customerForm,
      systemId: 'customers.create',
      draftKey: 'customers:new',
      empty: () => emptyCustomer,
      pathOf: (c) => `/x/${c.id}`,
      backTo: '/x',
    });
    const paths = getShortestPaths(flow.provide({ actors: { form: createMachine({}) as never } }), {
      input: {},
      events: [
        { type: 'xstate.done.actor.form', output: { result: 'saved', record: stored } },
        { type: 'xstate.done.actor.form', output: { result: 'cancelled' } },
        { type: 'form.leave.confirmed' },
      ] as never[],
    });
    for (const path of paths) {
      expect(stateKey(path.state.value)).toBe('editing');
      const last = path.steps.at(-1)?.event as { output?: { result?: string } } | undefined;
      if (last?.output?.result === 'saved') expect(path.state.context.saved).toEqual(stored);
      if (last?.output?.result === 'cancelled') expect(path.state.context.draft).toBeNull();
    }
  });
});
