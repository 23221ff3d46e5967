/**
 * /dashboards/crypto: Bitcoin's price with its trend and its last hour as a line, its market figures, the wallets with
 * what each is worth at the listed prices, the watchlist with each coin's last hour as a sparkline, and the activity
 * feed. A trend says up or down in words, not only in colour.
 */
import { useLingui } from '@lingui/react';
import type { Activity, CryptoDashboard, Trend } from '../../../machines/demo/dashboards/dashboard-data';
import { LineChart } from '../charts/line-chart';
import { Sparkline } from '../charts/sparkline';
import { ActivityFeed } from './activity-feed';
import { Card, Details } from './dashboard-parts';
import { t } from './dashboards-texts';
import type { DemoFormats } from './demo-formats';
import * as css from './dashboards.css';
import { withValues } from '../charts/chart-texts';

interface Props {
  data: CryptoDashboard;
  activities: readonly Activity[];
  fmt: DemoFormats;
  navigate: (to: string) => void;
}

function TrendText({ trend, fmt }: { trend: Trend; fmt: DemoFormats }) {
  const { i18n } = useLingui();
  const amount = fmt.percent(trend.amount);
  return (
    <span className={trend.dir === 'up' ? css.up : css.down}>
      <span aria-hidden="true">{trend.dir === 'up' ? '▲ ' : '▼ '}</span>
      {i18n._(withValues(trend.dir === 'up' ? t.up : t.down, { amount }))}
    </span>
  );
}

export function CryptoDashboardView({ data, activities, fmt, navigate }: Props) {
  const { i18n } = useLingui();
  const btc = data.btc;
  const points = btc.series[0]?.data ?? [];
  return (
    <>
      <div className={css.grid}>
        <Card wide title={i18n._(t.bitcoin)} action={<TrendText trend={btc.trend} fmt={fmt} />}>
          <span className={css.bigValue} data-testid="btc-price">
            {fmt.price(btc.amount)}
          </span>
          <div className={css.split}>
            <LineChart
              title={i18n._(t.lastHour)}
              labels={points.map((p) => fmt.minutes(p.x))}
              series={btc.series.map((s) => ({ name: s.name, values: s.data.map((p) => p.y), kind: 'area' }))}
              format={fmt.price}
              axisFormat={fmt.compactMoney}
              zeroBased={false}
              labelEvery={10}
            />
            <Details
              items={[
                { key: 'cap', label: i18n._(t.marketCap), value: fmt.compactMoney(btc.marketCap) },
                { key: 'volume', label: i18n._(t.volume), value: fmt.compactMoney(btc.volume) },
                { key: 'supply', label: i18n._(t.supply), value: fmt.number(btc.supply) },
                { key: 'ath', label: i18n._(t.allTimeHigh), value: fmt.price(btc.allTimeHigh) },
              ]}
            />
          </div>
        </Card>
        <Card title={i18n._(t.wallets)}>
          <ul className={css.coins}>
            {Object.entries(data.wallets).map(([code, amount]) => {
              const price = data.prices[code];
              return (
                <li key={code} className={css.wallet}>
                  <span className={css.coinName}>
                    <strong>{code.toUpperCase()}</strong>
                  </span>
                  <span className={css.coinValue}>
                    <span>{fmt.number(amount, 8)}</span>
                    {price !== undefined ? <span className={css.muted}>{i18n._(withValues(t.worth, { value: fmt.money(amount * price) }))}</span> : null}
                  </span>
                </li>
              );
            })}
          </ul>
        </Card>
        <Card title={i18n._(t.watchlist)}>
          <ul className={css.coins} data-testid="watchlist">
            {data.watchlist.map((coin) => (
              <li key={coin.iso} className={css.coin}>
                <span className={css.coinName}>
                  <strong>{coin.title}</strong>
                  <span className={css.muted}>{coin.iso}</span>
                </span>
                <span className={css.coinSpark}>
                  <Sparkline values={(coin.series[0]?.data ?? []).map((p) => p.y)} format={fmt.price} colour={coin.trend.dir === 'up' ? 2 : 3} />
                </span>
                <span className={css.coinValue}>
                  <span>{fmt.price(coin.amount)}</span>
                  <TrendText trend={coin.trend} fmt={fmt} />
                </span>
              </li>
            ))}
          </ul>
        </Card>
        <Card wide title={i18n._(t.activities)}>
          <ActivityFeed activities={activities} fmt={fmt} navigate={navigate} />
        </Card>
      </div>
    </>
  );
}
