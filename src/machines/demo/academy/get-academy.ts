/**
 * The academy's requests (SPEC §7 "Academy"): GET /api/apps/academy/categories, courses and courses/course?id=, each
 * answer checked field by field. Step `content` is HTML (shown through the one sanitizing component); everything else
 * is plain text. Slugs and ids end up in addresses, so they must be address-safe.
 */
import { apiRequest } from '../../effects/api-client';

/** SPEC §3 "Academy course" (category is the category's slug). */
export interface AcademyCategory {
  id: string;
  title: string;
  slug: string;
}
export interface CourseProgress {
  /** The step the learner is on (0-based; totalSteps when finished). */
  currentStep: number;
  /** How many times the course was finished. */
  completed: number;
}
export interface Course {
  id: string;
  title: string;
  slug: string;
  description: string;
  category: string;
  /** Minutes. */
  duration: number;
  totalSteps: number;
  updatedAt: string;
  featured: boolean;
  progress: CourseProgress;
}
export interface CourseStep {
  order: number;
  title: string;
  subtitle: string;
  /** Untrusted HTML. */
  content: string;
}
export interface CourseWithSteps extends Course {
  steps: CourseStep[];
}

const base = '/api/apps/academy';
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** An id or slug as it may appear in an address segment. */
const refPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,119}$/;
const MAX_TEXT = 2_000;
const MAX_HTML = 200_000;
const MAX_ITEMS = 1_000;

export const isCourseRef = (value: string): boolean => refPattern.test(value);

type Raw = Record<string, unknown>;

function object(raw: unknown, what: string): Raw {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new TypeError(`${what} is not an object`);
  return raw as Raw;
}

function text(r: Raw, key: string, what: string, max = MAX_TEXT): string {
  const value = r[key];
  if (typeof value !== 'string' || value.length > max) throw new TypeError(`${what}.${key} must be a string`);
  return value;
}

function count(r: Raw, key: string, what: string, min = 0): number {
  const value = r[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > 100_000) throw new TypeError(`${what}.${key} must be a whole number`);
  return value;
}

function list(raw: unknown, what: string): unknown[] {
  if (!Array.isArray(raw) || raw.length > MAX_ITEMS) throw new TypeError(`${what} must be a list`);
  return raw;
}

function pattern(r: Raw, key: string, what: string, re: RegExp): string {
  const value = text(r, key, what);
  if (!re.test(value)) throw new TypeError(`${what}.${key} is not address-safe`);
  return value;
}

export function parseCategories(raw: unknown): AcademyCategory[] {
  return list(raw, 'academy categories').map((item) => {
    const r = object(item, 'academy category');
    return { id: text(r, 'id', 'academy category'), title: text(r, 'title', 'academy category'), slug: pattern(r, 'slug', 'academy category', slugPattern) };
  });
}

function parseCourseFields(r: Raw): Course {
  const what = 'course';
  const progress = object(r.progress, 'course.progress');
  const totalSteps = count(r, 'totalSteps', what);
  const currentStep = count(progress, 'currentStep', 'course.progress');
  if (currentStep > totalSteps) throw new TypeError('course.progress.currentStep is past the last step');
  const updatedAt = text(r, 'updatedAt', what);
  if (Number.isNaN(Date.parse(updatedAt))) throw new TypeError('course.updatedAt must be a date');
  if (typeof r.featured !== 'boolean') throw new TypeError('course.featured must be true or false');
  return {
    id: pattern(r, 'id', what, refPattern),
    title: text(r, 'title', what),
    slug: pattern(r, 'slug', what, slugPattern),
    description: text(r, 'description', what),
    // An empty category is what the mock answers for a course whose category is gone.
    category: text(r, 'category', what),
    duration: count(r, 'duration', what),
    totalSteps,
    updatedAt,
    featured: r.featured,
    progress: { currentStep, completed: count(progress, 'completed', 'course.progress') },
  };
}

export function parseCourses(raw: unknown): Course[] {
  return list(raw, 'courses').map((item) => parseCourseFields(object(item, 'course')));
}

/** The single-course answer, its steps in order; `null` (unknown id) stays null. */
export function parseCourse(raw: unknown): CourseWithSteps | null {
  if (raw === null) return null;
  const r = object(raw, 'course');
  const steps = list(r.steps, 'course.steps').map((item) => {
    const s = object(item, 'course step');
    return { order: count(s, 'order', 'course step'), title: text(s, 'title', 'course step'), subtitle: text(s, 'subtitle', 'course step'), content: text(s, 'content', 'course step', MAX_HTML) };
  });
  return { ...parseCourseFields(r), steps: steps.sort((a, b) => a.order - b.order) };
}

export const fetchCategories = (signal?: AbortSignal) => apiRequest({ method: 'GET', url: `${base}/categories`, signal, parse: parseCategories });
export const fetchCourses = (signal?: AbortSignal) => apiRequest({ method: 'GET', url: `${base}/courses`, signal, parse: parseCourses });
export const fetchCourse = (id: string, signal?: AbortSignal) => apiRequest({ method: 'GET', url: `${base}/courses/course`, query: { id }, signal, parse: parseCourse });
