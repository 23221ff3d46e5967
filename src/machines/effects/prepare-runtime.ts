import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../config/runtime-config';
import { configureApiClient } from './api-client-lazy';
import { activateCatalog, activateSourceTexts } from './i18n';
import { loadCatalogWithFallbacks } from './i18n-catalog';
import type { AppLocale } from './locale';
import { accessToken, authService } from './oidc-lazy';

export interface RuntimeReady {
  /** The locale whose catalog is active (a fallback when the requested one failed). */
  locale: AppLocale;
}

/**
 * Gets the runtime ready before anything renders: the mock API (a lazy bridge chunk to its worker, only in demo mode), the request
 * layer wired to the auth service, and the translation catalog.
 */
export const prepareRuntime = fromPromise<RuntimeReady, { config: RuntimeConfig; locale: AppLocale }>(async ({ input, signal }) => {
  const { config, locale } = input;
  // Demo mode: the mock API runs in the worker the boot script started; the page only gets the small bridge to it.
  const mock = __MOCK_API__ && config.mockApi
    ? import('../../mirage/bridge').then(({ startMockBridge }) => {
        startMockBridge({ config, ...(config.mockDelayFactor !== undefined ? { delayFactor: config.mockDelayFactor } : {}) });
      })
    : Promise.resolve(__MOCK_API__ ? window.__mockWorker?.worker?.terminate() : undefined);
  const catalog = loadCatalogWithFallbacks(locale, { signal });
  configureApiClient({
    config,
    host: window.location.host,
    origin: window.location.origin,
    // The OIDC library is not loaded for a valid stored token (issue 12 point 4); a renewal loads it.
    getAccessToken: () => accessToken(config),
    renewAccessToken: async () => (await authService(config).then((auth) => auth.renew(true)).catch(() => null))?.access_token ?? null,
  });
  const [, result] = await Promise.all([mock, catalog]);
  if (result.ok) {
    activateCatalog(result.locale, result.messages);
    return { locale: result.locale };
  }
  await activateSourceTexts();
  // The loader has logged 'Unable to load translation and all the fallback languages'; the app goes on (SPEC §8).
  return { locale: 'en-US' };
});
