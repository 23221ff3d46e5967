// Issue 14, file manager: the strict reader on the mock's real answers (root, a folder, an unknown folder) and on bad
// ones, the address rule, and the machine (load, failure and retry, details of an item, focus moves kept inside the
// items, another folder) with generated paths.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { readFolderListing, type FileItem, type FolderListing } from '../../../src/machines/demo/file-manager/file-manager-api';
import {
  fileManagerMachine,
  folderIdFromPath,
  folderPath,
  selectDetails,
  selectIsUnknownFolder,
  selectItems,
  selectStatus,
} from '../../../src/machines/demo/file-manager/file-manager.machine';
import { ApiError } from '../../../src/machines/effects/api-error';
import { get, useServer } from '../../mirage-demo/support';
import { doneEvent, errorEvent } from '../../support/path-events';

useServer();

const item = (id: string, name: string, type: FileItem['type'], folderId: string | null = null): FileItem => ({
  id, folderId, name, type, createdBy: 'Tina Harris', createdAt: '2024-03-01T10:00:00.000Z', modifiedAt: '2024-03-01T10:00:00.000Z',
  size: '2 MB', contents: type === 'folder' ? '3 files' : null, description: type === 'folder' ? 'Things' : null,
});
const root: FolderListing = { folders: [item('f1', 'Personal', 'folder'), item('f2', 'Work', 'folder')], files: [item('x1', 'Invoices', 'PDF'), item('x2', 'Prices', 'XLS')], path: [] };
const personal: FolderListing = { folders: [], files: [item('x3', 'Passport', 'JPG', 'f1')], path: [item('f1', 'Personal', 'folder')] };
const offline = new ApiError({ kind: 'network', code: 'offline', method: 'GET', url: '/api/apps/file-manager' });

const start = (folderId: string | null, load: (folderId: string | null) => Promise<FolderListing>) =>
  createActor(fileManagerMachine.provide({ actors: { loadFolder: fromPromise(({ input }) => load(input.folderId)) } }), { input: { folderId } }).start();

describe('file manager answers', () => {
  it('reads the root, a folder with its path from the root, and an unknown folder', async () => {
    const top = readFolderListing((await get('/api/apps/file-manager?folderId=null')).body);
    expect(top.path).toEqual([]);
    expect(top.folders.map((f) => f.name)).toEqual(['Contracts', 'Personal', 'Photos', 'Work']);
    const work = top.folders.find((f) => f.name === 'Work')!;
    const inWork = readFolderListing((await get(`/api/apps/file-manager?folderId=${work.id}`)).body);
    const reports = inWork.folders.find((f) => f.name === 'Reports')!;
    const inReports = readFolderListing((await get(`/api/apps/file-manager?folderId=${reports.id}`)).body);
    expect(inReports.path.map((p) => p.name)).toEqual(['Work', 'Reports']);
    expect(readFolderListing((await get('/api/apps/file-manager?folderId=nope')).body)).toEqual({ folders: [], files: [], path: [] });
  });

  it.each([
    ['no path', { folders: [], files: [] }],
    ['an unknown type', { ...root, files: [{ ...root.files[0], type: 'EXE' }] }],
    ['a file among the folders', { ...root, folders: [root.files[0]] }],
    ['a date that is not one', { ...root, files: [{ ...root.files[0], createdAt: 'yesterday' }] }],
    ['an id with markup', { ...root, files: [{ ...root.files[0], id: '"><img src=x>' }] }],
    ['a size that is a number', { ...root, files: [{ ...root.files[0], size: 12 }] }],
  ])('refuses an answer with %s', (_, raw) => {
    expect(() => readFolderListing(raw)).toThrow(TypeError);
  });

  it('the address: the root, a folder id, nothing else', () => {
    expect(folderIdFromPath('/apps/file-manager')).toBeNull();
    expect(folderIdFromPath('/apps/file-manager/abc_1')).toBe('abc_1');
    expect(folderIdFromPath('/apps/file-manager/a/b')).toBeUndefined();
    expect(folderIdFromPath('/apps/file-manager/%3Cb%3E')).toBeUndefined();
    expect(folderPath(null)).toBe('/apps/file-manager');
    expect(folderPath('f1')).toBe('/apps/file-manager/f1');
  });
});

describe('file manager machine', () => {
  it('shows a folder: folders first, then files; a file opens its details, a folder does not open details', async () => {
    const actor = start(null, async () => root);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectItems(actor.getSnapshot()).map((i) => i.name)).toEqual(['Personal', 'Work', 'Invoices', 'Prices']);
    actor.send({ type: 'fm.item.open', id: 'x2' });
    expect(selectDetails(actor.getSnapshot())?.name).toBe('Prices');
    expect(actor.getSnapshot().context.activeIndex).toBe(3);
    actor.send({ type: 'fm.details.close' });
    expect(selectDetails(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'fm.item.open', id: 'f1' });
    expect(selectDetails(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'fm.details.open', id: 'f1' });
    expect(selectDetails(actor.getSnapshot())?.description).toBe('Things');
    actor.send({ type: 'fm.details.open', id: 'unknown' });
    expect(selectDetails(actor.getSnapshot())?.id).toBe('f1');
  });

  it('focus moves stay inside the items', async () => {
    const actor = start(null, async () => root);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'fm.focus.move', delta: -1 });
    expect(actor.getSnapshot().context.activeIndex).toBe(0);
    actor.send({ type: 'fm.focus.move', delta: 3 });
    expect(actor.getSnapshot().context.activeIndex).toBe(3);
    actor.send({ type: 'fm.focus.move', delta: 4 });
    expect(actor.getSnapshot().context.activeIndex).toBe(3);
    actor.send({ type: 'fm.focus.to', index: 1 });
    expect(actor.getSnapshot().context.activeIndex).toBe(1);
  });

  it('another folder loads it and closes the details; a failure says why and retries; an unknown folder is told apart', async () => {
    let fail = true;
    const actor = start(null, async (folderId) => {
      if (folderId === 'f1' && fail) throw offline;
      return folderId === 'f1' ? personal : folderId === null ? root : { folders: [], files: [], path: [] };
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'fm.details.open', id: 'x1' });
    actor.send({ type: 'fm.folder.show', folderId: 'f1' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'offline', detailsId: null });
    fail = false;
    actor.send({ type: 'fm.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectItems(actor.getSnapshot()).map((i) => i.name)).toEqual(['Passport']);
    expect(selectIsUnknownFolder(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'fm.folder.show', folderId: 'ghost' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.folderId === 'ghost');
    expect(selectIsUnknownFolder(actor.getSnapshot())).toBe(true);
  });

  it('generated paths: items and details only when ready; the focus always points at an item; a failure only when failed', () => {
    const paths = getShortestPaths(fileManagerMachine, {
      input: { folderId: null },
      events: [
        doneEvent('loadFolder', root),
        doneEvent('loadFolder', personal),
        errorEvent('loadFolder', offline),
        { type: 'fm.retry' },
        { type: 'fm.folder.show', folderId: 'f1' },
        { type: 'fm.folder.show', folderId: null },
        { type: 'fm.item.open', id: 'x1' },
        { type: 'fm.details.open', id: 'f2' },
        { type: 'fm.details.close' },
        { type: 'fm.focus.move', delta: 1 },
        { type: 'fm.focus.move', delta: -5 },
        { type: 'fm.view.set', view: 'list' },
      ] as never,
    });
    expect(new Set(paths.map((p) => selectStatus(p.state)))).toEqual(new Set(['loading', 'ready', 'failed']));
    for (const { state } of paths) {
      const items = selectItems(state);
      if (!state.matches('ready')) expect(items).toEqual([]);
      if (items.length > 0) expect(state.context.activeIndex).toBeLessThan(items.length);
      if (selectDetails(state)) expect(items.map((i) => i.id)).toContain(state.context.detailsId);
      expect(state.context.failure !== null).toBe(state.matches('failed'));
    }
  });
});
