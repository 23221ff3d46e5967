/**
 * N5, queries paused while offline: a query that failed for want of a connection waits in its failed state with this
 * actor running, and fetches again once when the connection comes back: the request layer sees a backend answer
 * again (`api.online`, after its own reachability checks) or the browser says it is online. It does not fire on start
 * (the layer may count as online while this backend is unreachable: then the user's Retry is the way), so a query
 * waits for a real change and every paused query refetches once, together: one wave.
 */
import { fromCallback, type EventObject } from 'xstate';
import { subscribeToApiEvents } from './api-events';

export const listenForReconnect = fromCallback<EventObject, { type: string }>(({ sendBack, input }) => {
  let told = false;
  const back = () => {
    if (told) return;
    told = true;
    sendBack({ type: input.type });
  };
  const stop = subscribeToApiEvents((event) => {
    if (event.type === 'api.online') back();
  });
  const target = typeof window === 'undefined' ? undefined : window;
  target?.addEventListener('online', back);
  return () => {
    stop();
    target?.removeEventListener('online', back);
  };
});
