import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { Contract, ContractInput } from '../../../domain/contract';
import type { ServicePlan } from '../../../domain/service-plan';
import { selectLookupData, type LookupRef } from '../../../machines/kit/lookup.machine';
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
import { useDocumentList, useDocumentRecord, type UseActor } from '../../kit/document-page';
import { FormatProvider } from '../../kit/format-context';
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
  const useActor: UseActor = (systemId, create) => useSectionActor(sessionRef, systemId, create);
  const preferences = useListPreferences(sessionRef, 'contracts');
  const { listRef, exportRef } = useDocumentList<ContractRow>(useActor, {
    listId: contractsListId,
    list: () => contractsListLogic(config, preferences.save),
    preferences: preferences.initial,
    exportId: contractsExportId,
    export: () => contractsExportLogic(config, currency),
  });
  const plansRef = useActor<LookupRef<ServicePlan[]>>(contractPlansId, () => ({ logic: contractPlansLogic(config) }));
  const plans = useSelector(plansRef, (s) => (s ? selectLookupData<ServicePlan[]>(s) : null)) ?? null;
  const search = useCallback((q: string, signal: AbortSignal) => searchCustomers(config, q, signal), [config]);
  const addressLogic = useMemo(() => customerAddressLogic(config), [config]);
  const page = useDocumentRecord<Contract, ContractInput>(useActor, {
    path,
    basePath: contractsPath,
    section: contractsSection(deps),
    create: () => contractCreateFlow(deps, companyToday(deps)),
    history: { id: contractHistoryId, logic: () => contractHistoryLogic(deps) },
  });

  let content = <SectionLoading />;
  if (page.notFound) content = <ErrorPage status={404} />;
  else if (page.listing && listRef && exportRef) content = <ContractsListView listRef={listRef} exportRef={exportRef} plans={plans} onNavigate={navigate} />;
  else if (page.creating && page.flowRef) content = <ContractCreate flowRef={page.flowRef} plans={plans} searchCustomers={search} addressLogic={addressLogic} />;
  else if (page.shownRef) {
    content = (
      <ContractDetail
        recordRef={page.shownRef}
        historyRef={page.historyRef}
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
