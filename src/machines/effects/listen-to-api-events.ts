import { fromCallback } from 'xstate';
import { subscribeToApiEvents } from './api-events';

export type ApiFactEvent =
  | { type: 'app.api.notFound'; status: number }
  | { type: 'app.api.offline' }
  | { type: 'app.api.online' }
  | { type: 'app.api.unauthorized' };

/** Forwards the request layer's facts (404/403, 401 after a renewal, offline, online) to the app machine. */
export const listenToApiEvents = fromCallback<{ type: string }>(({ sendBack }) =>
  subscribeToApiEvents((event) => {
    if (event.type === 'api.notFound') sendBack({ type: 'app.api.notFound', status: event.status } satisfies ApiFactEvent);
    else if (event.type === 'api.offline') sendBack({ type: 'app.api.offline' } satisfies ApiFactEvent);
    else if (event.type === 'api.online') sendBack({ type: 'app.api.online' } satisfies ApiFactEvent);
    else if (event.type === 'api.unauthorized') sendBack({ type: 'app.api.unauthorized' } satisfies ApiFactEvent);
  }),
);
