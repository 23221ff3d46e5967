/**
 * The boot script: a few hundred bytes run before the first paint (a classic script from 'self', so the strict CSP
 * holds without any inline code). It puts the user's colour scheme, theme and language on <html>, from what this
 * device remembers, so the static splash of index.html paints in the user's scheme on the first frame instead of a
 * dark screen that flips later (issue 13 point 15). The app applies the same classes again when it starts.
 */
import { appearanceStorageKey, parseAppearance } from './config/appearance';
import { localeStorageKey, supportedLocales } from './machines/effects/locale';

try {
  const root = document.documentElement;
  const raw = localStorage.getItem(appearanceStorageKey);
  const appearance = parseAppearance(raw ? JSON.parse(raw) : null);
  const dark = appearance.scheme === 'auto' ? window.matchMedia('(prefers-color-scheme: dark)').matches : appearance.scheme === 'dark';
  root.classList.remove('scheme-dark', 'scheme-light');
  root.classList.add(dark ? 'scheme-dark' : 'scheme-light', appearance.theme);
  const locale = localStorage.getItem(localeStorageKey);
  if ((supportedLocales as readonly (string | null)[]).includes(locale)) root.lang = locale!;
} catch {
  // No storage, or a damaged entry: the defaults of index.html (dark, es-MX) stay.
}
