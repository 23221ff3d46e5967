import type { ReactNode } from 'react';
import { Icon, type IconName } from '../ui/icon';
import * as css from './status-page.css';
import '../theme/keyframes.css';

/** The centred card used by the callback, unauthorized, logged-out and error pages. */
export function StatusPage({
  icon,
  code,
  tone = 'accent',
  busy = false,
  title,
  children,
  actions,
}: {
  icon?: IconName;
  code?: string;
  /** @default 'accent' */
  tone?: 'accent' | 'danger';
  /** Shows a spinner and marks the page busy. @default false */
  busy?: boolean;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <main className={css.page} aria-busy={busy || undefined}>
      <section className={css.card} aria-labelledby="status-title">
        {busy ? <div className={css.spinner} role="progressbar" aria-labelledby="status-title" /> : null}
        {icon ? (
          <div className={tone === 'danger' ? css.badgeDanger : css.badge}>
            <Icon name={icon} size={28} />
          </div>
        ) : null}
        {code ? (
          <p className={css.code} aria-hidden="true">
            {code}
          </p>
        ) : null}
        <h1 id="status-title" className={css.title}>
          {title}
        </h1>
        {children ? <p className={css.text}>{children}</p> : null}
        {actions ? <div className={css.actions}>{actions}</div> : null}
      </section>
    </main>
  );
}
