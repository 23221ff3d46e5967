/** The inventory configuration's contract: units, the category tree (moves, cycles, renumbering), the settings singleton. */
import { describe, expect, it } from 'vitest';
import { childrenOf, type ProductCategory, type Unit } from '../../src/domain/inventory-config';
import type { InventorySettings } from '../../src/domain/inventory-settings';
import type { Product } from '../../src/domain/product';
import type { HistoryEntry } from '../../src/domain/resource';
import { call, get, identities, useServices, type PageBody } from './support';

useServices();

const U = '/api/inventory/units';
const C = '/api/inventory/product-categories';
const S = '/api/inventory/settings';
const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });
const allCategories = async (as: 'ana' | 'gus' = 'ana') => (await get<PageBody<ProductCategory>>(`${C}?pageSize=500`, { as })).body.items;
const byName = (all: ProductCategory[], name: string) => all.find((c) => c.name === name)!;
const names = (all: ProductCategory[], parentId: string | null) => childrenOf(all, parentId).map((c) => c.name);
const positionsAreContiguous = (all: ProductCategory[]) =>
  [null, ...all.map((c) => c.id)].every((parent) => childrenOf(all, parent).every((c, i) => c.position === i));
const putCategory = (c: ProductCategory, change: Partial<ProductCategory>, version = c.version) =>
  call<ProductCategory & { errors?: Record<string, string[]> }>('PUT', `${C}/${c.id}`, {
    body: { name: c.name, parentId: c.parentId, position: c.position, ...change },
    headers: ifMatch(version),
  });

describe('units', () => {
  it('creates a unit with its code in capitals; a taken code is 422 not-unique; the seeded ones are active', async () => {
    const seeded = (await get<PageBody<Unit>>(U)).body.items;
    expect(seeded.map((u) => u.code)).toContain('PZA');
    expect(seeded.every((u) => u.status === 'active')).toBe(true);
    const created = await call<Unit>('POST', U, { body: { code: ' lt ', name: 'Litro' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'LT', name: 'Litro', status: 'active', version: 1 });
    const again = await call('POST', U, { body: { code: 'LT', name: 'Otro', status: 'active' } });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ errors: { code: ['not-unique'] } });
    const bad = await call('POST', U, { body: { code: 'a b', name: '', status: 'gone' } });
    expect(bad.body).toMatchObject({ errors: { code: ['invalid-format'], name: ['required'], status: ['invalid-format'] } });
  });

  it('a unit products use is not deleted: 409 with the count and instead {status: inactive}; an unused one is', async () => {
    const piece = (await get<PageBody<Unit>>(`${U}?q=PZA`)).body.items[0]!;
    const used = (await get<PageBody<Product>>(`/api/catalogs/products?pageSize=500`)).body.items.filter((p) => p.unitId === piece.id).length;
    expect(used).toBeGreaterThan(0);
    const refused = await call('DELETE', `${U}/${piece.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ type: 'referenced', instead: { status: 'inactive' } });
    expect((refused.body as { references: { products: number } }).references.products).toBeGreaterThanOrEqual(used);
    const off = await call<Unit>('PUT', `${U}/${piece.id}`, { body: { code: piece.code, name: piece.name, status: 'inactive' }, headers: ifMatch(piece.version) });
    expect(off.body).toMatchObject({ status: 'inactive', version: piece.version + 1 });
    expect((await get<PageBody<Unit>>(`${U}?status=active&pageSize=500`)).body.items.some((u) => u.id === piece.id)).toBe(false);
    // The inactive unit stays on the products that have it (an edit keeps it) but is not chosen anew by the service.
    const products = (await get<PageBody<Product>>(`/api/catalogs/products?pageSize=500`)).body.items;
    const keeper = products.find((p) => p.unitId === piece.id)!;
    // Kits are counted in KIT: one of them has another unit.
    const other = (await get<PageBody<Product>>(`/api/catalogs/products?kit=true&pageSize=500`)).body.items.find((p) => p.unitId !== piece.id)!;
    const body = (p: Product, changes: Partial<Product>) => {
      const { id: _id, version: _v, createdAt: _c, createdBy: _cb, updatedAt: _u, updatedBy: _ub, ...rest } = { ...p, ...changes };
      return rest;
    };
    expect((await call('PUT', `/api/catalogs/products/${keeper.id}`, { body: body(keeper, { name: `${keeper.name} (2)` }), headers: ifMatch(keeper.version) })).status).toBe(200);
    const moved = await call('PUT', `/api/catalogs/products/${other.id}`, { body: body(other, { unitId: piece.id }), headers: ifMatch(other.version) });
    expect(moved.status).toBe(422);
    expect(moved.body).toMatchObject({ errors: { unitId: ['inactive-reference'] } });
    const fresh = await call<Unit>('POST', U, { body: { code: 'GAL', name: 'Galón' } });
    expect((await call('DELETE', `${U}/${fresh.body.id}`)).status).toBe(204);
  });

  it('readers without Inventory.Configuration read but do not write; another tenant sees its own units', async () => {
    expect((await get(U, { as: 'sam' })).status).toBe(200);
    expect((await call('POST', U, { as: 'sam', body: { code: 'X', name: 'X' } })).status).toBe(403);
    expect((await get(U, { as: 'nobody' })).status).toBe(403);
    const acme = (await get<PageBody<Unit>>(U)).body.items[0]!;
    expect((await get(`${U}/${acme.id}`, { as: 'gus' })).status).toBe(403);
    expect((await get<PageBody<Unit>>(U, { as: 'gus' })).body.items.map((u) => u.code)).toContain('EA');
  });
});

describe('product categories', () => {
  it('the seed is a numbered tree with slugs', async () => {
    const all = await allCategories();
    expect(positionsAreContiguous(all)).toBe(true);
    expect(byName(all, 'Fibra óptica').slug).toBe('fibra-optica');
    expect(names(all, null)[0]).toBe('Redes');
  });

  it('a create goes last among its siblings unless given a position; the slug is unique among siblings only', async () => {
    const all = await allCategories();
    const net = byName(all, 'Redes');
    const created = await call<ProductCategory>('POST', C, { body: { name: '  Módems ', parentId: net.id } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Módems', slug: 'modems', parentId: net.id, position: 4 });
    const first = await call<ProductCategory>('POST', C, { body: { name: 'Antenas', parentId: net.id, position: 0 } });
    expect(first.body.position).toBe(0);
    const after = await allCategories();
    expect(names(after, net.id)).toEqual(['Antenas', 'Routers', 'Switches', 'Puntos de acceso', 'Cableado estructurado', 'Módems']);
    expect(positionsAreContiguous(after)).toBe(true);
    const dup = await call('POST', C, { body: { name: 'ANTENAS', parentId: net.id } });
    expect(dup.body).toMatchObject({ status: 422, errors: { name: ['not-unique'] } });
    expect((await call('POST', C, { body: { name: 'x', parentId: 'nope' } })).body).toMatchObject({ errors: { parentId: ['unknown-reference'] } });
    expect((await call('POST', C, { body: { name: 'y', parentId: null, position: 99 } })).body).toMatchObject({ errors: { position: ['out-of-range'] } });
  });

  it('a move is one PUT: reorder among siblings, and re-parent; the siblings are renumbered and keep their order', async () => {
    let all = await allCategories();
    const net = byName(all, 'Redes');
    const wifi = byName(all, 'Puntos de acceso');
    const moved = await putCategory(wifi, { position: 0 });
    expect(moved.status).toBe(200);
    all = await allCategories();
    expect(names(all, net.id)).toEqual(['Puntos de acceso', 'Routers', 'Switches', 'Cableado estructurado']);
    const tel = byName(all, 'Telefonía');
    const reparented = await putCategory(byName(all, 'Routers'), { parentId: tel.id, position: 1 });
    expect(reparented.body).toMatchObject({ parentId: tel.id, position: 1 });
    all = await allCategories();
    expect(names(all, net.id)).toEqual(['Puntos de acceso', 'Switches', 'Cableado estructurado']);
    expect(names(all, tel.id)).toEqual(['Teléfonos IP', 'Routers', 'Conmutadores', 'Celulares']);
    expect(positionsAreContiguous(all)).toBe(true);
    // A renumbered sibling is a change of its own: version + 1 and a history entry.
    const switches = byName(all, 'Switches');
    expect(switches.version).toBeGreaterThan(1);
    const history = (await get<HistoryEntry[]>(`${C}/${switches.id}/history`)).body;
    expect(history[0]).toMatchObject({ event: 'updated', changes: { position: { from: 2, to: 1 } } });
  });

  it('a category cannot go inside its own branch (422 cycle); a stale If-Match is 409 with the stored record; no If-Match 428', async () => {
    const all = await allCategories();
    const net = byName(all, 'Redes');
    const routers = byName(all, 'Routers');
    expect((await putCategory(net, { parentId: routers.id, position: 0 })).body).toMatchObject({ status: 422, errors: { parentId: ['cycle'] } });
    expect((await putCategory(net, { parentId: net.id, position: 0 })).body).toMatchObject({ errors: { parentId: ['cycle'] } });
    await putCategory(routers, { position: 3 });
    const stale = await putCategory(routers, { position: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ type: 'conflict', current: { id: routers.id, position: 3 } });
    expect((await call('PUT', `${C}/${routers.id}`, { body: { name: 'R', parentId: null, position: 0 } })).status).toBe(428);
    expect(positionsAreContiguous(await allCategories())).toBe(true);
  });

  it('deleting is refused with the reason when the category has products or subcategories; an empty leaf goes and its siblings close up', async () => {
    const all = await allCategories();
    const usage = (await get<{ items: { categoryId: string; products: number; children: number }[] }>(`${C}/usage`)).body.items;
    const net = byName(all, 'Redes');
    const withProducts = usage.find((u) => u.products > 0 && u.children === 0)!;
    const parentRefusal = await call('DELETE', `${C}/${net.id}`);
    expect(parentRefusal.status).toBe(409);
    expect(parentRefusal.body).toMatchObject({ type: 'referenced', references: { 'product-categories': 4 }, detail: expect.stringMatching(/4 subcategories/) });
    const productRefusal = await call('DELETE', `${C}/${withProducts.categoryId}`);
    expect(productRefusal.body).toMatchObject({ references: { products: withProducts.products }, detail: expect.stringMatching(/products? (is|are) in it/) });
    expect(usage.find((u) => u.categoryId === net.id)).toMatchObject({ children: 4 });
    const leaf = await call<ProductCategory>('POST', C, { body: { name: 'Temporal', parentId: net.id, position: 0 } });
    expect((await call('DELETE', `${C}/${leaf.body.id}`)).status).toBe(204);
    const after = await allCategories();
    expect(names(after, net.id)).toEqual(['Routers', 'Switches', 'Puntos de acceso', 'Cableado estructurado']);
    expect(positionsAreContiguous(after)).toBe(true);
  });

  it('usage and writes follow the permissions: sam reads the tree, cannot move it', async () => {
    expect((await get(`${C}/usage`, { as: 'sam' })).status).toBe(200);
    expect((await get(`${C}/usage`, { as: 'nobody' })).status).toBe(403);
    const any = (await allCategories())[0]!;
    expect((await call('PUT', `${C}/${any.id}`, { as: 'sam', body: { name: any.name, parentId: null, position: 0 }, headers: ifMatch(any.version) })).status).toBe(403);
    expect((await allCategories('gus')).some((c) => c.name === 'Networking')).toBe(true);
  });
});

describe('settings', () => {
  it('GET answers the tenant settings with an ETag: acme average / forbid, globex fifo / forbid', async () => {
    const acme = await get<InventorySettings>(S);
    expect(acme.status).toBe(200);
    expect(acme.body).toMatchObject({ id: 'settings', costingMethod: 'average', negativeStock: 'forbid', version: 1 });
    expect(acme.headers.get('etag')).toBe('"1"');
    expect((await get<InventorySettings>(S, { as: 'gus' })).body).toMatchObject({ costingMethod: 'fifo', negativeStock: 'forbid' });
    expect((await get(S, { as: 'sam' })).status).toBe(200);
    expect((await get(S, { as: 'nobody' })).status).toBe(403);
  });

  it('PUT with If-Match: 200 version + 1, history of the change; 428 without, 409 stale, 422 unknown values, 403 for a reader', async () => {
    const body = { costingMethod: 'fifo', negativeStock: 'allow' };
    expect((await call('PUT', S, { body })).status).toBe(428);
    const saved = await call<InventorySettings>('PUT', S, { body, headers: ifMatch(1) });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...body, version: 2, updatedBy: identities.ana.sub });
    expect(saved.headers.get('etag')).toBe('"2"');
    const stale = await call('PUT', S, { body: { costingMethod: 'average', negativeStock: 'forbid' }, headers: ifMatch(1) });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ type: 'conflict', current: { version: 2, costingMethod: 'fifo' } });
    expect((await call('PUT', S, { body: { costingMethod: 'lifo', negativeStock: 'forbid' }, headers: ifMatch(2) })).body).toMatchObject({ status: 422, errors: { costingMethod: ['invalid-format'] } });
    expect((await call('PUT', S, { body: { ...body, extra: 1 }, headers: ifMatch(2) })).status).toBe(400);
    expect((await call('PUT', S, { as: 'sam', body, headers: ifMatch(2) })).status).toBe(403);
    const history = (await get<HistoryEntry[]>(`${S}/history`)).body;
    expect(history.map((h) => h.event)).toEqual(['updated', 'created']);
    expect(history[0]).toMatchObject({ by: identities.ana.sub, changes: { costingMethod: { from: 'average', to: 'fifo' }, negativeStock: { from: 'forbid', to: 'allow' } } });
    // globex is untouched.
    expect((await get<InventorySettings>(S, { as: 'gus' })).body.version).toBe(1);
    expect((await call('DELETE', S)).status).toBe(405);
  });
});
