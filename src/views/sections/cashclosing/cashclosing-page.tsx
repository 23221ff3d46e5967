import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { CashClosing, CashClosingInput, CashRegister } from '../../../domain/cash-closing';
import type { Employee } from '../../../domain/employee';
import type { CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { ExportRef } from '../../../machines/kit/export.machine';
import type { HistoryRef } from '../../../machines/kit/history.machine';
import type { ListRef } from '../../../machines/kit/list.machine';
import { selectLookupData, type LookupRef } from '../../../machines/kit/lookup.machine';
import { recordIdFromPath } from '../../../machines/kit/record-address';
import type { RecordRef } from '../../../machines/kit/record.machine';
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
import { FormatProvider } from '../../kit/format-context';
import type { RecordActor } from '../../../machines/kit/record.connect';
import type { RecordActorOf } from '../../kit/record-view';
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
  const preferences = useListPreferences(sessionRef, 'cashclosing');
  const listRef = useSectionActor<ListRef<CashClosing>>(sessionRef, cashClosingsListId, () => ({
    logic: cashClosingsListLogic(config, preferences.save),
    input: { preferences: preferences.initial },
  }));
  const exportRef = useSectionActor<ExportRef<CashClosing>>(sessionRef, cashClosingsExportId, () => ({ logic: cashClosingsExportLogic(config, cashNamesIn(sessionRef.system)) }));
  const registersRef = useSectionActor<LookupRef<CashRegister[]>>(sessionRef, cashRegistersLookupId, () => ({ logic: cashRegistersLookupLogic(config) }));
  const cashiersRef = useSectionActor<LookupRef<Employee[]>>(sessionRef, cashiersLookupId, () => ({ logic: cashiersLookupLogic(config) }));
  const registers = useSelector(registersRef, (s) => (s ? selectLookupData<CashRegister[]>(s) : null)) ?? null;
  const cashiers = useSelector(cashiersRef, (s) => (s ? selectLookupData<Employee[]>(s) : null)) ?? null;
  const searchCashiers = useCallback((q: string, signal: AbortSignal) => searchActiveEmployees(config, q, signal), [config]);

  const rest = path.slice(cashClosingsPath.length);
  const id = recordIdFromPath(path, cashClosingsPath);
  const creating = rest === '/new';

  const section = cashClosingSection(deps);
  const flowRef = useSectionActor<CreateFlowRef<CashClosingInput, CashClosing>>(sessionRef, creating ? section.ids.create : null, () => ({
    logic: cashClosingCreateFlow(deps),
    input: { draft: section.draft(section.ids.newDraft) },
  }));
  const recordRef = useSectionActor<RecordRef<CashClosing, CashClosingInput>>(sessionRef, id !== null ? section.ids.record : null, () => ({
    logic: section.record(),
    input: { id },
  }));
  const openId = useSelector(recordRef, (s) => (s ? s.context.id : null));
  const loaded = useSelector(recordRef, (s) => (s && s.context.record && s.context.record.id === id ? s.context.record : null));
  // The count and the history of this closing: one actor each per closing, kept for the session (what is typed stays).
  const countRef = useSectionActor<CashCountRef>(sessionRef, loaded && recordRef ? cashCountId(loaded.id) : null, () => ({
    logic: cashCountMachine,
    input: { closing: loaded, recordRef: recordRef as unknown as RecordActor },
  }));
  const historyRef = useSectionActor<HistoryRef>(sessionRef, loaded ? cashClosingHistoryId(loaded.id) : null, () => ({
    logic: cashClosingHistoryLogic(deps),
    input: { id: loaded?.id, version: loaded?.version ?? 0 },
  }));

  let content = <SectionLoading />;
  if (rest !== '' && !creating && id === null) content = <ErrorPage status={404} />;
  else if (rest === '' && listRef && exportRef) {
    content = <CashClosingsListView listRef={listRef} exportRef={exportRef} registers={registers} cashiers={cashiers} onNavigate={navigate} />;
  } else if (creating && flowRef) {
    content = <CashClosingCreate flowRef={flowRef} registers={registers} cashiers={cashiers} searchCashiers={searchCashiers} />;
  } else if (id !== null && recordRef && openId === id) {
    content = (
      <CashClosingDetail
        recordRef={recordRef as unknown as RecordActorOf<CashClosing>}
        countRef={countRef}
        historyRef={historyRef}
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
