/** The company of the current tenant (`/companies/current` of the platform): the full record's check, and its update. */
import type { RuntimeConfig } from '../../../config/runtime-config';
import { companyCurrencies, companyLocales, documentTypes, logoError, type CompanyInput, type CompanyRecord, type DocumentNumbering } from '../../../domain/company';
import { tenantStatuses } from '../../../domain/tenant-lifecycle';
import { apiRequest } from '../../effects/api-client';
import { parseAudited } from '../../effects/resource-api';
import { flag, oneOf, record, text } from '../../effects/shape';

export function parseCompanyRecord(raw: unknown): CompanyRecord {
  const r = record(raw, 'company');
  const taxRate = r.taxRate;
  if (typeof taxRate !== 'number' || !Number.isFinite(taxRate)) throw new TypeError('company.taxRate must be a number');
  const logo = r.logo;
  if (logo !== null && (typeof logo !== 'string' || logoError(logo) !== null)) throw new TypeError('company.logo must be a same-origin path, a raster data URL or null');
  const numbering = record(r.numbering, 'company.numbering');
  const checked = {} as Record<(typeof documentTypes)[number], DocumentNumbering>;
  for (const type of documentTypes) {
    const n = record(numbering[type], `company.numbering.${type}`);
    const next = n.next;
    if (typeof next !== 'number' || !Number.isSafeInteger(next) || next < 1) throw new TypeError(`company.numbering.${type}.next must be an integer >= 1`);
    checked[type] = { prefix: text(n, 'prefix', `company.numbering.${type}`), next };
  }
  return {
    ...parseAudited(r, 'company'),
    slug: text(r, 'slug', 'company'),
    status: oneOf(r, 'status', tenantStatuses, 'company'),
    currencyLocked: flag(r, 'currencyLocked', 'company'),
    legalName: text(r, 'legalName', 'company'),
    tradeName: text(r, 'tradeName', 'company'),
    taxId: text(r, 'taxId', 'company'),
    address: text(r, 'address', 'company'),
    logo: logo as string | null,
    currency: oneOf(r, 'currency', companyCurrencies, 'company'),
    timeZone: text(r, 'timeZone', 'company'),
    defaultLocale: oneOf(r, 'defaultLocale', companyLocales, 'company'),
    taxRate,
    numbering: checked,
  };
}

const url = (config: RuntimeConfig) => `${config.services.tenantManagement}/companies/current`;

export const fetchCompanyRecord = (config: RuntimeConfig, signal?: AbortSignal): Promise<CompanyRecord> =>
  apiRequest({ method: 'GET', url: url(config), ...(signal ? { signal } : {}), parse: parseCompanyRecord });

export const updateCompany = (config: RuntimeConfig, version: number, values: CompanyInput, idempotencyKey: string): Promise<CompanyRecord> =>
  apiRequest({ method: 'PUT', url: url(config), body: values, ifMatch: version, idempotencyKey, parse: parseCompanyRecord });
