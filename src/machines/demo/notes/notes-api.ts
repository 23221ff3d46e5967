/**
 * The notes' calls (SPEC §7 "Notes") and the strict readers of their answers. SPEC §3 says the sample notes give two
 * archived notes the same id: the reader keeps every note and gives each a `key` of its own (the id, then `id#2`, …);
 * a note whose id is not unique is marked `shared` and the screen shows it read-only, because a write by that id could
 * change the other one.
 */
import { apiRequest } from '../../effects/api-client';
import { arr, bool, id, isoInstant, nullable, obj, optionalPicture, str } from '../read-answer';

export const NOTES_API = '/api/apps/notes';
export const MAX_TITLE = 200;
export const MAX_CONTENT = 10_000;

export interface NoteLabel {
  id: string;
  title: string;
}
export interface NoteTask {
  /** Absent on a task typed into a new note (the mock gives it one). */
  id?: string;
  content: string;
  completed: boolean;
}
export interface Note {
  /** Unique on the screen (keys, selection): the id, or `id#n` for the n-th note carrying an id already seen. */
  key: string;
  id: string;
  /** Another note of the answer has the same id: shown, never written. */
  shared: boolean;
  title: string;
  content: string;
  tasks: NoteTask[] | null;
  image: string | null;
  reminder: string | null;
  labels: string[];
  archived: boolean;
  createdAt: string;
  updatedAt: string | null;
}

export function readLabel(raw: unknown, path: string): NoteLabel {
  const o = obj(raw, path);
  return { id: id(o.id, `${path}.id`), title: str(o.title, `${path}.title`, MAX_TITLE) };
}

export const readLabels = (raw: unknown): NoteLabel[] => arr(raw, 'labels', readLabel, 500);

function readTask(raw: unknown, path: string): NoteTask {
  const o = obj(raw, path);
  return { id: id(o.id, `${path}.id`), content: str(o.content, `${path}.content`, 1000), completed: bool(o.completed, `${path}.completed`) };
}

/** One note as answered (labels resolved to {id, title} or given as ids); `key` is its id until `keyNotes` says otherwise. */
export function readNote(raw: unknown, path: string): Note {
  const o = obj(raw, path);
  const noteId = id(o.id, `${path}.id`);
  return {
    key: noteId,
    id: noteId,
    shared: false,
    title: o.title == null ? '' : str(o.title, `${path}.title`, MAX_TITLE),
    content: o.content == null ? '' : str(o.content, `${path}.content`, MAX_CONTENT),
    tasks: o.tasks == null ? null : arr(o.tasks, `${path}.tasks`, readTask, 500),
    image: optionalPicture(o.image, `${path}.image`),
    reminder: o.reminder === undefined ? null : nullable(isoInstant)(o.reminder, `${path}.reminder`),
    labels: arr(o.labels ?? [], `${path}.labels`, (l, p) => (typeof l === 'string' ? id(l, p) : id(obj(l, p).id, `${p}.id`)), 100),
    archived: o.archived === undefined ? false : bool(o.archived, `${path}.archived`),
    createdAt: isoInstant(o.createdAt, `${path}.createdAt`),
    updatedAt: o.updatedAt == null ? null : isoInstant(o.updatedAt, `${path}.updatedAt`),
  };
}

/** Gives every note a key of its own and marks the notes whose id repeats (see the file's header). */
export function keyNotes(notes: readonly Note[]): Note[] {
  const count = new Map<string, number>();
  for (const n of notes) count.set(n.id, (count.get(n.id) ?? 0) + 1);
  const seen = new Map<string, number>();
  return notes.map((n) => {
    const nth = (seen.get(n.id) ?? 0) + 1;
    seen.set(n.id, nth);
    return { ...n, key: nth === 1 ? n.id : `${n.id}#${nth}`, shared: (count.get(n.id) ?? 0) > 1 };
  });
}

export const readNotes = (raw: unknown): Note[] => keyNotes(arr(raw, 'notes', readNote, 5000));

const readTrue = (raw: unknown): true => {
  if (!bool(raw, 'answer')) throw new TypeError('answer must be true');
  return true;
};

/** What a save sends: every field of the note but its dates. */
export type NoteFields = Pick<Note, 'title' | 'content' | 'tasks' | 'image' | 'reminder' | 'labels' | 'archived'>;

const url = (path = '') => `${NOTES_API}${path}`;
const one = (r: unknown) => readNote(r, 'note');

export const fetchNotes = (signal?: AbortSignal) => apiRequest({ method: 'GET', url: url('/all'), signal, parse: readNotes });
export const fetchLabels = (signal?: AbortSignal) => apiRequest({ method: 'GET', url: url('/labels'), signal, parse: readLabels });
export const postNote = (note: NoteFields) => apiRequest({ method: 'POST', url: url(), body: { note }, parse: one });
export const patchNote = (noteId: string, note: Partial<NoteFields>) => apiRequest({ method: 'PATCH', url: url(), body: { updatedNote: { id: noteId, ...note } }, parse: one });
export const deleteNote = (noteId: string) => apiRequest({ method: 'DELETE', url: url(), query: { id: noteId }, parse: readTrue });
/** SPEC §7: adds an uncompleted task and answers the note. */
export const postTask = (noteId: string, task: string) => apiRequest({ method: 'POST', url: url('/tasks'), body: { note: noteId, task }, parse: one });
export const postLabel = (title: string) => apiRequest({ method: 'POST', url: url('/labels'), body: { title }, parse: readLabels });
export const patchLabel = (label: NoteLabel) => apiRequest({ method: 'PATCH', url: url('/labels'), body: { label }, parse: readLabels });
export const deleteLabel = (labelId: string) => apiRequest({ method: 'DELETE', url: url('/labels'), query: { id: labelId }, parse: readLabels });
