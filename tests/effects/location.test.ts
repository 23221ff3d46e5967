// navigateTo (src/machines/effects/location.ts) without wouter at start-up: the address changes and the listeners hear
// it once, before and after wouter has patched history.
import { afterEach, describe, expect, it } from 'vitest';
import { navigateTo, wouterPatchKey } from '../../src/machines/effects/location';

const heard = () => {
  const events: string[] = [];
  const listener = (event: Event) => events.push(`${event.type} ${window.location.pathname}${window.location.search}`);
  window.addEventListener('pushState', listener);
  window.addEventListener('replaceState', listener);
  return { events, stop: () => (window.removeEventListener('pushState', listener), window.removeEventListener('replaceState', listener)) };
};

describe('navigateTo', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('before wouter is loaded: changes the address and dispatches the event wouter would', () => {
    expect(wouterPatchKey in window).toBe(false);
    const listen = heard();
    stop = listen.stop;
    const length = history.length;
    navigateTo('/orders?page=2');
    navigateTo('/customers', { replace: true });
    expect(window.location.pathname).toBe('/customers');
    expect(history.length).toBe(length + 1);
    expect(listen.events).toEqual(['pushState /orders?page=2', 'replaceState /customers']);
  });

  it("after wouter has patched history (its mark is wouterPatchKey): each change is heard once, by wouter's event", async () => {
    await import('wouter/use-browser-location');
    expect(wouterPatchKey in window).toBe(true);
    const listen = heard();
    stop = listen.stop;
    navigateTo('/deliveries');
    navigateTo('/dashboard', { replace: true });
    expect(listen.events).toEqual(['pushState /deliveries', 'replaceState /dashboard']);
  });
});
