/**
 * A service contract on paper (issue 10 point 3): the customer and the installation address, the plan, the start and
 * end days, the term, the billing day, a row per term (the first and each renewal: from, to, months) and the monthly
 * fee. Read through the contracts section's endpoint and parser (a malformed contract is refused whole).
 */
import type { Contract } from '../../domain/contract';
import { getResource } from '../effects/resource-api';
import { contractsEndpoint } from '../sections/contracts/contract-api';
import { day, money, quantity, text, type PrintModel, type PrintSource } from './print-model';
import { addressLines } from './print-related';

export function contractModel(contract: Contract): PrintModel {
  return {
    type: 'contract',
    number: contract.number,
    status: contract.status,
    parties: [
      { role: 'customer', name: contract.customerName, details: [] },
      { role: 'installAt', name: contract.customerName, details: addressLines(contract.installationAddress) },
    ],
    facts: [
      { key: 'plan', value: text(contract.planCode ? `${contract.planName} (${contract.planCode})` : contract.planName) },
      { key: 'startDate', value: day(contract.startDate) },
      { key: 'endDate', value: day(contract.endDate) },
      { key: 'term', value: quantity(String(contract.termMonths)) },
      { key: 'billingDay', value: quantity(String(contract.billingDay)) },
      { key: 'monthlyFee', value: money(contract.monthlyFee) },
    ],
    columns: ['termStart', 'termEnd', 'months'],
    rowsAre: 'terms',
    rows: contract.terms.map((term) => ({ termStart: day(term.start), termEnd: day(term.end), months: quantity(String(term.months)) })),
    totals: [{ key: 'monthlyFee', minor: contract.monthlyFee, grand: true }],
    notes: contract.notes,
  };
}

export const contractPrint: PrintSource = {
  load: async (config, id, signal) => contractModel(await getResource(config, contractsEndpoint, id, signal)),
  detailPath: (id) => `/contracts/services/${encodeURIComponent(id)}`,
};
