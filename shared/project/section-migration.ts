/**
 * How one section of the project file (a ruleset's, or the comparison's) declares its history:
 * a step for each format version that changed it. The file has one `formatVersion`; the loader
 * (`migrations.ts`) runs, for each version from the file's up to today's, every section's step
 * that reaches it. Steps read JSON of any shape (the schema checks the result afterwards) and
 * never change their input.
 */

/** A JSON object as parsed: nothing about its shape is known yet. */
export type JsonObject = Readonly<Record<string, unknown>>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface SectionMigration {
  /** The format version this step brings the section to (from the one before it). */
  readonly to: number;
  /** What changed, in words. */
  readonly summary: string;
  /**
   * The section as version `to` holds it, from the section of a file one version older:
   * `undefined` when that file has none (return undefined to leave it out). `document` is the
   * whole older file, for a section that reads another (the comparison names other sections'
   * builds).
   */
  migrate(section: unknown, document: JsonObject): unknown;
}

/** The section `make()` builds, for a file older than the section: a step that adds it. */
export function addedSection(to: number, summary: string, make: () => unknown): SectionMigration {
  return { to, summary, migrate: (section) => (section === undefined ? make() : section) };
}

/** `object` with `key` set to `make()` when it lacks the key; anything else unchanged. */
export function withDefault(object: unknown, key: string, make: () => unknown): unknown {
  if (!isJsonObject(object) || Object.hasOwn(object, key)) return object;
  return { ...object, [key]: make() };
}

/** `section.builds` with `fill` applied to each build, when there is such a list. */
export function mapBuilds(section: unknown, fill: (build: unknown) => unknown): unknown {
  if (!isJsonObject(section) || !Array.isArray(section.builds)) return section;
  return { ...section, builds: section.builds.map(fill) };
}

/** `section.data[table]` with `fill` applied to each row, when there is such a list. */
export function mapDataRows(
  section: unknown,
  table: string,
  fill: (row: unknown) => unknown,
): unknown {
  if (!isJsonObject(section) || !isJsonObject(section.data)) return section;
  const rows = section.data[table];
  if (!Array.isArray(rows)) return section;
  return { ...section, data: { ...section.data, [table]: rows.map(fill) } };
}

/** A row's `id` when it is text, else null (a migration reads unchecked JSON). */
export function rowId(row: unknown): string | null {
  return isJsonObject(row) && typeof row.id === 'string' ? row.id : null;
}
