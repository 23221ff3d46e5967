/** The Lingui instance and catalog activation (SPEC §8 missing translations, §9 'languageChanged'). */
import { setupI18n, type Messages } from '@lingui/core';
import { sourceLocale, type AppLocale } from './locale';

/** SPEC §8: a missing translation warns with its key and shows the key. */
export const i18n = setupI18n({
  missing: (locale, id) => {
    console.warn(`Missing translation for "${id}" in ${locale}`);
    return id;
  },
});

/** Delay of the global 'languageChanged' event after a change (SPEC §9). */
export const languageChangedDelayMs = 100;

export function activateCatalog(locale: AppLocale, messages: Messages): void {
  i18n.load(locale, messages);
  i18n.activate(locale);
}

/**
 * No catalog could be fetched: show the source-locale texts (SECURITY-TESTS N8). The compiled source catalog is a
 * chunk of the app's own (it grows with every section, so it stays out of the start-up bundle); if even that chunk
 * cannot load, the texts fall back to their keys, as a missing translation does.
 */
export async function activateSourceTexts(): Promise<void> {
  try {
    const sourceCatalog = (await import('../../locales/en-US/messages.json')) as unknown as { default?: { messages: Messages }; messages?: Messages };
    activateCatalog(sourceLocale, sourceCatalog.default?.messages ?? sourceCatalog.messages ?? {});
  } catch {
    activateCatalog(sourceLocale, {});
  }
}

export function announceLanguageChanged(locale: AppLocale): () => void {
  const timer = setTimeout(() => window.dispatchEvent(new CustomEvent('languageChanged', { detail: { locale } })), languageChangedDelayMs);
  return () => clearTimeout(timer);
}
