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

/**
 * Reports address changes as `{ type: <eventType>, location }`. Several changes made in one go (replace then
 * push) are reported once, after the last: a machine never sees an address that is already gone.
 */
export const listenToLocation = fromCallback<{ type: string }, { eventType: string }>(({ sendBack, input }) => {
  let pending = false;
  let last = '';
  const report = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      const location = readLocation();
      const key = location.path + location.search;
      if (key === last) return;
      last = key;
      sendBack({ type: input.eventType, location } as { type: string });
    });
  };
  for (const name of locationEvents) window.addEventListener(name, report);
  return () => {
    for (const name of locationEvents) window.removeEventListener(name, report);
  };
});
