// The pages out of the start-up (issue 12 point 3): their chunk is tried again after 1, 2 and 4 s (retrying-import.ts), then given up; once
// preloaded, every page renders at once (no Suspense fallback).
import { I18nProvider } from '@lingui/react';
import type { Messages } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import catalog from '../../src/locales/en-US/messages.json';
import { activateCatalog, i18n } from '../../src/machines/effects/i18n';
import { IMPORT_RETRY_CAP_MS, IMPORT_RETRY_MS, retryingImport } from '../../src/machines/effects/retrying-import';
import { CallbackPage, preloadPages } from '../../src/views/pages/lazy-pages';

describe('retryingImport', () => {
  it('tries again after each pause and resolves with the module that finally arrives', async () => {
    const waits: number[] = [];
    let calls = 0;
    const module = await retryingImport(
      async () => {
        calls += 1;
        if (calls < 3) throw new TypeError('Failed to fetch dynamically imported module');
        return { page: 'loaded' };
      },
      { wait: async (ms) => void waits.push(ms) },
    );
    expect(module).toEqual({ page: 'loaded' });
    expect(calls).toBe(3);
    expect(waits).toEqual([1_000, 2_000]);
  });

  it('gives up after the last pause with the last error', async () => {
    const waits: number[] = [];
    let calls = 0;
    await expect(
      retryingImport(
        async () => {
          calls += 1;
          throw new Error(`attempt ${calls}`);
        },
        { wait: async (ms) => void waits.push(ms) },
      ),
    ).rejects.toThrow(`attempt ${IMPORT_RETRY_MS.length + 1}`);
    expect(waits).toEqual([...IMPORT_RETRY_MS]);
  });

  it('forever: after the listed pauses it goes on every 15 s until the chunk arrives', async () => {
    const waits: number[] = [];
    let calls = 0;
    const module = await retryingImport(
      async () => {
        calls += 1;
        if (calls < 7) throw new TypeError('offline');
        return 'arrived';
      },
      { wait: async (ms) => void waits.push(ms), forever: true },
    );
    expect(module).toBe('arrived');
    expect(waits).toEqual([...IMPORT_RETRY_MS, IMPORT_RETRY_CAP_MS, IMPORT_RETRY_CAP_MS, IMPORT_RETRY_CAP_MS]);
  });
});

describe('lazy pages', () => {
  it('before its chunk the splash shows; after preloadPages a page renders in the first render, without the splash', async () => {
    activateCatalog('en-US', (catalog as unknown as { messages: Messages }).messages);
    const first = render(
      <I18nProvider i18n={i18n}>
        <CallbackPage />
      </I18nProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    first.unmount();
    await preloadPages();
    render(
      <I18nProvider i18n={i18n}>
        <CallbackPage />
      </I18nProvider>,
    );
    // Synchronously present: no await between render and the queries.
    expect(screen.getByRole('heading', { name: 'Processing authentication...' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
  });
});
