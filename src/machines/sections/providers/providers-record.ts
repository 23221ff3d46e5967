/** A provider's page and form on the shared catalog-section wiring: the record machine, New provider and their drafts. */
import { accountSchemes } from '../../../domain/bank-account';
import { emptySupplierInput, normalizeSupplierInput, validateSupplier, type Supplier, type SupplierInput } from '../../../domain/supplier';
import { resourceSection } from '../resource-section';
import type { SectionDeps } from '../section-deps';
import { suppliersEndpoint } from './provider-api';
import { providersListId, providersPath } from './providers-list';

export const supplierToInput = (s: Supplier): SupplierInput => ({
  name: s.name,
  taxId: s.taxId,
  contactName: s.contactName,
  email: s.email,
  phone: s.phone,
  paymentTermsDays: s.paymentTermsDays,
  status: s.status,
  bankAccounts: s.bankAccounts.map((a) => ({ ...a })),
});

/** Whether a stored draft holds provider values (drafts are read back, never trusted). */
export function isSupplierInput(values: unknown): values is SupplierInput {
  if (typeof values !== 'object' || values === null) return false;
  const v = values as Record<string, unknown>;
  return (
    ['name', 'taxId', 'contactName', 'email', 'phone', 'status'].every((k) => typeof v[k] === 'string') &&
    typeof v.paymentTermsDays === 'number' &&
    Array.isArray(v.bankAccounts) &&
    v.bankAccounts.every((a) => {
      if (typeof a !== 'object' || a === null) return false;
      const r = a as Record<string, unknown>;
      return ['bankId', 'accountNumber', 'routingNumber'].every((k) => typeof r[k] === 'string') && (accountSchemes as readonly unknown[]).includes(r.scheme) && typeof r.primary === 'boolean';
    })
  );
}

/**
 * Providers: the catalogs service's rules for the tenant's country. `bankCode` names a bank's code from the banks the
 * screen has loaded, so a CLABE of another bank is caught before sending; whether a bank is active is the service's.
 */
export const providersSection = (deps: SectionDeps, bankCode: (id: string) => string | undefined = () => undefined) =>
  resourceSection<Supplier, SupplierInput>(deps, {
    name: 'providers',
    endpoint: suppliersEndpoint,
    path: providersPath,
    listId: providersListId,
    toValues: supplierToInput,
    isValues: isSupplierInput,
    normalize: (values) => normalizeSupplierInput(values, deps.country),
    validate: (values) => validateSupplier(values, { country: deps.country, bankCode }),
    isActive: (s) => s.status === 'active',
    withActive: (values, active) => ({ ...values, status: active ? 'active' : 'inactive' }),
  });

/** New provider: an empty form, 30 days' terms, no account yet. */
export const providerCreateFlow = (deps: SectionDeps, bankCode?: (id: string) => string | undefined) =>
  providersSection(deps, bankCode).createFlow(emptySupplierInput);
