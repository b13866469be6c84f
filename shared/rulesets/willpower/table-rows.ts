import type { ManaSource, WillpowerBuild } from './data';

/** The largest mana or HP a race or class row may give (a typo guard, not a rule). */
export const ROW_AMOUNT_MAX = 999;
export const ROW_NAME_MAX_LENGTH = 40;

/** A race or class table, for messages: "race" / "class". */
export type RowKind = 'race' | 'class';

/** The message for a row name, or null: 1–40 characters, unique in its table (any case). */
export function checkRowName(
  rows: readonly ManaSource[],
  rowId: string,
  name: string,
  kind: RowKind,
): string | null {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > ROW_NAME_MAX_LENGTH) {
    return `A ${kind} needs a name of 1 to ${ROW_NAME_MAX_LENGTH} characters.`;
  }
  const clash = rows.find(
    (row) => row.id !== rowId && row.name.toLowerCase() === trimmed.toLowerCase(),
  );
  return clash === undefined ? null : `There is already a ${kind} called ${clash.name}.`;
}

/** The message for a row's mana or HP, or null: a whole number from 0 to 999. */
export function checkRowAmount(amount: number, what: 'Mana' | 'HP'): string | null {
  return Number.isInteger(amount) && amount >= 0 && amount <= ROW_AMOUNT_MAX
    ? null
    : `${what} must be a whole number from 0 to ${ROW_AMOUNT_MAX}.`;
}

/** A name not yet in the table: "New race", "New race 2", … or "Elf (copy)", "Elf (copy 2)". */
export function freshName(rows: readonly ManaSource[], base: string): string {
  const taken = new Set(rows.map((row) => row.name.toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n += 1) {
    const candidate = base.endsWith(')') ? `${base.slice(0, -1)} ${n})` : `${base} ${n}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** An id not yet in the table, from a name: "New race 2" → "new-race-2". Ids never change. */
export function freshId(rows: readonly ManaSource[], name: string): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'row';
  const taken = new Set(rows.map((row) => row.id));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The builds that use a row, by name: a row in use cannot be deleted. */
export function buildsUsing(
  builds: readonly WillpowerBuild[],
  rowId: string,
  kind: RowKind,
): string[] {
  return builds
    .filter((build) => (kind === 'race' ? build.raceId : build.classId) === rowId)
    .map((build) => build.name);
}
