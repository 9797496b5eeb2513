import { adminCopy } from '@intake/contracts/copy/admin-console';
import { CSV_MAX_BYTES, type CsvImportReport } from '@intake/contracts/csv-import';
import { saveBlob } from '../../lib/save-blob';

/** docs/spec/portal-spec.md §5: the upload accepts only .csv; the contract caps the size. Null when the file may go. */
export function refuseFile(file: File): string | null {
  if (!/\.csv$/i.test(file.name)) return adminCopy.csvOnly;
  if (file.size > CSV_MAX_BYTES) return adminCopy.csvTooLarge(CSV_MAX_BYTES / (1024 * 1024));
  return null;
}

/**
 * The data rows of a CSV text (after the header), counting a quoted field's line breaks as part of
 * its row. Used only to size the processing bar, so an odd file just gives an odd estimate.
 */
export function countCsvRows(text: string): number {
  let rows = 0;
  let inQuotes = false;
  let rowHasContent = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') {
      inQuotes = !inQuotes;
      rowHasContent = true;
    } else if ((char === '\n' || char === '\r') && !inQuotes) {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      if (rowHasContent) rows += 1;
      rowHasContent = false;
    } else {
      rowHasContent = true;
    }
  }
  if (rowHasContent) rows += 1;
  return Math.max(0, rows - 1);
}

/** One CSV cell: quoted when needed, and kept from being read as a formula by a spreadsheet. */
function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as a CSV file: CRLF line ends, RFC 4180 quoting, the first row a header. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Offers a CSV made in the browser as a download. */
export function downloadCsv(rows: readonly (readonly (string | number | null)[])[], fileName: string) {
  saveBlob(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}

export const REPORT_CSV_HEADER = ['line', 'email', 'outcome', 'reason'] as const;

const reportRows = (report: CsvImportReport) => [
  REPORT_CSV_HEADER,
  ...report.problems.map((problem) => [problem.line, problem.email, problem.outcome, problem.reason]),
];

/** The report's problem rows as a CSV file. */
export const buildReportCsv = (report: CsvImportReport) => toCsv(reportRows(report));

/** Offers the report as a download made in the browser. */
export const downloadReportCsv = (report: CsvImportReport, fileName = adminCopy.reportFileName) =>
  downloadCsv(reportRows(report), fileName);
