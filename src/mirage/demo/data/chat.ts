/** Seed data of the demo chat: the user's profile, 12 chat contacts, 9 chats and their messages (fixed seed). */
import { seededRandom } from '../../shared/ids';
import { avatarPath } from './avatars';

export interface ChatProfile {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  about: string;
}
export interface ChatContact {
  id: string;
  avatar: string | null;
  name: string;
  about: string;
  details: {
    emails: { email: string; label: string }[];
    phoneNumbers: { country: string; phoneNumber: string; label: string }[];
    title: string;
    company: string;
    birthday: string;
    address: string;
  };
  attachments: { media: string[]; docs: string[]; links: string[] };
}
export interface ChatRow {
  id: string;
  contactId: string;
  unreadCount: number;
  muted: boolean;
  lastMessage: string;
  lastMessageAt: string;
}
export interface ChatMessageRow {
  id: string;
  chatId: string;
  /** The profile's id on the user's own messages, else the chat contact's id. */
  contactId: string;
  value: string;
  createdAt: string;
}

const random = seededRandom(0xc4a7);

export const chatProfileRows: ChatProfile[] = [
  {
    id: 'cfaad35d-07a3-4447-a6c3-d8c3d54fd5df',
    name: 'Brian Hughes',
    email: 'hughes.brian@company.com',
    avatar: avatarPath('brian-hughes'),
    about: "Hi there! I'm using the chat.",
  },
];
const profile = chatProfileRows[0] as ChatProfile;

const people: [string, string | null, string][] = [
  ['Dejesus Michael', avatarPath('male-01'), 'Electromedical Equipment Technician'],
  ['Dena Molina', avatarPath('female-01'), 'Weather Analyst'],
  ['Bernard Langley', avatarPath('male-02'), 'Hotel Storekeeper'],
  ['Mclaughlin Steele', avatarPath('male-03'), 'Vice Chancellor'],
  ['Tina Harris', avatarPath('female-02'), 'Oil Painter'],
  ['Crystal Foster', null, 'Historiographer'],
  ['Alice Holcomb', avatarPath('female-03'), 'Meteorologist'],
  ['Rosemary Hamilton', avatarPath('female-04'), 'Ambulance Dispatcher'],
  ['Wendy Garcia', avatarPath('female-05'), 'Gaming Supervisor'],
  ['Madeleine Rollins', null, 'Sales Representative'],
  ['Leah Bridges', avatarPath('female-06'), 'Solicitor'],
  ['Valentine Sawyer', avatarPath('male-04'), 'Photographer'],
];

export const chatContactRows: ChatContact[] = people.map(([name, avatar, title]) => {
  const handle = name.toLowerCase().replace(' ', '.');
  return {
    id: random.uuid(),
    avatar,
    name,
    about: "Hi there! I'm using the chat.",
    details: {
      emails: [{ email: `${handle}@mail.biz`, label: 'Personal' }],
      phoneNumbers: [{ country: random.pick(['us', 'gb', 'mx', 'es']), phoneNumber: `${random.int(200, 999)} ${random.int(100, 999)} ${random.int(1000, 9999)}`, label: 'Mobile' }],
      title,
      company: random.pick(['Xleen', 'Globoil', 'Zenolux', 'Ultrimax']),
      birthday: `${random.int(1960, 1999)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}T12:00:00.000Z`,
      address: `${random.int(10, 999)} Lorimer Street, Eastvale`,
    },
    attachments: {
      media: random.chance(0.5) ? [1, 2, 3].map((n) => `images/cards/${String(n + random.int(0, 30)).padStart(2, '0')}-640x480.jpg`) : [],
      docs: [],
      links: [],
    },
  };
});

const lines = [
  'Hi!', 'Hey, how are you?', 'Fine, thanks. Busy week.', 'Did you see the new designs?', 'Yes, they look great!',
  'Can we meet tomorrow?', 'Sure, 10 am works for me.', 'I will send the file in a minute.', 'Got it, thanks!',
  'Let me check and get back to you.', 'Sounds good.', 'See you then 👋',
];

export const chatRows: ChatRow[] = [];
export const chatMessageRows: ChatMessageRow[] = [];

const start = Date.UTC(2024, 5, 20, 9, 0);
chatContactRows.slice(0, 9).forEach((contact, index) => {
  const chatId = random.uuid();
  const count = random.int(6, 14);
  let at = start + index * 26 * 3_600_000;
  for (let i = 0; i < count; i++) {
    at += random.int(1, 240) * 60_000;
    chatMessageRows.push({
      id: random.uuid(),
      chatId,
      contactId: random.chance(0.5) ? profile.id : contact.id,
      value: lines[(i + index) % lines.length] as string,
      createdAt: new Date(at).toISOString(),
    });
  }
  const last = chatMessageRows[chatMessageRows.length - 1] as ChatMessageRow;
  chatRows.push({
    id: chatId,
    contactId: contact.id,
    unreadCount: random.chance(0.4) ? random.int(1, 4) : 0,
    muted: random.chance(0.2),
    lastMessage: last.value,
    lastMessageAt: last.createdAt,
  });
});
