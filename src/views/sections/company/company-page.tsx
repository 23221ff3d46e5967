import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { FormActor } from '../../../machines/kit/form.connect';
import {
  companyPageId,
  createCompanyPageMachine,
  selectCompanyError,
  selectCompanyForm,
  selectCompanyRecord,
  selectCompanySavedAt,
  selectIsCompanyFailed,
  type CompanyPageRef,
} from '../../../machines/sections/company/company-page.machine';
import type { SessionRef } from '../../../machines/session.machine';
import { recordErrorMessages } from '../../kit/field-messages';
import { FormatProvider, useFormats } from '../../kit/format-context';
import { FormView } from '../../kit/form-view';
import { button } from '../../theme/recipes/button.css';
import { SectionLoading } from '../../ui/lazy-section';
import * as page from '../section-page.css';
import { useSectionActor } from '../use-section-actor';
import { useSectionDeps } from '../use-section-deps';
import { CompanyFields, companyFieldLabels } from './company-fields';
import * as css from './company.css';

/** The company configuration (/config): the current tenant's company; a save shows in the shell at once. */
export default function CompanyPage({ sessionRef }: { sessionRef: SessionRef }) {
  const { deps } = useSectionDeps(sessionRef);
  const pageRef = useSectionActor<CompanyPageRef>(sessionRef, companyPageId, () => ({ logic: createCompanyPageMachine(deps) }));
  return <FormatProvider currency={deps.currency}>{pageRef ? <CompanyView pageRef={pageRef} /> : <SectionLoading />}</FormatProvider>;
}

function CompanyView({ pageRef }: { pageRef: CompanyPageRef }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const company = useSelector(pageRef, selectCompanyRecord);
  const formRef = useSelector(pageRef, selectCompanyForm) as FormActor | null;
  const failed = useSelector(pageRef, selectIsCompanyFailed);
  const error = useSelector(pageRef, selectCompanyError);
  const savedAt = useSelector(pageRef, selectCompanySavedAt);
  const title = i18n._({ id: 'company.title', message: 'Company' });
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
        {company ? <p className={page.eyebrow}>{company.legalName}</p> : null}
      </header>
      {failed ? (
        <>
          <p role="alert" className={css.notice}>
            {i18n._(recordErrorMessages[error ?? 'unknown'])}
          </p>
          <button type="button" className={button()} onClick={() => pageRef.send({ type: 'company.retry' })}>
            {i18n._({ id: 'company.retry', message: 'Try again' })}
          </button>
        </>
      ) : company && formRef ? (
        <>
          <p className={css.saved} aria-live="polite">
            {savedAt ? i18n._({ id: 'company.saved', message: 'Saved at {time}.', values: { time: f.dateTime(savedAt) } }) : ''}
          </p>
          <FormView formRef={formRef} label={title} fieldLabels={companyFieldLabels((d) => i18n._(d))} saveLabel={i18n._({ id: 'company.save', message: 'Save company' })}>
            <CompanyFields formRef={formRef} company={company} />
          </FormView>
        </>
      ) : (
        <SectionLoading />
      )}
    </>
  );
}
