import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../config/runtime-config';
import { apiRequest } from './api-client';
import { notFoundError } from './error-code';
import { shortcutsUrl } from './get-shortcuts';
import { bool } from './shape';

/** DELETE api/common/shortcuts?id=: `true` when deleted; `false` rejects as `notFound`. */
export const deleteShortcut = fromPromise<true, { config: RuntimeConfig; id: string }>(async ({ input, signal }) => {
  const deleted = await apiRequest({
    method: 'DELETE',
    url: shortcutsUrl(input.config),
    query: { id: input.id },
    signal,
    parse: (raw) => bool(raw, 'shortcut delete answer'),
  });
  if (!deleted) throw notFoundError(`shortcut ${input.id} was not deleted`);
  return true;
});
