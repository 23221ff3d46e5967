/** File-manager area (lazy chunk): one folder's folders and files with the ancestor path. */
import { fileManagerRows, type FileManagerItem } from '../data/file-manager';
import type { Handler } from '../endpoint';
import { table, type MirageSchema } from '../../shared/store';

const items = (s: MirageSchema) => table<FileManagerItem>(s, 'fileManagerItem');

export function seed(schema: MirageSchema): void {
  items(schema).seed(fileManagerRows);
}

const byName = (a: FileManagerItem, b: FileManagerItem): number => a.name.localeCompare(b.name);

/** folderId 'null' (or absent) is the root; an unknown folder gives empty lists and an empty path. */
const getItems: Handler = ({ schema, req }) => {
  const param = req.param('folderId');
  const folderId = param === undefined || param === 'null' ? null : param;
  const rows = items(schema);
  const current = folderId === null ? null : rows.find(folderId);
  if (folderId !== null && (!current || current.type !== 'folder')) return { folders: [], files: [], path: [] };
  const inFolder = rows.where((item) => item.folderId === folderId);
  const path: FileManagerItem[] = [];
  const seen = new Set<string>();
  for (let at = current; at && !seen.has(at.id); at = rows.find(at.folderId)) {
    seen.add(at.id);
    path.unshift(at);
  }
  return {
    folders: inFolder.filter((i) => i.type === 'folder').sort(byName),
    files: inFolder.filter((i) => i.type !== 'folder').sort(byName),
    path,
  };
};

export const handlers = { getItems } satisfies Record<string, Handler>;
