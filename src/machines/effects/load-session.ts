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
 * The tenant is suspended (DOMAIN.md "Lifecycles"): the services refuse its users, and the company lookup, which still
 * answers, names it for the page that says so.
 */
export class TenantSuspendedError extends Error {
  override name = 'TenantSuspendedError';
  readonly code = 'suspended';
  constructor(readonly company: Company | null) {
    super('The tenant is suspended');
  }
}

const isSuspendedAnswer = (error: unknown): boolean => (error as { type?: unknown } | null)?.type === 'tenant-suspended';

/**
 * The session's start-up data, requested in parallel. The first failure cancels the other requests and
 * rejects with its error.
 */
export const loadSession = fromPromise<SessionData, { config: RuntimeConfig }>(async ({ input, signal }) => {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort);
  try {
    const companyRequest = fetchCompany(input.config, controller.signal);
    const [company, navigation, profile] = await Promise.all([
      companyRequest,
      fetchNavigation(input.config, controller.signal),
      fetchUser(input.config, controller.signal),
    ]).catch(async (error: unknown) => {
      // A suspended tenant: the company lookup still answers, so the page can name the company.
      if (isSuspendedAnswer(error)) throw new TenantSuspendedError(await companyRequest.catch(() => null));
      controller.abort();
      throw error;
    });
    if (company.status === 'suspended') throw new TenantSuspendedError(company);
    return { company, navigation, profile };
  } finally {
    signal.removeEventListener('abort', abort);
  }
});
