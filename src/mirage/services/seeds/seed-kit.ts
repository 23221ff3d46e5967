/**
 * Helpers of the business seeds: one deterministic random stream per tenant and purpose (so that changing one
 * resource's seed never shifts another's), seed timestamps and the audit fields of seeded records.
 */
import type { Audited } from '../../../domain/resource';
import { findTenant } from '../../../config/tenants';
import { seededRandom, type Random } from '../../shared/ids';

/** FNV-1a, 32 bits: a stable number for a text. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The random stream of `purpose` for `tenant`: the same on every machine and every run. */
export const randomFor = (tenant: string, purpose: string): Random => seededRandom(hashText(`backoffice-seed:${tenant}:${purpose}`));

/** Who the seeded records were created by. */
export const SEED_USER = 'system';

const seedStart = Date.UTC(2023, 0, 2, 15, 0, 0);
const seedEnd = Date.UTC(2025, 5, 30, 23, 0, 0);

/** A seed instant between 2023-01-02 and 2025-06-30, to the second. */
export const seedInstant = (random: Random): string =>
  new Date(seedStart + random.int(0, Math.floor((seedEnd - seedStart) / 1000)) * 1000).toISOString();

/** Version 1, created and last updated at the same seed instant by SEED_USER. */
export function seedAudit(random: Random, id: string): Audited {
  const at = seedInstant(random);
  return { id, version: 1, createdAt: at, createdBy: SEED_USER, updatedAt: at, updatedBy: SEED_USER };
}

/** The flavour of a tenant's data: Mexican (es-MX, RFC, MXN) or American (en-US, EIN, USD). */
export type SeedLocale = 'MX' | 'US';

export const seedLocaleOf = (tenant: string): SeedLocale => (findTenant(tenant)?.currency === 'MXN' ? 'MX' : 'US');

/** The seeded tenants and their sizes; any other tenant starts empty. */
export const seedSizes: Record<string, { products: number; customers: number; warehouses: number }> = {
  acme: { products: 10_000, customers: 2_000, warehouses: 5 },
  globex: { products: 400, customers: 150, warehouses: 2 },
};

/** Builds a tenant's seed records once per page: they are never changed in place, so servers can share them. */
export function memoized<T>(build: (tenant: string) => T): (tenant: string) => T {
  const built = new Map<string, T>();
  return (tenant) => {
    if (!built.has(tenant)) built.set(tenant, build(tenant));
    return built.get(tenant) as T;
  };
}

/**
 * Like `memoized`, for the seeds anchored to a day (`today`, `YYYY-MM-DD`: the tenant's business day the services'
 * clock gives, see data.ts): the same tenant and day give the same records; only the latest day per tenant is kept.
 */
export function memoizedByDay<T>(build: (tenant: string, today: string) => T): (tenant: string, today: string) => T {
  const built = new Map<string, { today: string; value: T }>();
  return (tenant, today) => {
    const found = built.get(tenant);
    if (found && found.today === today) return found.value;
    const value = build(tenant, today);
    built.set(tenant, { today, value });
    return value;
  };
}

export const DAY_MS = 86_400_000;

/** Midnight UTC of a day (`YYYY-MM-DD`): the seeds count whole days from it. */
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00.000Z`);
