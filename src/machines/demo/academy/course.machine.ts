/** One academy course (/apps/academy/{id or slug}/{step}, issue 14): resolves the address's course and loads its steps; the step read is the address's. */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { ACADEMY_BASE, failureOf, type AcademyFailure } from './academy.machine';
import { fetchCourse, fetchCourses, type CourseStep, type CourseWithSteps } from './get-academy';

/** Finds the course by id or slug in the list, then loads it with its steps; null when there is none. */
export async function loadCourseData(ref: string, signal?: AbortSignal): Promise<CourseWithSteps | null> {
  const courses = await fetchCourses(signal);
  const found = courses.find((c) => c.id === ref) ?? courses.find((c) => c.slug === ref);
  return found ? fetchCourse(found.id, signal) : null;
}

export const loadCourse = fromPromise<CourseWithSteps | null, { ref: string }>(({ input, signal }) => loadCourseData(input.ref, signal));

export interface CourseContext {
  ref: string;
  course: CourseWithSteps | null;
  failure: AcademyFailure | null;
}

export type CourseEvent = { type: 'course.retry' };

export const courseMachine = setup({
  types: {} as { context: CourseContext; events: CourseEvent; input: { ref: string } },
  actors: { loadCourse },
  guards: { isFound: (_, params: { course: CourseWithSteps | null }) => params.course !== null && params.course.steps.length > 0 },
  actions: {
    setCourse: assign((_, params: { course: CourseWithSteps | null }) => ({ course: params.course, failure: null })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
  },
}).createMachine({
  id: 'course',
  context: ({ input }) => ({ ref: input.ref, course: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCourse',
        src: 'loadCourse',
        input: ({ context }) => ({ ref: context.ref }),
        onDone: [
          { guard: { type: 'isFound', params: ({ event }) => ({ course: event.output }) }, target: 'ready', actions: { type: 'setCourse', params: ({ event }) => ({ course: event.output }) } },
          { target: 'notFound' },
        ],
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {},
    notFound: { type: 'final' },
    failed: { on: { 'course.retry': { target: 'loading' } } },
  },
});

export type CourseRef = ActorRefFrom<typeof courseMachine>;
export type CourseSnapshot = SnapshotFrom<typeof courseMachine>;

/** The address of a course's step (1-based); the course's slug reads better than its id. */
export const stepHref = (course: { slug: string }, step: number): string => `${ACADEMY_BASE}/${course.slug}/${step}`;

export interface StepPosition {
  /** 0-based index into the steps. */
  index: number;
  step: CourseStep;
  total: number;
  previousHref: string | null;
  nextHref: string | null;
  /** Share of the course read up to and including this step, 0 to 100. */
  percent: number;
}

/**
 * The step the address asks for (1-based), or without one the step the learner's progress is on (the last step once
 * finished); null when the address names a step the course does not have.
 */
export function stepPosition(course: CourseWithSteps, step: number | null): StepPosition | null {
  const total = course.steps.length;
  const index = step === null ? Math.min(course.progress.currentStep, total - 1) : step - 1;
  const current = course.steps[index];
  if (!current || index < 0) return null;
  return {
    index,
    step: current,
    total,
    previousHref: index > 0 ? stepHref(course, index) : null,
    nextHref: index < total - 1 ? stepHref(course, index + 2) : null,
    percent: Math.round(((index + 1) / total) * 100),
  };
}

export const selectCourse = (s: CourseSnapshot): CourseWithSteps | null => s.context.course;
export const selectIsLoading = (s: CourseSnapshot): boolean => s.matches('loading');
export const selectIsNotFound = (s: CourseSnapshot): boolean => s.matches('notFound');
export const selectFailure = (s: CourseSnapshot): AcademyFailure | null => (s.matches('failed') ? s.context.failure : null);
export const selectCanRetry = (s: CourseSnapshot): boolean => s.can({ type: 'course.retry' });
