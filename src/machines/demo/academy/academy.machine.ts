/** The demo academy's course list (/apps/academy, issue 14): loads categories and courses once; its filters live in the address. */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { isApiError } from '../../effects/api-error';
import { fetchCategories, fetchCourses, isCourseRef, type AcademyCategory, type Course } from './get-academy';

export const ACADEMY_BASE = '/apps/academy';

/** The pages of the academy, read from the address: the list, or a course (by id or slug) at a step (1-based). */
export type AcademyView = { page: 'list' } | { page: 'course'; ref: string; step: number | null };

export function academyViewOf(path: string): AcademyView | null {
  if (path !== ACADEMY_BASE && !path.startsWith(`${ACADEMY_BASE}/`)) return null;
  const [ref, step, ...more] = path.slice(ACADEMY_BASE.length).split('/').filter((s) => s !== '');
  if (ref === undefined) return { page: 'list' };
  if (!isCourseRef(ref) || more.length > 0) return null;
  if (step === undefined) return { page: 'course', ref, step: null };
  return /^[1-9]\d{0,3}$/.test(step) ? { page: 'course', ref, step: Number(step) } : null;
}

/** The list's filters, all in the address: `?category=web&q=angular&hideCompleted=1`. */
export interface AcademyFilter {
  /** A category slug, or null for all. */
  category: string | null;
  query: string;
  hideCompleted: boolean;
}

export const MAX_QUERY = 100;

export function parseAcademyFilter(search: string): AcademyFilter {
  const params = new URLSearchParams(search);
  const category = params.get('category');
  return {
    category: category && /^[a-z0-9-]{1,60}$/.test(category) ? category : null,
    query: (params.get('q') ?? '').slice(0, MAX_QUERY),
    hideCompleted: params.get('hideCompleted') === '1',
  };
}

/** The list's address for these filters (defaults left out, so the plain list is /apps/academy). */
export function academyListHref(filter: AcademyFilter): string {
  const params = new URLSearchParams();
  if (filter.category) params.set('category', filter.category);
  if (filter.query !== '') params.set('q', filter.query.slice(0, MAX_QUERY));
  if (filter.hideCompleted) params.set('hideCompleted', '1');
  const search = params.toString();
  return search ? `${ACADEMY_BASE}?${search}` : ACADEMY_BASE;
}

/** A course the learner has finished at least once. */
export const isCompleted = (course: Course): boolean => course.progress.completed > 0;

/** Every word of the query in the title or description, in the category, and not finished when asked. */
export function filterCourses(courses: readonly Course[], filter: AcademyFilter): Course[] {
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  return courses.filter(
    (c) =>
      (filter.category === null || c.category === filter.category) &&
      (!filter.hideCompleted || !isCompleted(c)) &&
      words.every((w) => `${c.title} ${c.description}`.toLowerCase().includes(w)),
  );
}

/** Share of the steps behind the learner, 0 to 100. */
export const progressPercent = (course: Course): number =>
  course.totalSteps === 0 ? 0 : Math.round((Math.min(course.progress.currentStep, course.totalSteps) / course.totalSteps) * 100);

export type AcademyFailure = 'offline' | 'malformed' | 'failed';

export const failureOf = (error: unknown): AcademyFailure => {
  const code = isApiError(error) ? error.code : null;
  return code === 'offline' ? 'offline' : code === 'malformed' ? 'malformed' : 'failed';
};

export interface AcademyData {
  categories: AcademyCategory[];
  courses: Course[];
}

export const loadAcademy = fromPromise<AcademyData>(async ({ signal }) => {
  const [categories, courses] = await Promise.all([fetchCategories(signal), fetchCourses(signal)]);
  return { categories, courses };
});

export interface AcademyContext {
  data: AcademyData | null;
  failure: AcademyFailure | null;
  /**
   * The search field's text as typed. The filter applied is the address's `q` (the view puts each change there too);
   * the field shows this draft so that it never jumps while the address catches up.
   */
  draft: string;
}

export type AcademyEvent =
  | { type: 'academy.retry' }
  | { type: 'academy.query.change'; value: string }
  /** The address's `q` changed (typing, Clear filters, Back): the field shows it. */
  | { type: 'academy.address.changed'; query: string };

export const academyMachine = setup({
  types: {} as { context: AcademyContext; events: AcademyEvent; input: { query: string } },
  actors: { loadAcademy },
  actions: {
    setDraft: assign((_, params: { value: string }) => ({ draft: params.value.slice(0, MAX_QUERY) })),
    setData: assign((_, params: { data: AcademyData }) => ({ data: params.data, failure: null })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
  },
}).createMachine({
  id: 'academy',
  context: ({ input }) => ({ data: null, failure: null, draft: input.query.slice(0, MAX_QUERY) }),
  initial: 'loading',
  on: {
    'academy.query.change': { actions: { type: 'setDraft', params: ({ event }) => ({ value: event.value }) } },
    'academy.address.changed': { actions: { type: 'setDraft', params: ({ event }) => ({ value: event.query }) } },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadAcademy',
        src: 'loadAcademy',
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {},
    failed: { on: { 'academy.retry': { target: 'loading' } } },
  },
});

export type AcademyRef = ActorRefFrom<typeof academyMachine>;
export type AcademySnapshot = SnapshotFrom<typeof academyMachine>;

export const selectCategories = (s: AcademySnapshot): AcademyCategory[] => s.context.data?.categories ?? [];
export const selectCourses = (s: AcademySnapshot): Course[] => s.context.data?.courses ?? [];
export const selectIsLoading = (s: AcademySnapshot): boolean => s.matches('loading');
export const selectFailure = (s: AcademySnapshot): AcademyFailure | null => (s.matches('failed') ? s.context.failure : null);
export const selectCanRetry = (s: AcademySnapshot): boolean => s.can({ type: 'academy.retry' });
export const selectDraft = (s: AcademySnapshot): string => s.context.draft;
