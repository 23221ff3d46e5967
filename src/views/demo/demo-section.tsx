/**
 * The frame every demo-template screen hangs on (issue 14). A demo section (src/views/sections/<section>-section.tsx) is
 * one entry of src/config/demo-routes.ts plus a page component per page:
 *
 *   const pages: DemoPages = { contacts: lazySection(() => import('../demo/contacts/contacts-page')), ... };
 *
 * A page left `null` shows the kit's "comes later" note with its title; the route rule has already opened the address
 * (every signed-in user while config.json's `demo` is on; otherwise the shell shows the 404 page before this renders).
 * A page reads the rest of the address itself (`/apps/contacts/{id}`) from the navigation machine (selectPath).
 */
import { Trans, useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { DemoSection as DemoSectionData } from '../../config/demo-routes';
import { demoLink } from '../../config/demo-routes';
import type { SessionRef } from '../../machines/session.machine';
import { navMessages } from '../layout/nav-titles';
import { SectionItems, type SectionItem } from '../sections/section-items';
import * as index from '../sections/section-index.css';
import * as page from '../sections/section-page.css';
import * as css from './demo-section.css';
import type { ComponentType } from 'react';

/** Each page's component by its segment; null until the area's screen is built. */
export type DemoPages = Readonly<Record<string, ComponentType<{ sessionRef: SessionRef }> | null>>;

/** Routes a demo section's address to its page (lazily loaded), or shows the section's landing page. */
export function DemoSection({ section, pages, sessionRef }: { section: DemoSectionData; pages: DemoPages; sessionRef: SessionRef }) {
  const items: SectionItem[] = section.pages.map((p) => ({ segment: p.segment, title: p.title, permission: '', Page: pages[p.segment] ?? null }));
  return <SectionItems base={section.base} items={items} sessionRef={sessionRef} index={<DemoIndex section={section} />} />;
}

const title = (i18n: ReturnType<typeof useLingui>['i18n'], key: string) => i18n._(navMessages[key] ?? { id: key, message: key });

/** A demo section's landing page: its pages as cards, and what the demo areas are. */
export function DemoIndex({ section }: { section: DemoSectionData }) {
  const { i18n } = useLingui();
  return (
    <>
      <header className={page.header}>
        <p className={page.eyebrow}>{title(i18n, 'nav.demo')}</p>
        <h1 className={page.title}>{title(i18n, section.title)}</h1>
        <p className={css.lead}>
          <Trans
            id="demo.index.note"
            message="Demo content of the template, served by the mock API inside this app. It is not part of the back office and none of it is sent to a server."
          />
        </p>
      </header>
      <ul className={index.grid}>
        {section.pages.map((p) => (
          <li key={p.segment}>
            <Link className={index.card} href={demoLink(section, p)}>
              {title(i18n, p.title)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
