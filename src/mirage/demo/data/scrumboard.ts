/** Seed data of the scrumboard area: members, 3 boards; the first with 4 lists, 5 labels and cards (fixed seed). */
import { seededRandom } from '../../shared/ids';
import { avatarPath, type AvatarName } from './avatars';

/** Positions step by 65536 (SPEC §9), leaving room to insert between neighbours. */
export const POSITION_STEP = 65536;

export interface Member {
  id: string;
  name: string;
  avatar: string | null;
}
export interface BoardLabel {
  id: string;
  boardId: string;
  title: string;
}
export interface BoardRow {
  id: string;
  title: string;
  description: string;
  icon: string;
  lastActivity: string;
  memberIds: string[];
}
export interface ListRow {
  id: string;
  boardId: string;
  position: number;
  title: string;
}
export interface CardRow {
  id: string;
  boardId: string;
  listId: string;
  position: number;
  title: string;
  description?: string;
  labelIds: string[];
  dueDate: string | null;
}
export interface Card extends Omit<CardRow, 'labelIds'> {
  labels: BoardLabel[];
}
export interface List extends ListRow {
  cards: Card[];
}
export interface BoardSummary extends Omit<BoardRow, 'memberIds'> {
  members: Member[];
}
export interface Board extends BoardSummary {
  lists: List[];
  labels: BoardLabel[];
}

const random = seededRandom(0x5c4b);

const members: [string, AvatarName][] = [
  ['Angeline Vinson', 'female-01'], ['Roseann Greer', 'female-02'], ['Lorraine Barnett', 'female-03'], ['Middleton Bradford', 'male-01'],
  ['Sue Hays', 'female-04'], ['Keith Neal', 'male-02'], ['Wilkins Gilmore', 'male-03'], ['Baldwin Stein', 'male-04'],
  ['Bobbie Cohen', 'female-05'], ['Melody Peters', 'female-06'],
];
export const memberRows: Member[] = members.map(([name, avatar]) => ({ id: random.uuid(), name, avatar: avatarPath(avatar) }));

export const boardRows: BoardRow[] = [
  { title: 'Admin Dashboard', description: 'Roadmap for the new project', icon: 'heroicons_outline:template', day: 28 },
  { title: 'Weekly Planning', description: 'Job related tasks for the week', icon: 'heroicons_outline:calendar', day: 24 },
  { title: 'Personal Tasks', description: 'Personal tasks around the house', icon: 'heroicons_outline:home', day: 18 },
].map(({ day, ...board }) => ({
  ...board,
  id: random.uuid(),
  lastActivity: new Date(Date.UTC(2024, 5, day, 15)).toISOString(),
  memberIds: random.sample(memberRows, random.int(3, 6)).map((m) => m.id),
}));

const mainBoard = boardRows[0] as BoardRow;

export const listRows: ListRow[] = ['To do', 'In progress', 'In review', 'Completed'].map((title, i) => ({
  id: random.uuid(),
  boardId: mainBoard.id,
  position: (i + 1) * POSITION_STEP,
  title,
}));

export const boardLabelRows: BoardLabel[] = ['Research', 'Wireframing', 'Design', 'Development', 'Bug'].map((title) => ({
  id: random.uuid(),
  boardId: mainBoard.id,
  title,
}));

const cardPlan: [number, string, string[]][] = [
  [0, 'Example that showcase all of the available bits on the card with a fairly long title compared to other cards', ['Research', 'Design']],
  [0, 'Do a research about most needed admin applications', ['Research']],
  [0, 'Implement the Project dashboard', ['Development']],
  [0, 'Implement the Analytics dashboard', ['Development']],
  [1, 'Analytics dashboard design', ['Design']],
  [1, 'Project dashboard design', ['Design']],
  [2, 'JWT Auth implementation', ['Development']],
  [3, 'Create low fidelity wireframes', ['Wireframing']],
  [3, 'Create high fidelity wireframes', ['Wireframing']],
  [3, 'Collect information about most used admin layouts', ['Research']],
  [3, 'Do a research about latest UI trends', ['Research']],
  [3, 'Learn more about UX', ['Research']],
  [2, 'Fix the overflow of the sidebar on small screens', ['Bug']],
];

export const cardRows: CardRow[] = cardPlan.map(([listIndex, title, labels], index) => {
  const list = listRows[listIndex] as ListRow;
  const previous = cardPlan.slice(0, index).filter(([l]) => l === listIndex).length;
  const card: CardRow = {
    id: random.uuid(),
    boardId: mainBoard.id,
    listId: list.id,
    position: (previous + 1) * POSITION_STEP,
    title,
    labelIds: labels.map((t) => boardLabelRows.find((l) => l.title === t)?.id ?? ''),
    dueDate: random.chance(0.4) ? new Date(Date.UTC(2024, 6, random.int(1, 28), 12)).toISOString() : null,
  };
  if (random.chance(0.5)) card.description = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.';
  return card;
});
