/** The browser side of the machines' fire-and-forget actions, provided at the app's edge (views/app-actor.ts). */
import { clearCallbackFailed, clearLogoutFlag, markCallbackFailed } from './auth-storage';
import { announceLanguageChanged } from './i18n';
import { storeLocale, type AppLocale } from './locale';
import { navigateTo } from './location';

export const browserNavigate = (_: unknown, params: { to: string; replace?: boolean }) => navigateTo(params.to, params);

export const persistLogoutReleased = () => clearLogoutFlag();
export const persistCallbackFailed = () => markCallbackFailed();
export const persistCallbackRecovered = () => clearCallbackFailed();

/** SPEC §2: choosing another language reloads the app in that language. */
export const switchLocale = (_: unknown, params: { locale: AppLocale }) => {
  if (storeLocale(params.locale)) window.location.reload();
};

export const announceLanguage = (_: unknown, params: { locale: AppLocale }) => {
  announceLanguageChanged(params.locale);
};

/** SPEC §8: a start-up failure is written to the console. */
export const logStartupFailure = (_: unknown, params: { error: unknown }) => console.error('Start-up failed', params.error);
