/**
 * A CSV column name made of words a designer chose (a build's id, a measure): lower case, every
 * run of other characters one "_", none at either end. "Elf Wizard" + " HP" → `elf_wizard_hp`;
 * "points-per-100-turns" → `points_per_100_turns`. The convention of every CSV: machine-friendly
 * names with their units; the screens show words (`readable-heading.ts`, or a table's headings).
 */
export function machineName(words: string): string {
  return words
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * {@link machineName} of each, kept apart where two would read the same ("a-b" and "a_b"): the
 * later ones get `_2`, `_3`… so a spreadsheet never sees two columns of one name.
 */
export function machineNames(words: readonly string[]): string[] {
  const seen = new Set<string>();
  return words.map((each) => {
    const base = machineName(each) || 'column';
    let name = base;
    for (let n = 2; seen.has(name); n += 1) name = `${base}_${n}`;
    seen.add(name);
    return name;
  });
}
