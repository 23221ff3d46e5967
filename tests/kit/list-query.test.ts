// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertListSpec,
  formatDateRange,
  listDefaults,
  parseDateRange,
  parseListQuery,
  requestKey,
  serializeListQuery,
  sortDirectionOf,
  toggleSort,
  toRequestParams,
  type ListPreferences,
  type ListQuery,
  type ListSpec,
} from '../../src/machines/kit/list-query';
import { customersSpec as spec } from './fixtures';

const base: ListQuery = { q: '', sort: ['name'], page: 1, pageSize: 50, filters: {} };

/** Any query the spec allows, in its canonical form (what parse gives). */
const validQuery = (s: ListSpec, preferences: ListPreferences = {}) => {
  const defaults = listDefaults(s, preferences);
  const sortKey = fc.constantFrom(...s.sortFields).chain((field) => fc.constantFrom(field, `-${field}`));
  const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const text = fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }).map((t) => t.trim()).filter((t) => t !== '');
  const filterValue = {
    status: fc.constantFrom('active', 'inactive'),
    vip: fc.constantFrom('true', 'false'),
    createdAt: fc.tuple(fc.option(day, { nil: '' }), fc.option(day, { nil: '' }))
      .filter(([a, b]) => a !== '' || b !== '')
      .map(([a, b]) => (a !== '' && b !== '' && a > b ? formatDateRange(b, a) : formatDateRange(a, b))),
    city: text,
  } as Record<string, fc.Arbitrary<string>>;
  return fc.record({
    q: fc.oneof(fc.constant(''), text.map((t) => t.slice(0, 200).trim()).filter((t) => t !== '')),
    sort: fc.uniqueArray(sortKey, { minLength: 1, maxLength: 3, selector: (k) => k.replace(/^-/, '') }),
    page: fc.integer({ min: 1, max: 100_000 }),
    pageSize: fc.constantFrom(...(s.pageSizes ?? [25, 50, 100, 200])),
    filters: fc.record(Object.fromEntries(s.filters.map((f) => [f.name, filterValue[f.name]!])), { requiredKeys: [] }),
    columns: fc.option(fc.subarray(s.columns.map((c) => c.id), { minLength: 1 }), { nil: undefined }),
  }).map((q): ListQuery => {
    const query: ListQuery = { q: q.q, sort: q.sort, page: q.page, pageSize: q.pageSize, filters: q.filters as Record<string, string> };
    if (q.columns && q.columns.join() !== defaults.columns.join()) query.columns = q.columns;
    return query;
  });
};

describe('list query: the address', () => {
  it('an empty search is the default query', () => {
    expect(parseListQuery('', spec)).toEqual(base);
    expect(parseListQuery('?', spec)).toEqual(base);
    expect(serializeListQuery(base, spec)).toBe('');
  });

  it('reads every part, with or without the leading ?', () => {
    const search = '?q=ana%20l%C3%B3pez&status=active&vip=true&createdAt=2024-01-01..2024-06-30&city=Le%C3%B3n&sort=-createdAt,name&page=3&pageSize=100&columns=name,balance';
    const query: ListQuery = {
      q: 'ana lópez',
      sort: ['-createdAt', 'name'],
      page: 3,
      pageSize: 100,
      filters: { status: 'active', vip: 'true', createdAt: '2024-01-01..2024-06-30', city: 'León' },
      columns: ['name', 'balance'],
    };
    expect(parseListQuery(search, spec)).toEqual(query);
    expect(parseListQuery(search.slice(1), spec)).toEqual(query);
    expect(serializeListQuery(query, spec)).toBe(search);
  });

  it('tolerates a hand-edited address: unknown parameters are ignored and bad values fall back to defaults', () => {
    const junk = '?foo=1&sort=password,-nope,,name,-name&page=-2&pageSize=7&status=deleted&vip=yes&createdAt=2024-02-30..&columns=secret,,&q=%20%20';
    expect(parseListQuery(junk, spec)).toEqual(base);
    expect(parseListQuery('?page=2.5', spec).page).toBe(1);
    expect(parseListQuery('?page=0', spec).page).toBe(1);
    expect(parseListQuery('?page=99999999', spec).page).toBe(1);
    expect(parseListQuery('?pageSize=1e2', spec).pageSize).toBe(50);
    expect(parseListQuery('?createdAt=2024-05-01..2024-01-01', spec).filters).toEqual({});
    expect(parseListQuery('?createdAt=..', spec).filters).toEqual({});
    expect(parseListQuery('?createdAt=..2024-01-01', spec).filters).toEqual({ createdAt: '..2024-01-01' });
    expect(parseListQuery(`?q=${'x'.repeat(500)}`, spec).q).toHaveLength(200);
    expect(parseListQuery(`?city=${'x'.repeat(500)}`, spec).filters).toEqual({});
    expect(parseListQuery('?%E0%A4%A=1&q=%', spec).q).toBe('%');
  });

  it('a sort field appears once (the first wins) and at most three keys are kept', () => {
    expect(parseListQuery('?sort=-name,name,balance', spec).sort).toEqual(['-name', 'balance']);
    expect(parseListQuery('?sort=name,balance,createdAt,-name', spec).sort).toEqual(['name', 'balance', 'createdAt']);
  });

  it('columns are known ids in the spec order; the defaults (or the user preference) leave the address', () => {
    expect(parseListQuery('?columns=createdAt,name,name', spec).columns).toEqual(['name', 'createdAt']);
    expect(parseListQuery('?columns=name,email,status,createdAt', spec).columns).toBeUndefined();
    const preferences = { columns: ['name', 'balance'], pageSize: 100 };
    expect(parseListQuery('', spec, preferences)).toEqual({ ...base, pageSize: 100 });
    expect(parseListQuery('?columns=balance,name&pageSize=100', spec, preferences)).toEqual({ ...base, pageSize: 100 });
    expect(serializeListQuery({ ...base, pageSize: 50 }, spec, preferences)).toBe('?pageSize=50');
    expect(serializeListQuery({ ...base, pageSize: 100, columns: ['name'] }, spec, preferences)).toBe('?columns=name');
  });

  it('invalid preferences are ignored', () => {
    expect(listDefaults(spec, { pageSize: 7, columns: ['nope'] })).toEqual({ pageSize: 50, columns: ['name', 'email', 'status', 'createdAt'] });
  });

  it('is canonical: the parameter order is fixed and the filters follow the spec', () => {
    const a = parseListQuery('?page=2&vip=false&q=x&status=inactive', spec);
    const b = parseListQuery('?status=inactive&q=x&page=2&vip=false', spec);
    expect(serializeListQuery(a, spec)).toBe('?q=x&status=inactive&vip=false&page=2');
    expect(serializeListQuery(b, spec)).toBe(serializeListQuery(a, spec));
  });

  it('round trip: parse(serialize(q)) == q for every valid query, with or without preferences', () => {
    fc.assert(fc.property(validQuery(spec), (query) => {
      expect(parseListQuery(serializeListQuery(query, spec), spec)).toEqual(query);
    }), { numRuns: 400 });
    const preferences = { pageSize: 200, columns: ['name', 'city'] };
    fc.assert(fc.property(validQuery(spec, preferences), (query) => {
      expect(parseListQuery(serializeListQuery(query, spec, preferences), spec, preferences)).toEqual(query);
    }), { numRuns: 200 });
  });

  it('serialize(parse(s)) is a fixed point for any string (junk is normalised once)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), (search) => {
      const once = serializeListQuery(parseListQuery(search, spec), spec);
      expect(serializeListQuery(parseListQuery(once, spec), spec)).toBe(once);
    }), { numRuns: 400 });
  });
});

describe('list query: the service', () => {
  it('gives the service its parameters in a fixed order', () => {
    const query = parseListQuery('?vip=true&q=ana&status=active&sort=-createdAt,name&page=2&columns=name', spec);
    expect(toRequestParams(query)).toEqual({ q: 'ana', sort: '-createdAt,name', page: '2', pageSize: '50', status: 'active', vip: 'true' });
    expect(Object.keys(toRequestParams(query))).toEqual(['q', 'sort', 'page', 'pageSize', 'status', 'vip']);
    expect(toRequestParams(base)).toEqual({ sort: 'name', page: '1', pageSize: '50' });
  });

  it('the request key ignores the columns', () => {
    expect(requestKey({ ...base, columns: ['name'] })).toBe(requestKey(base));
    expect(requestKey({ ...base, page: 2 })).not.toBe(requestKey(base));
  });
});

describe('list query: sorting', () => {
  it('a click sorts by the column ascending, a second click flips it; there is no unsorted state', () => {
    expect(toggleSort(['name'], 'createdAt')).toEqual(['createdAt']);
    expect(toggleSort(['createdAt'], 'createdAt')).toEqual(['-createdAt']);
    expect(toggleSort(['-createdAt'], 'createdAt')).toEqual(['createdAt']);
    expect(toggleSort(['-createdAt', 'name'], 'createdAt')).toEqual(['createdAt']);
  });

  it('shift-click adds a secondary key or flips it in place, up to three keys', () => {
    expect(toggleSort(['name'], 'createdAt', true)).toEqual(['name', 'createdAt']);
    expect(toggleSort(['name', 'createdAt'], 'createdAt', true)).toEqual(['name', '-createdAt']);
    expect(toggleSort(['name', 'createdAt', 'balance'], 'email', true)).toEqual(['name', 'createdAt', 'balance']);
  });

  it('aria-sort belongs to the primary key only', () => {
    expect(sortDirectionOf(['-createdAt', 'name'], 'createdAt')).toBe('descending');
    expect(sortDirectionOf(['-createdAt', 'name'], 'name')).toBeNull();
    expect(sortDirectionOf(['name'], 'name')).toBe('ascending');
  });
});

describe('list query: dates and specs', () => {
  it('a date range is from..to with real days', () => {
    expect(parseDateRange('2024-01-01..2024-12-31')).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(parseDateRange('2024-02-29..')).toEqual({ from: '2024-02-29', to: '' });
    expect(parseDateRange('2023-02-29..')).toBeNull();
    expect(parseDateRange('2024-01-01')).toBeNull();
    expect(formatDateRange('', '')).toBe('');
  });

  it('a spec that would break the address is refused', () => {
    expect(() => assertListSpec({ ...spec, filters: [{ name: 'page', kind: 'text' }] })).toThrow(/reserved/);
    expect(() => assertListSpec({ ...spec, defaultSort: ['nope'] })).toThrow(/not a sort field/);
    expect(() => assertListSpec({ ...spec, defaultPageSize: 30 })).toThrow(/defaultPageSize/);
    expect(() => assertListSpec(spec)).not.toThrow();
  });
});

describe('listSpecFrom: the address allows exactly what the service does', () => {
  it('takes sort fields, default order and filters (with their kinds and values) from the service spec', async () => {
    const { listSpecFrom, parseListQuery } = await import('../../src/machines/kit/list-query');
    const { customerListSpec } = await import('../../src/domain/customer');
    const spec = listSpecFrom(customerListSpec, { id: 'customers', path: '/admin/customers', columns: [{ id: 'name', defaultVisible: true, sortField: 'name' }] });
    expect(spec.sortFields).toEqual(customerListSpec.sortFields);
    expect(spec.defaultSort).toEqual(['name']);
    expect(spec.filters).toEqual([
      { name: 'status', kind: 'enum', values: ['active', 'inactive'] },
      { name: 'businessLineId', kind: 'reference' },
    ]);
    // A field the service cannot sort by never reaches the query.
    expect(parseListQuery('?sort=-taxId&status=deleted', spec)).toMatchObject({ sort: ['name'], filters: {} });
  });
});

describe('listSpecFrom: a service date range is the address date range', () => {
  it('maps the filter kind, and the address keeps a valid range and drops a broken one', async () => {
    const { listSpecFrom, parseListQuery } = await import('../../src/machines/kit/list-query');
    const { stockMovementListSpec } = await import('../../src/domain/stock-movement');
    const spec = listSpecFrom(stockMovementListSpec, { id: 'm', path: '/m', columns: [{ id: 'createdAt', defaultVisible: true, sortField: 'createdAt' }] });
    expect(spec.filters.find((f) => f.name === 'date')).toEqual({ name: 'date', kind: 'date-range' });
    expect(parseListQuery('?date=2025-03-01..2025-03-31', spec).filters).toEqual({ date: '2025-03-01..2025-03-31' });
    expect(parseListQuery('?date=2025-03-31..2025-03-01', spec).filters).toEqual({});
  });
});
