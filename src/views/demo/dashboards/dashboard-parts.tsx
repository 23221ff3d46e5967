/** The pieces every demo dashboard is made of: a card with its heading, a switch (this week / last week), figures. */
import type { ReactNode } from 'react';
import { useId } from 'react';
import * as css from './dashboards.css';

export function Card({ title, action, wide = false, children, headingLevel = 2 }: { title: string; action?: ReactNode; wide?: boolean; children: ReactNode; headingLevel?: 2 | 3 }) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={wide ? `${css.card} ${css.wide}` : css.card} aria-labelledby={id}>
      <div className={css.cardHead}>
        <Heading id={id} className={css.cardTitle}>
          {title}
        </Heading>
        {action}
      </div>
      {children}
    </section>
  );
}

export interface SwitchOption<V extends string> {
  value: V;
  label: string;
  /** Whether the machine takes this choice now (`snapshot.can`). */
  enabled: boolean;
}

/** A group of toggle buttons, the current one pressed; each press is an event to the dashboard's machine. */
export function Switches<V extends string>({ label, value, options, onSelect }: { label: string; value: V; options: readonly SwitchOption<V>[]; onSelect: (value: V) => void }) {
  return (
    <div className={css.switches} role="group" aria-label={label}>
      {options.map((o) =>
        o.enabled ? (
          <button key={o.value} type="button" className={css.switchButton} aria-pressed={o.value === value} onClick={() => onSelect(o.value)}>
            {o.label}
          </button>
        ) : null,
      )}
    </div>
  );
}

export function Figures({ items }: { items: readonly { label: string; value: string; key: string }[] }) {
  return (
    <ul className={css.figures}>
      {items.map((item) => (
        <li key={item.key} className={css.figure}>
          <span className={css.figureLabel}>{item.label}</span>
          <span className={css.figureValue}>{item.value}</span>
        </li>
      ))}
    </ul>
  );
}

export function Details({ items }: { items: readonly { label: string; value: ReactNode; key: string }[] }) {
  return (
    <dl className={css.details}>
      {items.map((item) => (
        <div key={item.key} className={css.detailRow}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
