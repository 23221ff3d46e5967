/**
 * A tenant's company (DOMAIN.md "Tenancy"): what `/companies/current` answers and what its configuration page
 * writes, with the rules the platform's service and the form share. Pure.
 */
import { checkInteger, checkOneOf, checkText, collectErrors, isPlainObject, trimStrings } from './fields';
import { checkImageDataUrl, isAppAssetPath } from './image';
import type { Audited, FieldErrorCode, FieldErrors } from './resource';
import { normalizeTaxId, taxCountryOf, taxIdError } from './tax-id';
import type { TenantStatus } from './tenant-lifecycle';

export const companyCurrencies = ['MXN', 'USD'] as const;
export type CompanyCurrency = (typeof companyCurrencies)[number];
export const companyLocales = ['es-MX', 'en-US'] as const;
export type CompanyLocale = (typeof companyLocales)[number];

/** The numbered documents of DOMAIN.md, each with its own prefix and next number. */
export const documentTypes = ['sales-order', 'requisition', 'quotation', 'purchase-order', 'delivery', 'cash-closing', 'work-order', 'contract'] as const;
export type DocumentType = (typeof documentTypes)[number];

export interface DocumentNumbering {
  /** 1 to 6 upper-case letters, digits or hyphens. */
  prefix: string;
  /** The number the next document of this type gets, >= 1. */
  next: number;
}

export const defaultPrefixes: Record<DocumentType, string> = {
  'sales-order': 'SO',
  requisition: 'REQ',
  quotation: 'QUO',
  'purchase-order': 'PO',
  delivery: 'DEL',
  'cash-closing': 'CC',
  'work-order': 'WO',
  contract: 'CON',
};

export const defaultNumbering = (): Record<DocumentType, DocumentNumbering> =>
  Object.fromEntries(documentTypes.map((t) => [t, { prefix: defaultPrefixes[t], next: 1 }])) as Record<DocumentType, DocumentNumbering>;

/** What the configuration page writes (`PUT /companies/current`). */
export interface CompanyInput {
  legalName: string;
  tradeName: string;
  /** RFC for an MXN company, EIN for a USD one. */
  taxId: string;
  /** One line or several, as printed on documents. */
  address: string;
  /** A same-origin path or a `data:image/...;base64,` URL; null: no logo. */
  logo: string | null;
  /** Changes only while `currencyLocked` is false. */
  currency: CompanyCurrency;
  /** IANA time zone. */
  timeZone: string;
  defaultLocale: CompanyLocale;
  /** Percent, 0 to 100, up to 4 decimals. */
  taxRate: number;
  numbering: Record<DocumentType, DocumentNumbering>;
}

/** The company as `/companies/current` answers it. */
export type CompanyRecord = Audited &
  CompanyInput & {
    /** The tenant's subdomain. */
    slug: string;
    /** The tenant's lifecycle state: the app shows a suspended or archived tenant as such. */
    status: TenantStatus;
    /** True once the tenant has documents: its currency can no longer change. */
    currencyLocked: boolean;
  };

export const companyLimits = { legalName: 200, tradeName: 100, address: 500, maxNext: 999_999_999, logoBytes: 256 * 1024 } as const;

export const prefixPattern = /^[A-Z0-9-]{1,6}$/;

/** An IANA time zone the runtime knows. */
export function isTimeZone(value: string): boolean {
  if (value === '' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The IANA time zones to choose from (the runtime's list; one zone when it has none). */
export const timeZones = (): string[] => {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  return supported ? supported('timeZone') : ['UTC'];
};

/** A tax rate's error: a number 0..100 with at most 4 decimals. */
export function taxRateError(value: unknown): FieldErrorCode | null {
  if (value === undefined || value === null || value === '') return 'required';
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'not-a-number';
  if (value < 0 || value > 100 || Math.round(value * 10_000) / 10_000 !== value) return 'out-of-range';
  return null;
}

/**
 * A logo the app may show: an asset of the app's own origin (the seeded logos), or an uploaded image by the one image
 * rule of the product (src/domain/image.ts: PNG, JPEG or WebP proven by its bytes, at most 256 KB, as a data URL).
 */
export function logoError(value: unknown): FieldErrorCode | null {
  if (value === null) return null;
  if (typeof value !== 'string') return 'invalid-format';
  if (isAppAssetPath(value)) return null;
  if (!value.startsWith('data:')) return 'invalid-format';
  const check = checkImageDataUrl(value);
  return check.ok ? null : check.code;
}

export function normalizeCompanyInput(input: CompanyInput): CompanyInput {
  const t = trimStrings(input);
  const numbering = isPlainObject(t.numbering)
    ? (Object.fromEntries(
        Object.entries(t.numbering).map(([type, n]) => [type, isPlainObject(n) && typeof n.prefix === 'string' ? { ...n, prefix: n.prefix.toUpperCase() } : n]),
      ) as CompanyInput['numbering'])
    : t.numbering;
  return {
    ...t,
    numbering,
    ...(typeof t.taxId === 'string' ? { taxId: normalizeTaxId(t.taxId, taxCountryOf(t.currency)) } : {}),
  };
}

export interface CompanyRules {
  /** The stored company: its currency may only change while it is not locked. */
  previous?: Pick<CompanyRecord, 'currency' | 'currencyLocked'>;
}

/** Field errors of a (normalized) company input; a locked currency that changes is `out-of-range`. */
export function validateCompany(input: CompanyInput, rules: CompanyRules = {}): FieldErrors {
  const c = collectErrors();
  const raw = input as unknown as Record<string, unknown>;
  checkText(c, 'legalName', raw.legalName, { max: companyLimits.legalName });
  checkText(c, 'tradeName', raw.tradeName, { max: companyLimits.tradeName });
  checkText(c, 'address', raw.address, { required: false, max: companyLimits.address });
  checkOneOf(c, 'currency', raw.currency, companyCurrencies);
  if (rules.previous?.currencyLocked && typeof raw.currency === 'string' && raw.currency !== rules.previous.currency) c.add('currency', 'out-of-range');
  if (typeof raw.taxId === 'string') {
    const code = taxIdError(raw.taxId, taxCountryOf(typeof raw.currency === 'string' ? raw.currency : undefined));
    if (code) c.add('taxId', code);
  } else checkText(c, 'taxId', raw.taxId);
  if (raw.logo === undefined) c.add('logo', 'required');
  else {
    const logo = logoError(raw.logo);
    if (logo) c.add('logo', logo);
  }
  if (typeof raw.timeZone !== 'string' || raw.timeZone === '') c.add('timeZone', 'required');
  else if (!isTimeZone(raw.timeZone)) c.add('timeZone', 'invalid-format');
  checkOneOf(c, 'defaultLocale', raw.defaultLocale, companyLocales);
  const rate = taxRateError(raw.taxRate);
  if (rate) c.add('taxRate', rate);
  if (!isPlainObject(raw.numbering)) c.add('numbering', 'required');
  else {
    for (const type of documentTypes) {
      const n = raw.numbering[type];
      if (!isPlainObject(n)) {
        c.add(`numbering.${type}`, 'required');
        continue;
      }
      checkText(c, `numbering.${type}.prefix`, n.prefix, { pattern: prefixPattern });
      checkInteger(c, `numbering.${type}.next`, n.next, 1, companyLimits.maxNext);
    }
  }
  return c.errors;
}

/** The writable fields of a stored company. */
export const companyToInput = (c: CompanyRecord): CompanyInput => ({
  legalName: c.legalName,
  tradeName: c.tradeName,
  taxId: c.taxId,
  address: c.address,
  logo: c.logo,
  currency: c.currency,
  timeZone: c.timeZone,
  defaultLocale: c.defaultLocale,
  taxRate: c.taxRate,
  numbering: Object.fromEntries(documentTypes.map((t) => [t, { ...c.numbering[t] }])) as CompanyInput['numbering'],
});
