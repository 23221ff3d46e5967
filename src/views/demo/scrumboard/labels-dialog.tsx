/** The board's labels (issue 14): rename, delete (asked first; cards lose it) and add, in a dialog opened from the board. */
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { Trans, useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { selectDraft, selectLabelsOpen, type BoardRef } from '../../../machines/demo/scrumboard/board.machine';
import { MAX_TITLE, type BoardLabel } from '../../../machines/demo/scrumboard/scrumboard-api';
import { button } from '../../theme/recipes/button.css';
import { iconButton } from '../../theme/recipes/icon-button.css';
import { Icon } from '../../ui/icon';
import * as css from './scrumboard.css';

export function LabelsDialog({ boardRef, labels }: { boardRef: BoardRef; labels: BoardLabel[] }) {
  const { i18n } = useLingui();
  const open = useSelector(boardRef, selectLabelsOpen);
  const value = useSelector(boardRef, (s) => selectDraft(s, 'label.new'));
  const canAdd = useSelector(boardRef, (s) => s.can({ type: 'board.label.add' }));
  const newId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && boardRef.send({ type: 'board.labels.close' })} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={css.backdrop} />
        <Dialog.Positioner className={css.positioner}>
          <Dialog.Content className={css.dialog}>
            <div className={css.dialogHeader}>
              <Dialog.Title className={css.dialogTitle}>
                <Trans id="demo.board.labels.title" message="Board labels" />
              </Dialog.Title>
              <Dialog.CloseTrigger className={iconButton} aria-label={i18n._({ id: 'demo.board.labels.close', message: 'Close labels' })}>
                <Icon name="close" size={20} />
              </Dialog.CloseTrigger>
            </div>
            {labels.length === 0 ? (
              <p className={css.muted}>
                <Trans id="demo.board.labels.empty" message="No labels yet." />
              </p>
            ) : (
              <ul className={css.plainList}>
                {labels.map((label) => (
                  <LabelRow key={label.id} boardRef={boardRef} label={label} />
                ))}
              </ul>
            )}
            <form
              className={css.labelRow}
              onSubmit={(e) => {
                e.preventDefault();
                if (canAdd) boardRef.send({ type: 'board.label.add' });
              }}
            >
              <label htmlFor={newId} className="visually-hidden">
                <Trans id="demo.board.labels.new" message="New label" />
              </label>
              <input
                id={newId}
                className={css.input}
                value={value}
                maxLength={MAX_TITLE}
                autoComplete="off"
                placeholder={i18n._({ id: 'demo.board.labels.new', message: 'New label' })}
                onChange={(e) => boardRef.send({ type: 'board.draft.change', key: 'label.new', value: e.target.value })}
              />
              <button type="submit" className={button()} disabled={!canAdd}>
                <Trans id="demo.board.labels.add" message="Add" />
              </button>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function LabelRow({ boardRef, label }: { boardRef: BoardRef; label: BoardLabel }) {
  const { i18n } = useLingui();
  const key = `label:${label.id}`;
  const value = useSelector(boardRef, (s) => selectDraft(s, key, label.title));
  const canRename = useSelector(boardRef, (s) => s.can({ type: 'board.label.rename', labelId: label.id }));
  const canDelete = useSelector(boardRef, (s) => s.can({ type: 'board.label.delete', labelId: label.id }));
  const inputId = useId();
  return (
    <li>
      <form
        className={css.labelRow}
        onSubmit={(e) => {
          e.preventDefault();
          if (canRename) boardRef.send({ type: 'board.label.rename', labelId: label.id });
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {i18n._({ id: 'demo.board.labels.name', message: 'Name of the label {title}', values: { title: label.title } })}
        </label>
        <input
          id={inputId}
          className={css.input}
          value={value}
          maxLength={MAX_TITLE}
          autoComplete="off"
          onChange={(e) => boardRef.send({ type: 'board.draft.change', key, value: e.target.value })}
        />
        <button type="submit" className={button({ tone: 'secondary' })} disabled={!canRename}>
          <Trans id="demo.board.rename" message="Rename" />
        </button>
        <button
          type="button"
          className={iconButton}
          disabled={!canDelete}
          aria-label={i18n._({ id: 'demo.board.labels.delete', message: 'Delete the label {title}', values: { title: label.title } })}
          onClick={() => boardRef.send({ type: 'board.label.delete', labelId: label.id })}
        >
          <Icon name="trash" size={18} />
        </button>
      </form>
    </li>
  );
}
