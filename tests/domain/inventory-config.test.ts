/** The inventory configuration's pure rules: units, slugs, and the category tree's operations (property-tested). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  branchCounts,
  childrenOf,
  descendantsOf,
  dropPlace,
  keyboardPlace,
  placeCategory,
  slugify,
  validateCategory,
  validateUnit,
  visibleRows,
  wouldCycle,
  type ProductCategory,
} from '../../src/domain/inventory-config';
import { needsConfirmation, validateInventorySettings } from '../../src/domain/inventory-settings';

type Node = Pick<ProductCategory, 'id' | 'name' | 'parentId' | 'position'>;

const audit = { version: 1, createdAt: '2025-01-01T00:00:00.000Z', createdBy: 'x', updatedAt: '2025-01-01T00:00:00.000Z', updatedBy: 'x' };
const cat = (id: string, parentId: string | null, position: number, name = id): ProductCategory => ({ ...audit, id, parentId, position, name, slug: slugify(name) });

/** A random forest: node i's parent is null or an earlier node (so no cycle), positions numbered per parent. */
const forest = fc.array(fc.nat(), { minLength: 1, maxLength: 14 }).map((picks): Node[] => {
  const nodes: Node[] = [];
  const counts = new Map<string | null, number>();
  picks.forEach((pick, i) => {
    const parentId = i === 0 || pick % (i + 1) === i ? null : `n${pick % i}`;
    const position = counts.get(parentId) ?? 0;
    counts.set(parentId, position + 1);
    nodes.push({ id: `n${i}`, name: `n${i}`, parentId, position });
  });
  return nodes;
});

const apply = (nodes: readonly Node[], changes: ReturnType<typeof placeCategory>): Node[] =>
  nodes.map((n) => {
    const change = changes.find((c) => c.id === n.id);
    return change ? { ...n, parentId: change.parentId, position: change.position } : n;
  });

const contiguous = (nodes: readonly Node[]) => [null, ...nodes.map((n) => n.id)].every((p) => childrenOf(nodes, p).every((c, i) => c.position === i));

describe('units', () => {
  it('codes are upper-case letters, digits and hyphens, unique; names required; status active or inactive', () => {
    expect(validateUnit({ code: 'PZA', name: 'Pieza', status: 'active' })).toEqual({});
    expect(validateUnit({ code: 'pza', name: '', status: 'active' })).toEqual({ code: ['invalid-format'], name: ['required'] });
    expect(validateUnit({ code: 'PZA', name: 'x', status: 'active' }, { codeTaken: () => true })).toEqual({ code: ['not-unique'] });
    expect(validateUnit({ code: 'ABCDEFGHIJK', name: 'x', status: 'off' as 'active' })).toEqual({ code: ['too-long'], status: ['invalid-format'] });
  });
});

describe('slugs and category fields', () => {
  it('slugify drops accents and punctuation', () => {
    expect(slugify('  Fibra óptica / Cable ')).toBe('fibra-optica-cable');
    expect(slugify('¡¡!!')).toBe('');
  });

  it('validates the name, the parent (unknown, cycle) and the position among the new siblings', () => {
    const all = [cat('a', null, 0, 'Redes'), cat('b', 'a', 0, 'Routers'), cat('c', 'b', 0, 'Core')];
    expect(validateCategory({ name: 'Nueva', parentId: 'a', position: 1 }, { categories: all })).toEqual({});
    expect(validateCategory({ name: 'ROUTERS', parentId: 'a', position: 0 }, { categories: all })).toEqual({ name: ['not-unique'] });
    expect(validateCategory({ name: 'Routers', parentId: null, position: 0 }, { categories: all })).toEqual({});
    expect(validateCategory({ name: 'Redes', parentId: 'c', position: 0 }, { id: 'a', categories: all })).toEqual({ parentId: ['cycle'] });
    expect(validateCategory({ name: 'Redes', parentId: 'zz', position: 0 }, { id: 'a', categories: all })).toEqual({ parentId: ['unknown-reference'] });
    expect(validateCategory({ name: '?!', parentId: null, position: 2 }, { id: 'a', categories: all })).toEqual({ name: ['invalid-format'], position: ['out-of-range'] });
  });
});

describe('the tree operations (properties)', () => {
  it('placeCategory keeps every node, numbers every parent 0..n-1, and puts the node where asked (clamped)', () => {
    fc.assert(
      fc.property(forest, fc.nat(), fc.nat(), fc.nat(20), (nodes, pickNode, pickParent, position) => {
        const id = nodes[pickNode % nodes.length]!.id;
        const candidates = [null, ...nodes.map((n) => n.id)].filter((p) => !wouldCycle(nodes, id, p));
        const parentId = candidates[pickParent % candidates.length]!;
        const after = apply(nodes, placeCategory(nodes, id, { parentId, position }));
        expect(after.map((n) => n.id)).toEqual(nodes.map((n) => n.id));
        expect(contiguous(after)).toBe(true);
        const siblings = childrenOf(after, parentId);
        expect(siblings.findIndex((n) => n.id === id)).toBe(Math.min(position, siblings.length - 1));
        // Others keep their relative order.
        const othersBefore = childrenOf(nodes, parentId).filter((n) => n.id !== id).map((n) => n.id);
        expect(siblings.filter((n) => n.id !== id).map((n) => n.id)).toEqual(othersBefore);
        // Still a forest: no node is its own ancestor.
        for (const n of after) expect(descendantsOf(after, n.id).has(n.id)).toBe(false);
      }),
    );
  });

  it('wouldCycle is exactly "the new parent is the node or below it"', () => {
    fc.assert(
      fc.property(forest, fc.nat(), fc.nat(), (nodes, a, b) => {
        const id = nodes[a % nodes.length]!.id;
        const parent = nodes[b % nodes.length]!.id;
        const below = new Set<string>();
        const walk = (p: string) => nodes.filter((n) => n.parentId === p).forEach((n) => (below.add(n.id), walk(n.id)));
        walk(id);
        expect(wouldCycle(nodes, id, parent)).toBe(parent === id || below.has(parent));
        expect(wouldCycle(nodes, id, null)).toBe(false);
      }),
    );
  });

  it('every keyboard move and every drop gives a legal place, and applying it keeps the tree numbered', () => {
    fc.assert(
      fc.property(forest, fc.nat(), fc.nat(), fc.constantFrom('up', 'down', 'outdent', 'indent' as const), fc.constantFrom('before', 'after', 'inside' as const), (nodes, a, b, move, drop) => {
        const id = nodes[a % nodes.length]!.id;
        const target = nodes[b % nodes.length]!.id;
        for (const place of [keyboardPlace(nodes, id, move), dropPlace(nodes, id, target, drop)]) {
          if (place === null) continue;
          expect(wouldCycle(nodes, id, place.parentId)).toBe(false);
          const after = apply(nodes, placeCategory(nodes, id, place));
          expect(contiguous(after)).toBe(true);
          expect(after.find((n) => n.id === id)!.parentId).toBe(place.parentId);
        }
      }),
    );
  });
});

describe('keyboard moves and drops (examples)', () => {
  const all = [cat('a', null, 0), cat('b', null, 1), cat('b1', 'b', 0), cat('b2', 'b', 1), cat('c', null, 2)];
  it('up, down, indent (last child of the sibling before), outdent (right after the parent)', () => {
    expect(keyboardPlace(all, 'a', 'up')).toBeNull();
    expect(keyboardPlace(all, 'b', 'up')).toEqual({ parentId: null, position: 0 });
    expect(keyboardPlace(all, 'c', 'down')).toBeNull();
    expect(keyboardPlace(all, 'c', 'indent')).toEqual({ parentId: 'b', position: 2 });
    expect(keyboardPlace(all, 'b1', 'indent')).toBeNull();
    expect(keyboardPlace(all, 'b2', 'outdent')).toEqual({ parentId: null, position: 2 });
    expect(keyboardPlace(all, 'a', 'outdent')).toBeNull();
  });
  it('drops before, after, inside; none on itself or into its branch; none that changes nothing', () => {
    expect(dropPlace(all, 'c', 'a', 'before')).toEqual({ parentId: null, position: 0 });
    expect(dropPlace(all, 'a', 'b1', 'after')).toEqual({ parentId: 'b', position: 1 });
    expect(dropPlace(all, 'a', 'c', 'inside')).toEqual({ parentId: 'c', position: 0 });
    expect(dropPlace(all, 'b', 'b1', 'inside')).toBeNull();
    expect(dropPlace(all, 'b', 'b', 'before')).toBeNull();
    expect(dropPlace(all, 'a', 'b', 'before')).toBeNull();
  });
  it('visible rows follow the expanded set with levels and set positions', () => {
    expect(visibleRows(all, new Set()).map((r) => r.category.id)).toEqual(['a', 'b', 'c']);
    const rows = visibleRows(all, new Set(['b']));
    expect(rows.map((r) => [r.category.id, r.level, r.posInSet, r.setSize])).toEqual([
      ['a', 1, 1, 3],
      ['b', 1, 2, 3],
      ['b1', 2, 1, 2],
      ['b2', 2, 2, 2],
      ['c', 1, 3, 3],
    ]);
    expect(rows[1]).toMatchObject({ hasChildren: true, expanded: true });
  });
});

describe('settings', () => {
  it('accepts the two methods and policies only; a new costing method needs confirmation, a new policy does not', () => {
    expect(validateInventorySettings({ costingMethod: 'fifo', negativeStock: 'allow' })).toEqual({});
    expect(validateInventorySettings({ costingMethod: 'lifo' as 'fifo', negativeStock: undefined as unknown as 'allow' })).toEqual({ costingMethod: ['invalid-format'], negativeStock: ['required'] });
    expect(needsConfirmation({ costingMethod: 'average', negativeStock: 'forbid' }, { costingMethod: 'fifo', negativeStock: 'forbid' })).toBe(true);
    expect(needsConfirmation({ costingMethod: 'average', negativeStock: 'forbid' }, { costingMethod: 'average', negativeStock: 'allow' })).toBe(false);
  });
});

describe('branch counts', () => {
  it("a category's count is its own products plus its whole branch's, so a parent is never shown empty", () => {
    const tree = [
      { id: 'net', name: 'Net', parentId: null, position: 0 },
      { id: 'routers', name: 'Routers', parentId: 'net', position: 0 },
      { id: 'wifi', name: 'Wi-Fi', parentId: 'net', position: 1 },
      { id: 'outdoor', name: 'Outdoor', parentId: 'wifi', position: 0 },
      { id: 'tel', name: 'Telephony', parentId: null, position: 1 },
    ];
    expect(branchCounts(tree, { routers: 3, wifi: 2, outdoor: 5, tel: 1 })).toEqual({ net: 10, routers: 3, wifi: 7, outdoor: 5, tel: 1 });
    expect(branchCounts(tree, {})).toEqual({ net: 0, routers: 0, wifi: 0, outdoor: 0, tel: 0 });
  });
});
