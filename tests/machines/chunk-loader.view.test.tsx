/**
 * Issue 11 fault 2 through the view: a section whose chunk fails while offline shows its error with Retry instead of
 * reloading the page (which lands on the browser's offline page for good), and appears by itself once back online.
 */
import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import catalog from '../../src/locales/en-US/messages.json';
import { activateCatalog, i18n } from '../../src/machines/effects/i18n';
import { lazySection } from '../../src/views/ui/lazy-section';

let reload: ReturnType<typeof vi.fn>;
let onLine = true;

beforeEach(() => {
  activateCatalog('en-US', (catalog as unknown as { messages: Messages }).messages);
  reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as unknown as Location);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
  sessionStorage.clear();
});

afterEach(() => {
  onLine = true;
});

const Section = () => <h1>Sales orders</h1>;

describe('lazySection offline (N7, issue 11 fault 2)', () => {
  it('shows the error with Retry, never reloads, and loads by itself when the connection returns', async () => {
    onLine = false;
    let attempts = 0;
    const Lazy = lazySection(async () => {
      attempts++;
      if (!onLine) throw new TypeError('Failed to fetch dynamically imported module: /assets/orders-section-ABCD2345.js');
      return { default: Section };
    });
    render(
      <I18nProvider i18n={i18n}>
        <Lazy />
      </I18nProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This section could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();

    // Retry while still offline: the same error, still no reload.
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('button', { name: 'Retry' });
    expect(attempts).toBe(2);

    onLine = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Sales orders' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a replaced chunk (the server answers) still reloads once', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 200 })));
    const Lazy = lazySection<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <I18nProvider i18n={i18n}>
        <Lazy />
      </I18nProvider>,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(Number(sessionStorage.getItem('backoffice.chunkReloadAt'))).toBeGreaterThan(0);
    vi.unstubAllGlobals();
  });
});
