// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { connectForm, type FormSend } from '../../src/machines/kit/form.connect';
import type { FormEvent, SaveRecordInput } from '../../src/machines/kit/form.machine';
import { deferred } from '../support/deferred';
import { customerForm, errors, stored, toValues, type Customer, type CustomerValues } from './form-fixtures';

function start(save: (input: SaveRecordInput<CustomerValues>) => Promise<Customer> = async (input) => ({ ...stored, ...input.values, version: 4 })) {
  const sent: EventObject[] = [];
  const actor = createActor(
    customerForm.provide({
      actors: {
        saveRecord: fromPromise<Customer, SaveRecordInput<CustomerValues>>(({ input }) => save(input)),
        // The connection never comes back in these tests.
        listenToConnection: fromCallback(() => () => undefined),
      },
    }),
    { input: { owner: 'customers.form', draftKey: 'customers:c1', initial: toValues(stored), version: 3 } },
  ).start();
  const send: FormSend = (event: FormEvent) => {
    sent.push(event);
    actor.send(event);
  };
  let keys = 0;
  const api = () => connectForm(actor.getSnapshot(), send, { makeKey: () => `key-${++keys}` });
  return { actor, api, sent };
}

describe('connectForm (no React)', () => {
  it('gives a field its id, value, required mark and handlers that send form events', () => {
    const { api, actor } = start();
    const props = api().getFieldProps('address.city', { required: true });
    expect(props).toMatchObject({
      id: 'customers.form-address.city',
      name: 'address.city',
      value: 'Monterrey',
      required: true,
      readOnly: false,
      'aria-required': true,
      'aria-invalid': undefined,
      'aria-describedby': undefined,
      error: null,
    });
    props.onChange('Puebla');
    props.onBlur();
    expect(actor.getSnapshot().context.values.address.city).toBe('Puebla');
    expect(actor.getSnapshot().context.touched).toEqual({ 'address.city': true });
    expect(api().getLabelProps('address.city')).toEqual({ id: 'customers.form-address.city-label', htmlFor: 'customers.form-address.city' });
  });

  it('keeps the same handler functions across snapshots, so field props compare shallowly', () => {
    const { api } = start();
    const before = api().getFieldProps('name');
    before.onChange('Acme 2');
    const after = api().getFieldProps('email');
    const nameAgain = api().getFieldProps('name');
    expect(nameAgain.onChange).toBe(before.onChange);
    expect(nameAgain.onBlur).toBe(before.onBlur);
    expect(after.onChange).not.toBe(before.onChange);
  });

  it('points aria-describedby at the hint and, when there is one, the error', () => {
    const { api } = start();
    api().getFieldProps('email').onChange('nope');
    api().getFieldProps('email').onBlur();
    const props = api().getFieldProps('email', { hint: true });
    expect(props['aria-invalid']).toBe(true);
    expect(props['aria-describedby']).toBe('customers.form-email-hint customers.form-email-error');
    expect(props.error).toBe('invalid-email');
    expect(api().getErrorProps('email')).toEqual({ id: 'customers.form-email-error', hidden: false });
    expect(api().getErrorProps('name')).toEqual({ id: 'customers.form-name-error', hidden: true });
    expect(api().getHintProps('email')).toEqual({ id: 'customers.form-email-hint' });
    expect(api().errors('email')).toEqual(['invalid-email']);
  });

  it('submits with a key made at the boundary; Save is disabled and busy until the answer (N3)', async () => {
    const answer = deferred<Customer>();
    const { api, sent, actor } = start(() => answer.promise);
    api().getFieldProps('name').onChange('Acme Norte');
    let prevented = 0;
    const submitEvent = { preventDefault: () => void prevented++ };
    expect(api().getFormProps()).toMatchObject({ noValidate: true, 'aria-busy': undefined });
    api().getFormProps().onSubmit(submitEvent);
    expect(api().getSubmitProps()).toEqual({ type: 'submit', disabled: true, 'aria-busy': true });
    expect(api().getFormProps()['aria-busy']).toBe(true);
    expect(api().getFieldProps('name').readOnly).toBe(true);
    api().getFormProps().onSubmit(submitEvent);
    expect(prevented).toBe(2);
    expect(sent.filter((e) => e.type === 'form.submit')).toEqual([
      { type: 'form.submit', idempotencyKey: 'key-1' },
      { type: 'form.submit', idempotencyKey: 'key-2' },
    ]);
    expect(actor.getSnapshot().context.idempotencyKey).toBe('key-1');
    answer.resolve({ ...stored, name: 'Acme Norte', version: 4 });
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('reads out dirty, queued and the conflict diff, and wires the conflict buttons', async () => {
    const theirs = { ...stored, version: 6, name: 'Acme Holding' };
    let calls = 0;
    const { api, actor } = start(async (input) => {
      calls += 1;
      if (calls === 1) throw errors.offline();
      if (calls === 2) throw errors.conflict(theirs);
      return { ...stored, ...input.values, version: 7 };
    });
    expect(api().isDirty).toBe(false);
    api().getFieldProps('name').onChange('Acme Norte');
    expect(api().isDirty).toBe(true);
    api().getFormProps().onSubmit({ preventDefault: () => undefined });
    await waitFor(actor, (s) => s.hasTag('queued'));
    expect(api().isQueued).toBe(true);
    // "Send now" is the Save button while queued.
    expect(api().getSubmitProps().disabled).toBe(false);
    api().getFormProps().onSubmit({ preventDefault: () => undefined });
    await waitFor(actor, (s) => s.hasTag('conflict'));
    expect(api().isConflict).toBe(true);
    expect(api().conflictDiff).toEqual([{ field: 'name', mine: 'Acme Norte', theirs: 'Acme Holding' }]);
    expect(api().getSubmitProps().disabled).toBe(true);
    api().getOverwriteMineProps().onClick();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({ result: 'saved', record: { version: 7, name: 'Acme Norte' } });
  });

  it('sends the notice, cancel and queue buttons their events', () => {
    const { api, sent } = start();
    api().getKeepDraftProps().onClick();
    api().getDiscardDraftProps().onClick();
    api().getCancelQueuedProps().onClick();
    api().getReloadTheirsProps().onClick();
    expect(api().getCancelProps().disabled).toBe(false);
    api().getCancelProps().onClick();
    expect(sent.map((e) => e.type)).toEqual(['form.draft.keep', 'form.draft.discard', 'form.queue.cancel', 'form.conflict.reload', 'form.cancel']);
  });
});
