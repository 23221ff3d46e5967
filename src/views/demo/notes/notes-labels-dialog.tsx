/** The notes' labels (issue 14): rename, delete (asked; the notes lose it) and add, in the demo apps' labels manager. */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { MAX_TITLE } from '../../../machines/demo/notes/notes-api';
import { NEW_LABEL, selectLabelDraft, selectLabels, selectLabelsOpen, type NotesRef } from '../../../machines/demo/notes/notes.machine';
import { LabelsManager, type LabelsBinding, type LabelsTexts } from '../labels-manager';

const texts: LabelsTexts = {
  title: /*i18n*/ { id: 'demo.notes.labels.title', message: 'Edit labels' },
  close: /*i18n*/ { id: 'demo.notes.labels.close', message: 'Close labels' },
  empty: /*i18n*/ { id: 'demo.notes.labels.empty', message: 'No labels yet.' },
  newLabel: /*i18n*/ { id: 'demo.notes.labels.new', message: 'New label' },
  add: /*i18n*/ { id: 'demo.notes.labels.add', message: 'Add' },
  name: /*i18n*/ { id: 'demo.notes.labels.name', message: 'Name of the label {title}' },
  rename: /*i18n*/ { id: 'demo.notes.labels.rename', message: 'Rename' },
  remove: /*i18n*/ { id: 'demo.notes.labels.delete', message: 'Delete the label {title}' },
};

type Snapshot = ReturnType<NotesRef['getSnapshot']>;

export function NotesLabelsDialog({ notesRef }: { notesRef: NotesRef }) {
  const labels = useSelector(notesRef, selectLabels);
  const binding = useMemo(
    (): LabelsBinding<Snapshot> => ({
      open: selectLabelsOpen,
      draft: (s, labelId, stored) => selectLabelDraft(s, labelId ?? NEW_LABEL, stored),
      canAdd: (s) => s.can({ type: 'notes.label.add' }),
      canRename: (s, labelId) => s.can({ type: 'notes.label.rename', labelId }),
      canDelete: (s, labelId) => s.can({ type: 'notes.label.delete', labelId }),
      close: () => notesRef.send({ type: 'notes.labels.close' }),
      change: (labelId, value) => notesRef.send({ type: 'notes.label.draft', labelId: labelId ?? NEW_LABEL, value }),
      add: () => notesRef.send({ type: 'notes.label.add' }),
      rename: (labelId) => notesRef.send({ type: 'notes.label.rename', labelId }),
      remove: (labelId) => notesRef.send({ type: 'notes.label.delete', labelId }),
    }),
    [notesRef],
  );
  return <LabelsManager actorRef={notesRef} binding={binding} labels={labels} texts={texts} maxLength={MAX_TITLE} addFirst />;
}
