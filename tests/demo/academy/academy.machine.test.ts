// Issue 14, academy: the address rules (list filters, course and step), the strict parsers (on the mock's real answers
// and on bad ones), the list and course machines (load, not found, failure and retry) with generated paths, and the
// step position (previous/next, progress) derived from the address.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  academyListHref,
  academyMachine,
  academyViewOf,
  filterCourses,
  MAX_QUERY,
  parseAcademyFilter,
  progressPercent,
  selectCourses,
  selectDraft,
  selectFailure,
  type AcademyData,
} from '../../../src/machines/demo/academy/academy.machine';
import { courseMachine, loadCourseData, selectFailure as selectCourseFailure, stepPosition } from '../../../src/machines/demo/academy/course.machine';
import { parseCategories, parseCourse, parseCourses, type Course, type CourseWithSteps } from '../../../src/machines/demo/academy/get-academy';
import { demoConfig } from '../../../src/config/runtime-config';
import { configureApiClient, resetApiClient } from '../../../src/machines/effects/api-client';
import { ApiError } from '../../../src/machines/effects/api-error';
import { signAccessToken } from '../../support/access-tokens';
import { demoCaller, get, useServer } from '../../mirage-demo/support';
import { doneEvent, errorEvent } from '../../support/path-events';

const course = (over: Partial<Course>): Course => ({
  id: 'id-1', title: 'Basics of Angular', slug: 'basics-of-angular', description: 'Introductory course for Angular', category: 'web',
  duration: 30, totalSteps: 4, updatedAt: '2024-03-01T12:00:00.000Z', featured: false, progress: { currentStep: 0, completed: 0 }, ...over,
});
const courses = [
  course({}),
  course({ id: 'id-2', title: 'Cloud Functions', slug: 'cloud-functions', description: 'Serverless code', category: 'cloud', progress: { currentStep: 4, completed: 2 } }),
  course({ id: 'id-3', title: 'Basics of TypeScript', slug: 'basics-of-typescript', description: 'Types for the web', category: 'web', progress: { currentStep: 2, completed: 0 } }),
];
const withSteps: CourseWithSteps = {
  ...courses[2]!,
  steps: [0, 1, 2, 3].map((order) => ({ order, title: `Step ${order}`, subtitle: 'Try it', content: `<p>${order}</p>` })),
};
const data: AcademyData = { categories: [{ id: 'w', title: 'Web', slug: 'web' }, { id: 'c', title: 'Cloud', slug: 'cloud' }], courses };
const offline = new ApiError({ kind: 'network', code: 'offline', method: 'GET', url: '/api/apps/academy/courses' });

describe('academy addresses', () => {
  it('reads the list, a course by id or slug, and its 1-based step; refuses the rest', () => {
    expect(academyViewOf('/apps/academy')).toEqual({ page: 'list' });
    expect(academyViewOf('/apps/academy/basics-of-angular')).toEqual({ page: 'course', ref: 'basics-of-angular', step: null });
    expect(academyViewOf('/apps/academy/2d9c-11/3')).toEqual({ page: 'course', ref: '2d9c-11', step: 3 });
    for (const bad of ['/apps/academyx', '/apps/academy/x/0', '/apps/academy/x/two', '/apps/academy/x/1/more', '/apps/academy/<b>', '/apps/academy/-x']) {
      expect(academyViewOf(bad), bad).toBeNull();
    }
  });

  it('keeps the filters in the address, defaults left out, and reads them back', () => {
    const filter = { category: 'web', query: 'basics of', hideCompleted: true };
    const href = academyListHref(filter);
    expect(href).toBe('/apps/academy?category=web&q=basics+of&hideCompleted=1');
    expect(parseAcademyFilter(href.slice(href.indexOf('?')))).toEqual(filter);
    expect(academyListHref({ category: null, query: '', hideCompleted: false })).toBe('/apps/academy');
    expect(parseAcademyFilter('?category=%3Cscript%3E&hideCompleted=yes&q=' + 'a'.repeat(300))).toEqual({ category: null, query: 'a'.repeat(100), hideCompleted: false });
  });

  it('filters by category, every word, and hides finished courses when asked', () => {
    expect(filterCourses(courses, { category: 'web', query: '', hideCompleted: false }).map((c) => c.id)).toEqual(['id-1', 'id-3']);
    expect(filterCourses(courses, { category: null, query: 'BASICS web', hideCompleted: false }).map((c) => c.id)).toEqual(['id-3']);
    expect(filterCourses(courses, { category: null, query: '', hideCompleted: true }).map((c) => c.id)).toEqual(['id-1', 'id-3']);
    expect(progressPercent(courses[2]!)).toBe(50);
    expect(progressPercent(courses[1]!)).toBe(100);
  });
});

describe('academy answers', () => {
  useServer();

  it("reads the mock's own categories, courses and a course with its steps in order; an unknown course is null", async () => {
    const categories = parseCategories((await get('/api/apps/academy/categories')).body);
    expect(categories.map((c) => c.slug)).toEqual(['web', 'android', 'cloud', 'firebase']);
    const list = parseCourses((await get('/api/apps/academy/courses')).body);
    expect(list).toHaveLength(12);
    expect(list.every((c) => categories.some((k) => k.slug === c.category))).toBe(true);
    const one = parseCourse((await get(`/api/apps/academy/courses/course?id=${list[0]!.id}`)).body)!;
    expect(one.steps).toHaveLength(one.totalSteps);
    expect(one.steps.map((s) => s.order)).toEqual([...one.steps.keys()]);
    expect(parseCourse((await get('/api/apps/academy/courses/course?id=nope')).body)).toBeNull();
  });

  it.each([
    ['courses that are not a list', () => parseCourses({})],
    ['a slug with markup', () => parseCourses([{ ...courses[0], slug: '<img src=x onerror=alert(1)>' }])],
    ['an id that leaves the address', () => parseCourses([{ ...courses[0], id: '../../admin' }])],
    ['a duration that is not a number', () => parseCourses([{ ...courses[0], duration: '30' }])],
    ['progress past the last step', () => parseCourses([{ ...courses[0], progress: { currentStep: 9, completed: 0 } }])],
    ['no progress', () => parseCourses([{ ...courses[0], progress: null }])],
    ['a date that is not one', () => parseCourses([{ ...courses[0], updatedAt: 'soon' }])],
    ['steps that are not a list', () => parseCourse({ ...courses[0], steps: 'x' })],
    ['step content that is not text', () => parseCourse({ ...courses[0], steps: [{ order: 0, title: 'a', subtitle: 'b', content: {} }] })],
    ['a category without a title', () => parseCategories([{ id: 'x', slug: 'web' }])],
  ])('refuses %s', (_, parse) => expect(parse).toThrow(TypeError));
});

describe('academy list machine', () => {
  it('loads categories and courses; a failure says why and Retry loads again', async () => {
    let calls = 0;
    const actor = createActor(academyMachine.provide({ actors: { loadAcademy: fromPromise(async () => (++calls === 1 ? Promise.reject(offline) : data)) } }), { input: { query: 'basics' } }).start();
    expect(selectDraft(actor.getSnapshot())).toBe('basics');
    actor.send({ type: 'academy.query.change', value: 'type' + 's'.repeat(300) });
    expect(selectDraft(actor.getSnapshot())).toHaveLength(MAX_QUERY);
    // Clear filters or Back changes the address: the field follows it.
    actor.send({ type: 'academy.address.changed', query: '' });
    expect(selectDraft(actor.getSnapshot())).toBe('');
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectFailure(actor.getSnapshot())).toBe('offline');
    actor.send({ type: 'academy.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectCourses(actor.getSnapshot())).toHaveLength(3);
    expect(selectFailure(actor.getSnapshot())).toBeNull();
  });

  it('generated paths: courses only when ready, a failure only when failed', () => {
    const paths = getShortestPaths(academyMachine, {
      input: { query: 'web' },
      events: [{ type: 'academy.retry' }, { type: 'academy.query.change', value: 'cloud' }, { type: 'academy.address.changed', query: 'web' }, doneEvent('loadAcademy', data), errorEvent('loadAcademy', offline), errorEvent('loadAcademy', new TypeError('bad'))] as never,
    });
    expect(new Set(paths.map((p) => String(p.state.value)))).toEqual(new Set(['loading', 'ready', 'failed']));
    for (const { state } of paths) {
      expect(selectCourses(state).length > 0).toBe(state.matches('ready'));
      expect(selectFailure(state) !== null).toBe(state.matches('failed'));
      expect(['web', 'cloud']).toContain(selectDraft(state));
    }
  });
});

describe('course machine', () => {
  useServer();
  beforeEach(() => {
    configureApiClient({
      config: { ...demoConfig('http://localhost:9090'), tenantBaseDomain: 'localhost' },
      host: `acme.localhost:${window.location.port || '80'}`,
      origin: window.location.origin,
      getAccessToken: () => signAccessToken(demoCaller),
      renewAccessToken: async () => null,
    });
  });
  afterEach(() => resetApiClient());

  it('finds the course of the address by id or by slug and loads its steps (against the mock)', async () => {
    const list = parseCourses((await get('/api/apps/academy/courses')).body);
    const bySlug = await loadCourseData(list[3]!.slug);
    expect(bySlug!.id).toBe(list[3]!.id);
    expect((await loadCourseData(list[3]!.id))!.slug).toBe(list[3]!.slug);
    expect(await loadCourseData('no-such-course')).toBeNull();
  });

  it('an unknown course is not found; a failure retries', async () => {
    const missing = createActor(courseMachine.provide({ actors: { loadCourse: fromPromise<CourseWithSteps | null, { ref: string }>(async () => null) } }), { input: { ref: 'x' } }).start();
    await waitFor(missing, (s) => s.matches('notFound'));
    let calls = 0;
    const actor = createActor(courseMachine.provide({ actors: { loadCourse: fromPromise(async () => (++calls === 1 ? Promise.reject(offline) : withSteps)) } }), { input: { ref: 'basics-of-typescript' } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'course.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.course!.steps).toHaveLength(4);
  });

  it('the step shown: the address\'s, else where the learner is; previous/next addresses and the share read', () => {
    const resume = stepPosition(withSteps, null)!;
    expect(resume.index).toBe(2);
    expect(resume.previousHref).toBe('/apps/academy/basics-of-typescript/2');
    expect(resume.nextHref).toBe('/apps/academy/basics-of-typescript/4');
    expect(resume.percent).toBe(75);
    const first = stepPosition(withSteps, 1)!;
    expect(first.previousHref).toBeNull();
    expect(first.percent).toBe(25);
    expect(stepPosition(withSteps, 4)!.nextHref).toBeNull();
    expect(stepPosition(withSteps, 5)).toBeNull();
    // A finished course opens at its last step.
    expect(stepPosition({ ...withSteps, progress: { currentStep: 4, completed: 1 } }, null)!.index).toBe(3);
  });

  it('generated paths: a course only when ready, a failure only when failed, the address\'s ref kept', () => {
    const paths = getShortestPaths(courseMachine, {
      input: { ref: 'basics-of-typescript' },
      events: [{ type: 'course.retry' }, doneEvent('loadCourse', withSteps), doneEvent('loadCourse', null), doneEvent('loadCourse', { ...withSteps, steps: [] }), errorEvent('loadCourse', offline)] as never,
    });
    expect(new Set(paths.map((p) => String(p.state.value)))).toEqual(new Set(['loading', 'ready', 'notFound', 'failed']));
    for (const { state } of paths) {
      expect(state.context.course !== null).toBe(state.matches('ready'));
      expect(selectCourseFailure(state) !== null).toBe(state.matches('failed'));
      expect(state.context.ref).toBe('basics-of-typescript');
    }
  });
});
