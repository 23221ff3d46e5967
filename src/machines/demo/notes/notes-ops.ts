/** The notes' pure rules (issue 14): which notes a filter and a search show, the editor's draft, and label removal (§4). */
import type { Note, NoteFields, NoteTask } from './notes-api';

/** The filters of the address: /apps/notes, /apps/notes/reminders, /apps/notes/archive, /apps/notes/labels/{id}. */
export type NotesFilter = { kind: 'all' } | { kind: 'reminders' } | { kind: 'archive' } | { kind: 'label'; labelId: string };

/** The filter an address names, or null when the address is no page of the notes. */
export function notesFilter(path: string): NotesFilter | null {
  const parts = path.split('/').slice(3);
  if (parts.length === 0 || (parts.length === 1 && parts[0] === '')) return { kind: 'all' };
  if (parts.length === 1 && parts[0] === 'reminders') return { kind: 'reminders' };
  if (parts.length === 1 && parts[0] === 'archive') return { kind: 'archive' };
  if (parts.length === 2 && parts[0] === 'labels' && parts[1]) {
    try {
      return { kind: 'label', labelId: decodeURIComponent(parts[1]) };
    } catch {
      return null;
    }
  }
  return null;
}

export const filterPath = (filter: NotesFilter): string =>
  filter.kind === 'all' ? '/apps/notes' : filter.kind === 'label' ? `/apps/notes/labels/${encodeURIComponent(filter.labelId)}` : `/apps/notes/${filter.kind}`;

/** Archived notes show only in the archive; the others by reminder, label, or all. Every word searched must be in the title, the text or a task. */
export function visibleNotes(notes: readonly Note[], filter: NotesFilter, query: string): Note[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return notes.filter((n) => {
    if (filter.kind === 'archive' ? !n.archived : n.archived) return false;
    if (filter.kind === 'reminders' && n.reminder === null) return false;
    if (filter.kind === 'label' && !n.labels.includes(filter.labelId)) return false;
    if (words.length === 0) return true;
    const text = [n.title, n.content, ...(n.tasks ?? []).map((t) => t.content)].join('\n').toLocaleLowerCase();
    return words.every((w) => text.includes(w));
  });
}

export type NoteDraft = NoteFields;

export const emptyDraft = (labels: string[] = []): NoteDraft => ({ title: '', content: '', tasks: null, image: null, reminder: null, labels, archived: false });

export const draftOf = (note: Note): NoteDraft => ({
  title: note.title,
  content: note.content,
  tasks: note.tasks ? note.tasks.map((t) => ({ ...t })) : null,
  image: note.image,
  reminder: note.reminder,
  labels: [...note.labels],
  archived: note.archived,
});

/** A draft with something in it (an empty new note is not saved). */
export const hasContent = (d: NoteDraft): boolean => d.title.trim() !== '' || d.content.trim() !== '' || (d.tasks?.length ?? 0) > 0 || d.image !== null;

export const sameDraft = (a: NoteDraft, b: NoteDraft): boolean => JSON.stringify(a) === JSON.stringify(b);

export const addTask = (tasks: NoteTask[] | null, content: string): NoteTask[] => [...(tasks ?? []), { content, completed: false }];
export const toggleTask = (tasks: NoteTask[] | null, index: number): NoteTask[] | null =>
  tasks ? tasks.map((t, i) => (i === index ? { ...t, completed: !t.completed } : t)) : null;
export const removeTask = (tasks: NoteTask[] | null, index: number): NoteTask[] | null => (tasks ? tasks.filter((_, i) => i !== index) : null);

/** Deleting a label removes it from the notes that carry it (SPEC §4). */
export const withoutLabel = (notes: readonly Note[], labelId: string): Note[] =>
  notes.map((n) => (n.labels.includes(labelId) ? { ...n, labels: n.labels.filter((l) => l !== labelId) } : n));

/** A reminder typed as a day (YYYY-MM-DD) as the instant the mock keeps (noon UTC, the same day everywhere); '' clears it. */
export const reminderOf = (day: string): string | null | undefined => (day === '' ? null : /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? `${day}T12:00:00.000Z` : undefined);
