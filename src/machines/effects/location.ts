import { fromCallback } from 'xstate';

export interface AppLocation {
  path: string;
  search: string;
}

export const readLocation = (): AppLocation => ({ path: window.location.pathname, search: window.location.search });

/**
 * wouter's mark on `window` once `history` is patched: its pushState and replaceState then dispatch events of those
 * names, which wouter's hooks, `listenToLocation` and the tab title hear. tests/effects/location.test.ts keeps it equal
 * to wouter's.
 */
export const wouterPatchKey = Symbol.for('wouter_v3');

/**
 * Patches `history` as wouter does, at start-up: wouter is not part of the start-up code (only the panels' and
 * sections' links use it, issue 12 point 5), and every change of address, by the app or anything else in the page, must
 * be heard from the first moment. wouter sees the mark when it loads and leaves history as it is.
 */
export function patchHistory(): void {
  if (typeof window === 'undefined' || wouterPatchKey in window) return;
  for (const type of ['pushState', 'replaceState'] as const) {
    const original = history[type];
    history[type] = function patched(this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      window.dispatchEvent(new Event(type));
      return result;
    };
  }
  Object.defineProperty(window, wouterPatchKey, { value: true });
}
patchHistory();

/** Changes the address; the patched history notifies every location listener. */
export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  history[options.replace ? 'replaceState' : 'pushState'](null, '', to);
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
