/**
 * Customers (DOMAIN.md "Entities"): the record, what a client may write, the validation rules and the list
 * query spec. Pure: the catalogs service and the customer form use the same rules.
 */
import { checkAddress, type Address } from './address';
import { checkInteger, checkMinorUnits, checkOneOf, checkText, collectErrors, isEmail, isPhone, trimStrings } from './fields';
import type { ListSpec } from './list-query';
import type { Audited, FieldErrors } from './resource';
import { normalizeTaxId, taxIdError, type TaxCountry } from './tax-id';

export type { Address } from './address';

export const customerStatuses = ['active', 'inactive'] as const;
export type CustomerStatus = (typeof customerStatuses)[number];

/** The fields a client writes (create and update); `code` is assigned by the service. */
export interface CustomerInput {
  name: string;
  /** RFC in Mexico, EIN in the United States (the tenant's country decides). */
  taxId: string;
  /** '' when unknown. */
  email: string;
  /** '' when unknown. */
  phone: string;
  address: Address;
  businessLineId: string | null;
  /** Integer minor units of the company currency, >= 0. */
  creditLimit: number;
  /** Whole days, 0 to 365. */
  paymentTermsDays: number;
  status: CustomerStatus;
}

export type Customer = Audited & CustomerInput & {
  /** `CLI-000001`: numbered per tenant by the service on create, never reused. */
  code: string;
};

export const customerLimits = { name: 200, email: 254, phone: 30, paymentTermsDays: 365 } as const;

/** A blank customer for a form, in the tenant's country. */
export const emptyCustomerInput = (country: TaxCountry): CustomerInput => ({
  name: '',
  taxId: '',
  email: '',
  phone: '',
  address: { street: '', city: '', state: '', postalCode: '', country },
  businessLineId: null,
  creditLimit: 0,
  paymentTermsDays: 0,
  status: 'active',
});

/** The form of the input the service stores: strings trimmed, the tax id normalized, the email lower case. */
export function normalizeCustomerInput(input: CustomerInput, country: TaxCountry): CustomerInput {
  const trimmed = trimStrings(input);
  return {
    ...trimmed,
    ...(typeof trimmed.taxId === 'string' ? { taxId: normalizeTaxId(trimmed.taxId, country) } : {}),
    ...(typeof trimmed.email === 'string' ? { email: trimmed.email.toLowerCase() } : {}),
    ...(trimmed.address && typeof trimmed.address.country === 'string' ? { address: { ...trimmed.address, country: trimmed.address.country.toUpperCase() } } : {}),
  };
}

export interface CustomerRules {
  /** The tenant's country: the tax id is an RFC for MX, an EIN for US. */
  country: TaxCountry;
  /** Looks up a business line (reference checks); without it references are not checked. */
  businessLine?: (id: string) => { status: 'active' | 'inactive' } | undefined;
  /** The stored customer on update: keeping an inactive business line it already has is allowed. */
  previous?: Pick<CustomerInput, 'businessLineId'>;
}

/** Field errors of a customer input (empty when valid). Expects `normalizeCustomerInput` to have run. */
export function validateCustomer(input: CustomerInput, rules: CustomerRules): FieldErrors {
  const c = collectErrors();
  const raw = input as unknown as Record<string, unknown>;
  checkText(c, 'name', raw.name, { max: customerLimits.name });
  if (typeof raw.taxId === 'string') {
    const code = taxIdError(raw.taxId, rules.country);
    if (code) c.add('taxId', code);
  } else checkText(c, 'taxId', raw.taxId);
  checkText(c, 'email', raw.email, { required: false, max: customerLimits.email });
  if (typeof raw.email === 'string' && raw.email !== '' && !isEmail(raw.email)) c.add('email', 'invalid-email');
  checkText(c, 'phone', raw.phone, { required: false, max: customerLimits.phone });
  if (typeof raw.phone === 'string' && raw.phone !== '' && !isPhone(raw.phone)) c.add('phone', 'invalid-phone');
  checkAddress(c, 'address', raw.address);
  const line = raw.businessLineId;
  if (line !== null && line !== undefined) {
    if (typeof line !== 'string' || line === '') c.add('businessLineId', 'invalid-format');
    else if (rules.businessLine) {
      const found = rules.businessLine(line);
      if (!found) c.add('businessLineId', 'unknown-reference');
      else if (found.status !== 'active' && rules.previous?.businessLineId !== line) c.add('businessLineId', 'inactive-reference');
    }
  } else if (line === undefined) c.add('businessLineId', 'required');
  checkMinorUnits(c, 'creditLimit', raw.creditLimit);
  checkInteger(c, 'paymentTermsDays', raw.paymentTermsDays, 0, customerLimits.paymentTermsDays);
  checkOneOf(c, 'status', raw.status, customerStatuses);
  return c.errors;
}

/** `CLI-000001` for 1. */
export const formatCustomerCode = (n: number): string => `CLI-${String(n).padStart(6, '0')}`;

/** The number of a code of this form, or null. */
export const customerCodeNumber = (code: string): number | null => {
  const match = /^CLI-(\d{6,})$/.exec(code);
  return match ? Number(match[1]) : null;
};

export const customerListSpec: ListSpec<Customer> = {
  searchFields: ['code', 'name', 'taxId', 'email'],
  sortFields: ['code', 'name', 'createdAt', 'updatedAt', 'creditLimit', 'status'],
  filters: {
    status: { type: 'enum', values: customerStatuses },
    businessLineId: { type: 'reference' },
  },
  defaultSort: 'name',
};
