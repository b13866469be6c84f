/**
 * The DCSS ruleset's data (seed 004): every number of the regeneration rules, editable, and the
 * readings where the seed and the game's source (0.14–0.15) part ways. The seed's values live in
 * `defaults.ts`; the rules that read this data live in `regen.ts` and `simulate.ts`.
 */

/** Slow Healing mutation levels run 0..3. */
export type SlowHealingLevel = 0 | 1 | 2 | 3;

/*
 * The data's shapes are declared once, as the project file's schema, and inferred from it.
 */
export type {
  BaseRateRules,
  DcssBuild,
  DcssData,
  DcssReadings,
  DcssRules,
  PoweredByDeathDuration,
  RegenBonuses,
} from './schema';
