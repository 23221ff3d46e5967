/**
 * The catalogs service's suppliers (the providers screen): the endpoint and the check of every answer. The banks of
 * their accounts come from the banking service (banks/bank-api).
 */
import { accountSchemes } from '../../../domain/bank-account';
import { supplierStatuses, type Supplier, type SupplierBankAccount } from '../../../domain/supplier';
import type { ResourceEndpoint } from '../../effects/resource-api';
import { parseAudited } from '../../effects/resource-api';
import { bool, count, list, oneOf, record, text } from '../../effects/shape';

function parseSupplierAccount(raw: unknown): SupplierBankAccount {
  const name = 'supplier.bankAccounts[]';
  const r = record(raw, name);
  const bankId = text(r, 'bankId', name);
  if (bankId === '') throw new TypeError(`${name}.bankId must not be empty`);
  return {
    bankId,
    scheme: oneOf(r, 'scheme', accountSchemes, name),
    accountNumber: text(r, 'accountNumber', name),
    routingNumber: text(r, 'routingNumber', name),
    primary: bool(r.primary, `${name}.primary`),
  };
}

export function parseSupplier(raw: unknown): Supplier {
  const r = record(raw, 'supplier');
  return {
    ...parseAudited(r, 'supplier'),
    code: text(r, 'code', 'supplier'),
    name: text(r, 'name', 'supplier'),
    taxId: text(r, 'taxId', 'supplier'),
    contactName: text(r, 'contactName', 'supplier'),
    email: text(r, 'email', 'supplier'),
    phone: text(r, 'phone', 'supplier'),
    paymentTermsDays: count(r, 'paymentTermsDays', 'supplier'),
    status: oneOf(r, 'status', supplierStatuses, 'supplier'),
    bankAccounts: list(r.bankAccounts, 'supplier.bankAccounts').map(parseSupplierAccount),
  };
}

export const suppliersEndpoint: ResourceEndpoint<Supplier> = { service: 'catalogs', resource: 'suppliers', parse: parseSupplier };
