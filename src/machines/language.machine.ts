/**
 * The language switch (issue 13 point 14): loads the chosen language's catalog and hands it to the app, which
 * activates it in place, so nothing on screen is rebuilt and nothing typed is lost. A catalog that cannot be loaded
 * keeps the current language and offers Retry; a reload would fetch the same failing catalog (and, offline, lose the
 * app), so it is never the fallback.
 */
import type { Messages } from '@lingui/core';
import { assign, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CatalogFailureReason } from './effects/i18n-catalog';
import { catalogFailureOf, loadLocaleCatalog } from './effects/load-locale-catalog';
import type { AppLocale } from './effects/locale';

export interface LanguageInput {
  /** The language whose catalog is active. */
  locale: AppLocale;
}

export interface LanguageContext {
  /** The language whose catalog is active. */
  locale: AppLocale;
  /** The language being loaded, or the one that could not be (the failed state); null at rest. */
  requested: AppLocale | null;
  /** Why the requested catalog could not be loaded: no answer (offline) or a wrong one. */
  error: CatalogFailureReason | null;
}

export type LanguageEvent =
  | { type: 'language.change'; locale: AppLocale }
  | { type: 'language.retry' }
  | { type: 'language.dismiss' };

/** What the app is told once a catalog has loaded: it activates it, stores the choice and announces it. */
export interface LanguageLoadedFact {
  type: 'app.locale.loaded';
  locale: AppLocale;
  messages: Messages;
}

export const languageMachine = setup({
  types: {} as {
    context: LanguageContext;
    input: LanguageInput;
    events: LanguageEvent;
  },
  actors: { loadLocaleCatalog },
  guards: {
    isCurrent: ({ context }, params: { locale: AppLocale }) => params.locale === context.locale,
    isRequested: ({ context }, params: { locale: AppLocale }) => params.locale === context.requested,
  },
  actions: {
    request: assign((_, params: { locale: AppLocale }) => ({ requested: params.locale, error: null })),
    clearRequest: assign({ requested: null, error: null }),
    setError: assign((_, params: { error: CatalogFailureReason }) => ({ error: params.error })),
    setLocale: assign((_, params: { locale: AppLocale }) => ({ locale: params.locale, requested: null, error: null })),
    handOver: sendParent((_, params: { locale: AppLocale; messages: Messages }): LanguageLoadedFact => ({ type: 'app.locale.loaded', ...params })),
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({ locale: input.locale, requested: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'language.change': [
          // Choosing the language in use changes nothing.
          { guard: { type: 'isCurrent', params: ({ event }) => ({ locale: event.locale }) } },
          { target: 'loading', actions: { type: 'request', params: ({ event }) => ({ locale: event.locale }) } },
        ],
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLocaleCatalog',
        src: 'loadLocaleCatalog',
        input: ({ context }) => ({ locale: context.requested! }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'setLocale', params: ({ event }) => ({ locale: event.output.locale }) },
            { type: 'handOver', params: ({ event }) => ({ locale: event.output.locale, messages: event.output.messages }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: catalogFailureOf(event.error) }) } },
      },
      on: {
        'language.change': [
          // The same choice again while it loads: one request is enough.
          { guard: { type: 'isRequested', params: ({ event }) => ({ locale: event.locale }) } },
          // Back to the language in use before the catalog came: the pending request is dropped (its answer is
          // never applied, the invoked loader is stopped and its fetch aborted).
          { guard: { type: 'isCurrent', params: ({ event }) => ({ locale: event.locale }) }, target: 'idle', actions: 'clearRequest' },
          // Another language: the newest choice wins; the older request is stopped the same way.
          { target: 'loading', reenter: true, actions: { type: 'request', params: ({ event }) => ({ locale: event.locale }) } },
        ],
      },
    },
    /** The current language stays; the view says which language could not be loaded and offers Retry. */
    failed: {
      on: {
        'language.retry': { target: 'loading', actions: { type: 'request', params: ({ context }) => ({ locale: context.requested! }) } },
        'language.dismiss': { target: 'idle', actions: 'clearRequest' },
        'language.change': [
          { guard: { type: 'isCurrent', params: ({ event }) => ({ locale: event.locale }) }, target: 'idle', actions: 'clearRequest' },
          { target: 'loading', actions: { type: 'request', params: ({ event }) => ({ locale: event.locale }) } },
        ],
      },
    },
  },
});

export type LanguageRef = ActorRefFrom<typeof languageMachine>;
export type LanguageSnapshot = SnapshotFrom<typeof languageMachine>;

export const selectLanguageLocale = (s: LanguageSnapshot) => s.context.locale;
export const selectIsLanguageLoading = (s: LanguageSnapshot) => s.hasTag('busy');
/** The language being loaded (a spinner on the menu) or null. */
export const selectPendingLocale = (s: LanguageSnapshot) => (s.matches('loading') ? s.context.requested : null);
/** The language that could not be loaded and why, or null. */
export const selectLanguageFailure = (s: LanguageSnapshot) =>
  s.matches('failed') && s.context.requested ? { locale: s.context.requested, reason: s.context.error ?? 'refused' } : null;
