// @vitest-environment node
import { ApiError } from '../../src/machines/effects/api-error';
import { emitApiEvent } from '../../src/machines/effects/api-events';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, SimulatedClock, waitFor, type AnyActorRef } from 'xstate';
import { dialogMachine, type DialogRef } from '../../src/machines/dialog.machine';
import type { FormDraft, SaveRecordInput } from '../../src/machines/kit/form.machine';
import { connectRecord } from '../../src/machines/kit/record.connect';
import {
  createRecordMachine,
  selectFormRef,
  selectRecord,
  selectRecordFailure,
  selectRecordStatus,
  selectUndoRef,
  selectUndoStatus,
  type LifecycleEventInput,
  type RecordMutationInput,
  type RecordRef,
} from '../../src/machines/kit/record.machine';
import { customerForm, errors, stored, toValues, type Customer, type CustomerValues } from './form-fixtures';

const customerRecord = createRecordMachine<Customer, CustomerValues>({
  form: customerForm,
  toValues,
  systemId: 'customers.record',
  draftPrefix: 'customers',
  isActive: (c) => c.status === 'active',
  // A tiny lifecycle: an active customer can be 'suspend'ed.
  canSendEvent: (c, type) => type === 'suspend' && c.status === 'active',
});

type Script = {
  load?: (id: string) => Promise<Customer>;
  draft?: FormDraft<CustomerValues> | null;
  del?: Array<() => Promise<unknown>>;
  deactivate?: () => Promise<Customer>;
  restore?: Array<() => Promise<Customer>>;
  readOnly?: boolean;
};

function start(script: Script = {}, clock?: SimulatedClock) {
  const calls = {
    load: [] as string[],
    drafts: [] as string[],
    del: [] as RecordMutationInput<Customer>[],
    deactivate: [] as RecordMutationInput<Customer>[],
    restore: [] as RecordMutationInput<Customer>[],
    activate: [] as RecordMutationInput<Customer>[],
    events: [] as LifecycleEventInput<Customer>[],
    saves: [] as SaveRecordInput<CustomerValues>[],
  };
  const dels = [...(script.del ?? [])];
  const restores = [...(script.restore ?? [])];
  const record = customerRecord.provide({
    actors: {
      loadRecord: fromPromise<Customer, { id: string }>(async ({ input }) => {
        calls.load.push(input.id);
        return script.load ? script.load(input.id) : { ...stored, id: input.id };
      }),
      readDraft: fromPromise<FormDraft<CustomerValues> | null, { key: string }>(async ({ input }) => {
        calls.drafts.push(input.key);
        return script.draft ?? null;
      }),
      deleteRecord: fromPromise<unknown, RecordMutationInput<Customer>>(async ({ input }) => {
        calls.del.push(input);
        return (dels.shift() ?? (async () => undefined))();
      }),
      deactivateRecord: fromPromise<Customer, RecordMutationInput<Customer>>(async ({ input }) => {
        calls.deactivate.push(input);
        return script.deactivate ? script.deactivate() : { ...input.record, status: 'inactive', version: input.record.version + 1 };
      }),
      restoreRecord: fromPromise<Customer, RecordMutationInput<Customer>>(async ({ input }) => {
        calls.restore.push(input);
        return (restores.shift() ?? (async () => ({ ...input.record, version: 1 })))();
      }),
      activateRecord: fromPromise<Customer, RecordMutationInput<Customer>>(async ({ input }) => {
        calls.activate.push(input);
        return { ...input.record, status: 'active', version: input.record.version + 1 };
      }),
      sendLifecycleEvent: fromPromise<Customer, LifecycleEventInput<Customer>>(async ({ input }) => {
        calls.events.push(input);
        return { ...input.record, status: 'inactive', version: input.record.version + 1 };
      }),
      formMachine: customerForm.provide({
        actors: {
          saveRecord: fromPromise<Customer, SaveRecordInput<CustomerValues>>(async ({ input }) => {
            calls.saves.push(input);
            return { ...stored, ...input.values, version: (input.version ?? 0) + 1 };
          }),
        },
      }),
    },
  });
  const root = createMachine({
    invoke: [
      { id: 'dialog', src: dialogMachine, systemId: 'dialog' },
      { id: 'record', src: record, systemId: 'customers.record', input: { id: 'c1', readOnly: script.readOnly ?? false } },
    ],
  });
  const app = createActor(root, clock ? { clock } : {}).start();
  const actor = app.getSnapshot().children.record as unknown as RecordRef<Customer, CustomerValues>;
  const dialog = app.system.get('dialog') as DialogRef;
  return { app, actor, dialog, calls };
}

const status = (actor: RecordRef<Customer, CustomerValues>) => selectRecordStatus(actor.getSnapshot());
const until = (actor: RecordRef<Customer, CustomerValues>, wanted: string) => waitFor(actor, (s) => selectRecordStatus(s) === wanted);
const answerDialog = async (dialog: DialogRef, answer: 'dialog.confirm' | 'dialog.cancel') => {
  await waitFor(dialog, (s) => s.matches('opened'));
  const title = dialog.getSnapshot().context.current?.config.title;
  dialog.send({ type: answer });
  return title;
};

describe('record machine: reading', () => {
  it('loads the record and shows it', async () => {
    const { actor, calls } = start();
    expect(status(actor)).toBe('loading');
    await until(actor, 'viewing');
    expect(selectRecord(actor.getSnapshot())).toEqual(stored);
    expect(calls.drafts).toEqual(['customers:c1']);
  });

  it('says not found (404), forbidden (403), or failed with a retry', async () => {
    const nf = start({ load: () => Promise.reject(errors.notFound()) });
    await until(nf.actor, 'notFound');
    const fb = start({ load: () => Promise.reject(errors.forbidden()) });
    await until(fb.actor, 'forbidden');
    let tries = 0;
    const failing = start({ load: async (id) => (++tries === 1 ? Promise.reject(errors.server()) : { ...stored, id }) });
    await until(failing.actor, 'failed');
    expect(failing.actor.getSnapshot().context.loadError).toBe('server');
    failing.actor.send({ type: 'record.retry' });
    await until(failing.actor, 'viewing');
  });

  it('N5: a load that failed for want of a connection loads again by itself when the connection is back; a server failure waits for Retry', async () => {
    let tries = 0;
    const offline = start({ load: async (id) => (++tries === 1 ? Promise.reject(errors.offline()) : { ...stored, id }) });
    await until(offline.actor, 'failed');
    emitApiEvent({ type: 'api.online' });
    await until(offline.actor, 'viewing');
    expect(tries).toBe(2);

    let serverTries = 0;
    const server = start({ load: async (id) => (++serverTries === 1 ? Promise.reject(errors.server()) : { ...stored, id }) });
    await until(server.actor, 'failed');
    emitApiEvent({ type: 'api.online' });
    await new Promise((r) => setTimeout(r, 0));
    expect(status(server.actor)).toBe('failed');
    expect(serverTries).toBe(1);
  });

  it('switches records on record.open', async () => {
    const { actor, calls } = start();
    await until(actor, 'viewing');
    actor.send({ type: 'record.open', id: 'c2' });
    expect(selectRecord(actor.getSnapshot())).toBeNull();
    await until(actor, 'viewing');
    expect(selectRecord(actor.getSnapshot())?.id).toBe('c2');
    expect(calls.load).toEqual(['c1', 'c2']);
  });
});

describe('record machine: editing', () => {
  it('edits through the section form with the record as initial values, and shows the saved record', async () => {
    const { actor, calls } = start();
    await until(actor, 'viewing');
    actor.send({ type: 'record.edit' });
    const form = selectFormRef(actor.getSnapshot())!;
    expect(form).not.toBeNull();
    expect(form.getSnapshot().context.values).toEqual(toValues(stored));
    // The navigation reaches the form through its record.
    expect(form.getSnapshot().context.owner).toBe('customers.record');
    expect(form.getSnapshot().context.draftKey).toBe('customers:c1');
    form.send({ type: 'form.field.change', name: 'name', value: 'Acme Norte' });
    form.send({ type: 'form.submit', idempotencyKey: 'k1' });
    await until(actor, 'viewing');
    expect(calls.saves).toEqual([{ values: { ...toValues(stored), name: 'Acme Norte' }, recordId: 'c1', version: 3, idempotencyKey: 'k1', mode: 'update' }]);
    expect(selectRecord(actor.getSnapshot())).toMatchObject({ name: 'Acme Norte', version: 4 });
    expect(selectFormRef(actor.getSnapshot())).toBeNull();
  });

  it('goes straight on editing from a draft kept on the device', async () => {
    const draft: FormDraft<CustomerValues> = { values: { ...toValues(stored), name: 'Acme Draft' }, baseVersion: 3 };
    const { actor } = start({ draft });
    await until(actor, 'editing');
    const form = selectFormRef(actor.getSnapshot())!;
    expect(form.getSnapshot().context.values.name).toBe('Acme Draft');
    expect(form.getSnapshot().context.restored).toBe(true);
  });

  it('passes the navigation\'s "leave" on to the form, which drops its draft and ends', async () => {
    const { actor, app } = start();
    await until(actor, 'viewing');
    actor.send({ type: 'record.edit' });
    selectFormRef(actor.getSnapshot())!.send({ type: 'form.field.change', name: 'name', value: 'Acme Norte' });
    (app.system.get('customers.record') as AnyActorRef).send({ type: 'form.leave.confirmed' });
    expect(status(actor)).toBe('viewing');
    expect(selectRecord(actor.getSnapshot())).toEqual(stored);
  });

  it('goes back to viewing when an unchanged form is cancelled', async () => {
    const { actor } = start();
    await until(actor, 'viewing');
    actor.send({ type: 'record.edit' });
    selectFormRef(actor.getSnapshot())!.send({ type: 'form.cancel' });
    expect(status(actor)).toBe('viewing');
  });
});

describe('record machine: delete, deactivate and undo', () => {
  it('asks first; a declined delete sends nothing', async () => {
    const { actor, dialog, calls } = start();
    await until(actor, 'viewing');
    actor.send({ type: 'record.delete', idempotencyKey: 'd1' });
    expect(status(actor)).toBe('confirmingDelete');
    expect(await answerDialog(dialog, 'dialog.cancel')).toEqual({ id: 'kit.record.delete.title', message: 'Delete this record?' });
    await until(actor, 'viewing');
    expect(calls.del).toEqual([]);
    expect(actor.getSnapshot().context.mutation).toBeNull();
  });

  it('deactivation asks first too; declined, nothing is sent; confirmed, it is sent once and offers Undo', async () => {
    const { actor, dialog, calls } = start();
    await until(actor, 'viewing');
    actor.send({ type: 'record.deactivate', idempotencyKey: 'a1' });
    expect(status(actor)).toBe('confirmingDeactivate');
    expect(await answerDialog(dialog, 'dialog.cancel')).toEqual({ id: 'kit.record.deactivate.title', message: 'Deactivate this record?' });
    await until(actor, 'viewing');
    expect(calls.deactivate).toEqual([]);
    actor.send({ type: 'record.deactivate', idempotencyKey: 'a2' });
    await answerDialog(dialog, 'dialog.confirm');
    await until(actor, 'viewing');
    expect(calls.deactivate).toEqual([{ record: stored, idempotencyKey: 'a2' }]);
    expect(selectUndoStatus(actor.getSnapshot())).toBe('offered');
  });

  it('an inactive record offers Activate (no question): one request with its key, and the active record shown', async () => {
    const { actor, calls } = start({ load: async () => ({ ...stored, status: 'inactive' }) });
    await until(actor, 'viewing');
    expect(connectRecord(actor.getSnapshot(), actor.send).getDeactivateProps().hidden).toBe(true);
    expect(connectRecord(actor.getSnapshot(), actor.send).getActivateProps().hidden).toBe(false);
    actor.send({ type: 'record.activate', idempotencyKey: 'r1' });
    expect(status(actor)).toBe('activating');
    await until(actor, 'viewing');
    expect(calls.activate).toEqual([{ record: { ...stored, status: 'inactive' }, idempotencyKey: 'r1' }]);
    expect(selectRecord(actor.getSnapshot())?.status).toBe('active');
    expect(connectRecord(actor.getSnapshot(), actor.send).getActivateProps().hidden).toBe(true);
  });

  it('deletes once confirmed, offers Undo, and undo re-creates the same record as its own request', async () => {
    const { actor, dialog, calls } = start();
    await until(actor, 'viewing');
    actor.send({ type: 'record.delete', idempotencyKey: 'd1' });
    await answerDialog(dialog, 'dialog.confirm');
    await until(actor, 'deleted');
    expect(calls.del).toEqual([{ record: stored, idempotencyKey: 'd1' }]);
    expect(selectRecord(actor.getSnapshot())).toBeNull();
    expect(selectUndoStatus(actor.getSnapshot())).toBe('offered');
    selectUndoRef(actor.getSnapshot())!.send({ type: 'undo.run', idempotencyKey: 'u1' });
    await until(actor, 'viewing');
    expect(calls.restore).toEqual([{ record: stored, idempotencyKey: 'u1' }]);
    expect(selectUndoStatus(actor.getSnapshot())).toBe('idle');
    expect(selectRecord(actor.getSnapshot())).toMatchObject({ id: 'c1' });
  });

  it('lets the Undo offer run out after 6 s: the record stays deleted and nothing else is sent', async () => {
    const clock = new SimulatedClock();
    const { actor, dialog, calls } = start({}, clock);
    await until(actor, 'viewing');
    actor.send({ type: 'record.delete', idempotencyKey: 'd1' });
    await answerDialog(dialog, 'dialog.confirm');
    await until(actor, 'deleted');
    clock.increment(5999);
    expect(selectUndoStatus(actor.getSnapshot())).toBe('offered');
    clock.increment(1);
    expect(selectUndoStatus(actor.getSnapshot())).toBe('idle');
    expect(status(actor)).toBe('deleted');
    expect(calls.restore).toEqual([]);
  });

  it('offers deactivation when the record is in use (409 referenced), and undo re-activates it', async () => {
    const { actor, dialog, calls } = start({ del: [() => Promise.reject(errors.referenced())] });
    await until(actor, 'viewing');
    actor.send({ type: 'record.delete', idempotencyKey: 'd1' });
    await answerDialog(dialog, 'dialog.confirm');
    await waitFor(actor, (s) => selectRecordStatus(s) === 'offeringDeactivation');
    expect(await answerDialog(dialog, 'dialog.confirm')).toEqual({ id: 'kit.record.referenced.title', message: 'This record is in use' });
    await until(actor, 'viewing');
    expect(calls.deactivate).toEqual([{ record: stored, idempotencyKey: 'd1:deactivate' }]);
    expect(selectRecord(actor.getSnapshot())?.status).toBe('inactive');
    expect(actor.getSnapshot().can({ type: 'record.deactivate', idempotencyKey: 'x' })).toBe(false);
    selectUndoRef(actor.getSnapshot())!.send({ type: 'undo.run', idempotencyKey: 'u1' });
    await waitFor(actor, (s) => selectUndoStatus(s) === 'idle');
    expect(calls.activate).toEqual([{ record: { ...stored, status: 'inactive', version: 4 }, idempotencyKey: 'u1' }]);
    expect(selectRecord(actor.getSnapshot())?.status).toBe('active');
  });

  it("the in-use question says how many records use it, from the service's count (without one, the general text)", async () => {
    const counted = new ApiError({ kind: 'http', code: 'conflict', method: 'DELETE', url: '/x', status: 409, type: 'referenced', problem: { references: { customers: 12, products: 2 } } });
    const { actor, dialog } = start({ del: [() => Promise.reject(counted), () => Promise.reject(errors.referenced())] });
    await until(actor, 'viewing');
    actor.send({ type: 'record.delete', idempotencyKey: 'd1' });
    await answerDialog(dialog, 'dialog.confirm');
    await waitFor(actor, (s) => selectRecordStatus(s) === 'offeringDeactivation');
    await waitFor(dialog, (s) => s.matches('opened'));
    expect(dialog.getSnapshot().context.current?.config.message).toMatchObject({ id: 'kit.record.referenced.count', values: { count: 14 } });
    dialog.send({ type: 'dialog.cancel' });
    await until(actor, 'viewing');
    actor.send({ type: 'record.delete', idempotencyKey: 'd2' });
    await answerDialog(dialog, 'dialog.confirm');
    await waitFor(actor, (s) => selectRecordStatus(s) === 'offeringDeactivation');
    await waitFor(dialog, (s) => s.matches('opened'));
    expect(dialog.getSnapshot().context.current?.config.message).toMatchObject({ id: 'kit.record.referenced.message' });
    dialog.send({ type: 'dialog.cancel' });
  });

  it('keeps the key for a retry after a 5xx delete, and takes a new one after a definite refusal (N2)', async () => {
    const { actor, dialog, calls } = start({ del: [() => Promise.reject(errors.server()), () => Promise.reject(errors.forbidden())] });
    await until(actor, 'viewing');
    actor.send({ type: 'record.delete', idempotencyKey: 'd1' });
    await answerDialog(dialog, 'dialog.confirm');
    await waitFor(actor, (s) => selectRecordFailure(s) !== null);
    expect(selectRecordFailure(actor.getSnapshot())).toEqual({ operation: 'delete', code: 'server' });
    actor.send({ type: 'record.delete', idempotencyKey: 'd2' });
    await answerDialog(dialog, 'dialog.confirm');
    await waitFor(actor, (s) => selectRecordFailure(s)?.code === 'forbidden');
    actor.send({ type: 'record.delete', idempotencyKey: 'd3' });
    await answerDialog(dialog, 'dialog.confirm');
    await until(actor, 'deleted');
    expect(calls.del.map((d) => d.idempotencyKey)).toEqual(['d1', 'd1', 'd3']);
  });

  it('keeps a failed undo with a retry that reuses its key', async () => {
    const { actor, dialog, calls } = start({ restore: [() => Promise.reject(errors.server())] });
    await until(actor, 'viewing');
    actor.send({ type: 'record.delete', idempotencyKey: 'd1' });
    await answerDialog(dialog, 'dialog.confirm');
    await until(actor, 'deleted');
    selectUndoRef(actor.getSnapshot())!.send({ type: 'undo.run', idempotencyKey: 'u1' });
    await waitFor(actor, (s) => selectUndoStatus(s) === 'failed');
    expect(selectRecordFailure(actor.getSnapshot())).toEqual({ operation: 'undo', code: 'server' });
    actor.send({ type: 'record.undo.retry', idempotencyKey: 'u2' });
    await until(actor, 'viewing');
    expect(calls.restore.map((r) => r.idempotencyKey)).toEqual(['u1', 'u1']);
  });
});

describe('record machine: lifecycle and permissions', () => {
  it('offers only the events the lifecycle allows now, and sends one', async () => {
    const { actor, calls } = start();
    await until(actor, 'viewing');
    const s = actor.getSnapshot();
    expect(s.can({ type: 'record.event.send', event: { type: 'suspend' }, idempotencyKey: '' })).toBe(true);
    expect(s.can({ type: 'record.event.send', event: { type: 'terminate' }, idempotencyKey: '' })).toBe(false);
    actor.send({ type: 'record.event.send', event: { type: 'suspend', reason: 'debt' }, idempotencyKey: 'e1' });
    expect(status(actor)).toBe('sendingEvent');
    await until(actor, 'viewing');
    expect(calls.events).toEqual([{ record: stored, event: { type: 'suspend', reason: 'debt' }, idempotencyKey: 'e1' }]);
    expect(actor.getSnapshot().can({ type: 'record.event.send', event: { type: 'suspend' }, idempotencyKey: '' })).toBe(false);
  });

  it('offers nothing that changes the record to a read-only user', async () => {
    const { actor } = start({ readOnly: true });
    await until(actor, 'viewing');
    const api = connectRecord(actor.getSnapshot(), actor.send);
    expect([api.getEditProps(), api.getDeleteProps(), api.getDeactivateProps(), api.getLifecycleEventProps('suspend')].map((p) => p.hidden)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('connectRecord (no React)', () => {
  it('shows each action exactly when the machine takes it, and sends it with a boundary key', async () => {
    const { actor, dialog } = start();
    let n = 0;
    const api = () => connectRecord(actor.getSnapshot(), actor.send, { makeKey: () => `key-${++n}` });
    expect(api().status).toBe('loading');
    expect(api().getEditProps().hidden).toBe(true);
    await until(actor, 'viewing');
    expect(api().record).toEqual(stored);
    expect(api().getEditProps()).toMatchObject({ type: 'button', hidden: false, disabled: false });
    expect(api().getRetryProps().hidden).toBe(true);
    expect(api().getLifecycleEventProps('suspend').hidden).toBe(false);
    expect(api().getLifecycleEventProps('terminate').hidden).toBe(true);
    api().getDeleteProps().onClick();
    expect(actor.getSnapshot().context.mutation).toEqual({ operation: 'delete', key: 'key-1', sent: false });
    await answerDialog(dialog, 'dialog.confirm');
    await until(actor, 'deleted');
    expect(api().undoStatus).toBe('offered');
    expect(api().undoKind).toBe('delete');
  });

  it('marks the actions disabled while a request runs', async () => {
    let release!: () => void;
    const { actor, dialog } = start({ deactivate: () => new Promise((resolve) => (release = () => resolve({ ...stored, status: 'inactive', version: 4 }))) });
    await until(actor, 'viewing');
    connectRecord(actor.getSnapshot(), actor.send).getDeactivateProps().onClick();
    await answerDialog(dialog, 'dialog.confirm');
    await until(actor, 'deactivating');
    const api = connectRecord(actor.getSnapshot(), actor.send);
    expect(api.status).toBe('deactivating');
    expect(api.isBusy).toBe(true);
    release();
    await until(actor, 'viewing');
    expect((actor.getSnapshot().children as Record<string, AnyActorRef>).undo).toBeDefined();
  });
});
