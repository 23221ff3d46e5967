/**
 * Lines, areas and columns over the same labels (days, months, minutes) in plain SVG, with a value axis. The picture is
 * decorative (aria-hidden): the legend names the series and "Show the numbers" gives every value as a table. On a phone
 * the plot keeps a readable size and scrolls sideways inside its card (a focusable, named region).
 */
import { useLingui } from '@lingui/react';
import { media } from '../../theme/contract.css';
import { useMediaQuery } from '../../ui/use-media-query';
import { areaPath, linePath, niceAxis, plot } from './chart-geometry';
import { ChartFigure, colourOf, Legend, NumbersTable, type ChartSeries } from './chart-parts';
import { chartTexts, withValues } from './chart-texts';
import * as css from './charts.css';

export interface LineChartProps {
  title: string;
  /** Shown under the plot and in the numbers table, already in the reader's language. */
  labels: readonly string[];
  series: readonly ChartSeries[];
  format: (n: number) => string;
  /** The value axis' ticks. @default format */
  axisFormat?: (n: number) => string;
  /** Start the value axis at zero. @default true */
  zeroBased?: boolean;
  /** Draw every n-th label under the plot (all are in the table). @default 1 */
  labelEvery?: number;
  /** @default true */
  showTitle?: boolean;
  /** Plot height in viewBox units. @default 220 */
  height?: number;
  /** A chart across a whole card: a wider drawing, so its text keeps the size of the others'. @default false */
  wide?: boolean;
}

const LEFT = 72;
const RIGHT = 12;
const TOP = 10;
const BOTTOM = 26;

export function LineChart({ title, labels, series, format, axisFormat = format, zeroBased = true, labelEvery = 1, showTitle = true, height = 220, wide = false }: LineChartProps) {
  const { i18n } = useLingui();
  // On a phone every chart keeps the narrow drawing (and scrolls sideways) so that its text stays readable.
  const phone = useMediaQuery(media.belowSm);
  const W = wide && !phone ? 960 : 600;
  const box = { width: W - LEFT - RIGHT, height: height - TOP - BOTTOM };
  const all = series.flatMap((s) => s.values);
  if (all.length === 0) {
    return (
      <ChartFigure title={title} showTitle={showTitle}>
        <p className={css.status}>{i18n._(chartTexts.empty)}</p>
      </ChartFigure>
    );
  }
  const axis = niceAxis(all, 4, zeroBased || series.some((s) => s.kind === 'column'));
  const n = labels.length;
  const band = box.width / Math.max(1, n);
  const columns = series.filter((s) => s.kind === 'column');
  const columnWidth = (band * 0.6) / Math.max(1, columns.length);
  const y = (v: number) => TOP + box.height - ((v - axis.min) / (axis.max - axis.min || 1)) * box.height;
  return (
    <ChartFigure title={title} showTitle={showTitle}>
      {/* Only a phone's plot is wider than its card: then the scroll box is a named stop in the tab order (arrow keys scroll it). */}
      <div className={css.scroller} {...(phone ? { tabIndex: 0, role: 'group', 'aria-label': i18n._(withValues(chartTexts.scroll, { title })) } : {})}>
        <svg className={css.plot} viewBox={`0 0 ${W} ${height}`} aria-hidden="true" focusable="false">
          {axis.ticks.map((t) => (
            <g key={t}>
              <line className={css.grid} x1={LEFT} x2={W - RIGHT} y1={y(t)} y2={y(t)} />
              <text className={css.axisText} x={LEFT - 8} y={y(t) + 4} textAnchor="end">
                {axisFormat(t)}
              </text>
            </g>
          ))}
          <g transform={`translate(${LEFT} ${TOP})`}>
            {series.map((s, index) => {
              const colour = colourOf(index);
              if (s.kind === 'column') {
                const slot = columns.indexOf(s);
                return (
                  <g key={index} className={colour}>
                    {s.values.map((v, i) => {
                      const top = y(Math.max(v, axis.min)) - TOP;
                      const base = y(Math.max(0, axis.min)) - TOP;
                      return <rect key={i} className={css.column} x={i * band + band * 0.2 + slot * columnWidth} y={Math.min(top, base)} width={columnWidth} height={Math.abs(base - top)} rx="3" />;
                    })}
                  </g>
                );
              }
              const points = plot(s.values, box, axis.min, axis.max, true);
              return (
                <g key={index} className={colour}>
                  {s.kind === 'area' ? <path className={css.area} d={areaPath(points, box)} /> : null}
                  <path className={css.line} d={linePath(points)} />
                  {n <= 12 ? points.map((p, i) => <circle key={i} className={css.dot} cx={p.x} cy={p.y} r="3.5" />) : null}
                </g>
              );
            })}
          </g>
          {labels.map((label, i) =>
            i % labelEvery === 0 ? (
              <text key={i} className={css.axisText} x={LEFT + (i + 0.5) * band} y={height - 6} textAnchor="middle">
                {label}
              </text>
            ) : null,
          )}
        </svg>
      </div>
      {series.length > 1 ? <Legend names={series.map((s) => s.name)} /> : null}
      <NumbersTable title={title} labels={labels} series={series} format={format} />
    </ChartFigure>
  );
}
