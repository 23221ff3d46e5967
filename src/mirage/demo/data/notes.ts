/**
 * Seed data of the notes area: 6 labels and 16 notes (fixed ids). The template's sample notes give two
 * archived notes the same id; here every note has its own id (see docs/mock-api.md).
 */
import { seededRandom } from '../../shared/ids';

export interface NoteLabel {
  id: string;
  title: string;
}
export interface NoteTask {
  id: string;
  content: string;
  completed: boolean;
}
export interface Note {
  id: string;
  title: string;
  content: string;
  /** null on a plain note, a list on a checklist note. */
  tasks: NoteTask[] | null;
  image: string | null;
  reminder: string | null;
  /** Label ids in storage; resolved to label objects in answers. */
  labels: string[];
  archived: boolean;
  createdAt: string;
  updatedAt: string | null;
}
/** A note as answered: labels resolved. */
export interface ListedNote extends Omit<Note, 'labels'> {
  labels: NoteLabel[];
}
/** Stored form: labels and tasks are hasMany; `hasTasks` tells a checklist with no tasks from a plain note. */
export interface NoteRow extends Omit<Note, 'labels' | 'tasks'> {
  labelIds: string[];
  taskIds: string[];
  hasTasks: boolean;
}

const random = seededRandom(0x9073);

export const noteLabelRows: NoteLabel[] = ['Family', 'Work', 'Tasks', 'Priority', 'Personal', 'Friends'].map((title) => ({ id: random.uuid(), title }));

export const noteTaskRows: NoteTask[] = [];

const label = (title: string): string => noteLabelRows.find((l) => l.title === title)?.id ?? '';
const at = (day: number, hour = 10): string => new Date(Date.UTC(2024, 5, day, hour, 0)).toISOString();

interface Plan {
  title: string;
  content?: string;
  tasks?: [string, boolean][];
  image?: string;
  reminder?: string;
  labels?: string[];
  archived?: boolean;
  updated?: number;
}

const plans: Plan[] = [
  { title: '', content: 'Find a new company name', labels: ['Work'] },
  { title: 'Send the photos', content: 'Send the photos of the last summer to the family group.', image: 'images/cards/14-640x480.jpg', labels: ['Family'], reminder: at(28, 9) },
  { title: 'Theming support for all apps', content: 'Start the theming support for every app in the suite.', labels: ['Work', 'Priority'], updated: 20 },
  { title: 'Shopping list', tasks: [['Bread', true], ['Milk', false], ['Onions', false], ['Coffee', true], ['Toilet paper', true]], labels: ['Tasks', 'Personal'] },
  { title: 'Keynote ideas', content: 'A dark mode demo, the new dashboards, and the customer stories.', labels: ['Work'] },
  { title: 'Gift ideas', tasks: [['Scarf', false], ['A board game', false], ['Concert tickets', true]], labels: ['Friends', 'Family'] },
  { title: 'Hotel booking', content: 'Booking confirmation: 3 nights, breakfast included.', image: 'images/cards/16-640x480.jpg', labels: ['Personal'] },
  { title: 'Books to read', tasks: [['The Pragmatic Programmer', true], ['Refactoring', false], ['Domain-Driven Design', false]], labels: ['Personal'] },
  { title: 'Plan the barbecue', content: 'Invite everyone for Saturday, ask who brings what.', labels: ['Friends'], reminder: at(29, 17) },
  { title: 'Release checklist', tasks: [['Changelog', true], ['Version bump', true], ['Announcement', false], ['Tag the release', false]], labels: ['Work', 'Tasks', 'Priority'], updated: 22 },
  { title: 'Gym routine', content: 'Monday: legs. Wednesday: back. Friday: chest and arms.', labels: ['Personal'] },
  { title: 'Dentist', content: 'Appointment moved to next Thursday at 10:30.', reminder: at(27, 10), labels: ['Family'] },
  { title: 'Recipe: pasta al limone', content: 'Lemon zest, butter, parmesan, pasta water and black pepper.', image: 'images/cards/18-640x480.jpg' },
  { title: 'Old project notes', content: 'The first prototype used a plain table layout.', labels: ['Work'], archived: true },
  { title: 'Moving boxes', tasks: [['Kitchen', true], ['Books', true], ['Clothes', true]], labels: ['Family', 'Tasks'], archived: true },
  { title: 'Ideas for the garden', content: 'Tomatoes along the fence, herbs by the door.', archived: true, labels: ['Personal'] },
];

export const noteRows: NoteRow[] = plans.map((plan, index) => {
  const tasks = plan.tasks?.map(([content, completed]) => ({ id: random.uuid(), content, completed })) ?? null;
  if (tasks) noteTaskRows.push(...tasks);
  return {
    id: random.uuid(),
    title: plan.title,
    content: plan.content ?? '',
    taskIds: tasks?.map((t) => t.id) ?? [],
    hasTasks: tasks !== null,
    image: plan.image ?? null,
    reminder: plan.reminder ?? null,
    labelIds: (plan.labels ?? []).map(label),
    archived: plan.archived ?? false,
    createdAt: at(index + 1, 8 + (index % 9)),
    updatedAt: plan.updated === undefined ? null : at(plan.updated, 16),
  };
});
