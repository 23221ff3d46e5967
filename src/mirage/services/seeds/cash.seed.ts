/**
 * Seed of the cash area (DOMAIN.md "Demo data"): acme's 3 registers with a closing per register and day over the
 * last year (1,095), globex's 2 registers over the last quarter (180), and one spare register each with no closing. Every closing is consistent with its rules:
 * counts by denomination that add up to the counted cash, a note wherever the count differs, approved by someone
 * other than its submitter. The days run up to today: today's closings are open or being counted, yesterday's wait
 * for approval or were sent back, older ones are approved. Closings move no stock (cash only), so nothing here has
 * to agree with the inventory seed. Deterministic: the same data on every machine for a given day.
 */
import { denominations, emptyCounts, formatClosingNumber, type CashClosing, type CashCounts, type CashRegister } from '../../../domain/cash-closing';
import { defaultPrefixes } from '../../../domain/company';
import type { Currency } from '../../../domain/money';
import type { Employee } from '../../../domain/employee';
import type { Random } from '../../shared/ids';
import type { TenantData } from '../data';
import { seedPeople } from './people.seed';
import { dayStart, randomFor, SEED_USER, seedLocaleOf } from './seed-kit';

const registerRows = {
  MX: [
    ['CAJA-01', 'Caja 1', 'Sucursal Centro, planta baja'],
    ['CAJA-02', 'Caja 2', 'Sucursal Centro, mostrador de equipos'],
    ['CAJA-03', 'Caja 3', 'Sucursal Norte'],
    ['CAJA-04', 'Caja de eventos', 'Ferias y eventos'],
  ],
  US: [
    ['REG-01', 'Register 1', 'Main store, front counter'],
    ['REG-02', 'Register 2', 'Main store, device desk'],
    ['REG-03', 'Events register', 'Pop-up events'],
  ],
} as const;

/** The registers that close every day (the others are spare, free to open). */
const dailyRegisters: Record<string, number> = { acme: 3, globex: 2 };

/** Days of closings per seeded tenant; any other tenant starts empty. */
const seedDays: Record<string, number> = { acme: 365, globex: 90 };

/** Who submitted the seeded counts (the register's user) and who approved them (demo accounts of the identity provider). */
const SUBMITTER = 'usr_cashier';
const approversOf: Record<string, readonly string[]> = { acme: ['usr_ana', 'usr_root'], globex: ['usr_gus'] };

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const at = (day: string, hour: number, minute: number) => `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`;

/** Pieces per denomination adding up to exactly `amount` (a multiple of the smallest coin). */
export function countsFor(currency: Currency, amount: number, random: Random): CashCounts {
  const list = denominations[currency];
  const counts = emptyCounts(currency);
  let rest = amount;
  list.forEach((d, i) => {
    const last = i === list.length - 1;
    const most = Math.floor(rest / d.value);
    // Large notes take most of the amount; a few of each smaller piece are left for the rest.
    const pieces = last ? most : Math.max(0, most - random.int(0, Math.min(most, i < 3 ? 2 : 6)));
    counts[d.id] = pieces;
    rest -= pieces * d.value;
  });
  return counts;
}

export function seedCash(tenant: string, today: number): { registers: CashRegister[]; closings: CashClosing[] } {
  const days = seedDays[tenant];
  if (days === undefined) return { registers: [], closings: [] };
  const locale = seedLocaleOf(tenant);
  const currency: Currency = locale === 'MX' ? 'MXN' : 'USD';
  const smallest = (denominations[currency].at(-1) as { value: number }).value;
  const random = randomFor(tenant, 'cash');
  const first = dayOf(today - (days - 1) * DAY);
  const registers: CashRegister[] = registerRows[locale].map(([code, name, location]) => ({
    id: random.uuid(),
    version: 1,
    createdAt: at(first, 7, 0),
    createdBy: SEED_USER,
    updatedAt: at(first, 7, 0),
    updatedBy: SEED_USER,
    code,
    name,
    location,
    status: 'active',
  }));
  const cashiers: Employee[] = seedPeople(tenant).employees.filter((e) => e.status === 'active').slice(0, 12);
  const closings: CashClosing[] = [];
  const float = currency === 'MXN' ? 200_000 : 20_000;
  let n = 0;
  for (let d = days - 1; d >= 0; d--) {
    const day = dayOf(today - d * DAY);
    registers.slice(0, dailyRegisters[tenant]).forEach((register, r) => {
      n++;
      const cashier = cashiers[(d + r) % Math.max(1, cashiers.length)] as Employee | undefined;
      // Sales in whole multiples of the smallest coin (an MXN count can only reach multiples of 50 centavos).
      const cashSales = Math.round(random.int(currency === 'MXN' ? 300_000 : 30_000, currency === 'MXN' ? 2_500_000 : 250_000) / smallest) * smallest;
      const cardSales = random.int(currency === 'MXN' ? 500_000 : 50_000, currency === 'MXN' ? 4_000_000 : 400_000);
      const off = random.chance(0.12) ? random.pick([-2, -1, 1]) * random.int(1, 10) * (currency === 'MXN' ? 1_000 : 100) : 0;
      const status: CashClosing['status'] = d === 0 ? (r === 1 ? 'counting' : 'open') : d === 1 && r === 0 ? 'submitted' : 'approved';
      const counted = status === 'open' ? null : countsFor(currency, float + cashSales + off, random);
      // Today's count is half done: the coins are still to count.
      if (status === 'counting' && counted) for (const coin of denominations[currency].filter((x) => x.kind === 'coin')) counted[coin.id] = null;
      const note = status !== 'counting' && counted && off !== 0 ? (locale === 'MX' ? (off < 0 ? 'Faltante: cambio mal entregado' : 'Sobrante: venta sin ticket') : off < 0 ? 'Short: change given wrong' : 'Over: sale without a receipt') : '';
      const opened = at(day, 8, random.int(0, 30));
      const closed = at(day, 20, random.int(0, 59));
      const submitted = status === 'submitted' || status === 'approved';
      const approver = random.pick(approversOf[tenant] ?? ['usr_root']);
      closings.push({
        id: random.uuid(),
        version: status === 'approved' ? 5 : status === 'submitted' ? 4 : status === 'counting' ? 3 : 1,
        createdAt: opened,
        createdBy: SEED_USER,
        updatedAt: status === 'open' ? opened : closed,
        updatedBy: status === 'approved' ? approver : status === 'open' ? SEED_USER : SUBMITTER,
        number: formatClosingNumber(defaultPrefixes['cash-closing'], n),
        date: day,
        currency,
        registerId: register.id,
        cashierId: cashier?.id ?? '',
        cashierName: cashier?.name ?? '',
        openingFloat: float,
        // Today's open registers are still selling: the point of sale has reported part of the day.
        cashSales: status === 'open' ? Math.round(cashSales / 3 / smallest) * smallest : cashSales,
        cardSales: status === 'open' ? Math.round(cardSales / 3) : cardSales,
        counts: counted ?? emptyCounts(currency),
        countNote: note,
        submittedBy: submitted ? SUBMITTER : null,
        approvedBy: status === 'approved' ? approver : null,
        rejection: null,
        status,
      });
    });
  }
  return { registers, closings };
}

export function seed(data: TenantData, today: string): void {
  // The tenant's business day from the services' clock (data.ts), not the machine's: tests with a fixed clock get fixed data.
  const { registers, closings } = seedCash(data.tenant, dayStart(today));
  data.collection<CashRegister>('cash-registers').putMany(registers);
  data.collection<CashClosing>('cash-closings').putMany(closings);
  data.setSequence('cash-closings', closings.length);
}
