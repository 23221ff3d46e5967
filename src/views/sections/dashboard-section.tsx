import { Trans, useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { selectCompany, selectProfile, type SessionRef } from '../../machines/session.machine';
import { Icon } from '../ui/icon';
import * as css from './section-page.css';
import { sectionTitles } from './section-titles';

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
          <div className={css.card}>
            <div className={css.label}>
              <Trans id="dashboard.companyName" message="Company" />
            </div>
            <div className={css.value}>{company.tradeName}</div>
          </div>
          <div className={css.card}>
            <div className={css.label}>
              <Trans id="dashboard.legalName" message="Legal name" />
            </div>
            <div className={css.value}>{company.legalName}</div>
          </div>
          <div className={css.card}>
            <div className={css.label}>
              <Trans id="dashboard.currency" message="Currency" />
            </div>
            <div className={css.value}>{company.currency}</div>
          </div>
          <div className={css.card}>
            <div className={css.label}>
              <Trans id="dashboard.taxId" message="Tax id" />
            </div>
            <div className={css.value}>{company.taxId}</div>
          </div>
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
