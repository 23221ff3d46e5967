/** The tenant-management service: the company of the caller's tenant (any signed-in user of that tenant). */
import type { Server } from 'miragejs';
import { Response } from 'miragejs';
import { findTenant } from '../../config/tenants';
import { notFoundProblem } from '../shared/problem';
import { guarded } from './resource';
import type { ServiceRuntime } from './runtime';
import { registerService } from './service';

export function registerTenantManagementService(server: Server, runtime: ServiceRuntime): void {
  registerService(server, runtime, {
    service: 'tenantManagement',
    resources: [],
    routes: (s, r, base) => {
      s.get(
        `${base}/companies/current`,
        guarded(r, undefined, async (caller) => {
          const company = findTenant(caller.tenant);
          if (!company) throw notFoundProblem(`No company for tenant '${caller.tenant}'`);
          return new Response(200, { 'Content-Type': 'application/json' }, { ...company });
        }),
      );
    },
  });
}
