/**
 * Seed of the suppliers area per tenant (DOMAIN.md "Demo data": acme 300, globex 40): es-MX companies with valid RFCs
 * and CLABE accounts at the seeded Mexican banks; en-US companies with EINs and ABA accounts (a few IBANs). Loaded
 * after the banking area (the accounts name its banks). Deterministic.
 */
import type { Random } from '../../shared/ids';
import { formatSupplierCode, type Supplier, type SupplierBankAccount } from '../../../domain/supplier';
import type { TenantData } from '../data';
import { seedBanks, seedClabe, seedIban, seedRouting, seedRoutingPrefix } from './banking.seed';
import { partyFor } from './people';
import { memoized, randomFor, seedAudit, seedLocaleOf, type SeedLocale } from './seed-kit';

export const supplierSeedSizes: Record<string, number> = { acme: 300, globex: 40 };

const contactNames: Record<SeedLocale, readonly (readonly string[])[]> = {
  MX: [
    ['Lucía', 'Mariana', 'Jorge', 'Ricardo', 'Adriana', 'Héctor', 'Sofía', 'Raúl', 'Verónica', 'Iván', 'Noemí', 'Arturo'],
    ['Hernández', 'García', 'Martínez', 'López', 'Pérez', 'Ramírez', 'Flores', 'Núñez', 'Ávila', 'Castillo', 'Ibarra', 'Domínguez'],
  ],
  US: [
    ['Emily', 'Michael', 'Sarah', 'David', 'Jessica', 'James', 'Ashley', 'Robert', 'Megan', 'Daniel'],
    ['Smith', 'Johnson', 'Brown', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Moore', 'Clark'],
  ],
};

const digits = (random: Random, count: number): string => Array.from({ length: count }, () => random.int(0, 9)).join('');

export const seedSuppliers = memoized((tenant: string): readonly Supplier[] => {
  const size = supplierSeedSizes[tenant];
  if (!size) return [];
  const locale = seedLocaleOf(tenant);
  const banks = seedBanks(tenant);
  const random = randomFor(tenant, 'suppliers');
  const [firsts, lasts] = contactNames[locale] as [readonly string[], readonly string[]];
  const account = (primary: boolean): SupplierBankAccount => {
    const bank = random.pick(banks);
    if (locale === 'MX') return { bankId: bank.id, scheme: 'clabe', accountNumber: seedClabe(random, bank.code), routingNumber: '', primary };
    if (random.chance(0.1)) return { bankId: bank.id, scheme: 'iban', accountNumber: seedIban(random, random.pick(['DE', 'GB'] as const)), routingNumber: '', primary };
    return { bankId: bank.id, scheme: 'aba', accountNumber: digits(random, random.int(8, 12)), routingNumber: seedRouting(seedRoutingPrefix(tenant, bank.id) ?? '02100002'), primary };
  };
  const suppliers: Supplier[] = [];
  for (let n = 1; n <= size; n++) {
    const { name, taxId, email, phone } = partyFor(random, locale);
    const { id, version, createdAt, createdBy, updatedAt, updatedBy } = seedAudit(random, random.uuid());
    const accounts = random.chance(0.85) ? Array.from({ length: random.chance(0.2) ? 2 : 1 }, (_, i) => account(i === 0)) : [];
    // Two accounts at one bank with the same number cannot happen: CLABEs and account numbers are 11+ random digits.
    suppliers.push({
      id,
      code: formatSupplierCode(n),
      name,
      taxId,
      contactName: random.chance(0.9) ? `${random.pick(firsts)} ${random.pick(lasts)}` : '',
      email,
      phone,
      paymentTermsDays: random.pick([0, 15, 30, 30, 30, 45, 60, 90]),
      status: random.chance(0.93) ? 'active' : 'inactive',
      bankAccounts: accounts,
      version,
      createdAt,
      createdBy,
      updatedAt,
      updatedBy,
    });
  }
  return suppliers;
});

export function seed(data: TenantData): void {
  const suppliers = seedSuppliers(data.tenant);
  data.collection<Supplier>('suppliers').putMany(suppliers);
  data.setSequence('suppliers', suppliers.length);
}
