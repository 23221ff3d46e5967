/**
 * The list kit's views (ListPanel: toolbar, DataTable, pagination, states) over the real list machine, a fake
 * navigation with a history and an in-memory service of 10,000 customers, driven by every simple path of the
 * user-level model in tests/model/list.model.ts; each state is also checked with axe (no layout: colour
 * contrast is left to the e2e). Then the states the model does not reach (failure, loading) and es-MX.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { ListRef } from '../../src/machines/kit/list.machine';
import type { ListQuery } from '../../src/machines/kit/list-query';
import { ListPanel } from '../../src/views/kit/list-panel';
import { listModel } from '../model/list.model';
import { answer, customers, manualFetchPage, memoryFetchPage, startList, type Customer } from './fixtures';
import { customerColumns, customerFilters, fakeLayout, loadCatalog, renderWithI18n } from './list-render';

let undoLayout: () => void;
beforeEach(() => {
  loadCatalog('en-US');
  undoLayout = fakeLayout();
});
afterEach(() => undoLayout());

const defaults: ListQuery = { q: '', sort: ['name'], page: 1, pageSize: 50, filters: {} };

async function setup(fetchPage = memoryFetchPage().logic) {
  const started = startList({ fetchPage, debounceMs: 10 });
  renderWithI18n(
    <ListPanel
      listRef={started.list as unknown as ListRef<Customer>}
      caption="Customers"
      columns={customerColumns}
      filters={customerFilters}
      rowLabel={(c) => c.name}
      onOpen={() => undefined}
    />,
  );
  return started;
}

const grid = () => screen.getByRole('grid', { name: 'Customers' });
const dataRows = () => within(grid()).getAllByRole('row').filter((r) => r.closest('tbody') && r.getAttribute('aria-hidden') !== 'true');
const searchbox = () => screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
const pagination = () => screen.getByRole('navigation', { name: 'Pagination' });
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
const n = (value: number) => value.toLocaleString('en-US');

/** The page of `query` is shown: its range, its first rows, in order, and no skeleton. */
async function seePage(query: ListQuery) {
  const expected = answer(customers, query);
  const start = (query.page - 1) * query.pageSize + 1;
  await waitFor(() => expect(within(pagination()).getByText(`${n(start)}–${n(start + expected.items.length - 1)} of ${n(expected.total)}`)).toBeTruthy());
  await waitFor(() => expect(grid().getAttribute('aria-busy')).toBe('false'));
  const rows = dataRows();
  expect(rows[0]!.getAttribute('aria-rowindex')).toBe(String(start + 1));
  expect(rows.slice(0, 5).map((r) => within(r).getAllByRole('gridcell')[1]!.textContent)).toEqual(expected.items.slice(0, 5).map((c) => c.name));
}

async function noAxeViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((x) => x.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('list views (model paths)', () => {
  const model = createTestModel(listModel);
  for (const path of model.getSimplePaths()) {
    it(path.description, async () => {
      const { nav, list } = await setup();
      await waitForActor(list, (s) => s.matches({ data: 'loaded' }));
      const fullList = async () => {
        await seePage(defaults);
        expect(searchbox().value).toBe('');
        expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
        expect(screen.getByRole('columnheader', { name: 'Email' })).toBeTruthy();
        expect(screen.queryByText(/selected$/)).toBeNull();
        expect(nav.getSnapshot().context.location.search).toBe('');
      };
      await path.test({
        states: {
          firstPage: async () => {
            await fullList();
            await noAxeViolations();
          },
          secondPage: async () => {
            await seePage({ ...defaults, page: 2 });
            expect(nav.getSnapshot().context.location.search).toBe('?page=2');
          },
          backToFirstPage: async () => {
            // At once, from memory: no skeleton in between.
            expect(dataRows()[0]!.getAttribute('aria-rowindex')).toBe('2');
            await fullList();
          },
          nameDescending: async () => {
            await seePage({ ...defaults, sort: ['-name'] });
            expect(header('Name').getAttribute('aria-sort')).toBe('descending');
          },
          nameAscending: fullList,
          nameDescendingSecondPage: async () => {
            await seePage({ ...defaults, sort: ['-name'], page: 2 });
            expect(nav.getSnapshot().context.location.search).toBe('?sort=-name&page=2');
          },
          matching: async () => {
            await seePage({ ...defaults, q: 'monterrey' });
            expect(searchbox().value).toBe('monterrey');
            await noAxeViolations();
          },
          matchingSecondPage: async () => {
            await seePage({ ...defaults, q: 'monterrey', page: 2 });
            expect(nav.getSnapshot().context.location.search).toBe('?q=monterrey&page=2');
          },
          searchCleared: fullList,
          noMatch: async () => {
            await screen.findByText('No results');
            expect(screen.queryByRole('grid')).toBeNull();
            expect(screen.getByText('Nothing matches your search and filters.')).toBeTruthy();
            await noAxeViolations();
          },
          filtersCleared: async () => {
            await fullList();
            expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('');
          },
          inactive: async () => {
            await seePage({ ...defaults, filters: { status: 'inactive' } });
            expect(nav.getSnapshot().context.location.search).toBe('?status=inactive');
          },
          rowSelected: async () => {
            await waitFor(() => expect(dataRows()[0]!.getAttribute('aria-selected')).toBe('true'));
            expect(screen.getByText('1 selected')).toBeTruthy();
            expect((screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement).indeterminate).toBe(true);
            await noAxeViolations();
          },
          selectionCleared: fullList,
          selectionGoneWithPage: async () => {
            await seePage({ ...defaults, page: 2 });
            expect(screen.queryByText(/selected$/)).toBeNull();
            expect(dataRows().every((r) => r.getAttribute('aria-selected') === 'false')).toBe(true);
          },
          emailHidden: async () => {
            await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Email' })).toBeNull());
            expect(within(dataRows()[0]!).getAllByRole('gridcell')).toHaveLength(4);
            expect(grid().getAttribute('aria-colcount')).toBe('4');
          },
          emailShown: async () => {
            await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Email' })).toBeTruthy());
            await fullList();
          },
          pageSize100: async () => {
            await seePage({ ...defaults, pageSize: 100 });
            expect((within(pagination()).getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement).value).toBe('100');
          },
        },
        events: {
          CLICK_NEXT_PAGE: async () => {
            fireEvent.click(within(pagination()).getByRole('button', { name: 'Next page' }));
          },
          PRESS_BROWSER_BACK: async () => {
            act(() => nav.send({ type: 'nav.back' }));
          },
          CLICK_SORT_NAME: async () => {
            fireEvent.click(within(header('Name')).getByRole('button'));
          },
          TYPE_MATCHING: async () => {
            fireEvent.change(searchbox(), { target: { value: 'monterrey' } });
            await waitFor(() => expect(nav.getSnapshot().context.location.search).toContain('q=monterrey'));
          },
          TYPE_UNMATCHED: async () => {
            fireEvent.change(searchbox(), { target: { value: 'zzzz' } });
            await waitFor(() => expect(nav.getSnapshot().context.location.search).toContain('q=zzzz'));
          },
          PRESS_ESCAPE: async () => {
            fireEvent.keyDown(searchbox(), { key: 'Escape' });
          },
          CLICK_CLEAR_FILTERS: async () => {
            fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
          },
          SELECT_INACTIVE: async () => {
            fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'inactive' } });
          },
          PRESS_SPACE_ON_FIRST_ROW: async () => {
            const row = dataRows()[0]!;
            act(() => row.focus());
            fireEvent.keyDown(row, { key: ' ' });
          },
          CLICK_CLEAR_SELECTION: async () => {
            fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
          },
          HIDE_EMAIL_COLUMN: async () => {
            fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
            fireEvent.click(await screen.findByRole('checkbox', { name: 'Email' }));
          },
          SHOW_EMAIL_COLUMN: async () => {
            fireEvent.click(await screen.findByRole('checkbox', { name: 'Email' }));
          },
          SELECT_PAGE_SIZE_100: async () => {
            fireEvent.change(within(pagination()).getByRole('combobox', { name: 'Rows per page' }), { target: { value: '100' } });
          },
        },
      });
    });
  }
});

describe('list views: loading, failure, es-MX', () => {
  it('shows skeleton rows while the first page loads, then a failure with Retry', async () => {
    const service = manualFetchPage();
    await setup(service.logic);
    expect(grid().getAttribute('aria-busy')).toBe('true');
    expect(grid().getAttribute('aria-rowcount')).toBe('-1');
    expect(grid().querySelectorAll('tbody tr[aria-hidden="true"]').length).toBeGreaterThan(0);
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Loading…');
    await noAxeViolations();
    act(() => service.requests[0]!.reject(Object.assign(new Error('offline'), { code: 'offline' })));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The list could not be loaded')).toBeTruthy();
    expect(within(alert).getByText(/No Internet Connection\. The list loads again by itself/)).toBeTruthy();
    await noAxeViolations();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(service.requests).toHaveLength(2));
    act(() => service.requests[1]!.resolve());
    await seePage(defaults);
  });

  it('while the next page loads the previous rows stay, and the table says it is busy', async () => {
    const service = manualFetchPage();
    await setup(service.logic);
    act(() => service.requests[0]!.resolve());
    await seePage(defaults);
    fireEvent.click(within(pagination()).getByRole('button', { name: 'Next page' }));
    expect(grid().getAttribute('aria-busy')).toBe('true');
    expect(dataRows()[0]!.getAttribute('aria-rowindex')).toBe('2');
    act(() => service.requests[1]!.resolve());
    await seePage({ ...defaults, page: 2 });
  });

  it('on a phone the filters fold behind a button that counts the active ones', async () => {
    const { list } = await setup();
    await waitForActor(list, (s) => s.matches({ data: 'loaded' }));
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const bar = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(bar.hasAttribute('data-folded')).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(bar.hasAttribute('data-folded')).toBe(false);
    fireEvent.change(screen.getByRole('combobox', { name: 'VIP' }), { target: { value: 'true' } });
    await screen.findByRole('button', { name: 'Filters active: 1' });
  });

  it('speaks es-MX: "Buscar", the range in the locale\'s numbers, the page controls', async () => {
    loadCatalog('es-MX');
    await setup();
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toBeTruthy();
    const nav = await screen.findByRole('navigation', { name: 'Paginación' });
    await waitFor(() => expect(within(nav).getByText('1–50 de 10,000')).toBeTruthy());
    expect(within(nav).getByText('Página 1 de 200')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Página siguiente' })).toBeTruthy();
    expect(within(nav).getByRole('combobox', { name: 'Filas por página' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar todas las filas de esta página' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Columnas' })).toBeTruthy();
  });
});
