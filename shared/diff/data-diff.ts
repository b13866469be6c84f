/**
 * What a designer changed in a ruleset's data between a baseline and now, in words: "Races › Elf:
 * mana 3 → 4", "Races: Kobold removed". Any JSON shape: tables of rows with an `id` are matched by
 * id (so a renamed row is one changed name, not a removal and an addition), other lists by
 * position, objects by key.
 */

export interface DataEdit {
  /** Where: "Races › Elf", "Rules › Regen". */
  readonly where: string;
  /** The field changed, or null when a whole row came or went. */
  readonly field: string | null;
  readonly kind: 'changed' | 'added' | 'removed';
  readonly base: unknown;
  readonly next: unknown;
  /** "Races › Elf: mana 3 → 4" */
  readonly sentence: string;
}

/** "statModifiers" → "Stat modifiers"; "hpGrowthStopsAt" → "Hp growth stops at". */
export function fieldWords(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasId(value: unknown): value is Record<string, unknown> & { id: string } {
  return isRecord(value) && typeof value.id === 'string';
}

/** A row's name as the tables show it. */
function rowName(row: Record<string, unknown> & { id: string }): string {
  return typeof row.name === 'string' ? row.name : row.id;
}

function shown(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'none' : `${value.length} entries`;
  return 'a group of values';
}

function join(where: readonly string[]): string {
  return where.join(' \u203a ');
}

function walk(
  where: string[],
  field: string | null,
  a: unknown,
  b: unknown,
  out: DataEdit[],
): void {
  if (Object.is(a, b)) return;
  if (Array.isArray(a) && Array.isArray(b) && [...a, ...b].every(hasId)) {
    const before = new Map(a.map((row) => [(row as { id: string }).id, row]));
    const after = new Map(b.map((row) => [(row as { id: string }).id, row]));
    const table = field === null ? where : [...where, fieldWords(field)];
    for (const row of b as (Record<string, unknown> & { id: string })[]) {
      const old = before.get(row.id) as (Record<string, unknown> & { id: string }) | undefined;
      if (old === undefined) {
        out.push({
          where: join(table),
          field: null,
          kind: 'added',
          base: null,
          next: row,
          sentence: `${join(table)}: ${rowName(row)} added`,
        });
      } else walk([...table, rowName(old)], null, old, row, out);
    }
    for (const row of a as (Record<string, unknown> & { id: string })[]) {
      if (!after.has(row.id)) {
        out.push({
          where: join(table),
          field: null,
          kind: 'removed',
          base: row,
          next: null,
          sentence: `${join(table)}: ${rowName(row)} removed`,
        });
      }
    }
    return;
  }
  if (isRecord(a) && isRecord(b)) {
    const inner = field === null ? where : [...where, fieldWords(field)];
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (key === 'id') continue;
      walk(inner, key, a[key], b[key], out);
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    a.forEach((item, i) => walk(where, `${field ?? 'entry'} ${i + 1}`, item, b[i], out));
    return;
  }
  if (JSON.stringify(a) === JSON.stringify(b)) return;
  const name = field === null ? 'value' : fieldWords(field).toLowerCase();
  out.push({
    where: join(where),
    field,
    kind: 'changed',
    base: a,
    next: b,
    sentence: `${join(where)}: ${name} ${shown(a)} \u2192 ${shown(b)}`,
  });
}

/**
 * Every edit from `base` to `next`, in the data's order (current rows first, then removed ones).
 * `section` names the top level: "Willpower".
 */
export function diffData(section: string, base: unknown, next: unknown): DataEdit[] {
  const out: DataEdit[] = [];
  walk([section], null, base, next, out);
  return out;
}
