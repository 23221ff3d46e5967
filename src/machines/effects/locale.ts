/** Locale choice (SPEC §9) and its persistence. */
export const supportedLocales = ['es-MX', 'en-US'] as const;
export type AppLocale = (typeof supportedLocales)[number];

export const defaultLocale: AppLocale = 'es-MX';
/** The translation default language (SPEC §9): the first fallback when a catalog cannot be loaded. */
export const sourceLocale: AppLocale = 'en-US';
export const localeStorageKey = 'backoffice.locale';

export const isSupportedLocale = (value: unknown): value is AppLocale =>
  typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);

/** Maps a browser language tag to a supported locale: exact match, else by language with the region stripped. */
export function matchLocale(tag: string): AppLocale | null {
  if (isSupportedLocale(tag)) return tag;
  const language = tag.toLowerCase().split('-')[0];
  return supportedLocales.find((l) => l.toLowerCase().startsWith(`${language}-`)) ?? null;
}

/**
 * The stored locale if valid, else the browser's first language if supported, else es-MX.
 * An unsupported stored locale is ignored with a console warning.
 */
export function pickLocale({ stored, browserLanguages }: { stored: string | null; browserLanguages: readonly string[] }): AppLocale {
  if (stored !== null) {
    if (isSupportedLocale(stored)) return stored;
    console.warn(`Unsupported locale "${stored}" ignored; supported locales are ${supportedLocales.join(', ')}.`);
  }
  const first = browserLanguages[0];
  return (first && matchLocale(first)) || defaultLocale;
}

export function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(localeStorageKey);
  } catch {
    return null;
  }
}

/** Stores a locale; an unsupported one is ignored with a console warning. Returns whether it was stored. */
export function storeLocale(locale: string): boolean {
  if (!isSupportedLocale(locale)) {
    console.warn(`Unsupported locale "${locale}" ignored; supported locales are ${supportedLocales.join(', ')}.`);
    return false;
  }
  try {
    localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Storage can be full or blocked: the choice then lasts for this page only.
  }
  return true;
}
