import { fromCallback } from 'xstate';

export interface AppLocation {
  path: string;
  search: string;
}

export const readLocation = (): AppLocation => ({ path: window.location.pathname, search: window.location.search });

/**
 * wouter's mark on `window` once it has patched `history` (its pushState and replaceState then dispatch events of those
 * names, which wouter's hooks and `listenToLocation` hear). tests/effects/location.test.ts keeps it equal to wouter's.
 */
export const wouterPatchKey = Symbol.for('wouter_v3');

/**
 * Changes the address and notifies every location listener. wouter is not part of the start-up code (only the panels'
 * and sections' links use it, issue 12 point 5): until a chunk with it has loaded, history is not patched, and the
 * event its patch would dispatch is dispatched here.
 */
export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  const type = options.replace ? 'replaceState' : 'pushState';
  history[type](null, '', to);
  if (!(wouterPatchKey in window)) window.dispatchEvent(new Event(type));
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
