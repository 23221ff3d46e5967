/** Seed data of the academy area: 4 categories, 12 courses and their steps (fixed seed). */
import { seededRandom } from '../../shared/ids';

export interface AcademyCategory {
  id: string;
  title: string;
  slug: string;
}
export interface CourseProgress {
  currentStep: number;
  completed: number;
}
export interface Course {
  id: string;
  title: string;
  slug: string;
  description: string;
  /** The category's slug. */
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
  content: string;
}
/** Stored form: the category is a belongsTo. */
export interface CourseRow extends Omit<Course, 'category'> {
  categoryId: string;
}
export interface CourseStepRow extends CourseStep {
  id: string;
  courseId: string;
}

const random = seededRandom(0xacade);

export const academyCategoryRows: AcademyCategory[] = [
  { id: random.uuid(), title: 'Web', slug: 'web' },
  { id: random.uuid(), title: 'Android', slug: 'android' },
  { id: random.uuid(), title: 'Cloud', slug: 'cloud' },
  { id: random.uuid(), title: 'Firebase', slug: 'firebase' },
];

const courseTitles: [string, string][] = [
  ['web', 'Basics of Angular'],
  ['web', 'Basics of TypeScript'],
  ['android', 'Android N: Quick Settings'],
  ['android', 'Build an App for the Google Assistant with Firebase'],
  ['cloud', 'Keep Sensitive Data Safe and Private'],
  ['android', 'Manage Your Pivotal Cloud Foundry App Using Apigee Edge'],
  ['firebase', 'Building a gRPC Service with Java'],
  ['web', 'Build a PWA Using Workbox'],
  ['cloud', 'Cloud Functions for Firebase'],
  ['firebase', 'Manage Your Apps with Firebase Remote Config'],
  ['web', 'Accessibility for Web Components'],
  ['cloud', 'Deploy a Container to Cloud Run'],
];

const slugOf = (title: string): string => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export const courseRows: CourseRow[] = [];
export const courseStepRows: CourseStepRow[] = [];

courseTitles.forEach(([categorySlug, title], index) => {
  const category = academyCategoryRows.find((c) => c.slug === categorySlug) as AcademyCategory;
  const totalSteps = random.int(5, 12);
  const currentStep = random.chance(0.6) ? random.int(0, totalSteps) : 0;
  const course: CourseRow = {
    id: random.uuid(),
    title,
    slug: slugOf(title),
    description: `Introductory course for ${title.replace(/^Basics of /, '')} and its core concepts`,
    categoryId: category.id,
    duration: random.int(3, 16) * 5,
    totalSteps,
    updatedAt: new Date(Date.UTC(2024, random.int(0, 11), random.int(1, 28), 12)).toISOString(),
    featured: index % 4 === 0,
    progress: { currentStep, completed: currentStep === totalSteps ? random.int(1, 3) : 0 },
  };
  courseRows.push(course);
  for (let order = 0; order < totalSteps; order++) {
    courseStepRows.push({
      id: random.uuid(),
      courseId: course.id,
      order,
      title: order === 0 ? 'Introduction' : order === totalSteps - 1 ? 'Wrapping up' : `Step ${order}: ${title.split(' ').slice(-2).join(' ')}`,
      subtitle: order === 0 ? 'What you will build and learn' : 'Follow along and try it yourself',
      content: `<h2 class="text-2xl sm:text-3xl">Step ${order + 1}</h2><p>Lorem ipsum dolor sit amet, consectetur adipiscing elit. ${title}.</p>`,
    });
  }
});
