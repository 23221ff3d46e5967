/** The scrumboard's boards (/apps/scrumboard, issue 14): loads them with their members; a failure says why and retries. */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { isApiError } from '../../effects/api-error';
import { fetchBoards, type BoardSummary } from './scrumboard-api';

export type BoardsFailure = 'offline' | 'malformed' | 'failed';

export const loadBoards = fromPromise<BoardSummary[]>(({ signal }) => fetchBoards(signal));

export const boardsMachine = setup({
  types: {} as { context: { boards: BoardSummary[]; failure: BoardsFailure | null }; events: { type: 'boards.retry' } },
  actors: { loadBoards },
  actions: {
    setBoards: assign((_, params: { boards: BoardSummary[] }) => ({ boards: params.boards, failure: null })),
    setFailure: assign((_, params: { error: unknown }) => {
      const code = isApiError(params.error) ? params.error.code : null;
      return { failure: code === 'offline' ? ('offline' as const) : code === 'malformed' ? ('malformed' as const) : ('failed' as const) };
    }),
  },
}).createMachine({
  id: 'scrumboardBoards',
  context: { boards: [], failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBoards',
        src: 'loadBoards',
        onDone: { target: 'ready', actions: { type: 'setBoards', params: ({ event }) => ({ boards: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {},
    failed: { on: { 'boards.retry': { target: 'loading' } } },
  },
});

export type BoardsRef = ActorRefFrom<typeof boardsMachine>;
export type BoardsSnapshot = SnapshotFrom<typeof boardsMachine>;
export const selectBoards = (s: BoardsSnapshot) => s.context.boards;
export const selectBoardsFailure = (s: BoardsSnapshot) => (s.matches('failed') ? s.context.failure : null);
export const selectBoardsLoading = (s: BoardsSnapshot) => s.matches('loading');
