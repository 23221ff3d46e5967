import { useLingui } from '@lingui/react';
import type { BusinessLine } from '../../../domain/business-line';
import { businessLinesPath } from '../../../machines/sections/business-lines/business-lines-list';
import { DetailList } from '../../kit/detail-list';
import { FormView } from '../../kit/form-view';
import { useFormats } from '../../kit/format-context';
import { RecordView, type RecordActorOf } from '../../kit/record-view';
import { BusinessLineFields, businessLineFieldLabels } from './business-line-fields';
import { businessLineLabels, businessLineStatusLabels, businessLineTexts } from './business-line-texts';
import { InAppLink } from '../../kit/in-app-link';

/** A business line's page: its fields, Edit, Deactivate, Delete with Undo (in use by customers: deactivation instead). */
export function BusinessLineDetail({ recordRef, onNavigate }: { recordRef: RecordActorOf<BusinessLine>; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const back = (
    <InAppLink to={businessLinesPath} onNavigate={onNavigate}>
      {i18n._(businessLineTexts.back)}
    </InAppLink>
  );
  return (
    <RecordView<BusinessLine>
      recordRef={recordRef}
      back={back}
      title={(l) => l.name}
      status={(l) => ({ label: i18n._(businessLineStatusLabels[l.status]), tone: l.status === 'active' ? 'positive' : 'neutral' })}
      undoMessages={{ delete: i18n._(businessLineTexts.deleted), deactivate: i18n._(businessLineTexts.deactivated) }}
      form={(formRef) => (
        <FormView formRef={formRef} label={i18n._(businessLineTexts.edit)} fieldLabels={businessLineFieldLabels((d) => i18n._(d))}>
          <BusinessLineFields formRef={formRef} />
        </FormView>
      )}
    >
      {(l) => (
        <>
          {back}
          <DetailList
            none={i18n._({ id: 'kit.detail.none', message: 'None' })}
            sections={[
              { title: i18n._(businessLineTexts.general), items: [{ label: i18n._(businessLineLabels.code), value: l.code }, { label: i18n._(businessLineLabels.name), value: l.name }] },
              {
                title: i18n._(businessLineTexts.record),
                items: [
                  { label: i18n._(businessLineLabels.createdAt), value: f.dateTime(l.createdAt) },
                  { label: i18n._(businessLineLabels.updatedAt), value: f.dateTime(l.updatedAt) },
                  { label: i18n._(businessLineLabels.version), value: f.number(l.version) },
                ],
              },
            ]}
          />
        </>
      )}
    </RecordView>
  );
}
