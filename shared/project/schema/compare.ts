/**
 * The comparison's view settings. Entries may name builds that are gone (the view skips them),
 * so no reference check applies to them.
 */
import type * as v from 'valibot';
import { COMPARE_ENTRIES_MAX } from '../limits';
import { decimal, flag, list, oneOf, record, text, whole } from './common';

/**
 * The rulesets a saved comparison line may name. The comparison itself draws the rulesets that
 * declare one (`COMPARE_LIST` in `shared/app/compare-list.ts`); these ids stay written out here
 * because they are part of the file format (a file naming another id is refused as invalid, and
 * the kernel may not import the list), so a ruleset added to the list is added here with a format
 * version. `test/unit/app/compare-list.test.ts` fails while the two disagree.
 */
export const COMPARE_RULESET_IDS = ['willpower', 'nethack34', 'dcss'] as const;
export const COMPARE_POOLS = ['hp', 'mana'] as const;
export const COMPARE_MEASURE_IDS = [
  'points-per-100-turns',
  'percent-per-100-turns',
  'turns-to-full',
] as const;

/** A day of game time per turn: the CLI's `--seconds-per-turn` range. */
export const SECONDS_PER_TURN_MAX = 86_400;

/**
 * One line of the comparison: a build's pool. `build` is the build's id; an entry whose build is
 * gone is skipped.
 */
export const CompareEntrySchema = record({
  ruleset: oneOf(COMPARE_RULESET_IDS),
  build: text,
  pool: oneOf(COMPARE_POOLS),
});

/** What the cross-system regeneration comparison shows (a view setting of the project). */
export const CompareSettingsSchema = record({
  entries: list(CompareEntrySchema, COMPARE_ENTRIES_MAX),
  measure: oneOf(COMPARE_MEASURE_IDS),
  /**
   * Seconds of Willpower's game time one turn is worth. A NetHack turn and a DCSS turn (10 auts)
   * are both one move at normal speed, so they count as one turn each.
   */
  secondsPerTurn: decimal(0, SECONDS_PER_TURN_MAX, { above: true }),
  /** The level the bar chart of time to full is drawn for. */
  level: whole(1, 999),
  /** Draw the y axis on a log scale (times to full span orders of magnitude). */
  logScale: flag,
});

export type CompareRulesetId = (typeof COMPARE_RULESET_IDS)[number];
export type ComparePool = (typeof COMPARE_POOLS)[number];
export type CompareMeasure = (typeof COMPARE_MEASURE_IDS)[number];
export type CompareEntry = v.InferOutput<typeof CompareEntrySchema>;
export type CompareSettings = v.InferOutput<typeof CompareSettingsSchema>;
