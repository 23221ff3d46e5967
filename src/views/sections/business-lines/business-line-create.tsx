import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { BusinessLine, BusinessLineInput } from '../../../domain/business-line';
import { selectCreateForm, type CreateFlowRef } from '../../../machines/kit/create-flow.machine';
import type { FormActor } from '../../../machines/kit/form.connect';
import { FormView } from '../../kit/form-view';
import * as page from '../section-page.css';
import { BusinessLineFields, businessLineFieldLabels } from './business-line-fields';
import { businessLineTexts } from './business-line-texts';

/** New business line (/admin/business-lines/new). */
export function BusinessLineCreate({ flowRef }: { flowRef: CreateFlowRef<BusinessLineInput, BusinessLine> }) {
  const { i18n } = useLingui();
  const formRef = useSelector(flowRef, (s) => selectCreateForm(s)) as FormActor | null;
  const title = i18n._(businessLineTexts.new);
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      {formRef ? (
        <FormView formRef={formRef} label={title} fieldLabels={businessLineFieldLabels((d) => i18n._(d))} saveLabel={i18n._(businessLineTexts.create)}>
          <BusinessLineFields formRef={formRef} />
        </FormView>
      ) : null}
    </>
  );
}
