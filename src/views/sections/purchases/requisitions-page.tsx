import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { requisitionStatuses, type Requisition, type RequisitionInput } from '../../../domain/requisition';
import type { CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import { selectCreateForm } from '../../../machines/kit/create-flow.machine';
import type { ExportRef } from '../../../machines/kit/export.machine';
import type { FormActor } from '../../../machines/kit/form.connect';
import type { HistoryRef } from '../../../machines/kit/history.machine';
import { type ListRef } from '../../../machines/kit/list.machine';
import type { LookupRef } from '../../../machines/kit/lookup.machine';
import type { EventDialogRef } from '../../../machines/sections/purchases/event-dialog.machine';
import { requisitionsEndpoint, type NamedOption } from '../../../machines/sections/purchases/purchasing-api';
import { purchasesIds, requisitionsExportLogic, requisitionsListLogic, requisitionsPath } from '../../../machines/sections/purchases/purchases-lists';
import {
  comparisonId,
  comparisonLogic,
  historyIds,
  purchasingHistoryLogic,
  requestQuotesDialogId,
  requestQuotesDialogLogic,
  requisitionCreateFlow,
  requisitionsSection,
  type SupplierChoice,
} from '../../../machines/sections/purchases/purchases-records';
import type { Quotation } from '../../../domain/quotation';
import type { SessionRef } from '../../../machines/session.machine';
import { DocumentListView, optionsOf, statusColumn, statusFilter, translated } from '../../kit/document-list';
import { useDocumentList, useDocumentRecord, type UseActor } from '../../kit/document-page';
import { FormatProvider, useFormats } from '../../kit/format-context';
import { FormView } from '../../kit/form-view';
import { type ListPanelColumn } from '../../kit/list-panel';
import { ErrorPage } from '../../pages/error-page';
import { SectionLoading } from '../../ui/lazy-section';
import * as page from '../section-page.css';
import { useListPreferences } from '../use-list-preferences';
import { useSectionActor } from '../use-section-actor';
import { useSectionDeps } from '../use-section-deps';
import { nameIn, usePurchasingLookups } from './purchasing-common';
import { purchasingLabels, requisitionStatusLabels, requisitionStatusTones } from './purchases-texts';
import { RequisitionDetail } from './requisition-detail';
import { RequisitionFields, requisitionFieldLabels } from './requisition-fields';

/** Requisitions (/purchases/requisitions): the list, New requisition, and a requisition's page. */
export default function RequisitionsPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { path, navigate, deps } = useSectionDeps(sessionRef);
  const { config, currency } = deps;
  const lookups = usePurchasingLookups(sessionRef, deps, { suppliers: true, warehouses: true, people: true });
  const preferences = useListPreferences(sessionRef, 'requisitions');
  const names = {
    employee: (i: string) => nameIn(lookups.employees, i) || i,
    department: (i: string) => nameIn(lookups.departments, i) || i,
    warehouse: (i: string) => nameIn(lookups.warehouses, i) || i,
  };
  const useActor: UseActor = (systemId, create) => useSectionActor(sessionRef, systemId, create);
  const { listRef, exportRef } = useDocumentList<Requisition>(useActor, {
    listId: purchasesIds.requisitionsList,
    list: () => requisitionsListLogic(config, preferences.save),
    preferences: preferences.initial,
    exportId: purchasesIds.requisitionsExport,
    export: () => requisitionsExportLogic(config, names),
  });
  const page = useDocumentRecord<Requisition, RequisitionInput>(useActor, {
    path,
    basePath: requisitionsPath,
    section: requisitionsSection(deps),
    create: () => requisitionCreateFlow(deps),
  });
  const { id } = page;
  const historyRef = useSectionActor<HistoryRef>(sessionRef, id !== null ? historyIds.requisition(id) : null, () => ({
    logic: purchasingHistoryLogic(deps, requisitionsEndpoint as never),
    input: { id: id ?? '', version: 0 },
  }));
  const dialogRef = useSectionActor<EventDialogRef<SupplierChoice>>(sessionRef, id !== null ? requestQuotesDialogId : null, () => ({ logic: requestQuotesDialogLogic() }));
  const comparisonRef = useSectionActor<LookupRef<Quotation[], string>>(sessionRef, id !== null ? comparisonId : null, () => ({ logic: comparisonLogic(deps) }));

  let content = <SectionLoading />;
  if (page.notFound) content = <ErrorPage status={404} />;
  else if (page.listing && listRef && exportRef) content = <RequisitionsListView listRef={listRef} exportRef={exportRef} names={names} warehouses={lookups.warehouses} suppliers={lookups.suppliers} onNavigate={navigate} />;
  else if (page.creating && page.flowRef) content = <RequisitionCreate flowRef={page.flowRef} lookups={lookups} />;
  else if (page.shownRef && dialogRef && comparisonRef) {
    content = (
      <RequisitionDetail
        recordRef={page.shownRef}
        historyRef={historyRef ?? undefined}
        dialogRef={dialogRef}
        comparisonRef={comparisonRef}
        lookups={lookups}
        me={deps.owner.user}
        onNavigate={navigate}
      />
    );
  }
  return <FormatProvider currency={currency}>{content}</FormatProvider>;
}

function RequisitionCreate({ flowRef, lookups }: { flowRef: CreateFlowRef<RequisitionInput, Requisition>; lookups: ReturnType<typeof usePurchasingLookups> }) {
  const { i18n } = useLingui();
  const formRef = useSelector(flowRef, (s) => selectCreateForm(s)) as FormActor | null;
  const title = i18n._({ id: 'purchases.requisitions.new', message: 'New requisition' });
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      {formRef ? (
        <FormView formRef={formRef} label={title} fieldLabels={requisitionFieldLabels((d) => i18n._(d))} saveLabel={i18n._({ id: 'purchases.requisitions.create', message: 'Create requisition' })}>
          <RequisitionFields formRef={formRef} employees={lookups.employees} departments={lookups.departments} warehouses={lookups.warehouses} searchProducts={lookups.searchProducts} />
        </FormView>
      ) : null}
    </>
  );
}

function RequisitionsListView({
  listRef,
  exportRef,
  names,
  warehouses,
  suppliers,
  onNavigate,
}: {
  listRef: ListRef<Requisition>;
  exportRef: ExportRef<Requisition>;
  names: { employee: (id: string) => string; department: (id: string) => string; warehouse: (id: string) => string };
  warehouses: readonly NamedOption[] | null;
  suppliers: readonly NamedOption[] | null;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const label = (key: keyof typeof purchasingLabels) => i18n._(purchasingLabels[key]);
  const columns = useMemo<ListPanelColumn<Requisition>[]>(
    () => [
      { id: 'number', header: label('number'), cell: (r) => r.number, width: '9rem' },
      { id: 'date', header: label('date'), cell: (r) => f.date(r.date), width: '8rem' },
      { id: 'requesterId', header: label('requesterId'), cell: (r) => names.employee(r.requesterId) },
      { id: 'departmentId', header: label('departmentId'), cell: (r) => names.department(r.departmentId) },
      { id: 'warehouseId', header: label('warehouseId'), cell: (r) => names.warehouse(r.warehouseId) },
      { id: 'neededBy', header: label('neededBy'), cell: (r) => f.date(r.neededBy), width: '8rem' },
      { id: 'lines', header: label('lines'), cell: (r) => f.number(r.lines.length), align: 'end', width: '5rem' },
      statusColumn(i18n, label('status'), { labels: requisitionStatusLabels, tones: requisitionStatusTones }),
      { id: 'updatedAt', header: label('updatedAt'), cell: (r) => f.dateTime(r.updatedAt) },
    ],
    [i18n.locale, f, names.employee, names.department, names.warehouse],
  );
  return (
    <DocumentListView
      listRef={listRef}
      exportRef={exportRef}
      title={i18n._({ id: 'purchases.requisitions.title', message: 'Requisitions' })}
      path={requisitionsPath}
      columns={columns}
      filters={[
        statusFilter(i18n, label('status'), requisitionStatuses, requisitionStatusLabels),
        { name: 'warehouseId', label: label('warehouseId'), options: optionsOf(warehouses) },
        // The suppliers asked for a quotation.
        { name: 'supplierId', label: label('supplierId'), options: optionsOf(suppliers) },
        { name: 'date', label: label('date') },
      ]}
      exportLabels={translated(i18n, purchasingLabels)}
      newLabel={i18n._({ id: 'purchases.requisitions.new', message: 'New requisition' })}
      empty={{
        title: i18n._({ id: 'purchases.requisitions.empty.title', message: 'No requisitions yet' }),
        description: i18n._({ id: 'purchases.requisitions.empty.text', message: 'Requests to buy appear here once written.' }),
      }}
      onNavigate={onNavigate}
    />
  );
}
