import type { Note, NoteLabel } from '../../../src/machines/demo/notes/notes-api';

export const labels: NoteLabel[] = [
  { id: 'work', title: 'Work' },
  { id: 'family', title: 'Family' },
];

const note = (id: string, over: Partial<Note> = {}): Note => ({
  key: id,
  id,
  shared: false,
  title: `Note ${id}`,
  content: '',
  tasks: null,
  image: null,
  reminder: null,
  labels: [],
  archived: false,
  createdAt: '2024-06-01T10:00:00.000Z',
  updatedAt: null,
  ...over,
});

/** n1 (Work, a reminder), n2 (a checklist), n3 (archived, Family); then two archived notes sharing the id `twin`, as SPEC §3's sample. */
export const rawNotes = () => [
  { ...note('n1', { content: 'Find a new company name', labels: ['work'], reminder: '2024-06-28T09:00:00.000Z' }), labels: [{ id: 'work', title: 'Work' }] },
  note('n2', { title: 'Shopping list', tasks: [{ id: 't1', content: 'Bread', completed: true }, { id: 't2', content: 'Milk', completed: false }] }),
  note('n3', { archived: true, labels: ['family'] }),
  note('twin', { title: 'Old project notes', archived: true }),
  note('twin', { title: 'Moving boxes', archived: true }),
];
