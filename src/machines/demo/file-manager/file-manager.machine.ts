/**
 * The file manager (/apps/file-manager and /apps/file-manager/{folderId}, issue 14): it follows the address (the
 * folder to show), loads that folder's folders and files with the path of its ancestors, keeps the item in the tab
 * order of the grid (arrow keys move it), the item whose details are open, and the grid or list view. Opening a folder
 * is a navigation (the address is the one source of the folder: Back goes to the parent shown before).
 */
import { assign, enqueueActions, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorCodeOf, type ShellErrorCode } from '../../effects/error-code';
import type { NavRef } from '../../nav.machine';
import { navActor } from '../../system';
import { fetchFolder, isFileId, type FileItem, type FolderListing } from './file-manager-api';

export const fileManagerPath = '/apps/file-manager';
export const fileManagerId = 'demo.fileManager';

export type FileView = 'grid' | 'list';

export interface FileManagerContext {
  /** The folder shown; null is the root. */
  folderId: string | null;
  listing: FolderListing | null;
  failure: ShellErrorCode | null;
  /** The item in the tab order: an index into folders then files. */
  activeIndex: number;
  /** The item whose details are open. */
  detailsId: string | null;
  view: FileView;
}

export type FileManagerEvent =
  | { type: 'fm.folder.show'; folderId: string | null }
  | { type: 'fm.retry' }
  /** Enter or a click: a folder opens (navigation), a file shows its details. */
  | { type: 'fm.item.open'; id: string }
  | { type: 'fm.details.open'; id: string }
  | { type: 'fm.details.close' }
  | { type: 'fm.focus.move'; delta: number }
  | { type: 'fm.focus.to'; index: number }
  | { type: 'fm.view.set'; view: FileView };

/** `/apps/file-manager` → null (the root); `/apps/file-manager/{id}` → id; undefined for any other address. */
export function folderIdFromPath(path: string): string | null | undefined {
  if (path === fileManagerPath) return null;
  const match = /^\/apps\/file-manager\/([^/]+)$/.exec(path);
  if (!match) return undefined;
  try {
    const id = decodeURIComponent(match[1]!);
    return isFileId(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

export const folderPath = (folderId: string | null): string => (folderId === null ? fileManagerPath : `${fileManagerPath}/${encodeURIComponent(folderId)}`);

/** Reports the folder of the address while the navigation machine is on a file-manager page. */
export const followFolder = fromCallback<{ type: 'fm.folder.show'; folderId: string | null }>(({ system, sendBack }) => {
  const nav: NavRef | undefined = navActor(system);
  if (nav === undefined) return () => undefined;
  const read = (path: string) => {
    const folderId = folderIdFromPath(path);
    if (folderId !== undefined) sendBack({ type: 'fm.folder.show', folderId });
  };
  const subscription = nav.subscribe((s) => read(s.context.location.path));
  read(nav.getSnapshot().context.location.path);
  return () => subscription.unsubscribe();
});

export const loadFolder = fromPromise<FolderListing, { folderId: string | null }>(({ input, signal }) => fetchFolder(input.folderId, signal));

export const itemsOf = (listing: FolderListing | null): FileItem[] => (listing ? [...listing.folders, ...listing.files] : []);

export const fileManagerMachine = setup({
  types: {} as { context: FileManagerContext; events: FileManagerEvent; input: { folderId: string | null } },
  actors: { followFolder, loadFolder },
  guards: {
    isOtherFolder: ({ context }, params: { folderId: string | null }) => params.folderId !== context.folderId,
    isFolder: ({ context }, params: { id: string }) => context.listing?.folders.some((f) => f.id === params.id) ?? false,
    isItem: ({ context }, params: { id: string }) => itemsOf(context.listing).some((i) => i.id === params.id),
    hasDetails: ({ context }) => context.detailsId !== null,
  },
  actions: {
    showFolder: assign((_, params: { folderId: string | null }) => ({ folderId: params.folderId, detailsId: null, activeIndex: 0, failure: null })),
    setListing: assign(({ context }, params: { listing: FolderListing }) => ({
      listing: params.listing,
      failure: null,
      activeIndex: Math.min(context.activeIndex, Math.max(0, itemsOf(params.listing).length - 1)),
    })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: errorCodeOf(params.error) })),
    clearFailure: assign({ failure: null }),
    navigateTo: enqueueActions(({ system, enqueue }, params: { folderId: string | null }) => {
      const nav: NavRef | undefined = navActor(system);
      if (nav) enqueue.sendTo(nav, { type: 'nav.navigate', to: folderPath(params.folderId) });
    }),
    openDetails: assign(({ context }, params: { id: string }) => {
      const index = itemsOf(context.listing).findIndex((i) => i.id === params.id);
      return { detailsId: params.id, activeIndex: index < 0 ? context.activeIndex : index };
    }),
    closeDetails: assign({ detailsId: null }),
    moveFocus: assign(({ context }, params: { delta: number }) => {
      const last = itemsOf(context.listing).length - 1;
      if (last < 0) return {};
      return { activeIndex: Math.max(0, Math.min(last, context.activeIndex + Math.trunc(params.delta))) };
    }),
    focusAt: assign(({ context }, params: { index: number }) => {
      const last = itemsOf(context.listing).length - 1;
      if (last < 0 || !Number.isFinite(params.index)) return {};
      return { activeIndex: Math.max(0, Math.min(last, Math.trunc(params.index))) };
    }),
    setView: assign((_, params: { view: FileView }) => ({ view: params.view })),
  },
}).createMachine({
  id: 'fileManager',
  context: ({ input }) => ({ folderId: input.folderId, listing: null, failure: null, activeIndex: 0, detailsId: null, view: 'grid' }),
  invoke: { id: 'followFolder', src: 'followFolder' },
  on: {
    'fm.folder.show': {
      guard: { type: 'isOtherFolder', params: ({ event }) => ({ folderId: event.folderId }) },
      target: '.loading',
      actions: { type: 'showFolder', params: ({ event }) => ({ folderId: event.folderId }) },
    },
    'fm.view.set': { actions: { type: 'setView', params: ({ event }) => ({ view: event.view }) } },
  },
  initial: 'loading',
  states: {
    loading: {
      entry: 'clearFailure',
      invoke: {
        id: 'loadFolder',
        src: 'loadFolder',
        input: ({ context }) => ({ folderId: context.folderId }),
        onDone: { target: 'ready', actions: { type: 'setListing', params: ({ event }) => ({ listing: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'fm.retry': { target: 'loading' } } },
    ready: {
      on: {
        'fm.item.open': [
          { guard: { type: 'isFolder', params: ({ event }) => ({ id: event.id }) }, actions: { type: 'navigateTo', params: ({ event }) => ({ folderId: event.id }) } },
          { guard: { type: 'isItem', params: ({ event }) => ({ id: event.id }) }, actions: { type: 'openDetails', params: ({ event }) => ({ id: event.id }) } },
        ],
        'fm.details.open': {
          guard: { type: 'isItem', params: ({ event }) => ({ id: event.id }) },
          actions: { type: 'openDetails', params: ({ event }) => ({ id: event.id }) },
        },
        'fm.details.close': { guard: 'hasDetails', actions: 'closeDetails' },
        'fm.focus.move': { actions: { type: 'moveFocus', params: ({ event }) => ({ delta: event.delta }) } },
        'fm.focus.to': { actions: { type: 'focusAt', params: ({ event }) => ({ index: event.index }) } },
      },
    },
  },
});

export type FileManagerRef = ActorRefFrom<typeof fileManagerMachine>;
export type FileManagerSnapshot = SnapshotFrom<typeof fileManagerMachine>;

export const selectStatus = (s: FileManagerSnapshot): 'loading' | 'failed' | 'ready' => (s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading');
export const selectItems = (s: FileManagerSnapshot): FileItem[] => (s.matches('ready') ? itemsOf(s.context.listing) : []);
export const selectDetails = (s: FileManagerSnapshot): FileItem | null =>
  s.context.detailsId === null || !s.matches('ready') ? null : (itemsOf(s.context.listing).find((i) => i.id === s.context.detailsId) ?? null);
/** A folder the mock does not know: an id in the address and no path back to the root. */
export const selectIsUnknownFolder = (s: FileManagerSnapshot): boolean =>
  s.matches('ready') && s.context.folderId !== null && (s.context.listing?.path.length ?? 0) === 0;
export const selectPathItems = (s: FileManagerSnapshot): FileItem[] => s.context.listing?.path ?? [];
