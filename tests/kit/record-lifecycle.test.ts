// @vitest-environment node
/**
 * The record machine of a document (issue 10 foundation): buttons from the lifecycle (snapshot.can), an event's
 * question first when it has one, edit and delete only while the status allows, no deactivation, and after a 409
 * the document read again with the rule's reason kept for the view.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { canTake, isEditable, lifecycleAt } from '../../src/domain/document-lifecycle';
import { ApiError } from '../../src/machines/effects/api-error';
import { dialogMachine, type DialogRef } from '../../src/machines/dialog.machine';
import { connectRecord } from '../../src/machines/kit/record.connect';
import { createRecordMachine, selectRecordFailure, selectRecordStatus, type LifecycleEventInput, type RecordRef } from '../../src/machines/kit/record.machine';
import { ticketLifecycle, type Ticket } from '../support/toy-lifecycle';
import { customerForm, stored, toValues, type Customer, type CustomerValues } from './form-fixtures';

type Doc = Customer & { title: string; note: string };
const asTicket = (d: Doc) => d as unknown as Ticket;
const doc = (status: string, version = 3): Doc => ({ ...stored, status: status as Customer['status'], version, title: 'T', note: '' });

const machine = createRecordMachine<Doc, CustomerValues>({
  form: customerForm as never,
  toValues,
  systemId: 'tickets.record',
  draftPrefix: 'tickets',
  deactivation: false,
  canSendEvent: (d, type) => canTake(ticketLifecycle, asTicket(d), type),
  canEdit: (d) => isEditable(ticketLifecycle, asTicket(d)),
  lifecycleOf: (d) => lifecycleAt(ticketLifecycle, asTicket(d), null),
});

function start(loads: Array<() => Promise<Doc>>, send: (input: LifecycleEventInput<Doc>) => Promise<Doc>) {
  const sent: LifecycleEventInput<Doc>[] = [];
  let reads = 0;
  const record = machine.provide({
    actors: {
      loadRecord: fromPromise<Doc, { id: string }>(async () => (loads[Math.min(reads++, loads.length - 1)] ?? (() => Promise.resolve(doc('draft'))))()),
      sendLifecycleEvent: fromPromise<Doc, LifecycleEventInput<Doc>>(async ({ input }) => {
        sent.push(input);
        return send(input);
      }),
    },
  });
  const root = createMachine({
    invoke: [
      { id: 'dialog', src: dialogMachine, systemId: 'dialog' },
      { id: 'record', src: record, systemId: 'tickets.record', input: { id: 'c1' } },
    ],
  });
  const app = createActor(root).start();
  const actor = app.getSnapshot().children.record as unknown as RecordRef<Doc, CustomerValues>;
  return { actor, dialog: app.system.get('dialog') as DialogRef, sent, reads: () => reads };
}

const until = (actor: RecordRef<Doc, CustomerValues>, wanted: string) => waitFor(actor, (s) => selectRecordStatus(s) === wanted);
const api = (actor: RecordRef<Doc, CustomerValues>) => connectRecord(actor.getSnapshot(), actor.send, { makeKey: () => 'key-1' });

describe('a document record', () => {
  it('offers the events its status takes, Edit and Delete only in draft, never Deactivate', async () => {
    const draft = start([() => Promise.resolve(doc('draft'))], async (i) => i.record);
    await until(draft.actor, 'viewing');
    const a = api(draft.actor);
    expect([a.getLifecycleEventProps('open').hidden, a.getLifecycleEventProps('close').hidden, a.getLifecycleEventProps('cancel').hidden]).toEqual([false, true, false]);
    expect([a.getEditProps().hidden, a.getDeleteProps().hidden, a.getDeactivateProps().hidden, a.getActivateProps().hidden]).toEqual([false, false, true, true]);
    const open = start([() => Promise.resolve(doc('open'))], async (i) => i.record);
    await until(open.actor, 'viewing');
    const b = api(open.actor);
    expect([b.getLifecycleEventProps('open').hidden, b.getLifecycleEventProps('close').hidden, b.getEditProps().hidden, b.getDeleteProps().hidden]).toEqual([true, false, true, true]);
    // A refused event is not even sent.
    open.actor.send({ type: 'record.event.send', event: { type: 'open' }, idempotencyKey: 'k' });
    expect(open.sent).toHaveLength(0);
  });

  it('sends an event with its data and the version shown, and shows the document the service answers', async () => {
    const { actor, sent } = start([() => Promise.resolve(doc('open'))], async (i) => ({ ...i.record, status: 'closed' as never, version: i.record.version + 1 }));
    await until(actor, 'viewing');
    api(actor).getLifecycleEventProps('close', { note: 'fixed' }).onClick();
    await waitFor(actor, (s) => (s.context.record as Doc | null)?.version === 4);
    expect(sent).toEqual([expect.objectContaining({ idempotencyKey: 'key-1', event: { note: 'fixed', type: 'close' }, record: expect.objectContaining({ version: 3 }) })]);
    expect(actor.getSnapshot().context.record?.status).toBe('closed');
  });

  it("asks the event's question first: declined, nothing is sent; confirmed, the event goes", async () => {
    const question = { title: { id: 't.cancel', message: 'Cancel this ticket?' } };
    const { actor, dialog, sent } = start([() => Promise.resolve(doc('draft'))], async (i) => ({ ...i.record, status: 'cancelled' as never, version: 4 }));
    await until(actor, 'viewing');
    api(actor).getLifecycleEventProps('cancel', {}, question).onClick();
    await until(actor, 'confirmingEvent');
    await waitFor(dialog, (s) => s.matches('opened'));
    expect(dialog.getSnapshot().context.current?.config.title).toEqual(question.title);
    dialog.send({ type: 'dialog.cancel' });
    await until(actor, 'viewing');
    expect(sent).toHaveLength(0);
    api(actor).getLifecycleEventProps('cancel', {}, question).onClick();
    await waitFor(dialog, (s) => s.matches('opened'));
    dialog.send({ type: 'dialog.confirm' });
    await waitFor(actor, (s) => s.context.record?.status === ('cancelled' as never));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.event).toEqual({ type: 'cancel' });
  });

  it('after a 409 the document is read again and the failure keeps the reason; another failure keeps the document as shown', async () => {
    const illegal = new ApiError({ kind: 'http', code: 'conflict', method: 'POST', url: '/x', status: 409, type: 'illegal-transition', problem: { state: 'draft', allowed: ['cancel'], reason: 'no-capacity' } });
    const r = start([() => Promise.resolve(doc('draft')), () => Promise.resolve(doc('draft', 5))], () => Promise.reject(illegal));
    await until(r.actor, 'viewing');
    api(r.actor).getLifecycleEventProps('open').onClick();
    await waitFor(r.actor, (s) => s.context.record?.version === 5 && selectRecordStatus(s) === 'viewing');
    expect(r.reads()).toBe(2);
    expect(selectRecordFailure(r.actor.getSnapshot())).toEqual({ operation: 'event:open', code: 'conflict', reason: 'no-capacity' });
    expect(r.actor.getSnapshot().context.mutation).toBeNull();

    const offline = new ApiError({ kind: 'network', code: 'offline', method: 'POST', url: '/x' });
    const o = start([() => Promise.resolve(doc('draft'))], () => Promise.reject(offline));
    await until(o.actor, 'viewing');
    api(o.actor).getLifecycleEventProps('open').onClick();
    await waitFor(o.actor, (s) => selectRecordFailure(s) !== null);
    expect(o.reads()).toBe(1);
    // An uncertain failure keeps its key: the retry is the same request.
    expect(o.actor.getSnapshot().context.mutation).toMatchObject({ operation: 'event:open', key: 'key-1' });
  });

  it('runs the lifecycle as its child in the document’s status (what the inspector shows), started again for each new version', async () => {
    const { actor } = start([() => Promise.resolve(doc('open'))], async (i) => ({ ...i.record, status: 'closed' as never, version: i.record.version + 1 }));
    await until(actor, 'viewing');
    const children = () => Object.entries(actor.getSnapshot().children).filter(([id]) => id.startsWith('lifecycle:'));
    expect(children().map(([id]) => id)).toEqual(['lifecycle:c1:3']);
    const first = children()[0]![1] as unknown as { getSnapshot(): { value: unknown; can(e: { type: string }): boolean; status: string } };
    expect(first.getSnapshot().value).toBe('open');
    // The child takes what the buttons offer.
    expect(first.getSnapshot().can({ type: 'close' })).toBe(!api(actor).getLifecycleEventProps('close').hidden);
    expect(first.getSnapshot().can({ type: 'open' })).toBe(false);
    api(actor).getLifecycleEventProps('close', { note: 'fixed' }).onClick();
    await waitFor(actor, (s) => (s.context.record as Doc | null)?.version === 4);
    expect(children().map(([id]) => id)).toEqual(['lifecycle:c1:4']);
    expect((children()[0]![1] as unknown as { getSnapshot(): { value: unknown } }).getSnapshot().value).toBe('closed');
    expect(first.getSnapshot().status).toBe('stopped');
  });
});
