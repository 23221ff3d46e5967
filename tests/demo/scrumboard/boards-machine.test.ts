// Issue 14, scrumboard: the boards list machine (load, a failure said with its kind, retry) and its generated paths.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { boardsMachine, selectBoards, selectBoardsFailure } from '../../../src/machines/demo/scrumboard/boards.machine';
import type { BoardSummary } from '../../../src/machines/demo/scrumboard/scrumboard-api';
import { ApiError } from '../../../src/machines/effects/api-error';
import { doneEvent, errorEvent } from '../../support/path-events';
import { board } from './fixtures';

const summary: BoardSummary = (({ lists: _l, labels: _b, ...rest }) => rest)(board());
const malformed = new ApiError({ kind: 'malformed', code: 'malformed', method: 'GET', url: '/api/apps/scrumboard/boards' });

describe('scrumboard boards machine', () => {
  it('a malformed answer is said as such; Try again loads the boards', async () => {
    let calls = 0;
    const actor = createActor(boardsMachine.provide({ actors: { loadBoards: fromPromise(async () => (++calls === 1 ? Promise.reject(malformed) : [summary])) } })).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectBoardsFailure(actor.getSnapshot())).toBe('malformed');
    actor.send({ type: 'boards.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectBoards(actor.getSnapshot()).map((b) => b.title)).toEqual(['Admin Dashboard']);
    expect(selectBoardsFailure(actor.getSnapshot())).toBeNull();
  });

  it('generated paths: loading, ready or failed; a failure only when failed; boards only after an answer', () => {
    const paths = getShortestPaths(boardsMachine, {
      events: [doneEvent('loadBoards', [summary]), errorEvent('loadBoards', malformed), errorEvent('loadBoards', new Error('x')), { type: 'boards.retry' }] as never,
    });
    expect(new Set(paths.map((p) => String(p.state.value)))).toEqual(new Set(['loading', 'ready', 'failed']));
    for (const { state } of paths) {
      expect(selectBoardsFailure(state) !== null).toBe(state.matches('failed'));
      if (!state.matches('ready')) expect(state.context.boards).toEqual([]);
    }
  });
});
