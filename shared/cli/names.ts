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
 */
export function findNamed<T extends Named>(rows: readonly T[], typed: string): T | undefined {
  const wanted = fold(typed);
  if (wanted === '') return undefined;
  return (
    rows.find((row) => fold(row.name) === wanted) ?? rows.find((row) => fold(row.id) === wanted)
  );
}

/** "Elf, Gnome, Half-elf": the display names, in the data's order, for an error line. */
export function listNames(rows: readonly Named[]): string {
  return rows.length === 0 ? '(none in the data)' : rows.map((row) => row.name).join(', ');
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
