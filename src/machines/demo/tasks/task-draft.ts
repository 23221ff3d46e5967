/** A task or section being edited (pure): its draft, its checks and the PATCH that changes only what was edited. */
import type { Priority, SubTask, Task } from './tasks-api';

export const TITLE_MAX = 200;
export const NOTES_MAX = 5000;

export interface TaskDraft {
  title: string;
  notes: string;
  /** yyyy-mm-dd, or '' for none. */
  dueDate: string;
  priority: Priority;
  completed: boolean;
  tags: string[];
  subTasks: SubTask[];
}

export type TaskField = 'title' | 'notes' | 'dueDate';
export type TaskProblem = 'required' | 'too-long' | 'invalid-date';
export type TaskProblems = Partial<Record<TaskField | `subTasks.${number}`, TaskProblem>>;

export const draftOfTask = (task: Task): TaskDraft => ({
  title: task.title,
  notes: task.notes ?? '',
  dueDate: task.dueDate && /^\d{4}-\d{2}-\d{2}/.test(task.dueDate) ? task.dueDate.slice(0, 10) : '',
  priority: task.priority,
  completed: task.completed,
  tags: [...task.tags],
  subTasks: task.subTasks.map((s) => ({ ...s })),
});

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value && value >= '1900-01-01' && value <= '2999-12-31';
}

export function checkTaskDraft(draft: TaskDraft): TaskProblems {
  const problems: TaskProblems = {};
  const title = draft.title.trim();
  if (title === '') problems.title = 'required';
  else if (title.length > TITLE_MAX) problems.title = 'too-long';
  if (draft.notes.length > NOTES_MAX) problems.notes = 'too-long';
  if (draft.dueDate !== '' && !isRealDate(draft.dueDate)) problems.dueDate = 'invalid-date';
  draft.subTasks.forEach((s, i) => {
    if (s.title.trim() === '') problems[`subTasks.${i}`] = 'required';
    else if (s.title.trim().length > TITLE_MAX) problems[`subTasks.${i}`] = 'too-long';
  });
  return problems;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function taskPatchOf(task: Task, draft: TaskDraft, knownTags: readonly string[]): Partial<Task> {
  const patch: Partial<Task> = {};
  if (draft.title.trim() !== task.title) patch.title = draft.title.trim();
  const notes = draft.notes.trim() === '' ? null : draft.notes;
  if (notes !== task.notes && !(notes === null && (task.notes ?? '').trim() === '')) patch.notes = notes;
  const due = draftOfTask(task).dueDate;
  if (draft.dueDate !== due) patch.dueDate = draft.dueDate === '' ? null : `${draft.dueDate}T12:00:00.000Z`;
  if (draft.priority !== task.priority) patch.priority = draft.priority;
  if (draft.completed !== task.completed) patch.completed = draft.completed;
  const tags = draft.tags.filter((t) => knownTags.includes(t));
  if (!same(tags, task.tags)) patch.tags = tags;
  const subTasks = draft.subTasks.map((s) => ({ ...s, title: s.title.trim() }));
  if (!same(subTasks, task.subTasks)) patch.subTasks = subTasks;
  return patch;
}

export const isDirty = (task: Task, draft: TaskDraft, knownTags: readonly string[]) => Object.keys(taskPatchOf(task, draft, knownTags)).length > 0;
