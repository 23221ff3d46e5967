import { useLingui } from '@lingui/react';
import { businessLineLimits, businessLineStatuses } from '../../../domain/business-line';
import type { FormActor } from '../../../machines/kit/form.connect';
import { SelectField } from '../../kit/field-select';
import { TextField } from '../../kit/field-text';
import { FormLayout, FormSection } from '../../kit/form-layout';
import { businessLineLabels, businessLineStatusLabels, businessLineTexts } from './business-line-texts';

/** The business line form's fields, for creating and editing. */
export function BusinessLineFields({ formRef }: { formRef: FormActor }) {
  const { i18n } = useLingui();
  return (
    <FormLayout>
      <FormSection title={i18n._(businessLineTexts.general)}>
        <TextField formRef={formRef} name="code" label={i18n._(businessLineLabels.code)} required maxLength={businessLineLimits.code} hint={i18n._(businessLineTexts.codeHint)} />
        <TextField formRef={formRef} name="name" label={i18n._(businessLineLabels.name)} required maxLength={businessLineLimits.name} />
        <SelectField
          formRef={formRef}
          name="status"
          label={i18n._(businessLineLabels.status)}
          required
          options={businessLineStatuses.map((value) => ({ value, label: i18n._(businessLineStatusLabels[value]) }))}
        />
      </FormSection>
    </FormLayout>
  );
}

/** Field paths of the form to their labels (the conflict dialog names what changed). */
export const businessLineFieldLabels = (t: (d: { id: string; message?: string }) => string): Record<string, string> => ({
  code: t(businessLineLabels.code),
  name: t(businessLineLabels.name),
  status: t(businessLineLabels.status),
});
