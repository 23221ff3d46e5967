/**
 * Navigation: the one owner of the address. It knows the current location, applies the redirects of SPEC §2 and
 * §6, opens the 404 page without changing the address, changes the address for anyone who asks (`nav.navigate`),
 * and holds a leave guard: while a form with unsaved changes is open, leaving its page (a link, the Back button,
 * a typed address) first asks the user, and staying puts the form's address back.
 */
import { assign, enqueueActions, setup, type AnyActorRef, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { confirmAction } from './confirm-action.machine';
import type { DialogOptions, DialogResult } from './dialog.machine';
import { listenToLocation, type AppLocation } from './effects/location';
import { isRouteRefused, resolveRedirect } from './routes';

/** A form that must not be left without asking: its owner (systemId) and the page it lives on. */
export interface LeaveGuard {
  owner: string;
  location: AppLocation;
}

export interface NavContext {
  location: AppLocation;
  signedIn: boolean;
  permissions: readonly string[];
  /** An error page shown in place of the route, keeping the address (SPEC §8: 403 and 404). */
  errorStatus: number | null;
  guard: LeaveGuard | null;
  /** The address the user went to while the leave question is open. */
  pending: AppLocation | null;
}

/** Told to a guard's owner when the user chose to leave (it drops its unsaved changes). */
export type LeaveConfirmedEvent = { type: 'form.leave.confirmed' };

export type NavEvent =
  | { type: 'nav.location.changed'; location: AppLocation }
  | { type: 'nav.session.changed'; signedIn: boolean; permissions: readonly string[] }
  | { type: 'nav.errorPage.open'; status: number }
  | { type: 'nav.navigate'; to: string; replace?: boolean }
  /** Sent by a form: `active` while it has unsaved changes. Only the owner that set a guard can lift it. */
  | { type: 'nav.leaveGuard.set'; owner: string; active: boolean };

/** The question asked before unsaved changes are left behind. */
export const leaveFormQuestion: DialogOptions = {
  title: /* i18n */ { id: 'nav.leave.title', message: 'Discard unsaved changes?' },
  message: /* i18n */ { id: 'nav.leave.message', message: 'You have changes that are not saved yet. If you leave this page, they are lost.' },
  icon: { name: 'alert', color: 'warn' },
  actions: {
    confirm: { label: /* i18n */ { id: 'nav.leave.confirm', message: 'Discard and leave' }, color: 'warn' },
    cancel: { label: /* i18n */ { id: 'nav.leave.cancel', message: 'Stay on this page' } },
  },
  dismissible: true,
};

const href = (location: AppLocation): string => `${location.path}${location.search}`;

export const navMachine = setup({
  types: {} as { context: NavContext; input: { location: AppLocation }; events: NavEvent },
  actors: { listenToLocation, confirmLeave: confirmAction(leaveFormQuestion) },
  guards: {
    needsRedirect: (_, params: { signedIn: boolean; path: string; permissions: readonly string[] }) =>
      params.signedIn && resolveRedirect(params.path, params.permissions) !== null,
    /** A guarded form's page is being left (a change of its query alone stays on the page). */
    isLeavingGuardedPage: ({ context }, params: { location: AppLocation }) =>
      context.guard !== null && params.location.path !== context.guard.location.path,
    isOwner: ({ context }, params: { owner: string }) => context.guard?.owner === params.owner,
    isLiftedByOwner: ({ context }, params: { owner: string; active: boolean }) => !params.active && context.guard?.owner === params.owner,
    isConfirmed: (_, params: { result: DialogResult }) => params.result === 'confirmed',
    isActive: (_, params: { active: boolean }) => params.active,
    isGuardedPage: ({ context }, params: { location: AppLocation }) =>
      context.guard !== null && params.location.path === context.guard.location.path,
  },
  actions: {
    // A route change clears the error page.
    setLocation: assign((_, params: { location: AppLocation }) => ({ location: params.location, errorStatus: null })),
    setSession: assign((_, params: { signedIn: boolean; permissions: readonly string[] }) => ({
      signedIn: params.signedIn,
      permissions: params.permissions,
    })),
    setErrorStatus: assign((_, params: { status: number }) => ({ errorStatus: params.status })),
    setGuard: assign((_, params: { guard: LeaveGuard | null }) => ({ guard: params.guard })),
    setPending: assign((_, params: { location: AppLocation | null }) => ({ pending: params.location })),
    // The owner may be gone already (its section was closed): then there is nothing to tell.
    tellOwnerLeft: enqueueActions(({ context, system, enqueue }) => {
      const owner = context.guard ? (system.get(context.guard.owner) as AnyActorRef | undefined) : undefined;
      if (owner) enqueue.sendTo(owner, { type: 'form.leave.confirmed' } satisfies LeaveConfirmedEvent);
    }),
    // Changes the address; provided by the app (wouter), a recorder in tests.
    navigate: (_, _params: { to: string; replace?: boolean }) => undefined,
  },
}).createMachine({
  id: 'nav',
  context: ({ input }) => ({ location: input.location, signedIn: false, permissions: [], errorStatus: null, guard: null, pending: null }),
  invoke: { id: 'listenToLocation', src: 'listenToLocation', input: { eventType: 'nav.location.changed' } },
  initial: 'idle',
  on: {
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
    'nav.navigate': {
      actions: { type: 'navigate', params: ({ event }) => ({ to: event.to, ...(event.replace ? { replace: true } : {}) }) },
    },
    'nav.leaveGuard.set': [
      {
        guard: { type: 'isActive', params: ({ event }) => ({ active: event.active }) },
        actions: { type: 'setGuard', params: ({ context, event }) => ({ guard: { owner: event.owner, location: context.location } }) },
      },
      { guard: { type: 'isOwner', params: ({ event }) => ({ owner: event.owner }) }, actions: { type: 'setGuard', params: { guard: null } } },
    ],
  },
  states: {
    idle: {
      on: {
        'nav.location.changed': [
          {
            guard: { type: 'isLeavingGuardedPage', params: ({ event }) => ({ location: event.location }) },
            target: 'confirmingLeave',
            actions: { type: 'setPending', params: ({ event }) => ({ location: event.location }) },
          },
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
      },
    },
    /** The page on screen stays the form's until the user answers; the address already shows where they went. */
    confirmingLeave: {
      invoke: {
        id: 'confirmLeave',
        src: 'confirmLeave',
        onDone: [
          {
            guard: { type: 'isConfirmed', params: ({ event }) => ({ result: event.output }) },
            target: 'idle',
            actions: [
              'tellOwnerLeft',
              { type: 'setGuard', params: { guard: null } },
              { type: 'setLocation', params: ({ context }) => ({ location: context.pending! }) },
              { type: 'setPending', params: { location: null } },
            ],
          },
          {
            target: 'idle',
            actions: [
              // Staying: the address goes back to the form's page (the location listener reports no change).
              { type: 'navigate', params: ({ context }) => ({ to: href(context.guard!.location), replace: true }) },
              { type: 'setPending', params: { location: null } },
            ],
          },
        ],
      },
      on: {
        // Nothing is unsaved any more (the form was saved or discarded meanwhile): the user goes where they went.
        'nav.leaveGuard.set': {
          guard: { type: 'isLiftedByOwner', params: ({ event }) => event },
          target: 'idle',
          actions: [
            { type: 'setGuard', params: { guard: null } },
            { type: 'setLocation', params: ({ context }) => ({ location: context.pending! }) },
            { type: 'setPending', params: { location: null } },
          ],
        },
        // Another move while asking (a second Back): the latest address is where the user would go.
        'nav.location.changed': [
          {
            guard: { type: 'isGuardedPage', params: ({ event }) => ({ location: event.location }) },
            target: 'idle',
            actions: { type: 'setPending', params: { location: null } },
          },
          { actions: { type: 'setPending', params: ({ event }) => ({ location: event.location }) } },
        ],
      },
    },
  },
});

export type NavRef = ActorRefFrom<typeof navMachine>;
export type NavSnapshot = SnapshotFrom<typeof navMachine>;

export const selectLocation = (s: NavSnapshot) => s.context.location;
export const selectPath = (s: NavSnapshot) => s.context.location.path;
export const selectErrorStatus = (s: NavSnapshot) => s.context.errorStatus;
export const selectPermissions = (s: NavSnapshot) => s.context.permissions;
/** Deny by default (issue 13 point 2): the signed-in user may not open the page at the address; the 404 page shows. */
export const selectIsRouteRefused = (s: NavSnapshot) =>
  s.context.signedIn && isRouteRefused(s.context.location.path, s.context.permissions);
