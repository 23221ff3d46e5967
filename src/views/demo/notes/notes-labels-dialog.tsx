/** The notes' labels (issue 14): rename, delete (asked; the notes lose it) and add, in a dialog. */
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { Trans, useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { MAX_TITLE, type NoteLabel } from '../../../machines/demo/notes/notes-api';
import { NEW_LABEL, selectLabelDraft, selectLabels, selectLabelsOpen, type NotesRef } from '../../../machines/demo/notes/notes.machine';
import { button } from '../../theme/recipes/button.css';
import { iconButton } from '../../theme/recipes/icon-button.css';
import { Icon } from '../../ui/icon';
import * as css from './notes.css';

export function NotesLabelsDialog({ notesRef }: { notesRef: NotesRef }) {
  const { i18n } = useLingui();
  const open = useSelector(notesRef, selectLabelsOpen);
  const labels = useSelector(notesRef, selectLabels);
  const value = useSelector(notesRef, (s) => selectLabelDraft(s, NEW_LABEL));
  const canAdd = useSelector(notesRef, (s) => s.can({ type: 'notes.label.add' }));
  const newId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && notesRef.send({ type: 'notes.labels.close' })} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={css.backdrop} />
        <Dialog.Positioner className={css.positioner}>
          <Dialog.Content className={css.dialog}>
            <div className={css.dialogHeader}>
              <Dialog.Title className={css.dialogTitle}>
                <Trans id="demo.notes.labels.title" message="Edit labels" />
              </Dialog.Title>
              <Dialog.CloseTrigger className={iconButton} aria-label={i18n._({ id: 'demo.notes.labels.close', message: 'Close labels' })}>
                <Icon name="close" size={20} />
              </Dialog.CloseTrigger>
            </div>
            <form
              className={css.labelRow}
              onSubmit={(e) => {
                e.preventDefault();
                if (canAdd) notesRef.send({ type: 'notes.label.add' });
              }}
            >
              <label htmlFor={newId} className="visually-hidden">
                <Trans id="demo.notes.labels.new" message="New label" />
              </label>
              <input
                id={newId}
                className={css.input}
                value={value}
                maxLength={MAX_TITLE}
                autoComplete="off"
                placeholder={i18n._({ id: 'demo.notes.labels.new', message: 'New label' })}
                onChange={(e) => notesRef.send({ type: 'notes.label.draft', labelId: NEW_LABEL, value: e.target.value })}
              />
              <button type="submit" className={button()} disabled={!canAdd}>
                <Trans id="demo.notes.labels.add" message="Add" />
              </button>
            </form>
            {labels.length === 0 ? (
              <p className={css.muted}>
                <Trans id="demo.notes.labels.empty" message="No labels yet." />
              </p>
            ) : (
              <ul className={css.plainList}>
                {labels.map((label) => (
                  <LabelRow key={label.id} notesRef={notesRef} label={label} />
                ))}
              </ul>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function LabelRow({ notesRef, label }: { notesRef: NotesRef; label: NoteLabel }) {
  const { i18n } = useLingui();
  const value = useSelector(notesRef, (s) => selectLabelDraft(s, label.id, label.title));
  const canRename = useSelector(notesRef, (s) => s.can({ type: 'notes.label.rename', labelId: label.id }));
  const canDelete = useSelector(notesRef, (s) => s.can({ type: 'notes.label.delete', labelId: label.id }));
  const inputId = useId();
  return (
    <li>
      <form
        className={css.labelRow}
        onSubmit={(e) => {
          e.preventDefault();
          if (canRename) notesRef.send({ type: 'notes.label.rename', labelId: label.id });
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {i18n._({ id: 'demo.notes.labels.name', message: 'Name of the label {title}', values: { title: label.title } })}
        </label>
        <input id={inputId} className={css.input} value={value} maxLength={MAX_TITLE} autoComplete="off" onChange={(e) => notesRef.send({ type: 'notes.label.draft', labelId: label.id, value: e.target.value })} />
        <button type="submit" className={button({ tone: 'secondary' })} disabled={!canRename}>
          <Trans id="demo.notes.labels.rename" message="Rename" />
        </button>
        <button
          type="button"
          className={iconButton}
          disabled={!canDelete}
          aria-label={i18n._({ id: 'demo.notes.labels.delete', message: 'Delete the label {title}', values: { title: label.title } })}
          onClick={() => notesRef.send({ type: 'notes.label.delete', labelId: label.id })}
        >
          <Icon name="trash" size={18} />
        </button>
      </form>
    </li>
  );
}
