/** The tenants CSV (/tenants): every column a platform operator may want in a spreadsheet, in plain machine formats. */
import type { RuntimeConfig } from '../../../config/runtime-config';
import type { Tenant } from '../../../domain/tenant';
import type { CsvColumn } from '../../kit/csv';
import { saveCsvFile } from '../../effects/save-file';
import { createExportMachine } from '../../kit/export.machine';
import { fetchTenantsPage } from './tenants-list';

/** The CSV's columns: the list's own, plus the company's tax and money settings and the last change. */
export const tenantCsvColumns: CsvColumn<Tenant>[] = [
  { id: 'subdomain', csv: (t) => t.subdomain },
  { id: 'tradeName', csv: (t) => t.tradeName },
  { id: 'legalName', csv: (t) => t.legalName },
  { id: 'status', csv: (t) => t.status },
  { id: 'currency', csv: (t) => t.currency },
  { id: 'userCount', csv: (t) => t.userCount },
  { id: 'createdAt', csv: (t) => t.createdAt },
  { id: 'updatedAt', csv: (t) => t.updatedAt },
];

export const tenantsExportLogic = (config: RuntimeConfig, download: (file: { fileName: string; csv: string }) => void = saveCsvFile) =>
  createExportMachine<Tenant>({ columns: tenantCsvColumns, fileName: 'tenants.csv', fetchPage: fetchTenantsPage(config), download });

export const tenantsExportId = 'tenants.export';
