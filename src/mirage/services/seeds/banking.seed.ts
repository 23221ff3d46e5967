/**
 * Seed of the banking area per tenant: banks (acme: 12 Mexican banks with their ABM codes and SWIFT/BIC; globex: a
 * few US banks) and the company's own accounts (acme: CLABEs of those banks; globex: ABA routing numbers and one
 * IBAN). Every number carries its right check digit. Deterministic: the same data on every machine.
 */
import type { Bank } from '../../../domain/bank';
import { abaCheckDigit, ibanCheckDigits, type AccountCurrency, type AccountScheme, type BankAccount } from '../../../domain/bank-account';
import { clabeCheckDigit } from '../../../domain/clabe';
import type { Random } from '../../shared/ids';
import type { TenantData } from '../data';
import { memoized, randomFor, seedAudit, seedLocaleOf, seedSizes, type SeedLocale } from './seed-kit';

/** Code, name, SWIFT/BIC, and for US banks the first eight digits of a routing number of theirs. */
type BankRow = readonly [code: string, name: string, swift: string, routing8?: string];

const bankRows: Record<SeedLocale, readonly BankRow[]> = {
  MX: [
    ['002', 'Banamex', 'BNMXMXMM'],
    ['012', 'BBVA México', 'BCMRMXMM'],
    ['014', 'Santander', 'BMSXMXMM'],
    ['021', 'HSBC', 'BIMEMXMM'],
    ['030', 'BanBajío', 'BJIOMXML'],
    ['036', 'Inbursa', 'INBUMXMF'],
    ['044', 'Scotiabank', 'MBCOMXMM'],
    ['058', 'Banregio', 'BRGIMXMM'],
    ['072', 'Banorte', 'MENOMXMT'],
    ['127', 'Banco Azteca', 'AZTKMXMM'],
    ['137', 'BanCoppel', 'BCOPMXMM'],
    ['646', 'STP', ''],
  ],
  US: [
    ['CHASE', 'JPMorgan Chase Bank', 'CHASUS33', '02100002'],
    ['BOFA', 'Bank of America', 'BOFAUS3N', '02600959'],
    ['WFB', 'Wells Fargo Bank', 'WFBIUS6S', '12100024'],
    ['CITI', 'Citibank', 'CITIUS33', '02100008'],
    ['USB', 'U.S. Bank', 'USBKUS44', '09100002'],
    ['PNC', 'PNC Bank', 'PNCCUS33', '04300009'],
  ],
};

const digits = (random: Random, count: number): string => Array.from({ length: count }, () => random.int(0, 9)).join('');

/** A valid CLABE at the bank with this ABM code: bank, branch city, 11-digit account, check digit. */
export function seedClabe(random: Random, bankCode: string): string {
  const first17 = `${bankCode}${random.pick(['180', '320', '580', '650', '680', '744', '010'])}${digits(random, 11)}`;
  return `${first17}${clabeCheckDigit(first17)}`;
}

/** A valid ABA routing number from a bank's first eight digits. */
export const seedRouting = (routing8: string): string => `${routing8}${abaCheckDigit(routing8)}`;

/** A valid IBAN of a country with a BBAN of digits (GB: 4 letters first). */
export function seedIban(random: Random, country: 'DE' | 'GB'): string {
  const bban = country === 'DE' ? digits(random, 18) : `CITI${digits(random, 14)}`;
  return `${country}${ibanCheckDigits(country, bban)}${bban}`;
}

export const seedBanks = memoized((tenant: string): readonly Bank[] => {
  if (!Object.hasOwn(seedSizes, tenant)) return [];
  const random = randomFor(tenant, 'banks');
  return bankRows[seedLocaleOf(tenant)].map(([code, name, swift]) => ({ ...seedAudit(random, random.uuid()), code, name, swift, status: 'active' }));
});

/** The routing number prefix of a seeded US bank, by its id (the suppliers' ABA accounts use it). */
export const seedRoutingPrefix = (tenant: string, bankId: string): string | undefined => {
  const bank = seedBanks(tenant).find((b) => b.id === bankId);
  return bankRows.US.find(([code]) => code === bank?.code)?.[3];
};

interface AccountRow {
  bank: string;
  name: string;
  currency: AccountCurrency;
  scheme: AccountScheme;
}

const accountRows: Record<SeedLocale, readonly AccountRow[]> = {
  MX: [
    { bank: '012', name: 'Cuenta operativa', currency: 'MXN', scheme: 'clabe' },
    { bank: '072', name: 'Nómina', currency: 'MXN', scheme: 'clabe' },
    { bank: '002', name: 'Cobranza', currency: 'MXN', scheme: 'clabe' },
    { bank: '014', name: 'Cuenta en dólares', currency: 'USD', scheme: 'clabe' },
    { bank: '030', name: 'Inversiones', currency: 'MXN', scheme: 'clabe' },
  ],
  US: [
    { bank: 'CHASE', name: 'Operating account', currency: 'USD', scheme: 'aba' },
    { bank: 'WFB', name: 'Payroll', currency: 'USD', scheme: 'aba' },
    { bank: 'CITI', name: 'Euro account', currency: 'EUR', scheme: 'iban' },
  ],
};

export const seedBankAccounts = memoized((tenant: string): readonly BankAccount[] => {
  const banks = seedBanks(tenant);
  if (banks.length === 0) return [];
  const locale = seedLocaleOf(tenant);
  const random = randomFor(tenant, 'bank-accounts');
  return accountRows[locale].map((row) => {
    const bank = banks.find((b) => b.code === row.bank) as Bank;
    const routing8 = bankRows.US.find(([code]) => code === row.bank)?.[3];
    const accountNumber = row.scheme === 'clabe' ? seedClabe(random, bank.code) : row.scheme === 'iban' ? seedIban(random, 'DE') : digits(random, 10);
    return {
      ...seedAudit(random, random.uuid()),
      bankId: bank.id,
      name: row.name,
      currency: row.currency,
      scheme: row.scheme,
      accountNumber,
      routingNumber: row.scheme === 'aba' && routing8 ? seedRouting(routing8) : '',
      status: 'active',
    };
  });
});

export function seed(data: TenantData): void {
  data.collection<Bank>('banks').putMany(seedBanks(data.tenant));
  data.collection<BankAccount>('bank-accounts').putMany(seedBankAccounts(data.tenant));
}
