/**
 * How a screen shows a column a table names only in the CSV's machine-friendly way
 * (`hp_per_1000_turns`): as words ("HP per 1000 turns"), the game's abbreviations in capitals,
 * percentiles as percents, power for NetHack's `pw`. A column already written for people
 * ("Max mana", "Tathren (Willpower): mana") is shown as it is. The CSV always keeps `columns`.
 */

import type { ReportTable } from './report-table';

/** Words a column name abbreviates, as the screens write them. */
const WORDS: Readonly<Record<string, string>> = {
  hp: 'HP',
  mhp: 'MHP',
  pw: 'power',
  brr: 'BRR',
  trr: 'TRR',
  xl: 'XL',
  vp: 'VP',
  int: 'Int',
  wis: 'Wis',
  con: 'Con',
};

export function readableHeading(column: string): string {
  if (!/^[a-z0-9_]+$/.test(column)) return column;
  const words = column.split('_').map((word) => {
    const percentile = /^p(\d+)$/.exec(word);
    if (percentile !== null) return `${percentile[1]}%`;
    // A grid's level: max_mana_l30 is "Max mana L30", as the grid's own headings write it.
    const level = /^l(\d+)$/.exec(word);
    if (level !== null) return `L${level[1]}`;
    return WORDS[word] ?? word;
  });
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The headings a screen shows over a table's columns: its own where it has them, else each
 * column's `readableHeading`. A CSV written with `headers: 'names'` heads its columns with these.
 */
export function screenHeadings(
  table: Pick<ReportTable, 'columns' | 'headings'>,
): readonly string[] {
  return table.headings ?? table.columns.map(readableHeading);
}
