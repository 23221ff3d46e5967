/** One write of the notes (issue 14) as data, and the actor that sends it. */
import { fromPromise } from 'xstate';
import { deleteLabel, deleteNote, patchLabel, patchNote, postLabel, postNote, postTask, type Note, type NoteFields, type NoteLabel } from './notes-api';

export type NotesWrite =
  | { kind: 'note.create'; fields: NoteFields }
  | { kind: 'note.update'; key: string; id: string; fields: Partial<NoteFields>; fromEditor: boolean }
  | { kind: 'note.delete'; key: string; id: string; title: string }
  | { kind: 'task.add'; key: string; id: string; text: string }
  | { kind: 'label.add'; title: string }
  | { kind: 'label.rename'; id: string; title: string }
  | { kind: 'label.delete'; id: string; title: string };

export type NotesWriteResult = { kind: 'note'; note: Note } | { kind: 'labels'; labels: NoteLabel[] } | { kind: 'none' };

export async function sendNotesWrite(write: NotesWrite): Promise<NotesWriteResult> {
  switch (write.kind) {
    case 'note.create':
      return { kind: 'note', note: await postNote(write.fields) };
    case 'note.update':
      return { kind: 'note', note: await patchNote(write.id, write.fields) };
    case 'note.delete':
      await deleteNote(write.id);
      return { kind: 'none' };
    case 'task.add':
      return { kind: 'note', note: await postTask(write.id, write.text) };
    case 'label.add':
      return { kind: 'labels', labels: await postLabel(write.title) };
    case 'label.rename':
      return { kind: 'labels', labels: await patchLabel({ id: write.id, title: write.title }) };
    case 'label.delete':
      return { kind: 'labels', labels: await deleteLabel(write.id) };
  }
}

export const writeNotes = fromPromise<NotesWriteResult, NotesWrite>(({ input }) => sendNotesWrite(input));
