/**
 * The file manager's request (SPEC §7 "File manager", issue 14): GET /api/apps/file-manager?folderId= gives the folders
 * and files directly in a folder ('null' is the root) and the path of ancestors from the root. Every field is read
 * strictly: a wrong type, an unknown file type or an id that could not be an address refuses the answer.
 */
import { apiRequest } from '../../effects/api-client';
import { arr, isoInstant, nullable, obj, oneOf, str } from '../read-answer';

export const fileTypes = ['folder', 'PDF', 'XLS', 'DOC', 'TXT', 'JPG'] as const;
export type FileType = (typeof fileTypes)[number];

/** SPEC §3 "File-manager item". */
export interface FileItem {
  id: string;
  /** null at the root. */
  folderId: string | null;
  name: string;
  createdBy: string;
  createdAt: string;
  modifiedAt: string;
  /** As the mock writes it: '87 MB'. */
  size: string;
  type: FileType;
  /** Folders: '57 files'; files: null. */
  contents: string | null;
  /** Folders only. */
  description: string | null;
}

export interface FolderListing {
  folders: FileItem[];
  files: FileItem[];
  /** The ancestors from the root to the folder itself; [] at the root (and for an unknown folder). */
  path: FileItem[];
}

export const isFileId = (value: string): boolean => /^[A-Za-z0-9_-]{1,100}$/.test(value);

const idOf = (raw: unknown, path: string): string => {
  const text = str(raw, path, 100);
  if (!isFileId(text)) throw new TypeError(`${path} must be an id`);
  return text;
};

export function readFileItem(raw: unknown, path = 'item'): FileItem {
  const o = obj(raw, path);
  return {
    id: idOf(o.id, `${path}.id`),
    folderId: nullable(idOf)(o.folderId, `${path}.folderId`),
    name: str(o.name, `${path}.name`, 300),
    createdBy: str(o.createdBy, `${path}.createdBy`, 200),
    createdAt: isoInstant(o.createdAt, `${path}.createdAt`),
    modifiedAt: isoInstant(o.modifiedAt, `${path}.modifiedAt`),
    size: str(o.size, `${path}.size`, 40),
    type: oneOf(o.type, `${path}.type`, fileTypes),
    contents: nullable((r, p) => str(r, p, 100))(o.contents, `${path}.contents`),
    description: nullable((r, p) => str(r, p, 2000))(o.description, `${path}.description`),
  };
}

export function readFolderListing(raw: unknown): FolderListing {
  const o = obj(raw, 'answer');
  const folders = arr(o.folders, 'answer.folders', readFileItem, 5000);
  const files = arr(o.files, 'answer.files', readFileItem, 5000);
  if (folders.some((f) => f.type !== 'folder')) throw new TypeError('answer.folders must hold folders only');
  if (files.some((f) => f.type === 'folder')) throw new TypeError('answer.files must hold files only');
  return { folders, files, path: arr(o.path, 'answer.path', readFileItem, 100) };
}

export const fetchFolder = (folderId: string | null, signal?: AbortSignal): Promise<FolderListing> =>
  apiRequest({ method: 'GET', url: '/api/apps/file-manager', query: { folderId: folderId ?? 'null' }, signal, parse: readFolderListing });
