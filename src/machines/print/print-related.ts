/**
 * What the print sources share: the records a document names by id (an employee, a department, a warehouse), read
 * quietly (no 404 page for them): one gone or refused prints its id instead; any other failure fails the print
 * (Retry). And an address as the lines a party prints.
 */
import type { RuntimeConfig } from '../../config/runtime-config';
import type { Address } from '../../domain/address';
import { errorCodeOf } from '../effects/error-code';
import { getResource, type ResourceEndpoint } from '../effects/resource-api';
import { record, text } from '../effects/shape';
import { parseAddress } from '../sections/shared-answers';

/** What a document names by id: its name and code, and for a warehouse its address. */
export interface Named {
  id: string;
  name: string;
  code: string;
  address?: Address;
}

/** Street; postal code and city; state and country (empty parts left out). */
export const addressLines = (a: Address | undefined): string[] =>
  a ? [a.street, [a.postalCode, a.city].filter(Boolean).join(' '), [a.state, a.country].filter(Boolean).join(', ')].filter((l) => l.trim() !== '') : [];

/** A named record's endpoint: `codeKey` is its code field (`number` for employees), with the address if asked. */
export const namedEndpoint = (service: 'catalogs' | 'inventory', resource: string, codeKey: string, withAddress = false): ResourceEndpoint<Named> => ({
  service,
  resource,
  parse: (raw) => {
    const r = record(raw, resource);
    return {
      id: text(r, 'id', resource),
      name: text(r, 'name', resource),
      code: text(r, codeKey, resource),
      ...(withAddress ? { address: parseAddress(r.address, `${resource}.address`) } : {}),
    };
  },
});

/** A record the document names: quietly read; gone or refused is null (its id prints), anything else fails the print. */
export async function related<R>(config: RuntimeConfig, endpoint: ResourceEndpoint<R>, id: string | null, signal: AbortSignal): Promise<R | null> {
  if (!id) return null;
  try {
    return await getResource(config, endpoint, id, signal, { quiet: true });
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === 'notFound' || code === 'forbidden') return null;
    throw error;
  }
}
