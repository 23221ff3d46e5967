/** Notes area (lazy chunk): notes with labels and tasks. */
import { noteLabelRows, noteRows, noteTaskRows, type ListedNote, type NoteLabel, type NoteRow, type NoteTask } from '../data/notes';
import type { Handler } from '../endpoint';
import { badRequest } from '../../shared/http';
import { newId } from '../../shared/ids';
import { table, type MirageSchema } from '../../shared/store';
import { arrayOf, bool, id, idOrObject, isoDate, knownId, nonEmptyStr, nullable, object, partial, record, str, type Check } from '../../shared/validate';

const labels = (s: MirageSchema) => table<NoteLabel>(s, 'noteLabel');
const notes = (s: MirageSchema) => table<NoteRow>(s, 'note');
const tasks = (s: MirageSchema) => table<NoteTask>(s, 'noteTask');

export function seed(schema: MirageSchema): void {
  labels(schema).seed(noteLabelRows);
  tasks(schema).seed(noteTaskRows);
  notes(schema).seed(noteRows);
}

function toNote(schema: MirageSchema, { labelIds, taskIds, hasTasks, ...rest }: NoteRow): ListedNote {
  return {
    ...rest,
    tasks: hasTasks ? tasks(schema).findMany(taskIds) : null,
    labels: labels(schema).findMany(labelIds),
  };
}

const allLabels = (schema: MirageSchema): NoteLabel[] => labels(schema).all();

const createLabel: Handler = ({ schema, req }) => {
  const { title } = req.json(object({ title: nonEmptyStr }));
  labels(schema).create({ id: newId(), title });
  return allLabels(schema);
};

const updateLabel: Handler = ({ schema, req }) => {
  const { label } = req.json(object({ label: object({ id, title: nonEmptyStr }) }));
  labels(schema).get(label.id, 'Label');
  labels(schema).update(label.id, { title: label.title });
  return allLabels(schema);
};

/** The declared hasMany removes the label from every note. */
const deleteLabel: Handler = ({ schema, req }) => {
  const labelId = req.param('id');
  if (labelId) labels(schema).destroy(labelId);
  return allLabels(schema);
};

const taskInput = record({ content: str, completed: bool }, { id });

const noteFields = (schema: MirageSchema) => ({
  title: str,
  content: str,
  tasks: nullable(arrayOf(taskInput)),
  image: nullable(str),
  reminder: nullable(isoDate),
  labels: arrayOf<string>((v, p) => knownId((l) => labels(schema).has(l), 'label')(idOrObject(v, p), p)),
  archived: bool,
  createdAt: isoDate,
  updatedAt: nullable(isoDate),
});

type TaskInput = ReturnType<typeof taskInput>;

/** The ids the sent tasks will have: their own, or new ones; an id sent twice is a bad request. */
function taskIdsFor(list: readonly TaskInput[]): string[] {
  const ids = list.map((t) => t.id ?? newId());
  const seen = new Set<string>();
  for (const taskId of ids) {
    if (seen.has(taskId)) throw badRequest(`Task id '${taskId}' appears twice`);
    seen.add(taskId);
  }
  return ids;
}

/** Replaces a note's tasks: keeps the ids it is given, creates the others, destroys the tasks left out. */
function applyTasks(schema: MirageSchema, previous: readonly string[], list: readonly TaskInput[], ids: readonly string[]): void {
  list.forEach((task, i) => {
    const taskId = ids[i] as string;
    if (tasks(schema).has(taskId)) tasks(schema).update(taskId, { content: task.content, completed: task.completed });
    else tasks(schema).create({ id: taskId, content: task.content, completed: task.completed });
  });
  for (const old of previous) if (!ids.includes(old)) tasks(schema).destroy(old);
}

/** A task id of another note cannot be reused. */
function checkTaskOwnership(schema: MirageSchema, noteId: string | null, ids: readonly string[]): void {
  const owned = new Set(notes(schema).where((n) => n.id !== noteId).flatMap((n) => n.taskIds));
  const stolen = ids.filter((t) => owned.has(t));
  if (stolen.length) throw badRequest(`Task id(s) belong to another note: ${stolen.join(', ')}`);
}

const nowIso = (): string => new Date().toISOString();

const getAll: Handler = ({ schema }) =>
  notes(schema)
    .all()
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .map((n) => toNote(schema, n));

const createNote: Handler = ({ schema, req }) => {
  const { id: _ignored, createdAt: _c, updatedAt: _u, ...fields } = req.json(
    object({ note: partial({ id: str, ...noteFields(schema) }) }),
  ).note;
  const list = fields.tasks ?? null;
  const taskIds = list ? taskIdsFor(list) : [];
  checkTaskOwnership(schema, null, taskIds);
  if (list) applyTasks(schema, [], list, taskIds);
  const row = notes(schema).create({
    id: newId(),
    title: fields.title ?? '',
    content: fields.content ?? '',
    taskIds,
    hasTasks: list !== null,
    image: fields.image ?? null,
    reminder: fields.reminder ?? null,
    labelIds: [...new Set(fields.labels ?? [])],
    archived: fields.archived ?? false,
    createdAt: nowIso(),
    updatedAt: null,
  });
  return toNote(schema, row);
};

const updateNote: Handler = ({ schema, req }) => {
  const { updatedNote } = req.json(object({ updatedNote: record({ id }, { ...noteFields(schema) }) }));
  const existing = notes(schema).get(updatedNote.id, 'Note');
  const { id: _id, tasks: list, labels: labelIds, createdAt: _c, updatedAt: _u, ...fields } = updatedNote;
  const taskIds = list ? taskIdsFor(list) : [];
  checkTaskOwnership(schema, existing.id, taskIds);
  // Everything is valid: apply.
  const changes: Partial<NoteRow> = { ...fields, updatedAt: nowIso() };
  if (list !== undefined) {
    applyTasks(schema, existing.taskIds, list ?? [], taskIds);
    Object.assign(changes, { taskIds, hasTasks: list !== null });
  }
  if (labelIds !== undefined) changes.labelIds = [...new Set(labelIds)];
  return toNote(schema, notes(schema).update(existing.id, changes));
};

const deleteNote: Handler = ({ schema, req }) => {
  const noteId = req.param('id');
  const existing = notes(schema).find(noteId);
  if (!existing) return false;
  notes(schema).destroy(existing.id);
  for (const taskId of existing.taskIds) tasks(schema).destroy(taskId);
  return true;
};

/** Adds an uncompleted task to the note (a plain note becomes a checklist). */
const addTask: Handler = ({ schema, req }) => {
  const noteRef: Check<string> = (v, p) => knownId((n) => notes(schema).has(n), 'note')(idOrObject(v, p), p);
  const { note: noteId, task } = req.json(object({ note: noteRef, task: nonEmptyStr }));
  const existing = notes(schema).get(noteId, 'Note');
  const created = tasks(schema).create({ id: newId(), content: task, completed: false });
  return toNote(schema, notes(schema).update(existing.id, { taskIds: [...existing.taskIds, created.id], hasTasks: true, updatedAt: nowIso() }));
};

export const handlers = {
  getLabels: ({ schema }) => allLabels(schema),
  createLabel,
  updateLabel,
  deleteLabel,
  addTask,
  getAll,
  createNote,
  updateNote,
  deleteNote,
} satisfies Record<string, Handler>;
