import { fromPromise } from 'xstate';
import type { RuntimeConfig } from '../../config/runtime-config';
import { parseNavigation, type NavigationSets } from '../navigation';
import { apiRequest } from './api-client';

/** GET api/common/navigation: the four navigation sets (SPEC §7). Fetched once per session (cached). */
export const getNavigation = fromPromise<NavigationSets, { config: RuntimeConfig }>(({ input, signal }) =>
  apiRequest({ method: 'GET', url: `${input.config.commonApi}/navigation`, signal, parse: parseNavigation }),
);
