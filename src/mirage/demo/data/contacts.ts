/** Seed data of the contacts area: about 80 contacts, 7 tags and about 240 countries (fixed seed). */
import { seededRandom } from '../../shared/ids';
import { portrait } from './avatars';
import { countryTable } from './countries';

export interface ContactEmail {
  email: string;
  label: string;
}
export interface ContactPhone {
  /** ISO code of a country of the countries list. */
  country: string;
  phoneNumber: string;
  label: string;
}
export interface Contact {
  id: string;
  avatar: string | null;
  background: string | null;
  name: string;
  emails: ContactEmail[];
  phoneNumbers: ContactPhone[];
  title: string;
  company: string;
  birthday: string | null;
  address: string | null;
  notes: string | null;
  /** Contact tag ids. */
  tags: string[];
}
/** Stored form: `tags` is the declared hasMany (`tagIds`), `rank` orders records placed first. */
export interface ContactRow extends Omit<Contact, 'tags'> {
  rank: number;
  tagIds: string[];
}
export interface ContactTag {
  id: string;
  title: string;
}
export interface ContactTagRow extends ContactTag {
  rank: number;
}
export interface Country {
  id: string;
  iso: string;
  name: string;
  /** Dial code. */
  code: string;
  /** Offset of the flag in the flags sprite. */
  flagImagePos: string;
}

const random = seededRandom(0xc0ffee);

export const contactTagRows: ContactTagRow[] = ['Work', 'Friend', 'Family', 'High School', 'College', 'Baseball Team', 'Band'].map(
  (title, rank) => ({ id: random.uuid(), title, rank }),
);

export const countryRows: Country[] = countryTable.map(([iso, name, code], index) => ({
  id: random.uuid(),
  iso,
  name,
  code,
  flagImagePos: `-1px -${1 + index * 12}px`,
}));

const firstNames = [
  'Dejesus', 'Bernard', 'Mclaughlin', 'Tina', 'Crystal', 'Alice', 'Bishop', 'Rosemary', 'Wendy', 'Madeleine',
  'Leah', 'Valentine', 'Jocelyn', 'Morris', 'Bonita', 'Eleanor', 'Shannon', 'Corrine', 'Kristen', 'Goff',
  'Huber', 'Dolores', 'Hutchinson', 'Jeannie', 'Gretchen', 'Tonya', 'Beck', 'Ellis', 'Alma', 'Marshall',
  'Gentry', 'Nichole', 'Kristy', 'Parrish', 'Katrina', 'Milagros', 'Erika', 'Louise', 'Charlene', 'Cherry',
];
const lastNames = [
  'Michael', 'Langley', 'Walters', 'Harris', 'Foster', 'Holcomb', 'Mcintyre', 'Hamilton', 'Garcia', 'Rollins',
  'Bridges', 'Sawyer', 'Mercado', 'Mcgowan', 'Conner', 'Figueroa', 'Pacheco', 'Strickland', 'Nunez', 'Leonard',
  'Sutton', 'Whitley', 'Hardin', 'Guerra', 'Dickerson', 'Hodge', 'Burke', 'Blackwell', 'Carey', 'Galloway',
];
const titles = [
  'Electromedical Equipment Technician', 'Hotel Storekeeper', 'Name Historian', 'Dental Laboratory Worker',
  'Weather Analyst', 'Vice Chancellor', 'Oil Painter', 'Historiographer', 'Meteorologist', 'Ambulance Dispatcher',
  'Gaming Supervisor', 'Sales Representative', 'Solicitor', 'Child Care Aide', 'Photographer', 'Accounting Clerk',
];
const companies = [
  'Xleen', 'Globoil', 'Zenolux', 'Ultrimax', 'Emoltra', 'Enjola', 'Isologix', 'Comcur', 'Netropic', 'Tubesys',
  'Orbaxter', 'Quotezart', 'Zentility', 'Geekwagon', 'Poshome', 'Cytrex', 'Insuron', 'Biospan',
];
const streets = [
  'Stewart Place', 'Bedford Avenue', 'Vernon Avenue', 'Ruby Street', 'Lafayette Walk', 'Dekoven Court', 'Court Square',
  'Hampton Avenue', 'Harden Street', 'Pilling Street', 'Ocean Court', 'Tapscott Avenue', 'Lorimer Street', 'Vanderbilt Street',
];
const cities = [
  'Alamo', 'Emory', 'Aguila', 'Brecon', 'Ezel', 'Bagtown', 'Nicut', 'Rivera', 'Fairforest', 'Greer', 'Kerby', 'Eastvale',
];
const states = ['Delaware', 'Oregon', 'Utah', 'Florida', 'Virginia', 'Texas', 'Kansas', 'Maine', 'Ohio', 'Nevada'];
const phoneCountries = ['us', 'gb', 'de', 'fr', 'mx', 'es', 'it', 'ca', 'au', 'jp', 'br', 'nl'];
const noteLines = [
  'Dolore consectetur ipsum duis commodo nostrud ea ad veniam cupidatat.',
  'Velit ullamco laboris aute nulla deserunt cillum officia sint.',
  'Aliquip esse laborum et qui ex irure magna aliqua amet.',
  'Reprehenderit non consequat incididunt anim eu voluptate.',
  'Tempor nisi id nulla ut fugiat esse in ipsum elit.',
];

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function makeContact(index: number): ContactRow {
  const first = firstNames[index % firstNames.length] as string;
  const last = lastNames[(index * 7 + Math.floor(index / firstNames.length)) % lastNames.length] as string;
  const name = `${first} ${last}`;
  const company = random.pick(companies);
  const handle = `${first}.${last}`.toLowerCase();
  const female = random.chance(0.5);
  const emails: ContactEmail[] = [{ email: `${handle}@mail.us`, label: 'Personal' }];
  if (random.chance(0.6)) emails.push({ email: `${handle}@${company.toLowerCase()}.com`, label: 'Work' });
  const phoneLabels = random.sample(['Mobile', 'Work', 'Home'], random.int(1, 3));
  const phoneNumbers = phoneLabels.map((label) => ({
    country: random.pick(phoneCountries),
    phoneNumber: `${random.int(200, 999)} ${random.int(100, 999)} ${pad(random.int(0, 9999), 4)}`,
    label,
  }));
  const birthday = random.chance(0.85)
    ? `${random.int(1955, 2000)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}T12:00:00.000Z`
    : null;
  return {
    id: random.uuid(),
    rank: index,
    avatar: random.chance(0.8) ? portrait(female ? 'female' : 'male', random.int(1, 20)) : null,
    background: `images/cards/${pad(random.int(1, 35))}-640x480.jpg`,
    name,
    emails,
    phoneNumbers,
    title: random.pick(titles),
    company,
    birthday,
    address: `${random.int(10, 999)} ${random.pick(streets)}, ${random.pick(cities)}, ${random.pick(states)}, P.O. ${random.int(1000, 9999)}`,
    notes: `<p>${random.sample(noteLines, random.int(1, 3)).join('</p><p>')}</p>`,
    tagIds: random.sample(contactTagRows, random.int(0, 3)).map((tag) => tag.id),
  };
}

export const contactRows: ContactRow[] = Array.from({ length: 80 }, (_, i) => makeContact(i));
