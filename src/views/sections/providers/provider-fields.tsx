import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { Bank } from '../../../domain/bank';
import { schemesFor } from '../../../domain/bank-account';
import type { TaxCountry } from '../../../domain/tax-id';
import {
  emptySupplierBankAccount,
  supplierLimits,
  supplierStatuses,
  withoutBankAccount,
  withPrimaryBankAccount,
  type SupplierBankAccount,
  type SupplierInput,
} from '../../../domain/supplier';
import type { FormActor } from '../../../machines/kit/form.connect';
import { selectValues } from '../../../machines/kit/form.machine';
import { bankChoices, bankLabel } from '../../../machines/sections/banking-api';
import { useField } from '../../kit/field-frame';
import { fieldErrorMessages } from '../../kit/field-messages';
import { NumberField } from '../../kit/field-number';
import { SelectField } from '../../kit/field-select';
import { TextField } from '../../kit/field-text';
import { FormLayout, FormSection } from '../../kit/form-layout';
import { button } from '../../theme/recipes/button.css';
import { providerLabels, providerStatusLabels } from './provider-texts';
import * as css from './providers.css';

/** Texts of the account rows (the banks screen has its own; a section never imports another's views). */
const accountTexts = {
  bank: /*i18n*/ { id: 'providers.account.bank', message: 'Bank' },
  scheme: /*i18n*/ { id: 'providers.account.scheme', message: 'Account type' },
  clabe: /*i18n*/ { id: 'providers.account.clabe', message: 'CLABE' },
  iban: /*i18n*/ { id: 'providers.account.iban', message: 'IBAN' },
  account: /*i18n*/ { id: 'providers.account.number', message: 'Account number' },
  routing: /*i18n*/ { id: 'providers.account.routing', message: 'ABA routing number' },
  schemeAba: /*i18n*/ { id: 'providers.account.scheme.aba', message: 'ABA routing + account number (US)' },
  schemeIban: /*i18n*/ { id: 'providers.account.scheme.iban', message: 'IBAN (international)' },
  schemeClabe: /*i18n*/ { id: 'providers.account.scheme.clabe', message: 'CLABE (Mexico)' },
  inactive: /*i18n*/ { id: 'providers.account.inactiveBank', message: 'inactive' },
};

/** The provider form's fields, for creating and editing, with the bank accounts as rows. */
export function ProviderFields({ formRef, country, banks }: { formRef: FormActor; country: TaxCountry; banks: readonly Bank[] | null }) {
  const { i18n } = useLingui();
  const label = (key: keyof typeof providerLabels) => i18n._(providerLabels[key]);
  const accounts = useSelector(formRef, (s) => (selectValues(s) as SupplierInput).bankAccounts);
  const listField = useField(formRef, 'bankAccounts');
  const setAccounts = (next: SupplierBankAccount[]) => formRef.send({ type: 'form.field.change', name: 'bankAccounts', value: next });
  const schemes = schemesFor(country);
  const schemeLabel = { aba: accountTexts.schemeAba, iban: accountTexts.schemeIban, clabe: accountTexts.schemeClabe };
  return (
    <FormLayout>
      <FormSection title={i18n._({ id: 'providers.form.general', message: 'General' })}>
        <TextField formRef={formRef} name="name" label={label('name')} required maxLength={supplierLimits.name} autoComplete="organization" />
        <TextField
          formRef={formRef}
          name="taxId"
          label={label('taxId')}
          required
          hint={
            country === 'MX'
              ? i18n._({ id: 'providers.form.taxId.mx', message: 'RFC: 12 characters for a company, 13 for a person.' })
              : i18n._({ id: 'providers.form.taxId.us', message: 'EIN: nine digits, as 12-3456789.' })
          }
        />
        <SelectField formRef={formRef} name="status" label={label('status')} required options={supplierStatuses.map((value) => ({ value, label: i18n._(providerStatusLabels[value]) }))} />
        <NumberField formRef={formRef} name="paymentTermsDays" label={label('paymentTermsDays')} />
      </FormSection>
      <FormSection title={i18n._({ id: 'providers.form.contact', message: 'Contact' })}>
        <TextField formRef={formRef} name="contactName" label={label('contactName')} maxLength={supplierLimits.contactName} autoComplete="name" />
        <TextField formRef={formRef} name="email" label={label('email')} type="email" autoComplete="email" maxLength={supplierLimits.email} />
        <TextField formRef={formRef} name="phone" label={label('phone')} type="tel" autoComplete="tel" maxLength={supplierLimits.phone} />
      </FormSection>
      <FormSection
        title={i18n._({ id: 'providers.form.accounts', message: 'Bank accounts' })}
        description={i18n._({ id: 'providers.form.accounts.text', message: 'Payments go to the primary account. Only active banks can be chosen.' })}
      >
        <ol className={css.accounts}>
          {accounts.map((account, i) => {
            const n = i + 1;
            const numberLabel = account.scheme === 'clabe' ? accountTexts.clabe : account.scheme === 'iban' ? accountTexts.iban : accountTexts.account;
            return (
              <li key={i} className={css.account} aria-label={i18n._({ id: 'providers.form.account', message: 'Account {n}', values: { n } })}>
                <SelectField
                  formRef={formRef}
                  name={`bankAccounts.${i}.bankId`}
                  label={i18n._(accountTexts.bank)}
                  required
                  options={bankChoices(banks ?? [], account.bankId).map((b) => ({
                    value: b.id,
                    label: b.status === 'active' ? bankLabel(b) : `${bankLabel(b)} (${i18n._(accountTexts.inactive)})`,
                  }))}
                />
                {schemes.length > 1 ? (
                  <SelectField formRef={formRef} name={`bankAccounts.${i}.scheme`} label={i18n._(accountTexts.scheme)} required options={schemes.map((s) => ({ value: s, label: i18n._(schemeLabel[s]) }))} />
                ) : null}
                {account.scheme === 'aba' ? <TextField formRef={formRef} name={`bankAccounts.${i}.routingNumber`} label={i18n._(accountTexts.routing)} required maxLength={12} /> : null}
                <TextField formRef={formRef} name={`bankAccounts.${i}.accountNumber`} label={i18n._(numberLabel)} required maxLength={40} />
                <div className={css.accountActions}>
                  <label className={css.primary}>
                    <input type="radio" name="primary-account" checked={account.primary} onChange={() => setAccounts(withPrimaryBankAccount(accounts, i))} />
                    {i18n._({ id: 'providers.form.primary', message: 'Primary' })}
                  </label>
                  <button
                    type="button"
                    className={button({ tone: 'ghost' })}
                    onClick={() => setAccounts(withoutBankAccount(accounts, i))}
                    aria-label={i18n._({ id: 'providers.form.removeAccount', message: 'Remove account {n}', values: { n } })}
                  >
                    {i18n._({ id: 'providers.form.remove', message: 'Remove' })}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        <p id={listField.errorId} className={css.listError} role="alert" hidden={listField.error === null}>
          {listField.error !== null ? i18n._(fieldErrorMessages[listField.error]) : null}
        </p>
        {accounts.length < supplierLimits.bankAccounts ? (
          <button type="button" className={button({ tone: 'secondary' })} onClick={() => setAccounts([...accounts, emptySupplierBankAccount(country, accounts.length === 0)])}>
            {i18n._({ id: 'providers.form.addAccount', message: 'Add bank account' })}
          </button>
        ) : null}
      </FormSection>
    </FormLayout>
  );
}

export const providerFieldLabels = (t: (d: { id: string; message: string }) => string): Record<string, string> => ({
  name: t(providerLabels.name),
  taxId: t(providerLabels.taxId),
  contactName: t(providerLabels.contactName),
  email: t(providerLabels.email),
  phone: t(providerLabels.phone),
  paymentTermsDays: t(providerLabels.paymentTermsDays),
  status: t(providerLabels.status),
  bankAccounts: t({ id: 'providers.form.accounts', message: 'Bank accounts' }),
});
