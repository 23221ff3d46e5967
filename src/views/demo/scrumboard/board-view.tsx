/**
 * A board (issue 14): its lists side by side (stacked on a phone) with their cards, each list and card draggable with
 * Alt + arrow keys as the keyboard alternative (announced), add / rename / delete a list, add a card, the card dialog
 * (address /apps/scrumboard/{boardId}/card/{cardId}) and the board's labels. The board machine decides every change.
 */
import { Trans, useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { dueState } from '../../../machines/demo/scrumboard/board-ops';
import {
  boardMachine,
  selectAnnouncement,
  selectBoard,
  selectEditing,
  selectFailure,
  selectIsBusy,
  selectIsLoading,
  selectIsMissing,
  selectNotice,
  type BoardRef,
} from '../../../machines/demo/scrumboard/board.machine';
import type { BoardLabel, Card, List } from '../../../machines/demo/scrumboard/scrumboard-api';
import type { SessionRef } from '../../../machines/session.machine';
import { InAppLink } from '../../kit/in-app-link';
import { useSectionActor } from '../../sections/use-section-actor';
import * as page from '../../sections/section-page.css';
import { button } from '../../theme/recipes/button.css';
import { iconButton } from '../../theme/recipes/icon-button.css';
import { Avatar } from '../../ui/avatar';
import { Icon } from '../../ui/icon';
import { bindCard, bindList, bindListBody } from './board-dnd';
import { cardDirection, listDirection } from './board-keys';
import { CardDialog } from './card-dialog';
import { LabelsDialog } from './labels-dialog';
import { LoadFailure } from './load-failure';
import { AddForm, boardPath, cardPath, DueBadge, RenameForm, today } from './board-parts';
import * as css from './scrumboard.css';

/** The board's actor, spawned under the session (the confirmation dialog and the address are reached through it) and stopped when the page goes. */
function useBoardActor(sessionRef: SessionRef, boardId: string): BoardRef | undefined {
  const systemId = `demo.scrumboard.board.${boardId}`;
  const ref = useSectionActor<BoardRef>(sessionRef, systemId, () => ({ logic: boardMachine, input: { boardId } }));
  useEffect(() => () => sessionRef.send({ type: 'session.section.close', systemId }), [sessionRef, systemId]);
  return ref;
}

export function BoardScreen({ sessionRef, boardId, cardId, go }: { sessionRef: SessionRef; boardId: string; cardId: string | null; go: (to: string) => void }) {
  const ref = useBoardActor(sessionRef, boardId);
  return ref ? <BoardBody boardRef={ref} boardId={boardId} cardId={cardId} go={go} /> : null;
}

export function BoardBody({ boardRef, boardId, cardId, go }: { boardRef: BoardRef; boardId: string; cardId: string | null; go: (to: string) => void }) {
  const { i18n } = useLingui();
  const board = useSelector(boardRef, selectBoard);
  const loading = useSelector(boardRef, selectIsLoading);
  const failure = useSelector(boardRef, selectFailure);
  const missing = useSelector(boardRef, selectIsMissing);
  const notice = useSelector(boardRef, selectNotice);
  const announcement = useSelector(boardRef, selectAnnouncement);
  const busy = useSelector(boardRef, selectIsBusy);
  const canOpenLabels = useSelector(boardRef, (s) => s.can({ type: 'board.labels.open' }));
  const hintId = useId();
  const back = (
    <InAppLink className={css.muted} to="/apps/scrumboard" onNavigate={go}>
      <Trans id="demo.board.back" message="All boards" />
    </InAppLink>
  );
  const openCard = board && cardId ? board.lists.flatMap((l) => l.cards).find((c) => c.id === cardId) ?? null : null;
  return (
    <>
      <header className={page.header}>
        <p className={page.eyebrow}>{back}</p>
        <h1 className={page.title}>{board?.title ?? <Trans id="demo.board.eyebrow" message="Scrumboard" />}</h1>
        {board?.description ? <p className={css.muted}>{board.description}</p> : null}
      </header>
      {failure ? (
        <LoadFailure failure={failure} onRetry={() => boardRef.send({ type: 'board.retry' })} />
      ) : missing ? (
        <div className={page.card} role="alert">
          <Trans id="demo.board.missing" message="There is no such board." />
        </div>
      ) : loading || !board ? (
        <p role="status" className={css.muted}>
          <Trans id="demo.board.loading" message="Loading the board…" />
        </p>
      ) : (
        <>
          <div className={css.toolbar}>
            {board.members.length > 0 ? (
              <ul className={css.members} aria-label={i18n._({ id: 'demo.board.membersLabel', message: 'Members' })}>
                {board.members.map((m) => (
                  <li key={m.id} title={m.name}>
                    <Avatar src={m.avatar} name={m.name} size="m" />
                    <span className="visually-hidden">{m.name}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            <button type="button" className={button({ tone: 'secondary' })} disabled={!canOpenLabels} onClick={() => boardRef.send({ type: 'board.labels.open' })}>
              <Trans id="demo.board.labels.open" message="Labels" />
            </button>
          </div>
          <p id={hintId} className={css.hint}>
            <Trans id="demo.board.hint" message="Drag cards and lists to move them, or focus one and press Alt + arrow keys." />
          </p>
          {notice ? (
            <div className={css.notice} role="alert">
              <span>{i18n._(notice)}</span>
              <button type="button" className={button({ tone: 'ghost' })} onClick={() => boardRef.send({ type: 'board.notice.dismiss' })}>
                <Trans id="demo.board.notice.dismiss" message="Dismiss" />
              </button>
            </div>
          ) : null}
          <p className="visually-hidden" role="status" aria-live="polite">
            {announcement ? i18n._(announcement) : ''}
          </p>
          <ol className={css.lists} aria-busy={busy} aria-label={i18n._({ id: 'demo.board.listsLabel', message: 'Lists' })}>
            {board.lists.map((list, index) => (
              <ListColumn key={list.id} boardRef={boardRef} boardId={boardId} list={list} index={index} labels={board.labels} hintId={hintId} go={go} />
            ))}
            <li className={css.addList}>
              <AddForm boardRef={boardRef} draftKey="list.new" event={{ type: 'board.list.add' }} label={i18n._({ id: 'demo.board.list.add', message: 'Add a list' })} field={i18n._({ id: 'demo.board.list.title', message: 'List title' })} />
            </li>
          </ol>
          <CardDialog boardRef={boardRef} board={board} card={openCard} onClose={() => go(boardPath(boardId))} />
          {cardId && !openCard ? (
            <div className={page.card} role="alert">
              <Trans id="demo.board.card.missing" message="That card is not on this board (it may have been deleted)." />{' '}
              <InAppLink to={boardPath(boardId)} onNavigate={go}>
                <Trans id="demo.board.card.missing.back" message="Show the board" />
              </InAppLink>
            </div>
          ) : null}
          <LabelsDialog boardRef={boardRef} labels={board.labels} />
        </>
      )}
    </>
  );
}

function ListColumn({ boardRef, boardId, list, index, labels, hintId, go }: { boardRef: BoardRef; boardId: string; list: List; index: number; labels: BoardLabel[]; hintId: string; go: (to: string) => void }) {
  const { i18n } = useLingui();
  const column = useRef<HTMLLIElement>(null);
  const handle = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLOListElement>(null);
  const key = `list:${list.id}`;
  const editing = useSelector(boardRef, selectEditing) === key;
  const canDelete = useSelector(boardRef, (s) => s.can({ type: 'board.list.delete', listId: list.id }));
  useEffect(() => (column.current && handle.current ? bindList(column.current, handle.current, { listId: list.id, index }, boardRef) : undefined), [boardRef, list.id, index]);
  useEffect(() => (body.current ? bindListBody(body.current, list.id, list.cards.length, boardRef) : undefined), [boardRef, list.id, list.cards.length]);
  return (
    <li ref={column} className={css.list}>
      <div className={css.listHeader}>
        {editing ? (
          <RenameForm boardRef={boardRef} draftKey={key} stored={list.title} event={{ type: 'board.list.rename', listId: list.id }} label={i18n._({ id: 'demo.board.list.title', message: 'List title' })} />
        ) : (
          <>
            <button
              ref={handle}
              type="button"
              className={css.listTitle}
              aria-describedby={hintId}
              onClick={() => boardRef.send({ type: 'board.edit.start', key })}
              onKeyDown={(event) => {
                const direction = listDirection(event);
                if (!direction) return;
                event.preventDefault();
                boardRef.send({ type: 'board.list.step', listId: list.id, direction });
              }}
            >
              {list.title}
              <span className="visually-hidden">{i18n._({ id: 'demo.board.list.renameHint', message: ' (rename the list)' })}</span>
            </button>
            <span className={css.count}>{list.cards.length}</span>
            <button
              type="button"
              className={iconButton}
              disabled={!canDelete}
              aria-label={i18n._({ id: 'demo.board.list.delete', message: 'Delete the list {title}', values: { title: list.title } })}
              onClick={() => boardRef.send({ type: 'board.list.delete', listId: list.id })}
            >
              <Icon name="trash" size={18} />
            </button>
          </>
        )}
      </div>
      <ol ref={body} className={css.cards} aria-label={i18n._({ id: 'demo.board.list.cards', message: 'Cards of {title}', values: { title: list.title } })}>
        {list.cards.map((card, cardIndex) => (
          <CardItem key={card.id} boardRef={boardRef} boardId={boardId} card={card} index={cardIndex} labels={labels} hintId={hintId} go={go} />
        ))}
      </ol>
      <AddForm boardRef={boardRef} draftKey={`card.new:${list.id}`} event={{ type: 'board.card.add', listId: list.id }} label={i18n._({ id: 'demo.board.card.add', message: 'Add a card' })} field={i18n._({ id: 'demo.board.card.title', message: 'Card title' })} />
    </li>
  );
}

function CardItem({ boardRef, boardId, card, index, labels, hintId, go }: { boardRef: BoardRef; boardId: string; card: Card; index: number; labels: BoardLabel[]; hintId: string; go: (to: string) => void }) {
  const { i18n } = useLingui();
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => (item.current ? bindCard(item.current, { cardId: card.id, listId: card.listId, index }, boardRef) : undefined), [boardRef, card.id, card.listId, index]);
  const due = dueState(card.dueDate, today());
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <li
      ref={item}
      className={css.card}
      data-card-id={card.id}
      onKeyDown={(event) => {
        const direction = cardDirection(event);
        if (!direction) return;
        event.preventDefault();
        boardRef.send({ type: 'board.card.step', cardId: card.id, direction });
        // A card moved to another list is drawn anew there: its link takes the focus back.
        requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(card.id)}"] a`)?.focus());
      }}
    >
      <a
        className={css.cardLink}
        href={cardPath(boardId, card.id)}
        aria-describedby={hintId}
        // The card drags, not the link's address (Pragmatic drag and drop starts from the registered element).
        draggable={false}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          go(cardPath(boardId, card.id));
        }}
      >
        {card.title}
      </a>
      {card.labels.length > 0 || card.dueDate ? (
        <span className={css.cardMeta}>
          {card.labels.map((id) => {
            const label = labels.find((l) => l.id === id);
            return label ? (
              <span key={id} className={css.chip}>
                {label.title}
              </span>
            ) : null;
          })}
          {card.dueDate ? <DueBadge state={due} date={date.format(new Date(card.dueDate))} /> : null}
        </span>
      ) : null}
    </li>
  );
}

