/** The tasks demo API (SPEC §3 "Task or section", §7 "Tasks"): one request per function, every answer read field by field. */
import { apiRequest } from '../../effects/api-client';
import { idOf, nullableStr, str, strList } from '../contacts/contacts-api';

const base = '/api/apps/tasks';

export interface SubTask {
  id: string;
  title: string;
  completed: boolean;
}
export type Priority = 0 | 1 | 2;
export interface Task {
  id: string;
  type: 'section' | 'task';
  title: string;
  notes: string | null;
  completed: boolean;
  /** ISO date-time, or null. */
  dueDate: string | null;
  priority: Priority;
  tags: string[];
  assignedTo: string | null;
  subTasks: SubTask[];
  order: number;
}

type Fields = Record<string, unknown>;
const obj = (raw: unknown, name: string): Fields => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new TypeError(`${name} must be an object`);
  return raw as Fields;
};
const boolOf = (r: Fields, key: string, name: string): boolean => {
  if (typeof r[key] !== 'boolean') throw new TypeError(`${name}.${key} must be true or false`);
  return r[key] as boolean;
};

export function parseTask(raw: unknown, name = 'task'): Task {
  const r = obj(raw, name);
  if (r.type !== 'section' && r.type !== 'task') throw new TypeError(`${name}.type must be section or task`);
  if (r.priority !== 0 && r.priority !== 1 && r.priority !== 2) throw new TypeError(`${name}.priority must be 0, 1 or 2`);
  if (typeof r.order !== 'number' || !Number.isInteger(r.order)) throw new TypeError(`${name}.order must be an integer`);
  const dueDate = nullableStr(r, 'dueDate', name, 40);
  if (dueDate !== null && !/^\d{4}-\d{2}-\d{2}/.test(dueDate)) throw new TypeError(`${name}.dueDate must be an ISO date`);
  if (!Array.isArray(r.subTasks)) throw new TypeError(`${name}.subTasks must be a list`);
  return {
    id: idOf(r, 'id', name),
    type: r.type,
    title: str(r, 'title', name, 1000),
    notes: nullableStr(r, 'notes', name, 20_000),
    completed: boolOf(r, 'completed', name),
    dueDate,
    priority: r.priority,
    tags: strList(r.tags, `${name}.tags`),
    assignedTo: nullableStr(r, 'assignedTo', name, 200),
    subTasks: r.subTasks.map((s, i) => {
      const o = obj(s, `${name}.subTasks[${i}]`);
      const at = `${name}.subTasks[${i}]`;
      return { id: idOf(o, 'id', at), title: str(o, 'title', at, 1000), completed: boolOf(o, 'completed', at) };
    }),
    order: r.order,
  };
}

export const parseTasks = (raw: unknown): Task[] => {
  if (!Array.isArray(raw)) throw new TypeError('tasks must be a list');
  return raw.map((t, i) => parseTask(t, `tasks[${i}]`)).sort((a, b) => a.order - b.order);
};
export const parseTaskOrNull = (raw: unknown): Task | null => (raw === null ? null : parseTask(raw));
const parseTrue = (raw: unknown): true => {
  if (raw !== true) throw new TypeError('the answer must be true');
  return true;
};

export const fetchTasks = (signal?: AbortSignal) => apiRequest({ method: 'GET', url: `${base}/all`, signal, parse: parseTasks });
export const fetchTask = (id: string, signal?: AbortSignal) =>
  apiRequest({ method: 'GET', url: `${base}/task`, query: { id }, signal, parse: parseTaskOrNull, appEvents: false });
export const createTask = (type: Task['type'], signal?: AbortSignal) => apiRequest({ method: 'POST', url: `${base}/task`, body: { type }, signal, parse: (raw) => parseTask(raw) });
export const updateTask = (id: string, task: Partial<Task>, signal?: AbortSignal) =>
  apiRequest({ method: 'PATCH', url: `${base}/task`, body: { id, task }, signal, parse: (raw) => parseTask(raw) });
export const deleteTask = (id: string, signal?: AbortSignal) => apiRequest({ method: 'DELETE', url: `${base}/task`, query: { id }, signal, parse: parseTrue });
export const updateOrder = (tasks: readonly { id: string; order: number }[], signal?: AbortSignal) =>
  apiRequest({ method: 'PATCH', url: `${base}/order`, body: { tasks }, signal, parse: parseTasks });

/** Moves the item at `from` to `to` and numbers the list again from 0 (the new `order` of each). */
export function moveItem<T extends { id: string; order: number }>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next.map((t, order) => (t.order === order ? t : { ...t, order }));
}

export function countTasks(tasks: readonly Task[]): { remaining: number; completed: number } {
  const real = tasks.filter((t) => t.type === 'task');
  const completed = real.filter((t) => t.completed).length;
  return { remaining: real.length - completed, completed };
}

/** Where an item dragged from `from` lands when dropped on the `edge` of the item at `target`. */
export function dropIndex(from: number, target: number, edge: 'before' | 'after'): number {
  const at = edge === 'before' ? target : target + 1;
  return from < at ? at - 1 : at;
}
