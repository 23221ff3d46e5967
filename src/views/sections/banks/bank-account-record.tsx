import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { Bank } from '../../../domain/bank';
import { displayAccountNumber, type BankAccount, type BankAccountInput } from '../../../domain/bank-account';
import type { TaxCountry } from '../../../domain/tax-id';
import { selectCreateForm, type CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { FormActor } from '../../../machines/kit/form.connect';
import { bankLabel } from '../../../machines/sections/banking-api';
import { bankAccountsPath } from '../../../machines/sections/banks/banks-list';
import { DetailList } from '../../kit/detail-list';
import { useFormats } from '../../kit/format-context';
import { FormView } from '../../kit/form-view';
import { RecordView, type RecordActorOf } from '../../kit/record-view';
import * as page from '../section-page.css';
import { BankAccountFields, bankAccountFieldLabels } from './bank-account-fields';
import { BackLink } from './bank-record';
import { accountLabels, accountNumberLabels, bankStatusLabels } from './bank-texts';

/** An account's page: its bank by name (inactive ones too), its number, Edit, Deactivate / Activate, Delete with Undo. */
export function BankAccountDetail({
  recordRef,
  country,
  banks,
  onNavigate,
}: {
  recordRef: RecordActorOf<BankAccount>;
  country: TaxCountry;
  banks: readonly Bank[] | null;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const back = <BackLink to={bankAccountsPath} label={i18n._({ id: 'bankAccounts.back', message: 'Back to bank accounts' })} onNavigate={onNavigate} />;
  const bankName = (id: string) => {
    const bank = banks?.find((b) => b.id === id);
    if (!bank) return '';
    return bank.status === 'active' ? bankLabel(bank) : `${bankLabel(bank)} (${i18n._(bankStatusLabels.inactive)})`;
  };
  return (
    <RecordView<BankAccount>
      recordRef={recordRef}
      back={back}
      title={(a) => a.name}
      status={(a) => ({ label: i18n._(bankStatusLabels[a.status]), tone: a.status === 'active' ? 'positive' : 'neutral' })}
      undoMessages={{
        delete: i18n._({ id: 'bankAccounts.undo.deleted', message: 'Account deleted' }),
        deactivate: i18n._({ id: 'bankAccounts.undo.deactivated', message: 'Account deactivated' }),
      }}
      form={(formRef) => (
        <FormView formRef={formRef} label={i18n._({ id: 'bankAccounts.edit', message: 'Edit account' })} fieldLabels={bankAccountFieldLabels((d) => i18n._(d))}>
          <BankAccountFields formRef={formRef} country={country} banks={banks} />
        </FormView>
      )}
    >
      {(a) => (
        <>
          {back}
          <DetailList
            none={i18n._({ id: 'kit.detail.none', message: 'None' })}
            sections={[
              {
                title: i18n._({ id: 'bankAccounts.form.general', message: 'Account' }),
                items: [
                  { label: i18n._(accountLabels.bankId), value: bankName(a.bankId) },
                  { label: i18n._(accountLabels.currency), value: a.currency },
                  { label: i18n._(accountNumberLabels[a.scheme]), value: displayAccountNumber(a) },
                  ...(a.scheme === 'aba' ? [{ label: i18n._(accountLabels.routingNumber), value: a.routingNumber }] : []),
                ],
              },
              {
                title: i18n._({ id: 'banks.record', message: 'Record' }),
                items: [
                  { label: i18n._({ id: 'banks.createdAt', message: 'Created' }), value: f.dateTime(a.createdAt) },
                  { label: i18n._(accountLabels.updatedAt), value: f.dateTime(a.updatedAt) },
                ],
              },
            ]}
          />
        </>
      )}
    </RecordView>
  );
}

/** New account (/admin/banks/accounts/new). */
export function BankAccountCreate({ flowRef, country, banks }: { flowRef: CreateFlowRef<BankAccountInput, BankAccount>; country: TaxCountry; banks: readonly Bank[] | null }) {
  const { i18n } = useLingui();
  const formRef = useSelector(flowRef, (s) => selectCreateForm(s)) as FormActor | null;
  const title = i18n._({ id: 'bankAccounts.new', message: 'New account' });
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      {formRef ? (
        <FormView formRef={formRef} label={title} fieldLabels={bankAccountFieldLabels((d) => i18n._(d))} saveLabel={i18n._({ id: 'bankAccounts.create', message: 'Create account' })}>
          <BankAccountFields formRef={formRef} country={country} banks={banks} />
        </FormView>
      ) : null}
    </>
  );
}
