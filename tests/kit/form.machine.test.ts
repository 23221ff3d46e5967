// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, waitFor, type AnyActorRef, type EventObject } from 'xstate';
import { dialogMachine } from '../../src/machines/dialog.machine';
import { emitApiEvent } from '../../src/machines/effects/api-events';
import {
  selectConflict,
  selectConflictDiff,
  selectFieldErrors,
  selectFormError,
  selectIsDirty,
  selectIsQueued,
  selectIsRestored,
  selectIsSubmitting,
  selectShownErrors,
  type FormDraft,
  type FormInput,
  type SaveRecordInput,
} from '../../src/machines/kit/form.machine';
import { listenToConnection } from '../../src/machines/kit/form-effects';
import { deferred } from '../support/deferred';
import { customerForm, emptyCustomer, errors, stored, toValues, type Customer, type CustomerValues } from './form-fixtures';

type Answer = (input: SaveRecordInput<CustomerValues>) => Promise<Customer>;

/** A form with a scripted service: each save takes the next answer. */
function start(options: { answers?: Answer[]; input?: Partial<FormInput<CustomerValues>>; online?: () => boolean } = {}) {
  const saves: SaveRecordInput<CustomerValues>[] = [];
  const drafts: Array<FormDraft<CustomerValues> | null> = [];
  const answers = [...(options.answers ?? [])];
  let goOnline: (() => void) | null = null;
  const machine = customerForm.provide({
    actors: {
      saveRecord: fromPromise<Customer, SaveRecordInput<CustomerValues>>(async ({ input }) => {
        saves.push(input);
        const answer = answers.shift();
        if (!answer) return { ...stored, ...input.values, version: (input.version ?? 0) + 1 };
        return answer(input);
      }),
      listenToConnection: fromCallback<EventObject>(({ sendBack }) => {
        goOnline = () => sendBack({ type: 'form.connection.online' });
        if (options.online?.()) goOnline();
        return () => {
          goOnline = null;
        };
      }),
    },
    actions: {
      persistDraft: (_, params) => void drafts.push(params.draft),
      clearDraft: () => void drafts.push(null),
    },
  });
  const input: FormInput<CustomerValues> = { owner: 'customers.form', draftKey: 'customers:c1', initial: toValues(stored), version: stored.version, ...options.input };
  const actor = createActor(machine, { input }).start();
  return { actor, saves, drafts, online: () => goOnline?.() };
}

const change = (name: string, value: unknown) => ({ type: 'form.field.change' as const, name, value });
const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('submitting'));

describe('form machine: values, dirty and validation', () => {
  it('starts from the initial values, clean, with no errors shown', () => {
    const { actor } = start();
    const s = actor.getSnapshot();
    expect(s.context.values).toEqual(toValues(stored));
    expect(s.context.mode).toBe('update');
    expect(selectIsDirty(s)).toBe(false);
    expect(selectShownErrors(s)).toEqual({});
    expect(s.hasTag('editing')).toBe(true);
  });

  it('is dirty by deep comparison, also for nested fields, and clean again when the value comes back', () => {
    const { actor } = start();
    actor.send(change('address.city', 'Puebla'));
    expect(actor.getSnapshot().context.values.address).toEqual({ city: 'Puebla' });
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
    actor.send(change('address.city', 'Monterrey'));
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
  });

  it('shows a client error once the field is left, and every error after a refused submit', () => {
    const { actor, saves } = start({ input: { initial: emptyCustomer, version: null } });
    actor.send(change('email', 'nope'));
    expect(selectFieldErrors(actor.getSnapshot(), 'email')).toEqual([]);
    actor.send({ type: 'form.field.blur', name: 'email' });
    expect(selectFieldErrors(actor.getSnapshot(), 'email')).toEqual(['invalid-email']);
    expect(selectFieldErrors(actor.getSnapshot(), 'name')).toEqual([]);
    actor.send({ type: 'form.submit', idempotencyKey: 'k1' });
    expect(saves).toHaveLength(0);
    expect(actor.getSnapshot().context.submitCount).toBe(1);
    expect(selectShownErrors(actor.getSnapshot())).toEqual({ name: ['required'], email: ['invalid-email'] });
    actor.send(change('email', 'a@b.example'));
    expect(selectFieldErrors(actor.getSnapshot(), 'email')).toEqual([]);
  });

  it('keeps a field that cannot be read as its input error, and refuses to submit it', () => {
    const { actor, saves } = start();
    actor.send({ type: 'form.field.change', name: 'creditLimit', value: stored.creditLimit, inputError: 'not-a-number' });
    expect(selectFieldErrors(actor.getSnapshot(), 'creditLimit')).toEqual(['not-a-number']);
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'form.submit', idempotencyKey: 'k1' });
    expect(saves).toHaveLength(0);
    actor.send({ type: 'form.field.change', name: 'creditLimit', value: 5000 });
    expect(selectFieldErrors(actor.getSnapshot(), 'creditLimit')).toEqual([]);
  });
});

describe('form machine: saving (SECURITY-TESTS N2, N3)', () => {
  it('sends one request with the boundary key, ignores further submits, and ends with the saved record', async () => {
    const answer = deferred<Customer>();
    const { actor, saves, drafts } = start({ answers: [() => answer.promise] });
    actor.send(change('name', 'Acme Norte'));
    actor.send({ type: 'form.submit', idempotencyKey: 'k1' });
    actor.send({ type: 'form.submit', idempotencyKey: 'k2' });
    actor.send(change('name', 'ignored while saving'));
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    await Promise.resolve();
    expect(saves).toEqual([{ values: { ...toValues(stored), name: 'Acme Norte' }, recordId: null, version: 3, idempotencyKey: 'k1', mode: 'update' }]);
    const saved = { ...stored, name: 'Acme Norte', version: 4 };
    answer.resolve(saved);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ result: 'saved', record: saved });
    expect(drafts.at(-1)).toBeNull();
  });

  it('creates with version null and mode create', async () => {
    const { actor, saves } = start({ input: { initial: emptyCustomer, version: null, draftKey: 'customers:new' } });
    actor.send(change('name', 'Nueva'));
    actor.send({ type: 'form.submit', idempotencyKey: 'k1' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves[0]).toMatchObject({ version: null, mode: 'create', idempotencyKey: 'k1' });
  });

  it('reuses the same key for a manual retry after a 5xx, a timeout or a lost connection answer', async () => {
    const { actor, saves } = start({ answers: [() => Promise.reject(errors.server()), () => Promise.reject(errors.timeout())] });
    actor.send(change('name', 'Acme Norte'));
    actor.send({ type: 'form.submit', idempotencyKey: 'k1' });
    await settled(actor);
    expect(selectFormError(actor.getSnapshot())).toBe('server');
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'form.submit', idempotencyKey: 'k2' });
    await settled(actor);
    expect(selectFormError(actor.getSnapshot())).toBe('timeout');
    actor.send({ type: 'form.submit', idempotencyKey: 'k3' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves.map((s) => s.idempotencyKey)).toEqual(['k1', 'k1', 'k1']);
  });

  it('takes a new key after a definite refusal (403)', async () => {
    const { actor, saves } = start({ answers: [() => Promise.reject(errors.forbidden())] });
    actor.send(change('name', 'Acme Norte'));
    actor.send({ type: 'form.submit', idempotencyKey: 'k1' });
    await settled(actor);
    expect(selectFormError(actor.getSnapshot())).toBe('forbidden');
    actor.send({ type: 'form.submit', idempotencyKey: 'k2' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves.map((s) => s.idempotencyKey)).toEqual(['k1', 'k2']);
  });

  it('shows the service 422 codes under their fields until each field changes', async () => {
    const { actor, saves } = start({ answers: [() => Promise.reject(errors.invalid({ name: ['not-unique'], email: ['invalid-email', 'weird-code'] }))] });
    actor.send(change('name', 'Globex'));
    actor.send({ type: 'form.submit', idempotencyKey: 'k1' });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(selectShownErrors(actor.getSnapshot())).toEqual({ name: ['not-unique'], email: ['invalid-email', 'invalid-format'] });
    expect(actor.getSnapshot().context.submitCount).toBe(1);
    actor.send(change('name', 'Globex 2'));
    expect(selectFieldErrors(actor.getSnapshot(), 'name')).toEqual([]);
    expect(selectFieldErrors(actor.getSnapshot(), 'email')).toEqual(['invalid-email', 'invalid-format']);
    actor.send(change('email', 'x@y.example'));
    actor.send({ type: 'form.submit', idempotencyKey: 'k2' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves.map((s) => s.idempotencyKey)).toEqual(['k1', 'k2']);
  });
});

describe('form machine: conflicts (409)', () => {
  const theirs: Customer = { ...stored, version: 5, email: 'ap@acme.example', address: { city: 'Saltillo' } };

  it('shows the fields you changed against the stored record (theirs elsewhere are kept, not listed)', async () => {
    const { actor } = start({ answers: [() => Promise.reject(errors.conflict(theirs))] });
    actor.send(change('name', 'Acme Norte'));
    actor.send({ type: 'form.submit', idempotencyKey: 'k1' });
    await settled(actor);
    const s = actor.getSnapshot();
    expect(s.hasTag('conflict')).toBe(true);
    expect(selectConflict(s)).toEqual(theirs);
    expect(selectConflictDiff(s)).toEqual([{ field: 'name', mine: 'Acme Norte', theirs: 'Acme' }]);
    expect(s.can({ type: 'form.submit', idempotencyKey: 'k' })).toBe(false);
  });

  it('reloads their version, dropping your edits and the draft', async () => {
    const { actor, drafts } = start({ answers: [() => Promise.reject(errors.conflict(theirs))] });
    actor.send(change('name', 'Acme Norte'));
    actor.send({ type: 'form.submit', idempotencyKey: 'k1' });
    await settled(actor);
    actor.send({ type: 'form.conflict.reload' });
    const s = actor.getSnapshot();
    expect(s.context.values).toEqual(toValues(theirs));
    expect(s.context.version).toBe(5);
    expect(selectIsDirty(s)).toBe(false);
    expect(selectConflict(s)).toBeNull();
    expect(drafts.at(-1)).toBeNull();
  });

  it('overwrites with yours, sending the stored version and a new key; their other changes stay', async () => {
    const { actor, saves } = start({ answers: [() => Promise.reject(errors.conflict(theirs))] });
    actor.send(change('name', 'Acme Norte'));
    actor.send({ type: 'form.submit', idempotencyKey: 'k1' });
    await settled(actor);
    actor.send({ type: 'form.conflict.overwrite', idempotencyKey: 'k2' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves[1]).toMatchObject({ version: 5, idempotencyKey: 'k2', values: { name: 'Acme Norte', email: 'ap@acme.example', address: { city: 'Saltillo' } } });
  });

  it('treats a conflict whose stored record is unreadable as a failure', async () => {
    const { actor } = start({ answers: [() => Promise.reject(errors.conflict({ nonsense: true }))] });
    actor.send(change('name', 'Acme Norte'));
    actor.send({ type: 'form.submit', idempotencyKey: 'k1' });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(selectFormError(actor.getSnapshot())).toBe('conflict');
  });
});

describe('form machine: offline queue', () => {
  it('queues a save that met no connection, keeps its key in the draft, and sends it once when the connection returns', async () => {
    const { actor, saves, drafts, online } = start({ answers: [() => Promise.reject(errors.offline())] });
    actor.send(change('name', 'Acme Norte'));
    actor.send({ type: 'form.submit', idempotencyKey: 'k1' });
    await waitFor(actor, (s) => selectIsQueued(s));
    expect(drafts.at(-1)).toEqual({ values: { ...toValues(stored), name: 'Acme Norte' }, baseVersion: 3, pendingKey: 'k1' });
    expect(actor.getSnapshot().can(change('name', 'x'))).toBe(false);
    online();
    online();
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves.map((s) => s.idempotencyKey)).toEqual(['k1', 'k1']);
  });

  it('lets the user stop waiting: the draft stays, without the pending key', async () => {
    const { actor, saves, drafts } = start({ answers: [() => Promise.reject(errors.offline())] });
    actor.send(change('name', 'Acme Norte'));
    actor.send({ type: 'form.submit', idempotencyKey: 'k1' });
    await waitFor(actor, (s) => selectIsQueued(s));
    actor.send({ type: 'form.queue.cancel' });
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(drafts.at(-1)).toEqual({ values: { ...toValues(stored), name: 'Acme Norte' }, baseVersion: 3 });
    expect(saves).toHaveLength(1);
  });

  it('sends a queued save restored after a reload once, with its key, when the connection is there', async () => {
    const draft: FormDraft<CustomerValues> = { values: { ...toValues(stored), name: 'Acme Sur' }, baseVersion: 3, pendingKey: 'k0' };
    const { actor, saves } = start({ input: { draft }, online: () => true });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves).toEqual([{ values: draft.values, recordId: null, version: 3, idempotencyKey: 'k0', mode: 'update' }]);
  });

  it('listens to the request layer and the browser for the connection (the real listener)', () => {
    const events: string[] = [];
    const parent = createActor(
      createMachine({ invoke: { src: listenToConnection }, on: { 'form.connection.online': { actions: () => events.push('online') } } }),
    ).start();
    // The request layer is not configured in this test: it counts as online, so the listener says so at once.
    expect(events).toEqual(['online']);
    emitApiEvent({ type: 'api.offline' });
    emitApiEvent({ type: 'api.online' });
    expect(events).toEqual(['online', 'online']);
    parent.stop();
    emitApiEvent({ type: 'api.online' });
    expect(events).toHaveLength(2);
  });
});

describe('form machine: drafts', () => {
  it('persists every change and clears the draft when the values are back to the stored ones', () => {
    const { actor, drafts } = start();
    actor.send(change('name', 'A'));
    actor.send(change('name', 'Ac'));
    expect(drafts).toEqual([
      { values: { ...toValues(stored), name: 'A' }, baseVersion: 3 },
      { values: { ...toValues(stored), name: 'Ac' }, baseVersion: 3 },
    ]);
    actor.send(change('name', 'Acme'));
    expect(drafts.at(-1)).toBeNull();
  });

  it('starts dirty from a restored draft, says so, and saves against the draft base version', async () => {
    const draft: FormDraft<CustomerValues> = { values: { ...toValues(stored), name: 'Acme Draft' }, baseVersion: 2 };
    const { actor, saves } = start({ input: { draft } });
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
    expect(selectIsRestored(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'form.draft.keep' });
    expect(selectIsRestored(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'form.submit', idempotencyKey: 'k1' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves[0]!.version).toBe(2);
  });

  it('discards a restored draft back to the record as stored', () => {
    const draft: FormDraft<CustomerValues> = { values: { ...toValues(stored), name: 'Acme Draft' }, baseVersion: 2 };
    const { actor, drafts } = start({ input: { draft } });
    actor.send({ type: 'form.draft.discard' });
    const s = actor.getSnapshot();
    expect(s.context.values).toEqual(toValues(stored));
    expect(s.context.version).toBe(3);
    expect(selectIsDirty(s)).toBe(false);
    expect(selectIsRestored(s)).toBe(false);
    expect(drafts).toEqual([null]);
  });

  it('keeps the draft after a failed save', async () => {
    const { actor, drafts } = start({ answers: [() => Promise.reject(errors.server())] });
    actor.send(change('name', 'Acme Norte'));
    actor.send({ type: 'form.submit', idempotencyKey: 'k1' });
    await settled(actor);
    expect(drafts).toEqual([{ values: { ...toValues(stored), name: 'Acme Norte' }, baseVersion: 3 }]);
  });
});

describe('form machine: leaving', () => {
  /** The form under a root with a navigation stand-in (systemId 'nav') and, optionally, the dialog service. */
  function inSystem(withDialog: boolean) {
    const navEvents: EventObject[] = [];
    const drafts: Array<FormDraft<CustomerValues> | null> = [];
    const nav = createMachine({ on: { '*': { actions: ({ event }) => navEvents.push(event) } } });
    const root = createMachine({
      invoke: [{ id: 'nav', src: nav, systemId: 'nav' }, ...(withDialog ? [{ id: 'dialog', src: dialogMachine, systemId: 'dialog' }] : [])],
      initial: 'open',
      states: {
        open: {
          on: { close: 'closed' },
          invoke: {
            id: 'form',
            systemId: 'customers.form',
            src: customerForm.provide({ actions: { clearDraft: () => void drafts.push(null), persistDraft: (_, p) => void drafts.push(p.draft) } }),
            input: { owner: 'customers.form', draftKey: 'customers:c1', initial: toValues(stored), version: 3 },
          },
        },
        closed: {},
      },
    });
    const actor = createActor(root).start();
    const form = actor.getSnapshot().children.form as AnyActorRef;
    const dialog = actor.system.get('dialog') as AnyActorRef | undefined;
    return { actor, form, dialog, navEvents, drafts };
  }

  it('holds the navigation leave guard and the browser question only while dirty', () => {
    const { form, navEvents } = inSystem(false);
    expect(navEvents).toEqual([]);
    form.send(change('name', 'Acme Norte'));
    expect(navEvents).toEqual([{ type: 'nav.leaveGuard.set', owner: 'customers.form', active: true }]);
    expect(form.getSnapshot().children.confirmBeforeUnload).toBeDefined();
    form.send(change('name', 'Acme Norte 2'));
    expect(navEvents).toHaveLength(1);
    form.send(change('name', 'Acme'));
    expect(navEvents.at(-1)).toEqual({ type: 'nav.leaveGuard.set', owner: 'customers.form', active: false });
    expect(form.getSnapshot().children.confirmBeforeUnload).toBeUndefined();
  });

  it('lifts the guard when the form is stopped while dirty (its page closed)', () => {
    const { actor, form, navEvents } = inSystem(false);
    form.send(change('name', 'Acme Norte'));
    actor.send({ type: 'close' });
    expect(form.getSnapshot().status).toBe('stopped');
    expect(navEvents.at(-1)).toEqual({ type: 'nav.leaveGuard.set', owner: 'customers.form', active: false });
  });

  it('drops its draft and ends when the navigation says the user left', () => {
    const { actor, form, navEvents, drafts } = inSystem(false);
    form.send(change('name', 'Acme Norte'));
    (actor.system.get('customers.form') as AnyActorRef).send({ type: 'form.leave.confirmed' });
    expect(form.getSnapshot().status).toBe('done');
    expect(form.getSnapshot().output).toEqual({ result: 'cancelled' });
    expect(drafts.at(-1)).toBeNull();
    expect(navEvents.at(-1)).toMatchObject({ active: false });
  });

  it('asks before Cancel drops changes; without the dialog service the answer is no', async () => {
    const { form } = inSystem(false);
    form.send(change('name', 'Acme Norte'));
    form.send({ type: 'form.cancel' });
    await waitFor(form, (s) => s.hasTag('editing'));
    expect(form.getSnapshot().context.values.name).toBe('Acme Norte');
  });

  it('cancels after the user confirms, and at once when nothing changed', async () => {
    const { form, dialog, drafts } = inSystem(true);
    form.send(change('name', 'Acme Norte'));
    form.send({ type: 'form.cancel' });
    await waitFor(dialog!, (s) => s.matches('opened'));
    expect(dialog!.getSnapshot().context.current.config.title).toEqual({ id: 'kit.form.discard.title', message: 'Discard your changes?' });
    dialog!.send({ type: 'dialog.confirm' });
    await waitFor(form, (s) => s.status === 'done');
    expect(form.getSnapshot().output).toEqual({ result: 'cancelled' });
    expect(drafts.at(-1)).toBeNull();

    const clean = inSystem(true);
    clean.form.send({ type: 'form.cancel' });
    expect(clean.form.getSnapshot().status).toBe('done');
    expect(clean.dialog!.getSnapshot().matches('closed')).toBe(true);
  });
});

describe('form machine: conflict merge', () => {
  it('Overwrite saves only the fields the user changed over the stored record; the dialog lists only those', async () => {
    const saves: SaveRecordInput<CustomerValues>[] = [];
    const theirs: Customer = { ...stored, version: 5, email: 'theirs@acme.example', address: { city: 'Saltillo' } };
    let answer = 0;
    const form = customerForm.provide({
      actors: {
        saveRecord: fromPromise<Customer, SaveRecordInput<CustomerValues>>(async ({ input }) => {
          saves.push(input);
          answer += 1;
          if (answer === 1) throw errors.conflict(theirs);
          return { ...theirs, ...input.values, version: 6 };
        }),
      },
    });
    const actor = createActor(form, { input: { owner: 'o', draftKey: 'k', initial: toValues(stored), version: 3 } }).start();
    actor.send({ type: 'form.field.change', name: 'name', value: 'Mine' });
    actor.send({ type: 'form.submit', idempotencyKey: 'k1' });
    await waitFor(actor, (s) => s.hasTag('conflict'));
    expect(actor.getSnapshot().context.conflict!.diff.map((d) => d.field)).toEqual(['name']);
    actor.send({ type: 'form.conflict.overwrite', idempotencyKey: 'k2' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves[1]).toMatchObject({ version: 5, values: { name: 'Mine', email: 'theirs@acme.example', address: { city: 'Saltillo' } } });
  });
});
