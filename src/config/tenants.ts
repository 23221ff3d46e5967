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
    taxId: 'ATE120315AB1',
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

/** A company's sales tax as a product's tax rate (a decimal string: `'16'`, `'8.25'`); the default of new products. */
export const companyTaxRate = (slug: string): string => String(findTenant(slug)?.taxRate ?? 16);
