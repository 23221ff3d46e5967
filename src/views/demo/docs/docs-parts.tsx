/** Parts both documentation pages share: the in-app link through the navigation machine, and the table of contents. */
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import { InAppLink } from '../../kit/in-app-link';
import * as css from './docs.css';

/** Where a plain click on an in-app link goes: the page hands it to the navigation machine. */
export type Navigate = (to: string) => void;

/** A link into the app: a plain click is a navigation (`navigate`), not a page load. */
export function DocLink({ to, navigate, children }: { to: string; navigate: Navigate; children: ReactNode }) {
  return (
    <InAppLink to={to} className={css.link} onNavigate={navigate}>
      {children}
    </InAppLink>
  );
}

/**
 * The page's table of contents: in-page anchors (`#id`), which the browser follows by itself (no navigation machine:
 * the address keeps its path and gets the fragment).
 */
export function TableOfContents({ label, entries }: { label: MessageDescriptor; entries: readonly { anchor: string; title: MessageDescriptor | string }[] }) {
  const { i18n } = useLingui();
  const name = i18n._(label);
  return (
    <nav className={css.toc} aria-label={name}>
      <h2 className={css.tocTitle}>{name}</h2>
      <ol className={css.tocList}>
        {entries.map((e) => (
          <li key={e.anchor}>
            <a href={`#${e.anchor}`}>{typeof e.title === 'string' ? e.title : i18n._(e.title)}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
