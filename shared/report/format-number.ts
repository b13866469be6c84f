/**
 * How a report writes a number, on screen and in CSV alike: the value rounded to 15 significant
 * digits (what a double holds reliably, and what spreadsheets show), then written as the
 * shortest decimal that reads back as that rounded value. So 0.1 + 0.2 is "0.3", 1/3 is
 * "0.333333333333333", 2/3 is "0.666666666666667", −0 is "0" and 18 is "18".
 *
 * Never with an exponent: a report reads the same on every screen and in every file, and a
 * designer reading "1.8e-29" in a probability column takes it for 1.8. Magnitudes JavaScript
 * writes with one are written out ("0.0000025", "1000000000000000000000"), and a value smaller
 * than 1e-15 in size is written 0: below what 15 significant digits of a sum of probabilities can
 * tell from 0 (a 1-in-10^29 NetHack roll is "0").
 */

/** A value smaller than this in size is written 0 (see the module comment). */
export const REPORT_ZERO_BELOW = 1e-15;

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
  if (Math.abs(value) < REPORT_ZERO_BELOW) return 0;
  const rounded = Number(value.toPrecision(REPORT_SIGNIFICANT_DIGITS));
  // Within 1e-15 of the largest double, rounding up overflows: keep the value as it is.
  if (!Number.isFinite(rounded)) return value;
  return rounded === 0 ? 0 : rounded;
}

/**
 * `String(value)` written out where JavaScript would use an exponent: "1e-7" → "0.0000001",
 * "-1.5e+22" → "-15000000000000000000000"; anything else as `String` writes it.
 */
export function plainDecimal(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (match === null) return text;
  const [, sign = '', lead = '', rest = '', exponent = '0'] = match;
  const digits = lead + rest;
  // Where the decimal point falls in `digits`.
  const point = 1 + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * A number as a report's text (see the module comment): `formatReportNumber(0.1 + 0.2)` is
 * "0.3", `formatReportNumber(-0)` is "0", `formatReportNumber(1e-7)` is "0.0000001".
 *
 * @throws RangeError for NaN and ±Infinity.
 */
export function formatReportNumber(value: number): string {
  return plainDecimal(roundReportNumber(value));
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

/**
 * A probability to 6 decimals (15/36 is 0.416667), −0 written as 0: closer than any designer
 * reads, and the same on screen and in the file (`PROBABILITY_6_DOC` says so in `--help`).
 */
export function roundProbability6(p: number): number {
  return Math.round(p * 1_000_000) / 1_000_000 + 0;
}
