import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { companyCurrencies, companyLimits, companyLocales, timeZones } from '../../../domain/company';
import { SUBDOMAIN_MAX } from '../../../domain/tenant';
import type { FormActor } from '../../../machines/kit/form.connect';
import { NumberField } from '../../kit/field-number';
import { SelectField } from '../../kit/field-select';
import { TextField } from '../../kit/field-text';
import { FormLayout, FormSection } from '../../kit/form-layout';
import { localeLabels, tenantLabels } from './tenant-texts';

/** New tenant's fields: its subdomain (the platform's rules, shown under the field) and its company's first settings. */
export function TenantFields({ formRef }: { formRef: FormActor }) {
  const { i18n } = useLingui();
  const label = (key: keyof typeof tenantLabels) => i18n._(tenantLabels[key]);
  const zones = useMemo(() => timeZones().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })), []);
  return (
    <FormLayout>
      <FormSection
        title={i18n._({ id: 'tenants.form.address', message: 'Address' })}
        description={i18n._({ id: 'tenants.form.address.text', message: 'The tenant opens at its own address: <subdomain>.localhost in this demo.' })}
      >
        <TextField
          formRef={formRef}
          name="subdomain"
          label={label('subdomain')}
          required
          maxLength={SUBDOMAIN_MAX + 10}
          autoComplete="off"
          hint={i18n._({ id: 'tenants.form.subdomain.hint', message: '3 to 30 lower-case letters, digits or hyphens; not www, api, admin, login or another reserved name.' })}
        />
      </FormSection>
      <FormSection title={i18n._({ id: 'tenants.form.company', message: 'Company' })}>
        <TextField formRef={formRef} name="legalName" label={label('legalName')} required maxLength={companyLimits.legalName} autoComplete="organization" />
        <TextField formRef={formRef} name="tradeName" label={label('tradeName')} required maxLength={companyLimits.tradeName} />
        <SelectField formRef={formRef} name="currency" label={label('currency')} required options={companyCurrencies.map((c) => ({ value: c, label: c }))} />
        <TextField
          formRef={formRef}
          name="taxId"
          label={label('taxId')}
          required
          hint={i18n._({ id: 'tenants.form.taxId.hint', message: 'An RFC for an MXN company, an EIN (12-3456789) for a USD one.' })}
        />
        <SelectField formRef={formRef} name="defaultLocale" label={label('defaultLocale')} required options={companyLocales.map((l) => ({ value: l, label: i18n._(localeLabels[l]) }))} />
        <SelectField formRef={formRef} name="timeZone" label={label('timeZone')} required options={zones} />
        <NumberField formRef={formRef} name="taxRate" label={label('taxRate')} required maxFractionDigits={4} unit="%" />
      </FormSection>
    </FormLayout>
  );
}

/** Field paths of the form to their labels (the form's notices name the fields). */
export const tenantFieldLabels = (t: (d: { id: string; message: string }) => string): Record<string, string> =>
  Object.fromEntries(Object.entries(tenantLabels).map(([key, d]) => [key, t(d)]));
