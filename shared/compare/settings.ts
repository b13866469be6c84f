/**
 * What the cross-system regeneration comparison shows: which builds' pools, which measure, and
 * how Willpower's clock is put against the turn-based games. Part of the project document (a view
 * setting), so a saved project opens on the same comparison.
 */

/** The rulesets the comparison can draw (the ones with a regeneration model). */
export type CompareRulesetId = 'willpower' | 'nethack34' | 'dcss';

/** NetHack's power is its mana pool. */
export type ComparePool = 'hp' | 'mana';

export type CompareMeasure = 'points-per-100-turns' | 'percent-per-100-turns' | 'turns-to-full';

export const COMPARE_MEASURES: readonly { readonly id: CompareMeasure; readonly name: string }[] = [
  { id: 'points-per-100-turns', name: 'Points regained per 100 turns' },
  { id: 'percent-per-100-turns', name: 'Percent of the pool regained per 100 turns' },
  { id: 'turns-to-full', name: 'Time from empty to full' },
];

/**
 * One line of the comparison: a build's pool. `build` is the build's id (Willpower, DCSS) or its
 * position as text (NetHack builds have no id); an entry whose build is gone is skipped.
 */
export interface CompareEntry {
  readonly ruleset: CompareRulesetId;
  readonly build: string;
  readonly pool: ComparePool;
}

export interface CompareSettings {
  readonly entries: readonly CompareEntry[];
  readonly measure: CompareMeasure;
  /**
   * Seconds of Willpower's game time one turn is worth. A NetHack turn and a DCSS turn (10 auts)
   * are both one move at normal speed, so they count as one turn each.
   */
  readonly secondsPerTurn: number;
  /** The level the bar chart of time to full is drawn for. */
  readonly level: number;
  /** Draw the y axis on a log scale (times to full span orders of magnitude). */
  readonly logScale: boolean;
}

/**
 * The exchange rate the app opens on: one turn is one second of game time. An assumption (no
 * seed says how long a turn is against Willpower's seconds); the view says so and lets it change.
 */
export const DEFAULT_SECONDS_PER_TURN = 1;

export function makeDefaultCompareSettings(): CompareSettings {
  return {
    entries: [
      { ruleset: 'willpower', build: 'tathren', pool: 'mana' },
      { ruleset: 'nethack34', build: '0', pool: 'hp' },
      { ruleset: 'nethack34', build: '0', pool: 'mana' },
      { ruleset: 'dcss', build: 'dcss-30-mhp', pool: 'hp' },
    ],
    measure: 'points-per-100-turns',
    secondsPerTurn: DEFAULT_SECONDS_PER_TURN,
    level: 10,
    logScale: false,
  };
}

/** The same entry (ruleset, build and pool). */
export function sameEntry(a: CompareEntry, b: CompareEntry): boolean {
  return a.ruleset === b.ruleset && a.build === b.build && a.pool === b.pool;
}
