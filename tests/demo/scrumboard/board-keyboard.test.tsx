// Issue 14, scrumboard: the keyboard alternative to dragging, in the DOM. Alt + arrow keys on a focused card move it
// within its list and across lists, Alt + Left/Right on a list's title moves the list; each move is announced in the
// live region and sent as SPEC §7 asks; a refused move is put back with a notice; arrows without Alt move nothing.
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import catalog from '../../../src/locales/en-US/messages.json';
import type { BoardWrite, BoardWriteResult } from '../../../src/machines/demo/scrumboard/board-write';
import { boardMachine } from '../../../src/machines/demo/scrumboard/board.machine';
import type { Board } from '../../../src/machines/demo/scrumboard/scrumboard-api';
import { ApiError } from '../../../src/machines/effects/api-error';
import { activateCatalog, i18n } from '../../../src/machines/effects/i18n';
import { BoardBody } from '../../../src/views/demo/scrumboard/board-view';
import { board } from './fixtures';

beforeAll(() => {
  activateCatalog('en-US', (catalog as unknown as { messages: Messages }).messages);
});

async function setup(answer: (w: BoardWrite) => Promise<BoardWriteResult> = async () => ({ kind: 'none' })) {
  const writes: BoardWrite[] = [];
  const ref = createActor(
    boardMachine.provide({
      actors: {
        loadBoard: fromPromise<Board | null, { boardId: string }>(async () => board()),
        writeBoard: fromPromise(async ({ input }) => (writes.push(input), answer(input))),
      },
    }),
    { input: { boardId: 'b1' } },
  ).start();
  render(
    <I18nProvider i18n={i18n}>
      <BoardBody boardRef={ref} boardId="b1" cardId={null} go={() => undefined} />
    </I18nProvider>,
  );
  await screen.findByRole('link', { name: 'Card A' });
  return writes;
}

const cards = (list: string) => within(screen.getByRole('list', { name: `Cards of ${list}` })).getAllByRole('link').map((a) => a.textContent);
const announced = () => screen.getAllByRole('status').map((s) => s.textContent).join(' ');
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

describe('scrumboard from the keyboard', () => {
  it('Alt + Arrow Down / Right move the focused card, announced, sent as the target list in order', async () => {
    const writes = await setup();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Card A' }), { key: 'ArrowDown', altKey: true });
    expect(cards('To do')).toEqual(['Card B', 'Card A', 'Card C']);
    expect(announced()).toContain('Card “Card A” moved to To do, position 2 of 3.');
    await settle();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Card A' }), { key: 'ArrowRight', altKey: true });
    expect(cards('Done')).toEqual(['Card D', 'Card A']);
    expect(cards('To do')).toEqual(['Card B', 'Card C']);
    expect(announced()).toContain('Card “Card A” moved to Done, position 2 of 2.');
    await settle();
    expect(writes).toEqual([
      { kind: 'cards.order', cards: [{ id: 'b', listId: 'todo' }, { id: 'a', listId: 'todo' }, { id: 'c', listId: 'todo' }] },
      { kind: 'cards.order', cards: [{ id: 'd', listId: 'done' }, { id: 'a', listId: 'done' }] },
    ]);
  });

  it('at an edge nothing moves and the edge is said; arrows without Alt move nothing', async () => {
    const writes = await setup();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Card A' }), { key: 'ArrowUp', altKey: true });
    expect(announced()).toContain('Card “Card A” cannot move further that way.');
    fireEvent.keyDown(screen.getByRole('link', { name: 'Card A' }), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('link', { name: 'Card A' }), { key: 'ArrowDown', altKey: true, ctrlKey: true });
    expect(cards('To do')).toEqual(['Card A', 'Card B', 'Card C']);
    expect(writes).toEqual([]);
  });

  it('Alt + Arrow Left on a list title moves the list, announced; positions step by 65536', async () => {
    const writes = await setup();
    fireEvent.keyDown(screen.getByRole('button', { name: /^Done/ }), { key: 'ArrowLeft', altKey: true });
    const lists = within(screen.getByRole('list', { name: 'Lists' })).getAllByRole('list').map((l) => l.getAttribute('aria-label'));
    expect(lists).toEqual(['Cards of Done', 'Cards of To do']);
    expect(announced()).toContain('List “Done” moved to position 1 of 2.');
    await settle();
    expect(writes).toEqual([{ kind: 'lists.order', lists: [{ id: 'done', position: 65536 }, { id: 'todo', position: 131072 }] }]);
  });

  it('a refused move is put back and the notice says so', async () => {
    await setup(() => Promise.reject(new ApiError({ kind: 'network', code: 'offline', method: 'PATCH', url: '/x' })));
    fireEvent.keyDown(screen.getByRole('link', { name: 'Card C' }), { key: 'ArrowUp', altKey: true });
    await settle();
    expect(cards('To do')).toEqual(['Card A', 'Card B', 'Card C']);
    expect(screen.getByRole('alert').textContent).toContain('No Internet Connection: the change was not saved.');
  });
});
