/**
 * The record page's failure notice in the section's words (RecordView `failureMessage`, added for the orders'
 * insufficient-stock reason): a refused lifecycle event with a reason the section knows shows the section's text
 * (what is short) in the one alert; any other failure keeps the kit's message for its code.
 */
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { dialogMachine } from '../../src/machines/dialog.machine';
import { ApiError } from '../../src/machines/effects/api-error';
import type { FormDraft } from '../../src/machines/kit/form.machine';
import { createRecordMachine, type LifecycleEventInput, type RecordMutationInput, type RecordRef } from '../../src/machines/kit/record.machine';
import { RecordView } from '../../src/views/kit/record-view';
import { customerForm, stored, toValues, type Customer, type CustomerValues } from '../kit/form-fixtures';
import { loadCatalog, renderWithI18n } from '../kit/form-render';

const refusal = (reason: string | undefined) =>
  new ApiError({ kind: 'http', code: 'conflict', method: 'POST', url: '/x', status: 409, type: 'illegal-transition', problem: { state: 'active', allowed: [], ...(reason ? { reason } : {}) } });

function setup(reason: string | undefined) {
  const record = createRecordMachine<Customer, CustomerValues>({
    form: customerForm,
    toValues,
    systemId: 'customers.record',
    draftPrefix: 'customers',
    isActive: () => true,
    canSendEvent: (_c, type) => type === 'confirm',
  }).provide({
    actors: {
      loadRecord: fromPromise<Customer, { id: string }>(async () => stored),
      readDraft: fromPromise<FormDraft<CustomerValues> | null, { key: string }>(async () => null),
      deleteRecord: fromPromise<unknown, RecordMutationInput<Customer>>(async () => undefined),
      restoreRecord: fromPromise<Customer, RecordMutationInput<Customer>>(async ({ input }) => input.record),
      sendLifecycleEvent: fromPromise<Customer, LifecycleEventInput<Customer>>(async () => {
        throw refusal(reason);
      }),
    },
  });
  const root = createMachine({
    invoke: [
      { id: 'dialog', src: dialogMachine, systemId: 'dialog' },
      { id: 'record', src: record, systemId: 'customers.record', input: { id: 'c1', readOnly: false } },
    ],
  });
  const app = createActor(root).start();
  const recordRef = app.getSnapshot().children.record as unknown as RecordRef<Customer, CustomerValues>;
  renderWithI18n(
    <RecordView
      recordRef={recordRef}
      title={(c) => c.name}
      events={[{ type: 'confirm', label: 'Confirm' }]}
      failureMessage={(failure) => (failure.reason === 'insufficient-stock' ? <span>Not enough stock: CAB-01 ordered 5, available 3</span> : null)}
      form={() => null}
    >
      {(c) => <p>City: {c.address.city}</p>}
    </RecordView>,
  );
}

beforeEach(() => loadCatalog('en-US'));

describe('RecordView failureMessage', () => {
  it("a refusal with a reason the section knows shows the section's words, in one alert", async () => {
    setup('insufficient-stock');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not enough stock: CAB-01 ordered 5, available 3');
    expect(alert.textContent).not.toMatch(/changed/i);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("another failure keeps the kit's message for its code", async () => {
    setup(undefined);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('Not enough stock');
    expect(alert.textContent?.length ?? 0).toBeGreaterThan(10);
  });
});
