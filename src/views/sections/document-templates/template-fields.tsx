import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { documentTemplateLimits, documentTypes, paperSizes, templateStatuses } from '../../../domain/document-template';
import type { Company } from '../../../machines/effects/get-company';
import type { FormActor } from '../../../machines/kit/form.connect';
import { ImageField } from '../../kit/fields/image-field';
import { SelectField } from '../../kit/field-select';
import { TextField } from '../../kit/field-text';
import { FormLayout, FormSection, fullWidth } from '../../kit/form-layout';
import { TemplateRichTextField } from './template-rich-text-field';
import { LiveTemplatePreview } from './template-preview';
import { documentTypeLabels, paperLabels, templateLabels, templateStatusLabels } from './template-texts';
import * as css from './templates.css';

/** The template form's fields, with the live preview beside them (below them on narrower screens). */
export function TemplateFields({ formRef, company }: { formRef: FormActor; company: Company | null }) {
  const { i18n } = useLingui();
  const label = (key: keyof typeof templateLabels) => i18n._(templateLabels[key]);
  const previewId = useId();
  return (
    <div className={css.editor}>
      <FormLayout>
        <FormSection title={i18n._({ id: 'documentTemplates.form.general', message: 'General' })}>
          <SelectField
            formRef={formRef}
            name="documentType"
            label={label('documentType')}
            required
            hint={i18n._({ id: 'documentTemplates.form.documentType.hint', message: 'Documents of this type print with its active template: one active template per type.' })}
            options={documentTypes.map((value) => ({ value, label: i18n._(documentTypeLabels[value]) }))}
          />
          <TextField formRef={formRef} name="name" label={label('name')} required maxLength={documentTemplateLimits.name} />
          <SelectField
            formRef={formRef}
            name="paper"
            label={label('paper')}
            required
            options={paperSizes.map((value) => ({ value, label: i18n._(paperLabels[value]) }))}
          />
          <SelectField
            formRef={formRef}
            name="status"
            label={label('status')}
            required
            options={templateStatuses.map((value) => ({ value, label: i18n._(templateStatusLabels[value]) }))}
          />
          <ImageField
            formRef={formRef}
            name="logo"
            label={label('logo')}
            alt={i18n._({ id: 'documentTemplates.form.logo.alt', message: 'Logo of this template' })}
            className={fullWidth}
          />
        </FormSection>
        <FormSection title={i18n._({ id: 'documentTemplates.form.content', message: 'Header and footer' })}>
          <TemplateRichTextField
            formRef={formRef}
            name="header"
            label={label('header')}
            hint={i18n._({ id: 'documentTemplates.form.header.hint', message: 'Printed under the company details, above the lines.' })}
          />
          <TemplateRichTextField
            formRef={formRef}
            name="footer"
            label={label('footer')}
            hint={i18n._({ id: 'documentTemplates.form.footer.hint', message: 'Printed at the bottom of every page.' })}
          />
        </FormSection>
      </FormLayout>
      <LiveTemplatePreview formRef={formRef} company={company} headingId={previewId} />
    </div>
  );
}

/** Field paths of the form to their labels (the conflict dialog names what changed). */
export function fieldLabels(t: (descriptor: { id: string; message: string }) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(templateLabels).map(([key, descriptor]) => [key, t(descriptor)]));
}
