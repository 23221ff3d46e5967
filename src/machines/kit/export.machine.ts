/**
 * A list's CSV export (issue 8): every row matching the query (not only the page shown, no cap), fetched in pages
 * of 500 through the same `fetchPage` the list uses, with progress, cancellable, retried from the page that
 * failed; the finished file goes to the `downloadCsv` action (by default emitted as `export.ready` for the view,
 * which saves it with a Blob and an object URL).
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom, type PromiseActorLogic, type SnapshotFrom } from 'xstate';
import type { Page } from '../../domain/resource';
import { errorCodeOf } from '../effects/error-code';
import { csvHeader, csvRows, type CsvColumn } from './csv';
import type { ListQuery } from './list-query';
import type { FetchPageInput, ListErrorCode } from './list.setup';

/** DOMAIN.md: the services answer at most 500 rows a page. */
export const EXPORT_PAGE_SIZE = 500;

export interface ExportContext<Row> {
  columns: CsvColumn<Row>[];
  /** The list's query (its page and page size are the export's own). */
  query: ListQuery | null;
  fileName: string;
  /** The header line, then one chunk per page fetched. */
  chunks: string[];
  /** The next page to fetch, from 1. */
  page: number;
  /** Rows written so far. */
  done: number;
  /** From the first answer; null before it. */
  total: number | null;
  error: ListErrorCode | null;
}

export type ExportEvent =
  /**
   * Starts (or starts again) an export of the query. `columns`: ids of the columns to write (default: all), in
   * the given order; `labels`: header labels by column id, translated by the view (default: the ids).
   */
  | { type: 'export.start'; query: ListQuery; fileName?: string; columns?: string[]; labels?: Record<string, string> }
  | { type: 'export.cancel' }
  | { type: 'export.retry' }
  | { type: 'export.dismiss' };

/** The finished file, emitted by the default `downloadCsv`. */
export type ExportReadyEvent = { type: 'export.ready'; fileName: string; csv: string };

export interface ExportMachineOptions<Row> {
  /** Every column the section can export. */
  columns: CsvColumn<Row>[];
  /** @default 'export.csv' */
  fileName?: string;
  /** The list's fetchPage (it must honour `signal`: cancel stops it). @default set it here or with `.provide` */
  fetchPage?: PromiseActorLogic<Page<Row>, FetchPageInput>;
  /** Saves the finished file (the app gives `saveCsvFile`). @default the file is emitted as `export.ready` */
  download?: (file: { fileName: string; csv: string }) => void;
}

const notProvided = fromPromise<Page<never>, FetchPageInput>(async () => {
  throw new Error('The export machine needs a fetchPage actor (createExportMachine options or .provide)');
});

export function createExportMachine<Row extends { id: string }>(options: ExportMachineOptions<Row>) {
  const machine = setup({
    types: {} as { context: ExportContext<Row>; events: ExportEvent; emitted: ExportReadyEvent },
    actors: { fetchPage: notProvided as unknown as PromiseActorLogic<Page<Row>, FetchPageInput> },
    guards: {
      isLastPage: ({ context }, params: { page: Page<Row> }) =>
        params.page.items.length < EXPORT_PAGE_SIZE || context.done + params.page.items.length >= params.page.total,
    },
    actions: {
      // Provided by the view or the app (Blob + object URL + an anchor click); by default emitted for listeners.
      downloadCsv: emit((_, params: { fileName: string; csv: string }): ExportReadyEvent => ({ type: 'export.ready', ...params })),
      begin: assign(({ context }, params: { event: Extract<ExportEvent, { type: 'export.start' }> }) => {
        const { event } = params;
        const wanted = event.columns;
        const columns = wanted ? wanted.flatMap((id) => options.columns.filter((c) => c.id === id)) : options.columns;
        return {
          columns,
          query: event.query,
          fileName: event.fileName ?? context.fileName,
          chunks: [csvHeader(columns, event.labels)],
          page: 1,
          done: 0,
          total: null,
          error: null,
        };
      }),
      addPage: assign(({ context }, params: { page: Page<Row> }) => ({
        chunks: [...context.chunks, csvRows(params.page.items, context.columns)],
        done: context.done + params.page.items.length,
        total: params.page.total,
        page: context.page + 1,
      })),
      setError: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
      // The file is handed over; the rows need not stay in memory.
      forgetRows: assign({ chunks: [] }),
    },
  }).createMachine({
    id: 'export',
    context: { columns: options.columns, query: null, fileName: options.fileName ?? 'export.csv', chunks: [], page: 1, done: 0, total: null, error: null },
    initial: 'idle',
    on: {
      'export.start': { target: '.fetching', reenter: true, actions: { type: 'begin', params: ({ event }) => ({ event }) } },
    },
    states: {
      idle: {},
      fetching: {
        tags: ['busy'],
        invoke: {
          id: 'fetchPage',
          src: 'fetchPage',
          input: ({ context }) => ({ query: { ...context.query!, page: context.page, pageSize: EXPORT_PAGE_SIZE } }),
          onDone: [
            {
              guard: { type: 'isLastPage', params: ({ event }) => ({ page: event.output }) },
              target: 'finished',
              actions: [
                { type: 'addPage', params: ({ event }) => ({ page: event.output }) },
                { type: 'downloadCsv', params: ({ context }) => ({ fileName: context.fileName, csv: context.chunks.join('') }) },
                'forgetRows',
              ],
            },
            { target: 'fetching', reenter: true, actions: { type: 'addPage', params: ({ event }) => ({ page: event.output }) } },
          ],
          onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        },
        on: { 'export.cancel': { target: 'cancelled', actions: 'forgetRows' } },
      },
      finished: { on: { 'export.dismiss': { target: 'idle' } } },
      failed: {
        on: {
          // Resumes at the page that failed: the rows already written stay.
          'export.retry': { target: 'fetching' },
          'export.cancel': { target: 'cancelled', actions: 'forgetRows' },
          'export.dismiss': { target: 'idle', actions: 'forgetRows' },
        },
      },
      cancelled: { on: { 'export.dismiss': { target: 'idle' } } },
    },
  });
  const withFetch = options.fetchPage ? machine.provide({ actors: { fetchPage: options.fetchPage } }) : machine;
  const download = options.download;
  return download ? withFetch.provide({ actions: { downloadCsv: (_, params) => download(params) } }) : withFetch;
}

export type ExportMachine<Row extends { id: string }> = ReturnType<typeof createExportMachine<Row>>;
export type ExportRef<Row extends { id: string }> = ActorRefFrom<ExportMachine<Row>>;
export type ExportSnapshot<Row extends { id: string }> = SnapshotFrom<ExportMachine<Row>>;

export type ExportStatus = 'idle' | 'fetching' | 'finished' | 'failed' | 'cancelled';
type Id = { id: string };

export const selectExportStatus = <Row extends Id>(s: ExportSnapshot<Row>): ExportStatus => s.value as ExportStatus;
export const selectIsExporting = <Row extends Id>(s: ExportSnapshot<Row>) => s.hasTag('busy');
/** Rows written and rows to write (null until the first page answers); a new object: select with `shallowEqual`. */
export const selectExportProgress = <Row extends Id>(s: ExportSnapshot<Row>) => ({ done: s.context.done, total: s.context.total });
export const selectExportError = <Row extends Id>(s: ExportSnapshot<Row>) => (s.matches('failed') ? s.context.error : null);
