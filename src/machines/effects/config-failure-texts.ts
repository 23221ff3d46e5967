/**
 * The texts of the could-not-start page, part of the start-up code (issue 11 fault 3): when config.json cannot be
 * used, no catalog has been fetched yet, and offline none can be; without an active locale Lingui's provider renders
 * nothing at all. The locale comes from the device (stored choice, else the browser), never from the configuration.
 * tests/machines/config-failure.test.ts keeps these equal to the compiled catalogs.
 */
import type { Messages } from '@lingui/core';
import { fromPromise } from 'xstate';
import { i18n } from './i18n';
import type { AppLocale } from './locale';

export const configFailureMessages: Readonly<Record<AppLocale, Messages>> = {
  'en-US': {
    'startup.failed.title': ['The application could not start'],
    'startup.failed.text': ['Its configuration could not be loaded. Check your connection and try again.'],
    'startup.failed.retry': ['Try again'],
  },
  'es-MX': {
    'startup.failed.title': ['La aplicación no pudo iniciar'],
    'startup.failed.text': ['No pudimos cargar la configuración. Revisa tu conexión e inténtalo de nuevo.'],
    'startup.failed.retry': ['Intentar de nuevo'],
  },
};

/** Makes the page's texts available in `locale`, unless a catalog is active already (a later start-up step failed). */
export function activateConfigFailureTexts(locale: AppLocale): void {
  if (i18n.locale) return;
  i18n.load(locale, configFailureMessages[locale]);
  i18n.activate(locale);
}

export const showConfigFailureTexts = fromPromise<void, { locale: AppLocale }>(async ({ input }) => activateConfigFailureTexts(input.locale));
