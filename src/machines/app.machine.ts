/** The root: start-up (config, mock API, translations), then the long-lived auth and nav actors. */
import type { Messages } from '@lingui/core';
import { assign, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Appearance } from '../config/appearance';
import type { RuntimeConfig } from '../config/runtime-config';
import { settingsMachine } from './settings.machine';
import { dialogMachine } from './dialog.machine';
import { externalLinkMachine } from './external-link.machine';
import { languageMachine } from './language.machine';
import { loadingMachine } from './loading.machine';
import { verticalNavMachine } from './vertical-nav.machine';
import { matchesMedia, mdQuery } from './effects/media-query';
import { authMachine } from './auth.machine';
import { listenToApiEvents } from './effects/listen-to-api-events';
import { loadConfig } from './effects/load-config';
import { showConfigFailureTexts } from './effects/config-failure-texts';
import type { AppLocale } from './effects/locale';
import type { AppLocation } from './effects/location';
import { prepareRuntime } from './effects/prepare-runtime';
import { navMachine } from './nav.machine';
import { titleMachine } from './title.machine';

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
}

export type AppEvent =
  | { type: 'app.retry' }
  | { type: 'app.locale.change'; locale: AppLocale }
  /** From the language machine: the chosen language's catalog has loaded (issue 13 point 14). */
  | { type: 'app.locale.loaded'; locale: AppLocale; messages: Messages }
  | { type: 'app.api.notFound'; status: number }
  | { type: 'app.api.offline' }
  | { type: 'app.api.online' }
  | { type: 'app.api.unauthorized' };

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
      dialog: 'dialogMachine';
      externalLink: 'externalLinkMachine';
      loading: 'loadingMachine';
      language: 'languageMachine';
      title: 'titleMachine';
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
    dialogMachine,
    externalLinkMachine,
    loadingMachine,
    languageMachine,
    titleMachine,
    listenToApiEvents,
  },
  actions: {
    setConfig: assign((_, params: { config: RuntimeConfig }) => ({ config: params.config })),
    setOffline: assign((_, params: { offline: boolean }) => ({ offline: params.offline })),
    setLocale: assign((_, params: { locale: AppLocale }) => ({ locale: params.locale })),
    requestLocale: sendTo('language', (_, params: { locale: AppLocale }) => ({ type: 'language.change' as const, locale: params.locale })),
    // The next sign-in shows the identity provider's pages in the language in use.
    tellIdentityProviderLocale: sendTo('auth', (_, params: { locale: AppLocale }) => ({ type: 'auth.uiLocale.change' as const, uiLocale: params.locale })),
    // Browser effects, provided by the app (views/app-actor.ts).
    logStartupFailure: (_, _params: { error: unknown }) => undefined,
    /** Activates the loaded catalog with Lingui (in place: no reload) and stores the choice. */
    switchLocale: (_, _params: { locale: AppLocale; messages: Messages }) => undefined,
    announceLanguage: (_, _params: { locale: AppLocale }) => undefined,
    openErrorPage: sendTo('nav', (_, params: { status: number }) => ({ type: 'nav.errorPage.open' as const, status: params.status })),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ ...input, config: null, offline: false }),
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
        // Any machine can ask for a confirmation through the system (confirmAction); the loading bar tracks requests.
        { id: 'dialog', src: 'dialogMachine', systemId: 'dialog' },
        // Links to other sites in server content name their real host before they open (the leave notice).
        { id: 'externalLink', src: 'externalLinkMachine', systemId: 'externalLink' },
        { id: 'loading', src: 'loadingMachine', systemId: 'loading' },
        // The language switch: loads a chosen language's catalog; the switch itself happens here (app.locale.loaded).
        { id: 'language', src: 'languageMachine', systemId: 'language', input: ({ context }) => ({ locale: context.locale }) },
        // The browser tab's title: page (its heading), section (the address), company (issue 13 "Finish").
        { id: 'title', src: 'titleMachine', systemId: 'title', input: ({ context }) => ({ location: context.location }) },
        { id: 'listenToApiEvents', src: 'listenToApiEvents' },
      ],
      on: {
        'app.api.notFound': { actions: { type: 'openErrorPage', params: ({ event }) => ({ status: event.status }) } },
        'app.api.offline': { actions: { type: 'setOffline', params: { offline: true } } },
        'app.api.online': { actions: { type: 'setOffline', params: { offline: false } } },
        // A 401 survived one renewal and one retry: the session is treated as expired (the auth machine renews
        // once more or signs in again).
        'app.api.unauthorized': { actions: sendTo('auth', { type: 'auth.token.expired' }) },
        'app.locale.change': { actions: { type: 'requestLocale', params: ({ event }) => ({ locale: event.locale }) } },
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
export const selectDialogRef = (s: AppSnapshot) => s.children.dialog;
export const selectExternalLinkRef = (s: AppSnapshot) => s.children.externalLink;
export const selectLoadingRef = (s: AppSnapshot) => s.children.loading;
export const selectLanguageRef = (s: AppSnapshot) => s.children.language;
export const selectTitleRef = (s: AppSnapshot) => s.children.title;
