/**
 * The demo dashboards (/dashboards/{project|analytics|finance|crypto}, issue 14): one page for the four, which reads the
 * dashboard from the address (the navigation machine's path) and starts a dashboard machine for it. The page shows
 * the machine's state: loading, a failure with Retry, or the dashboard, in the reader's number and date formats.
 */
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { isDashboardName, type DashboardName } from '../../../machines/demo/dashboards/dashboard-data';
import {
  dashboardMachine,
  selectActivities,
  selectDashboard,
  selectFailure,
  selectIsLoading,
  type DashboardRef,
} from '../../../machines/demo/dashboards/dashboard.machine';
import { selectPath } from '../../../machines/nav.machine';
import type { SessionRef } from '../../../machines/session.machine';
import { useNavRef } from '../../app-actor';
import { useFormats } from '../../kit/format-context';
import { ErrorPage } from '../../pages/error-page';
import * as page from '../../sections/section-page.css';
import { button } from '../../theme/recipes/button.css';
import { demoNavMessages } from '../demo-nav-titles';
import { AnalyticsDashboardView } from './analytics-dashboard';
import { CryptoDashboardView } from './crypto-dashboard';
import { demoFormats } from './demo-formats';
import { t } from './dashboards-texts';
import { FinanceDashboardView } from './finance-dashboard';
import { ProjectDashboardView } from './project-dashboard';
import * as css from './dashboards.css';

export default function DashboardsPage(_: { sessionRef: SessionRef }) {
  const navRef = useNavRef();
  const path = useSelector(navRef!, selectPath);
  const name = path.split('/')[2] ?? '';
  if (!isDashboardName(name) || path.split('/').length > 3) return <ErrorPage status={404} />;
  return <DashboardScreen key={name} name={name} navigate={(to) => navRef!.send({ type: 'nav.navigate', to })} />;
}

export function DashboardScreen({ name, navigate }: { name: DashboardName; navigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const ref = useActorRef(dashboardMachine, { input: { name } });
  return (
    <>
      <header className={page.header}>
        <p className={page.eyebrow}>{i18n._(t.eyebrow)}</p>
        <h1 className={page.title}>{i18n._(demoNavMessages[`nav.demo.${name}`]!)}</h1>
        <p className={css.lead}>{i18n._(t.lead)}</p>
      </header>
      <DashboardBody dashboardRef={ref} navigate={navigate} />
    </>
  );
}

function DashboardBody({ dashboardRef, navigate }: { dashboardRef: DashboardRef; navigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const fmt = useMemo(() => demoFormats(f), [f]);
  const loading = useSelector(dashboardRef, selectIsLoading);
  const failure = useSelector(dashboardRef, selectFailure);
  const dashboard = useSelector(dashboardRef, selectDashboard);
  const activities = useSelector(dashboardRef, selectActivities);
  const canRetry = useSelector(dashboardRef, (s) => s.can({ type: 'dashboard.retry' }));
  if (failure !== null) {
    return (
      <div className={css.failure} role="alert">
        <p>{i18n._(failure === 'offline' ? t.failedOffline : failure === 'malformed' ? t.failedMalformed : t.failed)}</p>
        {canRetry ? (
          <button type="button" className={button()} onClick={() => dashboardRef.send({ type: 'dashboard.retry' })}>
            {i18n._(t.retry)}
          </button>
        ) : null}
      </div>
    );
  }
  if (loading || dashboard === null) {
    return (
      <div aria-busy="true">
        <p className={css.muted} role="status">
          {i18n._(t.loading)}
        </p>
        <div className={css.grid} aria-hidden="true">
          <div className={css.skeleton} />
          <div className={css.skeleton} />
        </div>
      </div>
    );
  }
  switch (dashboard.name) {
    case 'project':
      return <ProjectDashboardView data={dashboard.data} activities={activities} dashboardRef={dashboardRef} fmt={fmt} navigate={navigate} />;
    case 'analytics':
      return <AnalyticsDashboardView data={dashboard.data} activities={activities} dashboardRef={dashboardRef} fmt={fmt} navigate={navigate} />;
    case 'finance':
      return <FinanceDashboardView data={dashboard.data} activities={activities} fmt={fmt} navigate={navigate} />;
    case 'crypto':
      return <CryptoDashboardView data={dashboard.data} activities={activities} fmt={fmt} navigate={navigate} />;
  }
}
