/**
 * The signed-in user's status dot (SPEC §2 user menu, §3): online, away, busy or not-visible, shown at once
 * when chosen, saved one change at a time (the latest choice wins), rolled back when the service refuses.
 */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RuntimeConfig } from '../config/runtime-config';
import { errorCodeOf, type ShellErrorCode } from './effects/error-code';
import type { UserProfile, UserStatus } from './effects/get-user';
import { updateUserStatus } from './effects/update-user-status';

export { userStatuses, type UserStatus } from './effects/get-user';

export interface UserStatusInput {
  config: RuntimeConfig;
  /** The cached user's status. */
  status: UserStatus;
}

export interface UserStatusContext {
  config: RuntimeConfig;
  /** What the dot shows: the user's latest choice. */
  status: UserStatus;
  /** What the service last confirmed. */
  confirmed: UserStatus;
  /** The status being saved now. */
  saving: UserStatus | null;
  error: ShellErrorCode | null;
  /** The user the service answered last (for the session's cached user). */
  user: UserProfile | null;
}

export type UserStatusEvent =
  | { type: 'userStatus.change'; status: UserStatus }
  /** The cached user changed elsewhere (session load): adopt its status when nothing is being saved. */
  | { type: 'userStatus.sync'; status: UserStatus }
  | { type: 'userStatus.error.dismiss' };

export const userStatusMachine = setup({
  types: {} as { context: UserStatusContext; input: UserStatusInput; events: UserStatusEvent },
  actors: { updateUserStatus },
  guards: {
    isUnconfirmed: ({ context }) => context.status !== context.confirmed,
    // A newer choice came while saving: save it next instead of rolling back.
    hasNewerChoice: ({ context }) => context.status !== context.saving,
    isOtherThanShown: ({ context }, params: { status: UserStatus }) => params.status !== context.status,
  },
  actions: {
    choose: assign((_, params: { status: UserStatus }) => ({ status: params.status, error: null })),
    startSaving: assign(({ context }) => ({ saving: context.status })),
    // With no newer choice the dot shows what the service answered (so a service that keeps another
    // status cannot cause an endless save loop).
    confirm: assign(({ context }, params: { user: UserProfile }) => ({
      confirmed: params.user.status,
      user: params.user,
      saving: null,
      status: context.status === context.saving ? params.user.status : context.status,
    })),
    // The refused choice is undone: the dot goes back to what the service has.
    rollBack: assign(({ context }, params: { error: unknown }) => ({
      status: context.confirmed,
      saving: null,
      error: errorCodeOf(params.error),
    })),
    // The refused choice is already replaced by a newer one, which is saved next.
    dropSaving: assign({ saving: null }),
    sync: assign((_, params: { status: UserStatus }) => ({ status: params.status, confirmed: params.status })),
    dismissError: assign({ error: null }),
  },
}).createMachine({
  id: 'userStatus',
  context: ({ input }) => ({ config: input.config, status: input.status, confirmed: input.status, saving: null, error: null, user: null }),
  initial: 'idle',
  on: {
    'userStatus.change': {
      guard: { type: 'isOtherThanShown', params: ({ event }) => ({ status: event.status }) },
      actions: { type: 'choose', params: ({ event }) => ({ status: event.status }) },
    },
    'userStatus.error.dismiss': { actions: 'dismissError' },
  },
  states: {
    idle: {
      always: { guard: 'isUnconfirmed', target: 'saving' },
      on: { 'userStatus.sync': { actions: { type: 'sync', params: ({ event }) => ({ status: event.status }) } } },
    },
    saving: {
      tags: ['busy'],
      entry: 'startSaving',
      invoke: {
        id: 'updateUserStatus',
        src: 'updateUserStatus',
        input: ({ context }) => ({ config: context.config, status: context.saving ?? context.status }),
        onDone: { target: 'idle', actions: { type: 'confirm', params: ({ event }) => ({ user: event.output }) } },
        onError: [
          { guard: 'hasNewerChoice', target: 'idle', actions: 'dropSaving' },
          { target: 'idle', actions: { type: 'rollBack', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
  },
});

export type UserStatusRef = ActorRefFrom<typeof userStatusMachine>;
export type UserStatusSnapshot = SnapshotFrom<typeof userStatusMachine>;

export const selectUserStatus = (s: UserStatusSnapshot) => s.context.status;
export const selectIsUserStatusSaving = (s: UserStatusSnapshot) => s.hasTag('busy');
export const selectUserStatusError = (s: UserStatusSnapshot) => s.context.error;
/** The user the service answered last, for the session's cached user; null until a change is saved. */
export const selectUpdatedUser = (s: UserStatusSnapshot) => s.context.user;
