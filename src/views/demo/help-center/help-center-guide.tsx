/** A guide's page body: its content (sanitized HTML), "was this helpful?" (kept on this page: the demo API has nowhere to send it) and the guides around it. */
import { Trans } from '@lingui/react';
import { useSelector } from '@xstate/react';
import {
  helpPaths,
  neighbours,
  selectCanGiveFeedback,
  selectFeedback,
  type HelpCenterRef,
  type HelpData,
} from '../../../machines/demo/help-center/help-center.machine';
import { InAppLink } from '../../kit/in-app-link';
import { SafeHtml } from '../../ui/safe-html';
import { button } from '../../theme/recipes/button.css';
import type { Navigate } from './help-center-parts';
import * as css from './help-center.css';

export function GuideArticle({ data, helpRef, navigate }: { data: Extract<HelpData, { page: 'guide' }>; helpRef: HelpCenterRef; navigate: Navigate }) {
  const feedback = useSelector(helpRef, selectFeedback);
  const canGive = useSelector(helpRef, selectCanGiveFeedback);
  const { previous, next } = neighbours(data.category, data.guide.slug);
  return (
    <>
      <article className={css.article}>
        <SafeHtml html={data.guide.content} profile="document" />
      </article>
      <section className={css.feedback} aria-labelledby="guide-feedback">
        {feedback === null ? (
          <>
            <h2 id="guide-feedback" className={css.feedbackQuestion}>
              <Trans id="demo.helpCenter.feedback.question" message="Was this guide helpful?" />
            </h2>
            {canGive ? (
              <div className={css.feedbackActions}>
                <button type="button" className={button({ tone: 'secondary' })} onClick={() => helpRef.send({ type: 'helpCenter.feedback.give', feedback: 'helpful' })}>
                  <Trans id="demo.helpCenter.feedback.yes" message="Yes" />
                </button>
                <button type="button" className={button({ tone: 'secondary' })} onClick={() => helpRef.send({ type: 'helpCenter.feedback.give', feedback: 'notHelpful' })}>
                  <Trans id="demo.helpCenter.feedback.no" message="No" />
                </button>
              </div>
            ) : null}
          </>
        ) : (
          <p id="guide-feedback" className={css.feedbackQuestion} role="status">
            {feedback === 'helpful' ? (
              <Trans id="demo.helpCenter.feedback.thanksHelpful" message="Thank you! Glad this guide helped." />
            ) : (
              <Trans id="demo.helpCenter.feedback.thanksNot" message="Thank you for telling us. The other guides of this category may help." />
            )}
          </p>
        )}
      </section>
      {previous || next ? (
        <nav className={css.pager} aria-labelledby="guide-pager">
          <h2 id="guide-pager" className="visually-hidden">
            <Trans id="demo.helpCenter.pager" message="More guides in {category}" values={{ category: data.category.title }} />
          </h2>
          {previous ? (
            <InAppLink to={helpPaths.guide(data.category.slug, previous.slug)} onNavigate={navigate} className={css.pagerLink}>
              <span className={css.muted}>
                <Trans id="demo.helpCenter.pager.previous" message="Previous guide" />
              </span>
              <span className={css.cardTitle}>{previous.title}</span>
            </InAppLink>
          ) : (
            <span />
          )}
          {next ? (
            <InAppLink to={helpPaths.guide(data.category.slug, next.slug)} onNavigate={navigate} className={`${css.pagerLink} ${css.pagerNext}`}>
              <span className={css.muted}>
                <Trans id="demo.helpCenter.pager.next" message="Next guide" />
              </span>
              <span className={css.cardTitle}>{next.title}</span>
            </InAppLink>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
