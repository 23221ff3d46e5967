import { fromCallback } from 'xstate';
import { subscribeToApiEvents, type TenantRefusalState } from './api-events';

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

/** The session's part of the channel: a service refused a call for the tenant's state (suspended, archived). */
export type TenantRefusedEvent = { type: 'session.tenant.refused'; state: TenantRefusalState };

/** Forwards the request layer's tenant refusals (403 tenant-suspended / tenant-archived) to the session. */
export const listenToTenantRefusals = fromCallback<{ type: string }>(({ sendBack }) =>
  subscribeToApiEvents((event) => {
    if (event.type === 'api.tenantRefused') sendBack({ type: 'session.tenant.refused', state: event.state } satisfies TenantRefusedEvent);
  }),
);
