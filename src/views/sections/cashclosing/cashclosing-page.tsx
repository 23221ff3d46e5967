import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { CashClosing, CashClosingInput, CashRegister } from '../../../domain/cash-closing';
import type { Employee } from '../../../domain/employee';
import { selectLookupData, type LookupRef } from '../../../machines/kit/lookup.machine';
import { cashCountMachine, type CashCountRef } from '../../../machines/sections/cashclosing/cash-count.machine';
import { cashClosingsExportId, cashClosingsExportLogic, cashNamesIn } from '../../../machines/sections/cashclosing/cashclosing-export';
import {
  cashClosingsListId,
  cashClosingsListLogic,
  cashClosingsPath,
  cashiersLookupId,
  cashiersLookupLogic,
  cashRegistersLookupId,
  cashRegistersLookupLogic,
} from '../../../machines/sections/cashclosing/cashclosing-list';
import {
  cashClosingCreateFlow,
  cashClosingHistoryId,
  cashClosingHistoryLogic,
  cashClosingSection,
  cashCountId,
} from '../../../machines/sections/cashclosing/cashclosing-record';
import { searchActiveEmployees } from '../../../machines/sections/people-api';
import type { SessionRef } from '../../../machines/session.machine';
import { useDocumentList, useDocumentRecord, type UseActor } from '../../kit/document-page';
import { FormatProvider } from '../../kit/format-context';
import type { RecordActor } from '../../../machines/kit/record.connect';
import { ErrorPage } from '../../pages/error-page';
import { SectionLoading } from '../../ui/lazy-section';
import { useListPreferences } from '../use-list-preferences';
import { useSectionActor } from '../use-section-actor';
import { useSectionDeps } from '../use-section-deps';
import { CashClosingCreate } from './cashclosing-create';
import { CashClosingDetail } from './cashclosing-detail';
import { CashClosingsListView } from './cashclosing-list-view';

/** Cash closing (/cashclosing): the closings, a closing's page (count, submit, approve or reject), and Open a register. */
export default function CashClosingPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { path, navigate, deps } = useSectionDeps(sessionRef);
  const { config, currency } = deps;
  const useActor: UseActor = (systemId, create) => useSectionActor(sessionRef, systemId, create);
  const preferences = useListPreferences(sessionRef, 'cashclosing');
  const { listRef, exportRef } = useDocumentList<CashClosing>(useActor, {
    listId: cashClosingsListId,
    list: () => cashClosingsListLogic(config, preferences.save),
    preferences: preferences.initial,
    exportId: cashClosingsExportId,
    export: () => cashClosingsExportLogic(config, cashNamesIn(sessionRef.system)),
  });
  const registersRef = useActor<LookupRef<CashRegister[]>>(cashRegistersLookupId, () => ({ logic: cashRegistersLookupLogic(config) }));
  const cashiersRef = useActor<LookupRef<Employee[]>>(cashiersLookupId, () => ({ logic: cashiersLookupLogic(config) }));
  const registers = useSelector(registersRef, (s) => (s ? selectLookupData<CashRegister[]>(s) : null)) ?? null;
  const cashiers = useSelector(cashiersRef, (s) => (s ? selectLookupData<Employee[]>(s) : null)) ?? null;
  const searchCashiers = useCallback((q: string, signal: AbortSignal) => searchActiveEmployees(config, q, signal), [config]);
  const page = useDocumentRecord<CashClosing, CashClosingInput>(useActor, {
    path,
    basePath: cashClosingsPath,
    section: cashClosingSection(deps),
    create: () => cashClosingCreateFlow(deps),
    history: { id: cashClosingHistoryId, logic: () => cashClosingHistoryLogic(deps) },
  });
  const { loaded, recordRef } = page;
  // The count of this closing: one actor per closing, kept for the session (what is typed stays).
  const countRef = useActor<CashCountRef>(loaded && recordRef ? cashCountId(loaded.id) : null, () => ({
    logic: cashCountMachine,
    input: { closing: loaded, recordRef: recordRef as unknown as RecordActor },
  }));

  let content = <SectionLoading />;
  if (page.notFound) content = <ErrorPage status={404} />;
  else if (page.listing && listRef && exportRef) {
    content = <CashClosingsListView listRef={listRef} exportRef={exportRef} registers={registers} cashiers={cashiers} onNavigate={navigate} />;
  } else if (page.creating && page.flowRef) {
    content = <CashClosingCreate flowRef={page.flowRef} registers={registers} cashiers={cashiers} searchCashiers={searchCashiers} />;
  } else if (page.shownRef) {
    content = (
      <CashClosingDetail
        recordRef={page.shownRef}
        countRef={countRef}
        historyRef={page.historyRef}
        registers={registers}
        cashiers={cashiers}
        searchCashiers={searchCashiers}
        me={deps.owner.user}
        onNavigate={navigate}
      />
    );
  }
  return <FormatProvider currency={currency}>{content}</FormatProvider>;
}
