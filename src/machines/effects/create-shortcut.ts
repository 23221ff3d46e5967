import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../config/runtime-config';
import { apiRequest } from './api-client';
import { parseShortcut, shortcutsUrl, type Shortcut, type ShortcutFields } from './get-shortcuts';

/** POST api/common/shortcuts {shortcut}: answers the created shortcut with its id. */
export const createShortcut = fromPromise<Shortcut, { config: RuntimeConfig; shortcut: ShortcutFields }>(({ input, signal }) =>
  apiRequest({ method: 'POST', url: shortcutsUrl(input.config), body: { shortcut: input.shortcut }, signal, parse: parseShortcut }),
);
