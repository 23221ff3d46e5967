/**
 * An academy course read step by step (/apps/academy/{id or slug}/{step}): the step's content (sanitized HTML),
 * previous/next, the list of steps and the share read. The step is the address's: the demo API has no endpoint to
 * save progress, so nothing here claims it is saved.
 */
import { Trans, useLingui } from '@lingui/react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useActorRef, useSelector } from '@xstate/react';
import { ACADEMY_BASE } from '../../../machines/demo/academy/academy.machine';
import {
  courseMachine,
  selectCanRetry,
  selectCourse,
  selectFailure,
  selectIsNotFound,
  stepHref,
  stepPosition,
} from '../../../machines/demo/academy/course.machine';
import type { CourseWithSteps } from '../../../machines/demo/academy/get-academy';
import { InAppLink } from '../../kit/in-app-link';
import { ErrorPage } from '../../pages/error-page';
import * as page from '../../sections/section-page.css';
import { button } from '../../theme/recipes/button.css';
import { Icon } from '../../ui/icon';
import { SafeHtml } from '../../ui/safe-html';
import { AcademyFailureNote, type Navigate } from './academy-parts';
import * as css from './academy.css';

export function CoursePage({ courseRef, step, navigate }: { courseRef: string; step: number | null; navigate: Navigate }) {
  const { i18n } = useLingui();
  const ref = useActorRef(courseMachine, { input: { ref: courseRef } });
  const course = useSelector(ref, selectCourse);
  const failure = useSelector(ref, selectFailure);
  const notFound = useSelector(ref, selectIsNotFound);
  const canRetry = useSelector(ref, selectCanRetry);
  const academy = i18n._({ id: 'demo.academy.title', message: 'Academy' });
  const breadcrumbs = (current: string) => (
    <nav className={css.breadcrumbs} aria-label={i18n._({ id: 'demo.academy.breadcrumbs', message: 'Breadcrumbs' })}>
      <ol className={css.crumbs}>
        <li className={css.crumb}>
          <InAppLink to={ACADEMY_BASE} onNavigate={navigate} className={css.crumbLink}>
            {academy}
          </InAppLink>
        </li>
        <li className={css.crumb}>
          <Icon name="chevronRight" size={14} className={css.chevron} />
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
  if (notFound) {
    return (
      <div className={css.state} role="alert">
        <h1 className={page.title}>
          <Trans id="demo.academy.notFound" message="This course does not exist" />
        </h1>
        <InAppLink to={ACADEMY_BASE} onNavigate={navigate} className={button({ tone: 'secondary' })}>
          <Trans id="demo.academy.notFound.back" message="All courses" />
        </InAppLink>
      </div>
    );
  }
  if (!course) {
    return (
      <>
        {breadcrumbs('…')}
        <header className={page.header}>
          <p className={page.eyebrow}>{academy}</p>
          <h1 className={page.title}>
            <Trans id="demo.academy.course.loading" message="Loading the course…" />
          </h1>
        </header>
        {failure ? <AcademyFailureNote failure={failure} onRetry={canRetry ? () => ref.send({ type: 'course.retry' }) : undefined} /> : <div className={page.loading} role="status" aria-label={academy} />}
      </>
    );
  }
  const position = stepPosition(course, step);
  if (!position) return <ErrorPage status={404} />;
  return (
    <>
      {breadcrumbs(course.title)}
      <header className={page.header}>
        <p className={page.eyebrow}>{academy}</p>
        <h1 className={page.title}>{course.title}</h1>
        <p className={css.lead}>{course.description}</p>
        <p className={css.muted}>
          {i18n._({ id: 'demo.academy.course.facts', message: '{minutes} min · {steps, plural, one {# step} other {# steps}}', values: { minutes: course.duration, steps: course.steps.length } })}
        </p>
      </header>
      <div className={css.course}>
        <section className={css.stepCard} aria-labelledby="course-step-title">
          <div className={css.stepHead}>
            <p className={css.muted}>{i18n._({ id: 'demo.academy.step.of', message: 'Step {step} of {total}', values: { step: position.index + 1, total: position.total } })}</p>
            <h2 id="course-step-title" className={css.stepTitle}>
              {position.step.title}
            </h2>
            <p className={css.muted}>{position.step.subtitle}</p>
          </div>
          <SafeHtml html={position.step.content} profile="document" className={css.content} />
          <div className={css.stepNav}>
            {position.previousHref ? (
              <InAppLink to={position.previousHref} onNavigate={navigate} className={button({ tone: 'secondary' })}>
                <Trans id="demo.academy.step.previous" message="Previous step" />
              </InAppLink>
            ) : (
              <span />
            )}
            {position.nextHref ? (
              <InAppLink to={position.nextHref} onNavigate={navigate} className={button()}>
                <Trans id="demo.academy.step.next" message="Next step" />
              </InAppLink>
            ) : (
              <InAppLink to={ACADEMY_BASE} onNavigate={navigate} className={button()}>
                <Trans id="demo.academy.step.backToCourses" message="Back to the courses" />
              </InAppLink>
            )}
          </div>
        </section>
        <StepList course={course} current={position.index} percent={position.percent} navigate={navigate} />
      </div>
    </>
  );
}

function StepList({ course, current, percent, navigate }: { course: CourseWithSteps; current: number; percent: number; navigate: Navigate }) {
  const { i18n } = useLingui();
  return (
    <aside className={css.aside} aria-labelledby="course-steps">
      <h2 id="course-steps" className={css.asideTitle}>
        <Trans id="demo.academy.steps.title" message="Steps" />
      </h2>
      <div className={css.progressRow}>
        <span id="course-progress">
          <Trans id="demo.academy.steps.read" message="Read so far" />
        </span>
        <span>{i18n._({ id: 'demo.academy.percent', message: '{percent}%', values: { percent } })}</span>
      </div>
      <div className={css.bar} role="progressbar" aria-labelledby="course-progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className={css.barFill} style={assignInlineVars({ [css.fillShare]: `${percent}%` })} />
      </div>
      <ol className={css.steps}>
        {course.steps.map((s, i) => (
          <li key={s.order}>
            <a
              href={stepHref(course, i + 1)}
              className={css.stepLink}
              aria-current={i === current ? 'step' : undefined}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                navigate(stepHref(course, i + 1));
              }}
            >
              <span className={css.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <span className={css.stepName}>{s.title}</span>
            </a>
          </li>
        ))}
      </ol>
      <p className={css.note}>
        <Trans id="demo.academy.steps.note" message="The step you read is kept in this page's address; the demo academy does not save progress." />
      </p>
    </aside>
  );
}
