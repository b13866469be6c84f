/** Default names for exported report files. Pure: the caller passes the date. */

/** The project name used until a project file is open (the app has no project files yet). */
export const DEFAULT_PROJECT_NAME = 'wellspring';

/**
 * A file-name-safe slug: lowercased (NFKC), every run of characters other than letters (of any
 * script) and digits becomes one dash, no dash at either end, at most `maxLength` characters.
 * "Tathren (Int 16)" → "tathren-int-16". Returns "" when nothing is left.
 */
export function slugify(name: string, maxLength = Number.POSITIVE_INFINITY): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export interface ReportFileNameParts {
  /** The project's name ("wellspring" until a project file is open). */
  readonly project: string;
  /** What the report is, already naming its build: `tathren-max-mana`, `regen-comparison-…`. */
  readonly report: string;
  /** The day of the export as YYYY-MM-DD (the caller's local date). */
  readonly date: string;
}

/**
 * `<project>-<report>-<date>.csv`, each part slugged (the project's to 60 characters, falling
 * back to "wellspring"; the report's in full, falling back to "report"):
 * `{ project: 'wellspring', report: 'tathren-max-mana', date: '2026-12-02' }` →
 * `wellspring-tathren-max-mana-2026-12-02.csv`. A trailing `.csv` on `report` is dropped.
 *
 * @throws RangeError when `date` is not YYYY-MM-DD.
 */
export function reportFileName({ project, report, date }: ReportFileNameParts): string {
  if (!DATE.test(date)) throw new RangeError(`"${date}" is not a date written YYYY-MM-DD`);
  const projectSlug = slugify(project, 60) || DEFAULT_PROJECT_NAME;
  const reportSlug = slugify(report.replace(/\.csv$/i, '')) || 'report';
  return `${projectSlug}-${reportSlug}-${date}.csv`;
}
