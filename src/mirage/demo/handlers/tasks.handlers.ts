/** Tasks area (lazy chunk): sections and tasks by order, search with highlight, task tags. Depends on contacts. */
import { loadDemoArea } from '../areas';
import { taskSeeds, taskTagRows, type Task, type TaskRow } from '../data/tasks';
import type { Handler } from '../endpoint';
import { badRequest } from '../../shared/http';
import { newId } from '../../shared/ids';
import { table, type MirageSchema } from '../../shared/store';
import { tagHandlers, type TagRow } from '../tags';
import { arrayOf, bool, id, int, isoDate, knownId, literal, nullable, numberIn, object, partial, record, str } from '../../shared/validate';

const tasks = (s: MirageSchema) => table<TaskRow>(s, 'task');
const tags = (s: MirageSchema) => table<TagRow>(s, 'taskTag');
const contacts = (s: MirageSchema) => table<{ id: string }>(s, 'contact');

/** assignedTo points at contacts, so the contacts area is loaded first. */
export async function seed(schema: MirageSchema): Promise<void> {
  await loadDemoArea(schema, 'contacts');
  const contactIds = contacts(schema)
    .all()
    .map((c) => c.id);
  tags(schema).seed(taskTagRows);
  tasks(schema).seed(
    taskSeeds.map(({ assigneeIndex, ...row }) => ({
      ...row,
      assignedToId: assigneeIndex === null ? null : (contactIds[assigneeIndex % contactIds.length] ?? null),
    })),
  );
}

const toTask = ({ tagIds, assignedToId, ...rest }: TaskRow): Task => ({ ...rest, tags: tagIds, assignedTo: assignedToId });
const byOrder = (a: TaskRow, b: TaskRow): number => a.order - b.order;
const sortedTasks = (schema: MirageSchema): Task[] => tasks(schema).all().sort(byOrder).map(toTask);

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Case-insensitive on title and notes; the matches in the title are wrapped in <mark>. */
const search: Handler = ({ schema, req }) => {
  const query = req.param('query');
  if (query === undefined) return [];
  const needle = query.toLowerCase();
  const pattern = new RegExp(`(${escapeRegExp(query)})`, 'gi');
  return sortedTasks(schema)
    .filter((t) => t.title.toLowerCase().includes(needle) || (t.notes ?? '').toLowerCase().includes(needle))
    .map((t) => ({ ...t, title: t.title.replace(pattern, '<mark>$1</mark>') }));
};

const taskFields = (schema: MirageSchema) => ({
  id,
  type: literal('section', 'task'),
  title: str,
  notes: nullable(str),
  completed: bool,
  dueDate: nullable(isoDate),
  priority: numberIn(0, 1, 2),
  tags: arrayOf(knownId((t) => tags(schema).has(t), 'tag')),
  assignedTo: nullable(knownId((c) => contacts(schema).has(c), 'contact')),
  subTasks: arrayOf(record({ title: str, completed: bool }, { id })),
  order: int,
});

/** Only the order of each sent task is applied; every id must exist. */
const updateOrder: Handler = ({ schema, req }) => {
  const { tasks: sent } = req.json(object({ tasks: arrayOf(record({ id, order: int }, { ...taskFields(schema) })) }));
  for (const t of sent) tasks(schema).get(t.id, 'Task');
  for (const t of sent) tasks(schema).update(t.id, { order: t.order });
  return sortedTasks(schema);
};

const getTask: Handler = ({ schema, req }) => {
  const row = tasks(schema).find(req.param('id'));
  return row ? toTask(row) : null;
};

const deleteTask: Handler = ({ schema, req }) => {
  const taskId = req.param('id');
  return taskId ? tasks(schema).destroy(taskId) : false;
};

/** A blank task or section at order 0; the others move down by one. */
const createTask: Handler = ({ schema, req }) => {
  const { type } = req.json(object({ type: literal('section', 'task') }));
  for (const t of tasks(schema).all()) tasks(schema).update(t.id, { order: t.order + 1 });
  const row: TaskRow = {
    id: newId(), type, title: '', notes: null, completed: false, dueDate: null, priority: 1, tagIds: [], assignedToId: null, subTasks: [], order: 0,
  };
  return toTask(tasks(schema).create(row));
};

const updateTask: Handler = ({ schema, req }) => {
  const { id: taskId, task } = req.json(object({ id, task: partial(taskFields(schema)) }));
  const existing = tasks(schema).get(taskId, 'Task');
  if (task.id !== undefined && task.id !== existing.id) throw badRequest('body.task.id cannot change');
  const { id: _id, tags: tagIds, assignedTo, subTasks, ...fields } = task;
  const changes: Partial<TaskRow> = { ...fields };
  if (tagIds !== undefined) changes.tagIds = [...new Set(tagIds)];
  if (assignedTo !== undefined) changes.assignedToId = assignedTo;
  if (subTasks !== undefined) changes.subTasks = subTasks.map((s) => ({ id: s.id ?? newId(), title: s.title, completed: s.completed }));
  return toTask(tasks(schema).update(existing.id, changes));
};

const { getTags, createTag, updateTag, deleteTag } = tagHandlers('taskTag', 'Task tag');

export const handlers = {
  getTags,
  createTag,
  updateTag,
  deleteTag,
  getAll: ({ schema }) => sortedTasks(schema),
  search,
  updateOrder,
  getTask,
  deleteTask,
  createTask,
  updateTask,
} satisfies Record<string, Handler>;
