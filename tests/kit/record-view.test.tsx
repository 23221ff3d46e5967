/**
 * RecordView (header, states, form while editing, Undo toast) over the real record machine, the dialog service and
 * the app's confirmation dialog view: the actions shown are the ones the machine takes, delete asks first and
 * offers Undo for 6 s (held while hovered), a record in use offers deactivation, and the texts are Spanish for es-MX.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, SimulatedClock } from 'xstate';
import { dialogMachine, type DialogRef } from '../../src/machines/dialog.machine';
import type { FormDraft, SaveRecordInput } from '../../src/machines/kit/form.machine';
import { createRecordMachine, type LifecycleEventInput, type RecordMutationInput, type RecordRef } from '../../src/machines/kit/record.machine';
import { ConfirmDialog } from '../../src/views/dialogs/confirm-dialog';
import { TextField } from '../../src/views/kit/field-text';
import { FormSection } from '../../src/views/kit/form-layout';
import { FormView } from '../../src/views/kit/form-view';
import { RecordView } from '../../src/views/kit/record-view';
import { customerForm, errors, stored, toValues, type Customer, type CustomerValues } from './form-fixtures';
import { loadCatalog, noAxeViolations, renderWithI18n } from './form-render';

const customerRecord = createRecordMachine<Customer, CustomerValues>({
  form: customerForm,
  toValues,
  systemId: 'customers.record',
  draftPrefix: 'customers',
  isActive: (c) => c.status === 'active',
  canSendEvent: (c, type) => type === 'suspend' && c.status === 'active',
});

function setup(options: { load?: () => Promise<Customer>; del?: () => Promise<unknown>; readOnly?: boolean; clock?: SimulatedClock } = {}) {
  const calls = { del: [] as RecordMutationInput<Customer>[], restore: [] as RecordMutationInput<Customer>[], events: [] as string[] };
  const record = customerRecord.provide({
    actors: {
      loadRecord: fromPromise<Customer, { id: string }>(async () => (options.load ? options.load() : stored)),
      readDraft: fromPromise<FormDraft<CustomerValues> | null, { key: string }>(async () => null),
      deleteRecord: fromPromise<unknown, RecordMutationInput<Customer>>(async ({ input }) => {
        calls.del.push(input);
        return options.del ? options.del() : undefined;
      }),
      deactivateRecord: fromPromise<Customer, RecordMutationInput<Customer>>(async ({ input }) => ({ ...input.record, status: 'inactive', version: 4 })),
      restoreRecord: fromPromise<Customer, RecordMutationInput<Customer>>(async ({ input }) => {
        calls.restore.push(input);
        return { ...input.record, version: 1 };
      }),
      activateRecord: fromPromise<Customer, RecordMutationInput<Customer>>(async ({ input }) => ({ ...input.record, status: 'active', version: 5 })),
      sendLifecycleEvent: fromPromise<Customer, LifecycleEventInput<Customer>>(async ({ input }) => {
        calls.events.push(input.event.type);
        return { ...input.record, status: 'inactive', version: 4 };
      }),
      formMachine: customerForm.provide({
        actors: { saveRecord: fromPromise<Customer, SaveRecordInput<CustomerValues>>(async ({ input }) => ({ ...stored, ...input.values, version: 4 })) },
      }),
    },
  });
  const root = createMachine({
    invoke: [
      { id: 'dialog', src: dialogMachine, systemId: 'dialog' },
      { id: 'record', src: record, systemId: 'customers.record', input: { id: 'c1', readOnly: options.readOnly ?? false } },
    ],
  });
  const app = createActor(root, options.clock ? { clock: options.clock } : {}).start();
  const recordRef = app.getSnapshot().children.record as unknown as RecordRef<Customer, CustomerValues>;
  renderWithI18n(
    <>
      <RecordView
        recordRef={recordRef}
        title={(c) => c.name}
        status={(c) => (c.status === 'active' ? { label: 'Active', tone: 'positive' } : { label: 'Inactive', tone: 'neutral' })}
        events={[
          { type: 'suspend', label: 'Suspend' },
          { type: 'terminate', label: 'Terminate' },
        ]}
        back={<a href="/customers">Back to customers</a>}
        form={(formRef) => (
          <FormView formRef={formRef} label="Edit customer">
            <FormSection title="Customer">
              <TextField formRef={formRef} name="name" label="Name" required />
            </FormSection>
          </FormView>
        )}
      >
        {(c) => <p>City: {c.address.city}</p>}
      </RecordView>
      <ConfirmDialog dialogRef={app.system.get('dialog') as DialogRef} />
    </>,
  );
  return { app, recordRef, calls };
}

const heading = () => screen.findByRole('heading', { level: 1 });

beforeEach(() => loadCatalog('en-US'));

describe('RecordView', () => {
  it('shows the record with only the actions it takes now', async () => {
    setup();
    expect((await heading()).textContent).toBe('Acme');
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('City: Monterrey')).toBeTruthy();
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['Suspend', 'Edit', 'Deactivate', 'Delete']);
    await noAxeViolations();
  });

  it('offers nothing that changes the record to a read-only user', async () => {
    setup({ readOnly: true });
    await heading();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('edits through the form and shows the saved record', async () => {
    setup();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const name = await screen.findByLabelText(/^Name/);
    // While editing, the record's own actions are not offered.
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.change(name, { target: { value: 'Acme Norte' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await heading()).textContent).toBe('Acme Norte'));
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('asks before deleting, then offers Undo, which brings the record back', async () => {
    const { calls } = setup();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this record?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This record was deleted.')).toBeTruthy();
    // The deleted page still has its own heading (axe page-has-heading-one).
    expect((await heading()).textContent).toBe('Record deleted');
    expect(calls.del).toHaveLength(1);
    expect(screen.getByText('Back to customers')).toBeTruthy();
    const toast = screen.getByText('Deleted').closest('[role="status"]') as HTMLElement;
    await noAxeViolations();
    fireEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(async () => expect((await heading()).textContent).toBe('Acme'));
    expect(calls.restore).toEqual([{ record: stored, idempotencyKey: expect.any(String) }]);
  });

  it('lets the Undo offer go after 6 s, but not while the pointer is on it', async () => {
    const clock = new SimulatedClock();
    setup({ clock });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const toast = (await screen.findByText('Deleted')).closest('[role="status"]') as HTMLElement;
    fireEvent.pointerEnter(toast);
    act(() => clock.increment(30_000));
    expect(screen.getByText('Deleted')).toBeTruthy();
    fireEvent.pointerLeave(toast);
    act(() => clock.increment(5_999));
    expect(screen.getByText('Deleted')).toBeTruthy();
    act(() => clock.increment(1));
    await waitFor(() => expect(screen.queryByText('Deleted')).toBeNull());
    expect(screen.getByText('This record was deleted.')).toBeTruthy();
  });

  it('offers deactivation when the record is in use', async () => {
    setup({ del: () => Promise.reject(errors.referenced()) });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete this record?' })).getByRole('button', { name: 'Delete' }));
    const offer = await screen.findByRole('alertdialog', { name: 'This record is in use' });
    fireEvent.click(within(offer).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Inactive')).toBeTruthy();
    expect(screen.getByText('Deactivated')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });

  it('sends a lifecycle event the record takes', async () => {
    const { calls } = setup();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Inactive')).toBeTruthy();
    expect(calls.events).toEqual(['suspend']);
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
  });

  it('says when the record cannot be read, with a retry after a failure', async () => {
    let tries = 0;
    setup({ load: async () => (++tries === 1 ? Promise.reject(errors.server()) : stored) });
    expect((await screen.findByRole('alert')).textContent).toBe('The service had a problem. Try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await heading()).textContent).toBe('Acme');
  });

  it('says not found with the way back', async () => {
    setup({ load: () => Promise.reject(errors.notFound()) });
    expect((await screen.findByRole('alert')).textContent).toBe('This record does not exist (any more).');
    expect(screen.getByText('Back to customers')).toBeTruthy();
  });

  it('speaks Spanish to an es-MX user', async () => {
    loadCatalog('es-MX');
    setup();
    await heading();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Suspend', 'Editar', 'Desactivar', 'Eliminar']);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar este registro?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Este registro se eliminó.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deshacer' })).toBeTruthy();
  });
});
