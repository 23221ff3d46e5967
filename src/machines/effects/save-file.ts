/** Files the user asked for, saved from the browser (a DOM effect: provided to machines at the app's edge). */

/** The UTF-8 byte-order mark: spreadsheet programs (Excel) read the file as UTF-8 only with it, so accents survive. */
export const UTF8_BOM = '\uFEFF';

/** Saves a CSV as a file: a Blob, an object URL and a click on a temporary link (the machine's `downloadCsv`). */
export function saveCsvFile({ fileName, csv }: { fileName: string; csv: string }): void {
  const url = URL.createObjectURL(new Blob([UTF8_BOM, csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
