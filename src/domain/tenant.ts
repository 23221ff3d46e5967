/**
 * Tenants (DOMAIN.md "Tenancy"): the subdomain rules, what creating a tenant takes, the record the platform's tenant
 * service answers and its list query. Pure: the service (src/platform) and the New tenant form use the same rules.
 */
import { companyLimits, isTimeZone, taxRateError, companyCurrencies, companyLocales, type CompanyCurrency, type CompanyLocale } from './company';
import { checkOneOf, checkText, collectErrors, trimStrings } from './fields';
import type { ListSpec } from './list-query';
import type { Audited, FieldErrors } from './resource';
import { normalizeTaxId, taxCountryOf, taxIdError } from './tax-id';
import { tenantStatuses, type TenantStatus } from './tenant-lifecycle';

export { tenantStatuses, type TenantStatus } from './tenant-lifecycle';

export const SUBDOMAIN_MIN = 3;
export const SUBDOMAIN_MAX = 30;

/**
 * Names a tenant may not take: they are (or will be) the platform's own hosts (www, api, admin, login, auth, idp,
 * static, assets, cdn, mail, smtp, app, platform, status, support, help, docs, dev, test, localhost), so a tenant
 * could pass itself off as the platform, receive its mail or shadow its services.
 */
export const reservedSubdomains: readonly string[] = [
  'www', 'api', 'admin', 'login', 'auth', 'idp', 'sso', 'static', 'assets', 'cdn', 'mail', 'smtp', 'app',
  'platform', 'status', 'support', 'help', 'docs', 'dev', 'test', 'localhost',
];

/** Lower-case letters, digits and hyphens; no hyphen first or last (a DNS label). */
export const subdomainPattern = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** The stored form of a typed subdomain: trimmed and lower case. */
export const normalizeSubdomain = (text: string): string => text.trim().toLowerCase();

/**
 * The error code of a (normalized) subdomain, or null: `required`, `invalid-subdomain` (characters, length, hyphen
 * at an end), `reserved`, `not-unique` (`isTaken` says another tenant has it).
 */
export function subdomainError(value: string, isTaken: (subdomain: string) => boolean = () => false): 'required' | 'invalid-subdomain' | 'reserved' | 'not-unique' | null {
  if (value === '') return 'required';
  if (value.length < SUBDOMAIN_MIN || value.length > SUBDOMAIN_MAX || !subdomainPattern.test(value) || value.startsWith('xn--')) return 'invalid-subdomain';
  if (reservedSubdomains.includes(value)) return 'reserved';
  return isTaken(value) ? 'not-unique' : null;
}

/** What creating a tenant takes: its subdomain and its company's first settings. */
export interface TenantInput {
  subdomain: string;
  legalName: string;
  tradeName: string;
  /** RFC for an MXN company, EIN for a USD one. */
  taxId: string;
  currency: CompanyCurrency;
  defaultLocale: CompanyLocale;
  /** IANA time zone. */
  timeZone: string;
  /** Percent, 0 to 100, up to 4 decimals. */
  taxRate: number;
}

/** A tenant as the tenant service answers it (the id is its subdomain: it never changes). */
export type Tenant = Audited & {
  subdomain: string;
  status: TenantStatus;
  legalName: string;
  tradeName: string;
  currency: CompanyCurrency;
  /** The demo identity provider's accounts that hold the tenant. */
  userCount: number;
};

export const emptyTenantInput = (): TenantInput => ({
  subdomain: '',
  legalName: '',
  tradeName: '',
  taxId: '',
  currency: 'MXN',
  defaultLocale: 'es-MX',
  timeZone: 'America/Mexico_City',
  taxRate: 16,
});

export function normalizeTenantInput(input: TenantInput): TenantInput {
  const t = trimStrings(input);
  return {
    ...t,
    ...(typeof t.subdomain === 'string' ? { subdomain: normalizeSubdomain(t.subdomain) } : {}),
    ...(typeof t.taxId === 'string' ? { taxId: normalizeTaxId(t.taxId, taxCountryOf(t.currency)) } : {}),
  };
}

/** Field errors of a (normalized) tenant input; `isTaken` checks uniqueness (the service's registry). */
export function validateTenantInput(input: TenantInput, isTaken?: (subdomain: string) => boolean): FieldErrors {
  const c = collectErrors();
  const raw = input as unknown as Record<string, unknown>;
  if (typeof raw.subdomain === 'string') {
    const code = subdomainError(raw.subdomain, isTaken);
    if (code) c.add('subdomain', code);
  } else checkText(c, 'subdomain', raw.subdomain);
  checkText(c, 'legalName', raw.legalName, { max: companyLimits.legalName });
  checkText(c, 'tradeName', raw.tradeName, { max: companyLimits.tradeName });
  checkOneOf(c, 'currency', raw.currency, companyCurrencies);
  if (typeof raw.taxId === 'string') {
    const code = taxIdError(raw.taxId, taxCountryOf(typeof raw.currency === 'string' ? raw.currency : undefined));
    if (code) c.add('taxId', code);
  } else checkText(c, 'taxId', raw.taxId);
  checkOneOf(c, 'defaultLocale', raw.defaultLocale, companyLocales);
  if (typeof raw.timeZone !== 'string' || raw.timeZone === '') c.add('timeZone', 'required');
  else if (!isTimeZone(raw.timeZone)) c.add('timeZone', 'invalid-format');
  const rate = taxRateError(raw.taxRate);
  if (rate) c.add('taxRate', rate);
  return c.errors;
}

export const tenantListSpec: ListSpec<Tenant> = {
  searchFields: ['subdomain', 'legalName', 'tradeName'],
  sortFields: ['subdomain', 'tradeName', 'legalName', 'status', 'userCount', 'createdAt'],
  filters: { status: { type: 'enum', values: tenantStatuses } },
  defaultSort: 'subdomain',
};
