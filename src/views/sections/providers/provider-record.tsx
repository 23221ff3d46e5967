import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { Bank } from '../../../domain/bank';
import { displayAccountNumber } from '../../../domain/bank-account';
import type { Supplier, SupplierInput } from '../../../domain/supplier';
import type { TaxCountry } from '../../../domain/tax-id';
import { selectCreateForm, type CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { FormActor } from '../../../machines/kit/form.connect';
import { bankLabel } from '../../../machines/sections/banking-api';
import { providersPath } from '../../../machines/sections/providers/providers-list';
import { DetailList } from '../../kit/detail-list';
import { useFormats } from '../../kit/format-context';
import { FormView } from '../../kit/form-view';
import { RecordView, type RecordActorOf } from '../../kit/record-view';
import * as page from '../section-page.css';
import { ProviderFields, providerFieldLabels } from './provider-fields';
import { providerLabels, providerStatusLabels } from './provider-texts';
import { InAppLink } from '../../kit/in-app-link';

/** A provider's page: its fields and accounts (banks by name, inactive ones too), Edit, Deactivate, Delete with Undo. */
export function ProviderDetail({
  recordRef,
  country,
  banks,
  onNavigate,
}: {
  recordRef: RecordActorOf<Supplier>;
  country: TaxCountry;
  banks: readonly Bank[] | null;
  onNavigate: (to: string) => void;
}) {
  const { i18n } = useLingui();
  const f = useFormats();
  const label = (key: keyof typeof providerLabels) => i18n._(providerLabels[key]);
  const bankName = (id: string) => {
    const bank = banks?.find((b) => b.id === id);
    if (!bank) return '';
    return bank.status === 'active' ? bankLabel(bank) : `${bankLabel(bank)} (${i18n._({ id: 'providers.account.inactiveBank', message: 'inactive' })})`;
  };
  const back = (
    <InAppLink to={providersPath} onNavigate={onNavigate}>
      {i18n._({ id: 'providers.back', message: 'Back to providers' })}
    </InAppLink>
  );
  return (
    <RecordView<Supplier>
      recordRef={recordRef}
      back={back}
      title={(s) => s.name}
      status={(s) => ({ label: i18n._(providerStatusLabels[s.status]), tone: s.status === 'active' ? 'positive' : 'neutral' })}
      undoMessages={{
        delete: i18n._({ id: 'providers.undo.deleted', message: 'Provider deleted' }),
        deactivate: i18n._({ id: 'providers.undo.deactivated', message: 'Provider deactivated' }),
      }}
      form={(formRef) => (
        <FormView formRef={formRef} label={i18n._({ id: 'providers.edit', message: 'Edit provider' })} fieldLabels={providerFieldLabels((d) => i18n._(d))}>
          <ProviderFields formRef={formRef} country={country} banks={banks} />
        </FormView>
      )}
    >
      {(s) => (
        <>
          {back}
          <DetailList
            none={i18n._({ id: 'kit.detail.none', message: 'None' })}
            sections={[
              {
                title: i18n._({ id: 'providers.form.general', message: 'General' }),
                items: [
                  { label: label('code'), value: s.code },
                  { label: label('taxId'), value: s.taxId },
                  { label: label('paymentTermsDays'), value: f.number(s.paymentTermsDays) },
                ],
              },
              {
                title: i18n._({ id: 'providers.form.contact', message: 'Contact' }),
                items: [
                  { label: label('contactName'), value: s.contactName },
                  { label: label('email'), value: s.email },
                  { label: label('phone'), value: s.phone },
                ],
              },
              {
                title: i18n._({ id: 'providers.form.accounts', message: 'Bank accounts' }),
                items:
                  s.bankAccounts.length === 0
                    ? [{ label: i18n._({ id: 'providers.form.accounts', message: 'Bank accounts' }), value: '' }]
                    : s.bankAccounts.map((a) => ({
                        label: `${bankName(a.bankId)}${a.primary ? ` · ${i18n._({ id: 'providers.form.primary', message: 'Primary' })}` : ''}`,
                        value: a.scheme === 'aba' ? `${a.routingNumber} / ${a.accountNumber}` : displayAccountNumber(a),
                      })),
              },
            ]}
          />
        </>
      )}
    </RecordView>
  );
}

/** New provider (/admin/providers/new). */
export function ProviderCreate({ flowRef, country, banks }: { flowRef: CreateFlowRef<SupplierInput, Supplier>; country: TaxCountry; banks: readonly Bank[] | null }) {
  const { i18n } = useLingui();
  const formRef = useSelector(flowRef, (s) => selectCreateForm(s)) as FormActor | null;
  const title = i18n._({ id: 'providers.new', message: 'New provider' });
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      {formRef ? (
        <FormView formRef={formRef} label={title} fieldLabels={providerFieldLabels((d) => i18n._(d))} saveLabel={i18n._({ id: 'providers.create', message: 'Create provider' })}>
          <ProviderFields formRef={formRef} country={country} banks={banks} />
        </FormView>
      ) : null}
    </>
  );
}
