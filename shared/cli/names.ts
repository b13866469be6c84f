/** Matching what the user typed against the data's rows, by display name or id, in any case. */

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
