/**
 * The document sections' kit (issue 10 review finding (c)): the list page (DocumentListView and its helpers), the
 * read-only lines (DocumentLines), the record page frame (DocumentRecordView, ReasonNotice, PrintLink,
 * describeStatus, useHistoryFollows) and the page wiring (documentAddress, useDocumentRecord), each option in turn,
 * over the real list, export and record machines.
 */
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, type AnyActorLogic, type AnyActorRef } from 'xstate';
import { documentTotals } from '../../src/domain/document-lines';
import { ApiError } from '../../src/machines/effects/api-error';
import { i18n } from '../../src/machines/effects/i18n';
import { createExportMachine } from '../../src/machines/kit/export.machine';
import type { FormDraft } from '../../src/machines/kit/form.machine';
import type { HistoryRef } from '../../src/machines/kit/history.machine';
import type { ListRef } from '../../src/machines/kit/list.machine';
import { createRecordMachine, type LifecycleEventInput, type RecordFailure, type RecordMutationInput, type RecordRef } from '../../src/machines/kit/record.machine';
import { describeStatus, DocumentRecordView, PrintLink, ReasonNotice, useHistoryFollows } from '../../src/views/kit/document-detail';
import { DocumentLines } from '../../src/views/kit/document-lines';
import { DocumentListView, optionsOf, statusColumn, statusFilter, translated } from '../../src/views/kit/document-list';
import { documentAddress, useDocumentRecord, type UseActor } from '../../src/views/kit/document-page';
import { FormatProvider } from '../../src/views/kit/format-context';
import { orderStatusLabels } from '../../src/views/sections/orders/orders-texts';
import { purchasingReasons } from '../../src/views/sections/purchases/purchases-texts';
import type { RecordActorOf } from '../../src/views/kit/record-view';
import { customerForm, stored, toValues, type Customer, type CustomerValues } from './form-fixtures';
import { customers, memoryFetchPage, startList } from './fixtures';
import { fakeLayout, loadCatalog, renderWithI18n } from './list-render';

type Doc = (typeof customers)[number] & { number: string };
// Real catalog messages (the compiled catalogs hold only the app's ids).
const statusTexts = {
  labels: { active: orderStatusLabels.confirmed, inactive: orderStatusLabels.closed },
  tones: { active: 'positive', inactive: 'neutral' },
} as const;
const Open = () => i18n._(orderStatusLabels.confirmed);
const Closed = () => i18n._(orderStatusLabels.closed);

let undoLayout: () => void;
beforeEach(() => {
  loadCatalog('en-US');
  undoLayout = fakeLayout();
});
afterEach(() => undoLayout());

function startDocs(rows: readonly Doc[]) {
  const service = memoryFetchPage(rows);
  // The list reads the address from the navigation machine: the harness of the list kit's tests gives one.
  const listRef = startList({ fetchPage: service.logic }).list as unknown as ListRef<Doc>;
  const exportRef = createActor(createExportMachine<Doc>({ columns: [{ id: 'name', csv: (d) => d.name }], fileName: 'docs.csv', fetchPage: service.logic as never })).start();
  return { listRef, exportRef };
}

const docs: Doc[] = customers.slice(0, 3).map((c, i) => ({ ...c, number: `DOC-00000${i + 1}` }));

describe('DocumentListView', () => {
  function renderList(props: Partial<Parameters<typeof DocumentListView<Doc>>[0]> = {}, rows: readonly Doc[] = docs) {
    const { listRef, exportRef } = startDocs(rows);
    const onNavigate = vi.fn();
    renderWithI18n(
      <FormatProvider currency="MXN">
        <DocumentListView<Doc>
          listRef={listRef}
          exportRef={exportRef}
          title="Documents"
          path="/docs"
          columns={[{ id: 'name', header: 'Name', cell: (d) => d.name }, statusColumn(i18n, 'Status', statusTexts)]}
          filters={[statusFilter(i18n, 'Status', ['active', 'inactive'], statusTexts.labels), { name: 'city', label: 'City' }]}
          exportLabels={{ name: 'Name' }}
          empty={{ title: 'No documents yet', description: 'Documents appear here.' }}
          onNavigate={onNavigate}
          {...props}
        />
      </FormatProvider>,
    );
    return { onNavigate };
  }

  it('draws the heading, the table by the same name, the status badge; a row opens {path}/{id}', async () => {
    const { onNavigate } = renderList({ newLabel: 'New document' });
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    const table = await screen.findByRole('grid', { name: 'Documents' });
    const first = [...docs].sort((a, b) => a.name.localeCompare(b.name))[0]!;
    const cell = await within(table).findByText(first.name);
    const row = cell.closest('tr')!;
    expect(within(row).getByText(first.status === 'active' ? Open() : Closed())).toBeTruthy();
    fireEvent.click(cell);
    expect(onNavigate).toHaveBeenCalledWith(`/docs/${first.id}`);
  });

  it('offers New at {path}/new after Export, and the leading actions before Export', async () => {
    const { onNavigate } = renderList({ newLabel: 'New document', leadingActions: <a href="/docs?today">Today</a> });
    const toolbarLinks = await screen.findAllByRole('link');
    const names = toolbarLinks.map((l) => l.textContent);
    expect(names).toContain('New document');
    const newLink = screen.getByRole('link', { name: 'New document' });
    expect(newLink.getAttribute('href')).toBe('/docs/new');
    const today = screen.getByRole('link', { name: 'Today' });
    const exportButton = screen.getByRole('button', { name: /Export/ });
    expect(today.compareDocumentPosition(exportButton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(exportButton.compareDocumentPosition(newLink) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(newLink);
    expect(onNavigate).toHaveBeenCalledWith('/docs/new');
  });

  it('without newLabel there is no New link (documents made elsewhere)', async () => {
    renderList();
    await screen.findByRole('grid', { name: 'Documents' });
    expect(screen.queryByRole('link', { name: /New/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
  });

  it('names the search box by searchLabel, else the list default', async () => {
    renderList({ searchLabel: 'Search by number or note' });
    expect(await screen.findByRole('searchbox', { name: 'Search by number or note' })).toBeTruthy();
  });

  it('shows the empty state with the section texts when there are no documents', async () => {
    renderList({}, []);
    expect(await screen.findByText('No documents yet')).toBeTruthy();
    expect(screen.getByText('Documents appear here.')).toBeTruthy();
  });

  it('statusFilter lists every status with its label; optionsOf and translated', () => {
    expect(statusFilter(i18n, 'Status', ['active', 'inactive'], statusTexts.labels)).toEqual({
      name: 'status',
      label: 'Status',
      options: [
        { value: 'active', label: Open() },
        { value: 'inactive', label: Closed() },
      ],
    });
    expect(optionsOf(null)).toEqual([]);
    expect(optionsOf([{ id: 'w1', name: 'North', code: 'N' }])).toEqual([{ value: 'w1', label: 'North' }]);
    expect(optionsOf([{ id: 'k1', name: 'Kit', sku: 'K-1' }], (k) => `${k.name} (${k.sku})`)).toEqual([{ value: 'k1', label: 'Kit (K-1)' }]);
    expect(translated(i18n, statusTexts.labels)).toEqual({ active: Open(), inactive: Closed() });
    expect(Open()).not.toBe(Closed());
  });
});

describe('DocumentLines', () => {
  const lines = [
    { productId: 'p1', name: 'Widget', sku: 'W-1', quantity: '2', unitPrice: 10000, discount: '10', taxRate: '16' },
    { productId: 'p2', name: 'Gadget', sku: 'G-1', quantity: '1', unitPrice: 5000, discount: '0', taxRate: '8' },
  ];
  const renderLines = (props: Partial<Parameters<typeof DocumentLines>[0]>) =>
    renderWithI18n(
      <FormatProvider currency="MXN">
        <DocumentLines headingId="doc-lines" lines={lines} {...props} />
      </FormatProvider>,
    );

  it('the line editor column order, the section columns after Quantity, totals from the lines', () => {
    renderLines({ columns: [{ id: 'received', header: 'Received', cell: (i) => ['1', '0'][i] }] });
    const region = screen.getByRole('region', { name: 'Lines' });
    const heads = within(region).getAllByRole('columnheader').map((h) => h.textContent);
    expect(heads).toEqual(['Product', 'Quantity', 'Received', 'Unit price', 'Discount', 'Tax', 'Total']);
    const figures = documentTotals(lines);
    const dl = within(region).getByLabelText('Totals');
    expect(dl.textContent).toContain('Subtotal');
    expect(dl.textContent).toContain('Tax 8%');
    expect(dl.textContent).toContain('Tax 16%');
    expect(dl.textContent?.replace(/\s/g, '')).toContain(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'MXN' }).format(figures.total / 100).replace(/\s/g, ''));
  });

  it('a title of the section; the document totals as given', () => {
    const given = { ...documentTotals(lines), total: 123456 };
    renderLines({ title: 'Order lines', totals: given });
    const region = screen.getByRole('region', { name: 'Order lines' });
    expect(within(region).getByLabelText('Totals').textContent?.replace(/\s/g, '')).toContain('1,234.56');
  });

  it('an unpriced line shows a dash and no totals; an alert cell is marked', () => {
    renderLines({ lines: [{ ...lines[0]!, unitPrice: null }], columns: [{ id: 'available', header: 'Available', cell: () => '1', alert: () => true }] });
    const region = screen.getByRole('region', { name: 'Lines' });
    expect(within(region).getAllByText('—')).toHaveLength(2);
    expect(within(region).queryByLabelText('Totals')).toBeNull();
    const cell = within(region).getByText('1', { selector: 'span' });
    expect(cell.className).not.toBe('');
  });
});

const docRecord = createRecordMachine<Customer, CustomerValues>({
  form: customerForm,
  toValues,
  systemId: 'docs.record',
  draftPrefix: 'docs',
  deactivation: false,
  canSendEvent: (c, type) => type === 'close' && c.status === 'active',
  canEdit: (c) => c.status === 'active',
});

function startRecord(failure: Partial<RecordFailure> | null = null) {
  const record = docRecord.provide({
    actors: {
      loadRecord: fromPromise<Customer, { id: string }>(async () => stored),
      readDraft: fromPromise<FormDraft<CustomerValues> | null, { key: string }>(async () => null),
      deleteRecord: fromPromise<unknown, RecordMutationInput<Customer>>(async () => undefined),
      restoreRecord: fromPromise<Customer, RecordMutationInput<Customer>>(async ({ input }) => input.record),
      sendLifecycleEvent: fromPromise<Customer, LifecycleEventInput<Customer>>(async ({ input }) => {
        if (failure) throw new ApiError({ kind: 'http', code: 'conflict', method: 'POST', url: '/api/docs/events', status: 409, problem: { reason: failure.reason } } as never);
        return { ...input.record, status: 'inactive', version: input.record.version + 1 };
      }),
    },
  });
  const root = createMachine({ invoke: [{ id: 'record', src: record, systemId: 'docs.record', input: { id: stored.id } }] });
  const app = createActor(root).start();
  return app.getSnapshot().children.record as unknown as RecordRef<Customer, CustomerValues>;
}

describe('DocumentRecordView', () => {
  function renderRecord(props: Partial<Parameters<typeof DocumentRecordView<Customer>>[0]> = {}) {
    const recordRef = startRecord();
    const onNavigate = vi.fn();
    const history = { send: vi.fn() };
    renderWithI18n(
      <FormatProvider currency="MXN">
        <DocumentRecordView<Customer>
          recordRef={recordRef as unknown as RecordActorOf<Customer>}
          listPath="/docs"
          backLabel="Back to documents"
          title={(c) => `Document ${c.name}`}
          status={statusTexts}
          events={[
            { type: 'close', label: 'Close' },
            { type: 'reopen', label: 'Reopen' },
          ]}
          form={() => null}
          historyRef={history as unknown as HistoryRef}
          onNavigate={onNavigate}
          {...props}
        >
          {(c, back) => (
            <div>
              {back}
              <PrintLink type="doc" id={c.id} label="Print" onNavigate={onNavigate} />
            </div>
          )}
        </DocumentRecordView>
      </FormatProvider>,
    );
    return { recordRef, onNavigate, history };
  }

  it('title, status badge, the events the record takes, Edit and Delete; Back and Print links; the history read for the version', async () => {
    const { onNavigate, history } = renderRecord();
    expect(await screen.findByRole('heading', { level: 1, name: `Document ${stored.name}` })).toBeTruthy();
    expect(screen.getByText(Open())).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    const backs = screen.getAllByRole('link', { name: 'Back to documents' });
    expect(backs.every((b) => b.getAttribute('href') === '/docs')).toBe(true);
    const print = screen.getByRole('link', { name: 'Print' });
    expect(print.getAttribute('href')).toBe(`/documents/doc/${stored.id}/print`);
    fireEvent.click(print);
    expect(onNavigate).toHaveBeenCalledWith(`/documents/doc/${stored.id}/print`);
    expect(history.send).toHaveBeenCalledWith({ type: 'history.refresh', version: stored.version });
  });

  it('actions given replace Edit and Delete (a quotation offers none)', async () => {
    renderRecord({ actions: [] });
    await screen.findByRole('heading', { level: 1, name: `Document ${stored.name}` });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('sending an event reads the history again for the new version', async () => {
    const { history } = renderRecord();
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(history.send).toHaveBeenCalledWith({ type: 'history.refresh', version: stored.version + 1 }));
    expect(await screen.findByText(Closed())).toBeTruthy();
  });
});

describe('ReasonNotice, describeStatus, useHistoryFollows', () => {
  it('names a refused event by the section reason; nothing for a reason it does not know', async () => {
    const reasons = { 'insufficient-stock': purchasingReasons['over-receipt']! };
    for (const [reason, shown] of [
      ['insufficient-stock', true],
      ['other', false],
    ] as const) {
      const recordRef = startRecord({ reason });
      const view = renderWithI18n(<ReasonNotice recordRef={recordRef as unknown as RecordActorOf<Customer>} reasons={reasons} />);
      await waitFor(() => expect(recordRef.getSnapshot().context.record).not.toBeNull());
      act(() => recordRef.send({ type: 'record.event.send', event: { type: 'close' }, idempotencyKey: 'k1' } as never));
      await waitFor(() => expect(recordRef.getSnapshot().context.failure).not.toBeNull());
      expect(view.queryByRole('alert')?.textContent ?? null).toBe(shown ? i18n._(purchasingReasons['over-receipt']!) : null);
      view.unmount();
    }
  });

  it('describeStatus: known by its label and tone, unknown as it is', () => {
    expect(describeStatus(i18n, statusTexts, 'inactive')).toEqual({ label: Closed(), tone: 'neutral' });
    expect(describeStatus(i18n, statusTexts, 'active')).toEqual({ label: Open(), tone: 'positive' });
    expect(describeStatus(i18n, statusTexts, 'constructor')).toEqual({ label: 'constructor', tone: 'neutral' });
  });

  it('useHistoryFollows: once per version above 0, none without a history', () => {
    const send = vi.fn();
    const ref = { send } as unknown as HistoryRef;
    const { rerender } = renderHook(({ version, ref }) => useHistoryFollows(ref, version), { initialProps: { version: 0, ref: ref as HistoryRef | undefined } });
    expect(send).not.toHaveBeenCalled();
    rerender({ version: 2, ref });
    rerender({ version: 2, ref });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ type: 'history.refresh', version: 2 });
    expect(() => rerender({ version: 3, ref: undefined })).not.toThrow();
  });
});

describe('documentAddress and useDocumentRecord', () => {
  it('documentAddress: list, new, a document, anything else', () => {
    expect(documentAddress('/docs', '/docs')).toEqual({ rest: '', id: null, listing: true, creating: false });
    expect(documentAddress('/docs/new', '/docs')).toEqual({ rest: '/new', id: null, listing: false, creating: true });
    expect(documentAddress('/docs/d%201', '/docs')).toMatchObject({ id: 'd 1', listing: false, creating: false });
    expect(documentAddress('/docs/a/b', '/docs')).toMatchObject({ id: null, listing: false, creating: false });
  });

  /** The session's actors by systemId, as useSectionActor keeps them (spawned on first ask, null: not needed). */
  function actors() {
    const spawned = new Map<string, AnyActorRef>();
    const asked: string[] = [];
    const useActor: UseActor = <Ref extends AnyActorRef>(systemId: string | null, create: () => { logic: AnyActorLogic; input?: unknown }) => {
      if (systemId === null) return undefined;
      if (!spawned.has(systemId)) {
        asked.push(systemId);
        const { logic, input } = create();
        spawned.set(systemId, createActor(logic, { input }).start());
      }
      return spawned.get(systemId) as Ref;
    };
    return { useActor, spawned, asked };
  }
  const section = {
    ids: { record: 'docs.record', create: 'docs.create', newDraft: 'docs:new' },
    record: () =>
      docRecord.provide({
        actors: {
          loadRecord: fromPromise<Customer, { id: string }>(async ({ input }) => ({ ...stored, id: input.id })),
          readDraft: fromPromise<FormDraft<CustomerValues> | null, { key: string }>(async () => null),
        },
      }),
    draft: () => null,
  };
  const flow = createMachine({ context: ({ input }: { input: unknown }) => ({ input }) });
  const historyLogic = createMachine({ context: ({ input }: { input: unknown }) => ({ input }) });

  it('New only with a create flow; a document record, then its history once read; knows() for addresses of its own', async () => {
    const a = actors();
    const at = (path: string, o: { create?: boolean; knows?: (rest: string) => boolean } = {}) =>
      renderHook(() =>
        useDocumentRecord<Customer, CustomerValues>(a.useActor, {
          path,
          basePath: '/docs',
          section,
          ...(o.create ? { create: () => flow } : {}),
          history: { id: (id) => `docs.history.${id}`, logic: () => historyLogic },
          ...(o.knows ? { knows: o.knows } : {}),
        }),
      );
    expect(at('/docs/new').result.current).toMatchObject({ creating: false, notFound: true });
    const creating = at('/docs/new', { create: true }).result.current;
    expect(creating).toMatchObject({ creating: true, notFound: false });
    expect(creating.flowRef?.getSnapshot().context).toEqual({ input: { draft: null } });
    expect(at('/docs/new/x', { knows: (rest) => rest.startsWith('/new/') }).result.current.notFound).toBe(false);
    expect(at('/docs/new/x').result.current.notFound).toBe(true);

    const opened = at(`/docs/${stored.id}`);
    expect(opened.result.current.shownRef).toBeTruthy();
    await waitFor(() => {
      opened.rerender();
      expect(opened.result.current.loaded?.id).toBe(stored.id);
    });
    opened.rerender();
    expect(a.asked).toContain(`docs.history.${stored.id}`);
    expect((a.spawned.get(`docs.history.${stored.id}`)!.getSnapshot() as { context: unknown }).context).toEqual({ input: { id: stored.id, version: stored.version } });
    // Another document's address: the record machine still holds the first one, so nothing is shown yet.
    expect(at('/docs/other').result.current.shownRef).toBeNull();
  });
});
