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

/**
 * The requests started and not yet settled, by URL: a listener that starts later (the loading bar's machine arrives
 * after the first paint: app-services.ts) is told of them first.
 */
const inFlight = new Map<string, number>();

/** The requests under way now, one entry per request (a URL asked twice is there twice). */
export function requestsInFlight(): string[] {
  return [...inFlight].flatMap(([url, count]) => Array<string>(count).fill(url));
}

/** Called by the request layer when a request starts and when it settles (in a `finally`). */
export function announceRequest(activity: RequestActivity): void {
  const count = (inFlight.get(activity.url) ?? 0) + (activity.phase === 'started' ? 1 : -1);
  if (count > 0) inFlight.set(activity.url, count);
  else inFlight.delete(activity.url);
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

/**
 * Sends `loading.request.started` / `loading.request.finished` to its parent for every announced request, starting
 * with the requests already under way.
 */
export const trackRequests = fromCallback<EventObject, void>(({ sendBack }) => {
  const stop = subscribeToRequestActivity(({ phase, url }) =>
    sendBack({ type: phase === 'started' ? 'loading.request.started' : 'loading.request.finished', url } satisfies LoadingRequestEvent),
  );
  for (const url of requestsInFlight()) sendBack({ type: 'loading.request.started', url } satisfies LoadingRequestEvent);
  return stop;
});
