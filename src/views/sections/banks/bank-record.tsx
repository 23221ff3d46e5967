import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { Bank, BankInput } from '../../../domain/bank';
import { selectCreateForm, type CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { FormActor } from '../../../machines/kit/form.connect';
import { banksPath } from '../../../machines/sections/banks/banks-list';
import { DetailList } from '../../kit/detail-list';
import { useFormats } from '../../kit/format-context';
import { FormView } from '../../kit/form-view';
import { RecordView, type RecordActorOf } from '../../kit/record-view';
import * as page from '../section-page.css';
import { BankFields, bankFieldLabels } from './bank-fields';
import { bankLabels, bankStatusLabels } from './bank-texts';
import { InAppLink } from '../../kit/in-app-link';

export function BackLink({ to, label, onNavigate }: { to: string; label: string; onNavigate: (to: string) => void }) {
  return (
    <InAppLink to={to} onNavigate={onNavigate}>
      {label}
    </InAppLink>
  );
}

/** A bank's page: its fields, Edit, Deactivate / Activate, Delete with Undo (in use: deactivation offered instead). */
export function BankDetail({ recordRef, onNavigate }: { recordRef: RecordActorOf<Bank>; onNavigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const back = <BackLink to={banksPath} label={i18n._({ id: 'banks.back', message: 'Back to banks' })} onNavigate={onNavigate} />;
  return (
    <RecordView<Bank>
      recordRef={recordRef}
      back={back}
      title={(b) => b.name}
      status={(b) => ({ label: i18n._(bankStatusLabels[b.status]), tone: b.status === 'active' ? 'positive' : 'neutral' })}
      undoMessages={{
        delete: i18n._({ id: 'banks.undo.deleted', message: 'Bank deleted' }),
        deactivate: i18n._({ id: 'banks.undo.deactivated', message: 'Bank deactivated' }),
      }}
      form={(formRef) => (
        <FormView formRef={formRef} label={i18n._({ id: 'banks.edit', message: 'Edit bank' })} fieldLabels={bankFieldLabels((d) => i18n._(d))}>
          <BankFields formRef={formRef} />
        </FormView>
      )}
    >
      {(b) => (
        <>
          {back}
          <DetailList
            none={i18n._({ id: 'kit.detail.none', message: 'None' })}
            sections={[
              {
                title: i18n._({ id: 'banks.form.general', message: 'Bank' }),
                items: [
                  { label: i18n._(bankLabels.code), value: b.code },
                  { label: i18n._(bankLabels.swift), value: b.swift },
                ],
              },
              {
                title: i18n._({ id: 'banks.record', message: 'Record' }),
                items: [
                  { label: i18n._({ id: 'banks.createdAt', message: 'Created' }), value: f.dateTime(b.createdAt) },
                  { label: i18n._(bankLabels.updatedAt), value: f.dateTime(b.updatedAt) },
                ],
              },
            ]}
          />
        </>
      )}
    </RecordView>
  );
}

/** New bank (/admin/banks/new). */
export function BankCreate({ flowRef }: { flowRef: CreateFlowRef<BankInput, Bank> }) {
  const { i18n } = useLingui();
  const formRef = useSelector(flowRef, (s) => selectCreateForm(s)) as FormActor | null;
  const title = i18n._({ id: 'banks.new', message: 'New bank' });
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      {formRef ? (
        <FormView formRef={formRef} label={title} fieldLabels={bankFieldLabels((d) => i18n._(d))} saveLabel={i18n._({ id: 'banks.create', message: 'Create bank' })}>
          <BankFields formRef={formRef} />
        </FormView>
      ) : null}
    </>
  );
}
