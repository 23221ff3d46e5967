/**
 * The subscriptions of a form (STYLE §4: fromCallback actors with a cleanup): the connection coming back, the
 * navigation's leave guard and the browser's "leave site?" question while there are unsaved changes.
 */
import { fromCallback, type EventObject } from 'xstate';
import { apiConnectivity } from '../effects/api-client';
import { subscribeToApiEvents } from '../effects/api-events';
import type { NavRef } from '../nav.machine';

/** Told to the form when a queued save may go out. */
export type ConnectionEvent = { type: 'form.connection.online' };

/**
 * Sends `form.connection.online` when the request layer sees the services again (`api.online`) or the browser says
 * it is online. Started while the layer already counts as online (a queued save restored after a reload), it says
 * so at once: the save goes out, and comes back to the queue if the connection is in fact still gone.
 */
export const listenToConnection = fromCallback<EventObject>(({ sendBack }) => {
  const online = () => sendBack({ type: 'form.connection.online' } satisfies ConnectionEvent);
  const stop = subscribeToApiEvents((event) => {
    if (event.type === 'api.online') online();
  });
  const target = typeof window === 'undefined' ? undefined : window;
  target?.addEventListener('online', online);
  if (apiConnectivity() === 'online') online();
  return () => {
    stop();
    target?.removeEventListener('online', online);
  };
});

/**
 * While running, the navigation machine asks before the form's page is left (`nav.leaveGuard.set`). An actor rather
 * than entry/exit actions: a stopped form (its section closed, another record opened) runs no exit actions, but its
 * children's cleanups do run, so the guard is always lifted.
 */
export const holdLeaveGuard = fromCallback<EventObject, { owner: string }>(({ input, system }) => {
  const nav = (): NavRef | undefined => system.get('nav') as NavRef | undefined;
  nav()?.send({ type: 'nav.leaveGuard.set', owner: input.owner, active: true });
  return () => nav()?.send({ type: 'nav.leaveGuard.set', owner: input.owner, active: false });
});

/** While running, closing or reloading the tab first asks the browser's own question. */
export const confirmBeforeUnload = fromCallback<EventObject>(() => {
  if (typeof window === 'undefined') return () => undefined;
  const ask = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older browsers still need returnValue set.
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', ask);
  return () => window.removeEventListener('beforeunload', ask);
});
