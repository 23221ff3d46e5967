/** ExportButton over the real export machine: progress while pages arrive, cancel, retry, and the file saved. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Page } from '../../src/domain/resource';
import { createExportMachine } from '../../src/machines/kit/export.machine';
import type { FetchPageInput } from '../../src/machines/kit/list.machine';
import { saveCsvFile } from '../../src/machines/effects/save-file';
import { ExportButton } from '../../src/views/kit/list-export';
import { deferred } from '../support/deferred';
import { answer, customers, type Customer } from './fixtures';
import { loadCatalog, renderWithI18n } from './list-render';

beforeEach(() => loadCatalog('en-US'));

const query = { q: '', sort: ['name'], page: 3, pageSize: 50, filters: {} };

function setup() {
  const requests: { page: number; aborted: () => boolean; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const fetchPage = fromPromise<Page<Customer>, FetchPageInput>(({ input, signal }) => {
    const d = deferred<Page<Customer>>();
    requests.push({ page: input.query.page, aborted: () => signal.aborted, resolve: () => d.resolve(answer(customers, input.query)), reject: d.reject });
    return d.promise;
  });
  const exportRef = createActor(
    createExportMachine<Customer>({ columns: [{ id: 'id', csv: (c) => c.id }, { id: 'name', csv: (c) => c.name }], fileName: 'customers.csv', fetchPage, download: saveCsvFile }),
  ).start();
  renderWithI18n(<ExportButton exportRef={exportRef} query={query} labels={{ name: 'Name' }} />);
  return { exportRef, requests };
}

describe('ExportButton', () => {
  it('shows the progress of a large export and saves the file when done', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const { requests } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Preparing export…')).toBeTruthy();
    for (let page = 1; page <= 3; page++) {
      act(() => requests[page - 1]!.resolve());
      await waitFor(() => expect(requests).toHaveLength(page + 1));
    }
    const bar = screen.getByRole('progressbar', { name: 'Export progress' }) as HTMLProgressElement;
    expect(bar.value).toBe(1500);
    expect(bar.max).toBe(10_000);
    expect(screen.getByText('1,500 of 10,000 rows')).toBeTruthy();
    for (let page = 4; page <= 20; page++) {
      act(() => requests[page - 1]!.resolve());
      if (page < 20) await waitFor(() => expect(requests).toHaveLength(page + 1));
    }
    await screen.findByRole('button', { name: 'Export CSV' });
    expect(clicks).toEqual(['customers.csv']);
    expect(created[0]!.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await created[0]!.arrayBuffer());
    // The UTF-8 byte-order mark first, so spreadsheet programs read the accents right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8').decode(bytes);
    expect(text.startsWith('id,Name\r\n')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(10_002);
  });

  it('cancel stops the export; a failure offers Retry', async () => {
    const { requests, exportRef } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    act(() => requests[0]!.resolve());
    await waitFor(() => expect(requests).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(requests[1]!.aborted()).toBe(true);
    expect(exportRef.getSnapshot().value).toBe('cancelled');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    act(() => requests[2]!.reject(Object.assign(new Error('offline'), { code: 'offline' })));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The export stopped (offline).');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(requests).toHaveLength(4));
    expect(requests[3]!.page).toBe(1);
  });

  it('saveCsvFile hands a Blob to a temporary link and lets the URL go', async () => {
    vi.useFakeTimers();
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    saveCsvFile({ fileName: 'a.csv', csv: 'a\r\n' });
    expect(click).toHaveBeenCalledOnce();
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:x');
    vi.useRealTimers();
  });
});
