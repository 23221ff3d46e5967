import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceLanguage } from '../../src/machines/effects/browser-actions';
import { activateCatalog, activateSourceTexts, announceLanguageChanged, i18n, languageChangedDelayMs } from '../../src/machines/effects/i18n';

afterEach(() => vi.useRealTimers());

describe('translations at run time', () => {
  it('a missing translation warns naming the key and shows the key (SPEC §8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    activateCatalog('es-MX', { present: 'Presente' });
    expect(i18n._({ id: 'present', message: 'Present' })).toBe('Presente');
    expect(i18n._({ id: 'absent.key', message: 'Absent' })).toBe('absent.key');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('absent.key'));
  });

  it('with no catalog at all, the source-locale texts are shown', async () => {
    await activateSourceTexts();
    expect(i18n.locale).toBe('en-US');
    expect(i18n._({ id: 'callback.title', message: 'x' })).toBe('Processing authentication...');
  });

  it("fires 'languageChanged' 100 ms after a change (SPEC §9)", () => {
    vi.useFakeTimers();
    const listener = vi.fn();
    window.addEventListener('languageChanged', listener);
    announceLanguageChanged('en-US');
    vi.advanceTimersByTime(languageChangedDelayMs - 1);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener('languageChanged', listener);
  });

  it('N8 the page names the language of the catalog in use, also when it is a fallback', () => {
    document.documentElement.lang = 'es-MX';
    announceLanguage(null, { locale: 'en-US' });
    expect(document.documentElement.lang).toBe('en-US');
  });
});
