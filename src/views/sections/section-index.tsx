import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { selectPermissions } from '../../machines/nav.machine';
import { useNavRef } from '../app-actor';
import { navMessages } from '../layout/nav-titles';
import { ErrorPage } from '../pages/error-page';
import type { SectionItem } from './section-items';
import * as css from './section-index.css';
import * as page from './section-page.css';

/** A section's landing page: the items of its group this user may open, as cards. */
export function SectionIndex({ base, title, items }: { base: string; title: string; items: readonly SectionItem[] }) {
  const { i18n } = useLingui();
  const navRef = useNavRef();
  const permissions = useSelector(navRef!, selectPermissions);
  const allowed = items.filter((item) => permissions.includes(item.permission));
  // Nothing here for this user: the section is not revealed (as a refused item).
  if (allowed.length === 0) return <ErrorPage status={404} />;
  return (
    <>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
      </header>
      <ul className={css.grid}>
        {allowed.map((item) => (
          <li key={item.segment}>
            <Link className={css.card} href={`${base}/${item.segment}`}>
              {i18n._(navMessages[item.title]!)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
