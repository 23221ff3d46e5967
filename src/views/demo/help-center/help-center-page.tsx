/**
 * The demo help center (/apps/help-center, issue 14): a landing page with a search over every FAQ and guide, the FAQs
 * by category, the guides by category (5 each and a link to all), a category's guides and a guide. Each address has its
 * own page machine (src/machines/demo/help-center); the view selects from it and sends.
 */
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, type ReactNode } from 'react';
import {
  helpCenterMachine,
  helpPaths,
  helpViewOf,
  selectCanRetry,
  selectData,
  selectFailure,
  selectIsNotFound,
  selectOpenFaqs,
  type HelpCenterRef,
  type HelpData,
  type HelpView,
} from '../../../machines/demo/help-center/help-center.machine';
import { selectPath } from '../../../machines/nav.machine';
import type { SessionRef } from '../../../machines/session.machine';
import { useNavRef } from '../../app-actor';
import { InAppLink } from '../../kit/in-app-link';
import { ErrorPage } from '../../pages/error-page';
import * as page from '../../sections/section-page.css';
import { Breadcrumbs, Failure, FaqAccordion, GuideLinks, Loading, NotFound, type Crumb, type Navigate } from './help-center-parts';
import { GuideArticle } from './help-center-guide';
import { HelpHome } from './help-center-home';
import * as css from './help-center.css';

export default function HelpCenterPage(_: { sessionRef: SessionRef }) {
  const navRef = useNavRef()!;
  const path = useSelector(navRef, selectPath);
  const navigate = useCallback<Navigate>((to) => navRef.send({ type: 'nav.navigate', to }), [navRef]);
  const view = helpViewOf(path);
  if (!view) return <ErrorPage status={404} />;
  // A new page machine per address: each page loads what it shows.
  return <HelpCenterView key={path} view={view} navigate={navigate} />;
}

function HelpCenterView({ view, navigate }: { view: HelpView; navigate: Navigate }) {
  const ref = useActorRef(helpCenterMachine, { input: { view } });
  const data = useSelector(ref, selectData);
  const failure = useSelector(ref, selectFailure);
  const notFound = useSelector(ref, selectIsNotFound);
  const canRetry = useSelector(ref, selectCanRetry);
  if (notFound) return <NotFound navigate={navigate} guide={view.page === 'guide'} />;
  const body = failure ? (
    <Failure failure={failure} onRetry={canRetry ? () => ref.send({ type: 'helpCenter.retry' }) : undefined} />
  ) : data ? (
    <PageBody data={data} helpRef={ref} navigate={navigate} />
  ) : (
    <Loading />
  );
  if (view.page === 'home') return <HelpHome helpRef={ref} navigate={navigate} body={body} />;
  return <ListPage view={view} data={data} navigate={navigate} body={body} />;
}

function PageBody({ data, helpRef, navigate }: { data: HelpData; helpRef: HelpCenterRef; navigate: Navigate }) {
  switch (data.page) {
    case 'home':
      return null;
    case 'faqs':
      return <FaqCategories data={data} helpRef={helpRef} />;
    case 'guides':
      return <GuideCategories data={data} navigate={navigate} />;
    case 'category':
      return <GuideLinks items={data.category.guides.map((guide) => ({ guide, category: data.category }))} navigate={navigate} />;
    case 'guide':
      return <GuideArticle data={data} helpRef={helpRef} navigate={navigate} />;
  }
}

/** The header (breadcrumbs and title) of every page but the landing page, then its body. */
function ListPage({ view, data, navigate, body }: { view: HelpView; data: HelpData | null; navigate: Navigate; body: ReactNode }) {
  const { i18n } = useLingui();
  const helpCentre = i18n._({ id: 'demo.helpCenter.title', message: 'Help center' });
  const guides = i18n._({ id: 'demo.helpCenter.guides.title', message: 'Guides' });
  const crumbs: Crumb[] = [{ label: helpCentre, to: helpPaths.home }];
  let title: string | null = null;
  if (view.page === 'faqs') {
    title = i18n._({ id: 'demo.helpCenter.faqs.title', message: 'Frequently asked questions' });
    crumbs.push({ label: title });
  } else if (view.page === 'guides') {
    title = guides;
    crumbs.push({ label: guides });
  } else if (view.page === 'category' || view.page === 'guide') {
    crumbs.push({ label: guides, to: helpPaths.guides });
    const category = data?.page === 'category' || data?.page === 'guide' ? data.category : null;
    if (view.page === 'category') {
      title = category?.title ?? null;
      crumbs.push({ label: category?.title ?? '…' });
    } else {
      crumbs.push({ label: category?.title ?? '…', to: helpPaths.category(view.categorySlug) });
      const guide = data?.page === 'guide' ? data.guide : null;
      title = guide?.title ?? null;
      crumbs.push({ label: guide?.title ?? '…' });
    }
  }
  return (
    <>
      <Breadcrumbs crumbs={crumbs} navigate={navigate} label={i18n._({ id: 'demo.helpCenter.breadcrumbs', message: 'Breadcrumbs' })} />
      <header className={page.header}>
        <p className={page.eyebrow}>{helpCentre}</p>
        <h1 className={page.title}>{title ?? helpCentre}</h1>
        {view.page === 'category' && data?.page === 'category' ? (
          <p className={css.muted}>{i18n._({ id: 'demo.helpCenter.category.count', message: '{count, plural, one {# guide} other {# guides}}', values: { count: data.category.guides.length } })}</p>
        ) : null}
      </header>
      {body}
    </>
  );
}

function FaqCategories({ data, helpRef }: { data: Extract<HelpData, { page: 'faqs' }>; helpRef: HelpCenterRef }) {
  const open = useSelector(helpRef, selectOpenFaqs);
  const onOpenChange = (value: string[]) => helpRef.send({ type: 'helpCenter.faqs.change', value });
  return (
    <>
      {data.faqs.map((category) => (
        <section key={category.id} className={css.section} aria-labelledby={`faq-${category.slug}`}>
          <h2 id={`faq-${category.slug}`} className={css.h2}>
            {category.title}
          </h2>
          <FaqAccordion faqs={category.faqs} open={open} onOpenChange={onOpenChange} />
        </section>
      ))}
    </>
  );
}

function GuideCategories({ data, navigate }: { data: Extract<HelpData, { page: 'guides' }>; navigate: Navigate }) {
  const { i18n } = useLingui();
  return (
    <div className={css.categoryGrid}>
      {data.guides.map((category) => (
        <section key={category.id} className={css.section} aria-labelledby={`guides-${category.slug}`}>
          <div className={css.sectionHead}>
            <h2 id={`guides-${category.slug}`} className={css.h2}>
              {category.title}
            </h2>
            <InAppLink to={helpPaths.category(category.slug)} onNavigate={navigate} className={css.link}>
              {i18n._({
                id: 'demo.helpCenter.guides.viewAll',
                message: 'View all {count, plural, one {# guide} other {# guides}}',
                values: { count: category.totalGuides },
                comment: 'Link to the category page listing all its guides',
              })}
              <span className="visually-hidden">{` (${category.title})`}</span>
            </InAppLink>
          </div>
          <GuideLinks items={category.guides.map((guide) => ({ guide, category }))} navigate={navigate} />
        </section>
      ))}
    </div>
  );
}
