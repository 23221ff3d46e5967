// @vitest-environment node
/**
 * The language switch in place (issue 13 point 14): the language machine loads the chosen catalog, the app activates
 * it (switchLocale), announces it and tells the identity provider's ui locale; a failure keeps the current language
 * with Retry; a stale request is dropped; the loader retries twice and never falls back to another language.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorLogic } from 'xstate';
import type { Messages } from '@lingui/core';
import { appMachine, selectDialogRef, selectExternalLinkRef, selectLanguageRef, selectTitleRef, type AppInput, type AppSnapshot } from '../../src/machines/app.machine';
import type { AppServices } from '../../src/machines/app-services';
import { dialogMachine } from '../../src/machines/dialog.machine';
import { externalLinkMachine } from '../../src/machines/external-link.machine';
import { titleMachine } from '../../src/machines/title.machine';

/** The tab's title without the browser (no address or heading to follow). */
const quietTitle = titleMachine.provide({ actors: { followAddress: fromCallback(() => () => undefined), watchHeading: fromCallback(() => () => undefined) } });
import { authMachine } from '../../src/machines/auth.machine';
import { CatalogUnavailableError, fetchLocaleCatalog, type LoadedCatalog } from '../../src/machines/effects/load-locale-catalog';
import { StaticFetchError } from '../../src/machines/effects/static-fetch';
import type { AppLocale } from '../../src/machines/effects/locale';
import { languageMachine, selectLanguageFailure, selectPendingLocale } from '../../src/machines/language.machine';
import { quietAuthActors } from '../support/auth-fixtures';
import { quietAppActors } from '../support/quiet-app';
import { deferred } from '../support/deferred';

const spanish: Messages = { 'customers.new': 'Nuevo cliente' };
const english: Messages = { 'customers.new': 'New customer' };
const catalogs: Record<AppLocale, Messages> = { 'es-MX': spanish, 'en-US': english };

type Loader = (locale: AppLocale, signal: AbortSignal) => Promise<LoadedCatalog>;

/** The language machine with a loader the test controls; every request is recorded. */
function languageWith(loader: Loader) {
  const requests: AppLocale[] = [];
  const signals: AbortSignal[] = [];
  const machine = languageMachine.provide({
    actors: {
      loadLocaleCatalog: fromPromise<LoadedCatalog, { locale: AppLocale }>(({ input, signal }) => {
        requests.push(input.locale);
        signals.push(signal);
        return loader(input.locale, signal);
      }),
    },
  });
  return { machine, requests, signals };
}

const loaded: Loader = async (locale) => ({ locale, messages: catalogs[locale] });

const input: AppInput = { locale: 'en-US', location: { path: '/', search: '' }, logoutHeld: false, callbackFailedRecently: false };

/** The app with quiet children and a recording of its browser effects. */
function appWith(loader: Loader, locale: AppLocale = 'en-US') {
  const language = languageWith(loader);
  const switched: { locale: AppLocale; messages: Messages }[] = [];
  const announced: AppLocale[] = [];
  const app = createActor(
    appMachine.provide({
      actors: quietAppActors(servicesOf(language.machine)),
      actions: {
        switchLocale: (_, params) => switched.push(params),
        announceLanguage: (_, params) => announced.push(params.locale),
      },
    }),
    { input: { ...input, locale } },
  ).start();
  return { app, switched, announced, ...language };
}

const languageOf = (app: ReturnType<typeof appWith>['app']) => selectLanguageRef(app.getSnapshot())!;

/** The app's services chunk (app-services.ts) as the test gives it: this language machine, the real leave notice. */
const servicesOf = (language: AnyActorLogic) => async (): Promise<AppServices> => ({ dialog: dialogMachine, language, externalLink: externalLinkMachine, title: quietTitle });
/** Running, with the language switch and the leave notice spawned (they arrive in their chunk after the start). */
const servicesUp = (s: AppSnapshot) => s.matches('running') && s.context.servicesReady;

describe('app machine: the language switch in place', () => {
  it('loads the other catalog, then activates it, stores and announces it, and tells the identity provider (no reload)', async () => {
    const { app, switched, announced, requests } = appWith(loaded);
    await waitFor(app, servicesUp);
    announced.length = 0;
    app.send({ type: 'app.locale.change', locale: 'es-MX' });
    await waitFor(languageOf(app), (s) => s.matches('idle') && s.context.locale === 'es-MX');
    expect(requests).toEqual(['es-MX']);
    expect(switched).toEqual([{ locale: 'es-MX', messages: spanish }]);
    expect(announced).toEqual(['es-MX']);
    expect(app.getSnapshot().context.locale).toBe('es-MX');
    expect(app.getSnapshot().children.auth!.getSnapshot().context.uiLocale, 'ui_locales of the next sign-in').toBe('es-MX');
    // The app kept running the same children: nothing was restarted by the switch.
    expect(app.getSnapshot().matches('running')).toBe(true);
  });

  it('the next sign-in asks the identity provider for the new language (ui_locales), without a reload in between', async () => {
    const signIns: string[] = [];
    const language = languageWith(loaded);
    const app = createActor(
      appMachine.provide({
        actors: {
          ...quietAppActors(servicesOf(language.machine)),
          authMachine: authMachine.provide({
            actors: {
              ...(quietAuthActors as object),
              startSignIn: fromPromise<void, { uiLocale: string }>(async ({ input }) => {
                signIns.push(input.uiLocale);
                return new Promise<void>(() => undefined);
              }),
            } as never,
          }),
        },
        actions: { switchLocale: () => undefined, announceLanguage: () => undefined },
      }),
      // The logged-out page: nobody is signed in and no sign-in starts by itself.
      { input: { ...input, location: { path: '/logged-out', search: '' } } },
    ).start();
    await waitFor(app, servicesUp);
    const auth = app.getSnapshot().children.auth!;
    await waitFor(auth, (s) => s.matches('signedOut'));
    app.send({ type: 'app.locale.change', locale: 'es-MX' });
    await waitFor(languageOf(app), (s) => s.context.locale === 'es-MX');
    auth.send({ type: 'auth.signIn' });
    await waitFor(auth, (s) => s.matches('redirecting'));
    expect(signIns).toEqual(['es-MX']);
  });

  it('choosing the language in use asks for nothing and changes nothing', async () => {
    const { app, switched, requests } = appWith(loaded);
    await waitFor(app, servicesUp);
    app.send({ type: 'app.locale.change', locale: 'en-US' });
    expect(languageOf(app).getSnapshot().matches('idle')).toBe(true);
    expect(requests).toEqual([]);
    expect(switched).toEqual([]);
  });

  it('while a catalog loads the menu knows which one (busy), and the same choice again makes no second request', async () => {
    const pending = deferred<LoadedCatalog>();
    const { app, requests, switched } = appWith(() => pending.promise);
    await waitFor(app, servicesUp);
    app.send({ type: 'app.locale.change', locale: 'es-MX' });
    const language = languageOf(app);
    expect(selectPendingLocale(language.getSnapshot())).toBe('es-MX');
    expect(language.getSnapshot().hasTag('busy')).toBe(true);
    app.send({ type: 'app.locale.change', locale: 'es-MX' });
    expect(requests).toEqual(['es-MX']);
    pending.resolve({ locale: 'es-MX', messages: spanish });
    await waitFor(language, (s) => s.matches('idle'));
    expect(switched.map((s) => s.locale)).toEqual(['es-MX']);
  });

  it('a catalog that cannot be loaded keeps the current language and says why; Retry loads it', async () => {
    let fail = true;
    const { app, switched, announced, requests } = appWith(async (locale) => {
      if (fail) throw new CatalogUnavailableError(locale, 'network');
      return { locale, messages: catalogs[locale] };
    });
    await waitFor(app, servicesUp);
    announced.length = 0;
    app.send({ type: 'app.locale.change', locale: 'es-MX' });
    const language = languageOf(app);
    await waitFor(language, (s) => s.matches('failed'));
    expect(selectLanguageFailure(language.getSnapshot())).toEqual({ locale: 'es-MX', reason: 'network' });
    expect(app.getSnapshot().context.locale).toBe('en-US');
    expect(app.getSnapshot().children.auth!.getSnapshot().context.uiLocale).toBe('en-US');
    expect(switched).toEqual([]);
    expect(announced).toEqual([]);

    fail = false;
    language.send({ type: 'language.retry' });
    await waitFor(language, (s) => s.matches('idle'));
    expect(requests).toEqual(['es-MX', 'es-MX']);
    expect(switched.map((s) => s.locale)).toEqual(['es-MX']);
    expect(app.getSnapshot().context.locale).toBe('es-MX');
    expect(selectLanguageFailure(language.getSnapshot())).toBeNull();
  });

  it('an unexpected loader error counts as a refused answer; Dismiss closes the notice and keeps the language', async () => {
    const { app, switched } = appWith(async () => {
      throw new TypeError('boom');
    });
    await waitFor(app, servicesUp);
    app.send({ type: 'app.locale.change', locale: 'es-MX' });
    const language = languageOf(app);
    await waitFor(language, (s) => s.matches('failed'));
    expect(selectLanguageFailure(language.getSnapshot())?.reason).toBe('refused');
    language.send({ type: 'language.dismiss' });
    expect(language.getSnapshot().matches('idle')).toBe(true);
    expect(language.getSnapshot().context).toEqual({ locale: 'en-US', requested: null, error: null });
    expect(switched).toEqual([]);
  });

  it('a stale request superseded by a quick change back is dropped: its answer is never applied and its fetch is aborted', async () => {
    const pending = deferred<LoadedCatalog>();
    const { app, switched, announced, signals } = appWith(() => pending.promise);
    await waitFor(app, servicesUp);
    announced.length = 0;
    app.send({ type: 'app.locale.change', locale: 'es-MX' });
    app.send({ type: 'app.locale.change', locale: 'en-US' });
    const language = languageOf(app);
    expect(language.getSnapshot().matches('idle')).toBe(true);
    expect(signals[0]!.aborted, 'the request of the older choice is cancelled').toBe(true);
    pending.resolve({ locale: 'es-MX', messages: spanish });
    await new Promise((r) => setTimeout(r, 0));
    expect(switched).toEqual([]);
    expect(announced).toEqual([]);
    expect(app.getSnapshot().context.locale).toBe('en-US');
  });

  it('a change back and forth: the older request is stopped and only the newest answer applies', async () => {
    const answers: ReturnType<typeof deferred<LoadedCatalog>>[] = [];
    const { app, requests, signals, switched } = appWith(() => {
      const d = deferred<LoadedCatalog>();
      answers.push(d);
      return d.promise;
    }, 'es-MX');
    await waitFor(app, servicesUp);
    app.send({ type: 'app.locale.change', locale: 'en-US' });
    app.send({ type: 'app.locale.change', locale: 'es-MX' });
    app.send({ type: 'app.locale.change', locale: 'en-US' });
    expect(requests).toEqual(['en-US', 'en-US']);
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    answers[0]!.resolve({ locale: 'en-US', messages: { stale: 'yes' } });
    answers[1]!.resolve({ locale: 'en-US', messages: english });
    await waitFor(languageOf(app), (s) => s.matches('idle'));
    expect(switched).toEqual([{ locale: 'en-US', messages: english }]);
    expect(app.getSnapshot().context.locale).toBe('en-US');
  });
});

describe('the catalog of a language switched to (SPEC §9: 2 retries; no fallback language)', () => {
  it('tries 3 times, then fails with "network" when there was no answer, never asking for another language', async () => {
    const urls: string[] = [];
    const fetchJson = async (url: string) => {
      urls.push(url);
      throw new StaticFetchError(url, 'network');
    };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await fetchLocaleCatalog('es-MX', { fetchJson }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogUnavailableError);
    expect((error as CatalogUnavailableError).reason).toBe('network');
    expect(urls).toEqual(['/assets/i18n/es-MX.json', '/assets/i18n/es-MX.json', '/assets/i18n/es-MX.json']);
  });

  it('a wrong answer (an error status, HTML, a catalog without messages) fails as "refused"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const answer of [
      () => Promise.reject(new StaticFetchError('/x', 'status', 404)),
      () => Promise.reject(new StaticFetchError('/x', 'malformed', 200)),
      () => Promise.resolve({ nothing: true }),
      () => Promise.resolve({ messages: null }),
    ]) {
      const error = await fetchLocaleCatalog('en-US', { fetchJson: answer }).catch((e: unknown) => e);
      expect((error as CatalogUnavailableError).reason).toBe('refused');
    }
  });

  it('a retry that succeeds gives the requested language', async () => {
    let calls = 0;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchJson = async () => {
      calls += 1;
      if (calls < 3) throw new StaticFetchError('/x', 'timeout');
      return { messages: spanish };
    };
    await expect(fetchLocaleCatalog('es-MX', { fetchJson })).resolves.toEqual({ locale: 'es-MX', messages: spanish });
    expect(calls).toBe(3);
  });
});

describe('app machine: the services that arrive after the start (app-services.ts)', () => {
  it('a language chosen and a link to another site followed before their chunk arrives are handed over once it does', async () => {
    const chunk = deferred<AppServices>();
    const language = languageWith(loaded);
    const switched: AppLocale[] = [];
    const opened: string[] = [];
    const app = createActor(
      appMachine.provide({
        actors: quietAppActors(() => chunk.promise),
        actions: { switchLocale: (_, params) => switched.push(params.locale), announceLanguage: () => undefined },
      }),
      { input },
    ).start();
    await waitFor(app, (s) => s.matches('running'));
    app.send({ type: 'app.locale.change', locale: 'es-MX' });
    app.send({ type: 'app.externalLink.open', href: 'https://example.com/offer' });
    // A confirmation asked where confirmAction asks (the system's `dialog`) before the dialog service is there.
    const answers: unknown[] = [];
    const asker = createActor(fromCallback(({ receive }) => receive((event) => void answers.push(event)))).start();
    app.system.get('dialog')!.send({ type: 'dialog.open', requestId: 'early', config: { title: 'Early?' }, replyTo: asker });
    expect(app.getSnapshot().context.pendingDialog).toHaveLength(1);
    // Nothing is lost while the chunk is on its way: both wait in the app, no actor exists yet.
    expect(app.getSnapshot().context).toMatchObject({ pendingLocale: 'es-MX', pendingLink: 'https://example.com/offer', servicesReady: false });
    expect(selectLanguageRef(app.getSnapshot())).toBeUndefined();
    expect(selectExternalLinkRef(app.getSnapshot())).toBeUndefined();
    expect(selectTitleRef(app.getSnapshot())).toBeUndefined();
    expect(selectDialogRef(app.getSnapshot())).toBeUndefined();
    expect(language.requests).toEqual([]);

    chunk.resolve({ dialog: dialogMachine, language: language.machine, externalLink: externalLinkMachine.provide({ actions: { openInNewTab: (_, p) => opened.push(p.href) } }), title: quietTitle });
    await waitFor(app, (s) => s.context.servicesReady);
    // Spawned under the ids and systemIds they had when the app invoked them (the inspector and the views find them).
    expect(app.system.get('language')).toBe(selectLanguageRef(app.getSnapshot()));
    expect(app.system.get('externalLink')).toBe(selectExternalLinkRef(app.getSnapshot()));
    // The tab's title starts from the address the nav machine shows now.
    const title = selectTitleRef(app.getSnapshot())!;
    expect(app.system.get('title')).toBe(title);
    expect(title.getSnapshot().context.path).toBe(app.getSnapshot().children.nav!.getSnapshot().context.location.path);
    expect(app.getSnapshot().context).toMatchObject({ pendingDialog: [], pendingLocale: null, pendingLink: null });
    await waitFor(languageOf(app), (s) => s.matches('idle') && s.context.locale === 'es-MX');
    expect(language.requests).toEqual(['es-MX']);
    expect(switched).toEqual(['es-MX']);
    // The early question comes first and its answer goes back to whoever asked; then the leave notice's.
    const dialog = selectDialogRef(app.getSnapshot())!;
    await waitFor(dialog, (s) => s.matches('opened'));
    expect(dialog.getSnapshot().context.current?.requestId).toBe('early');
    dialog.send({ type: 'dialog.cancel' });
    expect(answers).toEqual([{ type: 'dialog.closed', requestId: 'early', result: 'cancelled' }]);
    await waitFor(dialog, (s) => s.matches('opened'));
    expect(JSON.stringify(dialog.getSnapshot().context.current?.config.message)).toContain('example.com');
    dialog.send({ type: 'dialog.confirm' });
    expect(opened).toEqual(['https://example.com/offer']);
  });

  it('once they are there, a choice goes straight to the language switch', async () => {
    const { app, requests } = appWith(loaded);
    await waitFor(app, servicesUp);
    app.send({ type: 'app.locale.change', locale: 'es-MX' });
    expect(app.getSnapshot().context.pendingLocale).toBeNull();
    expect(requests).toEqual(['es-MX']);
  });
});
