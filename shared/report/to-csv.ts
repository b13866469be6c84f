import Papa from 'papaparse';
import { formatReportNumber, roundReportNumber } from './format-number';
import { screenHeadings } from './readable-heading';
import type { ReportTable } from './report-table';

/**
 * How a CSV heads its columns: `ids`, the machine-friendly names scripts read (`tathren_max_mana`,
 * the default), or `names`, the words the screen shows over them ("Tathren max mana").
 */
export const CSV_HEADERS = ['ids', 'names'] as const;
export type CsvHeaders = (typeof CSV_HEADERS)[number];

export interface CsvOptions {
  /** Excel needs a byte-order mark to read UTF-8; on by default. */
  readonly bom?: boolean;
  /** The header row's words (`ids` by default). */
  readonly headers?: CsvHeaders;
}

const BOM = '\ufeff';

/**
 * The first characters of a cell a spreadsheet would evaluate (Excel, LibreOffice Calc, Google
 * Sheets; OWASP's CSV injection list and ASVS 1.2.10): =, +, -, @, their full-width forms
 * (＝ ＋ － ＠, which Excel with an East Asian input method reads as the ASCII ones) and small
 * forms (﹦ ﹢ ﹣ ﹫), also after leading white space (" =1+1": spreadsheets skip it); and a
 * leading tab, CR or NUL.
 */
const FORMULA_LEAD = '[=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20\\uFE66\\uFE62\\uFE63\\uFE6B]';

/**
 * The cells to escape, except the numbers this module writes as text: a negative magnitude
 * JavaScript would write with an exponent, written out ("-0.0000025"). Such a cell is a number
 * to any spreadsheet, never a formula, and must stay one.
 */
const FORMULA_START = new RegExp(
  `^(?!-(?:0\\.0{6}\\d*|\\d{22,})$)(?:[\\t\\r\\0]|[\\s\\0]*${FORMULA_LEAD})`,
  'u',
);

/** True when a spreadsheet opening the CSV would evaluate this text cell (so it is escaped). */
export function isFormulaLike(cell: string): boolean {
  return FORMULA_START.test(cell);
}

/**
 * RFC 4180 CSV of a report table, one table per file: a header row (the columns' ids, or with
 * `headers: 'names'` the screen's headings), CRLF line ends, UTF-8 text (with a byte-order mark
 * unless `bom: false`), quoting by papaparse's `unparse`.
 *
 * Numbers are written as the screen shows them (`formatReportNumber`: 15 significant digits,
 * no float noise, no exponent, `.` as the decimal separator) and stay numbers, so −3 is written
 * `-3` and −0.0000025 `-0.0000025`.
 * Text cells a spreadsheet would run as a formula (`FORMULA_START`: =, +, -, @ or their full-width
 * forms, after any leading white space; a leading tab, CR or NUL) get a leading `'` from
 * papaparse's `escapeFormulae` and are quoted: `=SUM(A1)` is written `"'=SUM(A1)"`, ` =1` as
 * `"' =1"`.
 *
 * The same table always gives the same bytes: the CLI and the app share this function.
 *
 * @throws RangeError naming the column and row (counted from 1 under the header, with the row's
 *   first cell) of a NaN or infinite number.
 */
export function reportToCsv(table: ReportTable, options: CsvOptions = {}): string {
  const data = table.rows.map((row, rowIndex) =>
    row.map((cell, columnIndex) => {
      if (typeof cell === 'string') return cell;
      try {
        const rounded = roundReportNumber(cell);
        // Stays a number (never escaped), unless String() would write an exponent.
        return /e/.test(String(rounded)) ? formatReportNumber(rounded) : rounded;
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        const column = table.columns[columnIndex] ?? `#${columnIndex + 1}`;
        throw new RangeError(
          `${table.title}: column "${column}", row ${rowIndex + 1} (${String(row[0])}) holds ` +
            `${String(cell)}, which a report cannot write`,
          { cause: error },
        );
      }
    }),
  );
  const fields = options.headers === 'names' ? screenHeadings(table) : table.columns;
  const body = Papa.unparse(
    { fields: [...fields], data },
    { header: true, newline: '\r\n', escapeFormulae: FORMULA_START },
  );
  // With no rows, papaparse ends the header with a line break of its own: one is enough (a blank
  // line reads back as a row of one empty cell).
  const lines = body.replace(/(\r\n)+$/, '');
  return `${options.bom === false ? '' : BOM}${lines}\r\n`;
}
