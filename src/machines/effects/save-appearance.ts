import { fromPromise } from 'xstate';
import type { Appearance } from '../../config/appearance';
import type { RuntimeConfig } from '../../config/runtime-config';
import { apiRequest } from './api-client-lazy';
import { parseUserProfile, type UserProfile } from './get-user';

/** PATCH api/common/user `{ user: { settings } }`: the appearance follows the user to any device. */
export const saveAppearance = fromPromise<UserProfile, { config: RuntimeConfig; appearance: Appearance }>(({ input, signal }) =>
  apiRequest({
    method: 'PATCH',
    url: `${input.config.commonApi}/user`,
    body: { user: { settings: input.appearance } },
    signal,
    parse: parseUserProfile,
  }),
);
