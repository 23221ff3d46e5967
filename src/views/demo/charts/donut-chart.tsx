/**
 * Shares of a whole as a donut in plain SVG, with the whole in its centre. The legend beside it is the chart in text:
 * each share's name, value and percent; the picture itself is decorative.
 */
import { donutSegments, shares } from './chart-geometry';
import { ChartFigure, colourOf } from './chart-parts';
import * as css from './charts.css';

export interface DonutChartProps {
  title: string;
  labels: readonly string[];
  values: readonly number[];
  /** Each value beside its percent; without it only the percents show (values that are percents already). */
  format?: (n: number) => string;
  percent: (n: number) => string;
  /** The centre's figure and its caption (the whole, "unique visitors"). */
  centre?: { value: string; caption: string };
  /** @default true */
  showTitle?: boolean;
}

const R = 42;
const STROKE = 14;

export function DonutChart({ title, labels, values, format, percent, centre, showTitle = true }: DonutChartProps) {
  const segments = donutSegments(values, R);
  const parts = shares(values);
  return (
    <ChartFigure title={title} showTitle={showTitle}>
      <div className={css.donut}>
        <div className={css.donutPicture}>
          <svg className={css.donutSvg} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
            <circle className={css.donutTrack} cx="50" cy="50" r={R} strokeWidth={STROKE} />
            {segments.map((s, i) =>
              s.dash > 0 ? (
                <circle
                  key={i}
                  className={`${css.donutSegment} ${colourOf(i)}`}
                  cx="50"
                  cy="50"
                  r={R}
                  strokeWidth={STROKE}
                  strokeDasharray={`${s.dash} ${s.gap}`}
                  strokeDashoffset={s.offset}
                />
              ) : null,
            )}
          </svg>
          {centre ? (
            <div className={css.donutCentre} aria-hidden="true">
              <span className={css.donutTotal}>{centre.value}</span>
              <span>{centre.caption}</span>
            </div>
          ) : null}
        </div>
        <ul className={css.donutLegend}>
          {centre ? (
            <li className="visually-hidden">
              {centre.caption}: {centre.value}
            </li>
          ) : null}
          {labels.map((label, i) => (
            <li key={`${label}-${i}`} className={`${css.donutRow} ${colourOf(i)}`}>
              <span className={css.swatch} aria-hidden="true" />
              <span className={css.legendText}>{label}</span>
              {format ? <span className={css.legendValue}>{format(values[i] ?? 0)}</span> : <span />}
              <span className={css.legendValue}>{percent(parts[i] ?? 0)}</span>
            </li>
          ))}
        </ul>
      </div>
    </ChartFigure>
  );
}
