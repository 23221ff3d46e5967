import { fromPromise } from 'xstate';
import { apiRequest } from './api-client';
import { inboxField, inboxUrl, parseInboxItem, type InboxInput, type InboxItem } from './get-inbox';

/** POST api/common/{kind}/toggle-read-status {id}: the service flips `read` and answers the updated item. */
export const toggleInboxItem = fromPromise<InboxItem, InboxInput & { id: string }>(({ input, signal }) =>
  apiRequest({
    method: 'POST',
    url: inboxUrl(input.config, input.kind, 'toggle-read-status'),
    body: { id: input.id },
    signal,
    parse: (raw) => parseInboxItem(raw, inboxField(input.kind)),
  }),
);
