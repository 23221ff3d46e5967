import type { RuntimeConfig } from '../../config/runtime-config';
import { apiRequest } from './api-client-lazy';

/** The company of the current tenant (DOMAIN.md "Company"). */
export interface Company {
  slug: string;
  legalName: string;
  tradeName: string;
  taxId: string;
  currency: string;
  defaultLocale: string;
  timeZone: string;
  taxRate: number;
  logo: string | null;
  address: string;
  /** The tenant's lifecycle state (src/domain/tenant-lifecycle.ts); 'active' when the answer does not say. */
  status: 'provisioning' | 'active' | 'suspended' | 'archived';
}

export function parseCompany(raw: unknown): Company {
  if (typeof raw !== 'object' || raw === null) throw new TypeError('company is not an object');
  const r = raw as Record<string, unknown>;
  const text = (key: string) => {
    if (typeof r[key] !== 'string') throw new TypeError(`company.${key} must be a string`);
    return r[key] as string;
  };
  if (typeof r.taxRate !== 'number' || !Number.isFinite(r.taxRate)) throw new TypeError('company.taxRate must be a number');
  if (!/^[A-Z]{3}$/.test(text('currency'))) throw new TypeError('company.currency must be an ISO 4217 code');
  const logo = r.logo;
  return {
    slug: text('slug'),
    legalName: text('legalName'),
    tradeName: text('tradeName'),
    taxId: text('taxId'),
    currency: text('currency'),
    defaultLocale: text('defaultLocale'),
    timeZone: text('timeZone'),
    taxRate: r.taxRate,
    // Only same-origin paths or https URLs are used as image sources.
    // A raster data URL (the company's uploaded logo, src/domain/company.ts) too; never SVG, never another scheme.
    logo:
      typeof logo === 'string' && (/^\/(?![/\\])/.test(logo) || /^https:\/\//.test(logo) || /^data:image\/(?:png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+=*$/.test(logo)) ? logo : null,
    address: text('address'),
    status: r.status === 'provisioning' || r.status === 'suspended' || r.status === 'archived' ? r.status : 'active',
  };
}

export const fetchCompany = (config: RuntimeConfig, signal?: AbortSignal): Promise<Company> =>
  apiRequest({ method: 'GET', url: `${config.services.tenantManagement}/companies/current`, signal, parse: parseCompany });
