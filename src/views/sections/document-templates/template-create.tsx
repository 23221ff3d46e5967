import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { DocumentTemplate, DocumentTemplateInput } from '../../../domain/document-template';
import type { Company } from '../../../machines/effects/get-company';
import { selectCreateForm, type CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { FormActor } from '../../../machines/kit/form.connect';
import { FormView } from '../../kit/form-view';
import * as page from '../section-page.css';
import { fieldLabels, TemplateFields } from './template-fields';

/** New document template (/admin/document-templates/new). */
export function TemplateCreate({ flowRef, company }: { flowRef: CreateFlowRef<DocumentTemplateInput, DocumentTemplate>; company: Company | null }) {
  const { i18n } = useLingui();
  const formRef = useSelector(flowRef, (s) => selectCreateForm(s)) as FormActor | null;
  const title = i18n._({ id: 'documentTemplates.new', message: 'New template' });
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      {formRef ? (
        <FormView formRef={formRef} label={title} fieldLabels={fieldLabels((d) => i18n._(d))} saveLabel={i18n._({ id: 'documentTemplates.create', message: 'Create template' })}>
          <TemplateFields formRef={formRef} company={company} />
        </FormView>
      ) : null}
    </>
  );
}
