/**
 * The card dialog (issue 14): open while the address names a card of the board. Title and description are typed and
 * saved together; labels (the board's) and the due date change at once; Delete asks first. Closing goes back to the
 * board's address.
 */
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { Trans, useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { dueState } from '../../../machines/demo/scrumboard/board-ops';
import { selectAnnouncement, selectDraft, selectIsConfirming, type BoardRef } from '../../../machines/demo/scrumboard/board.machine';
import { MAX_DESCRIPTION, MAX_TITLE, type Board, type Card } from '../../../machines/demo/scrumboard/scrumboard-api';
import { button } from '../../theme/recipes/button.css';
import { iconButton } from '../../theme/recipes/icon-button.css';
import { Icon } from '../../ui/icon';
import { DueBadge, today } from './board-parts';
import * as css from './scrumboard.css';
import { DayPicker } from '../../kit/day-picker';

export function CardDialog({ boardRef, board, card, onClose }: { boardRef: BoardRef; board: Board; card: Card | null; onClose: () => void }) {
  // While "Delete the card?" is asked, the dialog steps aside (it comes back if the answer is no).
  const confirming = useSelector(boardRef, selectIsConfirming);
  return (
    <Dialog.Root open={card !== null && !confirming} onOpenChange={(d) => !d.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={css.backdrop} />
        <Dialog.Positioner className={css.positioner}>
          <Dialog.Content className={css.dialog}>{card ? <CardForm boardRef={boardRef} board={board} card={card} /> : null}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function CardForm({ boardRef, board, card }: { boardRef: BoardRef; board: Board; card: Card }) {
  const { i18n } = useLingui();
  const titleKey = `card.title:${card.id}`;
  const descriptionKey = `card.description:${card.id}`;
  const title = useSelector(boardRef, (s) => selectDraft(s, titleKey, card.title));
  const description = useSelector(boardRef, (s) => selectDraft(s, descriptionKey, card.description));
  const canSave = useSelector(boardRef, (s) => s.can({ type: 'board.card.save', cardId: card.id }));
  const canDelete = useSelector(boardRef, (s) => s.can({ type: 'board.card.delete', cardId: card.id }));
  const canChangeDue = useSelector(boardRef, (s) => s.can({ type: 'board.card.due.change', cardId: card.id, dueDate: null }));
  const titleId = useId();
  const descriptionId = useId();
  const dueId = useId();
  const list = board.lists.find((l) => l.id === card.listId);
  const due = card.dueDate ? card.dueDate.slice(0, 10) : '';
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <>
      <div className={css.dialogHeader}>
        <div>
          <Dialog.Title className={css.dialogTitle}>{card.title}</Dialog.Title>
          <Dialog.Description className={css.muted}>{i18n._({ id: 'demo.board.card.inList', message: 'In the list {list}', values: { list: list?.title ?? '' } })}</Dialog.Description>
        </div>
        <Dialog.CloseTrigger className={iconButton} aria-label={i18n._({ id: 'demo.board.card.close', message: 'Close the card' })}>
          <Icon name="close" size={20} />
        </Dialog.CloseTrigger>
      </div>
      <form
        className={css.form}
        onSubmit={(e) => {
          e.preventDefault();
          if (canSave) boardRef.send({ type: 'board.card.save', cardId: card.id });
        }}
      >
        <div className={css.field}>
          <label className={css.label} htmlFor={titleId}>
            <Trans id="demo.board.card.titleField" message="Title" />
          </label>
          <input id={titleId} className={css.input} value={title} maxLength={MAX_TITLE} required onChange={(e) => boardRef.send({ type: 'board.draft.change', key: titleKey, value: e.target.value })} />
        </div>
        <div className={css.field}>
          <label className={css.label} htmlFor={descriptionId}>
            <Trans id="demo.board.card.description" message="Description" />
          </label>
          <textarea
            id={descriptionId}
            className={css.textarea}
            value={description}
            maxLength={MAX_DESCRIPTION}
            onChange={(e) => boardRef.send({ type: 'board.draft.change', key: descriptionKey, value: e.target.value })}
          />
        </div>
        <div>
          <button type="submit" className={button()} disabled={!canSave}>
            <Trans id="demo.board.card.save" message="Save title and description" />
          </button>
        </div>
      </form>
      <fieldset className={css.fieldset}>
        <legend className={css.label}>
          <Trans id="demo.board.card.labels" message="Labels" />
        </legend>
        {board.labels.length === 0 ? (
          <p className={css.muted}>
            <Trans id="demo.board.card.noLabels" message="This board has no labels yet: add them with Labels on the board." />
          </p>
        ) : (
          <div className={css.checks}>
            {board.labels.map((label) => (
              <label key={label.id} className={css.check}>
                <input
                  type="checkbox"
                  checked={card.labels.includes(label.id)}
                  onChange={() => boardRef.send({ type: 'board.card.label.toggle', cardId: card.id, labelId: label.id })}
                />
                {label.title}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <div className={css.field}>
        <DayPicker
          inputId={dueId}
          label={<Trans id="demo.board.card.due" message="Due date" />}
          labelClassName={css.label}
          value={due === '' ? null : due}
          disabled={!canChangeDue}
          onChange={(day) => boardRef.send({ type: 'board.card.due.change', cardId: card.id, dueDate: day === null ? null : `${day}T12:00:00.000Z` })}
        />
        {card.dueDate ? (
          <div className={css.row}>
            <DueBadge state={dueState(card.dueDate, today())} date={date.format(new Date(card.dueDate))} />
            <button type="button" className={button({ tone: 'ghost' })} disabled={!canChangeDue} onClick={() => boardRef.send({ type: 'board.card.due.change', cardId: card.id, dueDate: null })}>
              <Trans id="demo.board.card.due.clear" message="Remove the due date" />
            </button>
          </div>
        ) : null}
      </div>
      <MoveCard boardRef={boardRef} board={board} card={card} />
      <div className={css.dialogActions}>
        <button type="button" className={button({ tone: 'secondary' })} disabled={!canDelete} onClick={() => boardRef.send({ type: 'board.card.delete', cardId: card.id })}>
          <Trans id="demo.board.card.delete" message="Delete card" />
        </button>
        <Dialog.CloseTrigger className={button()}>
          <Trans id="demo.board.card.done" message="Done" />
        </Dialog.CloseTrigger>
      </div>
    </>
  );
}

/** Moving without dragging: a list and a position, then Move (the board machine decides; the move is announced here). */
function MoveCard({ boardRef, board, card }: { boardRef: BoardRef; board: Board; card: Card }) {
  const { i18n } = useLingui();
  const listKey = `card.moveList:${card.id}`;
  const positionKey = `card.movePos:${card.id}`;
  const from = board.lists.find((l) => l.id === card.listId);
  const index = from ? from.cards.findIndex((c) => c.id === card.id) : 0;
  const toListId = useSelector(boardRef, (s) => selectDraft(s, listKey, card.listId));
  const target = board.lists.find((l) => l.id === toListId) ?? from;
  const slots = target ? (target.id === card.listId ? target.cards.length : target.cards.length + 1) : 1;
  const position = useSelector(boardRef, (s) => selectDraft(s, positionKey, String(target?.id === card.listId ? index + 1 : slots)));
  const move = { type: 'board.card.move' as const, cardId: card.id, toListId: target?.id ?? card.listId, toIndex: Number(position) - 1 };
  const canMove = useSelector(boardRef, (s) => s.can(move));
  const announcement = useSelector(boardRef, selectAnnouncement);
  const ids = { list: useId(), position: useId() };
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.label}>
        <Trans id="demo.board.card.move" message="Move" />
      </legend>
      <div className={css.row}>
        <label htmlFor={ids.list} className={css.muted}>
          <Trans id="demo.board.card.move.list" message="List" />
        </label>
        <select
          id={ids.list}
          className={css.select}
          value={target?.id ?? ''}
          onChange={(e) => {
            const next = board.lists.find((l) => l.id === e.target.value);
            boardRef.send({ type: 'board.draft.change', key: listKey, value: e.target.value });
            if (next) boardRef.send({ type: 'board.draft.change', key: positionKey, value: String(next.id === card.listId ? index + 1 : next.cards.length + 1) });
          }}
        >
          {board.lists.map((l) => (
            <option key={l.id} value={l.id}>
              {l.title}
            </option>
          ))}
        </select>
        <label htmlFor={ids.position} className={css.muted}>
          <Trans id="demo.board.card.move.position" message="Position" />
        </label>
        <select id={ids.position} className={css.select} value={position} onChange={(e) => boardRef.send({ type: 'board.draft.change', key: positionKey, value: e.target.value })}>
          {Array.from({ length: slots }, (_, i) => (
            <option key={i} value={String(i + 1)}>
              {i + 1}
            </option>
          ))}
        </select>
        <button type="button" className={button({ tone: 'secondary' })} disabled={!canMove} onClick={() => boardRef.send(move)}>
          <Trans id="demo.board.card.move.submit" message="Move" />
        </button>
      </div>
      <p className={css.muted} role="status">
        {announcement ? i18n._(announcement) : ''}
      </p>
    </fieldset>
  );
}
