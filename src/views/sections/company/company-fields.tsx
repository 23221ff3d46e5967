import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { companyCurrencies, companyLimits, companyLocales, documentTypes, timeZones, type CompanyRecord, type DocumentType } from '../../../domain/company';
import type { MessageDescriptor } from '@lingui/core';
import type { FormActor } from '../../../machines/kit/form.connect';
import { NumberField } from '../../kit/field-number';
import { SelectField } from '../../kit/field-select';
import { TextAreaField, TextField } from '../../kit/field-text';
import { ImageField } from '../../kit/fields/image-field';
import { FormLayout, FormSection } from '../../kit/form-layout';
import * as css from './company.css';

export const companyLabels = {
  legalName: /*i18n*/ { id: 'company.field.legalName', message: 'Legal name' },
  tradeName: /*i18n*/ { id: 'company.field.tradeName', message: 'Trade name' },
  taxId: /*i18n*/ { id: 'company.field.taxId', message: 'Tax ID' },
  address: /*i18n*/ { id: 'company.field.address', message: 'Address' },
  logo: /*i18n*/ { id: 'company.field.logo', message: 'Logo' },
  currency: /*i18n*/ { id: 'company.field.currency', message: 'Currency' },
  timeZone: /*i18n*/ { id: 'company.field.timeZone', message: 'Time zone' },
  defaultLocale: /*i18n*/ { id: 'company.field.defaultLocale', message: 'Default language' },
  taxRate: /*i18n*/ { id: 'company.field.taxRate', message: 'Tax rate (%)' },
  prefix: /*i18n*/ { id: 'company.field.prefix', message: 'Prefix' },
  next: /*i18n*/ { id: 'company.field.next', message: 'Next number' },
} satisfies Record<string, MessageDescriptor>;

export const documentTypeLabels: Record<DocumentType, MessageDescriptor> = {
  'sales-order': /*i18n*/ { id: 'company.doc.salesOrder', message: 'Sales order' },
  requisition: /*i18n*/ { id: 'company.doc.requisition', message: 'Requisition' },
  quotation: /*i18n*/ { id: 'company.doc.quotation', message: 'Quotation' },
  'purchase-order': /*i18n*/ { id: 'company.doc.purchaseOrder', message: 'Purchase order' },
  delivery: /*i18n*/ { id: 'company.doc.delivery', message: 'Delivery' },
  'cash-closing': /*i18n*/ { id: 'company.doc.cashClosing', message: 'Cash closing' },
  'work-order': /*i18n*/ { id: 'company.doc.workOrder', message: 'Work order' },
  contract: /*i18n*/ { id: 'company.doc.contract', message: 'Contract' },
};

const localeNames: Record<(typeof companyLocales)[number], MessageDescriptor> = {
  'es-MX': /*i18n*/ { id: 'tenants.locale.esMX', message: 'Spanish (Mexico)' },
  'en-US': /*i18n*/ { id: 'tenants.locale.enUS', message: 'English (United States)' },
};

/** The company configuration's fields; the currency is shown locked (with the reason) once the tenant has documents. */
export function CompanyFields({ formRef, company }: { formRef: FormActor; company: CompanyRecord }) {
  const { i18n } = useLingui();
  const label = (key: keyof typeof companyLabels) => i18n._(companyLabels[key]);
  const zones = useMemo(() => timeZones().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })), []);
  return (
    <FormLayout>
      <FormSection title={i18n._({ id: 'company.form.identity', message: 'Identity' })}>
        <TextField formRef={formRef} name="legalName" label={label('legalName')} required maxLength={companyLimits.legalName} autoComplete="organization" />
        <TextField
          formRef={formRef}
          name="tradeName"
          label={label('tradeName')}
          required
          maxLength={companyLimits.tradeName}
          hint={i18n._({ id: 'company.form.tradeName.hint', message: 'Shown in the top bar and the footer.' })}
        />
        <TextField
          formRef={formRef}
          name="taxId"
          label={label('taxId')}
          required
          hint={
            company.currency === 'MXN'
              ? i18n._({ id: 'company.form.taxId.mx', message: 'RFC: 12 characters for a company.' })
              : i18n._({ id: 'company.form.taxId.us', message: 'EIN: nine digits, as 12-3456789.' })
          }
        />
        <TextAreaField formRef={formRef} name="address" label={label('address')} rows={3} maxLength={companyLimits.address} />
        <ImageField
          formRef={formRef}
          name="logo"
          label={i18n._({ id: 'company.field.logo', message: 'Logo' })}
          alt={i18n._({ id: 'company.field.logo.alt', message: 'The company logo' })}
          hint={i18n._({ id: 'company.form.logo.hint', message: 'Shown in the top bar, the menu and printed documents.' })}
          appAssets
        />
      </FormSection>
      <FormSection title={i18n._({ id: 'company.form.regional', message: 'Money and region' })}>
        {company.currencyLocked ? (
          <div className={css.locked}>
            <span className={css.lockedLabel}>{label('currency')}</span>
            <span className={css.lockedValue}>{company.currency}</span>
            <span className={css.lockedReason}>
              {i18n._({ id: 'company.currency.locked', message: 'Locked: this company has documents in this currency, so it can no longer change.' })}
            </span>
          </div>
        ) : (
          <SelectField
            formRef={formRef}
            name="currency"
            label={label('currency')}
            required
            options={companyCurrencies.map((c) => ({ value: c, label: c }))}
            hint={i18n._({ id: 'company.currency.open', message: 'It can change until the first document is made.' })}
          />
        )}
        <SelectField formRef={formRef} name="timeZone" label={label('timeZone')} required options={zones} />
        <SelectField formRef={formRef} name="defaultLocale" label={label('defaultLocale')} required options={companyLocales.map((l) => ({ value: l, label: i18n._(localeNames[l]) }))} />
        <NumberField
          formRef={formRef}
          name="taxRate"
          label={label('taxRate')}
          required
          maxFractionDigits={4}
          unit="%"
          hint={i18n._({ id: 'company.form.taxRate.hint', message: '0 to 100, up to 4 decimals; the default of new products.' })}
        />
      </FormSection>
      <FormSection
        title={i18n._({ id: 'company.form.numbering', message: 'Document numbering' })}
        description={i18n._({ id: 'company.form.numbering.text', message: 'Each document type: a prefix of 1 to 6 capital letters, digits or hyphens, and the number its next document gets.' })}
      >
        {documentTypes.map((type) => (
          <fieldset key={type} className={css.numbering}>
            <legend className={css.legend}>{i18n._(documentTypeLabels[type])}</legend>
            <TextField formRef={formRef} name={`numbering.${type}.prefix`} label={label('prefix')} required maxLength={6} />
            <NumberField formRef={formRef} name={`numbering.${type}.next`} label={label('next')} required />
          </fieldset>
        ))}
      </FormSection>
    </FormLayout>
  );
}

/** Field paths to labels (the conflict dialog and the form's notices name them). */
export function companyFieldLabels(t: (d: MessageDescriptor) => string): Record<string, string> {
  const labels: Record<string, string> = Object.fromEntries(Object.entries(companyLabels).map(([k, d]) => [k, t(d)]));
  for (const type of documentTypes) {
    labels[`numbering.${type}.prefix`] = `${t(documentTypeLabels[type])}: ${t(companyLabels.prefix)}`;
    labels[`numbering.${type}.next`] = `${t(documentTypeLabels[type])}: ${t(companyLabels.next)}`;
  }
  return labels;
}
