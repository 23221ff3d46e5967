import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { quotationStatuses, type Quotation } from '../../../domain/quotation';
import type { ExportRef } from '../../../machines/kit/export.machine';
import type { HistoryRef } from '../../../machines/kit/history.machine';
import { type ListRef } from '../../../machines/kit/list.machine';
import type { EventDialogRef } from '../../../machines/sections/purchases/event-dialog.machine';
import { quotationsEndpoint, type NamedOption } from '../../../machines/sections/purchases/purchasing-api';
import { purchaseOrdersPath, purchasesIds, quotationsExportLogic, quotationsListLogic, quotationsPath, requisitionsPath } from '../../../machines/sections/purchases/purchases-lists';
import {
  historyIds,
  priceEntryOf,
  purchasingHistoryLogic,
  quotationsSection,
  receivePricesDialogId,
  receivePricesDialogLogic,
  type PriceEntry,
} from '../../../machines/sections/purchases/purchases-records';
import type { SessionRef } from '../../../machines/session.machine';
import { DetailList } from '../../kit/detail-list';
import { DocumentRecordView, ReasonNotice } from '../../kit/document-detail';
import { DocumentLines } from '../../kit/document-lines';
import { DocumentListView, optionsOf, statusColumn, statusFilter, translated } from '../../kit/document-list';
import { useDocumentList, useDocumentRecord, type UseActor } from '../../kit/document-page';
import { FormatProvider, useFormats } from '../../kit/format-context';
import { InAppLink } from '../../kit/in-app-link';
import { type ListPanelColumn } from '../../kit/list-panel';
import { type RecordActorOf } from '../../kit/record-view';
import { ErrorPage } from '../../pages/error-page';
import { SectionLoading } from '../../ui/lazy-section';
import { useListPreferences } from '../use-list-preferences';
import { useSectionActor } from '../use-section-actor';
import { useSectionDeps } from '../use-section-deps';
import { PricesDialog } from './purchase-dialogs';
import * as css from './purchases.css';
import { PrintLink, PurchasingHistory, usePurchasingLookups, useReadAgainOnOpen } from './purchasing-common';
import { purchasingLabels, purchasingReasons, quotationEventLabels, quotationStatusLabels, quotationStatusTones } from './purchases-texts';

/** The day a new quotation's prices hold until by default: 30 days from the user's today. */
const inThirtyDays = (): string => {
  const d = new Date(Date.now() + 30 * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Quotations (/purchases/quotes): the list and a quotation's page (prices, accept, reject, expire). */
export default function QuotationsPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { path, navigate, deps } = useSectionDeps(sessionRef);
  const { config, currency } = deps;
  const lookups = usePurchasingLookups(sessionRef, deps, { suppliers: true });
  const preferences = useListPreferences(sessionRef, 'quotations');
  const useActor: UseActor = (systemId, create) => useSectionActor(sessionRef, systemId, create);
  const { listRef, exportRef } = useDocumentList<Quotation>(useActor, {
    listId: purchasesIds.quotationsList,
    list: () => quotationsListLogic(config, preferences.save),
    preferences: preferences.initial,
    exportId: purchasesIds.quotationsExport,
    export: () => quotationsExportLogic(config, currency),
  });
  // Quotations are requested from a requisition: no New page here.
  const page = useDocumentRecord<Quotation, Record<string, never>>(useActor, { path, basePath: quotationsPath, section: quotationsSection(deps) });
  const { id } = page;
  const historyRef = useSectionActor<HistoryRef>(sessionRef, id !== null ? historyIds.quotation(id) : null, () => ({
    logic: purchasingHistoryLogic(deps, quotationsEndpoint as never),
    input: { id: id ?? '', version: 0 },
  }));
  const dialogRef = useSectionActor<EventDialogRef<PriceEntry>>(sessionRef, id !== null ? receivePricesDialogId : null, () => ({ logic: receivePricesDialogLogic(currency) }));

  let content = <SectionLoading />;
  if (page.notFound) content = <ErrorPage status={404} />;
  else if (page.listing && listRef && exportRef) content = <QuotationsListView listRef={listRef} exportRef={exportRef} suppliers={lookups.suppliers} onNavigate={navigate} />;
  else if (page.shownRef && dialogRef) {
    content = <QuotationDetail recordRef={page.shownRef} historyRef={historyRef ?? undefined} dialogRef={dialogRef} me={deps.owner.user} currency={currency} onNavigate={navigate} />;
  }
  return <FormatProvider currency={currency}>{content}</FormatProvider>;
}

function QuotationsListView({ listRef, exportRef, suppliers, onNavigate }: { listRef: ListRef<Quotation>; exportRef: ExportRef<Quotation>; suppliers: readonly NamedOption[] | null; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const label = (key: keyof typeof purchasingLabels) => i18n._(purchasingLabels[key]);
  const columns = useMemo<ListPanelColumn<Quotation>[]>(
    () => [
      { id: 'number', header: label('number'), cell: (q) => q.number, width: '9rem' },
      { id: 'date', header: label('date'), cell: (q) => f.date(q.date), width: '8rem' },
      { id: 'supplierId', header: label('supplierId'), cell: (q) => q.supplierName },
      { id: 'validUntil', header: label('validUntil'), cell: (q) => (q.validUntil ? f.date(q.validUntil) : ''), width: '8rem' },
      { id: 'total', header: label('total'), cell: (q) => (q.total === null ? '' : f.money(q.total)), align: 'end' },
      statusColumn(i18n, label('status'), { labels: quotationStatusLabels, tones: quotationStatusTones }),
      { id: 'updatedAt', header: label('updatedAt'), cell: (q) => f.dateTime(q.updatedAt) },
    ],
    [i18n.locale, f],
  );
  return (
    <DocumentListView
      listRef={listRef}
      exportRef={exportRef}
      title={i18n._({ id: 'purchases.quotations.title', message: 'Quotations' })}
      path={quotationsPath}
      columns={columns}
      filters={[
        statusFilter(i18n, label('status'), quotationStatuses, quotationStatusLabels),
        { name: 'supplierId', label: label('supplierId'), options: optionsOf(suppliers) },
        { name: 'date', label: label('date') },
      ]}
      exportLabels={translated(i18n, purchasingLabels)}
      empty={{
        title: i18n._({ id: 'purchases.quotations.empty.title', message: 'No quotations yet' }),
        description: i18n._({ id: 'purchases.quotations.empty.text', message: 'Request quotations from an approved requisition.' }),
      }}
      onNavigate={onNavigate}
    />
  );
}

function QuotationDetail({
  recordRef,
  historyRef,
  dialogRef,
  me,
  currency,
  onNavigate,
}: {
  recordRef: RecordActorOf<Quotation>;
  historyRef: HistoryRef | undefined;
  dialogRef: EventDialogRef<PriceEntry>;
  me: string;
  currency: 'MXN' | 'USD';
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const record = useSelector(recordRef, (s) => s.context.record as Quotation | null);
  useReadAgainOnOpen(recordRef);
  const label = (key: keyof typeof purchasingLabels) => i18n._(purchasingLabels[key]);
  const events = [
    { type: 'receive', label: i18n._(quotationEventLabels.receive), tone: 'primary' as const, onSelect: () => record && dialogRef.send({ type: 'eventDialog.open', values: priceEntryOf(record, currency, inThirtyDays()) }) },
    {
      type: 'accept',
      label: i18n._(quotationEventLabels.accept),
      tone: 'primary' as const,
      confirm: {
        title: i18n._({ id: 'purchases.quotations.accept.title', message: 'Accept this quotation?' }),
        message: i18n._({ id: 'purchases.quotations.accept.message', message: 'A purchase order is made with these prices, and the requisition’s other quotations are rejected.' }),
        actions: { confirm: { label: i18n._(quotationEventLabels.accept) } },
      },
    },
    {
      type: 'reject',
      label: i18n._(quotationEventLabels.reject),
      confirm: {
        title: i18n._({ id: 'purchases.quotations.reject.title', message: 'Reject this quotation?' }),
        message: i18n._({ id: 'purchases.quotations.reject.message', message: 'It can no longer be accepted.' }),
        actions: { confirm: { label: i18n._(quotationEventLabels.reject), color: 'warn' as const } },
      },
    },
    { type: 'expire', label: i18n._(quotationEventLabels.expire) },
  ];
  return (
    <>
      <DocumentRecordView<Quotation>
        recordRef={recordRef}
        listPath={quotationsPath}
        backLabel={i18n._({ id: 'purchases.quotations.back', message: 'Back to quotations' })}
        title={(q) => i18n._({ id: 'purchases.quotations.detail.title', message: 'Quotation {number}', values: { number: q.number } })}
        status={{ labels: quotationStatusLabels, tones: quotationStatusTones }}
        events={events}
        actions={[]}
        form={() => null}
        historyRef={historyRef}
        onNavigate={onNavigate}
      >
        {(q, back) => (
          <>
            <div className={css.links}>
              {back}
              <InAppLink to={`${requisitionsPath}/${encodeURIComponent(q.requisitionId)}`} onNavigate={onNavigate}>
                {i18n._({ id: 'purchases.quotations.openRequisition', message: 'Open its requisition and the comparison' })}
              </InAppLink>
              {q.purchaseOrderId ? (
                <InAppLink to={`${purchaseOrdersPath}/${encodeURIComponent(q.purchaseOrderId)}`} onNavigate={onNavigate}>
                  {i18n._({ id: 'purchases.requisitions.openOrder', message: 'Open its purchase order' })}
                </InAppLink>
              ) : null}
              <PrintLink type="quotation" id={q.id} onNavigate={onNavigate} />
            </div>
            <ReasonNotice recordRef={recordRef} reasons={purchasingReasons} />
            <DetailList
              none={i18n._({ id: 'kit.detail.none', message: 'None' })}
              sections={[
                {
                  title: i18n._({ id: 'purchases.quotations.section', message: 'Quotation' }),
                  items: [
                    { label: label('supplierId'), value: q.supplierName },
                    { label: label('date'), value: f.date(q.date) },
                    { label: label('validUntil'), value: q.validUntil ? f.date(q.validUntil) : '' },
                    { label: label('total'), value: q.total === null ? '' : f.money(q.total) },
                  ],
                },
              ]}
            />
            <div className={css.stack}>
              <DocumentLines headingId="quotation-lines" title={label('lines')} lines={q.lines} />
              {historyRef ? <PurchasingHistory historyRef={historyRef} headingId="quotation-history" me={me} statusLabels={quotationStatusLabels} statusTones={quotationStatusTones} /> : null}
            </div>
          </>
        )}
      </DocumentRecordView>
      {record ? <PricesDialog dialogRef={dialogRef} lines={record.lines} currency={currency} /> : null}
    </>
  );
}
