/**
 * CSV for list exports (RFC 4180): comma-separated, CRLF line ends, a field quoted when it holds a comma, a quote,
 * a line break or edge spaces (quotes doubled); the file's byte-order mark is added where it is saved (views). Values: ISO 8601 dates, dot decimals, and a
 * guard against CSV injection (OWASP): a text cell starting with = + - @ TAB or CR gets a leading single quote,
 * so a spreadsheet shows it as text instead of running it as a formula. Pure.
 */

export type CsvValue = string | number | boolean | Date | null | undefined;

export interface CsvColumn<Row> {
  /** The list column's id; the header when no label is given. */
  id: string;
  /** The cell's value: give numbers as numbers (a text "-5" is guarded as a formula), dates as ISO text or Date. */
  csv: (row: Row) => CsvValue;
}

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]|^\s|\s$/;

/** One field, guarded and quoted as needed. */
export function csvField(value: CsvValue): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = Number.isNaN(value.getTime()) ? '' : value.toISOString();
  else if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'boolean') text = value ? 'true' : 'false';
  else text = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (values: readonly CsvValue[]): string => `${values.map(csvField).join(',')}\r\n`;

/** The header line: each column's label when given, else its id. */
export const csvHeader = <Row>(columns: readonly CsvColumn<Row>[], labels: Readonly<Record<string, string>> = {}): string =>
  csvLine(columns.map((c) => labels[c.id] ?? c.id));

export const csvRows = <Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string =>
  rows.map((row) => csvLine(columns.map((c) => c.csv(row)))).join('');

/** A whole file: header line then one line per row. */
export const toCsv = <Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[], labels?: Readonly<Record<string, string>>): string =>
  csvHeader(columns, labels) + csvRows(rows, columns);
