import { fromPromise } from 'xstate';
import { apiRequest } from './api-client';
import { notFoundError } from './error-code';
import { inboxUrl, type InboxInput } from './get-inbox';
import { bool } from './shape';

/** DELETE api/common/{kind}?id=: `true` when deleted; `false` (nothing deleted) rejects as `notFound`. */
export const removeInboxItem = fromPromise<true, InboxInput & { id: string }>(async ({ input, signal }) => {
  const deleted = await apiRequest({
    method: 'DELETE',
    url: inboxUrl(input.config, input.kind),
    query: { id: input.id },
    signal,
    parse: (raw) => bool(raw, `${input.kind} delete answer`),
  });
  if (!deleted) throw notFoundError(`${input.kind}: ${input.id} was not deleted`);
  return true;
});
