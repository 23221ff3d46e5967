/** The customers CSV: every column a user may want in a spreadsheet, in plain machine formats (ISO dates, dot decimals). */
import type { ActorSystem } from 'xstate';
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { BusinessLine } from '../../../domain/business-line';
import { selectLookupData, type LookupRef } from '../../kit/lookup.machine';
import type { Customer } from '../../../domain/customer';
import { toMajorString, type Currency } from '../../../domain/money';
import type { CsvColumn } from '../../kit/csv';
import { saveCsvFile } from '../../effects/save-file';
import { createExportMachine } from '../../kit/export.machine';
import { businessLinesLookupId, fetchCustomersPage } from './customers-list';

/**
 * The CSV's columns; `lineName` names a business line by id when the export runs (the people opening the file know
 * the names, not the ids).
 */
export const customerCsvColumns = (currency: Currency, lineName: (id: string) => string = (id) => id): CsvColumn<Customer>[] => [
  { id: 'code', csv: (c) => c.code },
  { id: 'name', csv: (c) => c.name },
  { id: 'taxId', csv: (c) => c.taxId },
  { id: 'email', csv: (c) => c.email },
  { id: 'phone', csv: (c) => c.phone },
  { id: 'street', csv: (c) => c.address.street },
  { id: 'city', csv: (c) => c.address.city },
  { id: 'state', csv: (c) => c.address.state },
  { id: 'postalCode', csv: (c) => c.address.postalCode },
  { id: 'country', csv: (c) => c.address.country },
  { id: 'businessLineId', csv: (c) => (c.businessLineId === null ? null : lineName(c.businessLineId)) },
  { id: 'creditLimit', csv: (c) => toMajorString(c.creditLimit, currency) },
  { id: 'paymentTermsDays', csv: (c) => c.paymentTermsDays },
  { id: 'status', csv: (c) => c.status },
  { id: 'createdAt', csv: (c) => c.createdAt },
  { id: 'updatedAt', csv: (c) => c.updatedAt },
];

/**
 * A business line's name as the section's lookup (systemId `customers.businessLines`) knows it when the export runs;
 * its id until the lookup has loaded.
 */
export const businessLineNameIn =
  (system: ActorSystem<any>) =>
  (id: string): string => {
    const lines = system.get(businessLinesLookupId) as LookupRef<BusinessLine[]> | undefined;
    return (lines ? selectLookupData<BusinessLine[]>(lines.getSnapshot()) : null)?.find((line) => line.id === id)?.name ?? id;
  };

export const customersExportLogic = (config: RuntimeConfig, currency: Currency, lineName?: (id: string) => string) =>
  createExportMachine<Customer>({ columns: customerCsvColumns(currency, lineName), fileName: 'customers.csv', fetchPage: fetchCustomersPage(config), download: saveCsvFile });

export const customersExportId = 'customers.export';
