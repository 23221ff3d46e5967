/**
 * The demo academy (/apps/academy, issue 14): courses as cards, filtered by category chips, a search and "hide
 * completed", all three in the address; and a course read step by step (/apps/academy/{id or slug}/{step}). The lists
 * come from the academy machines (src/machines/demo/academy); the view selects and sends, and filters are navigations.
 */
import { Switch } from '@ark-ui/react/switch';
import { Trans, useLingui } from '@lingui/react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useId } from 'react';
import {
  academyListHref,
  academyMachine,
  academyViewOf,
  filterCourses,
  isCompleted,
  MAX_QUERY,
  parseAcademyFilter,
  progressPercent,
  selectCanRetry,
  selectCategories,
  selectCourses,
  selectDraft,
  selectFailure,
  selectIsLoading,
  type AcademyFilter,
  type AcademyRef,
} from '../../../machines/demo/academy/academy.machine';
import type { AcademyCategory, Course } from '../../../machines/demo/academy/get-academy';
import { selectLocation } from '../../../machines/nav.machine';
import type { SessionRef } from '../../../machines/session.machine';
import { useNavRef } from '../../app-actor';
import { Badge } from '../../kit/badge';
import { InAppLink } from '../../kit/in-app-link';
import { ErrorPage } from '../../pages/error-page';
import * as page from '../../sections/section-page.css';
import { button } from '../../theme/recipes/button.css';
import { CoursePage } from './academy-course';
import { AcademyFailureNote, type Navigate } from './academy-parts';
import * as css from './academy.css';

export default function AcademyPage(_: { sessionRef: SessionRef }) {
  const navRef = useNavRef()!;
  const location = useSelector(navRef, selectLocation);
  const navigate = useCallback<Navigate>((to, replace) => navRef.send({ type: 'nav.navigate', to, ...(replace ? { replace } : {}) }), [navRef]);
  const view = academyViewOf(location.path);
  if (!view) return <ErrorPage status={404} />;
  if (view.page === 'course') return <CoursePage key={view.ref} courseRef={view.ref} step={view.step} navigate={navigate} />;
  return <CourseList filter={parseAcademyFilter(location.search)} navigate={navigate} />;
}

function CourseList({ filter, navigate }: { filter: AcademyFilter; navigate: Navigate }) {
  const { i18n } = useLingui();
  const ref = useActorRef(academyMachine, { input: { query: filter.query } });
  const failure = useSelector(ref, selectFailure);
  const canRetry = useSelector(ref, selectCanRetry);
  const categories = useSelector(ref, selectCategories);
  const courses = useSelector(ref, selectCourses);
  const loading = useSelector(ref, selectIsLoading);
  // The field follows the address when it changes by other means than typing (Clear filters, Back, Forward).
  useEffect(() => ref.send({ type: 'academy.address.changed', query: filter.query }), [ref, filter.query]);
  const visible = filterCourses(courses, filter);
  return (
    <>
      <header className={css.hero}>
        <p className={page.eyebrow}>
          <Trans id="demo.academy.title" message="Academy" />
        </p>
        <h1 className={page.title}>
          <Trans id="demo.academy.list.title" message="What do you want to learn today?" />
        </h1>
        <p className={css.lead}>
          <Trans id="demo.academy.list.lead" message="Courses of the demo academy by category. Your place in a course is kept in its address while you read." />
        </p>
      </header>
      <Toolbar academyRef={ref} filter={filter} categories={categories} navigate={navigate} />
      {failure ? (
        <AcademyFailureNote failure={failure} onRetry={canRetry ? () => ref.send({ type: 'academy.retry' }) : undefined} />
      ) : loading ? (
        <div role="status" className={css.toolbar}>
          <div className={page.loading} aria-hidden="true" />
          <p className={css.muted}>
            <Trans id="demo.academy.loading" message="Loading the courses…" />
          </p>
        </div>
      ) : (
        <>
          <p className={css.muted} role="status">
            {i18n._({
              id: 'demo.academy.count',
              message: '{shown, plural, =0 {No course matches} one {# course} other {# courses}} of {total}',
              values: { shown: visible.length, total: courses.length },
            })}
          </p>
          {visible.length === 0 ? (
            <div className={css.state}>
              <p>
                <Trans id="demo.academy.empty" message="No course matches these filters." />
              </p>
              <button type="button" className={button({ tone: 'secondary' })} onClick={() => navigate(academyListHref({ category: null, query: '', hideCompleted: false }))}>
                <Trans id="demo.academy.clearFilters" message="Clear filters" />
              </button>
            </div>
          ) : (
            <ul className={css.grid}>
              {visible.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} category={categories.find((c) => c.slug === course.category)} navigate={navigate} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}

function Toolbar({ academyRef, filter, categories, navigate }: { academyRef: AcademyRef; filter: AcademyFilter; categories: AcademyCategory[]; navigate: Navigate }) {
  const { i18n } = useLingui();
  const inputId = useId();
  const draft = useSelector(academyRef, selectDraft);
  const chip = (category: string | null, label: string) => (
    <li key={category ?? ''}>
      <button type="button" className={css.chip} aria-pressed={filter.category === category} onClick={() => navigate(academyListHref({ ...filter, category }))}>
        {label}
      </button>
    </li>
  );
  return (
    <div className={css.toolbar}>
      <ul className={css.chips} aria-label={i18n._({ id: 'demo.academy.categories', message: 'Categories' })}>
        {chip(null, i18n._({ id: 'demo.academy.categories.all', message: 'All' }))}
        {categories.map((c) => chip(c.slug, c.title))}
      </ul>
      <div className={css.toolbarRow}>
        <div className={css.search} role="search">
          <label className={css.label} htmlFor={inputId}>
            <Trans id="demo.academy.search" message="Search courses" />
          </label>
          <input
            id={inputId}
            className={css.control}
            type="search"
            value={draft}
            maxLength={MAX_QUERY}
            autoComplete="off"
            onChange={(event) => {
              academyRef.send({ type: 'academy.query.change', value: event.target.value });
              navigate(academyListHref({ ...filter, query: event.target.value }), true);
            }}
          />
        </div>
        <Switch.Root className={css.switchRoot} checked={filter.hideCompleted} onCheckedChange={(details) => navigate(academyListHref({ ...filter, hideCompleted: details.checked }))}>
          <Switch.Control className={css.switchControl}>
            <Switch.Thumb className={css.switchThumb} />
          </Switch.Control>
          <Switch.Label>
            <Trans id="demo.academy.hideCompleted" message="Hide completed" />
          </Switch.Label>
          <Switch.HiddenInput />
        </Switch.Root>
      </div>
    </div>
  );
}

function CourseCard({ course, category, navigate }: { course: Course; category: AcademyCategory | undefined; navigate: Navigate }) {
  const { i18n } = useLingui();
  const percent = progressPercent(course);
  const started = course.progress.currentStep > 0;
  const href = `/apps/academy/${course.slug}`;
  return (
    <article className={css.card}>
      <div className={css.cardTop}>
        <Badge>{category?.title ?? course.category}</Badge>
        {course.featured ? (
          <Badge tone="warning">
            <Trans id="demo.academy.featured" message="Featured" />
          </Badge>
        ) : null}
        {isCompleted(course) ? (
          <Badge tone="positive">
            {i18n._({ id: 'demo.academy.completed', message: 'Completed {times, plural, one {once} other {# times}}', values: { times: course.progress.completed } })}
          </Badge>
        ) : null}
      </div>
      <h2 className={css.cardTitle}>
        <InAppLink to={href} onNavigate={navigate} className={css.titleLink}>
          {course.title}
        </InAppLink>
      </h2>
      <p className={css.muted}>{course.description}</p>
      <dl className={css.facts}>
        <div className={css.fact}>
          <dt>
            <Trans id="demo.academy.duration" message="Duration" />:
          </dt>
          <dd>{i18n._({ id: 'demo.academy.minutes', message: '{minutes} min', values: { minutes: course.duration } })}</dd>
        </div>
        <div className={css.fact}>
          <dt>
            <Trans id="demo.academy.steps" message="Steps" />:
          </dt>
          <dd>{course.totalSteps}</dd>
        </div>
        <div className={css.fact}>
          <dt>
            <Trans id="demo.academy.updated" message="Updated" />:
          </dt>
          <dd>{i18n.date(new Date(course.updatedAt), { dateStyle: 'medium' })}</dd>
        </div>
      </dl>
      <div className={css.cardFoot}>
        <div className={css.progressRow}>
          <span id={`progress-${course.id}`}>
            <Trans id="demo.academy.progress" message="Progress" />
          </span>
          <span>{i18n._({ id: 'demo.academy.progress.steps', message: '{done} of {total} steps', values: { done: Math.min(course.progress.currentStep, course.totalSteps), total: course.totalSteps } })}</span>
        </div>
        <div className={css.bar} role="progressbar" aria-labelledby={`progress-${course.id}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <div className={css.barFill} style={assignInlineVars({ [css.fillShare]: `${percent}%` })} />
        </div>
        <InAppLink to={href} onNavigate={navigate} className={button({ tone: started && !isCompleted(course) ? 'primary' : 'secondary' })}>
          {isCompleted(course) ? (
            <Trans id="demo.academy.open.again" message="Read again" />
          ) : started ? (
            <Trans id="demo.academy.open.continue" message="Continue" />
          ) : (
            <Trans id="demo.academy.open.start" message="Start" />
          )}
          <span className="visually-hidden">{`: ${course.title}`}</span>
        </InAppLink>
      </div>
    </article>
  );
}
