/**
 * The changelog (/docs/changelog, issue 14): the releases of ./changelog-data.ts, newest first, each with its date in
 * the user's format. A static page: its content is a typed constant, so it has no state and no machine.
 */
import { useLingui } from '@lingui/react';
import type { SessionRef } from '../../../machines/session.machine';
import { useNavRef } from '../../app-actor';
import * as page from '../../sections/section-page.css';
import { changelogTexts, releaseAnchor, releases } from './changelog-data';
import { DocLink, TableOfContents, type Navigate } from './docs-parts';
import * as css from './docs.css';

export default function ChangelogPage(_: { sessionRef: SessionRef }) {
  const navRef = useNavRef();
  return <Changelog navigate={(to) => navRef?.send({ type: 'nav.navigate', to })} />;
}

/** A calendar day (`YYYY-MM-DD`) in the language's long format, the same day in every time zone. */
const formatDay = (locale: string, day: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The page's content; `navigate` takes a plain click on a link into the app. */
export function Changelog({ navigate }: { navigate: Navigate }) {
  const { i18n } = useLingui();
  const toc = releases.map((r) => ({ anchor: releaseAnchor(r), title: `${r.version} · ${i18n._(r.title)}` }));
  return (
    <>
      <header className={page.header}>
        <p className={page.eyebrow}>{i18n._(changelogTexts.eyebrow)}</p>
        <h1 className={page.title}>{i18n._(changelogTexts.title)}</h1>
        <p className={css.lead}>{i18n._(changelogTexts.lead)}</p>
        <p>
          <DocLink to="/docs/guides/getting-started/introduction" navigate={navigate}>
            {i18n._(changelogTexts.guide)}
          </DocLink>
        </p>
      </header>
      <div className={css.layout}>
        <TableOfContents label={changelogTexts.toc} entries={toc} />
        <div className={css.article}>
          {releases.map((r) => {
            const anchor = releaseAnchor(r);
            return (
              <section key={r.version} id={anchor} className={css.release} aria-labelledby={`${anchor}-heading`}>
                <div className={css.releaseHead}>
                  <h2 id={`${anchor}-heading`} className={css.h2}>
                    {r.version} · {i18n._(r.title)}
                  </h2>
                  <time className={css.date} dateTime={r.date}>
                    {formatDay(i18n.locale, r.date)}
                  </time>
                </div>
                <ul className={css.entries}>
                  {r.entries.map((e) => (
                    <li key={e.title.id}>
                      <span className={css.entryTitle}>{i18n._(e.title)}</span>: {i18n._(e.text)}
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </div>
    </>
  );
}
