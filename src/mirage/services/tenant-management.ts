/**
 * The tenant-management service. Its logic is the platform's (src/platform/tenant-service.ts), because tenants are
 * platform state shared by every app origin: in the browser the mock passes `/api/tenant-management` through to the
 * app server, which hosts the one registry (server/platform.ts); in tests (no server) the mock hosts the same pure
 * service in-process with a registry of its own. Either way the contract below is the same.
 */
import type { Request, Server } from 'miragejs';
import { Response } from 'miragejs';
import type { TenantService } from '../../platform/tenant-service';
import type { ServiceRuntime } from './runtime';
import type { ServiceDefinition } from './service';

const SUPER_ADMIN = 'TenantManagement.SuperAdmin';

/** The mock's request as the pure service takes it. */
const platformRequest = (request: Request, base: string) => {
  const url = new URL(request.url, 'http://mock.invalid');
  const text = request.requestBody;
  let body: unknown;
  if (typeof text === 'string' && text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return {
    method: (request as unknown as { method?: string }).method ?? 'GET',
    path: `${url.pathname.slice(base.length) || '/'}${url.search}`,
    headers: (request.requestHeaders ?? {}) as Record<string, string>,
    body,
  };
};

/** The service hosted in-process (tests): every verb under the base goes to the pure service. */
export const inProcessTenantManagement = (platform: TenantService): ServiceDefinition['routes'] => (server, _runtime, base) => {
  const handler = async (_schema: unknown, request: Request) => {
    const answer = await platform.handle(platformRequest(request, base));
    return new Response(answer.status, answer.headers, answer.body as {});
  };
  for (const verb of ['get', 'post', 'put', 'patch', 'del'] as const) {
    server[verb](base, handler);
    server[verb](`${base}/*rest`, handler);
  }
};

export const tenantManagementService: ServiceDefinition = {
  service: 'tenantManagement',
  resources: [],
  routeDocs: [
    {
      method: 'GET',
      path: '/companies/current',
      access: 'any signed-in user of the tenant (also while it is suspended)',
      answer:
        "the X-Subdomain tenant's company {slug, status, currencyLocked, legalName, tradeName, taxId, address, logo, currency, timeZone, defaultLocale, taxRate, numbering{<document type>: {prefix, next}}, version, ...}; ETag",
    },
    {
      method: 'PUT',
      path: '/companies/current',
      access: SUPER_ADMIN,
      answer: 'updates the company (If-Match: 428/409; 422 field codes; currency locked once documents exist; 403 tenant-suspended/tenant-archived)',
    },
    { method: 'GET', path: '/companies/current/history', access: 'any signed-in user of the tenant', answer: 'the company changes {at, by, event, from, to, changes}, newest first' },
    {
      method: 'GET',
      path: '/tenants',
      access: SUPER_ADMIN,
      answer: 'tenants {id (= subdomain), subdomain, status, legalName, tradeName, currency, userCount, ...}; q: subdomain, legalName, tradeName; sort: subdomain, tradeName, legalName, status, userCount, createdAt; filter: status',
    },
    { method: 'GET', path: '/tenants/{id}', access: SUPER_ADMIN, answer: 'one tenant; ETag' },
    {
      method: 'POST',
      path: '/tenants',
      access: SUPER_ADMIN,
      answer: 'creates a tenant in provisioning with its company: 201; 422 subdomain codes invalid-subdomain, reserved, not-unique; Idempotency-Key',
    },
    {
      method: 'POST',
      path: '/tenants/{id}/events',
      access: SUPER_ADMIN,
      answer: "{type: activate | suspend | reactivate | archive} (src/domain/tenant-lifecycle.ts): 200 with the tenant, or 409 {type: 'illegal-transition', state, event, allowed}",
    },
    { method: 'GET', path: '/tenants/{id}/history', access: SUPER_ADMIN, answer: 'the lifecycle {at, by, event, from, to, changes}, newest first' },
  ],
};

/** Registers the in-process service (tests); in the browser nothing is registered and the base passes through. */
export function registerTenantManagementService(server: Server, runtime: ServiceRuntime, platform: TenantService): void {
  inProcessTenantManagement(platform)!(server, runtime, runtime.context.config.services.tenantManagement);
}
