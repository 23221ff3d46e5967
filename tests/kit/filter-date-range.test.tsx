/**
 * The lists' date-range filter draws the kit's day picker (as the forms do), so a day is typed and shown in the
 * interface's language whatever the browser's own language is: es-MX types 05/03/2024 for 5 March, en-US 03/05/2024.
 * A whole day applies the range (`from..to`); the other side keeps its day; an inverted range is not sent.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { connectList, type ListView } from '../../src/machines/kit/list.connect';
import type { ListEvent } from '../../src/machines/kit/list.machine';
import { FilterBar } from '../../src/views/kit/filter-bar';
import { FormatProvider } from '../../src/views/kit/format-context';
import { customersSpec as spec, type Customer } from './fixtures';
import { loadCatalog, renderWithI18n } from './list-render';

function renderBar(locale: 'en-US' | 'es-MX', createdAt?: string) {
  loadCatalog(locale);
  const view: ListView<Customer> = {
    spec,
    status: 'loaded',
    rows: [],
    total: 0,
    query: { q: '', sort: ['name'], page: 1, pageSize: 50, filters: createdAt ? { createdAt } : {} },
    preferences: {},
    draft: '',
    selection: [],
    activeIndex: -1,
    busy: false,
    searching: false,
    error: null,
  };
  const sent: ListEvent<Customer>[] = [];
  const api = connectList(view, (event) => sent.push(event), spec);
  renderWithI18n(
    <FormatProvider currency="MXN">
      <FilterBar api={api} filters={[{ name: 'createdAt', label: locale === 'es-MX' ? 'Alta' : 'Created' }]} />
    </FormatProvider>,
  );
  return sent;
}

const typeDay = (name: string, text: string) => {
  const input = screen.getByRole('textbox', { name });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
};

describe('date-range filter', () => {
  beforeEach(() => document.body.replaceChildren());

  it('es-MX: no native date input; the days show as dd/mm/aaaa and a typed day applies the range', async () => {
    const sent = renderBar('es-MX', '2024-01-10..2024-03-31');
    expect(document.querySelector('input[type="date"]')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Desde' }) as HTMLInputElement).value).toBe('10/01/2024');
    expect((screen.getByRole('textbox', { name: 'Hasta' }) as HTMLInputElement).value).toBe('31/03/2024');
    typeDay('Desde', '05/03/2024');
    await waitFor(() => expect(sent).toContainEqual({ type: 'list.filter.change', name: 'createdAt', value: '2024-03-05..2024-03-31' }));
  });

  it('en-US: the same day is typed month first', async () => {
    const sent = renderBar('en-US', '..2024-03-31');
    expect((screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe('');
    typeDay('From', '03/05/2024');
    await waitFor(() => expect(sent).toContainEqual({ type: 'list.filter.change', name: 'createdAt', value: '2024-03-05..2024-03-31' }));
  });

  it('an inverted range is not sent', async () => {
    const sent = renderBar('en-US', '2024-03-10..');
    typeDay('To', '03/05/2024');
    // The same day on the other side is taken: the picker has read it, and the range is still not sent.
    typeDay('From', '03/05/2024');
    await waitFor(() => expect(sent).toContainEqual({ type: 'list.filter.change', name: 'createdAt', value: '2024-03-05..' }));
    expect(sent.filter((e) => e.type === 'list.filter.change' && e.value.endsWith('2024-03-05'))).toEqual([]);
  });
});
