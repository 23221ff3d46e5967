/** Academy area (lazy chunk): categories, courses and a course with its steps. */
import { academyCategoryRows, courseRows, courseStepRows, type AcademyCategory, type Course, type CourseRow, type CourseStepRow } from '../data/academy';
import type { Handler } from '../endpoint';
import { table, type MirageSchema } from '../../shared/store';

const categories = (s: MirageSchema) => table<AcademyCategory>(s, 'academyCategory');
const courses = (s: MirageSchema) => table<CourseRow>(s, 'academyCourse');
const steps = (s: MirageSchema) => table<CourseStepRow>(s, 'academyStep');

export function seed(schema: MirageSchema): void {
  categories(schema).seed(academyCategoryRows);
  courses(schema).seed(courseRows);
  steps(schema).seed(courseStepRows);
}

const toCourse = (schema: MirageSchema, { categoryId, ...rest }: CourseRow): Course => ({
  ...rest,
  category: categories(schema).find(categoryId)?.slug ?? '',
});

const getCourse: Handler = ({ schema, req }) => {
  const row = courses(schema).find(req.param('id'));
  if (!row) return null;
  const courseSteps = steps(schema)
    .where((s) => s.courseId === row.id)
    .sort((a, b) => a.order - b.order)
    .map(({ order, title, subtitle, content }) => ({ order, title, subtitle, content }));
  return { ...toCourse(schema, row), steps: courseSteps };
};

export const handlers = {
  getCategories: ({ schema }) => categories(schema).all(),
  getCourses: ({ schema }) => courses(schema).all().map((c) => toCourse(schema, c)),
  getCourse,
} satisfies Record<string, Handler>;
