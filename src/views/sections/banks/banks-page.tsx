import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Bank, BankInput } from '../../../domain/bank';
import type { BankAccount, BankAccountInput } from '../../../domain/bank-account';
import type { CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { ListRef } from '../../../machines/kit/list.machine';
import { selectLookupData, type LookupRef } from '../../../machines/kit/lookup.machine';
import { recordIdFromPath } from '../../../machines/kit/record-address';
import type { RecordRef } from '../../../machines/kit/record.machine';
import { bankCodeIn } from '../../../machines/sections/banking-api';
import {
  bankAccountsListId,
  bankAccountsListLogic,
  bankAccountsPath,
  banksListId,
  banksListLogic,
  banksLookupId,
  banksLookupLogic,
  banksPath,
} from '../../../machines/sections/banks/banks-list';
import { bankAccountCreateFlow, bankAccountsSection, bankCreateFlow, bankIdFromPath, banksSection } from '../../../machines/sections/banks/banks-record';
import type { SessionRef } from '../../../machines/session.machine';
import { FormatProvider } from '../../kit/format-context';
import type { RecordActorOf } from '../../kit/record-view';
import { ErrorPage } from '../../pages/error-page';
import { SectionLoading } from '../../ui/lazy-section';
import * as page from '../section-page.css';
import { useListPreferences } from '../use-list-preferences';
import { useSectionActor } from '../use-section-actor';
import { useSectionDeps } from '../use-section-deps';
import { BankAccountCreate, BankAccountDetail } from './bank-account-record';
import { BankAccountsListView } from './bank-accounts-list-view';
import { BankCreate, BankDetail } from './bank-record';
import { BanksListView } from './banks-list-view';
import { BanksTabs } from './banks-tabs';

/**
 * Banks (/admin/banks): two tabs, the banks and the company's accounts (/admin/banks/accounts), each with its list,
 * record page (view and edit) and New form.
 */
export default function BanksPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { i18n } = useLingui();
  const { path, navigate, deps } = useSectionDeps(sessionRef);
  const { config, currency, country } = deps;
  const inAccounts = path === bankAccountsPath || path.startsWith(`${bankAccountsPath}/`);

  const banksPrefs = useListPreferences(sessionRef, 'banks');
  const accountsPrefs = useListPreferences(sessionRef, 'bankAccounts');
  const banksListRef = useSectionActor<ListRef<Bank>>(sessionRef, banksListId, () => ({ logic: banksListLogic(config, banksPrefs.save), input: { preferences: banksPrefs.initial } }));
  const accountsListRef = useSectionActor<ListRef<BankAccount>>(sessionRef, inAccounts ? bankAccountsListId : null, () => ({
    logic: bankAccountsListLogic(config, accountsPrefs.save),
    input: { preferences: accountsPrefs.initial },
  }));
  const banksLookupRef = useSectionActor<LookupRef<Bank[]>>(sessionRef, banksLookupId, () => ({ logic: banksLookupLogic(config) }));
  const banks = useSelector(banksLookupRef, (s) => (s ? selectLookupData<Bank[]>(s) : null)) ?? null;
  // Banks change on the other tab: the accounts' names and picker read them again when that tab opens.
  useEffect(() => {
    if (inAccounts) banksLookupRef?.send({ type: 'lookup.reload' });
  }, [inAccounts, banksLookupRef]);

  const bankCode = bankCodeIn(sessionRef.system, banksLookupId);
  const bankSection = banksSection(deps);
  const accountSection = bankAccountsSection(deps, bankCode);
  const bankId = inAccounts ? null : bankIdFromPath(path);
  const accountId = inAccounts ? recordIdFromPath(path, bankAccountsPath) : null;
  const creatingBank = path === `${banksPath}/new`;
  const creatingAccount = path === `${bankAccountsPath}/new`;

  const bankFlowRef = useSectionActor<CreateFlowRef<BankInput, Bank>>(sessionRef, creatingBank ? bankSection.ids.create : null, () => ({
    logic: bankCreateFlow(deps),
    input: { draft: bankSection.draft(bankSection.ids.newDraft) },
  }));
  const accountFlowRef = useSectionActor<CreateFlowRef<BankAccountInput, BankAccount>>(sessionRef, creatingAccount ? accountSection.ids.create : null, () => ({
    logic: bankAccountCreateFlow(deps, bankCode),
    input: { draft: accountSection.draft(accountSection.ids.newDraft) },
  }));
  const bankRecordRef = useSectionActor<RecordRef<Bank, BankInput>>(sessionRef, bankId !== null ? bankSection.ids.record : null, () => ({
    logic: bankSection.record(),
    input: { id: bankId },
  }));
  const accountRecordRef = useSectionActor<RecordRef<BankAccount, BankAccountInput>>(sessionRef, accountId !== null ? accountSection.ids.record : null, () => ({
    logic: accountSection.record(),
    input: { id: accountId },
  }));
  const openBank = useSelector(bankRecordRef, (s) => (s ? s.context.id : null));
  const openAccount = useSelector(accountRecordRef, (s) => (s ? s.context.id : null));

  const listHeader = (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{i18n._({ id: 'banks.title', message: 'Banks' })}</h1>
      </header>
      <BanksTabs current={inAccounts ? 'accounts' : 'banks'} onNavigate={navigate} />
    </>
  );

  let content = <SectionLoading />;
  if (path === banksPath && banksListRef) {
    content = (
      <>
        {listHeader}
        <BanksListView listRef={banksListRef} onNavigate={navigate} />
      </>
    );
  } else if (path === bankAccountsPath) {
    if (accountsListRef) {
      content = (
        <>
          {listHeader}
          <BankAccountsListView listRef={accountsListRef} banks={banks} onNavigate={navigate} />
        </>
      );
    }
  } else if (creatingBank) {
    if (bankFlowRef) content = <BankCreate flowRef={bankFlowRef} />;
  } else if (creatingAccount) {
    if (accountFlowRef) content = <BankAccountCreate flowRef={accountFlowRef} country={country} banks={banks} />;
  } else if (bankId !== null) {
    if (bankRecordRef && openBank === bankId) content = <BankDetail recordRef={bankRecordRef as unknown as RecordActorOf<Bank>} onNavigate={navigate} />;
  } else if (accountId !== null) {
    if (accountRecordRef && openAccount === accountId) {
      content = <BankAccountDetail recordRef={accountRecordRef as unknown as RecordActorOf<BankAccount>} country={country} banks={banks} onNavigate={navigate} />;
    }
  } else {
    // Any other address under the screen (a deeper path, an id that does not decode) is not a page.
    content = <ErrorPage status={404} />;
  }
  return <FormatProvider currency={currency}>{content}</FormatProvider>;
}
