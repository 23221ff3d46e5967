/** Academy endpoints (SPEC §7 "Academy"). */
import { defineRoutes } from '../endpoint';

const base = '/api/apps/academy';

export const academyRoutes = defineRoutes('academy', [
  { method: 'GET', path: `${base}/categories`, handler: 'getCategories', payload: '—', answer: 'AcademyCategory[] {id, title, slug}' },
  { method: 'GET', path: `${base}/courses`, handler: 'getCourses', payload: '—', answer: 'Course[] (category is the category slug)' },
  {
    method: 'GET', path: `${base}/courses/course`, handler: 'getCourse', payload: 'query `id`',
    answer: 'the Course plus steps [{order, title, subtitle, content}], or null',
  },
]);
