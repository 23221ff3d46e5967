import { fromPromise } from 'xstate';
import { apiRequest } from './api-client';
import { inboxUrl, type InboxInput } from './get-inbox';
import { notFoundError } from './error-code';
import { bool } from './shape';

/** GET api/common/{kind}/mark-all-as-read: answers `true` once every item is read. */
export const markAllInboxRead = fromPromise<true, InboxInput>(async ({ input, signal }) => {
  const done = await apiRequest({
    method: 'GET',
    url: inboxUrl(input.config, input.kind, 'mark-all-as-read'),
    signal,
    parse: (raw) => bool(raw, 'mark-all-as-read'),
  });
  if (!done) throw notFoundError(`${input.kind}: mark-all-as-read answered false`);
  return true;
});
