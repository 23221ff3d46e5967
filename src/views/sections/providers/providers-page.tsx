import { useSelector } from '@xstate/react';
import type { Bank } from '../../../domain/bank';
import type { Supplier, SupplierInput } from '../../../domain/supplier';
import type { CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { ListRef } from '../../../machines/kit/list.machine';
import { selectLookupData, type LookupRef } from '../../../machines/kit/lookup.machine';
import { recordIdFromPath } from '../../../machines/kit/record-address';
import type { RecordRef } from '../../../machines/kit/record.machine';
import { bankCodeIn } from '../../../machines/sections/banking-api';
import { providerBanksId, providerBanksLogic, providersListId, providersListLogic, providersPath } from '../../../machines/sections/providers/providers-list';
import { providerCreateFlow, providersSection } from '../../../machines/sections/providers/providers-record';
import type { SessionRef } from '../../../machines/session.machine';
import { FormatProvider } from '../../kit/format-context';
import type { RecordActorOf } from '../../kit/record-view';
import { ErrorPage } from '../../pages/error-page';
import { SectionLoading } from '../../ui/lazy-section';
import { useListPreferences } from '../use-list-preferences';
import { useSectionActor } from '../use-section-actor';
import { useSectionDeps } from '../use-section-deps';
import { ProviderCreate, ProviderDetail } from './provider-record';
import { ProvidersListView } from './providers-list-view';

/** Providers (/admin/providers): the list, a provider's page with its bank accounts (view and edit), and New provider. */
export default function ProvidersPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { path, navigate, deps } = useSectionDeps(sessionRef);
  const { config, currency, country } = deps;
  const preferences = useListPreferences(sessionRef, 'providers');
  const listRef = useSectionActor<ListRef<Supplier>>(sessionRef, providersListId, () => ({
    logic: providersListLogic(config, preferences.save),
    input: { preferences: preferences.initial },
  }));
  const banksRef = useSectionActor<LookupRef<Bank[]>>(sessionRef, providerBanksId, () => ({ logic: providerBanksLogic(config) }));
  const banks = useSelector(banksRef, (s) => (s ? selectLookupData<Bank[]>(s) : null)) ?? null;

  const rest = path.slice(providersPath.length);
  const id = recordIdFromPath(path, providersPath);
  const creating = rest === '/new';
  const bankCode = bankCodeIn(sessionRef.system, providerBanksId);
  const section = providersSection(deps, bankCode);
  const flowRef = useSectionActor<CreateFlowRef<SupplierInput, Supplier>>(sessionRef, creating ? section.ids.create : null, () => ({
    logic: providerCreateFlow(deps, bankCode),
    input: { draft: section.draft(section.ids.newDraft) },
  }));
  const recordRef = useSectionActor<RecordRef<Supplier, SupplierInput>>(sessionRef, id !== null ? section.ids.record : null, () => ({
    logic: section.record(),
    input: { id },
  }));
  const openId = useSelector(recordRef, (s) => (s ? s.context.id : null));

  let content = <SectionLoading />;
  if (rest !== '' && !creating && id === null) content = <ErrorPage status={404} />;
  else if (rest === '' && listRef) content = <ProvidersListView listRef={listRef} banks={banks} onNavigate={navigate} />;
  else if (creating && flowRef) content = <ProviderCreate flowRef={flowRef} country={country} banks={banks} />;
  else if (id !== null && recordRef && openId === id) {
    content = <ProviderDetail recordRef={recordRef as unknown as RecordActorOf<Supplier>} country={country} banks={banks} onNavigate={navigate} />;
  }
  return <FormatProvider currency={currency}>{content}</FormatProvider>;
}
