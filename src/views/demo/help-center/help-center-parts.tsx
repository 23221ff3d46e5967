/** Pieces every help-centre page uses: breadcrumbs, the FAQ accordion, a list of guide links and the load states. */
import { Accordion } from '@ark-ui/react/accordion';
import { Trans } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Faq, Guide, HelpCategory } from '../../../machines/demo/help-center/get-help-center';
import { helpPaths, type HelpFailure } from '../../../machines/demo/help-center/help-center.machine';
import { InAppLink } from '../../kit/in-app-link';
import { Icon } from '../../ui/icon';
import * as page from '../../sections/section-page.css';
import { button } from '../../theme/recipes/button.css';
import * as css from './help-center.css';

export type Navigate = (to: string) => void;

export interface Crumb {
  label: ReactNode;
  /** The crumb's page; the last crumb (the page shown) has none. */
  to?: string;
}

export function Breadcrumbs({ crumbs, navigate, label }: { crumbs: Crumb[]; navigate: Navigate; label: string }) {
  return (
    <nav className={css.breadcrumbs} aria-label={label}>
      <ol className={css.crumbs}>
        {crumbs.map((crumb, i) => (
          <li key={i} className={css.crumb}>
            {i > 0 ? <Icon name="chevronRight" size={14} className={css.chevron} /> : null}
            {crumb.to ? (
              <InAppLink to={crumb.to} onNavigate={navigate} className={css.crumbLink}>
                {crumb.label}
              </InAppLink>
            ) : (
              <span className={css.crumbCurrent} aria-current="page">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** FAQs as an accordion whose open answers belong to the page's machine (several may be open; Enter or Space toggles). */
export function FaqAccordion({ faqs, open, onOpenChange, headingLevel = 3 }: { faqs: Faq[]; open: string[]; onOpenChange: (open: string[]) => void; /** @default 3 */ headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Accordion.Root className={css.accordion} multiple collapsible value={open} onValueChange={(details) => onOpenChange(details.value)}>
      {faqs.map((faq) => (
        <Accordion.Item key={faq.id} value={faq.id} className={css.accordionItem}>
          <Heading className={css.accordionHeading}>
            <Accordion.ItemTrigger className={css.accordionTrigger}>
              <span>{faq.question}</span>
              <Accordion.ItemIndicator className={css.accordionIndicator}>
                <Icon name="chevronDown" size={18} />
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent className={css.accordionContent}>
            <p>{faq.answer}</p>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/** Guides as links to their pages, with their subtitles (and their category when the list mixes categories). */
export function GuideLinks({ items, navigate }: { items: { guide: Guide; category: HelpCategory; showCategory?: boolean }[]; navigate: Navigate }) {
  return (
    <ul className={css.guideList}>
      {items.map(({ guide, category, showCategory }) => (
        <li key={guide.id} className={css.guideItem}>
          <InAppLink to={helpPaths.guide(category.slug, guide.slug)} onNavigate={navigate} className={css.guideLink}>
            <span className={css.guideText}>
              <span className={css.guideTitle}>{guide.title}</span>
              <span className={css.guideSubtitle}>{showCategory ? category.title : guide.subtitle}</span>
            </span>
            <Icon name="chevronRight" size={18} className={css.chevron} />
          </InAppLink>
        </li>
      ))}
    </ul>
  );
}

export function Loading() {
  return (
    <div role="status" className={css.section}>
      <div className={page.loading} aria-hidden="true" />
      <p className={css.muted}>
        <Trans id="demo.helpCenter.loading" message="Loading the help center…" />
      </p>
    </div>
  );
}

export function Failure({ failure, onRetry }: { failure: HelpFailure; onRetry?: (() => void) | undefined }) {
  return (
    <div className={css.state} role="alert">
      <p>
        {failure === 'offline' ? (
          <Trans id="demo.helpCenter.failure.offline" message="No Internet Connection: the help center could not be loaded." />
        ) : failure === 'malformed' ? (
          <Trans id="demo.helpCenter.failure.malformed" message="The help center's answer could not be read." />
        ) : (
          <Trans id="demo.helpCenter.failure" message="The help center could not be loaded." />
        )}
      </p>
      {onRetry ? (
        <button type="button" className={button()} onClick={onRetry}>
          <Trans id="demo.helpCenter.retry" message="Try again" />
        </button>
      ) : null}
    </div>
  );
}

export function NotFound({ navigate, guide }: { navigate: Navigate; guide: boolean }) {
  return (
    <div className={css.state} role="alert">
      <h1 className={page.title}>
        {guide ? <Trans id="demo.helpCenter.notFound.guide" message="This guide does not exist" /> : <Trans id="demo.helpCenter.notFound.category" message="This guide category does not exist" />}
      </h1>
      <p className={css.lead}>
        <Trans id="demo.helpCenter.notFound.body" message="It may have been renamed or removed. The list of guides shows every one there is." />
      </p>
      <InAppLink to={helpPaths.guides} onNavigate={navigate} className={button({ tone: 'secondary' })}>
        <Trans id="demo.helpCenter.notFound.back" message="All guides" />
      </InAppLink>
    </div>
  );
}
