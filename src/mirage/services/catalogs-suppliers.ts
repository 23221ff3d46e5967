/**
 * The catalogs service's suppliers (DOMAIN.md): numbered PRV-0001 per tenant, tax id by the tenant's country, and
 * their bank accounts at banks of the banking service (loaded before a write: `writeNeeds`). Registered by the
 * catalogs service (catalogs.ts).
 */
import { Permission as P } from '../../config/permissions';
import type { Bank } from '../../domain/bank';
import { formatSupplierCode, normalizeSupplierInput, supplierListSpec, validateSupplier, type Supplier, type SupplierInput } from '../../domain/supplier';
import { defineResource } from './service';

export const suppliers = defineResource<Supplier, SupplierInput>({
  name: 'suppliers',
  area: 'suppliers',
  description:
    'Suppliers (providers); `code` PRV-0001 numbered per tenant on create; tax id an RFC (MX tenants) or EIN (US); `bankAccounts` [{bankId, scheme, accountNumber, routingNumber, primary}]: an active bank, CLABE (MX) or IBAN / ABA (US), exactly one primary',
  listSpec: supplierListSpec,
  // Purchases pick suppliers (requisitions, quotations, purchase orders).
  read: [P.CatalogsSuppliers, P.OrderPurchases],
  write: P.CatalogsSuppliers,
  writeNeeds: ['banking'],
  fields: ['name', 'taxId', 'contactName', 'email', 'phone', 'paymentTermsDays', 'status', 'bankAccounts'],
  assigned: ['code'],
  defaults: () => ({ contactName: '', email: '', phone: '', paymentTermsDays: 0, status: 'active', bankAccounts: [] }),
  normalize: (input, { country }) => normalizeSupplierInput(input, country),
  // The banking area is in memory (writeNeeds) and shares the tenant's store.
  validate: (input, { country, data, previous }) =>
    validateSupplier(input, {
      country,
      bank: (id) => data.collection<Bank>('banks').get(id),
      ...(previous ? { previous } : {}),
    }),
  assign: (_input, { data }) => {
    const next = data.sequence('suppliers') + 1;
    return { fields: { code: formatSupplierCode(next) }, sequence: next };
  },
});
