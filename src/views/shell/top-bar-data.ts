import type { AppLocale } from '../../machines/effects/locale';

/** SPEC §3 language options: label, locale and the country of the flag. */
export const languages: readonly { locale: AppLocale; label: string; flag: string }[] = [
  { locale: 'es-MX', label: 'Español', flag: 'mx' },
  { locale: 'en-US', label: 'English', flag: 'us' },
];

/** The language menu's trigger, where focus goes back when the language notice closes under it. */
export const languageTriggerId = 'language-menu-trigger';

/** Flags come from a per-country image path. */
export const flagPath = (country: string) => `/assets/flags/${country}.svg`;
