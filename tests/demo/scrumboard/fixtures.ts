import type { Board } from '../../../src/machines/demo/scrumboard/scrumboard-api';

const card = (id: string, listId: string, position: number, title: string, labels: string[] = [], dueDate: string | null = null) => ({
  id,
  boardId: 'b1',
  listId,
  position,
  title,
  description: '',
  labels,
  dueDate,
});

/** Two lists (To do: a, b, c; Done: d) and two labels; l1 on cards a and d. */
export const board = (): Board => ({
  id: 'b1',
  title: 'Admin Dashboard',
  description: 'Roadmap',
  icon: 'heroicons_outline:template',
  lastActivity: '2024-06-28T15:00:00.000Z',
  members: [{ id: 'm1', name: 'Ana Ruiz', avatar: '/images/avatars/female-01.svg' }],
  labels: [
    { id: 'l1', boardId: 'b1', title: 'Research' },
    { id: 'l2', boardId: 'b1', title: 'Bug' },
  ],
  lists: [
    { id: 'todo', boardId: 'b1', position: 65536, title: 'To do', cards: [card('a', 'todo', 0, 'Card A', ['l1']), card('b', 'todo', 1, 'Card B'), card('c', 'todo', 2, 'Card C')] },
    { id: 'done', boardId: 'b1', position: 131072, title: 'Done', cards: [card('d', 'done', 0, 'Card D', ['l1'], '2024-07-01T12:00:00.000Z')] },
  ],
});

export const titles = (b: Board) => Object.fromEntries(b.lists.map((l) => [l.id, l.cards.map((c) => c.id).join('')]));
