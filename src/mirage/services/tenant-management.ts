/** The tenant-management service: the company of the caller's tenant (any signed-in user of that tenant). */
import type { Server } from 'miragejs';
import { Response } from 'miragejs';
import { findTenant } from '../../config/tenants';
import { notFoundProblem } from '../shared/problem';
import { guarded } from './resource';
import type { ServiceRuntime } from './runtime';
import { registerService, type ServiceDefinition } from './service';

export const tenantManagementService: ServiceDefinition = {
  service: 'tenantManagement',
  resources: [],
  routes: (server, runtime, base) => {
    server.get(
      `${base}/companies/current`,
      guarded(runtime, undefined, async (caller) => {
        const company = findTenant(caller.tenant);
        if (!company) throw notFoundProblem(`No company for tenant '${caller.tenant}'`);
        return new Response(200, { 'Content-Type': 'application/json' }, { ...company });
      }),
    );
  },
  routeDocs: [
    {
      method: 'GET',
      path: '/companies/current',
      access: 'any signed-in user of the tenant',
      answer: "the X-Subdomain tenant's company {slug, legalName, tradeName, taxId, currency, defaultLocale, timeZone, taxRate, logo, address}",
    },
  ],
};

export function registerTenantManagementService(server: Server, runtime: ServiceRuntime): void {
  registerService(server, runtime, tenantManagementService);
}
