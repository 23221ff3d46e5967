/** The Lingui instance and catalog activation (SPEC §8 missing translations, §9 'languageChanged'). */
import { setupI18n, type Messages } from '@lingui/core';
// The compiled source-locale catalog ships in the main bundle: it is what the UI falls back to when no
// catalog can be fetched (SECURITY-TESTS N8), and it is small.
import sourceCatalog from '../../locales/en-US/messages.json';
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

/** No catalog could be loaded: show the source-locale texts. */
export function activateSourceTexts(): void {
  activateCatalog(sourceLocale, (sourceCatalog as unknown as { messages: Messages }).messages);
}

export function announceLanguageChanged(locale: AppLocale): () => void {
  const timer = setTimeout(() => window.dispatchEvent(new CustomEvent('languageChanged', { detail: { locale } })), languageChangedDelayMs);
  return () => clearTimeout(timer);
}
