/**
 * A widget's chart in plain SVG (no chart library: a few rectangles): horizontal bars with their labels as links, or
 * one column per day with its numbers in a table under "The numbers of this chart". Colours are theme tokens (accent on
 * the sunken surface), so the chart follows the theme and the light or dark scheme. The SVG itself is decorative
 * (aria-hidden): the labels, values and links are text.
 */
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import type { Chart, ChartLabel } from '../../machines/dashboard/dashboard-widgets';
import type { Formats } from '../kit/format-context';
import { InAppLink } from '../kit/in-app-link';
import * as css from './dashboard.css';
import { chartTitles, dashboardTexts, statusLabels } from './dashboard-texts';

export function labelText(label: ChartLabel, f: Formats, i18n: I18n): string {
  switch (label.kind) {
    case 'text':
      return label.text;
    case 'day':
      return f.date(label.day);
    case 'status': {
      const known = statusLabels[label.status];
      return known ? i18n._(known) : label.status;
    }
  }
}

export function DashboardChart({ chart, f, navigate, titleId }: { chart: Chart; f: Formats; navigate: (to: string) => void; titleId: string }) {
  const { i18n } = useLingui();
  const format = (value: number) => (chart.unit === 'money' ? f.money(value) : f.number(value));
  const max = Math.max(1, ...chart.bars.map((b) => b.value));
  const title = i18n._(chartTitles[chart.key]);
  // No bars, or only zeros: say so in words rather than draw an empty chart.
  if (chart.bars.every((b) => b.value === 0)) {
    return (
      <figure className={css.chart}>
        <figcaption id={titleId} className={css.chartTitle}>
          {title}
        </figcaption>
        <p className={css.status}>{i18n._(dashboardTexts.empty)}</p>
      </figure>
    );
  }
  if (chart.shape === 'bars') {
    return (
      <figure className={css.chart} data-chart={chart.key}>
        <figcaption id={titleId} className={css.chartTitle}>
          {title}
        </figcaption>
        <ul className={css.bars} aria-labelledby={titleId}>
          {chart.bars.map((bar, index) => {
            const label = labelText(bar.label, f, i18n);
            return (
              <li key={index} className={css.barRow}>
                {bar.link ? (
                  <InAppLink to={bar.link} onNavigate={navigate} className={css.barLabel}>
                    {label}
                  </InAppLink>
                ) : (
                  <span>{label}</span>
                )}
                <svg className={css.barTrack} viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                  <rect className={css.track} x="0" y="0" width="100" height="10" rx="2" />
                  <rect className={css.fill} x="0" y="0" width={(bar.value / max) * 100} height="10" rx="2" />
                </svg>
                <span className={css.barValue} data-testid="bar-value">
                  {format(bar.value)}
                </span>
              </li>
            );
          })}
        </ul>
      </figure>
    );
  }
  const n = chart.bars.length;
  const width = 100 / n;
  return (
    <figure className={css.chart} data-chart={chart.key}>
      <figcaption id={titleId} className={css.chartTitle}>
        {title}
      </figcaption>
      <svg className={css.columns} viewBox="0 0 100 50" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {chart.bars.map((bar, index) => {
          const height = (bar.value / max) * 48;
          return <rect key={index} className={css.fill} x={index * width + width * 0.15} y={50 - height} width={width * 0.7} height={height} />;
        })}
      </svg>
      <details className={css.numbers}>
        <summary>{i18n._(dashboardTexts.showNumbers)}</summary>
        <table className={css.numbersTable}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{i18n._(dashboardTexts.day)}</th>
              <th scope="col">{i18n._(dashboardTexts.value)}</th>
            </tr>
          </thead>
          <tbody>
            {chart.bars.map((bar, index) => (
              <tr key={index}>
                <th scope="row">
                  {bar.link ? (
                    <InAppLink to={bar.link} onNavigate={navigate}>
                      {labelText(bar.label, f, i18n)}
                    </InAppLink>
                  ) : (
                    labelText(bar.label, f, i18n)
                  )}
                </th>
                <td>{format(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
