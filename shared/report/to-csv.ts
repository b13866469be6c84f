import Papa from 'papaparse';
import type { ReportTable } from './report-table';

export interface CsvOptions {
  /** Excel needs a byte-order mark to read UTF-8; on by default. */
  readonly bom?: boolean;
}

const BOM = '\ufeff';

/**
 * RFC 4180 CSV of a report table: header row, CRLF line ends, quoting by papaparse, and text
 * cells a spreadsheet would run as a formula (=, +, -, @, tab, CR) escaped with a leading quote.
 * Numbers are never escaped, so −3 stays a number.
 */
export function reportToCsv(table: ReportTable, options: CsvOptions = {}): string {
  const body = Papa.unparse(
    { fields: [...table.columns], data: table.rows.map((row) => [...row]) },
    { header: true, newline: '\r\n', escapeFormulae: true },
  );
  return `${options.bom === false ? '' : BOM}${body}\r\n`;
}
