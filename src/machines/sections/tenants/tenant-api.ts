/**
 * The platform's tenants (tenant-management service): the endpoint, the check of every answer, the lifecycle event
 * request and the tenant's page data (the tenant and its history).
 */
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { HistoryEntry } from '../../../domain/resource';
import { companyCurrencies } from '../../../domain/company';
import { tenantStatuses, type Tenant } from '../../../domain/tenant';
import type { TenantEventType } from '../../../domain/tenant-lifecycle';
import { apiRequest, pathSegment } from '../../effects/api-client';
import { getHistory, getResource, parseAudited, type ResourceEndpoint } from '../../effects/resource-api';
import { count, oneOf, record, text } from '../../effects/shape';

export function parseTenant(raw: unknown): Tenant {
  const r = record(raw, 'tenant');
  return {
    ...parseAudited(r, 'tenant'),
    subdomain: text(r, 'subdomain', 'tenant'),
    status: oneOf(r, 'status', tenantStatuses, 'tenant'),
    legalName: text(r, 'legalName', 'tenant'),
    tradeName: text(r, 'tradeName', 'tenant'),
    currency: oneOf(r, 'currency', companyCurrencies, 'tenant'),
    userCount: count(r, 'userCount', 'tenant'),
  };
}

export const tenantsEndpoint: ResourceEndpoint<Tenant> = { service: 'tenantManagement', resource: 'tenants', parse: parseTenant };

/** A tenant's page: the tenant and its lifecycle history, newest first. */
export interface TenantPageData {
  tenant: Tenant;
  history: HistoryEntry[];
}

export async function fetchTenantPage(config: RuntimeConfig, id: string, signal?: AbortSignal): Promise<TenantPageData> {
  const [tenant, history] = await Promise.all([getResource(config, tenantsEndpoint, id, signal), getHistory(config, tenantsEndpoint, id, signal)]);
  return { tenant, history };
}

/** `POST /tenants/{id}/events {type}`: the tenant in its new state (409 illegal-transition when it no longer accepts it). */
export async function sendTenantEvent(config: RuntimeConfig, id: string, type: TenantEventType, idempotencyKey: string): Promise<Tenant> {
  return apiRequest({
    method: 'POST',
    url: `${config.services.tenantManagement}/tenants/${pathSegment(id)}/events`,
    body: { type },
    idempotencyKey,
    parse: parseTenant,
  });
}
