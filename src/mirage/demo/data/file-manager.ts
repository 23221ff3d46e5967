/** Seed data of the file-manager area: a small tree of folders and files (fixed seed). */
import { seededRandom } from '../../shared/ids';

export type FileType = 'folder' | 'PDF' | 'XLS' | 'DOC' | 'TXT' | 'JPG';

export interface FileManagerItem {
  id: string;
  /** Parent folder id; null at the root. */
  folderId: string | null;
  name: string;
  createdBy: string;
  createdAt: string;
  modifiedAt: string;
  /** Human-readable size, e.g. '87 MB'. */
  size: string;
  type: FileType;
  /** Folders: e.g. '57 files'; files: null. */
  contents: string | null;
  /** Folders only; null on files. */
  description: string | null;
}

const random = seededRandom(0xf11e);
const people = ['Brian Hughes', 'Nadia Mcknight', 'Bernard Langley', 'Tina Harris', 'Alice Holcomb'];

const date = (): string =>
  new Date(Date.UTC(2024, random.int(0, 11), random.int(1, 28), random.int(8, 19), random.int(0, 59))).toISOString();

export const fileManagerRows: FileManagerItem[] = [];

function folder(name: string, parent: FileManagerItem | null, description: string): FileManagerItem {
  const created = date();
  const item: FileManagerItem = {
    id: random.uuid(),
    folderId: parent?.id ?? null,
    name,
    createdBy: random.pick(people),
    createdAt: created,
    modifiedAt: created,
    size: `${random.int(2, 950)} MB`,
    type: 'folder',
    contents: `${random.int(3, 120)} files`,
    description,
  };
  fileManagerRows.push(item);
  return item;
}

function file(name: string, type: Exclude<FileType, 'folder'>, parent: FileManagerItem | null): FileManagerItem {
  const created = date();
  const item: FileManagerItem = {
    id: random.uuid(),
    folderId: parent?.id ?? null,
    name,
    createdBy: random.pick(people),
    createdAt: created,
    modifiedAt: created,
    size: random.chance(0.4) ? `${random.int(8, 990)} KB` : `${(random.int(11, 99) / 10).toFixed(1)} MB`,
    type,
    contents: null,
    description: null,
  };
  fileManagerRows.push(item);
  return item;
}

const personal = folder('Personal', null, 'Personal documents');
const photos = folder('Photos', null, 'Personal photos; selfies, family and vacation');
const work = folder('Work', null, 'Work related files, mainly documents and paychecks');
folder('Contracts', null, 'Signed contracts and their annexes');
file('Scheduled Tasks', 'TXT', null);
file('Invoices', 'PDF', null);
file('Crash logs', 'TXT', null);
file('System logs', 'TXT', null);
file('Personal projects', 'DOC', null);
file('Biometric portrait', 'JPG', null);
file('Scanned image 20201012-1', 'JPG', null);
file('Prices', 'XLS', null);
file('Shopping list', 'DOC', null);
file('Summer budget', 'XLS', null);

file('Passport', 'JPG', personal);
file('Driving licence', 'PDF', personal);
file('Health insurance', 'PDF', personal);
const taxes = folder('Taxes', personal, 'Tax returns of the last years');
file('Tax return 2022', 'PDF', taxes);
file('Tax return 2023', 'PDF', taxes);
file('Receipts', 'XLS', taxes);

file('Beach', 'JPG', photos);
file('Mountains', 'JPG', photos);
file('Birthday party', 'JPG', photos);

const reports = folder('Reports', work, 'Quarterly and yearly reports');
file('Paycheck January', 'PDF', work);
file('Paycheck February', 'PDF', work);
file('Meeting notes', 'DOC', work);
file('Team roster', 'XLS', work);
const quarterly = folder('Quarterly', reports, 'Reports per quarter');
file('Yearly report 2023', 'PDF', reports);
file('Q1 report', 'PDF', quarterly);
file('Q2 report', 'PDF', quarterly);
file('Q3 figures', 'XLS', quarterly);
