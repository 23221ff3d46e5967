/** The help center's landing page: a search over every FAQ and guide, the ways in (FAQs, guides), the most asked questions and popular guides. */
import { Trans, useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import {
  helpPaths,
  MAX_QUERY,
  popularGuides,
  selectData,
  selectOpenFaqs,
  selectQuery,
  selectSearchResults,
  type HelpCenterRef,
} from '../../../machines/demo/help-center/help-center.machine';
import { InAppLink } from '../../kit/in-app-link';
import { Icon } from '../../ui/icon';
import * as page from '../../sections/section-page.css';
import { FaqAccordion, GuideLinks, type Navigate } from './help-center-parts';
import * as css from './help-center.css';

/** The FAQ category the landing page opens with (SPEC §3's first category). */
const MOST_ASKED = 'most-asked';

export function HelpHome({ helpRef, navigate, body }: { helpRef: HelpCenterRef; navigate: Navigate; body: ReactNode }) {
  const { i18n } = useLingui();
  const inputId = useId();
  const query = useSelector(helpRef, selectQuery);
  const data = useSelector(helpRef, selectData);
  return (
    <>
      <header className={css.hero}>
        <p className={page.eyebrow}>
          <Trans id="demo.helpCenter.title" message="Help center" />
        </p>
        <h1 className={page.title}>
          <Trans id="demo.helpCenter.home.title" message="How can we help you today?" />
        </h1>
        <p className={css.lead}>
          <Trans id="demo.helpCenter.home.lead" message="Search the frequently asked questions and the guides, or browse them by category." />
        </p>
        <div className={css.search} role="search">
          <label className={css.label} htmlFor={inputId}>
            <Trans id="demo.helpCenter.search" message="Search the help center" />
          </label>
          <input
            id={inputId}
            className={css.control}
            type="search"
            value={query}
            maxLength={MAX_QUERY}
            autoComplete="off"
            placeholder={i18n._({ id: 'demo.helpCenter.search.placeholder', message: 'Enter a question or a keyword' })}
            onChange={(event) => helpRef.send({ type: 'helpCenter.query.change', value: event.target.value })}
          />
        </div>
      </header>
      {data === null ? body : query.trim() !== '' ? <SearchResults helpRef={helpRef} navigate={navigate} /> : <Landing helpRef={helpRef} navigate={navigate} />}
    </>
  );
}

function SearchResults({ helpRef, navigate }: { helpRef: HelpCenterRef; navigate: Navigate }) {
  const { i18n } = useLingui();
  const results = useSelector(helpRef, selectSearchResults);
  const open = useSelector(helpRef, selectOpenFaqs);
  if (!results) return null;
  const total = results.faqs.length + results.guides.length;
  return (
    <div className={css.results}>
      <p className={css.muted} role="status">
        {i18n._({ id: 'demo.helpCenter.search.count', message: '{total, plural, =0 {Nothing matches your search} one {# result} other {# results}}', values: { total } })}
      </p>
      {results.faqs.length > 0 ? (
        <section className={css.section} aria-labelledby="help-results-faqs">
          <h2 id="help-results-faqs" className={css.h2}>
            <Trans id="demo.helpCenter.search.faqs" message="Questions" />
          </h2>
          <FaqAccordion faqs={results.faqs} open={open} onOpenChange={(value) => helpRef.send({ type: 'helpCenter.faqs.change', value })} />
        </section>
      ) : null}
      {results.guides.length > 0 ? (
        <section className={css.section} aria-labelledby="help-results-guides">
          <h2 id="help-results-guides" className={css.h2}>
            <Trans id="demo.helpCenter.guides.title" message="Guides" />
          </h2>
          <GuideLinks items={results.guides.map((item) => ({ ...item, showCategory: true }))} navigate={navigate} />
        </section>
      ) : null}
      {total === 0 ? (
        <p>
          <Trans
            id="demo.helpCenter.search.none"
            message="Try other words, or browse the <0>questions</0> or the <1>guides</1>."
            components={{
              0: <InAppLink to={helpPaths.faqs} onNavigate={navigate} className={css.link}>{''}</InAppLink>,
              1: <InAppLink to={helpPaths.guides} onNavigate={navigate} className={css.link}>{''}</InAppLink>,
            }}
          />
        </p>
      ) : null}
    </div>
  );
}

function Landing({ helpRef, navigate }: { helpRef: HelpCenterRef; navigate: Navigate }) {
  const data = useSelector(helpRef, selectData);
  const open = useSelector(helpRef, selectOpenFaqs);
  if (data?.page !== 'home') return null;
  const mostAsked = data.faqs.find((c) => c.slug === MOST_ASKED) ?? data.faqs[0];
  const faqCount = data.faqs.reduce((n, c) => n + c.faqs.length, 0);
  const guideCount = data.guides.reduce((n, c) => n + c.totalGuides, 0);
  return (
    <>
      <div className={css.cards}>
        <InAppLink to={helpPaths.faqs} onNavigate={navigate} className={css.card}>
          <Icon name="chat" size={28} className={css.cardIcon} />
          <span className={css.cardTitle}>
            <Trans id="demo.helpCenter.faqs.short" message="FAQs" />
          </span>
          <span className={css.muted}>
            <Trans id="demo.helpCenter.home.faqsCard" message="{count} answers to frequently asked questions, in {categories} categories." values={{ count: faqCount, categories: data.faqs.length }} />
          </span>
        </InAppLink>
        <InAppLink to={helpPaths.guides} onNavigate={navigate} className={css.card}>
          <Icon name="documentTemplates" size={28} className={css.cardIcon} />
          <span className={css.cardTitle}>
            <Trans id="demo.helpCenter.guides.title" message="Guides" />
          </span>
          <span className={css.muted}>
            <Trans id="demo.helpCenter.home.guidesCard" message="{count} step-by-step guides, in {categories} categories." values={{ count: guideCount, categories: data.guides.length }} />
          </span>
        </InAppLink>
      </div>
      {mostAsked ? (
        <section className={css.section} aria-labelledby="help-most-asked">
          <div className={css.sectionHead}>
            <h2 id="help-most-asked" className={css.h2}>
              <Trans id="demo.helpCenter.home.mostAsked" message="Most asked questions" />
            </h2>
            <InAppLink to={helpPaths.faqs} onNavigate={navigate} className={css.link}>
              <Trans id="demo.helpCenter.home.allFaqs" message="All FAQs" />
            </InAppLink>
          </div>
          <FaqAccordion faqs={mostAsked.faqs} open={open} onOpenChange={(value) => helpRef.send({ type: 'helpCenter.faqs.change', value })} />
        </section>
      ) : null}
      <section className={css.section} aria-labelledby="help-popular">
        <div className={css.sectionHead}>
          <h2 id="help-popular" className={css.h2}>
            <Trans id="demo.helpCenter.home.popular" message="Popular guides" />
          </h2>
          <InAppLink to={helpPaths.guides} onNavigate={navigate} className={css.link}>
            <Trans id="demo.helpCenter.home.allGuides" message="All guides" />
          </InAppLink>
        </div>
        <GuideLinks items={popularGuides(data).map((item) => ({ ...item, showCategory: true }))} navigate={navigate} />
      </section>
    </>
  );
}
