/** Notes endpoints (SPEC §7 "Notes"). */
import { defineRoutes } from '../endpoint';

const base = '/api/apps/notes';
const note = 'the Note with labels resolved to {id, title}';

export const notesRoutes = defineRoutes('notes', [
  { method: 'GET', path: `${base}/labels`, handler: 'getLabels', payload: '—', answer: 'NoteLabel[]' },
  { method: 'POST', path: `${base}/labels`, handler: 'createLabel', payload: '{title}', answer: 'all NoteLabels, the new one included' },
  { method: 'PATCH', path: `${base}/labels`, handler: 'updateLabel', payload: '{label: {id, title}}', answer: 'all NoteLabels; 404 unknown id' },
  {
    method: 'DELETE', path: `${base}/labels`, handler: 'deleteLabel', payload: 'query `id`',
    answer: 'all NoteLabels; the label is removed from every note (missing or unknown id: nothing deleted)',
  },
  {
    method: 'POST', path: `${base}/tasks`, handler: 'addTask', payload: '{note: Note or id, task: text}',
    answer: `${note}, with an uncompleted task added; 404 unknown note`,
  },
  { method: 'GET', path: `${base}/all`, handler: 'getAll', payload: '—', answer: 'Note[] with labels resolved, newest first' },
  {
    method: 'POST', path: `${base}`, handler: 'createNote', payload: '{note: Partial<Note>} (labels as ids or objects)',
    answer: `${note}, with a new id, createdAt now, updatedAt null`,
  },
  {
    method: 'PATCH', path: `${base}`, handler: 'updateNote', payload: '{updatedNote: {id, ...Partial<Note>}}',
    answer: `${note}, merged, updatedAt now; tasks replaced when sent; 404 unknown id`,
  },
  { method: 'DELETE', path: `${base}`, handler: 'deleteNote', payload: 'query `id`', answer: 'true (its tasks go too); false for a missing or unknown id' },
]);
