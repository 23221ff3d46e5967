import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { planLimits, planStatuses, planTypes } from '../../../domain/service-plan';
import type { FormActor } from '../../../machines/kit/form.connect';
import { MoneyField, NumberField } from '../../kit/field-number';
import { SelectField } from '../../kit/field-select';
import { TextField } from '../../kit/field-text';
import { FormLayout, FormSection } from '../../kit/form-layout';
import { planLabels, planStatusLabels, planTexts, planTypeLabels } from './plans-texts';

/** A service plan's fields, for creating and editing. */
export function PlanFields({ formRef }: { formRef: FormActor }) {
  const { i18n } = useLingui();
  const label = (key: keyof typeof planLabels) => i18n._(planLabels[key]);
  return (
    <FormLayout>
      <FormSection title={i18n._(planTexts.general)}>
        <TextField formRef={formRef} name="code" label={label('code')} required maxLength={planLimits.code} hint={i18n._(planTexts.codeHint)} />
        <TextField formRef={formRef} name="name" label={label('name')} required maxLength={planLimits.name} />
        <SelectField formRef={formRef} name="type" label={label('type')} required options={planTypes.map((value) => ({ value, label: i18n._(planTypeLabels[value]) }))} />
        <MoneyField formRef={formRef} name="monthlyFee" label={label('monthlyFee')} required />
        <NumberField formRef={formRef} name="termMonths" label={label('termMonths')} required hint={i18n._(planTexts.termHint)} />
        <SelectField
          formRef={formRef}
          name="status"
          label={label('status')}
          required
          options={planStatuses.map((value) => ({ value, label: i18n._(planStatusLabels[value]) }))}
          hint={i18n._(planTexts.statusHint)}
        />
      </FormSection>
    </FormLayout>
  );
}

/** Field paths of the form to their labels (the conflict dialog names what changed). */
export const planFieldLabels = (t: (d: MessageDescriptor) => string): Record<string, string> =>
  Object.fromEntries((['code', 'name', 'type', 'monthlyFee', 'termMonths', 'status'] as const).map((k) => [k, t(planLabels[k])]));
