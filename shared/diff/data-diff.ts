/**
 * What a designer changed in a ruleset's data between a baseline and now, in words: "Races › Elf:
 * mana 3 → 4", "Races: Kobold removed". Any JSON shape: tables of rows with an `id` are matched by
 * id (so a renamed row is one changed name, not a removal and an addition), other lists by
 * position, objects by key.
 */

import { readableHeading } from '../report/readable-heading';

/** One step into the data: an object's key, a list's position, or a table row by its id. */
export type DataStep = string | number | { readonly id: string };

export interface DataEdit {
  /**
   * Where in the data, from the top `diffData` was given: the value changed, or for a row that
   * came or went, its table.
   */
  readonly path: readonly DataStep[];
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

/** "statModifiers" → "Stat modifiers"; "maxHpByLevel" → "Max HP by level" (as the tables say). */
export function fieldWords(key: string): string {
  const snake = key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[-\s]/g, '_')
    .toLowerCase();
  return readableHeading(snake);
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

/** A row's name by its id, for the fields that refer to rows (`raceId`, `itemIds`). */
export type RowNames = ReadonlyMap<string, string>;

/**
 * The name of every row with an id in `values`, however deep (the first value's name when two
 * disagree: the current data's, then the baseline's for a row that is gone). An id two rows of
 * one value share with different names refers to neither for sure, so it is left out.
 */
export function rowNames(...values: readonly unknown[]): RowNames {
  const names = new Map<string, string>();
  for (const value of values) {
    const here = new Map<string, string>();
    const unsure = new Set<string>();
    const visit = (at: unknown): void => {
      if (Array.isArray(at)) for (const item of at) visit(item);
      else if (isRecord(at)) {
        if (typeof at.id === 'string' && typeof at.name === 'string') {
          const known = here.get(at.id);
          if (known !== undefined && known !== at.name) unsure.add(at.id);
          here.set(at.id, at.name);
        }
        for (const field of Object.values(at)) visit(field);
      }
    };
    visit(value);
    for (const [id, name] of here) if (!unsure.has(id) && !names.has(id)) names.set(id, name);
  }
  return names;
}

/** A field that holds rows' ids, by the data's naming: `raceId`, `itemIds`. */
function refersToRows(field: string | null): boolean {
  return field !== null && /[a-z]Ids?$/.test(field);
}

/** A reference field's value as the rows' names ("Orc"; "Ring of mana, Amulet"), else null. */
function namedRows(value: unknown, names: RowNames): string | null {
  if (typeof value === 'string') return names.get(value) ?? null;
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string' && names.has(id))) {
    return null;
  }
  return value.length === 0 ? 'none' : value.map((id) => names.get(id as string)).join(', ');
}

/**
 * A built-in build's stats (`stats.int`) as its form names them: "Intelligence 15 → 17", not
 * "int". Only under a field called `stats`: a custom ruleset's inputs are the designer's own words.
 */
const STAT_NAMES: Readonly<Record<string, string>> = {
  str: 'Strength',
  dex: 'Dexterity',
  con: 'Constitution',
  int: 'Intelligence',
  wis: 'Wisdom',
  cha: 'Charisma',
  wil: 'Willpower',
  pre: 'Presence',
};

/**
 * A stat by its name: under a build's `stats` (Willpower), or a build's own field named as a stat
 * (NetHack's `con`): "Constitution 16 → 18", not "con". A custom ruleset's inputs keep the names
 * its designer gave them.
 */
function statName(path: readonly DataStep[], field: string | null): string | null {
  if (field === null || !Object.hasOwn(STAT_NAMES, field) || path.at(-2) === 'inputs') return null;
  return STAT_NAMES[field] ?? null;
}

function shown(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'string') return `"${value}"`;
  // A switch as its checkbox reads: "log scale off → on".
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    return value.length === 0
      ? 'none'
      : `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`;
  }
  return 'a group of values';
}

function join(where: readonly string[]): string {
  return where.join(' \u203a ');
}

function walk(
  where: string[],
  field: string | null,
  path: readonly DataStep[],
  a: unknown,
  b: unknown,
  out: DataEdit[],
  names: RowNames,
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
          path,
          where: join(table),
          field: null,
          kind: 'added',
          base: null,
          next: row,
          sentence: `${join(table)}: ${rowName(row)} added`,
        });
      } else walk([...table, rowName(old)], null, [...path, { id: row.id }], old, row, out, names);
    }
    for (const row of a as (Record<string, unknown> & { id: string })[]) {
      if (!after.has(row.id)) {
        out.push({
          path,
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
  // A group of values on one side only (a build's stats set where it had none) is said value by
  // value, each from or to none, rather than as "none → a group of values".
  const [left, right] = [
    a === undefined && isRecord(b) ? {} : a,
    b === undefined && isRecord(a) ? {} : b,
  ];
  if (isRecord(left) && isRecord(right)) {
    const inner = field === null ? where : [...where, fieldWords(field)];
    for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
      if (key === 'id') continue;
      walk(inner, key, [...path, key], left[key], right[key], out, names);
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    a.forEach((item, i) => {
      // An entry with a name (a custom ruleset's table or input) is said by it: "Tables › Race",
      // not "Tables 1"; matched by position all the same, as a list without ids is.
      const other = b[i];
      const named =
        isRecord(item) &&
        isRecord(other) &&
        typeof item.name === 'string' &&
        item.name === other.name;
      if (named) {
        walk(
          [...where, fieldWords(field ?? 'entry')],
          item.name as string,
          [...path, i],
          item,
          other,
          out,
          names,
        );
      } else walk(where, `${field ?? 'entry'} ${i + 1}`, [...path, i], item, other, out, names);
    });
    return;
  }
  if (JSON.stringify(a) === JSON.stringify(b)) return;
  // A field that refers to rows reads as the rows it names: "race Elf → Orc", not the ids.
  const before = refersToRows(field) ? namedRows(a ?? [], names) : null;
  const after = refersToRows(field) ? namedRows(b ?? [], names) : null;
  const byName = before !== null && after !== null;
  const stat = statName(path, field);
  const fieldText = stat ?? (field === null ? 'value' : fieldWords(field));
  // "race id" → "race", "item ids" → "items", "regen status ids" → "regen statuses".
  const words = byName
    ? fieldText.replace(/(s?) (ids?)$/, (_, s: string, ids: string) =>
        ids === 'id' ? s : `${s}${s === 's' ? 'es' : 's'}`,
      )
    : fieldText;
  // Mid-sentence: "mana 3 → 4", but "HP 10 → 12" (an abbreviation keeps its capitals).
  const name =
    stat !== null || /^[A-Z]{2}/.test(words)
      ? words
      : words.charAt(0).toLowerCase() + words.slice(1);
  out.push({
    path,
    where: join(where),
    field,
    kind: 'changed',
    base: a,
    next: b,
    sentence: `${join(where)}: ${name} ${byName ? before : shown(a)} \u2192 ${byName ? after : shown(b)}`,
  });
}

/**
 * Every edit from `base` to `next`, in the data's order (current rows first, then removed ones).
 * `section` names the top level: "Willpower". `names` (`rowNames`) names the rows a field such
 * as `raceId` refers to.
 */
export function diffData(
  section: string,
  base: unknown,
  next: unknown,
  names: RowNames = new Map(),
): DataEdit[] {
  const out: DataEdit[] = [];
  walk([section], null, [], base, next, out, names);
  return out;
}

/** `value` with the part at `path` replaced by `change` of it (copies along the way only). */
function replaceAt(
  value: unknown,
  path: readonly DataStep[],
  change: (at: unknown) => unknown,
): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return change(value);
  if (typeof step === 'object') {
    if (!Array.isArray(value)) return value;
    return value.map((row: unknown) =>
      hasId(row) && row.id === step.id ? replaceAt(row, rest, change) : row,
    );
  }
  if (typeof step === 'number') {
    if (!Array.isArray(value)) return value;
    return value.map((item: unknown, i) => (i === step ? replaceAt(item, rest, change) : item));
  }
  if (!isRecord(value)) return value;
  return { ...value, [step]: replaceAt(value[step], rest, change) };
}

/**
 * `base` with one edit of `diffData(…, base, next)` made and no other: what that edit alone does
 * to the results. An added row goes at the end of its table, a removed one leaves it.
 */
export function withEdit<T>(base: T, edit: DataEdit): T {
  return replaceAt(base, edit.path, (at) => {
    if (edit.kind === 'changed') return edit.next;
    if (!Array.isArray(at)) return at;
    if (edit.kind === 'added') return [...at, edit.next];
    const gone = edit.base as { readonly id: string };
    return at.filter((row: unknown) => !(hasId(row) && row.id === gone.id));
  }) as T;
}
