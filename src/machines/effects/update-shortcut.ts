import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../config/runtime-config';
import { apiRequest } from './api-client';
import { parseShortcut, shortcutsUrl, type Shortcut, type ShortcutFields } from './get-shortcuts';

/** PATCH api/common/shortcuts {id, shortcut}: answers the updated shortcut. */
export const updateShortcut = fromPromise<Shortcut, { config: RuntimeConfig; id: string; shortcut: ShortcutFields }>(
  ({ input, signal }) =>
    apiRequest({
      method: 'PATCH',
      url: shortcutsUrl(input.config),
      body: { id: input.id, shortcut: input.shortcut },
      signal,
      parse: parseShortcut,
    }),
);
