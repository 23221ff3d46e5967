/** Small parts of the board page: its addresses, the due badge, and the one-field add and rename forms. */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import type { dueState } from '../../../machines/demo/scrumboard/board-ops';
import { selectDraft, selectEditing, type BoardRef } from '../../../machines/demo/scrumboard/board.machine';
import { Badge } from '../../kit/badge';
import { button } from '../../theme/recipes/button.css';
import * as css from './scrumboard.css';

export const boardPath = (boardId: string) => `/apps/scrumboard/${encodeURIComponent(boardId)}`;
export const cardPath = (boardId: string, cardId: string) => `${boardPath(boardId)}/card/${encodeURIComponent(cardId)}`;

/** Today as YYYY-MM-DD in the viewer's time zone (due badges). */
export const today = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export function DueBadge({ state, date }: { state: ReturnType<typeof dueState>; date: string }) {
  const { i18n } = useLingui();
  if (state === 'overdue') return <Badge tone="danger">{i18n._({ id: 'demo.board.due.overdue', message: 'Overdue {date}', values: { date } })}</Badge>;
  if (state === 'soon') return <Badge tone="warning">{i18n._({ id: 'demo.board.due.soon', message: 'Due soon {date}', values: { date } })}</Badge>;
  return <Badge>{i18n._({ id: 'demo.board.due.later', message: 'Due {date}', values: { date } })}</Badge>;
}

type AddEvent = { type: 'board.list.add' } | { type: 'board.card.add'; listId: string } | { type: 'board.label.add' };

/** "Add a …": a button that opens a one-field form (Escape or Cancel closes it; what is typed stays until added). */
export function AddForm({ boardRef, draftKey, event, label, field }: { boardRef: BoardRef; draftKey: string; event: AddEvent; label: string; field: string }) {
  const { i18n } = useLingui();
  const editing = useSelector(boardRef, selectEditing) === draftKey;
  const value = useSelector(boardRef, (s) => selectDraft(s, draftKey));
  const can = useSelector(boardRef, (s) => s.can(event));
  const inputId = useId();
  if (!editing)
    return (
      <button type="button" className={css.addButton} onClick={() => boardRef.send({ type: 'board.edit.start', key: draftKey })}>
        + {label}
      </button>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (can) boardRef.send(event);
  };
  return (
    <form className={css.form} onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {field}
      </label>
      <input
        id={inputId}
        className={css.input}
        value={value}
        placeholder={field}
        autoFocus
        maxLength={200}
        autoComplete="off"
        onChange={(e) => boardRef.send({ type: 'board.draft.change', key: draftKey, value: e.target.value })}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            boardRef.send({ type: 'board.edit.cancel' });
          }
        }}
      />
      <div className={css.row}>
        <button type="submit" className={button()} disabled={!can}>
          {label}
        </button>
        <button type="button" className={button({ tone: 'ghost' })} onClick={() => boardRef.send({ type: 'board.edit.cancel' })}>
          {i18n._({ id: 'demo.board.cancel', message: 'Cancel' })}
        </button>
      </div>
    </form>
  );
}

type RenameEvent = { type: 'board.list.rename'; listId: string } | { type: 'board.label.rename'; labelId: string };

export function RenameForm({ boardRef, draftKey, stored, event, label }: { boardRef: BoardRef; draftKey: string; stored: string; event: RenameEvent; label: string }) {
  const { i18n } = useLingui();
  const value = useSelector(boardRef, (s) => selectDraft(s, draftKey, stored));
  const can = useSelector(boardRef, (s) => s.can(event));
  const inputId = useId();
  return (
    <form
      className={css.renameForm}
      onSubmit={(e) => {
        e.preventDefault();
        // Enter on the name as it is just closes the editor.
        boardRef.send(can ? event : { type: 'board.edit.cancel' });
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        id={inputId}
        className={css.input}
        value={value}
        autoFocus
        maxLength={200}
        autoComplete="off"
        onChange={(e) => boardRef.send({ type: 'board.draft.change', key: draftKey, value: e.target.value })}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            boardRef.send({ type: 'board.edit.cancel' });
          }
        }}
      />
      <div className={css.row}>
        <button type="submit" className={button()} disabled={!can}>
          {i18n._({ id: 'demo.board.rename', message: 'Rename' })}
        </button>
        <button type="button" className={button({ tone: 'ghost' })} onClick={() => boardRef.send({ type: 'board.edit.cancel' })}>
          {i18n._({ id: 'demo.board.cancel', message: 'Cancel' })}
        </button>
      </div>
    </form>
  );
}
