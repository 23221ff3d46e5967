import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import type { Company } from '../../machines/effects/get-company';
import { useSelector } from '@xstate/react';
import { selectCompany, selectProfile, type SessionRef } from '../../machines/session.machine';
import { Icon } from '../ui/icon';
import * as css from './section-page.css';
import { sectionTitles } from './section-titles';

const facts: { label: MessageDescriptor; value: (company: Company) => string }[] = [
  { label: /*i18n*/ { id: 'dashboard.companyName', message: 'Company' }, value: (c) => c.tradeName },
  { label: /*i18n*/ { id: 'dashboard.legalName', message: 'Legal name' }, value: (c) => c.legalName },
  { label: /*i18n*/ { id: 'dashboard.currency', message: 'Currency' }, value: (c) => c.currency },
  { label: /*i18n*/ { id: 'dashboard.taxId', message: 'Tax id' }, value: (c) => c.taxId },
];

export default function DashboardSection({ sessionRef }: { sessionRef: SessionRef }) {
  const { i18n } = useLingui();
  const company = useSelector(sessionRef, selectCompany);
  const profile = useSelector(sessionRef, selectProfile);
  return (
    <>
      <header className={css.header}>
        <p className={css.eyebrow}>
          <Trans id="dashboard.welcome" message="Welcome back, {name}" values={{ name: profile?.name ?? '' }} />
        </p>
        <h1 className={css.title}>{i18n._(sectionTitles.dashboard)}</h1>
      </header>
      {company ? (
        <section className={css.grid} aria-label={i18n._({ id: 'dashboard.company', message: 'Company' })}>
          {facts.map(({ label, value }) => (
            <div key={label.id} className={css.card}>
              <div className={css.label}>{i18n._(label)}</div>
              <div className={css.value}>{value(company)}</div>
            </div>
          ))}
        </section>
      ) : null}
      <div className={css.later}>
        <Icon name="alert" />
        <p>
          <Trans id="dashboard.comesLater" message="Sales, purchasing, stock and contract figures come to this dashboard in a later release." />
        </p>
      </div>
    </>
  );
}
