// Issue 14, scrumboard: the strict readers refuse what the screen cannot draw (wrong types, repeated ids, a card in
// the wrong list, hostile picture addresses) and keep the position order.
import { describe, expect, it } from 'vitest';
import { readBoard, readBoards, readCard } from '../../../src/machines/demo/scrumboard/scrumboard-api';
import { optionalPicture as picture } from '../../../src/machines/demo/read-answer';
import { board } from './fixtures';

const raw = () => {
  const b = board();
  return { ...b, lists: [...b.lists].reverse().map((l) => ({ ...l, cards: [...l.cards].reverse().map((c) => ({ ...c, labels: c.labels.map((id) => ({ id, title: 'x', boardId: 'b1' })) })) })) };
};

describe('scrumboard readers', () => {
  it('reads a board: lists and cards by position, resolved labels kept as ids', () => {
    const b = readBoard(raw())!;
    expect(b.lists.map((l) => l.id)).toEqual(['todo', 'done']);
    expect(b.lists[0]!.cards.map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(b.lists[0]!.cards[0]!.labels).toEqual(['l1']);
  });

  it('null is "no such board"', () => {
    expect(readBoard(null)).toBeNull();
  });

  it('refuses wrong types, a card filed under another list, and an id twice', () => {
    expect(() => readBoard({ ...raw(), lists: 'no' })).toThrow(/board.lists/);
    const wrongList = raw();
    wrongList.lists[0]!.cards[0]!.listId = 'todo';
    expect(() => readBoard(wrongList)).toThrow(/listId/);
    const twice = raw();
    twice.lists[1]!.cards.push({ ...twice.lists[1]!.cards[0]! });
    expect(() => readBoard(twice)).toThrow(/twice/);
    expect(() => readCard({ id: 'a', boardId: 'b', listId: 'l', position: 'x', title: 't', labels: [] }, 'card')).toThrow(/position/);
    expect(() => readCard({ id: 'a', boardId: 'b', listId: 'l', position: 1, title: 't', labels: [], dueDate: 'tomorrow' }, 'card')).toThrow(/dueDate/);
    expect(() => readBoards([{ id: 'x', title: 1 }])).toThrow(/title/);
  });

  it('keeps hostile text as text (React escapes it) and drops picture addresses the CSP or the page must not load', () => {
    const b = readBoard({ ...raw(), title: '<img src=x onerror=alert(1)>' })!;
    expect(b.title).toBe('<img src=x onerror=alert(1)>');
    expect(picture('javascript:alert(1)', 'p')).toBeNull();
    expect(picture('https://evil.test/a.png', 'p')).toBeNull();
    expect(picture('//evil.test/a.png', 'p')).toBeNull();
    expect(picture('/images/../secret.svg', 'p')).toBeNull();
    expect(picture('/images/avatars/female-01.svg', 'p')).toBe('/images/avatars/female-01.svg');
    expect(picture('images/cards/1.jpg', 'p')).toBe('/images/cards/1.jpg');
    expect(picture('data:image/png;base64,iVBORw0KGgo=', 'p')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(picture('data:text/html;base64,PHNjcmlwdD4=', 'p')).toBeNull();
  });
});
