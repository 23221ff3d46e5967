/**
 * The catalogs service's customers and the business lines their picker offers: the endpoints, and the checks of
 * every answer (a malformed record is refused as a whole, never half shown).
 */
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { BusinessLine } from '../../../domain/business-line';
import { customerStatuses, type Customer } from '../../../domain/customer';
import { listResource, parseAudited, type ResourceEndpoint } from '../../effects/resource-api';
import { record, text } from '../../effects/shape';

const oneOf = <T extends string>(values: readonly T[], raw: unknown, name: string): T => {
  if (typeof raw !== 'string' || !(values as readonly string[]).includes(raw)) throw new TypeError(`${name} must be one of ${values.join(', ')}`);
  return raw as T;
};

const wholeNumber = (raw: unknown, name: string, min = 0): number => {
  if (typeof raw !== 'number' || !Number.isSafeInteger(raw) || raw < min) throw new TypeError(`${name} must be an integer >= ${min}`);
  return raw;
};

const optionalId = (raw: unknown, name: string): string | null => {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== 'string' || raw === '') throw new TypeError(`${name} must be an id or null`);
  return raw;
};

export function parseCustomer(raw: unknown): Customer {
  const r = record(raw, 'customer');
  const a = record(r.address, 'customer.address');
  return {
    ...parseAudited(r, 'customer'),
    code: text(r, 'code', 'customer'),
    name: text(r, 'name', 'customer'),
    taxId: text(r, 'taxId', 'customer'),
    email: text(r, 'email', 'customer'),
    phone: text(r, 'phone', 'customer'),
    address: {
      street: text(a, 'street', 'customer.address'),
      city: text(a, 'city', 'customer.address'),
      state: text(a, 'state', 'customer.address'),
      postalCode: text(a, 'postalCode', 'customer.address'),
      country: text(a, 'country', 'customer.address'),
    },
    businessLineId: optionalId(r.businessLineId, 'customer.businessLineId'),
    creditLimit: wholeNumber(r.creditLimit, 'customer.creditLimit'),
    paymentTermsDays: wholeNumber(r.paymentTermsDays, 'customer.paymentTermsDays'),
    status: oneOf(customerStatuses, r.status, 'customer.status'),
  };
}

export function parseBusinessLine(raw: unknown): BusinessLine {
  const r = record(raw, 'businessLine');
  return {
    ...parseAudited(r, 'businessLine'),
    code: text(r, 'code', 'businessLine'),
    name: text(r, 'name', 'businessLine'),
    status: oneOf(['active', 'inactive'] as const, r.status, 'businessLine.status'),
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
