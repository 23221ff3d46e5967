/**
 * /dashboards/analytics: the visitors of this or last year (a state of the dashboard machine) as an area over the
 * months, the week's conversions, impressions and visits with their trend, visitors against page views with the
 * ratios, the four audience splits as donuts, and the activity feed.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { yearPeriods, type Activity, type AnalyticsDashboard, type Split } from '../../../machines/demo/dashboards/dashboard-data';
import { selectVisitorsPeriod, type DashboardRef } from '../../../machines/demo/dashboards/dashboard.machine';
import { DonutChart } from '../charts/donut-chart';
import { LineChart } from '../charts/line-chart';
import { Sparkline } from '../charts/sparkline';
import { ActivityFeed } from './activity-feed';
import { Card, Figures, Switches } from './dashboard-parts';
import { t, yearTitles } from './dashboards-texts';
import type { DemoFormats } from './demo-formats';
import * as css from './dashboards.css';

interface Props {
  data: AnalyticsDashboard;
  activities: readonly Activity[];
  dashboardRef: DashboardRef;
  fmt: DemoFormats;
  navigate: (to: string) => void;
}

export function AnalyticsDashboardView({ data, activities, dashboardRef, fmt, navigate }: Props) {
  const { i18n } = useLingui();
  const period = useSelector(dashboardRef, selectVisitorsPeriod);
  const can = useSelector(dashboardRef, (s) => yearPeriods.map((p) => s.can({ type: 'dashboard.visitors.select', period: p })).join());
  const visitors = data.visitors.series[period];
  const months = (visitors[0]?.data ?? []).map((p) => fmt.month(p.x));
  const figures = [
    ['conversions', t.conversions, data.conversions],
    ['impressions', t.impressions, data.impressions],
    ['visits', t.visits, data.visits],
  ] as const;
  const vv = data.visitorsVsPageViews;
  const splits: [string, typeof t.gender, Split][] = [
    ['newVsReturning', t.newVsReturning, data.newVsReturning],
    ['gender', t.gender, data.gender],
    ['age', t.age, data.age],
    ['language', t.language, data.language],
  ];
  return (
    <>
      <div className={css.grid}>
        <Card
          wide
          title={i18n._(t.visitors)}
          action={
            <Switches
              label={i18n._(t.visitorsYear)}
              value={period}
              options={yearPeriods.map((p, i) => ({ value: p, label: i18n._(yearTitles[p]), enabled: can.split(',')[i] === 'true' }))}
              onSelect={(next) => dashboardRef.send({ type: 'dashboard.visitors.select', period: next })}
            />
          }
        >
          <LineChart
            title={`${i18n._(t.visitors)} · ${i18n._(yearTitles[period])}`}
            showTitle={false}
            wide
            labels={months}
            series={visitors.map((s) => ({ name: s.name, values: s.data.map((p) => p.y), kind: 'area' }))}
            format={(n) => fmt.number(n)}
            axisFormat={fmt.compact}
          />
        </Card>
      </div>
      <div className={css.gridSmall}>
        {figures.map(([key, title, figure], i) => (
          <Card key={key} title={i18n._(title)}>
            <span className={css.figureValue}>{fmt.number(figure.amount)}</span>
            <p className={css.muted}>{i18n._(t.thisWeekTotal)}</p>
            <Sparkline values={figure.series[0]?.data ?? []} format={(n) => fmt.number(n)} colour={i} area />
          </Card>
        ))}
      </div>
      <div className={css.grid}>
        <Card wide title={i18n._(t.visitorsVsPageViews)}>
          <Figures
            items={[
              { key: 'score', label: i18n._(t.overallScore), value: fmt.number(vv.overallScore) },
              { key: 'average', label: i18n._(t.averageRatio), value: fmt.percent(vv.averageRatio) },
              { key: 'predicted', label: i18n._(t.predictedRatio), value: fmt.percent(vv.predictedRatio) },
            ]}
          />
          <LineChart
            title={i18n._(t.visitorsVsPageViews)}
            showTitle={false}
            wide
            labels={(vv.series[0]?.data ?? []).map((p) => fmt.month(p.x))}
            series={vv.series.map((s) => ({ name: s.name, values: s.data.map((p) => p.y), kind: 'line' }))}
            format={(n) => fmt.number(n)}
            axisFormat={fmt.compact}
          />
        </Card>
      </div>
      <div className={css.grid}>
        {splits.map(([key, title, split]) => (
          <Card key={key} title={i18n._(title)}>
            <DonutChart
              title={i18n._(title)}
              showTitle={false}
              labels={split.labels}
              values={split.series}
              percent={fmt.percent}
              centre={{ value: fmt.compact(split.uniqueVisitors), caption: i18n._(t.uniqueVisitors) }}
            />
          </Card>
        ))}
        <Card wide title={i18n._(t.activities)}>
          <ActivityFeed activities={activities} fmt={fmt} navigate={navigate} />
        </Card>
      </div>
    </>
  );
}
