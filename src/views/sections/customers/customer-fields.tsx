import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { BusinessLine } from '../../../domain/business-line';
import { mexicanStates } from '../../../domain/address';
import { customerLimits, customerStatuses } from '../../../domain/customer';
import type { TaxCountry } from '../../../domain/tax-id';
import type { FormActor } from '../../../machines/kit/form.connect';
import { selectValues } from '../../../machines/kit/form.machine';
import { businessLineOption } from '../../../machines/sections/customers/customer-api';
import type { ReferenceSearch } from '../../kit/field-reference';
import { ReferenceField } from '../../kit/field-reference';
import { MoneyField, NumberField } from '../../kit/field-number';
import { SelectField } from '../../kit/field-select';
import { TextField } from '../../kit/field-text';
import { FormLayout, FormSection } from '../../kit/form-layout';
import { customerLabels, customerStatusLabels } from './customer-texts';

/** The customer form's fields, for creating and editing. */
export function CustomerFields({
  formRef,
  country,
  currency,
  businessLines,
  searchBusinessLines,
}: {
  formRef: FormActor;
  country: TaxCountry;
  currency: string;
  /** Every business line (for the current choice's name), null while loading. */
  businessLines: readonly BusinessLine[] | null;
  searchBusinessLines: ReferenceSearch;
}) {
  const { i18n } = useLingui();
  const label = (key: keyof typeof customerLabels) => i18n._(customerLabels[key]);
  const lineId = useSelector(formRef, (s) => (selectValues(s) as { businessLineId: string | null }).businessLineId);
  const line = businessLines?.find((l) => l.id === lineId);
  return (
    <FormLayout>
      <FormSection title={i18n._({ id: 'customers.form.general', message: 'General' })}>
        <TextField formRef={formRef} name="name" label={label('name')} required maxLength={customerLimits.name} autoComplete="organization" />
        <TextField
          formRef={formRef}
          name="taxId"
          label={label('taxId')}
          required
          hint={
            country === 'MX'
              ? i18n._({ id: 'customers.form.taxId.mx', message: 'RFC: 12 characters for a company, 13 for a person.' })
              : i18n._({ id: 'customers.form.taxId.us', message: 'EIN: nine digits, as 12-3456789.' })
          }
        />
        <TextField formRef={formRef} name="email" label={label('email')} type="email" autoComplete="email" maxLength={customerLimits.email} />
        <TextField formRef={formRef} name="phone" label={label('phone')} type="tel" autoComplete="tel" maxLength={customerLimits.phone} />
        <ReferenceField
          formRef={formRef}
          name="businessLineId"
          label={label('businessLineId')}
          search={searchBusinessLines}
          selectedOption={line ? businessLineOption(line) : null}
        />
        <SelectField
          formRef={formRef}
          name="status"
          label={label('status')}
          required
          options={customerStatuses.map((value) => ({ value, label: i18n._(customerStatusLabels[value]) }))}
        />
      </FormSection>
      <FormSection title={i18n._({ id: 'customers.form.address', message: 'Address' })}>
        <TextField formRef={formRef} name="address.street" label={label('street')} required autoComplete="street-address" />
        <TextField formRef={formRef} name="address.city" label={label('city')} required autoComplete="address-level2" />
        {country === 'MX' ? (
          <SelectField
            formRef={formRef}
            name="address.state"
            label={label('state')}
            required
            options={mexicanStates.map((state) => ({ value: state, label: state }))}
          />
        ) : (
          <TextField formRef={formRef} name="address.state" label={label('state')} required autoComplete="address-level1" />
        )}
        <TextField formRef={formRef} name="address.postalCode" label={label('postalCode')} required autoComplete="postal-code" />
        <TextField formRef={formRef} name="address.country" label={label('country')} required maxLength={2} autoComplete="country" />
      </FormSection>
      <FormSection title={i18n._({ id: 'customers.form.credit', message: 'Credit' })}>
        <MoneyField formRef={formRef} name="creditLimit" label={label('creditLimit')} currency={currency} />
        <NumberField formRef={formRef} name="paymentTermsDays" label={label('paymentTermsDays')} />
      </FormSection>
    </FormLayout>
  );
}
