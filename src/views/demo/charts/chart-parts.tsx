/** What every demo chart shares: the caption, the legend that names the series in text, the numbers as a table. */
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { chartTexts } from './chart-texts';
import * as css from './charts.css';

export interface ChartSeries {
  name: string;
  values: readonly number[];
  /** @default 'line' */
  kind?: 'line' | 'area' | 'column';
}

export const colourOf = (index: number): string => css.series[String(index % css.seriesCount)]!;

export function Legend({ names, start = 0 }: { names: readonly string[]; start?: number }) {
  return (
    <ul className={css.legend}>
      {names.map((name, i) => (
        <li key={`${name}-${i}`} className={`${css.legendItem} ${colourOf(start + i)}`}>
          <span className={css.swatch} aria-hidden="true" />
          <span className={css.legendText}>{name}</span>
        </li>
      ))}
    </ul>
  );
}

/** The chart's numbers, one row per label and one column per series, behind "Show the numbers". */
export function NumbersTable({ title, labels, series, format, labelHeader }: { title: string; labels: readonly string[]; series: readonly ChartSeries[]; format: (n: number) => string; labelHeader?: string }) {
  const { i18n } = useLingui();
  return (
    <details className={css.numbers}>
      <summary>{i18n._(chartTexts.showNumbers)}</summary>
      <div className={css.numbersScroll}>
        <table className={css.numbersTable}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader ?? i18n._(chartTexts.label)}</th>
              {series.map((s, i) => (
                <th key={`${s.name}-${i}`} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, row) => (
              <tr key={`${label}-${row}`}>
                <th scope="row">{label}</th>
                {series.map((s, i) => (
                  <td key={i}>{s.values[row] === undefined ? '' : format(s.values[row]!)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

export function ChartFigure({ title, showTitle = true, children }: { title: string; showTitle?: boolean; children: ReactNode }) {
  return (
    <figure className={css.figure}>
      <figcaption className={showTitle ? css.caption : 'visually-hidden'}>{title}</figcaption>
      {children}
    </figure>
  );
}
