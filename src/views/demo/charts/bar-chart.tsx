/** Horizontal bars with their labels and values as text (the bars themselves are decorative SVG). */
import { ChartFigure, colourOf } from './chart-parts';
import * as css from './charts.css';

export interface BarChartProps {
  title: string;
  labels: readonly string[];
  values: readonly number[];
  format: (n: number) => string;
  /** @default true */
  showTitle?: boolean;
}

export function BarChart({ title, labels, values, format, showTitle = true }: BarChartProps) {
  const max = Math.max(1, ...values.map((v) => Math.abs(v)));
  return (
    <ChartFigure title={title} showTitle={showTitle}>
      <ul className={css.bars}>
        {labels.map((label, i) => {
          const v = values[i] ?? 0;
          return (
            <li key={`${label}-${i}`} className={css.barRow}>
              <span className={css.barLabel}>{label}</span>
              <svg className={`${css.barTrack} ${colourOf(i)}`} viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                <rect className={css.track} x="0" y="0" width="100" height="10" rx="2" />
                <rect className={css.barFill} x="0" y="0" width={(Math.abs(v) / max) * 100} height="10" rx="2" />
              </svg>
              <span className={css.barValue}>{format(v)}</span>
            </li>
          );
        })}
      </ul>
    </ChartFigure>
  );
}
