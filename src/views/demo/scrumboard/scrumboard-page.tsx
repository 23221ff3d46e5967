/**
 * The scrumboard (issue 14): /apps/scrumboard lists the boards; /apps/scrumboard/{boardId} is a board;
 * /apps/scrumboard/{boardId}/card/{cardId} is the board with that card's dialog open (so a reload keeps it).
 */
import { Trans, useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { boardsMachine, selectBoards, selectBoardsFailure, selectBoardsLoading } from '../../../machines/demo/scrumboard/boards.machine';
import { selectPath } from '../../../machines/nav.machine';
import type { SessionRef } from '../../../machines/session.machine';
import { useNavRef } from '../../app-actor';
import { InAppLink } from '../../kit/in-app-link';
import { ErrorPage } from '../../pages/error-page';
import * as page from '../../sections/section-page.css';
import { Avatar } from '../../ui/avatar';
import { BoardScreen } from './board-view';
import { LoadFailure } from './load-failure';
import * as css from './scrumboard.css';

/** The address's parts below /apps/scrumboard, or null when it is no page of the scrumboard. */
export function scrumboardAddress(path: string): { boardId: string | null; cardId: string | null } | null {
  const parts = path.split('/').slice(3).map((p) => {
    try {
      return decodeURIComponent(p);
    } catch {
      return '';
    }
  });
  if (parts.length === 0 || (parts.length === 1 && parts[0] === '')) return { boardId: null, cardId: null };
  if (parts.some((p) => p === '')) return null;
  if (parts.length === 1) return { boardId: parts[0]!, cardId: null };
  if (parts.length === 3 && parts[1] === 'card') return { boardId: parts[0]!, cardId: parts[2]! };
  return null;
}

export default function ScrumboardPage({ sessionRef }: { sessionRef: SessionRef }) {
  const navRef = useNavRef()!;
  const path = useSelector(navRef, selectPath);
  const address = scrumboardAddress(path);
  const go = (to: string) => navRef.send({ type: 'nav.navigate', to });
  if (address === null) return <ErrorPage status={404} />;
  if (address.boardId === null) return <BoardsPage go={go} />;
  return <BoardScreen key={address.boardId} sessionRef={sessionRef} boardId={address.boardId} cardId={address.cardId} go={go} />;
}

function BoardsPage({ go }: { go: (to: string) => void }) {
  const { i18n } = useLingui();
  const ref = useActorRef(boardsMachine);
  const boards = useSelector(ref, selectBoards);
  const failure = useSelector(ref, selectBoardsFailure);
  const loading = useSelector(ref, selectBoardsLoading);
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });
  return (
    <>
      <header className={page.header}>
        <p className={page.eyebrow}>
          <Trans id="demo.board.eyebrow" message="Scrumboard" />
        </p>
        <h1 className={page.title}>
          <Trans id="demo.board.boards.title" message="Boards" />
        </h1>
      </header>
      {failure ? (
        <LoadFailure failure={failure} onRetry={() => ref.send({ type: 'boards.retry' })} />
      ) : loading ? (
        <p role="status" className={css.muted}>
          <Trans id="demo.board.boards.loading" message="Loading the boards…" />
        </p>
      ) : boards.length === 0 ? (
        <p role="status" className={css.muted}>
          <Trans id="demo.board.boards.empty" message="There are no boards." />
        </p>
      ) : (
        <ul className={css.boards}>
          {boards.map((b) => (
            <li key={b.id}>
              <InAppLink className={css.boardCard} to={`/apps/scrumboard/${encodeURIComponent(b.id)}`} onNavigate={go}>
                <span className={css.boardTitle}>{b.title}</span>
                {b.description ? <span className={css.muted}>{b.description}</span> : null}
                {b.members.length > 0 ? (
                  <span className={css.members}>
                    <span className="visually-hidden">{i18n._({ id: 'demo.board.members', message: 'Members: {names}', values: { names: b.members.map((m) => m.name).join(', ') } })}</span>
                    {b.members.map((m) => (
                      <Avatar key={m.id} src={m.avatar} name={m.name} size="s" />
                    ))}
                  </span>
                ) : null}
                {b.lastActivity ? (
                  <span className={css.muted}>{i18n._({ id: 'demo.board.lastActivity', message: 'Last activity {date}', values: { date: date.format(new Date(b.lastActivity)) } })}</span>
                ) : null}
              </InAppLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
