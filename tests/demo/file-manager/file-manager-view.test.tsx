// Issue 14, file manager view: the keyboard alternative of the pointer (arrow keys move the one tabbable item, Home
// and End, Enter opens a file's details, I a folder's, Escape closes them and gives the focus back), in en-US and es-MX.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { FileItem, FolderListing } from '../../../src/machines/demo/file-manager/file-manager-api';
import { fileManagerMachine } from '../../../src/machines/demo/file-manager/file-manager.machine';
import { FileManager } from '../../../src/views/demo/file-manager/file-manager-page';
import { loadCatalog, renderWithI18n } from '../../kit/list-render';

afterEach(cleanup);

const item = (id: string, name: string, type: FileItem['type']): FileItem => ({
  id, folderId: null, name, type, createdBy: 'Tina Harris', createdAt: '2024-03-01T10:00:00.000Z', modifiedAt: '2024-03-02T10:00:00.000Z',
  size: '2 MB', contents: type === 'folder' ? '3 files' : null, description: type === 'folder' ? 'Signed papers' : null,
});
const root: FolderListing = { folders: [item('f1', 'Contracts', 'folder')], files: [item('x1', 'Invoices', 'PDF'), item('x2', 'Prices', 'XLS')], path: [] };

async function renderRoot(locale: 'en-US' | 'es-MX' = 'en-US') {
  loadCatalog(locale);
  const actor = createActor(fileManagerMachine.provide({ actors: { loadFolder: fromPromise(async () => root) } }), { input: { folderId: null } }).start();
  await waitFor(actor, (s) => s.matches('ready'));
  renderWithI18n(<FileManager fmRef={actor} onNavigate={() => undefined} />);
  return actor;
}

const openButtons = () => [...document.querySelectorAll<HTMLButtonElement>('[data-open]')];

describe('file manager view', () => {
  it('one item is in the tab order; the arrow keys, Home and End move it and the focus', async () => {
    await renderRoot();
    expect(openButtons().map((b) => b.tabIndex)).toEqual([0, -1, -1]);
    const [contracts, invoices, prices] = openButtons();
    act(() => contracts!.focus());
    fireEvent.keyDown(contracts!, { key: 'ArrowRight' });
    expect(openButtons().map((b) => b.tabIndex)).toEqual([-1, 0, -1]);
    expect(document.activeElement).toBe(invoices);
    fireEvent.keyDown(invoices!, { key: 'End' });
    expect(document.activeElement).toBe(prices);
    fireEvent.keyDown(prices!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(prices);
    fireEvent.keyDown(prices!, { key: 'Home' });
    expect(document.activeElement).toBe(contracts);
  });

  it('Enter on a file opens its details with the focus on them; Escape closes them and the focus goes back', async () => {
    await renderRoot();
    const invoices = openButtons()[1]!;
    act(() => invoices.focus());
    fireEvent.click(invoices);
    const panel = screen.getByRole('complementary', { name: /Invoices/ });
    expect(panel.textContent).toContain('PDF document');
    expect(panel.textContent).toContain('Tina Harris');
    expect(document.activeElement).toBe(panel.querySelector('h2'));
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('complementary')).toBeNull();
    await new Promise((r) => requestAnimationFrame(r));
    expect(document.activeElement).toBe(invoices);
  });

  it('I shows a folder’s details: contents and description; in es-MX the words are Spanish', async () => {
    await renderRoot('es-MX');
    const contracts = openButtons()[0]!;
    act(() => contracts.focus());
    fireEvent.keyDown(contracts, { key: 'i' });
    const panel = screen.getByRole('complementary', { name: /Contracts/ });
    expect(panel.textContent).toContain('Signed papers');
    expect(panel.textContent).toContain('3 files');
    expect(panel.textContent).toContain('Carpeta');
    expect(screen.getByRole('button', { name: 'Abrir carpeta' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 carpeta, 2 archivos');
  });
});
