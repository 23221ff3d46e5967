import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { outstandingOf, purchaseOrderStatuses, type PurchaseOrder } from '../../../domain/purchase-order';
import type { ExportRef } from '../../../machines/kit/export.machine';
import type { HistoryRef } from '../../../machines/kit/history.machine';
import { type ListRef } from '../../../machines/kit/list.machine';
import type { EventDialogRef } from '../../../machines/sections/purchases/event-dialog.machine';
import { purchaseOrdersEndpoint, type NamedOption } from '../../../machines/sections/purchases/purchasing-api';
import { purchaseOrdersExportLogic, purchaseOrdersListLogic, purchaseOrdersPath, purchasesIds, quotationsPath, requisitionsPath } from '../../../machines/sections/purchases/purchases-lists';
import {
  historyIds,
  purchaseOrderCreateFlow,
  purchaseOrdersSection,
  purchasingHistoryLogic,
  receiptEntryOf,
  receiveDialogId,
  receiveDialogLogic,
  type ReceiptEntry,
} from '../../../machines/sections/purchases/purchases-records';
import { knownPurchaseProducts, searchSuppliers, type PurchaseOrderValues } from '../../../machines/sections/purchases/purchase-order-form';
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
import type { ReferenceSearch } from '../../kit/field-reference';
import { FormView } from '../../kit/form-view';
import { useListPreferences } from '../use-list-preferences';
import { useSectionActor } from '../use-section-actor';
import { useSectionDeps } from '../use-section-deps';
import { ReceiveDialog } from './purchase-dialogs';
import { PurchaseOrderCreate, PurchaseOrderFields, purchaseOrderFieldLabels } from './purchase-order-form';
import * as css from './purchases.css';
import { nameIn, PrintLink, PurchasingHistory, usePurchasingLookups, useReadAgainOnOpen } from './purchasing-common';
import { purchaseOrderEventLabels, purchaseOrderStatusLabels, purchaseOrderStatusTones, purchasingLabels, purchasingReasons } from './purchases-texts';

/** Purchase orders (/purchases/orders): the list and an order's page (send, receive in parts, close, cancel). */
export default function PurchaseOrdersPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { path, navigate, deps, taxRate } = useSectionDeps(sessionRef);
  const { config, currency } = deps;
  const rate = String(taxRate ?? 0);
  const supplierSearch = useCallback((q: string, signal: AbortSignal) => searchSuppliers(config, q, signal), [config]);
  const lookups = usePurchasingLookups(sessionRef, deps, { suppliers: true, warehouses: true });
  const preferences = useListPreferences(sessionRef, 'purchaseOrders');
  const useActor: UseActor = (systemId, create) => useSectionActor(sessionRef, systemId, create);
  const warehouseName = (i: string) => nameIn(lookups.warehouses, i) || i;
  const { listRef, exportRef } = useDocumentList<PurchaseOrder>(useActor, {
    listId: purchasesIds.purchaseOrdersList,
    list: () => purchaseOrdersListLogic(config, preferences.save),
    preferences: preferences.initial,
    exportId: purchasesIds.purchaseOrdersExport,
    export: () => purchaseOrdersExportLogic(config, currency, warehouseName),
  });
  const page = useDocumentRecord<PurchaseOrder, PurchaseOrderValues>(useActor, {
    path,
    basePath: purchaseOrdersPath,
    section: purchaseOrdersSection(deps),
    create: () => purchaseOrderCreateFlow(deps),
  });
  const { id } = page;
  // The history is read as soon as the address names an order (a purchasing document changes through the others).
  const historyRef = useSectionActor<HistoryRef>(sessionRef, id !== null ? historyIds.purchaseOrder(id) : null, () => ({
    logic: purchasingHistoryLogic(deps, purchaseOrdersEndpoint as never),
    input: { id: id ?? '', version: 0 },
  }));
  const dialogRef = useSectionActor<EventDialogRef<ReceiptEntry>>(sessionRef, id !== null ? receiveDialogId : null, () => ({ logic: receiveDialogLogic() }));

  let content = <SectionLoading />;
  if (page.notFound) content = <ErrorPage status={404} />;
  else if (page.creating && page.flowRef) content = <PurchaseOrderCreate flowRef={page.flowRef} config={config} taxRate={rate} warehouses={lookups.warehouses} searchSuppliers={supplierSearch} />;
  else if (page.listing && listRef && exportRef) content = <PurchaseOrdersListView listRef={listRef} exportRef={exportRef} suppliers={lookups.suppliers} warehouses={lookups.warehouses} onNavigate={navigate} />;
  else if (page.shownRef && dialogRef) {
    content = (
      <PurchaseOrderDetail
        recordRef={page.shownRef}
        historyRef={historyRef ?? undefined}
        dialogRef={dialogRef}
        warehouses={lookups.warehouses}
        config={config}
        taxRate={rate}
        searchSuppliers={supplierSearch}
        me={deps.owner.user}
        onNavigate={navigate}
      />
    );
  }
  return <FormatProvider currency={currency}>{content}</FormatProvider>;
}

function PurchaseOrdersListView({
  listRef,
  exportRef,
  suppliers,
  warehouses,
  onNavigate,
}: {
  listRef: ListRef<PurchaseOrder>;
  exportRef: ExportRef<PurchaseOrder>;
  suppliers: readonly NamedOption[] | null;
  warehouses: readonly NamedOption[] | null;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const label = (key: keyof typeof purchasingLabels) => i18n._(purchasingLabels[key]);
  const columns = useMemo<ListPanelColumn<PurchaseOrder>[]>(
    () => [
      { id: 'number', header: label('number'), cell: (o) => o.number, width: '9rem' },
      { id: 'date', header: label('date'), cell: (o) => f.date(o.date), width: '8rem' },
      { id: 'supplierId', header: label('supplierId'), cell: (o) => o.supplierName },
      { id: 'warehouseId', header: label('warehouseId'), cell: (o) => nameIn(warehouses, o.warehouseId) },
      { id: 'expectedDate', header: label('expectedDate'), cell: (o) => (o.expectedDate ? f.date(o.expectedDate) : ''), width: '8rem' },
      { id: 'total', header: label('total'), cell: (o) => f.money(o.total), align: 'end' },
      statusColumn(i18n, label('status'), { labels: purchaseOrderStatusLabels, tones: purchaseOrderStatusTones }),
      { id: 'updatedAt', header: label('updatedAt'), cell: (o) => f.dateTime(o.updatedAt) },
    ],
    [i18n.locale, f, warehouses],
  );
  return (
    <DocumentListView
      listRef={listRef}
      exportRef={exportRef}
      title={i18n._({ id: 'purchases.orders.title', message: 'Purchase orders' })}
      path={purchaseOrdersPath}
      columns={columns}
      filters={[
        statusFilter(i18n, label('status'), purchaseOrderStatuses, purchaseOrderStatusLabels),
        { name: 'supplierId', label: label('supplierId'), options: optionsOf(suppliers) },
        { name: 'warehouseId', label: label('warehouseId'), options: optionsOf(warehouses) },
        { name: 'date', label: label('date') },
      ]}
      exportLabels={translated(i18n, purchasingLabels)}
      newLabel={i18n._({ id: 'purchases.orders.new', message: 'New purchase order' })}
      empty={{
        title: i18n._({ id: 'purchases.orders.empty.title', message: 'No purchase orders yet' }),
        description: i18n._({ id: 'purchases.orders.empty.byHand', message: 'Accepting a quotation makes its purchase order; New purchase order writes one by hand.' }),
      }}
      onNavigate={onNavigate}
    />
  );
}

function PurchaseOrderDetail({
  recordRef,
  historyRef,
  dialogRef,
  warehouses,
  config,
  taxRate,
  searchSuppliers,
  me,
  onNavigate,
}: {
  recordRef: RecordActorOf<PurchaseOrder>;
  historyRef: HistoryRef | undefined;
  dialogRef: EventDialogRef<ReceiptEntry>;
  warehouses: readonly NamedOption[] | null;
  config: RuntimeConfig;
  taxRate: string;
  searchSuppliers: ReferenceSearch;
  me: string;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const record = useSelector(recordRef, (s) => s.context.record as PurchaseOrder | null);
  useReadAgainOnOpen(recordRef);
  const label = (key: keyof typeof purchasingLabels) => i18n._(purchasingLabels[key]);
  const events = [
    { type: 'send', label: i18n._(purchaseOrderEventLabels.send), tone: 'primary' as const },
    { type: 'receive', label: i18n._(purchaseOrderEventLabels.receive), tone: 'primary' as const, onSelect: () => record && dialogRef.send({ type: 'eventDialog.open', values: receiptEntryOf(record) }) },
    { type: 'close', label: i18n._(purchaseOrderEventLabels.close) },
    {
      type: 'cancel',
      label: i18n._(purchaseOrderEventLabels.cancel),
      confirm: {
        title: i18n._({ id: 'purchases.orders.cancel.title', message: 'Cancel this purchase order?' }),
        message: i18n._({ id: 'purchases.orders.cancel.message', message: 'Tell the supplier too. A cancelled order cannot be reopened.' }),
        actions: { confirm: { label: i18n._(purchaseOrderEventLabels.cancel), color: 'warn' as const } },
      },
    },
  ];
  return (
    <>
      <DocumentRecordView<PurchaseOrder>
        recordRef={recordRef}
        listPath={purchaseOrdersPath}
        backLabel={i18n._({ id: 'purchases.orders.back', message: 'Back to purchase orders' })}
        title={(o) => i18n._({ id: 'purchases.orders.detail.title', message: 'Purchase order {number}', values: { number: o.number } })}
        status={{ labels: purchaseOrderStatusLabels, tones: purchaseOrderStatusTones }}
        events={events}
        deletedLabel={i18n._({ id: 'purchases.orders.deleted', message: 'Purchase order deleted' })}
        historyRef={historyRef}
        onNavigate={onNavigate}
        form={(formRef, o) => (
          <FormView formRef={formRef} label={i18n._({ id: 'purchases.orders.edit', message: 'Edit purchase order' })} fieldLabels={purchaseOrderFieldLabels((d) => i18n._(d))}>
            <PurchaseOrderFields
              formRef={formRef}
              config={config}
              taxRate={taxRate}
              warehouses={warehouses}
              searchSuppliers={searchSuppliers}
              supplier={{ id: o.supplierId, label: o.supplierName }}
              known={knownPurchaseProducts(o)}
            />
          </FormView>
        )}
      >
        {(o, back) => (
          <>
            <div className={css.links}>
              {back}
              {o.requisitionId ? (
                <InAppLink to={`${requisitionsPath}/${encodeURIComponent(o.requisitionId)}`} onNavigate={onNavigate}>
                  {i18n._({ id: 'purchases.orders.openRequisition', message: 'Open its requisition' })}
                </InAppLink>
              ) : null}
              {o.quotationId ? (
                <InAppLink to={`${quotationsPath}/${encodeURIComponent(o.quotationId)}`} onNavigate={onNavigate}>
                  {i18n._({ id: 'purchases.orders.openQuotation', message: 'Open its quotation' })}
                </InAppLink>
              ) : null}
              <PrintLink type="purchase-order" id={o.id} onNavigate={onNavigate} />
            </div>
            <ReasonNotice recordRef={recordRef} reasons={purchasingReasons} />
            <DetailList
              none={i18n._({ id: 'kit.detail.none', message: 'None' })}
              sections={[
                {
                  title: i18n._({ id: 'purchases.orders.section', message: 'Order' }),
                  items: [
                    { label: label('supplierId'), value: o.supplierName },
                    { label: label('warehouseId'), value: nameIn(warehouses, o.warehouseId) },
                    { label: label('date'), value: f.date(o.date) },
                    { label: label('expectedDate'), value: o.expectedDate ? f.date(o.expectedDate) : '' },
                    { label: label('total'), value: f.money(o.total) },
                    { label: label('notes'), value: o.notes },
                  ],
                },
              ]}
            />
            <div className={css.stack}>
              <DocumentLines
                headingId="purchase-order-lines"
                title={label('lines')}
                lines={o.lines}
                columns={[
                  { id: 'received', header: label('received'), cell: (i) => f.quantity(o.lines[i]!.received) },
                  { id: 'outstanding', header: label('outstanding'), cell: (i) => f.quantity(outstandingOf(o.lines[i]!)) },
                ]}
              />
              {historyRef ? <PurchasingHistory historyRef={historyRef} headingId="purchase-order-history" me={me} statusLabels={purchaseOrderStatusLabels} statusTones={purchaseOrderStatusTones} /> : null}
            </div>
          </>
        )}
      </DocumentRecordView>
      {record ? <ReceiveDialog dialogRef={dialogRef} lines={record.lines} /> : null}
    </>
  );
}
