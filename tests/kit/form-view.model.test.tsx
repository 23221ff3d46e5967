/**
 * The form kit's views (FormView: notices, fields, Save/Cancel, conflict dialog) over the real form machine and a
 * scripted service, driven by every simple path of the user-level model in tests/model/form.model.ts; each state
 * is also checked with axe. Invariants on the requests: one per Save however fast the clicks (N3), the same
 * Idempotency-Key for a retry and for a queued save sent later (N2).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { FormActor } from '../../src/machines/kit/form.connect';
import { MoneyField } from '../../src/views/kit/field-number';
import { TextField } from '../../src/views/kit/field-text';
import { FormSection, fullWidth } from '../../src/views/kit/form-layout';
import { FormView } from '../../src/views/kit/form-view';
import { deferred } from '../support/deferred';
import { formModel } from '../model/form.model';
import { errors, stored, type Customer } from './form-fixtures';
import { loadCatalog, noAxeViolations, renderWithI18n, startForm, type SaveAnswer } from './form-render';

const theirs: Customer = { ...stored, version: 5, name: 'Acme Holding', address: { city: 'Saltillo' } };

function Harness({ formRef }: { formRef: FormActor }) {
  const done = useSelector(formRef, (s) => s.status === 'done');
  if (done) return <p role="status">Saved</p>;
  return (
    <FormView formRef={formRef} label="Edit customer" fieldLabels={{ name: 'Name', email: 'Email', 'address.city': 'City' }}>
      <FormSection title="Customer">
        <TextField formRef={formRef} name="name" label="Name" required />
        <TextField formRef={formRef} name="email" label="Email" type="email" />
        <MoneyField formRef={formRef} name="creditLimit" label="Credit limit" currency="MXN" />
        <TextField formRef={formRef} name="address.city" label="City" className={fullWidth} />
      </FormSection>
    </FormView>
  );
}

function setup() {
  const answers: SaveAnswer[] = [];
  const started = startForm({ answers });
  renderWithI18n(<Harness formRef={started.actor} />);
  return { ...started, answers };
}

const name = () => screen.getByLabelText(/^Name/) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: /^(Save|Send now|Saving…)$/ }) as HTMLButtonElement;
const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
const ok: SaveAnswer = async (input) => ({ ...stored, ...input.values, version: (input.version ?? 0) + 1 });

beforeEach(() => loadCatalog('en-US'));

describe('form view (model paths)', () => {
  const model = createTestModel(formModel);
  for (const path of model.getSimplePaths()) {
    it(path.description, async () => {
      const { actor, saves, answers, goOnline } = setup();
      // How the service answers the next request (a Save refused by the form's own rules sends none).
      const next = (answer: SaveAnswer) => answers.splice(0, answers.length, answer);
      let typed = 0;
      let queuedKey: string | null = null;
      await path.test({
        states: {
          pristine: async () => {
            expect(name().value).toBe('Acme');
            expect(name().getAttribute('aria-invalid')).toBeNull();
            expect(screen.queryByRole('alert')).toBeNull();
            expect(save().disabled).toBe(false);
            await noAxeViolations();
          },
          edited: async () => {
            expect(name().value).toMatch(/^Acme \d+$/);
            expect(name().getAttribute('aria-invalid')).toBeNull();
            expect(screen.queryByText(/Waiting for the connection/)).toBeNull();
            expect(save().disabled).toBe(false);
            await noAxeViolations();
          },
          invalid: async () => {
            expect(name().getAttribute('aria-invalid')).toBe('true');
            expect(describedBy(name())).toBe('Required');
            await noAxeViolations();
          },
          rejected: async () => {
            await waitFor(() => expect(describedBy(name())).toBe('Already in use by another record'));
            expect(name().value).toMatch(/^Acme \d+$/);
            // The refused field has the focus, so its message is read.
            expect(document.activeElement).toBe(name());
            await noAxeViolations();
          },
          corrected: async () => {
            expect(name().getAttribute('aria-invalid')).toBeNull();
            expect(describedBy(name())).toBe('');
            await noAxeViolations();
          },
          unqueued: async () => {
            await waitFor(() => expect(screen.queryByText(/Waiting for the connection/)).toBeNull());
            expect(save().textContent).toBe('Save');
            expect(name().readOnly).toBe(false);
            expect(name().value).toMatch(/^Acme \d+$/);
          },
          reloaded: async () => {
            await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
            expect(name().value).toBe('Acme Holding');
            expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Saltillo');
            expect(actor.getSnapshot().context.version).toBe(5);
            await noAxeViolations();
          },
          failed: async () => {
            expect((await screen.findByRole('alert')).textContent).toContain('Not saved: the service had a problem. Your changes are kept; try again.');
            expect(name().value).toMatch(/^Acme \d+$/);
            expect(save().disabled).toBe(false);
            await noAxeViolations();
          },
          queued: async () => {
            expect(await screen.findByText('Waiting for the connection — will be sent automatically.')).toBeTruthy();
            expect(save().textContent).toBe('Send now');
            expect(name().readOnly).toBe(true);
            queuedKey = actor.getSnapshot().context.idempotencyKey;
            expect(queuedKey).not.toBeNull();
            await noAxeViolations();
          },
          conflict: async () => {
            const dialog = await screen.findByRole('alertdialog', { name: 'Someone else changed this record' });
            expect(within(dialog).getByText('Name')).toBeTruthy();
            expect(within(dialog).getByText('Acme Holding')).toBeTruthy();
            // Only the fields the user changed conflict: their new city is kept, so it is not listed.
            expect(within(dialog).queryByText('City')).toBeNull();
            // The page behind a modal dialog is aria-hidden (zag), so axe looks at the dialog itself.
            await noAxeViolations(dialog);
          },
          saved: async () => {
            expect(await screen.findByText('Saved')).toBeTruthy();
            const keys = saves.map((s) => s.idempotencyKey);
            expect(keys.every((k) => typeof k === 'string' && k.length > 0)).toBe(true);
          },
        },
        events: {
          TYPE_VALID: () => {
            typed += 1;
            fireEvent.change(name(), { target: { value: `Acme ${typed}` } });
            fireEvent.blur(name());
          },
          TYPE_INVALID: () => {
            fireEvent.change(name(), { target: { value: '' } });
            fireEvent.blur(name());
          },
          CLICK_SAVE: () => {
            next(ok);
            fireEvent.click(save());
          },
          DOUBLE_CLICK_SAVE: async () => {
            const answer = deferred<Customer>();
            next(() => answer.promise);
            const before = saves.length;
            const form = screen.getByRole('form', { name: 'Edit customer' });
            // Enter in a field, then a click: the second is refused while the first is in flight.
            fireEvent.submit(form);
            fireEvent.click(save());
            fireEvent.submit(form);
            expect(save().disabled).toBe(true);
            expect(save().getAttribute('aria-busy')).toBe('true');
            await act(async () => answer.resolve({ ...stored, name: name().value, version: 4 }));
            expect(saves.length - before).toBe(1);
          },
          SERVER_422: () => {
            next(() => Promise.reject(errors.invalid({ name: ['not-unique'] })));
            fireEvent.click(save());
          },
          SERVER_503: async () => {
            next(() => Promise.reject(errors.server()));
            fireEvent.click(save());
            await screen.findByRole('alert');
          },
          SERVER_409: () => {
            next(() => Promise.reject(errors.conflict(theirs)));
            fireEvent.click(save());
          },
          GO_OFFLINE: () => {
            next(() => Promise.reject(errors.offline()));
            fireEvent.click(save());
          },
          COME_ONLINE: async () => {
            next(ok);
            const before = saves.length;
            act(() => goOnline());
            await screen.findByText('Saved');
            expect(saves.length - before).toBe(1);
            expect(saves.at(-1)!.idempotencyKey).toBe(queuedKey);
          },
          CANCEL_QUEUED: () => void fireEvent.click(screen.getByRole('button', { name: 'Stop waiting' })),
          RETRY: async () => {
            next(ok);
            const failedKey = saves.at(-1)!.idempotencyKey;
            fireEvent.click(save());
            await screen.findByText('Saved');
            expect(saves.at(-1)!.idempotencyKey).toBe(failedKey);
          },
          RELOAD_THEIRS: () => void fireEvent.click(screen.getByRole('button', { name: 'Reload their version' })),
          OVERWRITE_MINE: async () => {
            next(ok);
            fireEvent.click(screen.getByRole('button', { name: 'Overwrite with mine' }));
            await screen.findByText('Saved');
            expect(saves.at(-1)!.version).toBe(5);
          },
        },
      });
    });
  }
});
