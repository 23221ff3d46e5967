/** A customer's page and forms: the record machine (read, edit, delete with Undo, deactivate) and the create form. */
import { emptyCustomerInput, normalizeCustomerInput, validateCustomer, type Customer, type CustomerInput } from '../../../domain/customer';
import { resourceSection } from '../resource-section';
import type { SectionDeps } from '../section-deps';
import { customersEndpoint } from './customer-api';
import { customersListId, customersPath } from './customers-list';

/** The writable fields of a stored customer: what its form edits. */
export const customerToInput = (c: Customer): CustomerInput => ({
  name: c.name,
  taxId: c.taxId,
  email: c.email,
  phone: c.phone,
  address: { ...c.address },
  businessLineId: c.businessLineId,
  creditLimit: c.creditLimit,
  paymentTermsDays: c.paymentTermsDays,
  status: c.status,
});

/** Whether a stored draft holds customer values (drafts are read back, never trusted). */
export function isCustomerInput(values: unknown): values is CustomerInput {
  if (typeof values !== 'object' || values === null) return false;
  const v = values as Record<string, unknown>;
  const a = v.address as Record<string, unknown> | null;
  return (
    ['name', 'taxId', 'email', 'phone', 'status'].every((k) => typeof v[k] === 'string') &&
    typeof a === 'object' && a !== null && ['street', 'city', 'state', 'postalCode', 'country'].every((k) => typeof a[k] === 'string') &&
    (v.businessLineId === null || typeof v.businessLineId === 'string') &&
    typeof v.creditLimit === 'number' && typeof v.paymentTermsDays === 'number'
  );
}

/** Customers on the shared catalog-section wiring: the catalogs service's rules for the tenant's country. */
export const customersSection = (deps: SectionDeps) =>
  resourceSection<Customer, CustomerInput>(deps, {
    name: 'customers',
    endpoint: customersEndpoint,
    path: customersPath,
    listId: customersListId,
    toValues: customerToInput,
    isValues: isCustomerInput,
    normalize: (values) => normalizeCustomerInput(values, deps.country),
    validate: (values) => validateCustomer(values, { country: deps.country }),
    isActive: (c) => c.status === 'active',
    withActive: (values, active) => ({ ...values, status: active ? 'active' : 'inactive' }),
  });

/** New customer: the empty form in the tenant's country. */
export const customerCreateFlow = (deps: SectionDeps) => customersSection(deps).createFlow(() => emptyCustomerInput(deps.country));
