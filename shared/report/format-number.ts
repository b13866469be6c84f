/**
 * How a report writes a number, on screen and in CSV alike: the value rounded to 15 significant
 * digits (what a double holds reliably, and what spreadsheets show), then written as the
 * shortest decimal that reads back as that rounded value. So 0.1 + 0.2 is "0.3", 1/3 is
 * "0.333333333333333", 2/3 is "0.666666666666667", −0 is "0" and 18 is "18".
 *
 * Very large and very small magnitudes keep JavaScript's exponent form, as `String(number)`
 * writes it: from 1e21 up ("1e+21", "1.5e+300") and below 1e-6 ("1e-7", "-2.5e-12"). Excel,
 * LibreOffice, Google Sheets and papaparse's `dynamicTyping` all read those as numbers, and
 * they are shorter and clearer than "0.0000000000025" for a probability; everything in
 * between (all hit points, mana and turns) is written in plain decimals, never with an exponent.
 */

/** Significant digits a report keeps: IEEE doubles hold 15 reliably, the 16th and 17th are noise. */
export const REPORT_SIGNIFICANT_DIGITS = 15;

/**
 * The number a report writes: `value` rounded to 15 significant digits, with −0 as 0 (and a
 * value so close to the largest double that rounding would overflow kept as it is).
 *
 * @throws RangeError for NaN and ±Infinity: an engine must never hand those to a report.
 */
export function roundReportNumber(value: number): number {
  if (!Number.isFinite(value)) {
    throw new RangeError(`${String(value)} is not a number a report can write`);
  }
  const rounded = Number(value.toPrecision(REPORT_SIGNIFICANT_DIGITS));
  // Within 1e-15 of the largest double, rounding up overflows: keep the value as it is.
  if (!Number.isFinite(rounded)) return value;
  return rounded === 0 ? 0 : rounded;
}

/**
 * A number as a report's text (see the module comment): `formatReportNumber(0.1 + 0.2)` is
 * "0.3", `formatReportNumber(-0)` is "0", `formatReportNumber(1e-7)` is "1e-7".
 *
 * @throws RangeError for NaN and ±Infinity.
 */
export function formatReportNumber(value: number): string {
  return String(roundReportNumber(value));
}

/**
 * A table cell as the screen shows it: text as it is, numbers as the CSV writes them. A NaN or
 * infinite number (an engine bug) is shown as "NaN" or "Infinity" rather than breaking the
 * page; exporting that table refuses it with a RangeError naming the cell.
 */
export function reportCellText(cell: string | number): string {
  if (typeof cell === 'string') return cell;
  return Number.isFinite(cell) ? formatReportNumber(cell) : String(cell);
}
