/** What the business services share in one mock server: the tenants' data, the idempotency keys, the context. */
import { findTenant, tenantCurrency, tenants } from '../../config/tenants';
import { dayIn } from '../../domain/stock-movement';
import { taxCountryOf, type TaxCountry } from '../../domain/tax-id';
import type { MockContext } from '../index';
import { serviceAreas } from './areas';
import { ServiceData } from './data';
import { IdempotencyCache } from './idempotency';

export interface ServiceRuntime {
  context: MockContext;
  data: ServiceData;
  idempotency: IdempotencyCache;
  /** The tenants whose records an id may belong to (for the 403 of another tenant's id). */
  tenantSlugs: readonly string[];
}

const runtimes = new WeakMap<object, ServiceRuntime>();

/** The next idle moment of the page (at most 50 ms away), else the next task: input and paint go first. */
const yieldToPage = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 50 });
    else setTimeout(resolve, 0);
  });

/** The services' state of one mock server (`server` is only the key: tests look the runtime up with it). */
export function createServiceRuntime(context: MockContext, server: object): ServiceRuntime {
  const runtime: ServiceRuntime = {
    context,
    // The seeds' today: the services' clock in the tenant's time zone (tests with a fixed clock get fixed data).
    data: new ServiceData(serviceAreas, context.storage, {
      today: (tenant) => dayIn(context.now(), findTenant(tenant)?.timeZone ?? 'UTC'),
      // An in-page mock (it keeps its data in the page's storage) lets the page breathe between areas' seeds; the
      // browser's mock runs in a worker (no document), whose seeding never holds the page up.
      ...(context.storage !== null && typeof window !== 'undefined' && typeof document !== 'undefined' ? { yieldToPage } : {}),
    }),
    idempotency: new IdempotencyCache(context.now),
    tenantSlugs: tenants.map((t) => t.slug),
  };
  runtimes.set(server, runtime);
  return runtime;
}

/** The services' state of a mock server, for the shell's search (which reads the records through the same data). */
export const serviceRuntimeOf = (server: object): ServiceRuntime | undefined => runtimes.get(server);

/** Whether a services data area is in memory for a tenant (for tests of the lazy loading). */
export const isServiceAreaLoaded = (server: object, tenant: string, area: string): boolean => runtimes.get(server)?.data.isLoaded(tenant, area) ?? false;

/** The country whose tax ids a tenant's records carry: Mexico for MXN tenants, else the United States. */
export const countryOf = (tenant: string): TaxCountry => taxCountryOf(tenantCurrency(tenant));
