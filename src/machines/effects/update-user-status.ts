import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../config/runtime-config';
import { apiRequest } from './api-client';
import { parseUserProfile, userStatuses, type UserProfile, type UserStatus } from './get-user';
import { record } from './shape';

/** The updated user, with a status the service must state (no silent default here). */
export function parseUpdatedUser(raw: unknown): UserProfile {
  const r = record(raw, 'user');
  if (!(userStatuses as readonly unknown[]).includes(r.status)) throw new TypeError(`user.status must be one of ${userStatuses.join(', ')}`);
  return parseUserProfile(raw);
}

/** PATCH api/common/user {user: {status}}: answers the updated user (it becomes the cached user). */
export const updateUserStatus = fromPromise<UserProfile, { config: RuntimeConfig; status: UserStatus }>(({ input, signal }) =>
  apiRequest({
    method: 'PATCH',
    url: `${input.config.commonApi}/user`,
    body: { user: { status: input.status } },
    signal,
    parse: parseUpdatedUser,
  }),
);
