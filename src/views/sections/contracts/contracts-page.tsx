import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { Contract, ContractInput } from '../../../domain/contract';
import type { ServicePlan } from '../../../domain/service-plan';
import type { CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { ExportRef } from '../../../machines/kit/export.machine';
import type { HistoryRef } from '../../../machines/kit/history.machine';
import type { ListRef } from '../../../machines/kit/list.machine';
import { selectLookupData, type LookupRef } from '../../../machines/kit/lookup.machine';
import { recordIdFromPath } from '../../../machines/kit/record-address';
import type { RecordRef } from '../../../machines/kit/record.machine';
import { searchCustomers } from '../../../machines/sections/contracts/contract-api';
import { customerAddressLogic } from '../../../machines/sections/contracts/customer-address.machine';
import {
  contractPlansId,
  contractPlansLogic,
  contractsExportId,
  contractsExportLogic,
  contractsListId,
  contractsListLogic,
  contractsPath,
  type ContractRow,
} from '../../../machines/sections/contracts/contracts-list';
import { contractCreateFlow, contractHistoryId, contractHistoryLogic, contractsSection } from '../../../machines/sections/contracts/contracts-record';
import type { SessionRef } from '../../../machines/session.machine';
import { FormatProvider } from '../../kit/format-context';
import type { RecordActorOf } from '../../kit/record-view';
import { ErrorPage } from '../../pages/error-page';
import { SectionLoading } from '../../ui/lazy-section';
import { useListPreferences } from '../use-list-preferences';
import { useSectionActor } from '../use-section-actor';
import { useSectionDeps } from '../use-section-deps';
import { companyToday } from '../../../machines/sections/section-deps';
import { ContractCreate } from './contract-create';
import { ContractDetail } from './contract-detail';
import { ContractsListView } from './contracts-list-view';


/** Service contracts (/contracts/services): the contracts, a contract's page (activate, suspend, resume, renew, terminate), New contract. */
export default function ContractsPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { path, navigate, deps } = useSectionDeps(sessionRef);
  const { config, currency } = deps;
  const preferences = useListPreferences(sessionRef, 'contracts');
  const listRef = useSectionActor<ListRef<ContractRow>>(sessionRef, contractsListId, () => ({ logic: contractsListLogic(config, preferences.save), input: { preferences: preferences.initial } }));
  const exportRef = useSectionActor<ExportRef<ContractRow>>(sessionRef, contractsExportId, () => ({ logic: contractsExportLogic(config, currency) }));
  const plansRef = useSectionActor<LookupRef<ServicePlan[]>>(sessionRef, contractPlansId, () => ({ logic: contractPlansLogic(config) }));
  const plans = useSelector(plansRef, (s) => (s ? selectLookupData<ServicePlan[]>(s) : null)) ?? null;
  const search = useCallback((q: string, signal: AbortSignal) => searchCustomers(config, q, signal), [config]);
  const addressLogic = useMemo(() => customerAddressLogic(config), [config]);

  const rest = path.slice(contractsPath.length);
  const id = recordIdFromPath(path, contractsPath);
  const creating = rest === '/new';
  const section = contractsSection(deps);
  const flowRef = useSectionActor<CreateFlowRef<ContractInput, Contract>>(sessionRef, creating ? section.ids.create : null, () => ({
    logic: contractCreateFlow(deps, companyToday(deps)),
    input: { draft: section.draft(section.ids.newDraft) },
  }));
  const recordRef = useSectionActor<RecordRef<Contract, ContractInput>>(sessionRef, id !== null ? section.ids.record : null, () => ({ logic: section.record(), input: { id } }));
  const openId = useSelector(recordRef, (s) => (s ? s.context.id : null));
  const loaded = useSelector(recordRef, (s) => (s && s.context.record && s.context.record.id === id ? s.context.record : null));
  const historyRef = useSectionActor<HistoryRef>(sessionRef, loaded ? contractHistoryId(loaded.id) : null, () => ({
    logic: contractHistoryLogic(deps),
    input: { id: loaded?.id, version: loaded?.version ?? 0 },
  }));

  let content = <SectionLoading />;
  if (rest !== '' && !creating && id === null) content = <ErrorPage status={404} />;
  else if (rest === '' && listRef && exportRef) content = <ContractsListView listRef={listRef} exportRef={exportRef} plans={plans} onNavigate={navigate} />;
  else if (creating && flowRef) content = <ContractCreate flowRef={flowRef} plans={plans} searchCustomers={search} addressLogic={addressLogic} />;
  else if (id !== null && recordRef && openId === id) {
    content = (
      <ContractDetail
        recordRef={recordRef as unknown as RecordActorOf<Contract>}
        historyRef={historyRef}
        plans={plans}
        searchCustomers={search}
        today={companyToday(deps)}
        me={deps.owner.user}
        onNavigate={navigate}
      />
    );
  }
  return <FormatProvider currency={currency}>{content}</FormatProvider>;
}
