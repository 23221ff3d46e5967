/** The cash closings CSV: every figure of a closing in plain machine formats (ISO dates, dot decimals). */
import type { ActorSystem } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { cashFigures, type CashClosing, type CashRegister } from '../../../domain/cash-closing';
import type { Employee } from '../../../domain/employee';
import { toMajorString } from '../../../domain/money';
import type { CsvColumn } from '../../kit/csv';
import { saveCsvFile } from '../../effects/save-file';
import { createExportMachine } from '../../kit/export.machine';
import { selectLookupData, type LookupRef } from '../../kit/lookup.machine';
import { cashiersLookupId, cashRegistersLookupId, fetchCashClosingsPage } from './cashclosing-list';

export interface CashNames {
  register: (id: string) => string;
  cashier: (id: string) => string;
}

const money = (minor: number | null, c: CashClosing) => (minor === null ? null : toMajorString(minor, c.currency));

export const cashClosingCsvColumns = (names: CashNames): CsvColumn<CashClosing>[] => [
  { id: 'number', csv: (c) => c.number },
  { id: 'date', csv: (c) => c.date },
  { id: 'registerId', csv: (c) => names.register(c.registerId) },
  { id: 'cashierId', csv: (c) => c.cashierName || names.cashier(c.cashierId) },
  { id: 'currency', csv: (c) => c.currency },
  { id: 'openingFloat', csv: (c) => money(c.openingFloat, c) },
  { id: 'cashSales', csv: (c) => money(c.cashSales, c) },
  { id: 'cardSales', csv: (c) => money(c.cardSales, c) },
  { id: 'expected', csv: (c) => money(cashFigures(c).expected, c) },
  { id: 'counted', csv: (c) => money(cashFigures(c).complete ? cashFigures(c).counted : null, c) },
  { id: 'difference', csv: (c) => money(cashFigures(c).difference, c) },
  { id: 'countNote', csv: (c) => c.countNote },
  { id: 'status', csv: (c) => c.status },
  { id: 'updatedAt', csv: (c) => c.updatedAt },
];

/** Names as the section's lookups know them when the export runs; the id until they have loaded. */
export const cashNamesIn = (system: ActorSystem<any>): CashNames => {
  const data = <T>(id: string) => {
    const ref = system.get(id) as LookupRef<T> | undefined;
    return ref ? selectLookupData<T>(ref.getSnapshot()) : null;
  };
  return {
    register: (id) => data<CashRegister[]>(cashRegistersLookupId)?.find((r) => r.id === id)?.name ?? id,
    cashier: (id) => data<Employee[]>(cashiersLookupId)?.find((e) => e.id === id)?.name ?? id,
  };
};

export const cashClosingsExportLogic = (config: RuntimeConfig, names: CashNames) =>
  createExportMachine<CashClosing>({ columns: cashClosingCsvColumns(names), fileName: 'cash-closings.csv', fetchPage: fetchCashClosingsPage(config), download: saveCsvFile });

export const cashClosingsExportId = 'cashclosing.export';
