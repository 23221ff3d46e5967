import { createActorContext, shallowEqual, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { AppServices } from '../machines/app-services';
import {
  appMachine,
  selectAuthRef,
  selectDialogRef,
  selectExternalLinkRef,
  selectLoadingRef,
  selectNavRef,
  selectSettingsRef,
  selectTitleRef,
  selectVerticalNavRef,
} from '../machines/app.machine';
import { authMachine } from '../machines/auth.machine';
import {
  announceLanguage,
  applyAppearance,
  cacheAppearance,
  browserNavigate,
  logStartupFailure,
  persistCallbackFailed,
  persistCallbackRecovered,
  persistLogoutReleased,
  switchLocale,
} from '../machines/effects/browser-actions';
import { afterStart } from '../machines/effects/oidc-lazy';
import { retryingImport } from '../machines/effects/retrying-import';
import { navMachine } from '../machines/nav.machine';
import { sessionMachine } from '../machines/session.machine';
import { settingsMachine } from '../machines/settings.machine';

/** The app machine with its browser effects. Tests provide other implementations through `logic`. */
export const browserAppMachine = appMachine.provide({
  actions: { announceLanguage, switchLocale, logStartupFailure },
  actors: {
    authMachine: authMachine.provide({
      actions: { navigate: browserNavigate, persistLogoutReleased, persistCallbackFailed, persistCallbackRecovered },
      actors: {
        // The search's browser navigation is provided by its chunk (src/views/search/search-bar.tsx), which hands it over.
        sessionMachine,
      },
    }),
    navMachine: navMachine.provide({ actions: { navigate: browserNavigate } }),
    settingsMachine: settingsMachine.provide({ actions: { applyAppearance, cacheAppearance } }),
    // The language switch and the leave notice: their chunk once the first screen has painted and the browser is idle.
    loadAppServices: fromPromise<AppServices>(
      ({ signal }) =>
        new Promise<void>((resolve) => signal.addEventListener('abort', afterStart(resolve), { once: true }))
          .then(() => retryingImport(() => import('../machines/app-services'), { forever: true }))
          .then((m) => m.browserAppServices),
    ),
  },
});

export const AppActor = createActorContext(appMachine);

export const useAppSelector = AppActor.useSelector;
export const useAppRef = AppActor.useActorRef;
export const useAuthRef = () => AppActor.useSelector(selectAuthRef);
export const useNavRef = () => AppActor.useSelector(selectNavRef);
export const useSettingsRef = () => AppActor.useSelector(selectSettingsRef);
export const useVerticalNavRef = () => AppActor.useSelector(selectVerticalNavRef);
export const useDialogRef = () => AppActor.useSelector(selectDialogRef);
export const useExternalLinkRef = () => AppActor.useSelector(selectExternalLinkRef);
export const useLoadingRef = () => AppActor.useSelector(selectLoadingRef);
export const useTitleRef = () => AppActor.useSelector(selectTitleRef);

export { shallowEqual, useSelector };
