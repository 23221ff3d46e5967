/**
 * The boot script: a few KB run before the first paint (a classic script from 'self', so the strict CSP holds without
 * any inline code).
 * - It puts the user's colour scheme, theme and language on <html>, from what this device remembers, so the static
 *   splash of index.html paints in the user's scheme on the first frame instead of a dark screen that flips later
 *   (issue 13 point 15). The app applies the same classes again when it starts.
 * - It starts what the app asks for first, so it travels with the app's chunks (issue 12 point 1): config.json, the
 *   translation catalog, and the chunks of the current address (from this build's chunk plan).
 * - It installs `__pl`, which every dynamic import() of the built code calls first: the chunk's dependencies are
 *   modulepreloaded with it instead of one round trip later.
 */
import { appearanceStorageKey, parseAppearance } from './config/appearance';
import { localeStorageKey, pickLocale, supportedLocales } from './machines/effects/locale';
import { catalogUrl } from './machines/effects/i18n-catalog';
import { chunksForPath, createPreloader, type ChunkPlan } from './startup/chunk-preload';
import { earlyInit, startEarlyFetch } from './startup/early-fetch';
import { startMockWorker } from './startup/mock-worker';

declare const __CHUNK_PLAN__: ChunkPlan;
/** The demo mock API's worker file in a build with the mock API, else null (build.mjs). */
declare const __MOCK_WORKER__: string | null;

declare global {
  interface Window {
    /** Modulepreloads what a lazily imported chunk needs (called by the built code's dynamic imports). */
    __pl?: (chunk: string) => void;
  }
}

const root = document.documentElement;
let stored: string | null = null;
try {
  const raw = localStorage.getItem(appearanceStorageKey);
  const appearance = parseAppearance(raw ? JSON.parse(raw) : null);
  const dark = appearance.scheme === 'auto' ? window.matchMedia('(prefers-color-scheme: dark)').matches : appearance.scheme === 'dark';
  root.classList.remove('scheme-dark', 'scheme-light');
  root.classList.add(dark ? 'scheme-dark' : 'scheme-light', appearance.theme);
  stored = localStorage.getItem(localeStorageKey);
  if ((supportedLocales as readonly (string | null)[]).includes(stored)) root.lang = stored!;
} catch {
  // No storage, or a damaged entry: the defaults of index.html (dark, es-MX) stay.
}

try {
  startEarlyFetch('/config.json', earlyInit.config);
  // The same choice as the app's (main.tsx): stored, else the browser's, else es-MX; an unsupported one is ignored.
  const locale = pickLocale({ stored: (supportedLocales as readonly (string | null)[]).includes(stored) ? stored : null, browserLanguages: navigator.languages ?? [navigator.language] });
  startEarlyFetch(catalogUrl(locale), earlyInit.catalog);
} catch {
  // Without fetch the app's own requests report the failure.
}

// The demo mock API's worker starts now, in parallel with the app's chunks (the app ends it when config.json says the
// mock is off); the app's bridge to it (src/mirage/bridge.ts) comes with the app.
if (__MOCK_WORKER__) window.__mockWorker = startMockWorker(__MOCK_WORKER__);

const preload = createPreloader(__CHUNK_PLAN__, (href) => {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.appendChild(link);
});
window.__pl = preload;
for (const chunk of chunksForPath(__CHUNK_PLAN__, window.location.pathname)) preload(chunk);
