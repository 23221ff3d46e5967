/** A small customer form for the kit's tests: its values, pure rules, parser and errors as the services send them. */
import type { Audited, FieldErrors } from '../../src/domain/resource';
import { ApiError } from '../../src/machines/effects/api-error';
import { createFormMachine } from '../../src/machines/kit/form.machine';

export interface CustomerValues {
  name: string;
  email: string;
  /** Minor units of the company currency. */
  creditLimit: number | null;
  address: { city: string };
}

export interface Customer extends Audited, CustomerValues {
  status: 'active' | 'inactive';
}

export const emptyCustomer: CustomerValues = { name: '', email: '', creditLimit: null, address: { city: '' } };

export const stored: Customer = {
  id: 'c1',
  version: 3,
  createdAt: '2024-01-01T00:00:00Z',
  createdBy: 'u1',
  updatedAt: '2024-01-02T00:00:00Z',
  updatedBy: 'u1',
  name: 'Acme',
  email: 'billing@acme.example',
  creditLimit: 100000,
  address: { city: 'Monterrey' },
  status: 'active',
};

/** The same rules the mock service would run. */
export function validateCustomer(values: CustomerValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.name.trim() === '') errors.name = ['required'];
  else if (values.name.length > 40) errors.name = ['too-long'];
  if (values.email !== '' && !/^[^@\s]+@[^@\s]+$/.test(values.email)) errors.email = ['invalid-email'];
  if (values.creditLimit !== null && values.creditLimit < 0) errors.creditLimit = ['out-of-range'];
  return errors;
}

export const toValues = (c: Customer): CustomerValues => ({ name: c.name, email: c.email, creditLimit: c.creditLimit, address: { ...c.address } });

export function parseCustomer(raw: unknown): Customer {
  const r = raw as Customer;
  if (typeof r?.id !== 'string' || typeof r.version !== 'number' || typeof r.name !== 'string') throw new TypeError('customer');
  return r;
}

export const customerForm = createFormMachine<CustomerValues, Customer>({ validate: validateCustomer, toValues, parse: parseCustomer });

const url = 'http://localhost/api/catalogs/customers/c1';
export const errors = {
  offline: () => new ApiError({ kind: 'network', code: 'offline', method: 'PUT', url }),
  server: () => new ApiError({ kind: 'http', code: 'server', method: 'PUT', url, status: 503 }),
  timeout: () => new ApiError({ kind: 'timeout', code: 'timeout', method: 'PUT', url }),
  forbidden: () => new ApiError({ kind: 'http', code: 'forbidden', method: 'PUT', url, status: 403 }),
  invalid: (fieldErrors: Record<string, string[]>) =>
    new ApiError({ kind: 'http', code: 'invalid', method: 'PUT', url, status: 422, type: 'validation', problem: { errors: fieldErrors } }),
  conflict: (current: unknown) =>
    new ApiError({ kind: 'http', code: 'conflict', method: 'PUT', url, status: 409, type: 'conflict', problem: { current: current as Record<string, unknown> } }),
  referenced: () => new ApiError({ kind: 'http', code: 'conflict', method: 'DELETE', url, status: 409, type: 'referenced' }),
  notFound: () => new ApiError({ kind: 'http', code: 'notFound', method: 'GET', url, status: 404 }),
};
