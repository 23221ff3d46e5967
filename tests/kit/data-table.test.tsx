/**
 * The DataTable in happy-dom: virtualization of 10,000 rows (a fake layout gives the scroll box a height), aria
 * row positions, sort headers with aria-sort over the real list machine, keyboard row navigation, Enter and Space.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { connectList, type ListView } from '../../src/machines/kit/list.connect';
import type { ListEvent, ListRef } from '../../src/machines/kit/list.machine';
import { DataTable } from '../../src/views/kit/data-table';
import { ListPanel } from '../../src/views/kit/list-panel';
import { answer, customers, customersSpec, memoryFetchPage, startList, type Customer } from './fixtures';
import { customerColumns, fakeLayout, loadCatalog, renderWithI18n, ROW_HEIGHT, SCROLLER_HEIGHT } from './list-render';

let undoLayout: () => void;
beforeAll(() => loadCatalog('en-US'));
beforeEach(() => {
  undoLayout = fakeLayout();
});
afterEach(() => undoLayout());

const bodyRows = () => within(screen.getByRole('grid')).getAllByRole('row').filter((r) => r.closest('tbody') && r.getAttribute('aria-hidden') !== 'true');

function bigTable(total = 10_000) {
  const rows = customers.slice(0, total);
  const view: ListView<Customer> = {
    spec: customersSpec,
    status: 'loaded',
    rows,
    total: rows.length,
    query: { q: '', sort: ['name'], page: 1, pageSize: rows.length, filters: {} },
    preferences: {},
    draft: '',
    selection: [],
    activeIndex: 0,
    busy: false,
    searching: false,
    error: null,
  };
  const sent: ListEvent<Customer>[] = [];
  const api = connectList(view, (e) => sent.push(e), customersSpec);
  renderWithI18n(<DataTable api={api} columns={customerColumns} caption="Customers" rowLabel={(c) => c.name} />);
  return { rows, sent };
}

describe('DataTable: 10,000 rows', () => {
  it('renders only the visible rows plus overscan, between spacer rows, with correct aria positions', () => {
    bigTable();
    const grid = screen.getByRole('grid', { name: 'Customers' });
    expect(grid.getAttribute('aria-rowcount')).toBe('10001');
    const rendered = bodyRows();
    const visible = Math.ceil(SCROLLER_HEIGHT / ROW_HEIGHT);
    expect(rendered.length).toBeGreaterThanOrEqual(visible);
    expect(rendered.length).toBeLessThanOrEqual(visible + 2 * 8 + 1);
    expect(rendered[0]!.getAttribute('aria-rowindex')).toBe('2');
    expect(rendered.map((r) => Number(r.getAttribute('aria-rowindex')))).toEqual(rendered.map((_, i) => i + 2));
    // The bottom spacer holds the height of every row not rendered.
    const spacers = grid.querySelectorAll('tbody tr[aria-hidden="true"]');
    expect(spacers).toHaveLength(1);
    expect((spacers[0]!.firstElementChild as HTMLElement).getAttribute('style')).toContain(`${(10_000 - rendered.length) * ROW_HEIGHT}px`);
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Name', 'Email', 'Status', 'Created']);
  });

  it('scrolling to the end renders the last rows', async () => {
    const { rows } = bigTable();
    const scroller = screen.getByRole('grid').parentElement!;
    await act(async () => {
      scroller.scrollTop = 10_000 * ROW_HEIGHT - SCROLLER_HEIGHT + 44;
      scroller.dispatchEvent(new Event('scroll'));
      await new Promise((r) => setTimeout(r, 20));
    });
    const rendered = bodyRows();
    expect(rendered.at(-1)!.getAttribute('aria-rowindex')).toBe('10001');
    expect(within(rendered.at(-1)!).getByRole('checkbox', { name: `Select ${rows.at(-1)!.name}` })).toBeTruthy();
    expect(rendered.length).toBeLessThan(40);
  });
});

async function loadedPanel(onOpen?: (row: Customer) => void) {
  const service = memoryFetchPage();
  const started = startList({ fetchPage: service.logic });
  await waitForActor(started.list, (s) => s.matches({ data: 'loaded' }));
  const listRef = started.list as unknown as ListRef<Customer>;
  renderWithI18n(<ListPanel listRef={listRef} caption="Customers" columns={customerColumns} rowLabel={(c) => c.name} onOpen={onOpen} />);
  return { ...started, service };
}

describe('DataTable: sorting', () => {
  it('aria-sort follows the primary sort key; a click toggles it and changes the address', async () => {
    const { nav } = await loadedPanel();
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Created').hasAttribute('aria-sort')).toBe(false);
    expect(within(header('Email')).queryByRole('button')).toBeNull();
    fireEvent.click(within(header('Name')).getByRole('button'));
    expect(nav.getSnapshot().context.location.search).toBe('?sort=-name');
    await waitFor(() => expect(header('Name').getAttribute('aria-sort')).toBe('descending'));
    fireEvent.click(within(header('Created')).getByRole('button'));
    await waitFor(() => expect(header('Created').getAttribute('aria-sort')).toBe('ascending'));
    expect(header('Name').hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(within(header('Name')).getByRole('button'), { shiftKey: true });
    expect(nav.getSnapshot().context.location.search).toBe('?sort=createdAt,name');
    await waitFor(() => expect(within(header('Name')).getByRole('button').textContent).toContain('2'));
    expect(header('Created').getAttribute('aria-sort')).toBe('ascending');
  });
});

describe('DataTable: keyboard', () => {
  it('one row in the tab order; arrows, Home, End and Page keys move the focus; Enter opens; Space selects', async () => {
    const opened: Customer[] = [];
    await loadedPanel((row) => opened.push(row));
    const tabStops = () => bodyRows().filter((r) => r.tabIndex === 0);
    expect(tabStops()).toHaveLength(1);
    const first = bodyRows()[0]!;
    expect(first.getAttribute('aria-rowindex')).toBe('2');
    // Checkboxes stay out of the tab order: the row is the stop.
    expect(within(first).getByRole('checkbox').tabIndex).toBe(-1);
    act(() => first.focus());
    const press = async (key: string) => {
      fireEvent.keyDown(document.activeElement!, { key });
      await waitFor(() => expect(document.activeElement?.tagName).toBe('TR'));
    };
    const focusedIndex = () => document.activeElement!.getAttribute('aria-rowindex');
    await press('ArrowDown');
    await waitFor(() => expect(focusedIndex()).toBe('3'));
    await press('ArrowDown');
    await waitFor(() => expect(focusedIndex()).toBe('4'));
    await press('ArrowUp');
    await waitFor(() => expect(focusedIndex()).toBe('3'));
    await press('PageDown');
    await waitFor(() => expect(focusedIndex()).toBe('13'));
    await press('End');
    await waitFor(() => expect(focusedIndex()).toBe('51'));
    await press('Home');
    await waitFor(() => expect(focusedIndex()).toBe('2'));
    expect(tabStops()).toEqual([document.activeElement]);
    const row = document.activeElement as HTMLElement;
    fireEvent.keyDown(row, { key: ' ' });
    await waitFor(() => expect(row.getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByText('1 selected')).toBeTruthy();
    fireEvent.keyDown(row, { key: 'Enter' });
    const firstOfPage = answer(customers, { q: '', sort: ['name'], page: 1, pageSize: 50, filters: {} }).items[0]!;
    expect(opened).toEqual([firstOfPage]);
    // Keys typed in a control inside the row are the control's.
    fireEvent.keyDown(within(row).getByRole('checkbox'), { key: 'ArrowDown' });
    expect(focusedIndex()).toBe('2');
  });

  it('the header checkbox selects the page, then shows mixed when one is cleared', async () => {
    await loadedPanel();
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement;
    fireEvent.click(all);
    await waitFor(() => expect(all.checked).toBe(true));
    expect(screen.getByText('50 selected')).toBeTruthy();
    fireEvent.click(within(bodyRows()[0]!).getByRole('checkbox'));
    await waitFor(() => expect(all.indeterminate).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(all.checked || all.indeterminate).toBe(false));
  });
});
