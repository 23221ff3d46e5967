import { useLingui } from '@lingui/react';
import { bankLimits, bankStatuses } from '../../../domain/bank';
import type { FormActor } from '../../../machines/kit/form.connect';
import { SelectField } from '../../kit/field-select';
import { TextField } from '../../kit/field-text';
import { FormLayout, FormSection } from '../../kit/form-layout';
import { bankLabels, bankStatusLabels } from './bank-texts';

/** The bank form's fields, for creating and editing. */
export function BankFields({ formRef }: { formRef: FormActor }) {
  const { i18n } = useLingui();
  const label = (key: keyof typeof bankLabels) => i18n._(bankLabels[key]);
  return (
    <FormLayout>
      <FormSection title={i18n._({ id: 'banks.form.general', message: 'Bank' })}>
        <TextField
          formRef={formRef}
          name="code"
          label={label('code')}
          required
          maxLength={bankLimits.code}
          hint={i18n._({ id: 'banks.form.code.hint', message: 'In Mexico the three-digit ABM code (012 for BBVA México).' })}
        />
        <TextField formRef={formRef} name="name" label={label('name')} required maxLength={bankLimits.name} />
        <TextField formRef={formRef} name="swift" label={label('swift')} maxLength={11} hint={i18n._({ id: 'banks.form.swift.hint', message: '8 or 11 characters, as BCMRMXMM. Leave empty if it has none.' })} />
        <SelectField
          formRef={formRef}
          name="status"
          label={label('status')}
          required
          options={bankStatuses.map((value) => ({ value, label: i18n._(bankStatusLabels[value]) }))}
        />
      </FormSection>
    </FormLayout>
  );
}

/** Field paths to their labels (the conflict dialog names what changed). */
export const bankFieldLabels = (t: (d: { id: string; message: string }) => string): Record<string, string> => ({
  code: t(bankLabels.code),
  name: t(bankLabels.name),
  swift: t(bankLabels.swift),
  status: t(bankLabels.status),
});
