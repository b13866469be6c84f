/**
 * The reports the CLI can write, each exactly the engine's own `ReportTable` (the same functions
 * the UI's "Table" views and CSV exports use), with the words `--help` and `--list` print. Each
 * ruleset declares its reports (`shared/rulesets/<id>/cli-reports.ts`); this list takes them from
 * the list of rulesets, adds the comparison's and the plain dice pool, and tags each with its
 * family, whose flags the CLI reads (`run-cli.ts`). Each report names the options it takes, so a
 * flag of another ruleset is refused with one line.
 */
import { compareRegen, type CompareSources } from '../../shared/compare/regen-compare';
import { comparisonReport } from '../../shared/compare/reports';
import type { CompareSettings } from '../../shared/compare/settings';
import type { PoolQuality } from '../../shared/engine/dice-pool';
import type { CliOptionName } from '../../shared/report/cli-options';
import { dicePoolReport } from '../../shared/report/dice-pool-report';
import type { ReportDeclaration } from '../../shared/report/report-doc';
import { DCSS_REPORTS } from '../../shared/rulesets/dcss/cli-reports';
import { MAGE_OPTIONS, MAGE2E_REPORTS } from '../../shared/rulesets/mage2e/cli-reports';
import { NETHACK34_REPORTS } from '../../shared/rulesets/nethack34/cli-reports';
import {
  QUEST_BUDGET_OPTIONS,
  QUEST_DISPEL_OPTIONS,
  QUEST_REPORTS,
} from '../../shared/rulesets/quest/cli-reports';
import { RULESETS, type RulesetId } from '../../shared/rulesets/registry';
import { WILLPOWER_REPORTS } from '../../shared/rulesets/willpower/cli-reports';

export type { ColumnDoc } from '../../shared/report/report-doc';
export { DCSS_OPTIONS, type DcssOptionName } from '../../shared/rulesets/dcss/cli-reports';

/**
 * Each ruleset's reports, by ruleset id: a record over the ids of the list of rulesets, so a
 * ruleset without its reports does not compile.
 */
const RULESET_REPORTS = {
  willpower: WILLPOWER_REPORTS,
  nethack34: NETHACK34_REPORTS,
  dcss: DCSS_REPORTS,
  quest: QUEST_REPORTS,
  mage2e: MAGE2E_REPORTS,
} as const satisfies Readonly<Record<RulesetId, readonly ReportDeclaration<never>[]>>;

/** A ruleset's report, tagged with its ruleset: the family whose flags build its input. */
type RulesetReport = {
  readonly [Id in RulesetId]: (typeof RULESET_REPORTS)[Id][number] & { readonly family: Id };
}[RulesetId];

/** What a comparison report is computed from: every ruleset's builds, and the settings. */
export interface CompareReportInput {
  readonly sources: CompareSources;
  readonly settings: CompareSettings;
}

export interface CompareReport extends ReportDeclaration<CompareReportInput> {
  readonly family: 'compare';
}

export interface DiceReport extends ReportDeclaration<{
  readonly dice: number;
  readonly quality: PoolQuality;
}> {
  readonly family: 'dice';
}

export type CliReport = RulesetReport | CompareReport | DiceReport;
export type WillpowerReport = Extract<CliReport, { family: 'willpower' }>;
export type NethackReport = Extract<CliReport, { family: 'nethack34' }>;
export type DcssReport = Extract<CliReport, { family: 'dcss' }>;
export type QuestReport = Extract<CliReport, { family: 'quest' }>;
export type Mage2eReport = Extract<CliReport, { family: 'mage2e' }>;

/** Every report takes these: where the CSV goes and how. */
export const OUTPUT_OPTIONS: readonly CliOptionName[] = ['out', 'no-bom'];

const DICE_POOL_OPTIONS = ['dice', 'again', 'rote'] as const satisfies readonly CliOptionName[];

/** The options of the dice-driven reports (quest, mage2e, dice), read into `ReportFlags.dice`. */
export const DICE_OPTIONS = [
  ...new Set([
    ...QUEST_BUDGET_OPTIONS,
    ...QUEST_DISPEL_OPTIONS,
    ...MAGE_OPTIONS,
    ...DICE_POOL_OPTIONS,
  ]),
].filter((name) => name !== 'project' && name !== 'build') as readonly DiceOptionName[];

export type DiceOptionName = Exclude<
  | (typeof QUEST_BUDGET_OPTIONS)[number]
  | (typeof QUEST_DISPEL_OPTIONS)[number]
  | (typeof MAGE_OPTIONS)[number]
  | (typeof DICE_POOL_OPTIONS)[number],
  'project' | 'build'
>;

export const COMPARE_REPORTS: readonly CompareReport[] = [
  {
    family: 'compare',
    options: ['project', 'measure', 'seconds-per-turn'],
    name: 'compare/regen',
    description:
      "regeneration of the project's compared builds (Willpower, NetHack, DCSS) on one turn axis",
    columns: [
      { name: 'Level', meaning: 'level 1 to 60 (NetHack stops at XL 30, DCSS at its curve, 27)' },
      {
        name: '<build> (<ruleset>): <pool>',
        meaning:
          "one column per line of the project's comparison, in the --measure: " +
          'points-per-100-turns (default), percent-per-100-turns or turns-to-full; Willpower ' +
          'seconds become turns at --seconds-per-turn (default: the project’s, 1 built in); ' +
          'empty past the last level of that game, "never" when the pool never fills',
      },
      {
        name: '<build> (NetHack): <pool> 5% / 95%',
        meaning:
          'the band of a NetHack line: 5th and 95th percentiles of the points over turns 1–100, ' +
          'or the times to fill the 5% and 95% pools',
      },
    ],
    make: ({ sources, settings }) => comparisonReport(compareRegen(sources, settings)),
  },
];

export const DICE_REPORTS: readonly DiceReport[] = [
  {
    family: 'dice',
    // No ruleset data: a project is read and checked all the same, so one command line (with
    // --project) works for every report.
    options: ['project', ...DICE_POOL_OPTIONS],
    name: 'dice/pool',
    description: 'a pool of d10 (8+ succeeds) with n-again and rote: every count of successes',
    columns: [
      { name: 'successes', meaning: 'a number of successes, 0 up (one row each)' },
      {
        name: 'probability',
        meaning:
          'its exact probability, to 12 significant digits (the again series is summed until ' +
          'less than 1e-13 is left, not to a fixed depth)',
      },
      { name: 'at_least', meaning: 'P(this many successes or more)' },
      { name: 'at_most', meaning: 'P(this many successes or fewer)' },
    ],
    make: ({ dice, quality }) => dicePoolReport(dice, quality),
  },
];

/**
 * Every report, in the order `--list` prints them: each ruleset's (in the list's order), then
 * the comparison's and the dice pool's.
 */
export const REPORTS: readonly CliReport[] = [
  ...RULESETS.flatMap(({ id }) =>
    RULESET_REPORTS[id].map((report) => ({ ...report, family: id }) as RulesetReport),
  ),
  ...COMPARE_REPORTS,
  ...DICE_REPORTS,
];

/** The reports of one family (a ruleset's, the comparison's, the dice pool's). */
export function reportsOf<F extends CliReport['family']>(
  family: F,
): readonly Extract<CliReport, { family: F }>[] {
  return REPORTS.filter(
    (report): report is Extract<CliReport, { family: F }> => report.family === family,
  );
}

/** The report named `typed` (any case), or undefined. */
export function findReport(typed: string): CliReport | undefined {
  const wanted = typed.trim().toLowerCase();
  return REPORTS.find((report) => report.name === wanted);
}

export function reportNames(): string {
  return REPORTS.map((report) => report.name).join(', ');
}
