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

/** Names Windows keeps for devices, whatever the extension: `CON`, `nul.csv`, `COM1.txt`. */
const RESERVED_ON_WINDOWS =
  /^(con|prn|aux|nul|com[0-9\u00b9\u00b2\u00b3]|lpt[0-9\u00b9\u00b2\u00b3])$/i;

/** Characters no file name may hold on Windows (and a slash nowhere): each becomes a dash. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
const NOT_IN_NAMES = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;

/**
 * A name that every platform takes as a plain file name, mended rather than refused: characters
 * Windows forbids (`:` `?` `*`…, and slashes) become dashes, trailing dots and spaces go (Windows
 * drops them, so `report.` and `report` would be one file), a device name (`CON`, `nul.csv`) gets
 * a leading underscore, an empty name becomes `fallback`, and it is cut to 200 characters. The
 * same rules on every platform: a project saved on Linux opens on Windows.
 */
export function mendFileName(name: string, fallback = 'untitled'): string {
  let mended = name.normalize('NFC').replace(NOT_IN_NAMES, '-').slice(0, 200);
  mended = mended.replace(/[. ]+$/, '').replace(/^ +/, '');
  if (mended === '' || /^\.+$/.test(mended)) return fallback;
  const base = mended.split('.')[0] ?? '';
  if (RESERVED_ON_WINDOWS.test(base.trimEnd())) mended = `_${mended}`;
  return mended;
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
