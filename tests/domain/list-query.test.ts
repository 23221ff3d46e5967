// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyListQuery,
  DEFAULT_PAGE_SIZE,
  formatListQuery,
  parseListQuery,
  type ListQuery,
  type ListSpec,
} from '../../src/domain/list-query';

interface Row {
  id: string;
  name: string;
  city: string | null;
  amount: number;
  active: boolean;
  kind: 'a' | 'b';
  ownerId: string | null;
}

const spec: ListSpec<Row> = {
  searchFields: ['name', 'city'],
  sortFields: ['name', 'amount', 'active', 'city'],
  filters: {
    active: { type: 'boolean' },
    kind: { type: 'enum', values: ['a', 'b'] },
    ownerId: { type: 'reference' },
    amount: { type: 'integer' },
    big: { type: 'boolean', matches: (row, value) => row.amount >= 100 === value },
  },
  defaultSort: 'name',
};

const rows: Row[] = [
  { id: 'r1', name: 'José Pérez', city: 'Querétaro', amount: 10, active: true, kind: 'a', ownerId: 'o1' },
  { id: 'r2', name: 'Ana', city: null, amount: 200, active: false, kind: 'b', ownerId: null },
  { id: 'r3', name: 'jose luis', city: 'León', amount: 10, active: true, kind: 'b', ownerId: 'o1' },
  { id: 'r4', name: 'Beto', city: 'Mérida', amount: 150, active: true, kind: 'a', ownerId: 'o2' },
];

const parse = (params: Record<string, string | string[]>) => parseListQuery(params, spec);
const query = (params: Record<string, string | string[]>): ListQuery<Row> => {
  const parsed = parse(params);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.query;
};
const ids = (params: Record<string, string | string[]>) => applyListQuery(rows, query(params), spec).items.map((r) => r.id);

describe('parseListQuery', () => {
  it('defaults: page 1, 50 per page, the spec order, no q, no filters', () => {
    expect(query({})).toEqual({ q: '', sort: [{ field: 'name', descending: false }], page: 1, pageSize: DEFAULT_PAGE_SIZE, filters: [] });
  });

  it('reads sort keys with - for descending, filters by type, and ignores unknown parameters', () => {
    expect(query({ sort: 'amount,-name', page: '2', pageSize: '500', active: 'false', kind: 'b', ownerId: 'null', amount: '-3', _: '123' })).toEqual({
      q: '',
      sort: [{ field: 'amount', descending: false }, { field: 'name', descending: true }],
      page: 2,
      pageSize: 500,
      filters: [
        { name: 'active', value: false },
        { name: 'kind', value: 'b' },
        { name: 'ownerId', value: null },
        { name: 'amount', value: -3 },
      ],
    });
  });

  it.each([
    [{ sort: 'nope' }, 'sort'],
    [{ sort: 'name,' }, 'sort'],
    [{ sort: 'name,-name' }, 'sort'],
    [{ sort: 'id' }, 'sort'],
    [{ page: '0' }, 'page'],
    [{ page: '-1' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: 'x' }, 'page'],
    [{ pageSize: '0' }, 'pageSize'],
    [{ pageSize: '501' }, 'pageSize'],
    [{ pageSize: 'x' }, 'pageSize'],
    [{ pageSize: '1e2' }, 'pageSize'],
    [{ active: 'yes' }, 'active'],
    [{ kind: 'c' }, 'kind'],
    [{ amount: '1.5' }, 'amount'],
    [{ q: ['a', 'b'] }, 'q'],
    [{ q: 'x'.repeat(201) }, 'q'],
  ])('refuses %j (names %s)', (params, parameter) => {
    const parsed = parse(params);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.map((e) => e.parameter)).toContain(parameter);
  });

  it('takes URLSearchParams as well, and formatListQuery gives back an equivalent query', () => {
    const parsed = parseListQuery(new URLSearchParams('q=jos%C3%A9&sort=-amount&page=3&pageSize=10&ownerId=o1'), spec);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.query).toMatchObject({ q: 'josé', page: 3, pageSize: 10, filters: [{ name: 'ownerId', value: 'o1' }] });
    expect(query(formatListQuery(parsed.query))).toEqual(parsed.query);
  });
});

describe('applyListQuery', () => {
  it('a field with a business order sorts by it, not by its text (values not listed come last)', () => {
    type Doc = { id: string; kind: string };
    const docs: Doc[] = [{ id: 'a', kind: 'quotation' }, { id: 'b', kind: 'sales-order' }, { id: 'c', kind: 'other' }, { id: 'd', kind: 'requisition' }];
    const docSpec: ListSpec<Doc> = { searchFields: [], sortFields: ['kind'], filters: {}, sortOrders: { kind: ['sales-order', 'requisition', 'quotation'] } };
    const sorted = (sort: string) => {
      const parsed = parseListQuery({ sort }, docSpec);
      if (!parsed.ok) throw new Error('bad query');
      return applyListQuery(docs, parsed.query, docSpec).items.map((d) => d.kind);
    };
    expect(sorted('kind')).toEqual(['sales-order', 'requisition', 'quotation', 'other']);
    expect(sorted('-kind')).toEqual(['other', 'quotation', 'requisition', 'sales-order']);
  });

  it("q is an accent- and case-insensitive contains over the search fields ('jose' finds 'José')", () => {
    expect(ids({ q: 'jose' })).toEqual(['r3', 'r1']);
    expect(ids({ q: 'JOSÉ P' })).toEqual(['r1']);
    expect(ids({ q: 'queretaro' })).toEqual(['r1']);
    expect(ids({ q: 'leon' })).toEqual(['r3']);
  });

  it('filters by field value, null reference and derived predicates', () => {
    expect(ids({ active: 'true' })).toEqual(['r4', 'r3', 'r1']);
    expect(ids({ ownerId: 'null' })).toEqual(['r2']);
    expect(ids({ ownerId: 'o1', kind: 'b' })).toEqual(['r3']);
    expect(ids({ big: 'true', sort: '-amount' })).toEqual(['r2', 'r4']);
  });

  it('sorts with ties broken by id, nulls last in both directions', () => {
    expect(ids({ sort: 'amount' })).toEqual(['r1', 'r3', 'r4', 'r2']);
    expect(ids({ sort: '-amount' })).toEqual(['r2', 'r4', 'r1', 'r3']);
    expect(ids({ sort: 'city' })).toEqual(['r3', 'r4', 'r1', 'r2']);
    expect(ids({ sort: '-city' })).toEqual(['r1', 'r4', 'r3', 'r2']);
  });

  it('a page beyond the end has no items but the total', () => {
    expect(applyListQuery(rows, query({ page: '9', pageSize: '2' }), spec)).toEqual({ items: [], total: 4, page: 9, pageSize: 2 });
  });

  const rowArb = fc.record({
    id: fc.string({ minLength: 1, maxLength: 4 }),
    name: fc.constantFrom('José', 'jose', 'Ana', 'ana', 'Ñandú', 'nandu', 'Zoe', ''),
    city: fc.option(fc.constantFrom('León', 'leon', 'Mérida'), { nil: null }),
    amount: fc.integer({ min: -3, max: 3 }),
    active: fc.boolean(),
    kind: fc.constantFrom<'a' | 'b'>('a', 'b'),
    ownerId: fc.option(fc.constantFrom('o1', 'o2'), { nil: null }),
  });
  const uniqueRows = fc.uniqueArray(rowArb, { selector: (r) => r.id, maxLength: 40 });
  const sortArb = fc.subarray(['name', 'amount', 'active', 'city']).chain((fields) =>
    fc.tuple(...fields.map((f) => fc.constantFrom(f, `-${f}`))).map((keys) => keys.join(',')),
  );

  it('pages are stable: walking every page gives each matching record exactly once, in the full order', () => {
    fc.assert(
      fc.property(uniqueRows, sortArb, fc.integer({ min: 1, max: 7 }), fc.constantFrom('', 'jose', 'LEON', 'an'), (items, sort, pageSize, q) => {
        const base = { ...(sort ? { sort } : {}), q, pageSize: String(pageSize) };
        const all = applyListQuery(items, query({ ...base, pageSize: '500' }), spec);
        const walked: string[] = [];
        for (let page = 1; page <= Math.ceil(all.total / pageSize) + 1; page++) {
          const result = applyListQuery(items, query({ ...base, page: String(page) }), spec);
          expect(result.total).toBe(all.total);
          expect(result.items.length).toBeLessThanOrEqual(pageSize);
          walked.push(...result.items.map((r) => r.id));
        }
        expect(walked).toEqual(all.items.map((r) => r.id));
        expect(new Set(walked).size).toBe(walked.length);
      }),
    );
  });

  it('the total counts exactly the records that pass the filters and q, and the input is not reordered', () => {
    fc.assert(
      fc.property(uniqueRows, fc.boolean(), fc.constantFrom('', 'jose', 'n'), (items, active, q) => {
        const before = items.map((r) => r.id);
        const page = applyListQuery(items, query({ active: String(active), q, pageSize: '500' }), spec);
        const expected = items.filter((r) => r.active === active && (q === '' || [r.name, r.city ?? ''].some((t) => t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes(q))));
        expect(page.total).toBe(expected.length);
        expect(new Set(page.items.map((r) => r.id))).toEqual(new Set(expected.map((r) => r.id)));
        expect(items.map((r) => r.id)).toEqual(before);
      }),
    );
  });

  it('descending is the reverse of ascending except for ties (still by id ascending) and nulls (still last)', () => {
    fc.assert(
      fc.property(uniqueRows, (items) => {
        const asc = applyListQuery(items, query({ sort: 'amount', pageSize: '500' }), spec).items;
        const desc = applyListQuery(items, query({ sort: '-amount', pageSize: '500' }), spec).items;
        const amounts = (list: Row[]) => list.map((r) => r.amount);
        expect(amounts(desc)).toEqual([...amounts(asc)].reverse());
        for (let i = 1; i < desc.length; i++) {
          if (desc[i - 1]!.amount === desc[i]!.amount) expect(desc[i - 1]!.id < desc[i]!.id).toBe(true);
        }
      }),
    );
  });
});

describe('date-range filters', () => {
  interface Dated {
    id: string;
    at: string;
  }
  const dated: ListSpec<Dated> = { searchFields: [], sortFields: ['at'], filters: { at: { type: 'date-range' } }, defaultSort: 'at' };
  const items: Dated[] = [
    { id: 'a', at: '2025-02-28T23:59:59.000Z' },
    { id: 'b', at: '2025-03-01' },
    { id: 'c', at: '2025-03-31T10:00:00.000Z' },
    { id: 'd', at: '2025-04-01T00:00:00.000Z' },
  ];
  const ids = (text: string) => {
    const parsed = parseListQuery(new URLSearchParams(text), dated);
    if (!parsed.ok) throw new Error(parsed.errors[0]!.message);
    return applyListQuery(items, parsed.query, dated).items.map((i) => i.id);
  };

  it('keeps the days from..to, both included; either side may be open', () => {
    expect(ids('at=2025-03-01..2025-03-31')).toEqual(['b', 'c']);
    expect(ids('at=2025-03-01..')).toEqual(['b', 'c', 'd']);
    expect(ids('at=..2025-03-01')).toEqual(['a', 'b']);
    expect(ids('at=2025-03-31..2025-03-31')).toEqual(['c']);
  });

  it('refuses a range that is not one: reversed, impossible days, no side, other text', () => {
    for (const bad of ['2025-03-31..2025-03-01', '2025-02-30..', '..', '2025-03-01', '2025-3-1..', 'a..b']) {
      const parsed = parseListQuery(new URLSearchParams(`at=${bad}`), dated);
      expect(parsed.ok, bad).toBe(false);
    }
  });
});
