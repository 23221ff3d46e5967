import type { ReactNode } from 'react';
import * as css from './detail-list.css';

export interface DetailSection {
  title: ReactNode;
  /** `value` null or '' shows a dash (read as "none"). */
  items: ReadonlyArray<{ label: ReactNode; value: ReactNode }>;
}

/** A record's fields as labelled groups (description lists in cards), two columns on wide screens. */
export function DetailList({ sections, none }: { sections: readonly DetailSection[]; /** What an empty value reads as. */ none: string }) {
  return (
    <div className={css.grid}>
      {sections.map((section, i) => (
        <section key={i} className={css.card}>
          <h2 className={css.heading}>{section.title}</h2>
          <dl className={css.list}>
            {section.items.map((item, j) => (
              <div key={j} className={css.row}>
                <dt className={css.term}>{item.label}</dt>
                <dd className={css.value}>
                  {item.value === null || item.value === '' ? (
                    <span className={css.empty} aria-label={none}>
                      —
                    </span>
                  ) : (
                    item.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
