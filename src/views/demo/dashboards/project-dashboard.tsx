/**
 * /dashboards/project: three tabs (Home, Budget, Team) as states of the dashboard machine. Home: the GitHub issues of
 * this or last week (new as a line, closed as columns, and the week's six figures), the task distribution of the chosen
 * week as a donut, today's or tomorrow's schedule, and the activity feed. Budget: the distribution as bars, the weekly,
 * monthly and yearly expenses with their trend, the budget details as a table with progress bars. Team: the members.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useRef, type KeyboardEvent } from 'react';
import { issueKinds, scheduleDays, weekPeriods, type Activity, type ProjectDashboard } from '../../../machines/demo/dashboards/dashboard-data';
import {
  projectTabs,
  selectIssuesPeriod,
  selectScheduleDay,
  selectTab,
  selectTasksPeriod,
  type DashboardRef,
  type ProjectTab,
} from '../../../machines/demo/dashboards/dashboard.machine';
import { Avatar } from '../../ui/avatar';
import { BarChart } from '../charts/bar-chart';
import { DonutChart } from '../charts/donut-chart';
import { LineChart } from '../charts/line-chart';
import { MeterBar } from '../charts/meter-bar';
import { Sparkline } from '../charts/sparkline';
import { ActivityFeed } from './activity-feed';
import { Card, Figures, Switches } from './dashboard-parts';
import { dayTitles, issueTitles, t, tabTitles, weekTitles } from './dashboards-texts';
import type { DemoFormats } from './demo-formats';
import * as css from './dashboards.css';

interface Props {
  data: ProjectDashboard;
  activities: readonly Activity[];
  dashboardRef: DashboardRef;
  fmt: DemoFormats;
  navigate: (to: string) => void;
}

export function ProjectDashboardView({ data, activities, dashboardRef, fmt, navigate }: Props) {
  const { i18n } = useLingui();
  const tab = useSelector(dashboardRef, selectTab);
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const select = (next: ProjectTab) => {
    dashboardRef.send({ type: 'dashboard.tab.select', tab: next });
    refs.current[next]?.focus();
  };
  // The WAI-ARIA tabs pattern: arrows move between the tabs (wrapping), Home and End go to the ends.
  const onKeyDown = (event: KeyboardEvent) => {
    const i = projectTabs.indexOf(tab);
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: projectTabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(projectTabs[(next + projectTabs.length) % projectTabs.length]!);
  };
  return (
    <>
      <div className={css.tabs} role="tablist" aria-label={i18n._(t.sections)} onKeyDown={onKeyDown}>
        {projectTabs.map((id) => (
          <button
            key={id}
            ref={(el) => {
              refs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`project-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`project-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            className={css.tab}
            onClick={() => select(id)}
          >
            {i18n._(tabTitles[id])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`project-panel-${tab}`} aria-labelledby={`project-tab-${tab}`}>
        {tab === 'home' ? (
          <Home data={data} activities={activities} dashboardRef={dashboardRef} fmt={fmt} navigate={navigate} />
        ) : tab === 'budget' ? (
          <Budget data={data} fmt={fmt} />
        ) : (
          <Team data={data} />
        )}
      </div>
    </>
  );
}

function Home({ data, activities, dashboardRef, fmt, navigate }: Props) {
  const { i18n } = useLingui();
  const issuesPeriod = useSelector(dashboardRef, selectIssuesPeriod);
  const tasksPeriod = useSelector(dashboardRef, selectTasksPeriod);
  const day = useSelector(dashboardRef, selectScheduleDay);
  const can = useSelector(dashboardRef, (s) => ({
    issues: Object.fromEntries(weekPeriods.map((p) => [p, s.can({ type: 'dashboard.issues.select', period: p })])),
    tasks: Object.fromEntries(weekPeriods.map((p) => [p, s.can({ type: 'dashboard.tasks.select', period: p })])),
    day: Object.fromEntries(scheduleDays.map((d) => [d, s.can({ type: 'dashboard.schedule.select', day: d })])),
  }), (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const gi = data.githubIssues;
  const overview = gi.overview[issuesPeriod];
  const labels = gi.labels.map(fmt.label);
  const td = data.taskDistribution;
  const events = data.schedule[day];
  const weekOptions = (which: 'issues' | 'tasks') => weekPeriods.map((p) => ({ value: p, label: i18n._(weekTitles[p]), enabled: can[which][p] === true }));
  return (
    <>
      <div className={css.grid}>
        <Card
          wide
          title={i18n._(t.githubIssues)}
          action={<Switches label={i18n._(t.issuesWeek)} value={issuesPeriod} options={weekOptions('issues')} onSelect={(period) => dashboardRef.send({ type: 'dashboard.issues.select', period })} />}
        >
          <div className={css.split}>
            <LineChart
              title={`${i18n._(t.newVsClosed)} · ${i18n._(weekTitles[issuesPeriod])}`}
              labels={labels}
              series={gi.series[issuesPeriod].map((s) => ({ name: s.name, values: s.data, kind: s.type === 'column' ? 'column' : 'line' }))}
              format={(n) => fmt.number(n)}
            />
            <div className={css.details}>
              <h3 className={css.muted}>{i18n._(t.overview)}</h3>
              <Figures items={issueKinds.map((k) => ({ key: k, label: i18n._(issueTitles[k]), value: fmt.number(overview[k]) }))} />
            </div>
          </div>
        </Card>
        <Card
          title={i18n._(t.taskDistribution)}
          action={<Switches label={i18n._(t.tasksWeek)} value={tasksPeriod} options={weekOptions('tasks')} onSelect={(period) => dashboardRef.send({ type: 'dashboard.tasks.select', period })} />}
        >
          <DonutChart
            title={`${i18n._(t.taskDistribution)} · ${i18n._(weekTitles[tasksPeriod])}`}
            showTitle={false}
            labels={td.labels}
            values={td.series[tasksPeriod]}
            format={(n) => fmt.number(n)}
            percent={fmt.percent}
            centre={{ value: fmt.number(td.series[tasksPeriod].reduce((a, b) => a + b, 0)), caption: i18n._(t.tasks) }}
          />
          <Figures
            items={[
              { key: 'new', label: i18n._(t.newTasks), value: fmt.number(td.overview[tasksPeriod].new) },
              { key: 'completed', label: i18n._(t.completedTasks), value: fmt.number(td.overview[tasksPeriod].completed) },
            ]}
          />
        </Card>
        <Card
          title={i18n._(t.schedule)}
          action={
            <Switches
              label={i18n._(t.scheduleDay)}
              value={day}
              options={scheduleDays.map((d) => ({ value: d, label: i18n._(dayTitles[d]), enabled: can.day[d] === true }))}
              onSelect={(next) => dashboardRef.send({ type: 'dashboard.schedule.select', day: next })}
            />
          }
        >
          {events.length === 0 ? (
            <p className={css.muted}>{i18n._(t.noEvents)}</p>
          ) : (
            <ul className={css.schedule} data-testid="schedule">
              {events.map((e, i) => (
                <li key={`${e.title}-${i}`} className={css.scheduleItem}>
                  <span className={css.scheduleTitle}>{e.title}</span>
                  <span className={css.muted}>{e.location ? `${e.time} · ${e.location}` : e.time}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card wide title={i18n._(t.activities)}>
          <ActivityFeed activities={activities} fmt={fmt} navigate={navigate} />
        </Card>
      </div>
    </>
  );
}

function Budget({ data, fmt }: { data: ProjectDashboard; fmt: DemoFormats }) {
  const { i18n } = useLingui();
  const expenses = [
    ['weekly', t.weeklyExpenses, data.weeklyExpenses],
    ['monthly', t.monthlyExpenses, data.monthlyExpenses],
    ['yearly', t.yearlyExpenses, data.yearlyExpenses],
  ] as const;
  const bd = data.budgetDistribution;
  return (
    <>
      <div className={css.gridSmall}>
        {expenses.map(([key, title, figure], i) => (
          <Card key={key} title={i18n._(title)}>
            <span className={css.figureValue}>{fmt.money(figure.amount)}</span>
            <Sparkline values={figure.series[0]?.data ?? []} format={fmt.money} colour={i + 1} area />
          </Card>
        ))}
      </div>
      <div className={css.grid}>
        <Card wide title={i18n._(t.budgetDistribution)}>
          <BarChart title={i18n._(t.budgetDistribution)} showTitle={false} labels={bd.categories} values={bd.series[0]?.data ?? []} format={(n) => fmt.number(n)} />
        </Card>
      </div>
      <Card title={i18n._(t.budgetDetails)}>
        <table className={css.table}>
          <caption className="visually-hidden">{i18n._(t.budgetDetails)}</caption>
          <thead>
            <tr>
              <th scope="col">{i18n._(t.type)}</th>
              <th scope="col" className="num">
                {i18n._(t.total)}
              </th>
              <th scope="col">{i18n._(t.expenses)}</th>
              <th scope="col">{i18n._(t.remaining)}</th>
            </tr>
          </thead>
          <tbody>
            {data.budgetDetails.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.type}</th>
                <td className="num" data-label={i18n._(t.total)}>
                  {fmt.money(row.total)}
                </td>
                <td data-label={i18n._(t.expenses)}>
                  <MeterBar hideLabel label={`${i18n._(t.expenses)} · ${row.type}`} amounts={fmt.money(row.expensesAmount)} value={row.expensesAmount} limit={row.total} percent={fmt.percent} />
                </td>
                <td data-label={i18n._(t.remaining)}>
                  {fmt.money(row.remainingAmount)} · {fmt.percent(row.remainingPercentage)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}

function Team({ data }: { data: ProjectDashboard }) {
  const { i18n } = useLingui();
  return (
    <ul className={css.team} aria-label={i18n._(t.team)}>
      {data.teamMembers.map((m) => (
        <li key={m.id} className={css.member}>
          <Avatar src={m.avatar} name={m.name} size="l" />
          <h2 className={css.memberName}>{m.name}</h2>
          <p className={css.muted}>{m.title}</p>
          <div className={css.memberLinks}>
            <a className={css.link} href={`mailto:${m.email}`}>
              {m.email}
            </a>
            <a className={css.link} href={`tel:${m.phone.replace(/[^\d+]/g, '')}`}>
              {m.phone}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
