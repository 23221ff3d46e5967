/**
 * Pieces of an item's pane that contacts and tasks share (issue 14): the pane's loading, not-found and failed states
 * (with Try again when the machine offers it), the tags as checkboxes, and the two alerts under a form (the save
 * failed; fields to correct). Each area gives its own texts and classes; the pieces only draw and call back.
 */
import { Trans, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { DemoFailure } from '../../machines/demo/contacts/demo-failure';
import { button } from '../theme/recipes/button.css';
import { failureTexts } from './contacts/contacts-texts';

interface StateProps {
  loading: boolean;
  notFound: boolean;
  failure: DemoFailure | null;
  canRetry: boolean;
  onRetry: () => void;
  classes: { status: string; alert: string };
  /** The class of the not-found heading, and of its text if any. */
  headingClass: string;
  notFoundTextClass?: string;
  loadingText: ReactNode;
  notFoundTitle: ReactNode;
  notFoundText: ReactNode;
  /** What the pane shows when the item is there. */
  children: ReactNode;
}

/** The item's pane: loading, not found, failed (Try again when offered), else its children. */
export function DetailStates({ loading, notFound, failure, canRetry, onRetry, classes, headingClass, notFoundTextClass, loadingText, notFoundTitle, notFoundText, children }: StateProps) {
  const { i18n } = useLingui();
  if (loading)
    return (
      <p role="status" className={classes.status}>
        {loadingText}
      </p>
    );
  if (notFound)
    return (
      <div role="alert" className={classes.alert}>
        <h2 className={headingClass}>{notFoundTitle}</h2>
        <p className={notFoundTextClass}>{notFoundText}</p>
      </div>
    );
  if (failure)
    return (
      <div role="alert" className={classes.alert}>
        <p>{i18n._(failureTexts[failure])}</p>
        {canRetry ? (
          <button type="button" className={button({ tone: 'secondary' })} onClick={onRetry}>
            <Trans id="demo.people.retry" message="Try again" />
          </button>
        ) : null}
      </div>
    );
  return <>{children}</>;
}

/** The tags as checkboxes (nothing when there are none). */
export function TagChecks({
  tags,
  checked,
  legend,
  onToggle,
  classes,
}: {
  tags: readonly { id: string; title: string }[];
  checked: readonly string[];
  legend: ReactNode;
  onToggle: (id: string) => void;
  classes: { fieldset: string; legend: string; checks: string; check: string };
}) {
  if (tags.length === 0) return null;
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{legend}</legend>
      <div className={classes.checks}>
        {tags.map((tag) => (
          <label key={tag.id} className={classes.check}>
            <input type="checkbox" checked={checked.includes(tag.id)} onChange={() => onToggle(tag.id)} />
            {tag.title}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Under a form: why the last save failed, and that marked fields need correcting. */
export function SaveAlerts({ saveFailure, hasProblems, className }: { saveFailure: DemoFailure | null; hasProblems: boolean; className: string }) {
  const { i18n } = useLingui();
  return (
    <>
      {saveFailure ? (
        <p role="alert" className={className}>
          {i18n._(failureTexts[saveFailure])}
        </p>
      ) : null}
      {hasProblems ? (
        <p role="alert" className={className}>
          <Trans id="demo.people.fix" message="Correct the marked fields to save." />
        </p>
      ) : null}
    </>
  );
}
