/**
 * How much of a limit is used (a budget line, a statement's spending): the amounts in text, a bar drawn in SVG, and a
 * progressbar role with the percent for screen readers. Past the limit the bar is full and takes the danger colour.
 */
import * as css from './charts.css';
import { colourOf } from './chart-parts';

export interface MeterBarProps {
  label: string;
  /** The amounts in words, e.g. "$18,000.00 of $20,000.00". */
  amounts: string;
  value: number;
  limit: number;
  percent: (n: number) => string;
  /** A note under the bar ("Over the limit"). */
  note?: string;
  /** Show the label to screen readers only (a table row already says what it is). @default false */
  hideLabel?: boolean;
}

export function MeterBar({ label, amounts, value, limit, percent, note, hideLabel = false }: MeterBarProps) {
  const ratio = limit > 0 ? (value / limit) * 100 : 0;
  const shown = Math.max(0, Math.min(100, ratio));
  const over = ratio > 100;
  return (
    <div className={css.meter}>
      <div className={css.meterHead}>
        <span className={hideLabel ? 'visually-hidden' : undefined}>{label}</span>
        <span className={css.legendValue}>{amounts}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(shown)}
        aria-valuetext={`${percent(ratio)} · ${amounts}`}
        className={colourOf(over ? 3 : 0)}
      >
        <svg className={css.barTrack} viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <rect className={css.track} x="0" y="0" width="100" height="8" rx="4" />
          <rect className={css.barFill} x="0" y="0" width={shown} height="8" rx="4" />
        </svg>
      </div>
      <span className={css.meterNote}>
        {percent(ratio)}
        {note ? ` · ${note}` : ''}
      </span>
    </div>
  );
}
