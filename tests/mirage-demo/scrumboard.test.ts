import { describe, expect, it } from 'vitest';
import type { Board, BoardLabel, BoardSummary, Card, List } from '../../src/mirage/demo/data/scrumboard';
import { del, expectBadRequest, get, patch, post, put, useServer } from './support';

const base = '/api/apps/scrumboard';
const boards = async () => (await get<BoardSummary[]>(`${base}/boards`)).body;
const board = async (id: string) => (await get<Board>(`${base}/board?id=${id}`)).body;
const mainBoard = async () => board((await boards())[0]!.id);
const positions = (items: { position: number }[]) => items.map((i) => i.position);

useServer();

describe('scrumboard', () => {
  it('GET boards answers the boards with members resolved', async () => {
    const list = await boards();
    expect(list.length).toBe(3);
    for (const b of list) {
      expect(b.members.length).toBeGreaterThan(0);
      expect(b.members.every((m) => typeof m.id === 'string' && typeof m.name === 'string' && 'avatar' in m)).toBe(true);
      expect(Object.keys(b).sort()).toEqual(['description', 'icon', 'id', 'lastActivity', 'members', 'title']);
    }
  });

  it('GET board: 4 lists by position, cards by position with labels resolved, the 5 labels; positions step by 65536', async () => {
    const b = await mainBoard();
    expect(b.lists.map((l) => l.title)).toEqual(['To do', 'In progress', 'In review', 'Completed']);
    expect(positions(b.lists)).toEqual([65536, 131072, 196608, 262144]);
    expect(b.labels.map((l) => l.title)).toEqual(['Research', 'Wireframing', 'Design', 'Development', 'Bug']);
    for (const list of b.lists) {
      expect(list.cards.length).toBeGreaterThan(0);
      expect(positions(list.cards)).toEqual(list.cards.map((_, i) => (i + 1) * 65536));
      for (const card of list.cards) {
        expect(card.listId).toBe(list.id);
        expect(card.labels.every((l) => b.labels.some((x) => x.id === l.id && x.title === l.title))).toBe(true);
      }
    }
    expect((await get(`${base}/board?id=nope`)).body).toBeNull();
    expect((await get(`${base}/board`)).body).toBeNull();
  });

  it('POST board/list appends a list at the last position + 65536; PATCH board/list renames it', async () => {
    const b = await mainBoard();
    const { body } = await post<List>(`${base}/board/list`, { list: { boardId: b.id, title: 'Blocked' } });
    expect(body).toEqual({ id: expect.any(String), boardId: b.id, position: 262144 + 65536, title: 'Blocked', cards: [] });
    expect((await mainBoard()).lists.at(-1)!.id).toBe(body.id);
    expect((await patch<List>(`${base}/board/list`, { list: { id: body.id, title: 'On hold' } })).body.title).toBe('On hold');
    await expectBadRequest(post(`${base}/board/list`, { list: { boardId: 'nope', title: 'x' } }), /unknown board/);
    await expectBadRequest(patch(`${base}/board/list`, { list: { id: 'nope', title: 'x' } }), /does not exist/, 404);
  });

  it('PATCH board/lists reorders lists, all or none', async () => {
    const b = await mainBoard();
    const [todo, doing] = b.lists;
    const { body } = await patch<List[]>(`${base}/board/lists`, { lists: [{ ...todo, position: 200000 }, { id: doing!.id, position: 10 }] });
    expect(body.map((l) => l.position)).toEqual([200000, 10]);
    expect((await mainBoard()).lists.map((l) => l.title)).toEqual(['In progress', 'In review', 'To do', 'Completed']);
    const before = await mainBoard();
    await expectBadRequest(patch(`${base}/board/lists`, { lists: [{ id: todo!.id, position: 1 }, { id: 'nope', position: 2 }] }), /does not exist/, 404);
    expect(await mainBoard()).toEqual(before);
  });

  it('DELETE board/list deletes the list and its cards', async () => {
    const b = await mainBoard();
    const doomed = b.lists[0]!;
    expect((await del(`${base}/board/list?id=${doomed.id}`)).body).toBe(true);
    const after = await mainBoard();
    expect(after.lists.map((l) => l.id)).not.toContain(doomed.id);
    const moved = await patch(`${base}/board/card`, { id: doomed.cards[0]!.id, card: { title: 'x' } });
    expect(moved.status).toBe(404);
    expect((await del(`${base}/board/list?id=nope`)).body).toBe(false);
    expect((await mainBoard()).lists.length).toBe(3);
  });

  it('PUT board/card creates a card at the end of its list; PATCH board/card updates and moves it', async () => {
    const b = await mainBoard();
    const [todo, doing] = b.lists;
    const [research] = b.labels;
    const { body } = await put<Card>(`${base}/board/card`, { card: { boardId: b.id, listId: todo!.id, title: 'New card', labels: [research!.id] } });
    expect(body).toEqual({
      id: expect.any(String), boardId: b.id, listId: todo!.id, position: todo!.cards.at(-1)!.position + 65536, title: 'New card',
      labels: [research], dueDate: null,
    });
    const moved = (await patch<Card>(`${base}/board/card`, { id: body.id, card: { listId: doing!.id, dueDate: '2024-07-01T00:00:00.000Z' } })).body;
    expect(moved).toMatchObject({ listId: doing!.id, position: doing!.cards.at(-1)!.position + 65536, dueDate: '2024-07-01T00:00:00.000Z' });
    expect((await mainBoard()).lists[1]!.cards.at(-1)!.id).toBe(body.id);
  });

  it('card payloads are checked: unknown list, label of another board, bad due date; nothing applied', async () => {
    const [first, second] = await boards();
    const b = await board(first!.id);
    const card = b.lists[0]!.cards[0]!;
    const otherLabel = (await put<BoardLabel>(`${base}/board/label`, { label: { boardId: second!.id, title: 'Elsewhere' } })).body;
    const before = await board(first!.id);
    await expectBadRequest(put(`${base}/board/card`, { card: { boardId: b.id, listId: 'nope', title: 'x' } }), /unknown list/);
    await expectBadRequest(patch(`${base}/board/card`, { id: card.id, card: { title: 'x', labels: [otherLabel.id] } }), /unknown label/);
    await expectBadRequest(patch(`${base}/board/card`, { id: card.id, card: { dueDate: 'tomorrow' } }), /ISO date/);
    await expectBadRequest(
      patch(`${base}/board/cards`, { cards: [{ id: card.id, title: 'ok' }, { id: card.id, listId: 'nope' }] }),
      /unknown list/,
    );
    expect(await board(first!.id)).toEqual(before);
  });

  it('PATCH board/cards updates several cards', async () => {
    const b = await mainBoard();
    const [a, c] = b.lists[0]!.cards;
    const { body } = await patch<Card[]>(`${base}/board/cards`, { cards: [{ id: a!.id, title: 'A' }, { ...c, title: 'C' }] });
    expect(body.map((x) => x.title)).toEqual(['A', 'C']);
  });

  it('DELETE board/card answers true; an unknown id deletes nothing', async () => {
    const b = await mainBoard();
    const card = b.lists[0]!.cards[0]!;
    expect((await del(`${base}/board/card?id=nope`)).body).toBe(false);
    expect((await mainBoard())).toEqual(b);
    expect((await del(`${base}/board/card?id=${card.id}`)).body).toBe(true);
    expect((await mainBoard()).lists[0]!.cards.map((c) => c.id)).not.toContain(card.id);
  });

  it('PATCH board/card/positions sets each sent card to its index; cards not sent keep their position', async () => {
    const b = await mainBoard();
    const [todo, doing] = b.lists;
    const sent = [todo!.cards[2]!, todo!.cards[0]!];
    const { body } = await patch<Card[]>(`${base}/board/card/positions`, { cards: sent });
    expect(body.map((c) => [c.id, c.position])).toEqual([[sent[0]!.id, 0], [sent[1]!.id, 1]]);
    const after = await mainBoard();
    const byId = new Map(after.lists.flatMap((l) => l.cards).map((c) => [c.id, c]));
    expect(byId.get(todo!.cards[1]!.id)!.position).toBe(todo!.cards[1]!.position);
    expect([...byId.values()].every((c) => c.position >= 0)).toBe(true);
    expect(after.lists[0]!.cards.slice(0, 2).map((c) => c.id)).toEqual(sent.map((c) => c.id));
    // a sent listId moves the card
    const move = (await patch<Card[]>(`${base}/board/card/positions`, { cards: [{ id: doing!.cards[0]!.id, listId: todo!.id }] })).body;
    expect(move[0]).toMatchObject({ listId: todo!.id, position: 0 });
    await expectBadRequest(patch(`${base}/board/card/positions`, { cards: [{ id: 'nope' }] }), /does not exist/, 404);
    await expectBadRequest(patch(`${base}/board/card/positions`, { cards: [sent[0], sent[0]] }), /appears twice/);
  });

  it('GET board/labels, PUT, PATCH board/label', async () => {
    const b = await mainBoard();
    expect((await get<BoardLabel[]>(`${base}/board/labels?boardId=${b.id}`)).body).toEqual(b.labels);
    expect((await get(`${base}/board/labels?boardId=nope`)).body).toEqual([]);
    const created = (await put<BoardLabel>(`${base}/board/label`, { label: { boardId: b.id, title: 'Ops' } })).body;
    expect(created).toEqual({ id: expect.any(String), boardId: b.id, title: 'Ops' });
    expect((await patch<BoardLabel>(`${base}/board/label`, { id: created.id, label: { title: 'DevOps' } })).body.title).toBe('DevOps');
    expect((await get<BoardLabel[]>(`${base}/board/labels?boardId=${b.id}`)).body.length).toBe(6);
    await expectBadRequest(put(`${base}/board/label`, { label: { boardId: 'nope', title: 'x' } }), /unknown board/);
  });

  it('DELETE board/label removes it from the cards that use it (no crash)', async () => {
    const b = await mainBoard();
    const research = b.labels.find((l) => l.title === 'Research')!;
    expect(b.lists.flatMap((l) => l.cards).some((c) => c.labels.some((l) => l.id === research.id))).toBe(true);
    expect(await del(`${base}/board/label?id=${research.id}`)).toMatchObject({ status: 200, body: true });
    const after = await mainBoard();
    expect(after.labels.map((l) => l.id)).not.toContain(research.id);
    expect(after.lists.flatMap((l) => l.cards).some((c) => c.labels.some((l) => l.id === research.id))).toBe(false);
    expect((await del(`${base}/board/label?id=${research.id}`)).body).toBe(false);
  });
});
