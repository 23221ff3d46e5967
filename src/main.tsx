import { createRoot } from 'react-dom/client';
import { browserAppMachine, AppActor } from './views/app-actor';
import { AppShell } from './views/app-shell';
import { hasRecentCallbackFailure, isLogoutFlagHeld } from './machines/effects/auth-flags';
import { pickLocale, readStoredLocale } from './machines/effects/locale';
import { readLocation } from './machines/effects/location';
import { applyAppearance, readCachedAppearance } from './machines/effects/browser-actions';
import { prefersDark } from './machines/effects/color-scheme';
import { matchesMedia, mdQuery } from './machines/effects/media-query';
import { deferApiClientLoad } from './machines/effects/api-client-lazy';
import { afterStart } from './machines/effects/oidc-lazy';
import './views/theme/global.css';

const appearance = readCachedAppearance();
const systemDark = prefersDark();
// Apply the device's last appearance before the first paint (no flash of the default scheme).
if (appearance) {
  applyAppearance(null, { scheme: appearance.scheme === 'auto' ? (systemDark ? 'dark' : 'light') : appearance.scheme, theme: appearance.theme });
}

const input = {
  wide: matchesMedia(mdQuery),
  appearance,
  systemDark,
  locale: pickLocale({ stored: readStoredLocale(), browserLanguages: navigator.languages ?? [navigator.language] }),
  location: readLocation(),
  logoutHeld: isLogoutFlagHeld(),
  callbackFailedRecently: hasRecentCallbackFailure(),
};
document.documentElement.lang = input.locale;
// The request layer's chunk comes once the first screen has painted (a returning user's, from the remembered session).
deferApiClientLoad(afterStart);

async function startInspectorIfAsked() {
  // Development build only (__DEV__ is false in every other build, and esbuild drops this branch and the
  // inspector's chunk): ?inspect opens the Stately inspector before the app actor starts, so it sees every actor.
  if (__DEV__ && new URLSearchParams(window.location.search).has('inspect')) {
    const { startInspector } = await import('./machines/effects/inspector');
    return startInspector();
  }
  return undefined;
}

void startInspectorIfAsked().then((inspect) => {
  createRoot(document.getElementById('root')!).render(
    <AppActor.Provider logic={browserAppMachine} options={{ input, ...(inspect ? { inspect } : {}) }}>
      <AppShell />
    </AppActor.Provider>,
  );
});
