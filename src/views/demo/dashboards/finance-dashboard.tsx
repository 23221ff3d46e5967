/**
 * /dashboards/finance: the account balance (predicted against actual over the year), the budget lines against their
 * limits, the previous (paid) and current (pending) statements, the recent transactions with their status, and the
 * activity feed. Money in the reader's format; an outgoing amount says so in words, not only in colour.
 */
import { useLingui } from '@lingui/react';
import type { Activity, FinanceDashboard, Statement } from '../../../machines/demo/dashboards/dashboard-data';
import { Badge } from '../../kit/badge';
import { LineChart } from '../charts/line-chart';
import { MeterBar } from '../charts/meter-bar';
import { ActivityFeed } from './activity-feed';
import { Card, Details, Figures } from './dashboard-parts';
import { t } from './dashboards-texts';
import type { DemoFormats } from './demo-formats';
import * as css from './dashboards.css';
import { withValues } from '../charts/chart-texts';

interface Props {
  data: FinanceDashboard;
  activities: readonly Activity[];
  fmt: DemoFormats;
  navigate: (to: string) => void;
}

export function FinanceDashboardView({ data, activities, fmt, navigate }: Props) {
  const { i18n } = useLingui();
  const ab = data.accountBalance;
  const b = data.budget;
  const ofLimit = (value: number, limit: number) => i18n._(withValues(t.ofLimit, { value: fmt.money(value), limit: fmt.money(limit) }));
  return (
    <>
      <div className={css.grid}>
        <Card wide title={i18n._(t.accountBalance)}>
          <Figures
            items={[
              { key: 'grow', label: i18n._(t.growRate), value: fmt.percent(ab.growRate) },
              { key: 'ami', label: i18n._(t.ami), value: fmt.money(ab.ami) },
            ]}
          />
          <LineChart
            title={i18n._(t.accountBalance)}
            showTitle={false}
            wide
            labels={(ab.series[0]?.data ?? []).map((p) => fmt.month(p.x))}
            series={ab.series.map((s) => ({ name: s.name, values: s.data.map((p) => p.y), kind: 'area' }))}
            format={fmt.money}
            axisFormat={fmt.compactMoney}
            zeroBased={false}
          />
        </Card>
      </div>
      <div className={css.gridSmall}>
        <Card title={i18n._(t.budget)}>
          <MeterBar label={i18n._(t.budgetExpenses)} amounts={ofLimit(b.expenses, b.expensesLimit)} value={b.expenses} limit={b.expensesLimit} percent={fmt.percent} note={b.expenses > b.expensesLimit ? i18n._(t.overLimit) : undefined} />
          <MeterBar label={i18n._(t.savings)} amounts={ofLimit(b.savings, b.savingsGoal)} value={b.savings} limit={b.savingsGoal} percent={fmt.percent} />
          <MeterBar label={i18n._(t.bills)} amounts={ofLimit(b.bills, b.billsLimit)} value={b.bills} limit={b.billsLimit} percent={fmt.percent} note={b.bills > b.billsLimit ? i18n._(t.overLimit) : undefined} />
        </Card>
        <StatementCard title={i18n._(t.previousStatement)} statement={data.previousStatement} fmt={fmt} />
        <StatementCard title={i18n._(t.currentStatement)} statement={data.currentStatement} fmt={fmt} />
      </div>
      <div className={css.grid}>
        <Card wide title={i18n._(t.recentTransactions)}>
          <table className={css.table} data-testid="transactions">
            <caption className="visually-hidden">{i18n._(t.recentTransactions)}</caption>
            <thead>
              <tr>
                <th scope="col">{i18n._(t.name)}</th>
                <th scope="col">{i18n._(t.transactionId)}</th>
                <th scope="col">{i18n._(t.date)}</th>
                <th scope="col" className="num">
                  {i18n._(t.amount)}
                </th>
                <th scope="col">{i18n._(t.status)}</th>
              </tr>
            </thead>
            <tbody>
              {data.recentTransactions.map((tx) => (
                <tr key={tx.id}>
                  <th scope="row">{tx.name}</th>
                  <td data-label={i18n._(t.transactionId)}>
                    <span className={css.mono}>{tx.transactionId}</span>
                  </td>
                  <td data-label={i18n._(t.date)}>
                    <time dateTime={tx.date}>{fmt.date(tx.date)}</time>
                  </td>
                  <td className="num" data-label={i18n._(t.amount)}>
                    <span className={tx.amount < 0 ? css.amountOut : css.amountIn}>{fmt.money(tx.amount)}</span>
                    <span className="visually-hidden"> ({i18n._(tx.amount < 0 ? t.outgoing : t.incoming)})</span>
                  </td>
                  <td data-label={i18n._(t.status)}>
                    <Badge tone={tx.status === 'completed' ? 'positive' : 'warning'}>{i18n._(tx.status === 'completed' ? t.completed : t.pending)}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
        <Card wide title={i18n._(t.activities)}>
          <ActivityFeed activities={activities} fmt={fmt} navigate={navigate} />
        </Card>
      </div>
    </>
  );
}

function StatementCard({ title, statement, fmt }: { title: string; statement: Statement; fmt: DemoFormats }) {
  const { i18n } = useLingui();
  return (
    <Card title={title} action={<Badge tone={statement.status === 'paid' ? 'positive' : 'warning'}>{i18n._(statement.status === 'paid' ? t.paid : t.pending)}</Badge>}>
      <Details
        items={[
          { key: 'date', label: i18n._(t.statementDate), value: <time dateTime={statement.date}>{fmt.date(statement.date)}</time> },
          { key: 'limit', label: i18n._(t.cardLimit), value: fmt.money(statement.limit) },
          { key: 'spent', label: i18n._(t.spent), value: fmt.money(statement.spent) },
          { key: 'minimum', label: i18n._(t.minimum), value: fmt.money(statement.minimum) },
        ]}
      />
      <MeterBar
        label={`${i18n._(t.spent)} · ${title}`}
        hideLabel
        amounts={i18n._(withValues(t.ofLimit, { value: fmt.money(statement.spent), limit: fmt.money(statement.limit) }))}
        value={statement.spent}
        limit={statement.limit}
        percent={fmt.percent}
        note={statement.spent > statement.limit ? i18n._(t.overLimit) : undefined}
      />
    </Card>
  );
}
