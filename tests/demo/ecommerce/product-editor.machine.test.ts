// Issue 14, e-commerce inventory: the product editor machine (load, not found, failure and retry, edit with checks,
// save and a refused save that keeps the draft, delete after confirmation, tags created, renamed and deleted with
// rollback when the mock refuses), the create flow, and generated paths over the editor's chart.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { InventoryLookups, InventoryTag, Product } from '../../../src/machines/demo/ecommerce/inventory-api';
import { productCreateMachine } from '../../../src/machines/demo/ecommerce/product-create.machine';
import {
  productEditorMachine,
  productIdFromPath,
  selectEditorStatus,
  selectIsDirty,
  selectIsSaving,
} from '../../../src/machines/demo/ecommerce/product-editor.machine';
import { ApiError } from '../../../src/machines/effects/api-error';
import { doneEvent, errorEvent } from '../../support/path-events';

const product: Product = {
  id: 'p1', category: 'c1', name: 'Zeon Watch', description: 'Nice', tags: ['t1', 't2'], sku: 'ABC-1', barcode: '123', brand: 'b1', vendor: 'v1',
  stock: 10, reserved: 2, cost: 20, basePrice: 40, taxPercent: 10, price: 44, weight: 0.5, thumbnail: 'a.jpg', images: ['a.jpg', 'b.jpg'], active: true,
};
const lookups: InventoryLookups = {
  categories: [{ id: 'c1', name: 'Mens' }],
  brands: [{ id: 'b1', name: 'Zeon' }],
  vendors: [{ id: 'v1', name: 'Evel' }],
  tags: [{ id: 't1', title: 'watch' }, { id: 't2', title: '44mm' }],
};
const offline = new ApiError({ kind: 'network', code: 'offline', method: 'PATCH', url: '/api/apps/ecommerce/inventory/product' });
const server = new ApiError({ kind: 'http', code: 'server', status: 500, method: 'PATCH', url: '/api/apps/ecommerce/inventory/product' });

type Actors = Parameters<typeof productEditorMachine.provide>[0]['actors'];
const start = (actors: Actors = {}) =>
  createActor(
    productEditorMachine.provide({
      actors: { loadEditor: fromPromise(async ({ input }) => ({ product: input.id === 'p1' ? product : null, lookups })), ...actors },
    }),
    { input: { id: 'p1' } },
  ).start();

describe('product editor machine', () => {
  it('loads the product and its lookups; an unknown id is missing; a failure retries', async () => {
    const ready = start();
    await waitFor(ready, (s) => s.matches('ready'));
    expect(ready.getSnapshot().context.draft?.name).toBe('Zeon Watch');
    const missing = createActor(productEditorMachine.provide({ actors: { loadEditor: fromPromise(async () => ({ product: null as Product | null, lookups })) } }), { input: { id: "gone" } }).start();
    await waitFor(missing, (s) => selectEditorStatus(s) === 'missing');
    let calls = 0;
    const flaky = start({ loadEditor: fromPromise(async () => (++calls === 1 ? Promise.reject(offline) : { product, lookups })) });
    await waitFor(flaky, (s) => s.matches('failed'));
    expect(flaky.getSnapshot().context.failure).toBe('offline');
    flaky.send({ type: 'editor.retry' });
    await waitFor(flaky, (s) => s.matches('ready'));
  });

  it('an invalid draft is not sent: the fields say why; fixing one clears its message', async () => {
    const sent: unknown[] = [];
    const actor = start({ saveProduct: fromPromise(async ({ input }) => (sent.push(input), product)) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'editor.field.change', field: 'name', value: '' });
    actor.send({ type: 'editor.field.change', field: 'stock', value: 'lots' });
    actor.send({ type: 'editor.save' });
    expect(actor.getSnapshot().context.errors).toEqual({ name: 'required', stock: 'invalid-number' });
    expect(actor.getSnapshot().context.notice).toBe('invalid');
    actor.send({ type: 'editor.field.change', field: 'name', value: 'Better name' });
    expect(actor.getSnapshot().context.errors).toEqual({ stock: 'invalid-number' });
    expect(sent).toEqual([]);
  });

  it('saves the draft (price computed from base and tax); a refused save keeps every typed value and says why', async () => {
    let fail = true;
    const bodies: unknown[] = [];
    const actor = start({
      saveProduct: fromPromise(async ({ input }) => {
        bodies.push(input.changes);
        if (fail) throw server;
        return { ...product, ...input.changes } as Product;
      }),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'editor.field.change', field: 'basePrice', value: '50' });
    actor.send({ type: 'editor.field.change', field: 'description', value: 'Typed' });
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'editor.save' });
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: { record: 'editing' } }));
    expect(actor.getSnapshot().context).toMatchObject({ notice: 'saveFailed', noticeCode: 'server' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ basePrice: '50', price: '55', description: 'Typed' });
    fail = false;
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (s) => s.context.notice === 'saved');
    expect(bodies[1]).toMatchObject({ basePrice: 50, price: 55, description: 'Typed' });
    expect(actor.getSnapshot().context.product).toMatchObject({ price: 55 });
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
  });

  it('unsaved changes hold the leave guard until saved values are back; leaving anyway discards them', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().matches({ ready: { changes: 'clean' } })).toBe(true);
    actor.send({ type: 'editor.field.change', field: 'sku', value: 'NEW-1' });
    expect(actor.getSnapshot().matches({ ready: { changes: 'dirty' } })).toBe(true);
    actor.send({ type: 'editor.field.change', field: 'sku', value: 'ABC-1' });
    expect(actor.getSnapshot().matches({ ready: { changes: 'clean' } })).toBe(true);
    actor.send({ type: 'editor.field.change', field: 'name', value: 'Typed' });
    actor.send({ type: 'form.leave.confirmed' });
    expect(actor.getSnapshot().context.draft?.name).toBe('Zeon Watch');
    expect(actor.getSnapshot().matches({ ready: { changes: 'clean' } })).toBe(true);
  });

  it('discard puts the saved values back; feature picks only one of the images', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'editor.image.feature', image: 'b.jpg' });
    actor.send({ type: 'editor.image.feature', image: 'https://elsewhere.test/x.jpg' });
    expect(actor.getSnapshot().context.draft?.thumbnail).toBe('b.jpg');
    actor.send({ type: 'editor.discard' });
    expect(actor.getSnapshot().context.draft?.thumbnail).toBe('a.jpg');
  });

  it('delete asks first: without a yes nothing is deleted (no dialog service answers cancelled)', async () => {
    const deleted: string[] = [];
    const actor = start({ removeProduct: fromPromise(async ({ input }) => (deleted.push(input.id), true)) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'editor.delete' });
    await waitFor(actor, (s) => s.matches({ ready: { record: 'editing' } }));
    expect(deleted).toEqual([]);
    const yes = start({
      removeProduct: fromPromise(async ({ input }) => (deleted.push(input.id), true)),
      confirmDelete: fromPromise(async () => 'confirmed' as const) as never,
    });
    await waitFor(yes, (s) => s.matches('ready'));
    yes.send({ type: 'editor.delete' });
    await waitFor(yes, (s) => s.matches('deleted'));
    expect(deleted).toEqual(['p1']);
  });

  it('tags: a new tag is added to the product; a refused rename and a refused delete are put back', async () => {
    const created: InventoryTag = { id: 't9', title: 'gold' };
    const actor = start({
      addTag: fromPromise(async ({ input }) => ({ ...created, title: input.title })),
      saveTagTitle: fromPromise(async () => Promise.reject(offline)),
      removeTag: fromPromise(async () => Promise.reject(offline)),
      confirmTagDelete: fromPromise(async () => 'confirmed' as const) as never,
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'tags.new.change', value: '  gold ' });
    actor.send({ type: 'tags.create' });
    await waitFor(actor, (s) => s.matches({ ready: { tags: 'idle' } }) && s.context.newTag === '');
    expect(actor.getSnapshot().context.lookups?.tags[0]).toEqual({ id: 't9', title: 'gold' });
    expect(actor.getSnapshot().context.draft?.tags).toEqual(['t1', 't2', 't9']);

    actor.send({ type: 'tags.rename.start', id: 't1' });
    actor.send({ type: 'tags.rename.change', value: 'timepiece' });
    actor.send({ type: 'tags.rename.save' });
    expect(actor.getSnapshot().context.lookups?.tags.find((t) => t.id === 't1')?.title).toBe('timepiece');
    await waitFor(actor, (s) => s.context.notice === 'tagFailed');
    expect(actor.getSnapshot().context.lookups?.tags.find((t) => t.id === 't1')?.title).toBe('watch');

    actor.send({ type: 'tags.delete', id: 't2' });
    await waitFor(actor, (s) => s.matches({ ready: { tags: 'deleting' } }));
    expect(actor.getSnapshot().context.draft?.tags).toEqual(['t1', 't9']);
    await waitFor(actor, (s) => s.matches({ ready: { tags: 'idle' } }));
    expect(actor.getSnapshot().context.draft?.tags).toEqual(['t1', 't2', 't9']);
    expect(actor.getSnapshot().context.lookups?.tags.map((t) => t.id)).toEqual(['t9', 't1', 't2']);
  });

  it('a deleted tag leaves the list, the draft and the saved product', async () => {
    const actor = start({ removeTag: fromPromise(async () => true), confirmTagDelete: fromPromise(async () => 'confirmed' as const) as never });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'tags.delete', id: 't1' });
    await waitFor(actor, (s) => s.matches({ ready: { tags: 'idle' } }) && s.context.tagsBefore === null && s.context.lookups?.tags.length === 1);
    expect(actor.getSnapshot().context.product?.tags).toEqual(['t2']);
    expect(actor.getSnapshot().context.draft?.tags).toEqual(['t2']);
  });

  it('the address: only /apps/e-commerce/inventory/{id} with an id that can be one', () => {
    expect(productIdFromPath('/apps/e-commerce/inventory/abc-1')).toBe('abc-1');
    expect(productIdFromPath('/apps/e-commerce/inventory')).toBeNull();
    expect(productIdFromPath('/apps/e-commerce/inventory/%3Cscript%3E')).toBeNull();
    expect(productIdFromPath('/apps/e-commerce/inventory/%E0%A4%A')).toBeNull();
  });

  it('generated paths: a draft exists exactly when the product does; the notice of a failure carries its code', () => {
    const paths = getShortestPaths(productEditorMachine, {
      input: { id: 'p1' },
      events: [
        doneEvent('loadEditor', { product, lookups }),
        doneEvent('loadEditor', { product: null, lookups }),
        errorEvent('loadEditor', offline),
        { type: 'editor.retry' },
        { type: 'editor.field.change', field: 'name', value: '' },
        { type: 'editor.field.change', field: 'name', value: 'Fixed' },
        { type: 'editor.save' },
        doneEvent('saveProduct', product),
        errorEvent('saveProduct', server),
        { type: 'editor.delete' },
        doneEvent('confirmDelete', 'confirmed'),
        doneEvent('confirmDelete', 'cancelled'),
        doneEvent('removeProduct', true),
        errorEvent('removeProduct', offline),
        { type: 'tags.new.change', value: 'gold' },
        { type: 'tags.create' },
        doneEvent('addTag', { id: 't9', title: 'gold' }),
        errorEvent('addTag', offline),
      ] as never,
      // The state and what the screen shows from it (not every tag id: a tag created again and again is one state).
      serializeState: ((s: { value: unknown; context: { notice: unknown; draft: { name: string } | null; errors: object; newTag: string } }) =>
        JSON.stringify([s.value, s.context.notice, s.context.draft?.name ?? null, Object.keys(s.context.errors), s.context.newTag])) as never,
    });
    const states = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const s of ['"loading"', '"failed"', '"missing"', '"deleted"']) expect(states).toContain(s);
    expect([...states].some((s) => s.includes('saving'))).toBe(true);
    expect([...states].some((s) => s.includes('deleting'))).toBe(true);
    for (const { state } of paths) {
      if (state.matches('ready')) expect(state.context.draft).not.toBeNull();
      if (state.matches('missing') || state.matches('failed')) expect(state.context.draft).toBeNull();
      if (state.context.notice === 'saveFailed' || state.context.notice === 'deleteFailed') expect(state.context.noticeCode).not.toBeNull();
      if (state.matches({ ready: { record: 'saving' } })) expect(state.context.sent).not.toBeNull();
    }
  });
});

describe('product create flow', () => {
  it('creates a blank product; a failure is kept until the next try', async () => {
    let calls = 0;
    const actor = createActor(
      productCreateMachine.provide({ actors: { postProduct: fromPromise(async () => (++calls === 1 ? Promise.reject(offline) : { ...product, id: 'new1' })) } }),
    ).start();
    actor.send({ type: 'create.start' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toBe('offline');
    actor.send({ type: 'create.start' });
    await waitFor(actor, (s) => s.context.created === 'new1');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
