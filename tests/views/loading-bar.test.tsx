/** The loading bar view over the real loading machine: tracked requests show and hide it; mode and progress. */
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import catalog from '../../src/locales/en-US/messages.json';
import { activateCatalog, i18n } from '../../src/machines/effects/i18n';
import { announceRequest } from '../../src/machines/effects/track-requests';
import { loadingMachine } from '../../src/machines/loading.machine';
import { LoadingBar } from '../../src/views/loading/loading-bar';

beforeAll(() => {
  activateCatalog('en-US', (catalog as unknown as { messages: Messages }).messages);
});

function setup() {
  const loadingRef = createActor(loadingMachine).start();
  render(
    <I18nProvider i18n={i18n}>
      <LoadingBar loadingRef={loadingRef} />
    </I18nProvider>,
  );
  return loadingRef;
}

const bar = () => screen.queryByRole('progressbar', { name: 'Loading' });

describe('loading bar', () => {
  it('is hidden with nothing pending, shown while any tracked request is pending, hidden when none remain', () => {
    const loadingRef = setup();
    expect(bar()).toBeNull();
    act(() => announceRequest({ phase: 'started', url: '/api/a' }));
    expect(bar()).not.toBeNull();
    act(() => announceRequest({ phase: 'started', url: '/api/b' }));
    act(() => announceRequest({ phase: 'finished', url: '/api/a' }));
    expect(bar()).not.toBeNull();
    act(() => announceRequest({ phase: 'finished', url: '/api/b' }));
    expect(bar()).toBeNull();
    loadingRef.stop();
  });

  it('is indeterminate by default (no value), and shows the progress when determinate', () => {
    const loadingRef = setup();
    act(() => loadingRef.send({ type: 'loading.show' }));
    expect(bar()?.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar()?.getAttribute('data-mode')).toBe('indeterminate');
    act(() => {
      loadingRef.send({ type: 'loading.mode.set', mode: 'determinate' });
      loadingRef.send({ type: 'loading.progress.set', value: 40 });
    });
    expect(bar()?.getAttribute('aria-valuenow')).toBe('40');
    // The fill's step picks the stylesheet's scaleX(0.4) rule (loading-bar.css.ts).
    expect(bar()?.firstElementChild?.getAttribute('data-step')).toBe('40');
    act(() => loadingRef.send({ type: 'loading.hide' }));
    expect(bar()).toBeNull();
    loadingRef.stop();
  });
});
