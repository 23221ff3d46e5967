import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Company } from '../../machines/effects/get-company';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { hasAnyPage } from '../../config/route-permissions';
import { selectConfig } from '../../machines/app.machine';
import { selectPermissions } from '../../machines/nav.machine';
import { selectCompany, selectProfile, type SessionRef } from '../../machines/session.machine';
import { useAppSelector, useNavRef } from '../app-actor';
import { Icon } from '../ui/icon';
import * as own from './dashboard-section.css';
import * as css from './section-page.css';
import { sectionTitles } from './section-titles';

// The live figures (machines, charts) load after the heading and the company card have painted: never in their way.
const DashboardFigures = lazy(() => import('../dashboard/dashboard-figures'));

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

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
  const navRef = useNavRef();
  // The dashboard is for everyone signed in (issue 13 point 11); its figures follow the permissions.
  const permissions = useSelector(navRef!, selectPermissions, sameList);
  const hasPages = hasAnyPage(permissions);
  const config = useSelector(sessionRef, (s) => s.context.config);
  const demo = useAppSelector((s) => selectConfig(s)?.mockApi === true);
  return (
    <>
      <header className={css.header}>
        <p className={css.eyebrow}>
          {i18n._({ id: 'dashboard.welcome', message: 'Welcome back, {name}', values: { name: profile?.name ?? '' } })}
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
      {hasPages ? (
        <Suspense fallback={null}>
          <DashboardFigures
            config={config}
            permissions={permissions}
            currency={company?.currency}
            timeZone={company?.timeZone}
            navigate={(to) => navRef!.send({ type: 'nav.navigate', to })}
          />
        </Suspense>
      ) : (
        <section className={css.later} aria-labelledby="dashboard-no-access">
          <Icon name="info" className={own.noAccessIcon} />
          <div className={own.noAccessBody}>
            <h2 id="dashboard-no-access" className={own.noAccessTitle}>
              {i18n._({ id: 'dashboard.noAccess.title', message: 'Nothing to do here yet' })}
            </h2>
            <p>
              {i18n._({ id: 'dashboard.noAccess.text', message: 'Your account has no sections yet. Ask your administrator for access to the parts of the product you work with.' })}
            </p>
            {demo ? (
              <p>
                {i18n._({ id: 'dashboard.noAccess.demo', message: 'In the demo, root@platform.test (password demo) administers every company.' })}
              </p>
            ) : null}
          </div>
        </section>
      )}
    </>
  );
}
