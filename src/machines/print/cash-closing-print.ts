/**
 * A cash closing on paper: the register and the business day, the count by denomination (pieces × face value), and
 * the opening float, sales, expected and counted cash with the difference. Read through the cash section's endpoint
 * and parser; the register's name from its registers list (the same permission).
 */
import { cashFigures, denominations, type CashClosing, type CashRegister } from '../../domain/cash-closing';
import { getResource } from '../effects/resource-api';
import { cashClosingsEndpoint, fetchCashRegisters } from '../sections/cashclosing/cash-closing-api';
import { day, money, quantity, text, type PrintModel, type PrintSource, type PrintTotal } from './print-model';

export function cashClosingModel(closing: CashClosing, register: Pick<CashRegister, 'name' | 'code'> | null): PrintModel {
  const figures = cashFigures(closing);
  const totals: PrintTotal[] = [
    { key: 'openingFloat', minor: closing.openingFloat },
    { key: 'cashSales', minor: closing.cashSales },
    { key: 'cardSales', minor: closing.cardSales },
    { key: 'expected', minor: figures.expected },
    { key: 'counted', minor: figures.counted },
  ];
  if (figures.difference !== null) totals.push({ key: 'difference', minor: figures.difference, grand: true });
  return {
    type: 'cash-closing',
    number: closing.number,
    status: closing.status,
    // The cashier by the name the closing carries (written by the service).
    parties: closing.cashierName ? [{ role: 'cashier', name: closing.cashierName, details: [] }] : [],
    facts: [
      { key: 'date', value: day(closing.date) },
      { key: 'register', value: text(register ? `${register.name} (${register.code})` : closing.registerId) },
      ...(closing.rejection ? [{ key: 'reason' as const, value: text(closing.rejection.reason) }] : []),
    ],
    columns: ['denomination', 'count', 'amount'],
    rows: denominations[closing.currency].map((d) => {
      const pieces = closing.counts[d.id];
      return {
        denomination: money(d.value),
        count: typeof pieces === 'number' ? quantity(String(pieces)) : text('—'),
        amount: money(typeof pieces === 'number' ? pieces * d.value : 0),
      };
    }),
    totals,
    notes: closing.countNote,
  };
}

export const cashClosingPrint: PrintSource = {
  load: async (config, id, signal) => {
    const closing = await getResource(config, cashClosingsEndpoint, id, signal);
    const registers = await fetchCashRegisters(config, signal);
    return cashClosingModel(closing, registers.find((r) => r.id === closing.registerId) ?? null);
  },
  detailPath: (id) => `/cashclosing/${encodeURIComponent(id)}`,
};
