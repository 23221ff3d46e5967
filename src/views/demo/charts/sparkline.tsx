/**
 * A small line without axes (a figure's trend, a coin's last hour). Decorative SVG; its numbers in words (first, last,
 * lowest, highest) are in a visually hidden sentence, and a caller may add the full table.
 */
import { useLingui } from '@lingui/react';
import { areaPath, linePath, niceAxis, plot } from './chart-geometry';
import { colourOf } from './chart-parts';
import { chartTexts, withValues } from './chart-texts';
import * as css from './charts.css';

export interface SparklineProps {
  values: readonly number[];
  format: (n: number) => string;
  /** The palette's colour. @default 0 (the accent) */
  colour?: number;
  /** @default false */
  area?: boolean;
}

const W = 120;
const H = 40;

export function Sparkline({ values, format, colour = 0, area = false }: SparklineProps) {
  const { i18n } = useLingui();
  if (values.length === 0) return null;
  const low = Math.min(...values);
  const high = Math.max(...values);
  const axis = niceAxis(values, 2, false);
  const box = { width: W, height: H - 4 };
  const points = plot(values, box, Math.min(axis.min, low), Math.max(axis.max, high)).map((p) => ({ x: p.x, y: p.y + 2 }));
  return (
    <>
      <svg className={`${css.spark} ${colourOf(colour)}`} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {area ? <path className={css.area} d={areaPath(points, { width: W, height: H })} /> : null}
        <path className={css.line} d={linePath(points)} vectorEffect="non-scaling-stroke" />
      </svg>
      <span className="visually-hidden">
        {i18n._(withValues(chartTexts.range, { first: format(values[0]!), last: format(values.at(-1)!), low: format(low), high: format(high) }))}
      </span>
    </>
  );
}
