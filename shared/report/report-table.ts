/** A report: exactly the table the UI shows, and exactly what a CSV export writes. */
export interface ReportTable {
  readonly title: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
}
