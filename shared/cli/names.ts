/** Matching what the user typed against the data's rows, by display name or id, in any case. */
import type { FlagValue } from './flags';
import { UsageError } from './usage-error';

/** A row the user can name: a race, a class, an item, a talent, a skill, a status, a build. */
export interface Named {
  readonly id: string;
  readonly name: string;
}

function fold(text: string): string {
  return text.normalize('NFC').trim().toLocaleLowerCase('en');
}

/**
 * The row whose name (first) or id matches `typed`, ignoring case and surrounding spaces:
 * "elf", "Half-elf", "half-elf" and "ring-of-mana" all find their rows. Undefined when none does.
 *
 * @throws UsageError when several rows have that name and none that id (two builds or rulesets
 * named alike): it lists their ids, which tell them apart, rather than take the first.
 */
export function findNamed<T extends Named>(rows: readonly T[], typed: string): T | undefined {
  const wanted = fold(typed);
  if (wanted === '') return undefined;
  const byId = () => rows.find((row) => fold(row.id) === wanted);
  const named = rows.filter((row) => fold(row.name) === wanted);
  if (named.length > 1) {
    const found = byId();
    if (found !== undefined) return found;
    throw new UsageError(
      `“${typed.trim()}” is the name of ${named.length} (ids ${named.map((row) => row.id).join(', ')}): give the id of the one you mean`,
    );
  }
  return named[0] ?? byId();
}

/**
 * "Elf, Gnome, Half-elf": the display names, in the data's order, for an error line; a name two
 * rows share is followed by each one's id ("Copy (id copy), Copy (id copy-2)").
 */
export function listNames(rows: readonly Named[]): string {
  if (rows.length === 0) return '(none in the data)';
  const shared = (row: Named) =>
    rows.some((other) => other !== row && fold(other.name) === fold(row.name));
  return rows.map((row) => (shared(row) ? `${row.name} (id ${row.id})` : row.name)).join(', ');
}

/**
 * What a repeatable flag names (`--measure a --measure b`), by id in the order typed: each found by
 * `find` (refused in `unknown(flag)`'s words when it is not there), a second naming of one refused
 * ("--measure MANA: mana is given more than once", in the words `said` gives it).
 *
 * @throws UsageError naming the flag
 */
export function chooseEach<T extends { readonly id: string }>(
  flags: readonly FlagValue[],
  find: (typed: string) => T | undefined,
  unknown: (flag: FlagValue) => string,
  said: (choice: T) => string = (choice) => choice.id,
): string[] {
  const chosen: string[] = [];
  for (const flag of flags) {
    const choice = find(flag.value);
    if (choice === undefined) throw new UsageError(unknown(flag));
    if (chosen.includes(choice.id)) {
      throw new UsageError(`${flag.shown}: ${said(choice)} is given more than once`);
    }
    chosen.push(choice.id);
  }
  return chosen;
}

/** How many single-letter edits turn `a` into `b` (Levenshtein). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j] as number;
      row[j] = Math.min(
        above + 1,
        (row[j - 1] as number) + 1,
        diagonal + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      diagonal = above;
    }
  }
  return row[b.length] as number;
}

/** " Did you mean hp_max?" when a known name is a typo or two away (any case), else "". */
export function didYouMean(name: string, known: Iterable<string>): string {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  const allowed = Math.max(1, Math.floor(name.length / 3));
  return best !== null && bestDistance <= allowed ? ` Did you mean ${best}?` : '';
}
