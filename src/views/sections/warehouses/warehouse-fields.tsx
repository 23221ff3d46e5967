import { useLingui } from '@lingui/react';
import { mexicanStates } from '../../../domain/address';
import type { TaxCountry } from '../../../domain/tax-id';
import { warehouseLimits, warehouseTypes } from '../../../domain/warehouse';
import type { FormActor } from '../../../machines/kit/form.connect';
import { SelectField } from '../../kit/field-select';
import { SwitchField } from '../../kit/field-switch';
import { TextField } from '../../kit/field-text';
import { FormLayout, FormSection } from '../../kit/form-layout';
import { warehouseLabels, warehouseTypeLabels } from './warehouse-texts';

/** The warehouse form's fields, for creating and editing (the address as customers have it). */
export function WarehouseFields({ formRef, country }: { formRef: FormActor; country: TaxCountry }) {
  const { i18n } = useLingui();
  const label = (key: keyof typeof warehouseLabels) => i18n._(warehouseLabels[key]);
  return (
    <FormLayout>
      <FormSection title={i18n._({ id: 'warehouses.form.general', message: 'General' })}>
        <TextField
          formRef={formRef}
          name="code"
          label={label('code')}
          required
          maxLength={warehouseLimits.code}
          hint={i18n._({ id: 'warehouses.form.code.hint', message: 'Upper-case letters, digits and hyphens, as GDL-02.' })}
        />
        <TextField formRef={formRef} name="name" label={label('name')} required maxLength={warehouseLimits.name} />
        <SelectField
          formRef={formRef}
          name="type"
          label={label('type')}
          required
          options={warehouseTypes.map((value) => ({ value, label: i18n._(warehouseTypeLabels[value]) }))}
        />
        <SwitchField formRef={formRef} name="active" label={label('active')} />
      </FormSection>
      <FormSection title={i18n._({ id: 'warehouses.form.address', message: 'Address' })}>
        <TextField formRef={formRef} name="address.street" label={label('street')} required autoComplete="street-address" />
        <TextField formRef={formRef} name="address.city" label={label('city')} required autoComplete="address-level2" />
        {country === 'MX' ? (
          <SelectField formRef={formRef} name="address.state" label={label('state')} required options={mexicanStates.map((state) => ({ value: state, label: state }))} />
        ) : (
          <TextField formRef={formRef} name="address.state" label={label('state')} required autoComplete="address-level1" />
        )}
        <TextField formRef={formRef} name="address.postalCode" label={label('postalCode')} required autoComplete="postal-code" />
        <TextField formRef={formRef} name="address.country" label={label('country')} required maxLength={2} autoComplete="country" />
      </FormSection>
    </FormLayout>
  );
}

/** Field paths of the form to their labels (the conflict dialog names what changed). */
export function warehouseFieldLabels(t: (descriptor: { id: string; message: string }) => string): Record<string, string> {
  return {
    code: t(warehouseLabels.code),
    name: t(warehouseLabels.name),
    type: t(warehouseLabels.type),
    active: t(warehouseLabels.active),
    'address.street': t(warehouseLabels.street),
    'address.city': t(warehouseLabels.city),
    'address.state': t(warehouseLabels.state),
    'address.postalCode': t(warehouseLabels.postalCode),
    'address.country': t(warehouseLabels.country),
  };
}
