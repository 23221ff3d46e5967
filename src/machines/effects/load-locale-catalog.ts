/** The catalog of a language the user switches to, on its own (no fallback language: the current one stays). */
import type { Messages } from '@lingui/core';
import { fromPromise } from 'xstate';
import { loadCatalogWithFallbacks, type CatalogFailureReason, type LoadCatalogOptions } from './i18n-catalog';
import type { AppLocale } from './locale';

export interface LoadedCatalog {
  locale: AppLocale;
  messages: Messages;
}

/** A catalog that could not be loaded after its retries, with why (the view words the advice). */
export class CatalogUnavailableError extends Error {
  constructor(
    readonly locale: AppLocale,
    readonly reason: CatalogFailureReason,
  ) {
    super(`The ${locale} catalog could not be loaded (${reason})`);
    this.name = 'CatalogUnavailableError';
  }
}

/** Why a switch failed, read from the loader's error: anything unexpected counts as a refused answer. */
export const catalogFailureOf = (error: unknown): CatalogFailureReason =>
  error instanceof CatalogUnavailableError ? error.reason : 'refused';

/** Fetches `/assets/i18n/{locale}.json` with the start-up's 2 retries (SPEC §9); aborting the request ends it. */
export async function fetchLocaleCatalog(locale: AppLocale, options: Pick<LoadCatalogOptions, 'fetchJson' | 'signal'> = {}): Promise<LoadedCatalog> {
  const result = await loadCatalogWithFallbacks(locale, { ...options, fallbacks: false });
  if (!result.ok) throw new CatalogUnavailableError(locale, result.reason ?? 'refused');
  return { locale: result.locale, messages: result.messages };
}

export const loadLocaleCatalog = fromPromise<LoadedCatalog, { locale: AppLocale }>(({ input, signal }) => fetchLocaleCatalog(input.locale, { signal }));
