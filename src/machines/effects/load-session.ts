import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../config/runtime-config';
import type { NavigationSets } from '../navigation';
import { fetchCompany, type Company } from './get-company';
import { fetchNavigation } from './get-navigation';
import { fetchUser, type UserProfile } from './get-user';

export interface SessionData {
  company: Company;
  navigation: NavigationSets;
  profile: UserProfile;
}

/**
 * The session's start-up data, requested in parallel. The first failure cancels the other requests and
 * rejects with its error.
 */
export const loadSession = fromPromise<SessionData, { config: RuntimeConfig }>(async ({ input, signal }) => {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort);
  try {
    const [company, navigation, profile] = await Promise.all([
      fetchCompany(input.config, controller.signal),
      fetchNavigation(input.config, controller.signal),
      fetchUser(input.config, controller.signal),
    ]).catch((error: unknown) => {
      controller.abort();
      throw error;
    });
    return { company, navigation, profile };
  } finally {
    signal.removeEventListener('abort', abort);
  }
});
