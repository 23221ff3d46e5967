import type { Messages } from '@lingui/core';
import { sourceLocale, type AppLocale } from './locale';
import { fetchStaticJson, StaticFetchError } from './static-fetch';

export const catalogUrl = (locale: AppLocale) => `/assets/i18n/${locale}.json`;

/** SPEC §8: the final error when neither the locale nor its fallbacks load. */
export const allFallbacksFailedMessage = 'Unable to load translation and all the fallback languages';

export type CatalogResult =
  | { ok: true; requested: AppLocale; locale: AppLocale; messages: Messages }
  /** Nothing could be loaded: the UI shows the source-locale texts compiled into the code. */
  | { ok: false; requested: AppLocale; error: string; reason?: CatalogFailureReason };

/** Why the last attempt failed: no answer (offline, timeout) or a wrong one (an error status, not a catalog). */
export type CatalogFailureReason = 'network' | 'refused';

export interface LoadCatalogOptions {
  /** Retries per language after the first attempt (SPEC §9). @default 2 */
  retries?: number;
  /** Whether the fallback languages are tried after the requested one (start-up); a switch keeps the current one instead. @default true */
  fallbacks?: boolean;
  fetchJson?: (url: string) => Promise<unknown>;
  signal?: AbortSignal;
}

const isMessages = (raw: unknown): raw is { messages: Messages } =>
  typeof raw === 'object' && raw !== null && typeof (raw as { messages?: unknown }).messages === 'object' &&
  (raw as { messages?: unknown }).messages !== null;

/** Loads the compiled catalog of `locale`: retried twice, then the fallback languages, then gives up. */
export async function loadCatalogWithFallbacks(locale: AppLocale, options: LoadCatalogOptions = {}): Promise<CatalogResult> {
  const { retries = 2, signal, fallbacks = true } = options;
  const fetchJson = options.fetchJson ?? ((url: string) => fetchStaticJson(url, signal ? { signal } : {}));
  const chain: AppLocale[] = locale === sourceLocale || !fallbacks ? [locale] : [locale, sourceLocale];
  let reason: CatalogFailureReason | undefined;
  for (const candidate of chain) {
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (signal?.aborted) return { ok: false, requested: locale, error: allFallbacksFailedMessage };
      try {
        const raw = await fetchJson(catalogUrl(candidate));
        if (!isMessages(raw)) throw new Error(`Malformed catalog for ${candidate}`);
        return { ok: true, requested: locale, locale: candidate, messages: raw.messages };
      } catch (error) {
        reason = error instanceof StaticFetchError && (error.reason === 'network' || error.reason === 'timeout') ? 'network' : 'refused';
        console.warn(`Translation load failed for ${candidate} (attempt ${attempt + 1} of ${retries + 1})`, error);
      }
    }
  }
  console.error(allFallbacksFailedMessage);
  return { ok: false, requested: locale, error: allFallbacksFailedMessage, ...(reason ? { reason } : {}) };
}
