/**
 * Request activity for the loading bar (SPEC §4 "Loading indicator"): the request layer announces each
 * request's start and end here, and `trackRequests` turns them into `loading.request.*` events.
 * No React and no XState state here, like `api-events.ts`.
 */
import { fromCallback, type EventObject } from 'xstate';

export interface RequestActivity {
  phase: 'started' | 'finished';
  url: string;
}

export type RequestActivityListener = (activity: RequestActivity) => void;

const listeners = new Set<RequestActivityListener>();

/** Registers `listener`; returns the function that removes it. */
export function subscribeToRequestActivity(listener: RequestActivityListener): () => void {
  const entry: RequestActivityListener = (activity) => listener(activity);
  listeners.add(entry);
  return () => {
    listeners.delete(entry);
  };
}

/** Called by the request layer when a request starts and when it settles (in a `finally`). */
export function announceRequest(activity: RequestActivity): void {
  for (const listener of [...listeners]) {
    try {
      listener(activity);
    } catch (error) {
      console.error('A request activity listener failed', activity.phase, error);
    }
  }
}

export type LoadingRequestEvent =
  | { type: 'loading.request.started'; url?: string }
  | { type: 'loading.request.finished'; url?: string };

/** Sends `loading.request.started` / `loading.request.finished` to its parent for every announced request. */
export const trackRequests = fromCallback<EventObject, void>(({ sendBack }) =>
  subscribeToRequestActivity(({ phase, url }) =>
    sendBack({ type: phase === 'started' ? 'loading.request.started' : 'loading.request.finished', url } satisfies LoadingRequestEvent),
  ),
);
