/**
 * The dashboard's live figures (a lazy chunk, loaded after the dashboard's heading and company card have painted):
 * one card per widget the user's permissions open, each loading on its own, each figure a link to the list filtered to
 * exactly what it counts. The machine owns every state; this view selects and sends.
 */
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { periodOf } from '../../machines/dashboard/dashboard-queries';
import { dashboardMachine, selectWidgets } from '../../machines/dashboard/dashboard.machine';
import type { Figure } from '../../machines/dashboard/dashboard-widgets';
import { selectFigureData, selectFigureError, selectFigureStatus, type FigureRef } from '../../machines/dashboard/figure.machine';
import type { RuntimeConfig } from '../../config/runtime-config';
import { FormatProvider, useFormats, type Formats } from '../kit/format-context';
import { InAppLink } from '../kit/in-app-link';
import { button } from '../theme/recipes/button.css';
import { DashboardChart } from './dashboard-chart';
import * as css from './dashboard.css';
import { dashboardTexts, figureLabels, refreshLabels, widgetTitles } from './dashboard-texts';

export interface DashboardFiguresProps {
  config: RuntimeConfig;
  permissions: readonly string[];
  currency: string | undefined;
  /** The company's time zone: "today" and "this month" are the company's. */
  timeZone: string | undefined;
  navigate: (to: string) => void;
}

export default function DashboardFigures({ config, permissions, currency, timeZone, navigate }: DashboardFiguresProps) {
  const { i18n } = useLingui();
  // The period is read once per visit (the boundary where time enters; the machines stay pure).
  const period = useMemo(() => periodOf(new Date(), timeZone ?? 'UTC'), [timeZone]);
  const dashboardRef = useActorRef(dashboardMachine, { input: { config, permissions, period } });
  const widgets = useSelector(dashboardRef, selectWidgets);
  if (widgets.length === 0) return null;
  return (
    <FormatProvider currency={currency}>
      <section className={css.widgets} aria-label={i18n._(dashboardTexts.figures)}>
        {widgets.map((w) => (
          <WidgetCard key={w.id} figureRef={w.ref} navigate={navigate} />
        ))}
      </section>
    </FormatProvider>
  );
}

function FigureTile({ figure, f, navigate }: { figure: Figure; f: Formats; navigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const label = i18n._(figureLabels[figure.key]);
  const value = figure.unit === 'money' ? f.money(figure.value) : f.number(figure.value);
  const body = (
    <>
      <span className={css.figureLabel}>{label}</span>
      <span className={css.figureValue} data-testid={`figure-${figure.key}`}>
        {value}
      </span>
    </>
  );
  return (
    <li className={figure.unit === 'money' ? css.figureWide : undefined}>
      {figure.link ? (
        <InAppLink to={figure.link} onNavigate={navigate} className={css.figureLink}>
          {body}
        </InAppLink>
      ) : (
        <div className={css.figure}>{body}</div>
      )}
    </li>
  );
}

function WidgetCard({ figureRef, navigate }: { figureRef: FigureRef; navigate: (to: string) => void }) {
  const { i18n } = useLingui();
  const f = useFormats();
  const status = useSelector(figureRef, selectFigureStatus);
  const data = useSelector(figureRef, selectFigureData);
  const error = useSelector(figureRef, selectFigureError);
  const id = useSelector(figureRef, (s) => s.context.id);
  const canRetry = useSelector(figureRef, (s) => s.can({ type: 'figure.retry' }));
  const canRefresh = useSelector(figureRef, (s) => s.can({ type: 'figure.refresh' }));
  // A service that is not there (or no longer lets this user in) shows nothing rather than a made-up number.
  if (status === 'unavailable') return null;
  const titleId = `dashboard-widget-${id}`;
  return (
    <article className={css.widget} aria-labelledby={titleId} aria-busy={status === 'loading' || undefined} data-widget={id}>
      <div className={css.widgetHead}>
        <h2 id={titleId} className={css.widgetTitle}>
          {i18n._(widgetTitles[id])}
        </h2>
        {canRefresh ? (
          <button type="button" className={`${button({ tone: 'ghost' })} ${css.refresh}`} onClick={() => figureRef.send({ type: 'figure.refresh' })}>
            {i18n._(refreshLabels[id])}
          </button>
        ) : null}
      </div>
      {status === 'loading' && !data ? (
        <>
          <p className={css.status} role="status">
            {i18n._(dashboardTexts.loading)}
          </p>
          <div className={css.skeleton} aria-hidden="true" />
        </>
      ) : null}
      {status === 'failed' ? (
        <div className={css.actions}>
          <p className={css.status} role="alert">
            {i18n._(error === 'offline' ? dashboardTexts.offline : dashboardTexts.failed)}
          </p>
          {canRetry ? (
            <button type="button" className={button({ tone: 'secondary' })} onClick={() => figureRef.send({ type: 'figure.retry' })}>
              {i18n._(dashboardTexts.retry)}
            </button>
          ) : null}
        </div>
      ) : null}
      {data ? (
        <>
          <ul className={css.figures}>
            {data.figures.map((figure) => (
              <FigureTile key={figure.key} figure={figure} f={f} navigate={navigate} />
            ))}
          </ul>
          {data.chart ? <DashboardChart chart={data.chart} f={f} navigate={navigate} titleId={`${titleId}-chart`} /> : null}
        </>
      ) : null}
    </article>
  );
}
