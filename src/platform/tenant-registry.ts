/**
 * The platform's tenant registry: every tenant with its lifecycle state, its company and its history. Platform
 * state, like the identity provider's accounts: one registry per server process, shared by every app origin (a
 * tenant is an origin, and each origin's in-browser mock has its own data). Pure: no Node http, no Mirage.
 */
import { defaultNumbering, type CompanyInput, type CompanyRecord } from '../domain/company';
import type { HistoryEntry } from '../domain/resource';
import type { TenantStatus } from '../domain/tenant-lifecycle';
import type { TenantCompany } from '../config/tenants';

/** One tenant as the registry keeps it: its company record (with the tenant's status) and its histories. */
export interface TenantEntry {
  company: CompanyRecord;
  /** Lifecycle events and creation, newest first. */
  history: HistoryEntry[];
  /** Changes of the company configuration, newest first. */
  companyHistory: HistoryEntry[];
}

export interface TenantRegistry {
  get(slug: string): TenantEntry | undefined;
  all(): TenantEntry[];
  add(entry: TenantEntry): void;
  /** Called after every change (a store may persist it). */
  changed(): void;
}

/** The company record of a static tenant (src/config/tenants.ts): seeded tenants have documents, so the currency is locked. */
export function seededCompany(t: TenantCompany, at: string): CompanyRecord {
  return {
    id: t.slug,
    version: 1,
    createdAt: at,
    createdBy: 'platform',
    updatedAt: at,
    updatedBy: 'platform',
    slug: t.slug,
    status: 'active',
    currencyLocked: true,
    legalName: t.legalName,
    tradeName: t.tradeName,
    taxId: t.taxId,
    address: t.address,
    logo: t.logo,
    currency: t.currency,
    timeZone: t.timeZone,
    defaultLocale: t.defaultLocale,
    taxRate: t.taxRate,
    numbering: defaultNumbering(),
  };
}

/** A new tenant's company: provisioning, no logo, the currency free until its first document. */
export function newCompany(slug: string, input: Omit<CompanyInput, 'address' | 'logo' | 'numbering'>, at: string, by: string): CompanyRecord {
  return {
    id: slug,
    version: 1,
    createdAt: at,
    createdBy: by,
    updatedAt: at,
    updatedBy: by,
    slug,
    status: 'provisioning' satisfies TenantStatus,
    currencyLocked: false,
    ...input,
    address: '',
    logo: null,
    numbering: defaultNumbering(),
  };
}

/** A registry in memory, seeded with the static tenants (it starts again from them when the process restarts). */
export function memoryTenantRegistry(seed: readonly TenantCompany[], at: string, onChange: (entries: TenantEntry[]) => void = () => {}): TenantRegistry {
  const entries = new Map<string, TenantEntry>();
  for (const t of seed) {
    entries.set(t.slug, {
      company: seededCompany(t, at),
      history: [{ at, by: 'platform', event: 'create', from: null, to: 'active', changes: {} }],
      companyHistory: [],
    });
  }
  const registry: TenantRegistry = {
    get: (slug) => entries.get(slug),
    all: () => [...entries.values()],
    add: (entry) => {
      entries.set(entry.company.slug, entry);
    },
    changed: () => onChange(registry.all()),
  };
  return registry;
}
