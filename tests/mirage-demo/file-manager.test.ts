import { describe, expect, it } from 'vitest';
import type { FileManagerItem } from '../../src/mirage/demo/data/file-manager';
import { get, useServer } from './support';

interface Listing {
  folders: FileManagerItem[];
  files: FileManagerItem[];
  path: FileManagerItem[];
}
const list = async (folderId?: string) =>
  (await get<Listing>(`/api/apps/file-manager${folderId === undefined ? '' : `?folderId=${folderId}`}`)).body;
const names = (items: FileManagerItem[]) => items.map((i) => i.name);
const sortedNames = (items: FileManagerItem[]) => [...names(items)].sort((a, b) => a.localeCompare(b));

useServer();

describe('file manager', () => {
  it("folderId 'null' lists the root: folders and files directly in it, each sorted by name, empty path", async () => {
    const root = await list('null');
    expect(root.folders.length).toBeGreaterThan(0);
    expect(root.files.length).toBeGreaterThan(0);
    expect(root.folders.every((f) => f.type === 'folder' && f.folderId === null)).toBe(true);
    expect(root.files.every((f) => f.type !== 'folder' && f.folderId === null)).toBe(true);
    expect(names(root.folders)).toEqual(sortedNames(root.folders));
    expect(names(root.files)).toEqual(sortedNames(root.files));
    expect(root.path).toEqual([]);
    expect(await list()).toEqual(root);
  });

  it('items carry the fields of SPEC §3: folders have contents and a description, files neither', async () => {
    const root = await list('null');
    expect(root.folders[0]).toEqual({
      id: expect.any(String), folderId: null, name: expect.any(String), createdBy: expect.any(String), createdAt: expect.any(String),
      modifiedAt: expect.any(String), size: expect.stringMatching(/^\d+(\.\d)? (KB|MB)$/), type: 'folder',
      contents: expect.stringMatching(/^\d+ files$/), description: expect.any(String),
    });
    expect(root.files.every((f) => f.contents === null && f.description === null && ['PDF', 'XLS', 'DOC', 'TXT', 'JPG'].includes(f.type))).toBe(true);
  });

  it('a nested folder lists its own items and the ancestor path from the root', async () => {
    const work = (await list('null')).folders.find((f) => f.name === 'Work')!;
    const inWork = await list(work.id);
    expect(inWork.path.map((p) => p.name)).toEqual(['Work']);
    const reports = inWork.folders.find((f) => f.name === 'Reports')!;
    const quarterly = (await list(reports.id)).folders.find((f) => f.name === 'Quarterly')!;
    const inQuarterly = await list(quarterly.id);
    expect(inQuarterly.path.map((p) => p.name)).toEqual(['Work', 'Reports', 'Quarterly']);
    expect(inQuarterly.path.map((p) => p.id)).toEqual([work.id, reports.id, quarterly.id]);
    expect(names(inQuarterly.files)).toEqual(['Q1 report', 'Q2 report', 'Q3 figures']);
    expect(inQuarterly.folders).toEqual([]);
  });

  it('an unknown folder (or a file id) gives an empty result', async () => {
    expect(await list('nope')).toEqual({ folders: [], files: [], path: [] });
    const aFile = (await list('null')).files[0]!;
    expect(await list(aFile.id)).toEqual({ folders: [], files: [], path: [] });
  });
});
