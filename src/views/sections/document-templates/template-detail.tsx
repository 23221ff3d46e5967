import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { DocumentTemplate } from '../../../domain/document-template';
import type { Company } from '../../../machines/effects/get-company';
import { templatesPath } from '../../../machines/sections/document-templates/templates-list';
import { DetailList } from '../../kit/detail-list';
import { useFormats } from '../../kit/format-context';
import { FormView } from '../../kit/form-view';
import { RecordView, type RecordActorOf } from '../../kit/record-view';
import { fieldLabels, TemplateFields } from './template-fields';
import { TemplatePreview } from './template-preview';
import { documentTypeLabels, paperLabels, templateLabels, templateStatusLabels } from './template-texts';
import * as css from './templates.css';
import { InAppLink } from '../../kit/in-app-link';

/** A template's page: its fields and its preview, Edit (the form with the live preview), Deactivate, Delete with Undo. */
export function TemplateDetail({ recordRef, company, onNavigate }: { recordRef: RecordActorOf<DocumentTemplate>; company: Company | null; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const previewId = useId();
  const label = (key: keyof typeof templateLabels) => i18n._(templateLabels[key]);
  const back = (
    <InAppLink to={templatesPath} onNavigate={onNavigate}>
      {i18n._({ id: 'documentTemplates.back', message: 'Back to document templates' })}
    </InAppLink>
  );
  return (
    <RecordView<DocumentTemplate>
      recordRef={recordRef}
      back={back}
      title={(t) => t.name}
      status={(t) => ({ label: i18n._(templateStatusLabels[t.status]), tone: t.status === 'active' ? 'positive' : 'neutral' })}
      undoMessages={{
        delete: i18n._({ id: 'documentTemplates.undo.deleted', message: 'Template deleted' }),
        deactivate: i18n._({ id: 'documentTemplates.undo.deactivated', message: 'Template deactivated' }),
      }}
      form={(formRef) => (
        <FormView formRef={formRef} label={i18n._({ id: 'documentTemplates.edit', message: 'Edit template' })} fieldLabels={fieldLabels((d) => i18n._(d))}>
          <TemplateFields formRef={formRef} company={company} />
        </FormView>
      )}
    >
      {(t) => (
        <>
          {back}
          <DetailList
            none={i18n._({ id: 'kit.detail.none', message: 'None' })}
            sections={[
              {
                title: i18n._({ id: 'documentTemplates.form.general', message: 'General' }),
                items: [
                  { label: label('documentType'), value: i18n._(documentTypeLabels[t.documentType]) },
                  { label: label('paper'), value: i18n._(paperLabels[t.paper]) },
                  { label: label('updatedAt'), value: f.dateTime(t.updatedAt) },
                ],
              },
            ]}
          />
          <div className={css.detailPreview}>
            <TemplatePreview values={t} company={company} headingId={previewId} />
          </div>
        </>
      )}
    </RecordView>
  );
}
