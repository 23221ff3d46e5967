/** The root: start-up (config, mock API, translations), then the long-lived auth and nav actors. */
import type { Messages } from '@lingui/core';
import { assign, enqueueActions, fromCallback, fromPromise, sendTo, setup, type ActorRefFrom, type AnyActorLogic, type AnyActorRef, type SnapshotFrom } from 'xstate';
import type { Appearance } from '../config/appearance';
import type { RuntimeConfig } from '../config/runtime-config';
import { settingsMachine } from './settings.machine';
import type { AppServices } from './app-services';
import type { DialogEvent, DialogRef } from './dialog.machine';
import type { ExternalLinkRef } from './external-link.machine';
import type { LanguageRef } from './language.machine';
import type { LoadingRef } from './loading.machine';
import { verticalNavMachine } from './vertical-nav.machine';
import { matchesMedia, mdQuery } from './effects/media-query';
import { authMachine } from './auth.machine';
import { listenToApiEvents } from './effects/listen-to-api-events';
import { loadConfig } from './effects/load-config';
import { showConfigFailureTexts } from './effects/config-failure-texts';
import type { AppLocale } from './effects/locale';
import type { AppLocation } from './effects/location';
import { prepareRuntime } from './effects/prepare-runtime';
import { retryingImport } from './effects/retrying-import';
import { navMachine } from './nav.machine';
import type { TitleRef } from './title.machine';

export interface AppInput {
  /** The locale chosen at start-up (stored, else browser, else es-MX). */
  locale: AppLocale;
  location: AppLocation;
  logoutHeld: boolean;
  callbackFailedRecently: boolean;
  /** The appearance cached on this device, if any. */
  appearance?: Appearance | null;
  /** Whether the system prefers a dark colour scheme. */
  systemDark?: boolean;
  /** Whether the screen is at least md wide. */
  wide?: boolean;
}

export interface AppContext extends AppInput {
  config: RuntimeConfig | null;
  offline: boolean;
  /** A language chosen before the language switch's chunk arrived: asked for as soon as it is there. */
  pendingLocale: AppLocale | null;
  /** A link to another site followed before the leave notice's chunk arrived: asked about as soon as it is there. */
  pendingLink: string | null;
  /** Requests to the dialog service made before it arrived (a confirmation, its withdrawal), in their order. */
  pendingDialog: DialogEvent[];
  /** Whether the services of app-services.ts have arrived and been spawned. */
  servicesReady: boolean;
}

/**
 * The dialog service's address from the start (systemId `dialog`, where confirmAction asks): every request it receives
 * goes to the app, which hands it to the dialog service, at once or once its chunk has arrived.
 */
export const dialogRequests = fromCallback<DialogEvent>(({ receive, sendBack }) => {
  receive((request) => sendBack({ type: 'app.dialog.request', request }));
});

/**
 * The services the first screen does not use (app-services.ts), fetched in their own chunk once the start-up is done
 * (the browser's version waits for the first idle moment after the paint: views/app-actor.ts) and tried again until
 * they arrive.
 */
export const loadAppServices = fromPromise<AppServices>(() => retryingImport(() => import('./app-services'), { forever: true }).then((m) => m.appServices));

export type AppEvent =
  | { type: 'app.retry' }
  | { type: 'app.locale.change'; locale: AppLocale }
  /** From the language machine: the chosen language's catalog has loaded (issue 13 point 14). */
  | { type: 'app.locale.loaded'; locale: AppLocale; messages: Messages }
  | { type: 'app.api.notFound'; status: number }
  | { type: 'app.api.offline' }
  | { type: 'app.api.online' }
  | { type: 'app.api.unauthorized' }
  /** A link to another site in server content: the leave notice asks first (handed over once it has arrived). */
  | { type: 'app.externalLink.open'; href: string }
  /** A request to the dialog service, from its address (dialogRequests). */
  | { type: 'app.dialog.request'; request: DialogEvent };

export const appMachine = setup({
  types: {} as {
    context: AppContext;
    input: AppInput;
    events: AppEvent;
    children: {
      auth: 'authMachine';
      nav: 'navMachine';
      settings: 'settingsMachine';
      verticalNav: 'verticalNavMachine';
      dialogRequests: 'dialogRequests';
      listenToApiEvents: 'listenToApiEvents';
      showConfigFailureTexts: 'showConfigFailureTexts';
    };
  },
  actors: {
    loadConfig,
    showConfigFailureTexts,
    prepareRuntime,
    authMachine,
    navMachine,
    settingsMachine,
    verticalNavMachine,
    dialogRequests,
    loadAppServices,
    listenToApiEvents,
  },
  actions: {
    setConfig: assign((_, params: { config: RuntimeConfig }) => ({ config: params.config })),
    setOffline: assign((_, params: { offline: boolean }) => ({ offline: params.offline })),
    setLocale: assign((_, params: { locale: AppLocale }) => ({ locale: params.locale })),
    requestLocale: sendTo('language', (_, params: { locale: AppLocale }) => ({ type: 'language.change' as const, locale: params.locale })),
    setPendingLocale: assign((_, params: { locale: AppLocale | null }) => ({ pendingLocale: params.locale })),
    openExternalLink: sendTo('externalLink', (_, params: { href: string }) => ({ type: 'externalLink.open' as const, href: params.href })),
    setPendingLink: assign((_, params: { href: string | null }) => ({ pendingLink: params.href })),
    /** The services' chunk has arrived: each is spawned under its id and systemId, as if invoked from the start. */
    spawnServices: assign(({ context, spawn, self }, params: { services: AppServices }) => {
      // The logic is not one of the actors declared in setup, so `spawn`'s typing of ids does not apply.
      const spawnLogic = spawn as unknown as (logic: AnyActorLogic, options: { id: string; systemId: string; input?: unknown }) => AnyActorRef;
      // The dialog service keeps the child id `dialog` (the view finds it there); confirmations reach it through its
      // address, which holds the systemId `dialog` (dialogRequests), so it is registered under another.
      spawnLogic(params.services.dialog, { id: 'dialog', systemId: 'dialogService' });
      spawnLogic(params.services.language, { id: 'language', systemId: 'language', input: { locale: context.locale } });
      spawnLogic(params.services.externalLink, { id: 'externalLink', systemId: 'externalLink' });
      // The tab's title starts from the address shown now (the nav machine's), then follows it by itself.
      const location = self.getSnapshot().children.nav?.getSnapshot().context.location ?? context.location;
      spawnLogic(params.services.title, { id: 'title', systemId: 'title', input: { location } });
      if (params.services.loading) spawnLogic(params.services.loading, { id: 'loading', systemId: 'loading' });
      return { servicesReady: true };
    }),
    /** What was asked of the services before they arrived, handed over (and forgotten here). */
    handOverPending: enqueueActions(({ context, enqueue }) => {
      for (const request of context.pendingDialog) enqueue.sendTo('dialog', request);
      if (context.pendingLocale !== null) enqueue.sendTo('language', { type: 'language.change', locale: context.pendingLocale });
      if (context.pendingLink !== null) enqueue.sendTo('externalLink', { type: 'externalLink.open', href: context.pendingLink });
      enqueue.assign({ pendingDialog: [], pendingLocale: null, pendingLink: null });
    }),
    // The next sign-in shows the identity provider's pages in the language in use.
    tellIdentityProviderLocale: sendTo('auth', (_, params: { locale: AppLocale }) => ({ type: 'auth.uiLocale.change' as const, uiLocale: params.locale })),
    // Browser effects, provided by the app (views/app-actor.ts).
    logStartupFailure: (_, _params: { error: unknown }) => undefined,
    /** Activates the loaded catalog with Lingui (in place: no reload) and stores the choice. */
    switchLocale: (_, _params: { locale: AppLocale; messages: Messages }) => undefined,
    announceLanguage: (_, _params: { locale: AppLocale }) => undefined,
    openErrorPage: sendTo('nav', (_, params: { status: number }) => ({ type: 'nav.errorPage.open' as const, status: params.status })),
  },
  guards: {
    hasServices: ({ context }) => context.servicesReady,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ ...input, config: null, offline: false, pendingDialog: [], pendingLocale: null, pendingLink: null, servicesReady: false }),
  initial: 'loadingConfig',
  states: {
    loadingConfig: {
      invoke: {
        id: 'loadConfig',
        src: 'loadConfig',
        onDone: { target: 'preparing', actions: { type: 'setConfig', params: ({ event }) => ({ config: event.output }) } },
        onError: { target: 'failed', actions: { type: 'logStartupFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    preparing: {
      invoke: {
        id: 'prepareRuntime',
        src: 'prepareRuntime',
        input: ({ context }) => ({ config: context.config!, locale: context.locale }),
        onDone: {
          target: 'running',
          actions: [
            assign(({ event }) => ({ locale: event.output.locale })),
            { type: 'announceLanguage', params: ({ event }) => ({ locale: event.output.locale }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'logStartupFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    running: {
      invoke: [
        { id: 'nav', src: 'navMachine', systemId: 'nav', input: ({ context }) => ({ location: context.location }) },
        {
          id: 'verticalNav',
          src: 'verticalNavMachine',
          systemId: 'verticalNav',
          input: ({ context }) => ({
            wide: context.wide ?? matchesMedia(mdQuery),
            location: context.location,
            ...(context.appearance ? { layout: context.appearance.layout, position: context.appearance.navPosition } : {}),
          }),
        },
        {
          id: 'settings',
          src: 'settingsMachine',
          systemId: 'settings',
          input: ({ context }) => ({ config: context.config!, cached: context.appearance ?? null, systemDark: context.systemDark ?? false }),
        },
        {
          id: 'auth',
          src: 'authMachine',
          systemId: 'auth',
          input: ({ context }) => ({
            config: context.config!,
            location: context.location,
            uiLocale: context.locale,
            logoutHeld: context.logoutHeld,
            callbackFailedRecently: context.callbackFailedRecently,
          }),
        },
        // Any machine can ask for a confirmation through the system (confirmAction). The loading bar's machine comes
        // with the app services (below).
        { id: 'dialogRequests', src: 'dialogRequests', systemId: 'dialog' },
        // The language switch (loads a chosen language's catalog; the switch itself happens here: app.locale.loaded),
        // the leave notice (links to other sites in server content name their real host before they open) and the
        // tab's title come in their own chunk after the first paint and are spawned then; what was asked of them
        // meanwhile is handed over.
        {
          id: 'loadAppServices',
          src: 'loadAppServices',
          onDone: {
            actions: [
              { type: 'spawnServices', params: ({ event }) => ({ services: event.output }) },
              'handOverPending',
            ],
          },
        },
        { id: 'listenToApiEvents', src: 'listenToApiEvents' },
      ],
      on: {
        'app.api.notFound': { actions: { type: 'openErrorPage', params: ({ event }) => ({ status: event.status }) } },
        'app.api.offline': { actions: { type: 'setOffline', params: { offline: true } } },
        'app.api.online': { actions: { type: 'setOffline', params: { offline: false } } },
        // A 401 survived one renewal and one retry: the session is treated as expired (the auth machine renews
        // once more or signs in again).
        'app.api.unauthorized': { actions: sendTo('auth', { type: 'auth.token.expired' }) },
        'app.locale.change': [
          { guard: 'hasServices', actions: { type: 'requestLocale', params: ({ event }) => ({ locale: event.locale }) } },
          { actions: { type: 'setPendingLocale', params: ({ event }) => ({ locale: event.locale }) } },
        ],
        'app.dialog.request': [
          { guard: 'hasServices', actions: sendTo('dialog', ({ event }) => event.request) },
          { actions: assign(({ context, event }) => ({ pendingDialog: [...context.pendingDialog, event.request] })) },
        ],
        'app.externalLink.open': [
          { guard: 'hasServices', actions: { type: 'openExternalLink', params: ({ event }) => ({ href: event.href }) } },
          { actions: { type: 'setPendingLink', params: ({ event }) => ({ href: event.href }) } },
        ],
        'app.locale.loaded': {
          actions: [
            { type: 'switchLocale', params: ({ event }) => ({ locale: event.locale, messages: event.messages }) },
            { type: 'setLocale', params: ({ event }) => ({ locale: event.locale }) },
            { type: 'announceLanguage', params: ({ event }) => ({ locale: event.locale }) },
            { type: 'tellIdentityProviderLocale', params: ({ event }) => ({ locale: event.locale }) },
          ],
        },
      },
    },
    /**
     * SPEC §8: a start-up failure is logged; the user gets a message and a retry, in the device's language even when
     * no catalog could be loaded (issue 11 fault 3).
     */
    failed: {
      invoke: { id: 'showConfigFailureTexts', src: 'showConfigFailureTexts', input: ({ context }) => ({ locale: context.locale }) },
      on: { 'app.retry': { target: 'loadingConfig' } },
    },
  },
});

export type AppRef = ActorRefFrom<typeof appMachine>;
export type AppSnapshot = SnapshotFrom<typeof appMachine>;

export const selectIsBooting = (s: AppSnapshot) => s.matches('loadingConfig') || s.matches('preparing');
export const selectIsStartupFailed = (s: AppSnapshot) => s.matches('failed');
export const selectLocale = (s: AppSnapshot) => s.context.locale;
export const selectConfig = (s: AppSnapshot) => s.context.config;
export const selectIsOffline = (s: AppSnapshot) => s.context.offline;
export const selectAuthRef = (s: AppSnapshot) => s.children.auth;
export const selectNavRef = (s: AppSnapshot) => s.children.nav;
export const selectSettingsRef = (s: AppSnapshot) => s.children.settings;
export const selectVerticalNavRef = (s: AppSnapshot) => s.children.verticalNav;
/** The confirmation dialog service, once its chunk has arrived (app-services.ts). */
export const selectDialogRef = (s: AppSnapshot) => s.children.dialog as DialogRef | undefined;
/** The leave notice, once its chunk has arrived (app-services.ts). */
export const selectExternalLinkRef = (s: AppSnapshot) => s.children.externalLink as ExternalLinkRef | undefined;
/** The loading bar, once its chunk has arrived (app-services.ts). */
export const selectLoadingRef = (s: AppSnapshot) => s.children.loading as LoadingRef | undefined;
/** The language switch, once its chunk has arrived (app-services.ts). */
export const selectLanguageRef = (s: AppSnapshot) => s.children.language as LanguageRef | undefined;
/** The browser tab's title (page, section, company: issue 13 "Finish"), once its chunk has arrived (app-services.ts). */
export const selectTitleRef = (s: AppSnapshot) => s.children.title as TitleRef | undefined;
