/** The browser side of the machines' fire-and-forget actions, provided at the app's edge (views/app-actor.ts). */
import { parseAppearance, type Appearance, type ThemeId, appearanceStorageKey } from '../../config/appearance';
import { clearCallbackFailed, clearLogoutFlag, markCallbackFailed } from './auth-flags';
import type { Messages } from '@lingui/core';
import { activateCatalog, announceLanguageChanged } from './i18n';
import { storeLocale, type AppLocale } from './locale';
import { navigateTo } from './location';

export const browserNavigate = (_: unknown, params: { to: string; replace?: boolean }) => navigateTo(params.to, params);

/** A link to another site, in a new tab that cannot reach back to this one. */
export const openInNewTab = (_: unknown, params: { href: string }) => {
  window.open(params.href, '_blank', 'noopener,noreferrer');
};

export const persistLogoutReleased = () => clearLogoutFlag();
export const persistCallbackFailed = () => markCallbackFailed();
export const persistCallbackRecovered = () => clearCallbackFailed();

/**
 * Another language, in place (issue 13 point 14; SPEC §2 said "reloads"): Lingui activates the loaded catalog, every
 * consumer of the I18nProvider re-renders with it, and nothing typed is lost. The choice is stored for the next visit.
 */
export const switchLocale = (_: unknown, params: { locale: AppLocale; messages: Messages }) => {
  activateCatalog(params.locale, params.messages);
  storeLocale(params.locale);
};

/** The language of the catalog in use, which is the source locale when the requested one could not load (N8). */
export const announceLanguage = (_: unknown, params: { locale: AppLocale }) => {
  // Assistive technology reads the page in the language `lang` names; main.tsx set the requested one.
  document.documentElement.lang = params.locale;
  announceLanguageChanged(params.locale);
};

/** SPEC §8: a start-up failure is written to the console. */
export const logStartupFailure = (_: unknown, params: { error: unknown }) => console.error('Start-up failed', params.error);

const appearanceKey = appearanceStorageKey;

/** Puts the colour scheme and theme classes on the root element (the vanilla-extract themes key off them). */
export const applyAppearance = (_: unknown, params: { scheme: 'light' | 'dark'; theme: ThemeId }) => {
  const root = document.documentElement;
  for (const name of [...root.classList]) if (name.startsWith('scheme-') || name.startsWith('theme-')) root.classList.remove(name);
  root.classList.add(`scheme-${params.scheme}`, params.theme);
};

export const cacheAppearance = (_: unknown, params: { appearance: Appearance }) => {
  try {
    localStorage.setItem(appearanceKey, JSON.stringify(params.appearance));
  } catch {
    // Storage full or blocked: the appearance is still saved for the user.
  }
};

export function readCachedAppearance(): Appearance | null {
  try {
    const raw = localStorage.getItem(appearanceKey);
    return raw ? parseAppearance(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}
