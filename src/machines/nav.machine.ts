/** Navigation: the current address, the redirects of SPEC §2 and §6, and the 404 page opened without changing the address. */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { listenToLocation, type AppLocation } from './effects/location';
import { resolveRedirect } from './routes';

export interface NavContext {
  location: AppLocation;
  signedIn: boolean;
  permissions: readonly string[];
  /** An error page shown in place of the route, keeping the address (SPEC §8: 403 and 404). */
  errorStatus: number | null;
}

export type NavEvent =
  | { type: 'nav.location.changed'; location: AppLocation }
  | { type: 'nav.session.changed'; signedIn: boolean; permissions: readonly string[] }
  | { type: 'nav.errorPage.open'; status: number }
  | { type: 'nav.navigate'; to: string };

export const navMachine = setup({
  types: {} as { context: NavContext; input: { location: AppLocation }; events: NavEvent },
  actors: { listenToLocation },
  guards: {
    needsRedirect: (_, params: { signedIn: boolean; path: string; permissions: readonly string[] }) =>
      params.signedIn && resolveRedirect(params.path, params.permissions) !== null,
  },
  actions: {
    // A route change clears the error page.
    setLocation: assign((_, params: { location: AppLocation }) => ({ location: params.location, errorStatus: null })),
    setSession: assign((_, params: { signedIn: boolean; permissions: readonly string[] }) => ({
      signedIn: params.signedIn,
      permissions: params.permissions,
    })),
    setErrorStatus: assign((_, params: { status: number }) => ({ errorStatus: params.status })),
    // Changes the address; provided by the app (wouter), a recorder in tests.
    navigate: (_, _params: { to: string; replace?: boolean }) => undefined,
  },
}).createMachine({
  id: 'nav',
  context: ({ input }) => ({ location: input.location, signedIn: false, permissions: [], errorStatus: null }),
  invoke: { id: 'listenToLocation', src: 'listenToLocation', input: { eventType: 'nav.location.changed' } },
  on: {
    'nav.location.changed': [
      {
        guard: {
          type: 'needsRedirect',
          params: ({ context, event }) => ({ signedIn: context.signedIn, path: event.location.path, permissions: context.permissions }),
        },
        actions: [
          { type: 'setLocation', params: ({ event }) => ({ location: event.location }) },
          { type: 'navigate', params: ({ context, event }) => ({ to: resolveRedirect(event.location.path, context.permissions)!, replace: true }) },
        ],
      },
      { actions: { type: 'setLocation', params: ({ event }) => ({ location: event.location }) } },
    ],
    'nav.session.changed': [
      {
        guard: {
          type: 'needsRedirect',
          params: ({ context, event }) => ({ signedIn: event.signedIn, path: context.location.path, permissions: event.permissions }),
        },
        actions: [
          { type: 'setSession', params: ({ event }) => event },
          { type: 'navigate', params: ({ context, event }) => ({ to: resolveRedirect(context.location.path, event.permissions)!, replace: true }) },
        ],
      },
      { actions: { type: 'setSession', params: ({ event }) => event } },
    ],
    'nav.errorPage.open': { actions: { type: 'setErrorStatus', params: ({ event }) => ({ status: event.status }) } },
    'nav.navigate': { actions: { type: 'navigate', params: ({ event }) => ({ to: event.to }) } },
  },
});

export type NavRef = ActorRefFrom<typeof navMachine>;
export type NavSnapshot = SnapshotFrom<typeof navMachine>;

export const selectLocation = (s: NavSnapshot) => s.context.location;
export const selectPath = (s: NavSnapshot) => s.context.location.path;
export const selectErrorStatus = (s: NavSnapshot) => s.context.errorStatus;
export const selectPermissions = (s: NavSnapshot) => s.context.permissions;

