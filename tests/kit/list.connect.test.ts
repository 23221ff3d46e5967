// @vitest-environment node
/** connectList without React: a fake view, a recorded send, and the props a view would spread. */
import { describe, expect, it } from 'vitest';
import { connectList, type ListView } from '../../src/machines/kit/list.connect';
import type { ListEvent } from '../../src/machines/kit/list.machine';
import { customers, customersSpec as spec, type Customer } from './fixtures';

const rows = customers.slice(0, 5);

function fake(overrides: Partial<ListView<Customer>> = {}) {
  const view: ListView<Customer> = {
    spec,
    status: 'loaded',
    rows,
    total: 120,
    query: { q: '', sort: ['-createdAt', 'name'], page: 2, pageSize: 50, filters: { status: 'active', createdAt: '2024-01-01..2024-03-31' } },
    preferences: {},
    draft: '',
    selection: [rows[1]!.id],
    activeIndex: 1,
    busy: false,
    searching: false,
    error: null,
    ...overrides,
  };
  const sent: ListEvent<Customer>[] = [];
  const opened: Customer[] = [];
  const api = connectList(view, (event) => sent.push(event), spec, { onOpen: (row) => opened.push(row), pageStep: 2 });
  return { api, sent, opened };
}

const key = (name: string, extra: object = {}) => {
  const event = { key: name, prevented: false, preventDefault() { event.prevented = true; }, ...extra };
  return event;
};

describe('connectList: table and headers', () => {
  it('pagination applies while rows of a query are shown; the selection bar while something is selected', () => {
    expect([fake().api.hasPages, fake({ status: 'refreshing' }).api.hasPages, fake({ status: 'loading' }).api.hasPages, fake({ status: 'failed' }).api.hasPages]).toEqual([true, true, false, false]);
    expect([fake().api.hasSelection, fake({ selection: [] }).api.hasSelection]).toEqual([true, false]);
  });

  it('the table says how many rows there are and whether it is busy', () => {
    expect(fake().api.getTableProps()).toMatchObject({ role: 'grid', 'aria-rowcount': 121, 'aria-colcount': 5, 'aria-busy': false, 'aria-multiselectable': true });
    expect(fake({ status: 'loading', busy: true, rows: [], total: 0 }).api.getTableProps()).toMatchObject({ 'aria-rowcount': -1, 'aria-busy': true });
  });

  it('only the primary sort column has aria-sort; the sort button toggles, shift adds', () => {
    const { api, sent } = fake();
    expect(api.getHeaderCellProps('createdAt')).toMatchObject({ scope: 'col', 'aria-sort': 'descending' });
    expect(api.getHeaderCellProps('name')['aria-sort']).toBeUndefined();
    expect(api.getHeaderCellProps('email')).toMatchObject({ 'data-sortable': undefined });
    expect(api.sortRank('name')).toBe(2);
    expect(api.sortRank('createdAt')).toBe(1);
    expect(api.sortRank('email')).toBeNull();
    expect(api.getSortTriggerProps('email').disabled).toBe(true);
    expect(api.getSortTriggerProps('createdAt')['data-sort']).toBe('desc');
    api.getSortTriggerProps('name').onClick({ shiftKey: false });
    api.getSortTriggerProps('balance').onClick({ shiftKey: true });
    api.getSortTriggerProps('email').onClick();
    expect(sent).toEqual([
      { type: 'list.sort.toggle', field: 'name', additive: false },
      { type: 'list.sort.toggle', field: 'balance', additive: true },
    ]);
  });
});

describe('connectList: rows', () => {
  it('rows carry their position in the whole query, selection, and one tab stop', () => {
    const { api } = fake();
    expect(api.getRowProps(rows[0]!, 0)).toMatchObject({ 'aria-rowindex': 52, 'aria-selected': false, tabIndex: -1 });
    expect(api.getRowProps(rows[1]!, 1)).toMatchObject({ 'aria-rowindex': 53, 'aria-selected': true, tabIndex: 0, 'data-active': '' });
    expect(rows.map((r, i) => api.getRowProps(r, i).tabIndex).filter((t) => t === 0)).toHaveLength(1);
  });

  it('while the next page loads, the rows shown keep the positions of the page they answer', () => {
    const { api } = fake({ status: 'refreshing', busy: true, rowsQuery: { q: '', sort: ['name'], page: 1, pageSize: 50, filters: {} } });
    expect(api.getRowProps(rows[0]!, 0)['aria-rowindex']).toBe(2);
    expect([api.rangeStart, api.rangeEnd, api.page]).toEqual([1, 5, 2]);
  });

  it('arrow keys, Home/End and PageUp/PageDown move the focused row within the page', () => {
    const { api } = fake();
    const cases: [string, number, number | null][] = [
      ['ArrowDown', 1, 2],
      ['ArrowUp', 1, 0],
      ['ArrowUp', 0, null],
      ['Home', 3, 0],
      ['End', 1, 4],
      ['PageDown', 1, 3],
      ['PageDown', 4, null],
      ['PageUp', 3, 1],
      ['PageUp', 0, null],
    ];
    for (const [name, from, to] of cases) {
      const { api: at, sent } = fake({ activeIndex: from });
      const event = key(name);
      at.getRowProps(rows[from]!, from).onKeyDown(event);
      expect(event.prevented, name).toBe(true);
      expect(sent, `${name} from ${from}`).toEqual(to === null ? [] : [{ type: 'list.row.focus', index: to }]);
    }
    expect(api.activeIndex).toBe(1);
  });

  it('Enter opens the row, Space toggles its selection, other keys are left alone', () => {
    const { api, sent, opened } = fake();
    const props = api.getRowProps(rows[2]!, 2);
    props.onKeyDown(key('Enter'));
    const space = key(' ');
    props.onKeyDown(space);
    const tab = key('Tab');
    props.onKeyDown(tab);
    expect(opened).toEqual([rows[2]]);
    expect(space.prevented).toBe(true);
    expect(tab.prevented).toBe(false);
    expect(sent).toEqual([{ type: 'list.selection.toggle', id: rows[2]!.id }]);
    // A key from a control inside the row (a link, a checkbox) is left to it.
    const inner = key(' ', { target: {}, currentTarget: {} });
    props.onKeyDown(inner);
    expect(inner.prevented).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it('a click on the row opens it, a click on a control inside does not; focus makes it the tab stop', () => {
    const { api, sent, opened } = fake();
    const props = api.getRowProps(rows[3]!, 3);
    props.onClick({ target: { closest: () => null } });
    props.onClick({ target: { closest: (s: string) => (s.includes('input') ? {} : null) } });
    props.onFocus();
    expect(opened).toEqual([rows[3]]);
    expect(sent).toEqual([{ type: 'list.row.focus', index: 3 }]);
  });

  it('checkboxes: out of the tab order, and the header one reflects the page', () => {
    const { api, sent } = fake();
    expect(api.getRowCheckboxProps(rows[1]!)).toMatchObject({ checked: true, tabIndex: -1 });
    expect(api.getSelectAllProps()).toMatchObject({ checked: false, 'data-state': 'some' });
    expect(fake({ selection: rows.map((r) => r.id) }).api.getSelectAllProps().checked).toBe(true);
    api.getRowCheckboxProps(rows[0]!).onChange();
    api.getSelectAllProps().onChange();
    expect(sent).toEqual([{ type: 'list.selection.toggle', id: rows[0]!.id }, { type: 'list.selection.togglePage' }]);
  });
});

describe('connectList: toolbar and pagination', () => {
  it('the search input sends text, Enter submits, Escape clears only when there is text', () => {
    const { api, sent } = fake({ draft: 'an' });
    const props = api.getSearchInputProps();
    expect(props).toMatchObject({ type: 'search', value: 'an' });
    props.onChange({ currentTarget: { value: 'ana' } });
    props.onKeyDown(key('Enter'));
    props.onKeyDown(key('Escape'));
    expect(sent).toEqual([{ type: 'list.search.change', value: 'ana' }, { type: 'list.search.submit' }, { type: 'list.search.clear' }]);
    const empty = fake();
    const escape = key('Escape');
    empty.api.getSearchInputProps().onKeyDown(escape);
    expect(escape.prevented).toBe(false);
    expect(empty.sent).toEqual([]);
    expect(empty.api.getSearchClearProps().hidden).toBe(true);
  });

  it('page buttons know the current page and the ends; the range reads "51–55 of 120"', () => {
    const { api, sent } = fake();
    expect([api.rangeStart, api.rangeEnd, api.total, api.pageCount]).toEqual([51, 55, 120, 3]);
    expect(api.getPageButtonProps('first')).toMatchObject({ disabled: false, 'data-page': 1 });
    expect(api.getPageButtonProps('next')).toMatchObject({ disabled: false, 'data-page': 3 });
    expect(api.getPageButtonProps(2)).toMatchObject({ disabled: true, 'aria-current': 'page' });
    api.getPageButtonProps('last').onClick();
    expect(sent).toEqual([{ type: 'list.page.go', page: 3 }]);
    const first = fake({ query: { q: '', sort: ['name'], page: 1, pageSize: 50, filters: {} } }).api;
    expect(first.getPageButtonProps('previous').disabled).toBe(true);
    expect(first.getPageButtonProps('first').disabled).toBe(true);
  });

  it('page size, filters, date ranges and columns send their intents', () => {
    const { api, sent } = fake();
    api.getPageSizeProps().onChange({ currentTarget: { value: '100' } });
    expect(api.getFilterProps('status')).toMatchObject({ value: 'active' });
    api.getFilterProps('vip').onChange!({ currentTarget: { value: 'true' } });
    const city = api.getFilterProps('city');
    expect(city).toMatchObject({ defaultValue: '' });
    city.onKeyDown!({ ...key('Enter'), currentTarget: { value: ' León ' } });
    city.onBlur!({ currentTarget: { value: '' } });
    // Chosen from a select, the same reference filter applies at once.
    expect(api.getFilterChoiceProps('city')).toMatchObject({ value: '' });
    api.getFilterChoiceProps('city').onChange({ currentTarget: { value: 'Puebla' } });
    expect(api.getDateRangeProps('createdAt', 'from')).toMatchObject({ type: 'date', value: '2024-01-01', max: '2024-03-31' });
    expect(api.getDateRangeProps('createdAt', 'to')).toMatchObject({ value: '2024-03-31', min: '2024-01-01' });
    api.getDateRangeProps('createdAt', 'to').onChange({ currentTarget: { value: '' } });
    api.getDateRangeProps('createdAt', 'from').onChange({ currentTarget: { value: '2024-05-01' } });
    expect(api.getColumnToggleProps('email')).toMatchObject({ checked: true, disabled: false });
    api.getColumnToggleProps('email').onChange();
    api.getColumnToggleProps('balance').onChange();
    expect(sent).toEqual([
      { type: 'list.pageSize.set', pageSize: 100 },
      { type: 'list.filter.change', name: 'vip', value: 'true' },
      { type: 'list.filter.change', name: 'city', value: 'León' },
      { type: 'list.filter.change', name: 'city', value: 'Puebla' },
      { type: 'list.filter.change', name: 'createdAt', value: '2024-01-01..' },
      { type: 'list.columns.set', columns: ['name', 'status', 'createdAt'] },
      { type: 'list.columns.set', columns: ['name', 'email', 'status', 'createdAt', 'balance'] },
    ]);
    expect(fake({ query: { q: '', sort: ['name'], page: 1, pageSize: 50, filters: {}, columns: ['name'] } }).api.getColumnToggleProps('name').disabled).toBe(true);
  });

  it('tells no data from no match', () => {
    expect(fake({ status: 'empty', rows: [], total: 0 }).api.emptyKind).toBe('noMatch');
    expect(fake({ status: 'empty', rows: [], total: 0, query: { q: '', sort: ['name'], page: 1, pageSize: 50, filters: {} } }).api.emptyKind).toBe('noData');
    expect(fake().api.emptyKind).toBeNull();
  });
});
