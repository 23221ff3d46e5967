/**
 * The catalogs service's customers and the business lines their picker offers: the endpoints, and the checks of
 * every answer (a malformed record is refused as a whole, never half shown).
 */
import type { RuntimeConfig } from '../../../config/runtime-config';
import { businessLineStatuses, type BusinessLine } from '../../../domain/business-line';
import { customerStatuses, type Customer } from '../../../domain/customer';
import { listResource, parseAudited, type ResourceEndpoint } from '../../effects/resource-api';
import { count, oneOf, optionalRef, record, text } from '../../effects/shape';
import { parseAddress } from '../shared-answers';

export function parseCustomer(raw: unknown): Customer {
  const r = record(raw, 'customer');
  return {
    ...parseAudited(r, 'customer'),
    code: text(r, 'code', 'customer'),
    name: text(r, 'name', 'customer'),
    taxId: text(r, 'taxId', 'customer'),
    email: text(r, 'email', 'customer'),
    phone: text(r, 'phone', 'customer'),
    address: parseAddress(r.address, 'customer.address'),
    businessLineId: optionalRef(r, 'businessLineId', 'customer'),
    creditLimit: count(r, 'creditLimit', 'customer'),
    paymentTermsDays: count(r, 'paymentTermsDays', 'customer'),
    status: oneOf(r, 'status', customerStatuses, 'customer'),
  };
}

export function parseBusinessLine(raw: unknown): BusinessLine {
  const r = record(raw, 'businessLine');
  return {
    ...parseAudited(r, 'businessLine'),
    code: text(r, 'code', 'businessLine'),
    name: text(r, 'name', 'businessLine'),
    status: oneOf(r, 'status', businessLineStatuses, 'businessLine'),
  };
}

export const customersEndpoint: ResourceEndpoint<Customer> = { service: 'catalogs', resource: 'customers', parse: parseCustomer };
export const businessLinesEndpoint: ResourceEndpoint<BusinessLine> = { service: 'catalogs', resource: 'business-lines', parse: parseBusinessLine };

/** An option of the business-line picker. */
export interface ReferenceOption {
  id: string;
  label: string;
  sublabel?: string;
  inactive?: boolean;
}

export const businessLineOption = (line: BusinessLine): ReferenceOption => ({
  id: line.id,
  label: line.name,
  sublabel: line.code,
  ...(line.status === 'inactive' ? { inactive: true } : {}),
});

/** The picker's search: active lines first, by name, at most 20. */
export async function searchBusinessLines(config: RuntimeConfig, q: string, signal?: AbortSignal): Promise<ReferenceOption[]> {
  const page = await listResource(config, businessLinesEndpoint, { q: q.trim() || undefined, sort: 'status,name', pageSize: 20 }, signal);
  return page.items.map(businessLineOption);
}

/** Every business line of the tenant (a handful): names for the list, the page and the picker's current choice. */
export async function fetchBusinessLines(config: RuntimeConfig, signal?: AbortSignal): Promise<BusinessLine[]> {
  return (await listResource(config, businessLinesEndpoint, { sort: 'name', pageSize: 500 }, signal)).items;
}
