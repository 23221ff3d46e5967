// @vitest-environment node
/**
 * Slice bytes: the loading bar's machine arrives with the app services after the first paint (app-services.ts). Until
 * then the app has no `loading` child; once they arrive it is spawned under the systemId `loading`, and the requests
 * already under way show the bar at once (track-requests.ts keeps them) and hide it when they settle.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { appMachine, selectLoadingRef } from '../../src/machines/app.machine';
import { appServices, type AppServices } from '../../src/machines/app-services';
import { announceRequest, requestsInFlight } from '../../src/machines/effects/track-requests';
import { loadingMachine, selectIsLoadingShown, selectPendingRequests } from '../../src/machines/loading.machine';
import { titleMachine } from '../../src/machines/title.machine';
import { deferred } from '../support/deferred';
import { quietAppActors } from '../support/quiet-app';

afterEach(() => {
  // Settle what a test left under way.
  for (const url of requestsInFlight()) announceRequest({ phase: 'finished', url });
});

describe('requests under way when the loading bar starts (track-requests.ts)', () => {
  it('are counted: the bar shows at once and hides when the last one settles', () => {
    announceRequest({ phase: 'started', url: '/api/common/user' });
    announceRequest({ phase: 'started', url: '/api/common/navigation' });
    announceRequest({ phase: 'started', url: '/api/common/navigation' });
    announceRequest({ phase: 'started', url: '/api/done' });
    announceRequest({ phase: 'finished', url: '/api/done' });
    expect(requestsInFlight().sort()).toEqual(['/api/common/navigation', '/api/common/navigation', '/api/common/user']);
    const actor = createActor(loadingMachine).start();
    expect(selectIsLoadingShown(actor.getSnapshot())).toBe(true);
    expect(selectPendingRequests(actor.getSnapshot())).toBe(3);
    announceRequest({ phase: 'finished', url: '/api/common/navigation' });
    announceRequest({ phase: 'finished', url: '/api/common/user' });
    expect(selectIsLoadingShown(actor.getSnapshot())).toBe(true);
    announceRequest({ phase: 'finished', url: '/api/common/navigation' });
    expect(selectIsLoadingShown(actor.getSnapshot())).toBe(false);
    expect(requestsInFlight()).toEqual([]);
    actor.stop();
  });

  it('nothing under way: the bar starts hidden', () => {
    const actor = createActor(loadingMachine).start();
    expect(selectIsLoadingShown(actor.getSnapshot())).toBe(false);
    expect(selectPendingRequests(actor.getSnapshot())).toBe(0);
    actor.stop();
  });
});

describe('app machine: the loading bar comes with the app services', () => {
  it('no loading child before the services arrive; spawned under the systemId `loading` with them, counting what is under way', async () => {
    const chunk = deferred<AppServices>();
    const app = createActor(
      appMachine.provide({
        actors: quietAppActors(() => chunk.promise),
        actions: { switchLocale: () => undefined, announceLanguage: () => undefined },
      }),
      { input: { locale: 'en-US', location: { path: '/logged-out', search: '' }, logoutHeld: false, callbackFailedRecently: false } },
    ).start();
    await waitFor(app, (s) => s.matches('running'));
    expect(selectLoadingRef(app.getSnapshot())).toBeUndefined();
    expect(app.system.get('loading')).toBeUndefined();
    announceRequest({ phase: 'started', url: '/api/common/user' });
    const quietTitle = titleMachine.provide({ actors: { followAddress: fromCallback(() => () => undefined), watchHeading: fromCallback(() => () => undefined) } });
    chunk.resolve({ ...appServices, title: quietTitle });
    const loading = await waitFor(app, (s) => selectLoadingRef(s) !== undefined).then(selectLoadingRef);
    expect(app.system.get('loading')).toBe(loading);
    expect(selectIsLoadingShown(loading!.getSnapshot())).toBe(true);
    announceRequest({ phase: 'finished', url: '/api/common/user' });
    expect(selectIsLoadingShown(loading!.getSnapshot())).toBe(false);
    app.stop();
  });
});
