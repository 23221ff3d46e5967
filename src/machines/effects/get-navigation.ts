import type { RuntimeConfig } from '../../config/runtime-config';
import { parseNavigation, type NavigationSets } from '../navigation';
import { apiRequest } from './api-client-lazy';

/** GET api/common/navigation: the four navigation sets (SPEC §7). Fetched once per session (cached). */
export const fetchNavigation = (config: RuntimeConfig, signal?: AbortSignal): Promise<NavigationSets> =>
  apiRequest({ method: 'GET', url: `${config.commonApi}/navigation`, signal, parse: parseNavigation });
