/**
 * The app machine's children and effects without a browser, for tests that start the whole app (app.machine.ts): no
 * address, media query, colour scheme or API events to listen to; the configuration of auth-fixtures; the runtime
 * ready in the locale it is asked for; the services' chunk (app-services.ts) as the test gives it.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import type { AppServices } from '../../src/machines/app-services';
import { authMachine } from '../../src/machines/auth.machine';
import type { AppLocale } from '../../src/machines/effects/locale';
import type { RuntimeReady } from '../../src/machines/effects/prepare-runtime';
import { navMachine } from '../../src/machines/nav.machine';
import { settingsMachine } from '../../src/machines/settings.machine';
import { verticalNavMachine } from '../../src/machines/vertical-nav.machine';
import { config, quietAuthActors } from './auth-fixtures';

export const quietAppActors = (loadAppServices: () => Promise<AppServices>) => ({
  // The stubs' loose input types are not the machine's: fine for actors that ignore their input.
  authMachine: authMachine.provide({ actors: quietAuthActors as never }),
  navMachine: navMachine.provide({ actors: { listenToLocation: fromCallback(() => () => undefined) } }),
  verticalNavMachine: verticalNavMachine.provide({
    actors: { listenToLocation: fromCallback(() => () => undefined), listenToMedia: fromCallback(() => () => undefined) } as never,
  }),
  settingsMachine: settingsMachine.provide({ actors: { listenToColorScheme: fromCallback(() => () => undefined) } }),
  listenToApiEvents: fromCallback(() => () => undefined),
  loadConfig: fromPromise<RuntimeConfig>(async () => config),
  prepareRuntime: fromPromise<RuntimeReady, { config: RuntimeConfig; locale: AppLocale }>(async ({ input }) => ({ locale: input.locale })),
  loadAppServices: fromPromise<AppServices>(loadAppServices),
});
