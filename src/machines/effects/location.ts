import { fromCallback } from 'xstate';
import { navigate as browserNavigate } from 'wouter/use-browser-location';

export interface AppLocation {
  path: string;
  search: string;
}

export const readLocation = (): AppLocation => ({ path: window.location.pathname, search: window.location.search });

/** Changes the address through wouter, which notifies every location listener. */
export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  browserNavigate(to, { replace: options.replace ?? false });
}

const locationEvents = ['popstate', 'pushState', 'replaceState'] as const;

/** Reports every address change as `{ type: <eventType>, location }`. */
export const listenToLocation = fromCallback<{ type: string }, { eventType: string }>(({ sendBack, input }) => {
  const report = () => sendBack({ type: input.eventType, location: readLocation() } as { type: string });
  for (const name of locationEvents) window.addEventListener(name, report);
  return () => {
    for (const name of locationEvents) window.removeEventListener(name, report);
  };
});
