// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { appMachine, type AppEvent, type AppInput } from '../../src/machines/app.machine';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import type { AppLocale } from '../../src/machines/effects/locale';
import { doneEvent, errorEvent, stateKey } from '../support/path-events';
import { authMachine } from '../../src/machines/auth.machine';
import { settingsMachine } from '../../src/machines/settings.machine';
import { navigationSets } from '../../src/mirage/data/navigation';
import { sessionMachine } from '../../src/machines/session.machine';
import { languageMachine as appLanguageMachine } from '../../src/machines/language.machine';
import type { AppServices } from '../../src/machines/app-services';
import { dialogMachine } from '../../src/machines/dialog.machine';
import { externalLinkMachine } from '../../src/machines/external-link.machine';
import { titleMachine } from '../../src/machines/title.machine';

/** The tab's title without the browser (no address or heading to follow). */
const quietTitle = titleMachine.provide({ actors: { followAddress: fromCallback(() => () => undefined), watchHeading: fromCallback(() => () => undefined) } });
import { ana, config, quietAuthActors } from '../support/auth-fixtures';
import { quietAppActors } from '../support/quiet-app';

const input: AppInput = { locale: 'es-MX', location: { path: '/', search: '' }, logoutHeld: false, callbackFailedRecently: false };
// The services' chunk (app-services.ts): the language switch and the leave notice, spawned after the start.
const quiet = quietAppActors(async () => ({ dialog: dialogMachine, language: appLanguageMachine, externalLink: externalLinkMachine, title: quietTitle }));

describe('app machine', () => {
  it('loads the config, prepares the runtime, then runs auth and nav, announcing the language', async () => {
    const announce = vi.fn();
    const actor = createActor(appMachine.provide({ actors: quiet, actions: { announceLanguage: (_, p) => announce(p.locale) } }), { input }).start();
    await waitFor(actor, (s) => s.matches('running'));
    expect(actor.getSnapshot().children.auth).toBeDefined();
    expect(actor.getSnapshot().children.nav).toBeDefined();
    expect(announce).toHaveBeenCalledWith('es-MX');
  });

  it('a start-up failure is logged and can be retried (SPEC §8)', async () => {
    const logged = vi.fn();
    let fail = true;
    const actor = createActor(
      appMachine.provide({
        actors: { ...quiet, loadConfig: fromPromise<RuntimeConfig>(async () => (fail ? Promise.reject(new Error('offline')) : config)) },
        actions: { logStartupFailure: (_, p) => logged(p.error) },
      }),
      { input },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(logged).toHaveBeenCalledTimes(1);
    fail = false;
    actor.send({ type: 'app.retry' });
    await waitFor(actor, (s) => s.matches('running'));
  });

  it('switches locale only to another one, in place once its catalog has loaded, and tracks offline/online facts', async () => {
    const switched = vi.fn();
    const languageMachine = appLanguageMachine.provide({
      actors: { loadLocaleCatalog: fromPromise(async ({ input }: { input: { locale: AppLocale } }) => ({ locale: input.locale, messages: {} })) },
    });
    const loadAppServices = fromPromise<AppServices>(async () => ({ dialog: dialogMachine, language: languageMachine, externalLink: externalLinkMachine, title: quietTitle }));
    const actor = createActor(appMachine.provide({ actors: { ...quiet, loadAppServices }, actions: { switchLocale: (_, p) => switched(p.locale) } }), { input }).start();
    await waitFor(actor, (s) => s.matches('running') && s.context.servicesReady);
    actor.send({ type: 'app.locale.change', locale: 'es-MX' });
    actor.send({ type: 'app.locale.change', locale: 'en-US' });
    await waitFor(actor, (s) => s.context.locale === 'en-US');
    expect(switched.mock.calls).toEqual([['en-US']]);
    actor.send({ type: 'app.api.offline' });
    expect(actor.getSnapshot().context.offline).toBe(true);
    actor.send({ type: 'app.api.online' });
    expect(actor.getSnapshot().context.offline).toBe(false);
  });

  it('generated paths reach every state; running always has a config', () => {
    const events = [
      doneEvent('loadConfig', config),
      errorEvent('loadConfig', new Error('x')),
      doneEvent('prepareRuntime', { locale: 'en-US' }),
      errorEvent('prepareRuntime', new Error('x')),
      { type: 'app.retry' },
      { type: 'app.api.offline' },
      { type: 'app.api.online' },
    ] as unknown as AppEvent[];
    const paths = getShortestPaths(appMachine.provide({ actors: quiet }), { events, input });
    const reached = new Set(paths.map((p) => stateKey(p.state.value)));
    expect([...reached].sort()).toEqual(['failed', 'loadingConfig', 'preparing', 'running']);
    for (const path of paths) if (path.state.matches('running')) expect(path.state.context.config).toEqual(config);
  });
});

describe('app machine: request-layer facts', () => {
  it('a 401 that survived a renewal makes the auth machine renew (SPEC §8 401, SECURITY-TESTS P4)', async () => {
    const renewals: string[] = [];
    const auth = authMachine.provide({
      actors: {
        ...(quietAuthActors as object),
        restoreSession: fromPromise(async () => ({ sub: 's', name: 'n', email: '' as const, profilePicture: null, permissions: [], tenants: ['acme'], expiresAt: 1 })),
        renewSession: fromPromise(async () => {
          renewals.push('renew');
          return new Promise(() => undefined);
        }),
      } as never,
    });
    const actor = createActor(appMachine.provide({ actors: { ...quiet, authMachine: auth } }), {
      input: { ...input, location: { path: '/dashboard', search: '' } },
    }).start();
    await waitFor(actor, (s) => s.matches('running'));
    const authRef = actor.getSnapshot().children.auth!;
    await waitFor(authRef, (s) => s.matches('signedIn'));
    actor.send({ type: 'app.api.unauthorized' });
    await waitFor(authRef, (s) => s.matches({ signedIn: 'renewing' }));
    expect(renewals).toEqual(['renew']);
  });

  it('a 403/404 fact opens the error page in nav without changing the address', async () => {
    const actor = createActor(appMachine.provide({ actors: quiet }), { input }).start();
    await waitFor(actor, (s) => s.matches('running'));
    actor.send({ type: 'app.api.notFound', status: 403 });
    expect(actor.getSnapshot().children.nav?.getSnapshot().context.errorStatus).toBe(403);
  });

  it('the navigation menu is wired through the system: auth gives the permissions, the session the sets, the settings the layout', async () => {
    const idle = createMachine({});
    const session = sessionMachine.provide({
      actors: {
        loadSession: fromPromise(async () => ({ company: { slug: 'acme', tradeName: 'Acme' }, navigation: navigationSets, profile: { id: 'usr_ana', name: 'Ana', email: '', avatar: null, status: 'online', settings: null } })),
        inboxMachine: idle,
        shortcutsMachine: idle,
        searchMachine: idle,
        quickChatMachine: idle,
        userStatusMachine: idle,
      } as never,
    });
    const actors = {
      ...quiet,
      authMachine: authMachine.provide({
        actors: { ...quietAuthActors, restoreSession: fromPromise(async () => ana), sessionMachine: session } as never,
      }),
      settingsMachine: settingsMachine.provide({
        actors: { listenToColorScheme: fromCallback(() => () => undefined), saveAppearance: fromPromise(() => new Promise<never>(() => undefined)) } as never,
      }),
    };
    const actor = createActor(appMachine.provide({ actors }), { input: { ...input, location: { path: '/dashboard', search: '' } } }).start();
    await waitFor(actor, (s) => s.matches('running'));
    const verticalNav = actor.getSnapshot().children.verticalNav!;
    await waitFor(verticalNav, (s) => s.context.items.length > 0);
    // Ana holds Order.Orders only: Dashboard and Sales, and the Demo group every signed-in user sees (issue 14).
    expect(verticalNav.getSnapshot().context.items.map((i) => `${i.id}:${i.type}`)).toEqual(['dashboard:basic', 'sales:group', 'demo:group']);
    actor.getSnapshot().children.settings!.send({ type: 'settings.layout.set', layout: 'thin' });
    expect(verticalNav.getSnapshot().context.layout).toBe('thin');
    expect(verticalNav.getSnapshot().context.items.map((i) => `${i.id}:${i.type}`)).toEqual(['dashboard:basic', 'sales:aside', 'demo:aside']);
    actor.getSnapshot().children.settings!.send({ type: 'settings.navPosition.set', navPosition: 'right' });
    expect(verticalNav.getSnapshot().context.position).toBe('right');
    actor.getSnapshot().children.auth!.send({ type: 'auth.signOut' });
    await waitFor(verticalNav, (s) => s.context.items.length === 0);
    expect(verticalNav.getSnapshot().context.navigation).toBeNull();
  });
});
