/**
 * The getting-started introduction (/docs/guides/getting-started/introduction, issue 14): what this back office does,
 * the demo accounts, the demo areas, languages and appearance, the keyboard. A static page: its content is the lingui
 * messages of ./introduction-texts.ts, so it has no state and no machine (nothing loads, nothing is chosen).
 */
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import type { SessionRef } from '../../../machines/session.machine';
import * as page from '../../sections/section-page.css';
import { useNavRef } from '../../app-actor';
import { DocLink, TableOfContents, type Navigate } from './docs-parts';
import * as css from './docs.css';
import {
  demoAccounts,
  demoLinks,
  demoTexts,
  introSections,
  introTexts,
  keyboardTexts,
  looksTexts,
  productAreas,
  signInTexts,
  whatTexts,
  type IntroSection,
} from './introduction-texts';

const order: readonly IntroSection[] = [introSections.what, introSections.signIn, introSections.demo, introSections.looks, introSections.keyboard];

function Section({ section, children }: { section: IntroSection; children: ReactNode }) {
  const { i18n } = useLingui();
  const headingId = `${section.anchor}-heading`;
  return (
    <section id={section.anchor} className={css.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.h2}>
        {i18n._(section.title)}
      </h2>
      {children}
    </section>
  );
}

export default function IntroductionPage(_: { sessionRef: SessionRef }) {
  const navRef = useNavRef();
  return <Introduction navigate={(to) => navRef?.send({ type: 'nav.navigate', to })} />;
}

/** The page's content; `navigate` takes a plain click on a link into the app. */
export function Introduction({ navigate }: { navigate: Navigate }) {
  const { i18n } = useLingui();
  const t = (m: MessageDescriptor) => i18n._(m);
  return (
    <>
      <header className={page.header}>
        <p className={page.eyebrow}>{t(introTexts.eyebrow)}</p>
        <h1 className={page.title}>{t(introTexts.title)}</h1>
        <p className={css.lead}>{t(introTexts.lead)}</p>
      </header>
      <div className={css.layout}>
        <TableOfContents label={introTexts.toc} entries={order} />
        <article className={css.article}>
          <Section section={introSections.what}>
            <p>{t(whatTexts.p1)}</p>
            <ul className={css.cards}>
              {productAreas.map((a) => (
                <li key={a.to} className={css.card}>
                  <h3 className={css.h3}>
                    <DocLink to={a.to} navigate={navigate}>{t(a.title)}</DocLink>
                  </h3>
                  <p className={css.muted}>{t(a.text)}</p>
                </li>
              ))}
            </ul>
            <p>{t(whatTexts.p2)}</p>
          </Section>

          <Section section={introSections.signIn}>
            <p>{t(signInTexts.p1)}</p>
            <ul className={css.cards}>
              {demoAccounts.map((a) => (
                <li key={a.email} className={css.card}>
                  <h3 className={css.h3}>
                    <code className={css.code}>{a.email}</code>
                  </h3>
                  <p className={css.muted}>
                    {t(signInTexts.tenant)}: {a.tenant}
                  </p>
                  <p>{t(a.sees)}</p>
                </li>
              ))}
            </ul>
            <p>{t(signInTexts.p2)}</p>
          </Section>

          <Section section={introSections.demo}>
            <p>{t(demoTexts.p1)}</p>
            <ul className={css.list}>
              {demoLinks.map((l) => (
                <li key={l.to}>
                  <DocLink to={l.to} navigate={navigate}>{t(l.title)}</DocLink>
                </li>
              ))}
            </ul>
            <p>{t(demoTexts.p2)}</p>
            <p>{t(demoTexts.p3)}</p>
          </Section>

          <Section section={introSections.looks}>
            <p>{t(looksTexts.languages)}</p>
            <p>{t(looksTexts.schemes)}</p>
            <p>{t(looksTexts.saved)}</p>
          </Section>

          <Section section={introSections.keyboard}>
            <p>{t(keyboardTexts.p1)}</p>
            <ul className={css.list}>
              <li>{t(keyboardTexts.skip)}</li>
              <li>{t(keyboardTexts.tab)}</li>
              <li>{t(keyboardTexts.escape)}</li>
              <li>{t(keyboardTexts.drag)}</li>
              <li>{t(keyboardTexts.lists)}</li>
            </ul>
          </Section>
        </article>
      </div>
    </>
  );
}
