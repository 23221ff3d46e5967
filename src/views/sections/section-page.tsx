import { Trans, useLingui } from '@lingui/react';
import type { SectionId } from '../../machines/routes';
import { Icon } from '../ui/icon';
import * as css from './section-page.css';
import { sectionTitles } from './section-titles';

/** A section that a later issue builds: its title, and a note on screen that it comes later. */
export function SectionPlaceholder({ section }: { section: SectionId }) {
  const { i18n } = useLingui();
  return <ComesLater title={i18n._(sectionTitles[section])} />;
}

/** A page that a later issue builds (a section, or an item of one): its title and the note that it comes later. */
export function ComesLater({ title }: { title: string }) {
  return (
    <>
      <header className={css.header}>
        <h1 className={css.title}>{title}</h1>
      </header>
      <div className={css.later}>
        <Icon name="alert" />
        <p>
          <Trans id="section.comesLater" message="This section comes in a later release. The navigation and permissions for it already work." />
        </p>
      </div>
    </>
  );
}
