import type { ReactNode } from 'react';
import { badge, type BadgeTone } from './badge.css';

/** A record's state as a pill (active, inactive, a document's status). */
export function Badge({ tone = 'neutral', children }: { /** @default 'neutral' */ tone?: BadgeTone; children: ReactNode }) {
  return <span className={badge({ tone })}>{children}</span>;
}
