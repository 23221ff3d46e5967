import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { Bank } from '../../../domain/bank';
import { accountCurrencies, bankAccountLimits, bankAccountStatuses, schemesFor, type BankAccountInput } from '../../../domain/bank-account';
import type { TaxCountry } from '../../../domain/tax-id';
import type { FormActor } from '../../../machines/kit/form.connect';
import { selectValues } from '../../../machines/kit/form.machine';
import { bankChoices, bankLabel } from '../../../machines/sections/banking-api';
import { SelectField } from '../../kit/field-select';
import { TextField } from '../../kit/field-text';
import { FormLayout, FormSection } from '../../kit/form-layout';
import { accountLabels, accountNumberHints, accountNumberLabels, bankStatusLabels, schemeLabels } from './bank-texts';

/** The bank options of a picker: active banks, and the current one marked when it has been deactivated since. */
export function useBankOptions(banks: readonly Bank[] | null, current: string | null) {
  const { i18n } = useLingui();
  return bankChoices(banks ?? [], current).map((b) => ({
    value: b.id,
    label: b.status === 'active' ? bankLabel(b) : `${bankLabel(b)} (${i18n._(bankStatusLabels.inactive)})`,
  }));
}

/** The company account form's fields: the bank, the name, the currency and the number by the country's scheme. */
export function BankAccountFields({ formRef, country, banks }: { formRef: FormActor; country: TaxCountry; banks: readonly Bank[] | null }) {
  const { i18n } = useLingui();
  const label = (key: keyof typeof accountLabels) => i18n._(accountLabels[key]);
  const { bankId, scheme } = useSelector(
    formRef,
    (s) => {
      const v = selectValues(s) as BankAccountInput;
      return { bankId: v.bankId, scheme: v.scheme };
    },
    (a, b) => a.bankId === b.bankId && a.scheme === b.scheme,
  );
  const schemes = schemesFor(country);
  const bankOptions = useBankOptions(banks, bankId);
  return (
    <FormLayout>
      <FormSection title={i18n._({ id: 'bankAccounts.form.general', message: 'Account' })}>
        <TextField formRef={formRef} name="name" label={label('name')} required maxLength={bankAccountLimits.name} />
        <SelectField formRef={formRef} name="bankId" label={label('bankId')} required options={bankOptions} />
        <SelectField formRef={formRef} name="currency" label={label('currency')} required options={accountCurrencies.map((c) => ({ value: c, label: c }))} />
        <SelectField
          formRef={formRef}
          name="status"
          label={label('status')}
          required
          options={bankAccountStatuses.map((value) => ({ value, label: i18n._(bankStatusLabels[value]) }))}
        />
      </FormSection>
      <FormSection title={i18n._({ id: 'bankAccounts.form.number', message: 'Account number' })}>
        {schemes.length > 1 ? (
          <SelectField formRef={formRef} name="scheme" label={label('scheme')} required options={schemes.map((s) => ({ value: s, label: i18n._(schemeLabels[s]) }))} />
        ) : null}
        {scheme === 'aba' ? (
          <TextField formRef={formRef} name="routingNumber" label={label('routingNumber')} required maxLength={12} hint={i18n._({ id: 'bankAccounts.hint.aba', message: '9 digits, as 021000021.' })} />
        ) : null}
        <TextField
          formRef={formRef}
          name="accountNumber"
          label={i18n._(accountNumberLabels[scheme] ?? accountNumberLabels.clabe)}
          required
          maxLength={40}
          hint={i18n._(accountNumberHints[scheme] ?? accountNumberHints.clabe)}
        />
      </FormSection>
    </FormLayout>
  );
}

export const bankAccountFieldLabels = (t: (d: { id: string; message: string }) => string): Record<string, string> => ({
  name: t(accountLabels.name),
  bankId: t(accountLabels.bankId),
  currency: t(accountLabels.currency),
  scheme: t(accountLabels.scheme),
  accountNumber: t(accountLabels.accountNumber),
  routingNumber: t(accountLabels.routingNumber),
  status: t(accountLabels.status),
});
