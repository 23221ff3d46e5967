/** The demo tenants, addressed by subdomain. Shared by the dev server, the identity provider and the mock API. */
export interface TenantCompany {
  /** Subdomain slug, `^[a-z0-9-]{1,63}$`. */
  slug: string;
  legalName: string;
  tradeName: string;
  taxId: string;
  /** ISO 4217 code of the company currency. */
  currency: 'MXN' | 'USD';
  defaultLocale: 'es-MX' | 'en-US';
  timeZone: string;
  /** Sales tax rate in percent. */
  taxRate: number;
  /** Path of the logo, relative to the app origin. */
  logo: string;
  address: string;
}

export const tenants: readonly TenantCompany[] = [
  {
    slug: 'acme',
    legalName: 'Acme Telecomunicaciones S.A. de C.V.',
    tradeName: 'Acme Telecom',
    taxId: 'ATE120315AB8',
    currency: 'MXN',
    defaultLocale: 'es-MX',
    timeZone: 'America/Mexico_City',
    taxRate: 16,
    logo: '/assets/tenants/acme.svg',
    address: 'Av. Insurgentes Sur 1602, Ciudad de México',
  },
  {
    slug: 'globex',
    legalName: 'Globex Communications Inc.',
    tradeName: 'Globex Communications',
    taxId: '84-1234567',
    currency: 'USD',
    defaultLocale: 'en-US',
    timeZone: 'America/Chicago',
    taxRate: 8.25,
    logo: '/assets/tenants/globex.svg',
    address: '100 Main Street, Springfield',
  },
];

export const findTenant = (slug: string): TenantCompany | undefined => tenants.find((t) => t.slug === slug);

/**
 * What the mock services learned of a tenant's company from the platform (`/companies/current`, asked before each
 * tenant is served): tenants created at run time are not in the list above, and a company's settings may change.
 */
const learnedCompanies = new Map<string, Pick<TenantCompany, 'currency' | 'taxRate'>>();

/** Keeps the platform's answer for a tenant (src/mirage/auth.ts calls it). */
export const learnTenantCompany = (slug: string, company: Pick<TenantCompany, 'currency' | 'taxRate'>): void => {
  learnedCompanies.set(slug, { currency: company.currency, taxRate: company.taxRate });
};

/** A tenant's company currency: the platform's latest word, else the static list's. */
export const tenantCurrency = (slug: string): TenantCompany['currency'] | undefined => (learnedCompanies.get(slug) ?? findTenant(slug))?.currency;

/** A company's sales tax as a product's tax rate (a decimal string: `'16'`, `'8.25'`); the default of new products. */
export const companyTaxRate = (slug: string): string => String((learnedCompanies.get(slug) ?? findTenant(slug))?.taxRate ?? 16);
