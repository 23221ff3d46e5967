// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { allFallbacksFailedMessage, loadCatalogWithFallbacks } from '../../src/machines/effects/i18n-catalog';
import { matchLocale, pickLocale } from '../../src/machines/effects/locale';

describe('locale choice (SPEC §9)', () => {
  it('uses the stored locale when valid', () => {
    expect(pickLocale({ stored: 'en-US', browserLanguages: ['es-MX'] })).toBe('en-US');
  });

  it('ignores an unsupported stored locale with a console warning, then uses the browser language', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(pickLocale({ stored: 'fr-FR', browserLanguages: ['en-GB'] })).toBe('en-US');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('fr-FR'));
  });

  it('falls back to es-MX', () => {
    expect(pickLocale({ stored: null, browserLanguages: ['de-DE'] })).toBe('es-MX');
    expect(pickLocale({ stored: null, browserLanguages: [] })).toBe('es-MX');
  });

  it('strips the region of the browser language', () => {
    expect(matchLocale('es')).toBe('es-MX');
    expect(matchLocale('es-ES')).toBe('es-MX');
    expect(matchLocale('en')).toBe('en-US');
    expect(matchLocale('pt-BR')).toBeNull();
  });
});

describe('catalog loading (SPEC §8)', () => {
  const catalog = { messages: { hello: ['Hola'] } };
  const quiet = () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    return vi.spyOn(console, 'error').mockImplementation(() => undefined);
  };

  it('retries a failed load twice before giving up on a language', async () => {
    quiet();
    const fetchJson = vi.fn().mockRejectedValueOnce(new Error('503')).mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(catalog);
    const result = await loadCatalogWithFallbacks('es-MX', { fetchJson });
    expect(result).toMatchObject({ ok: true, locale: 'es-MX' });
    expect(fetchJson.mock.calls.map((c) => c[0])).toEqual(['/assets/i18n/es-MX.json', '/assets/i18n/es-MX.json', '/assets/i18n/es-MX.json']);
  });

  it('then tries the fallback language', async () => {
    quiet();
    const fetchJson = vi.fn(async (url: string) => (url.includes('en-US') ? catalog : Promise.reject(new Error('404'))));
    const result = await loadCatalogWithFallbacks('es-MX', { fetchJson });
    expect(result).toMatchObject({ ok: true, requested: 'es-MX', locale: 'en-US' });
    expect(fetchJson).toHaveBeenCalledTimes(4);
  });

  it("finally fails with 'Unable to load translation and all the fallback languages'", async () => {
    const error = quiet();
    const fetchJson = vi.fn(async () => ({ not: 'a catalog' }));
    const result = await loadCatalogWithFallbacks('es-MX', { fetchJson });
    expect(result).toEqual({ ok: false, requested: 'es-MX', error: allFallbacksFailedMessage, reason: 'refused' });
    expect(allFallbacksFailedMessage).toBe('Unable to load translation and all the fallback languages');
    expect(error).toHaveBeenCalledWith(allFallbacksFailedMessage);
    expect(fetchJson).toHaveBeenCalledTimes(6);
  });
});
