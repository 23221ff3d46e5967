/**
 * Each kit field in RTL over a real form machine: visible label and required mark, the value going into the
 * machine in its stored shape, the error under the field in English and Spanish, aria-invalid and
 * aria-describedby pointing at that message, keyboard use, and no axe violations.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { FieldErrors } from '../../src/domain/resource';
import { createFormMachine } from '../../src/machines/kit/form.machine';
import type { ReferenceOption } from '../../src/machines/kit/field-reference.machine';
import { DateField } from '../../src/views/kit/field-date';
import { MoneyField, NumberField } from '../../src/views/kit/field-number';
import { ReferenceField } from '../../src/views/kit/field-reference';
import { SelectField } from '../../src/views/kit/field-select';
import { SwitchField } from '../../src/views/kit/field-switch';
import { TextAreaField, TextField } from '../../src/views/kit/field-text';
import { FormatProvider } from '../../src/views/kit/format-context';
import { loadCatalog, noAxeViolations, renderWithI18n } from './form-render';

interface Probe {
  name: string;
  email: string;
  notes: string;
  amount: number | null;
  quantity: string | null;
  days: number | null;
  due: string | null;
  kind: string | null;
  active: boolean;
  lineId: string | null;
}
const empty: Probe = { name: '', email: '', notes: '', amount: null, quantity: null, days: null, due: null, kind: null, active: false, lineId: null };
const rules = (v: Probe): FieldErrors => {
  const errors: FieldErrors = {};
  if (v.name.trim() === '') errors.name = ['required'];
  if (v.email !== '' && !v.email.includes('@')) errors.email = ['invalid-email'];
  if (v.due === null) errors.due = ['required'];
  if (v.lineId === null) errors.lineId = ['required'];
  return errors;
};
const probeForm = createFormMachine<Probe, Probe & { version: number }>({ validate: rules, toValues: (r) => r, parse: (r) => r as Probe & { version: number } });

function startProbe(values: Partial<Probe> = {}) {
  return createActor(
    probeForm.provide({ actors: { saveRecord: fromPromise(async ({ input }) => ({ ...input.values, version: 1 })) } }),
    { input: { owner: 'probe', draftKey: 'probe:new', initial: { ...empty, ...values }, version: null } },
  ).start();
}

const describedText = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

beforeEach(() => loadCatalog('en-US'));
afterEach(() => vi.useRealTimers());

describe('TextField and TextAreaField', () => {
  it('labels the input, marks it required, keeps the hint, and sends what is typed', async () => {
    const form = startProbe();
    renderWithI18n(
      <>
        <TextField formRef={form} name="name" label="Name" required hint="As it appears on invoices" />
        <TextAreaField formRef={form} name="notes" label="Notes" />
      </>,
    );
    const name = screen.getByLabelText(/^Name/) as HTMLInputElement;
    expect(name.required).toBe(true);
    expect(name.getAttribute('aria-required')).toBeNull();
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
    expect(describedText(name)).toBe('As it appears on invoices');
    fireEvent.change(name, { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Line 1\nLine 2' } });
    expect(form.getSnapshot().context.values).toMatchObject({ name: 'Acme', notes: 'Line 1\nLine 2' });
    await noAxeViolations();
  });

  it('shows the error under the field once left, and points aria-describedby at it', () => {
    const form = startProbe();
    renderWithI18n(<TextField formRef={form} name="email" label="Email" type="email" hint="For invoices" />);
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'nope' } });
    expect(email.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(email)).toBe('For invoices | Not a valid email address');
    fireEvent.change(email, { target: { value: 'a@b.example' } });
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(describedText(email)).toBe('For invoices');
  });

  it('says the error in Spanish for an es-MX user', () => {
    loadCatalog('es-MX');
    const form = startProbe();
    renderWithI18n(<TextField formRef={form} name="name" label="Nombre" required />);
    act(() => form.send({ type: 'form.submit', idempotencyKey: 'k' }));
    expect(describedText(screen.getByLabelText(/^Nombre/))).toBe('Obligatorio');
  });
});

describe('MoneyField and NumberField', () => {
  it('shows the company currency, reads what is typed in the locale format and stores minor units', async () => {
    loadCatalog('es-MX');
    const form = startProbe();
    renderWithI18n(
      <FormatProvider currency="MXN">
        <MoneyField formRef={form} name="amount" label="Límite de crédito" />
      </FormatProvider>,
    );
    const amount = screen.getByLabelText(/Límite de crédito/) as HTMLInputElement;
    expect(screen.getByText('$')).toBeTruthy();
    expect(screen.getAllByText('MXN').length).toBeGreaterThan(0);
    expect(amount.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(amount, { target: { value: '1,234.5' } });
    expect(form.getSnapshot().context.values.amount).toBe(123450);
    expect(amount.value).toBe('1,234.5');
    fireEvent.blur(amount);
    expect(amount.value).toBe('1,234.50');
    await noAxeViolations();
  });

  it('names the currency once: "MX$" in English says it all, "$" in Spanish gets the code after the amount', () => {
    loadCatalog('en-US');
    const form = startProbe();
    const { unmount } = renderWithI18n(
      <FormatProvider currency="MXN">
        <MoneyField formRef={form} name="amount" label="Credit limit" />
      </FormatProvider>,
    );
    expect(screen.getByText('MX$')).toBeTruthy();
    // Only the visually hidden part of the label names the code.
    expect(screen.getAllByText(/MXN/).every((el) => el.closest('label') !== null)).toBe(true);
    unmount();
  });

  it('keeps text that is not an amount on screen with its error, and the form will not save it', () => {
    const form = startProbe({ amount: 5000 });
    renderWithI18n(<MoneyField formRef={form} name="amount" label="Amount" currency="USD" />);
    const amount = screen.getByLabelText(/Amount/) as HTMLInputElement;
    expect(amount.value).toBe('50.00');
    fireEvent.change(amount, { target: { value: '12abc' } });
    fireEvent.blur(amount);
    expect(amount.value).toBe('12abc');
    expect(form.getSnapshot().context.values.amount).toBe(5000);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(amount)).toBe('Not a number');
    fireEvent.change(amount, { target: { value: '12' } });
    expect(form.getSnapshot().context.values.amount).toBe(1200);
    expect(amount.getAttribute('aria-invalid')).toBeNull();
  });

  it('replaces stale text when the value changes from outside (discarding a draft)', () => {
    const form = startProbe({ amount: 5000 });
    renderWithI18n(<MoneyField formRef={form} name="amount" label="Amount" currency="USD" />);
    const amount = screen.getByLabelText(/Amount/) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: 'x' } });
    act(() => form.send({ type: 'form.draft.discard' }));
    expect(amount.value).toBe('50.00');
  });

  it('stores quantities as decimal strings and counts as numbers', () => {
    const form = startProbe();
    renderWithI18n(
      <>
        <NumberField formRef={form} name="quantity" label="Quantity" mode="decimal" unit="kg" />
        <NumberField formRef={form} name="days" label="Payment terms" unit="days" />
      </>,
    );
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '1,000.125' } });
    fireEvent.change(screen.getByLabelText('Payment terms'), { target: { value: '30' } });
    expect(form.getSnapshot().context.values).toMatchObject({ quantity: '1000.125', days: 30 });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '0.12345' } });
    fireEvent.blur(screen.getByLabelText('Quantity'));
    expect(describedText(screen.getByLabelText('Quantity'))).toBe('Not in the expected format');
  });
});

describe('DateField', () => {
  it('takes the short date typed in es-MX (day first) and shows the long date', async () => {
    loadCatalog('es-MX');
    const form = startProbe();
    renderWithI18n(<DateField formRef={form} name="due" label="Vencimiento" required />);
    const input = screen.getByLabelText(/^Vencimiento/) as HTMLInputElement;
    expect(input.placeholder).toBe('dd/mm/aaaa');
    fireEvent.change(input, { target: { value: '05/03/2024' } });
    fireEvent.blur(input);
    await waitFor(() => expect(form.getSnapshot().context.values.due).toBe('2024-03-05'));
    expect(await screen.findByText('5 de marzo de 2024')).toBeTruthy();
    await waitFor(() => expect(input.value).toBe('05/03/2024'));
  });

  it('reads the month first in en-US', async () => {
    const form = startProbe({ due: '2024-03-05' });
    renderWithI18n(<DateField formRef={form} name="due" label="Due" />);
    const input = screen.getByLabelText('Due') as HTMLInputElement;
    expect(input.value).toBe('03/05/2024');
    expect(screen.getByText('March 5, 2024')).toBeTruthy();
  });

  it('opens a calendar whose week starts on Sunday in es-MX, and Enter chooses the focused day', async () => {
    loadCatalog('es-MX');
    const form = startProbe({ due: '2024-03-05' });
    renderWithI18n(<DateField formRef={form} name="due" label="Vencimiento" />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir calendario' }));
    const grid = await screen.findByRole('grid');
    // The week's first column is Sunday (SPEC §9 es-MX); the day buttons read as long dates.
    expect([...grid.querySelectorAll('th')].map((th) => th.getAttribute('abbr'))).toEqual(['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado']);
    expect(within(grid).getByRole('button', { name: /martes, 5 de marzo de 2024/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mes anterior' })).toBeTruthy();
    const focused = await waitFor(() => {
      const cell = grid.querySelector<HTMLElement>('[data-focus]');
      expect(cell).not.toBeNull();
      return cell!;
    });
    fireEvent.keyDown(focused, { key: 'ArrowRight' });
    fireEvent.keyDown(grid.querySelector<HTMLElement>('[data-focus]')!, { key: 'Enter' });
    await waitFor(() => expect(form.getSnapshot().context.values.due).toBe('2024-03-06'));
  });

  it('shows the error under the field and names it in aria-describedby', () => {
    const form = startProbe();
    renderWithI18n(<DateField formRef={form} name="due" label="Due" required />);
    act(() => form.send({ type: 'form.submit', idempotencyKey: 'k' }));
    const input = screen.getByLabelText(/^Due/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toBe('Required');
  });
});

describe('SelectField and SwitchField', () => {
  it('chooses among options (empty is null) and is labelled', async () => {
    const form = startProbe();
    renderWithI18n(
      <SelectField
        formRef={form}
        name="kind"
        label="Type"
        options={[
          { value: 'main', label: 'Main' },
          { value: 'branch', label: 'Branch' },
        ]}
      />,
    );
    const select = screen.getByLabelText('Type') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Choose…', 'Main', 'Branch']);
    fireEvent.change(select, { target: { value: 'branch' } });
    expect(form.getSnapshot().context.values.kind).toBe('branch');
    fireEvent.change(select, { target: { value: '' } });
    expect(form.getSnapshot().context.values.kind).toBeNull();
    await noAxeViolations();
  });

  it('toggles a switch by click and by keyboard', async () => {
    const form = startProbe();
    renderWithI18n(<SwitchField formRef={form} name="active" label="Active" hint="Inactive records cannot be chosen" />);
    const toggle = screen.getByRole('switch', { name: 'Active' }) as HTMLInputElement;
    expect(describedText(toggle)).toBe('Inactive records cannot be chosen');
    fireEvent.click(toggle);
    await waitFor(() => expect(form.getSnapshot().context.values.active).toBe(true));
    expect(toggle.checked).toBe(true);
    // Space on a focused checkbox is the browser's click.
    toggle.focus();
    fireEvent.keyDown(toggle, { key: ' ' });
    fireEvent.click(toggle);
    await waitFor(() => expect(form.getSnapshot().context.values.active).toBe(false));
    await noAxeViolations();
  });
});

describe('ReferenceField', () => {
  const lines: ReferenceOption[] = [
    { id: 'bl1', label: 'Retail', sublabel: 'RET' },
    { id: 'bl2', label: 'Wholesale', sublabel: 'WHO' },
  ];

  it('searches what is typed after a pause, lists the options, and stores the chosen id with its label shown', async () => {
    const queries: string[] = [];
    const search = vi.fn(async (query: string) => {
      queries.push(query);
      return lines.filter((l) => l.label.toLowerCase().includes(query.toLowerCase()));
    });
    const form = startProbe();
    renderWithI18n(<ReferenceField formRef={form} name="lineId" label="Business line" required search={search} />);
    const input = screen.getByRole('combobox', { name: /Business line/ }) as HTMLInputElement;
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'w' } });
    fireEvent.change(input, { target: { value: 'wh' } });
    const option = await screen.findByRole('option', { name: /Wholesale/ });
    expect(queries.at(-1)).toBe('wh');
    expect(queries).not.toContain('w');
    fireEvent.click(option);
    await waitFor(() => expect(form.getSnapshot().context.values.lineId).toBe('bl2'));
    await waitFor(() => expect(input.value).toBe('Wholesale'));
  });

  it('says when nothing matches and when the search failed, with a retry', async () => {
    let fail = true;
    const search = async (query: string) => {
      if (fail) throw new Error('boom');
      return lines.filter((l) => l.label.includes(query));
    };
    const form = startProbe();
    renderWithI18n(<ReferenceField formRef={form} name="lineId" label="Business line" search={search} />);
    const input = screen.getByRole('combobox', { name: /Business line/ });
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'zz' } });
    expect(await screen.findByText('The options could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing matches “zz”.')).toBeTruthy();
  });

  it('is used from the keyboard: type, arrow down, Enter', async () => {
    const form = startProbe();
    renderWithI18n(<ReferenceField formRef={form} name="lineId" label="Business line" search={async () => lines} />);
    const input = screen.getByRole('combobox', { name: /Business line/ }) as HTMLInputElement;
    input.focus();
    fireEvent.change(input, { target: { value: 'e' } });
    await screen.findByRole('option', { name: /Retail/ });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByRole('option', { name: /Wholesale/ }).hasAttribute('data-highlighted')).toBe(true));
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(form.getSnapshot().context.values.lineId).toBe('bl2'));
  });

  it('shows the label of the value the form starts with', () => {
    const form = startProbe({ lineId: 'bl1' });
    renderWithI18n(<ReferenceField formRef={form} name="lineId" label="Business line" search={async () => lines} selectedOption={lines[0]!} />);
    expect((screen.getByRole('combobox', { name: /Business line/ }) as HTMLInputElement).value).toBe('Retail');
  });
});
