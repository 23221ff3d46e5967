/** Seed data of the tasks area: 6 tags and 30 sections and tasks (fixed seed). Assignees are contacts. */
import { seededRandom } from '../../shared/ids';
import type { TagRow } from '../tags';

export interface SubTask {
  id: string;
  title: string;
  completed: boolean;
}
export interface Task {
  id: string;
  type: 'section' | 'task';
  title: string;
  notes: string | null;
  completed: boolean;
  dueDate: string | null;
  /** 0 low, 1 normal, 2 high. */
  priority: 0 | 1 | 2;
  /** Task tag ids. */
  tags: string[];
  /** A contact id, or null. */
  assignedTo: string | null;
  subTasks: SubTask[];
  order: number;
}
/** Stored form: tags is a hasMany, assignedTo a belongsTo contact. */
export interface TaskRow extends Omit<Task, 'tags' | 'assignedTo'> {
  tagIds: string[];
  assignedToId: string | null;
}
/** Seed rows pick their assignee by index into the contacts, resolved when the area is seeded. */
export interface TaskSeed extends Omit<TaskRow, 'assignedToId'> {
  assigneeIndex: number | null;
}

const random = seededRandom(0x7a5c);

export const taskTagRows: TagRow[] = ['Api', 'Frontend', 'Bug', 'Backend', 'Urgent', 'Discuss'].map((title, rank) => ({ id: random.uuid(), title, rank }));

const plan: (string | [string, string?])[] = [
  'Company internal application v2',
  ['Create the landing/marketing page and host it on the beta channel', 'Use the new components and keep the pages light'],
  ['Move dependency system to Yarn for easier package management'],
  ['Fix permission issues that the 0.0.7-alpha.2 has introduced', 'Check the roles of every route'],
  ['Start the Material-UI migration'],
  ['Examine the dependency tree for possible library overrides'],
  ['Finish the documentation of the API', 'Describe every endpoint with an example'],
  'Marketing',
  ['Plan the social media campaign'],
  ['Prepare the press kit'],
  ['Review the newsletter copy', 'The tone should be friendly and short'],
  ['Collect the customer testimonials'],
  'Ops',
  ['Set up the staging environment'],
  ['Rotate the database credentials', 'Do it outside business hours'],
  ['Upgrade the monitoring agents'],
  ['Audit the backup restore procedure'],
  ['Write the on-call runbook'],
  'Design',
  ['Refresh the icon set'],
  ['Create the dark theme palette', 'Check the contrast ratios'],
  ['Redesign the settings page'],
  ['Prototype the new onboarding flow'],
  'Backlog',
  ['Investigate the slow search on large accounts'],
  ['Add keyboard shortcuts to the board'],
  ['Support exporting tasks as CSV'],
  ['Translate the app to Spanish', 'es-MX first, then es'],
  ['Evaluate a new charting library'],
  ['Clean up the unused feature flags'],
];

export const taskSeeds: TaskSeed[] = plan.map((item, order) => {
  if (typeof item === 'string') {
    return {
      id: random.uuid(), type: 'section', title: item, notes: null, completed: false, dueDate: null, priority: 1,
      tagIds: [], assigneeIndex: null, subTasks: [], order,
    };
  }
  const [title, notes] = item;
  const subTasks = Array.from({ length: random.chance(0.5) ? random.int(1, 4) : 0 }, (_, i) => ({
    id: random.uuid(),
    title: `Sub-task ${i + 1} of ${title.split(' ').slice(0, 3).join(' ')}`,
    completed: random.chance(0.5),
  }));
  return {
    id: random.uuid(),
    type: 'task',
    title,
    notes: notes ?? null,
    completed: random.chance(0.3),
    dueDate: random.chance(0.6) ? new Date(Date.UTC(2024, 6, random.int(1, 31), 12)).toISOString() : null,
    priority: random.pick([0, 1, 1, 2] as const),
    tagIds: random.sample(taskTagRows, random.int(0, 3)).map((t) => t.id),
    assigneeIndex: random.chance(0.8) ? random.int(0, 79) : null,
    subTasks,
    order,
  };
});
