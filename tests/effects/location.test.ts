// The address without wouter at start-up (src/machines/effects/location.ts): history is patched as wouter patches it,
// so every change (the app's navigateTo, or a plain history.pushState) is heard once, before and after wouter loads.
import { afterEach, describe, expect, it } from 'vitest';
import { navigateTo, wouterPatchKey } from '../../src/machines/effects/location';

const heard = () => {
  const events: string[] = [];
  const listener = (event: Event) => events.push(`${event.type} ${window.location.pathname}${window.location.search}`);
  window.addEventListener('pushState', listener);
  window.addEventListener('replaceState', listener);
  return { events, stop: () => (window.removeEventListener('pushState', listener), window.removeEventListener('replaceState', listener)) };
};

describe('the address at start-up', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('before wouter is loaded: navigateTo and a plain pushState change the address and are heard once each', () => {
    expect(wouterPatchKey in window).toBe(true);
    const listen = heard();
    stop = listen.stop;
    const length = history.length;
    navigateTo('/orders?page=2');
    navigateTo('/customers', { replace: true });
    history.pushState(null, '', '/deliveries');
    expect(window.location.pathname).toBe('/deliveries');
    expect(history.length).toBe(length + 2);
    expect(listen.events).toEqual(['pushState /orders?page=2', 'replaceState /customers', 'pushState /deliveries']);
  });

  it('wouter, once loaded, sees the mark and does not patch again: each change is still heard once', async () => {
    const before = history.pushState;
    await import('wouter/use-browser-location');
    expect(history.pushState).toBe(before);
    const listen = heard();
    stop = listen.stop;
    navigateTo('/deliveries');
    history.replaceState(null, '', '/dashboard');
    expect(listen.events).toEqual(['pushState /deliveries', 'replaceState /dashboard']);
  });
});
