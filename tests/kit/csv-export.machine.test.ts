// @vitest-environment node
/** The export machine: every row of the query in pages of 500, progress, cancel, failure and retry. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Page } from '../../src/domain/resource';
import type { CsvColumn } from '../../src/machines/kit/csv';
import {
  EXPORT_PAGE_SIZE,
  createExportMachine,
  selectExportError,
  selectExportProgress,
  selectExportStatus,
  selectIsExporting,
  type ExportReadyEvent,
} from '../../src/machines/kit/export.machine';
import type { FetchPageInput } from '../../src/machines/kit/list.machine';
import type { ListQuery } from '../../src/machines/kit/list-query';
import { deferred } from '../support/deferred';
import { answer, customers, memoryFetchPage, type Customer } from './fixtures';

const columns: CsvColumn<Customer>[] = [
  { id: 'id', csv: (c) => c.id },
  { id: 'name', csv: (c) => c.name },
  { id: 'balance', csv: (c) => c.balance },
  { id: 'createdAt', csv: (c) => c.createdAt },
];
const query: ListQuery = { q: '', sort: ['name'], page: 7, pageSize: 25, filters: {} };

function start(fetchPage: ReturnType<typeof memoryFetchPage>['logic']) {
  const files: ExportReadyEvent[] = [];
  const actor = createActor(createExportMachine<Customer>({ columns, fileName: 'customers.csv', fetchPage })).start();
  actor.on('export.ready', (event) => files.push(event));
  return { actor, files };
}

describe('export machine', () => {
  it('exports all 10,000 rows of the query in 20 pages of 500, not only the page shown', async () => {
    const service = memoryFetchPage();
    const { actor, files } = start(service.logic);
    actor.send({ type: 'export.start', query });
    expect(selectIsExporting(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('finished'));
    expect(service.queries).toHaveLength(20);
    expect(service.queries.map((q) => q.page)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(service.queries.every((q) => q.pageSize === EXPORT_PAGE_SIZE && q.sort.join() === 'name')).toBe(true);
    expect(selectExportProgress(actor.getSnapshot())).toEqual({ done: 10_000, total: 10_000 });
    expect(files).toHaveLength(1);
    const lines = files[0]!.csv.split('\r\n');
    expect(files[0]!.fileName).toBe('customers.csv');
    expect(lines[0]).toBe('id,name,balance,createdAt');
    expect(lines).toHaveLength(10_002);
    expect(lines.at(-1)).toBe('');
    const sorted = answer(customers, { ...query, page: 1, pageSize: 10_000 }).items;
    expect(lines[1]).toBe(`${sorted[0]!.id},${sorted[0]!.name},${sorted[0]!.balance},${sorted[0]!.createdAt}`);
    expect(new Set(lines.slice(1, -1).map((l) => l.split(',')[0])).size).toBe(10_000);
    // The rows are not kept once the file is handed over.
    expect(actor.getSnapshot().context.chunks).toEqual([]);
  });

  it('only matching rows, with the chosen columns and header labels', async () => {
    const service = memoryFetchPage();
    const { actor, files } = start(service.logic);
    actor.send({ type: 'export.start', query: { ...query, filters: { status: 'inactive' } }, columns: ['name', 'id'], labels: { name: 'Nombre' } });
    await waitFor(actor, (s) => s.matches('finished'));
    const expected = answer(customers, { ...query, filters: { status: 'inactive' }, page: 1, pageSize: 10_000 }).items;
    const lines = files[0]!.csv.split('\r\n');
    expect(lines[0]).toBe('Nombre,id');
    expect(lines).toHaveLength(expected.length + 2);
    expect(service.queries).toHaveLength(Math.ceil(expected.length / 500));
  });

  it('an empty result gives a file with only the header', async () => {
    const { actor, files } = start(memoryFetchPage([]).logic);
    actor.send({ type: 'export.start', query });
    await waitFor(actor, (s) => s.matches('finished'));
    expect(files[0]!.csv).toBe('id,name,balance,createdAt\r\n');
  });

  it('quotes and guards what the rows hold', async () => {
    const rows: Customer[] = [
      { ...customers[0]!, id: 'x1', name: '=HYPERLINK("http://evil.example","clic")' },
      { ...customers[1]!, id: 'x2', name: 'Pérez, "El Güero"' },
    ];
    const { actor, files } = start(memoryFetchPage(rows).logic);
    actor.send({ type: 'export.start', query, columns: ['id', 'name'] });
    await waitFor(actor, (s) => s.matches('finished'));
    expect(files[0]!.csv.split('\r\n').slice(1, 3).sort()).toEqual([
      'x1,"\'=HYPERLINK(""http://evil.example"",""clic"")"',
      'x2,"Pérez, ""El Güero"""',
    ]);
  });

  it('cancel midway stops the request in flight and writes no file', async () => {
    const requests: { page: number; aborted: () => boolean; resolve: () => void }[] = [];
    const fetchPage = fromPromise<Page<Customer>, FetchPageInput>(({ input, signal }) => {
      const d = deferred<Page<Customer>>();
      requests.push({ page: input.query.page, aborted: () => signal.aborted, resolve: () => d.resolve(answer(customers, input.query)) });
      return d.promise;
    });
    const { actor, files } = start(fetchPage);
    actor.send({ type: 'export.start', query });
    for (let page = 1; page <= 5; page++) {
      requests[page - 1]!.resolve();
      await waitFor(actor, (s) => s.context.page === page + 1);
    }
    expect(selectExportProgress(actor.getSnapshot())).toEqual({ done: 2_500, total: 10_000 });
    actor.send({ type: 'export.cancel' });
    expect(selectExportStatus(actor.getSnapshot())).toBe('cancelled');
    expect(requests[5]!.aborted()).toBe(true);
    requests[5]!.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(requests).toHaveLength(6);
    expect(files).toEqual([]);
    actor.send({ type: 'export.dismiss' });
    expect(selectExportStatus(actor.getSnapshot())).toBe('idle');
  });

  it('a failed page can be retried: the export resumes there', async () => {
    const service = memoryFetchPage();
    let calls = 0;
    const flaky = fromPromise<Page<Customer>, FetchPageInput>(async ({ input }) => {
      calls += 1;
      if (calls === 3) throw Object.assign(new Error('timeout'), { code: 'timeout' });
      return answer(service.rows, input.query);
    });
    const { actor, files } = start(flaky);
    actor.send({ type: 'export.start', query });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectExportError(actor.getSnapshot())).toBe('timeout');
    expect(selectExportProgress(actor.getSnapshot())).toEqual({ done: 1_000, total: 10_000 });
    actor.send({ type: 'export.retry' });
    await waitFor(actor, (s) => s.matches('finished'));
    expect(calls).toBe(21);
    expect(files[0]!.csv.split('\r\n')).toHaveLength(10_002);
  });

  it('downloadCsv can be provided instead of listening for export.ready', async () => {
    const saved: string[] = [];
    const machine = createExportMachine<Customer>({ columns, fetchPage: memoryFetchPage(customers.slice(0, 3)).logic }).provide({
      actions: { downloadCsv: (_, params) => saved.push(params.fileName) },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'export.start', query, fileName: 'clientes.csv' });
    await waitFor(actor, (s) => s.matches('finished'));
    expect(saved).toEqual(['clientes.csv']);
  });
});
