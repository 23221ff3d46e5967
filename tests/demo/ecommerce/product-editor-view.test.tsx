// Issue 14, product editor view: typed values go to the machine and come back (price computed from base price and
// tax), a refused field says why next to itself (aria-invalid, aria-describedby), the featured picture and a tag are
// chosen with buttons and checkboxes, Save is offered only when the machine can save, in en-US and es-MX.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { InventoryLookups, Product } from '../../../src/machines/demo/ecommerce/inventory-api';
import { productEditorMachine } from '../../../src/machines/demo/ecommerce/product-editor.machine';
import { Editor } from '../../../src/views/demo/ecommerce/product-editor-view';
import { loadCatalog, renderWithI18n } from '../../kit/list-render';

afterEach(cleanup);

const product: Product = {
  id: 'p1', category: 'c1', name: 'Zeon Watch', description: 'Nice', tags: ['t1'], sku: 'ABC-1', barcode: '123', brand: 'b1', vendor: 'v1',
  stock: 10, reserved: 2, cost: 20, basePrice: 40, taxPercent: 10, price: 44, weight: 0.5, thumbnail: 'a.jpg', images: ['a.jpg', 'b.jpg'], active: true,
};
const lookups: InventoryLookups = {
  categories: [{ id: 'c1', name: 'Mens' }], brands: [{ id: 'b1', name: 'Zeon' }], vendors: [{ id: 'v1', name: 'Evel' }],
  tags: [{ id: 't1', title: 'watch' }, { id: 't2', title: '44mm' }],
};

async function renderEditor(locale: 'en-US' | 'es-MX' = 'en-US') {
  loadCatalog(locale);
  const actor = createActor(
    productEditorMachine.provide({
      actors: {
        loadEditor: fromPromise(async () => ({ product: product as Product | null, lookups })),
        saveProduct: fromPromise(() => new Promise<Product>(() => undefined)),
      },
    }),
    { input: { id: 'p1' } },
  ).start();
  await waitFor(actor, (s) => s.matches('ready'));
  renderWithI18n(<Editor editorRef={actor} back={null} />);
  return actor;
}

describe('product editor view', () => {
  it('base price and tax fill the price; a bad stock is marked and described; fixing it clears the mark', async () => {
    await renderEditor();
    fireEvent.change(screen.getByLabelText('Base price'), { target: { value: '50' } });
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('55');
    const stock = screen.getByLabelText('Stock') as HTMLInputElement;
    fireEvent.change(stock, { target: { value: 'many' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(stock.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(stock.getAttribute('aria-describedby')!)!.textContent).toMatch(/Not a number/);
    expect(screen.getByRole('alert').textContent).toMatch(/check the fields/);
    fireEvent.change(stock, { target: { value: '12' } });
    expect(stock.getAttribute('aria-invalid')).toBeNull();
  });

  it('the featured picture and a tag are chosen by buttons and checkboxes; Save goes away while saving', async () => {
    const actor = await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Picture 2' }));
    expect(screen.getByRole('button', { name: 'Picture 2 (featured)' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('checkbox', { name: '44mm' }));
    expect(actor.getSnapshot().context.draft?.tags).toEqual(['t1', 't2']);
    expect(actor.getSnapshot().context.draft?.thumbnail).toBe('b.jpg');
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    fireEvent.click(save);
    expect(actor.getSnapshot().matches({ ready: { record: 'saving' } })).toBe(true);
    expect(save.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Saving…');
  });

  it('es-MX: the labels and buttons are Spanish', async () => {
    await renderEditor('es-MX');
    expect(screen.getByLabelText('Precio base')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliminar producto' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agregar etiqueta' })).toBeTruthy();
  });
});
