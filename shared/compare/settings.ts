/**
 * What the cross-system regeneration comparison shows: which builds' pools, which measure, and
 * how Willpower's clock is put against the turn-based games. Part of the project document (a view
 * setting), so a saved project opens on the same comparison.
 */

import type { CompareEntry, CompareMeasure, CompareSettings } from '../project/schema/compare';

// The rulesets the comparison can draw (the ones with a regeneration model), its pools (NetHack's
// power is its mana pool) and measures are the project file's: `CompareRulesetId`, `ComparePool`
// and `CompareMeasure` in `project/schema/compare.ts`, said once.
export type { CompareMeasure };

export const COMPARE_MEASURES: readonly { readonly id: CompareMeasure; readonly name: string }[] = [
  { id: 'points-per-100-turns', name: 'Points regained per 100 turns' },
  { id: 'percent-per-100-turns', name: 'Percent of the pool regained per 100 turns' },
  { id: 'turns-to-full', name: 'Time from empty to full' },
];

/**
 * The exchange rate the app opens on: one turn is one second of game time. An assumption (no
 * seed says how long a turn is against Willpower's seconds); the view says so and lets it change.
 */
export const DEFAULT_SECONDS_PER_TURN = 1;

export function makeDefaultCompareSettings(): CompareSettings {
  return {
    entries: [
      { ruleset: 'willpower', build: 'tathren', pool: 'mana' },
      { ruleset: 'nethack34', build: 'elf-wizard', pool: 'hp' },
      { ruleset: 'nethack34', build: 'elf-wizard', pool: 'mana' },
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

/* The settings' shape is declared once, as the project file's schema, and inferred from it. */
export type { CompareEntry, CompareSettings } from '../project/schema/compare';
