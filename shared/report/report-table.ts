/** A report: exactly the table the UI shows, and exactly what a CSV export writes. */
export interface ReportTable {
  readonly title: string;
  readonly columns: readonly string[];
  /**
   * What the screen shows over each column, when the CSV's machine-friendly name reads badly there
   * ("Int 3" for `dispeller_int_3`). Same length as `columns`; the CSV always writes `columns`.
   */
  readonly headings?: readonly string[];
  /** The same for each row's first cell, when it is a machine name (`dramatic_failure`). */
  readonly rowHeadings?: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
  /**
   * Each row's identity in the data (`gnome/wizard`), when its names can change under it: two
   * versions of the table are matched by these, so a renamed race is the same rows renamed, not
   * rows removed and added. Same length as `rows`; never written to the CSV.
   */
  readonly rowIds?: readonly string[];
  /**
   * The columns (by CSV name) whose numbers are chances from 0 to 1: the screen writes them in the
   * designer's chosen presentation ("41.7%", "1 in 2.4", "0.417"); the CSV keeps the decimal.
   */
  readonly chances?: readonly string[];
  /**
   * What the table could not say in its cells, one line each (a custom formula refused at some
   * levels, whose cells are empty): the CLI writes them on stderr and still exits 0.
   */
  readonly notes?: readonly string[];
  /**
   * The designer's own rules the table found broken (a custom ruleset's checks), one line each:
   * the CLI writes the CSV, these lines on stderr, and exits 3, so a studio's CI fails the build.
   */
  readonly failures?: readonly string[];
}
