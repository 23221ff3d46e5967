/** The board's labels (issue 14): rename, delete (asked first; cards lose it) and add, in the demo apps' labels manager opened from the board. */
import { useMemo } from 'react';
import { selectDraft, selectLabelsOpen, type BoardRef } from '../../../machines/demo/scrumboard/board.machine';
import { MAX_TITLE, type BoardLabel } from '../../../machines/demo/scrumboard/scrumboard-api';
import { LabelsManager, type LabelsBinding, type LabelsTexts } from '../labels-manager';

const texts: LabelsTexts = {
  title: /*i18n*/ { id: 'demo.board.labels.title', message: 'Board labels' },
  close: /*i18n*/ { id: 'demo.board.labels.close', message: 'Close labels' },
  empty: /*i18n*/ { id: 'demo.board.labels.empty', message: 'No labels yet.' },
  newLabel: /*i18n*/ { id: 'demo.board.labels.new', message: 'New label' },
  add: /*i18n*/ { id: 'demo.board.labels.add', message: 'Add' },
  name: /*i18n*/ { id: 'demo.board.labels.name', message: 'Name of the label {title}' },
  rename: /*i18n*/ { id: 'demo.board.rename', message: 'Rename' },
  remove: /*i18n*/ { id: 'demo.board.labels.delete', message: 'Delete the label {title}' },
};

type Snapshot = ReturnType<BoardRef['getSnapshot']>;

/** The drafts' keys in the board machine: `label.new` for the new label, `label:<id>` for a rename. */
const draftKey = (labelId: string | null) => (labelId === null ? 'label.new' : `label:${labelId}`);

export function LabelsDialog({ boardRef, labels }: { boardRef: BoardRef; labels: BoardLabel[] }) {
  const binding = useMemo(
    (): LabelsBinding<Snapshot> => ({
      open: selectLabelsOpen,
      draft: (s, labelId, stored) => selectDraft(s, draftKey(labelId), stored),
      canAdd: (s) => s.can({ type: 'board.label.add' }),
      canRename: (s, labelId) => s.can({ type: 'board.label.rename', labelId }),
      canDelete: (s, labelId) => s.can({ type: 'board.label.delete', labelId }),
      close: () => boardRef.send({ type: 'board.labels.close' }),
      change: (labelId, value) => boardRef.send({ type: 'board.draft.change', key: draftKey(labelId), value }),
      add: () => boardRef.send({ type: 'board.label.add' }),
      rename: (labelId) => boardRef.send({ type: 'board.label.rename', labelId }),
      remove: (labelId) => boardRef.send({ type: 'board.label.delete', labelId }),
    }),
    [boardRef],
  );
  return <LabelsManager actorRef={boardRef} binding={binding} labels={labels} texts={texts} maxLength={MAX_TITLE} addFirst={false} />;
}
