/** File-manager endpoint (SPEC §7 "File manager"). */
import { defineRoutes } from '../endpoint';

export const fileManagerRoutes = defineRoutes('fileManager', [
  {
    method: 'GET', path: '/api/apps/file-manager', handler: 'getItems', payload: "query `folderId` ('null' or absent: the root)",
    answer: '{folders, files, path}: items directly in the folder, each list sorted by name; path = ancestors from the root to the folder; unknown folder: empty lists',
  },
]);
