/**
 * What a report of `wellspring report` says about itself: its name, one line for `--list`, each
 * column's meaning for `--help`, the options it takes, and how its table is made from its input.
 * Each report family declares its own (a ruleset's in its `cli-reports.ts`); the CLI lists them all.
 */
import type { ReportTable } from './report-table';

export interface ColumnDoc {
  readonly name: string;
  readonly meaning: string;
}

export interface ReportDoc<Option extends string = string> {
  /** `ruleset/report`, as typed after `wellspring report`. */
  readonly name: string;
  /** One line for `--list`. */
  readonly description: string;
  /** Every column, in order, as the CSV header names it. */
  readonly columns: readonly ColumnDoc[];
  /** The options this report reads, besides the output ones every report takes. */
  readonly options: readonly Option[];
}

export interface ReportDeclaration<
  Input,
  Option extends string = string,
> extends ReportDoc<Option> {
  /**
   * The report's table. A method, so a list of reports with different inputs is a list.
   * @throws RangeError when the engine refuses the input (see each engine function).
   */
  make(input: Input): ReportTable;
}

/** How a probability column is rounded, as its meaning says it. */
export const PROBABILITY_6_DOC = 'to 6 decimals (15/36 is 0.416667)';
