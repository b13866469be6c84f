/**
 * The reports the CLI can write, each exactly the engine's own `ReportTable` (the same functions
 * the UI's "Table" views and CSV exports use), with the words `--help` and `--list` print.
 * Reports come in families (one per ruleset); each family reads its own build flags, and each
 * report names the options it takes, so a flag of another ruleset is refused with one line.
 */
import type { ReportTable } from '../../shared/report/report-table';
import { compareRegen, type CompareSources } from '../../shared/compare/regen-compare';
import { comparisonReport } from '../../shared/compare/reports';
import type { CompareSettings } from '../../shared/compare/settings';
import type { DcssBuild, DcssData } from '../../shared/rulesets/dcss/data';
import { computeDcssRegenView } from '../../shared/rulesets/dcss/regen-view';
import { dcssSimulationReport } from '../../shared/rulesets/dcss/reports';
import type { DcssSimulationInput } from '../../shared/rulesets/dcss/view';
import { computeAdvancement } from '../../shared/rulesets/nethack34/advancement';
import type { NethackCharacter, Nethack34Data } from '../../shared/rulesets/nethack34/data';
import { computeNethackRegenView } from '../../shared/rulesets/nethack34/regen-view';
import {
  nethackCurvesReport,
  nethackDistributionReport,
  nethackRegenViewReport,
} from '../../shared/rulesets/nethack34/reports';
import { computeBuildRegen } from '../../shared/rulesets/willpower/build-regen';
import type { WillpowerBuild, WillpowerData } from '../../shared/rulesets/willpower/data';
import { computeHpCurve } from '../../shared/rulesets/willpower/hp';
import { computeManaCurve } from '../../shared/rulesets/willpower/max-mana';
import { computeAbilityCosts } from '../../shared/rulesets/willpower/casting-economy';
import { costsReport, curvesReport, regenReport } from '../../shared/rulesets/willpower/reports';
import { dicePoolReport } from '../../shared/report/dice-pool-report';
import type { PoolQuality } from '../../shared/engine/dice-pool';
import type { Mage2eCast, Mage2eData } from '../../shared/rulesets/mage2e/data';
import { computeMageCast } from '../../shared/rulesets/mage2e/cast';
import { mageOutcomeReport } from '../../shared/rulesets/mage2e/reports';
import { questBudget } from '../../shared/rulesets/quest/budget';
import type { QuestBuild, QuestData, QuestDispelView } from '../../shared/rulesets/quest/data';
import {
  dispelMatrixBefore,
  dispelMatrixKnownTotal,
} from '../../shared/rulesets/quest/dispel-matrix';
import { questBudgetReport, questDispelReport } from '../../shared/rulesets/quest/reports';
import type { OptionName } from './options';

/** What a report is computed from: the data, one build, and the regeneration conditions. */
export interface ReportInput {
  readonly data: WillpowerData;
  readonly build: WillpowerBuild;
  /** Ids into `data.statuses` (only `willpower/regen` reads them). */
  readonly statusIds: readonly string[];
}

export interface ColumnDoc {
  readonly name: string;
  readonly meaning: string;
}

/** What a NetHack 3.4 report is computed from: the data, one build, and Int (power regen). */
export interface NethackReportInput {
  readonly data: Nethack34Data;
  readonly build: NethackCharacter;
  readonly int: number;
}

/** What a DCSS report is computed from: the data, one build, and the simulation's start. */
export interface DcssReportInput {
  readonly data: DcssData;
  readonly build: DcssBuild;
  readonly simulation: DcssSimulationInput;
}

interface ReportDoc {
  /** `ruleset/report`, as typed after `wellspring report`. */
  readonly name: string;
  /** One line for `--list`. */
  readonly description: string;
  /** Every column, in order, as the CSV header names it. */
  readonly columns: readonly ColumnDoc[];
  /** The options this report reads, besides the output ones every report takes. */
  readonly options: readonly OptionName[];
}

export interface WillpowerReport extends ReportDoc {
  readonly family: 'willpower';
  /** @throws RangeError when the engine refuses the input (see each engine function). */
  readonly make: (input: ReportInput) => ReportTable;
}

export interface NethackReport extends ReportDoc {
  readonly family: 'nethack34';
  /** @throws RangeError when the engine refuses the input (see each engine function). */
  readonly make: (input: NethackReportInput) => ReportTable;
}

export interface DcssReport extends ReportDoc {
  readonly family: 'dcss';
  /** @throws RangeError when the engine refuses the input (see each engine function). */
  readonly make: (input: DcssReportInput) => ReportTable;
}

/** What a comparison report is computed from: every ruleset's builds, and the settings. */
export interface CompareReportInput {
  readonly sources: CompareSources;
  readonly settings: CompareSettings;
}

export interface CompareReport extends ReportDoc {
  readonly family: 'compare';
  /** @throws RangeError when an engine refuses the input (see each engine function). */
  readonly make: (input: CompareReportInput) => ReportTable;
}

/** What a Quest report is computed from: the data, a caster, the dispel matrix's settings. */
export interface QuestReportInput {
  readonly data: QuestData;
  readonly build: QuestBuild;
  readonly dispelView: QuestDispelView;
  readonly mode: 'before' | 'known-total';
}

export interface QuestReport extends ReportDoc {
  readonly family: 'quest';
  readonly make: (input: QuestReportInput) => ReportTable;
}

export interface Mage2eReport extends ReportDoc {
  readonly family: 'mage2e';
  readonly make: (input: { readonly data: Mage2eData; readonly build: Mage2eCast }) => ReportTable;
}

export interface DiceReport extends ReportDoc {
  readonly family: 'dice';
  readonly make: (input: { readonly dice: number; readonly quality: PoolQuality }) => ReportTable;
}

export type CliReport =
  | WillpowerReport
  | NethackReport
  | DcssReport
  | CompareReport
  | QuestReport
  | Mage2eReport
  | DiceReport;

/** Every report takes these: where the CSV goes and how. */
export const OUTPUT_OPTIONS: readonly OptionName[] = ['out', 'no-bom'];

const WILLPOWER_OPTIONS: readonly OptionName[] = [
  'race',
  'class',
  'level',
  'stat',
  'item',
  'talent',
  'skill',
  'status',
  'project',
  'build',
];

const NETHACK_OPTIONS: readonly OptionName[] = ['project', 'build', 'role', 'race', 'stat'];

/**
 * The options the DCSS reports read (each given once; the switches' value is "true"). Here, not in
 * `parse-args.ts`, which imports this module: the catalog must not need it at load time.
 */
export const DCSS_OPTIONS = [
  'mhp',
  'rings',
  'troll-leather',
  'moon-troll-leather',
  'mutation',
  'spell',
  'trogs-hand',
  'corpses',
  'pbd-rank',
  'slow-healing',
  'monster-in-sight',
  'troll',
  'action-auts',
  'walking',
  'start-hp',
  'turns',
] as const satisfies readonly OptionName[];

export type DcssOptionName = (typeof DCSS_OPTIONS)[number];

const QUEST_BUDGET_OPTIONS = [
  'project',
  'build',
  'int',
  'vp',
  'spells',
  'cost',
  'costs',
  'potions',
  'non-hero',
] as const satisfies readonly OptionName[];

const QUEST_DISPEL_OPTIONS = [
  'project',
  'min-int',
  'max-int',
  'dispellers',
  'mode',
] as const satisfies readonly OptionName[];

const MAGE_OPTIONS = [
  'project',
  'build',
  'gnosis',
  'arcanum',
  'highest',
  'method',
  'rote-skill',
  'rote-quality',
  'grimoire',
  'common-arcanum',
  'primary',
  'instant',
  'intervals',
  'sensory',
  'potency',
  'advanced-potency',
  'duration-step',
  'advanced-duration',
  'subjects',
  'size',
  'area-step',
  'advanced-scale',
  'reach',
  'yantra',
  'mitigation',
  'inured',
  'earlier-rolls',
  'witnesses',
  'dedicated-tool',
  'contain',
  'wisdom',
] as const satisfies readonly OptionName[];

const DICE_POOL_OPTIONS = ['dice', 'again', 'rote'] as const satisfies readonly OptionName[];

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

const PROBABILITY_6 = 'to 6 decimals (15/36 is 0.416667)';

const MAX_MANA_MEANING =
  'max mana at that level: race + class + the Int, Wil and Pre modifiers at level 1, plus each ' +
  'level-up, items, talents (from the level taken) and trained skills';

export const WILLPOWER_REPORTS: readonly WillpowerReport[] = [
  {
    family: 'willpower',
    options: WILLPOWER_OPTIONS,
    name: 'willpower/curves',
    description: 'max mana and max HP at every level (the Max mana and Max HP charts)',
    columns: [
      {
        name: 'Level',
        meaning: "character level, 1 to the data's last level (60 in the built-in data)",
      },
      { name: 'Max mana', meaning: MAX_MANA_MEANING },
      {
        name: 'Max HP',
        meaning:
          'max HP at that level, the assumed HP model: race + class HP + the Con modifier at ' +
          'level 1, plus each level-up until HP stops growing (level 50 in the built-in data)',
      },
    ],
    make: ({ data, build }) =>
      curvesReport(build, computeManaCurve(data, build), computeHpCurve(data, build)),
  },
  {
    family: 'willpower',
    options: WILLPOWER_OPTIONS,
    name: 'willpower/regen',
    description: 'how fast mana comes back at every level, under the --status conditions',
    columns: [
      { name: 'Level', meaning: 'character level, as in willpower/curves' },
      { name: 'Max mana', meaning: 'max mana at that level, as in willpower/curves' },
      {
        name: 'Seconds per point',
        meaning:
          'game seconds for one point of mana to come back, to a tenth; "never" when it does ' +
          'not come back (Starving, Ebbing)',
      },
      {
        name: 'Seconds from empty to full',
        meaning: 'game seconds from 0 to max mana, to a tenth; "never" likewise',
      },
      {
        name: 'Minutes from empty to full',
        meaning: 'the same in minutes, to a tenth (what the chart draws); "never" likewise',
      },
    ],
    make: ({ data, build, statusIds }) =>
      regenReport(build, computeBuildRegen(data, build, { statusIds })),
  },
  {
    family: 'willpower',
    options: WILLPOWER_OPTIONS,
    name: 'willpower/costs',
    description: 'what every ability costs after Frugal caster and Thrift, at the build level',
    columns: [
      { name: 'Ability', meaning: "the ability's name (one row per ability in the data)" },
      { name: 'Kind', meaning: 'spell, rod or summoning' },
      { name: 'Base cost', meaning: 'mana before Frugal caster and Thrift' },
      {
        name: 'Cut percent',
        meaning:
          'the cuts of the items worn and the talents taken by --level, added up; at most the ' +
          "data's largest cut (50 in the built-in data)",
      },
      {
        name: 'Effective cost',
        meaning:
          'mana after the cut, rounded once (a half rounds up), never below the minimum cost ' +
          '(1 in the built-in data); a cost already below it is not cut',
      },
      { name: 'How', meaning: 'the cost as a sum, e.g. "7 (Burning hands) − 2 (30% off: …) = 5"' },
    ],
    make: ({ data, build }) => costsReport(build, computeAbilityCosts(data, build)),
  },
];

const LEVEL_DOC: ColumnDoc = {
  name: 'level',
  meaning: 'experience level (XL), 1 to 30; NetHack stops at 30',
};

/** The eight figures of one distribution, as the curves report names them. */
function figureDocs(kind: 'hp' | 'pw'): ColumnDoc[] {
  const what = kind === 'hp' ? 'max HP' : 'max power';
  return [
    { name: `${kind}_mean`, meaning: `the mean of ${what} at that XL, to 3 decimals` },
    ...([5, 25, 50, 75, 95] as const).map((p) => ({
      name: `${kind}_p${p}`,
      meaning:
        `the ${p}th percentile: the smallest ${what} reached or undercut with probability ` +
        `≥ ${p / 100}` +
        (p === 50 ? ' (the median)' : ''),
    })),
    { name: `${kind}_min`, meaning: `the least ${what} possible at that XL` },
    { name: `${kind}_max`, meaning: `the most ${what} possible at that XL` },
  ];
}

function distributionDocs(what: string): ColumnDoc[] {
  return [
    LEVEL_DOC,
    { name: 'value', meaning: `a ${what} possible at that XL, in increasing order` },
    {
      name: 'probability',
      meaning:
        'the exact probability of that value, to 12 significant digits (the rows of a level ' +
        'sum to 1); only values with probability > 0 have a row',
    },
  ];
}

export const NETHACK34_REPORTS: readonly NethackReport[] = [
  {
    family: 'nethack34',
    options: NETHACK_OPTIONS,
    name: 'nethack34/curves',
    description: 'NetHack 3.4: max HP and power at XL 1–30 as exact distributions (band charts)',
    columns: [LEVEL_DOC, ...figureDocs('hp'), ...figureDocs('pw')],
    make: ({ data, build }) => nethackCurvesReport(data, computeAdvancement(data, build)),
  },
  {
    family: 'nethack34',
    options: NETHACK_OPTIONS,
    name: 'nethack34/hp-distribution',
    description: 'NetHack 3.4: the whole distribution of max HP at every XL',
    columns: distributionDocs('max HP'),
    make: ({ data, build }) =>
      nethackDistributionReport(data, computeAdvancement(data, build), 'hp'),
  },
  {
    family: 'nethack34',
    options: NETHACK_OPTIONS,
    name: 'nethack34/pw-distribution',
    description: 'NetHack 3.4: the whole distribution of max power at every XL',
    columns: distributionDocs('max power'),
    make: ({ data, build }) =>
      nethackDistributionReport(data, computeAdvancement(data, build), 'pw'),
  },
  {
    family: 'nethack34',
    options: NETHACK_OPTIONS,
    name: 'nethack34/regen',
    description:
      'NetHack 3.4: HP and power regeneration at every XL, and the time to fill the median pool',
    columns: [
      { name: 'xl', meaning: 'experience level, 1 to 30' },
      {
        name: 'hp_interval',
        meaning:
          'HP comes back on turns that are multiples of this: ⌊42 / (XL + 2)⌋ + 1 below XL 10, ' +
          'then 3 (20 polymorphed); "never" moving while Stressed or worse',
      },
      {
        name: 'hp_per_1000_turns',
        meaning:
          "expected net HP over turns 1–1000 under the build's conditions, to 3 decimals: 1 an " +
          'event, or from XL 10 with Con ≥ 13, rnd(Con) capped at XL − 9; +1 every other turn ' +
          'with the Regeneration intrinsic; negative when strain costs HP',
      },
      { name: 'median_max_hp', meaning: 'the median max HP at that XL (as in nethack34/curves)' },
      {
        name: 'turns_from_1_hp_to_full',
        meaning:
          'expected turns from 1 HP to the median max HP, played turn by turn from turn 1 ' +
          '(exact, no sampling), or "never"',
      },
      {
        name: 'pw_interval',
        meaning:
          'power comes back on multiples of ⌊(38 − XL) × 4 / 6⌋ turns (Wizards × 3 / 6), every ' +
          'turn with the Eye of the Aethiopica, "never" when Stressed or worse',
      },
      {
        name: 'pw_per_1000_turns',
        meaning:
          'expected power regained over turns 1–1000, to 3 decimals: rnd(⌊(Wis + Int) / 15⌋ + 1) ' +
          'an event',
      },
      { name: 'median_max_pw', meaning: 'the median max power at that XL' },
      {
        name: 'turns_from_0_pw_to_full',
        meaning: 'expected turns from 0 power to the median max power, or "never"',
      },
    ],
    make: ({ data, build, int }) =>
      nethackRegenViewReport(data, build, int, computeNethackRegenView(data, build)),
  },
];

export const DCSS_REPORTS: readonly DcssReport[] = [
  {
    family: 'dcss',
    options: ['project', 'build', ...DCSS_OPTIONS],
    name: 'dcss/regen',
    description: 'DCSS: BRR, TRR and HP turn by turn from --start-hp (default 1), with carry-over',
    columns: [
      { name: 'turn', meaning: 'the turn, 1 to --turns; each turn is one action of --action-auts' },
      {
        name: 'brr',
        meaning: 'base regeneration rate at --mhp: ⌊MHP / 3⌋ below 60, ⌊MHP / 6⌋ + 10 from 60',
      },
      {
        name: 'trr',
        meaning:
          "total rate that turn: (BRR + the bonuses) × Slow Healing's factor + Trog's Hand; " +
          'Powered by Death only for its first ⌊9 + 8 × rank⌋ turns',
      },
      { name: 'hp_before', meaning: 'HP at the start of the turn' },
      {
        name: 'points_gained',
        meaning:
          'regeneration points the turn brought: ⌊TRR × auts / 10⌋ (walking counts at most 10 auts)',
      },
      { name: 'hp_gained', meaning: 'HP healed that turn: 1 for every 100 points, never past max' },
      { name: 'points_carried', meaning: 'points left over for the next turn (0 to 99)' },
      { name: 'hp_after', meaning: 'HP at the end of the turn' },
    ],
    make: ({ data, build, simulation }) =>
      dcssSimulationReport(build, computeDcssRegenView(data, build, simulation)),
  },
];

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

export const QUEST_REPORTS: readonly QuestReport[] = [
  {
    family: 'quest',
    options: QUEST_DISPEL_OPTIONS,
    name: 'quest/dispel-odds',
    description:
      'Quest: P(a spell is dispelled) for each caster Int (or known total) and dispeller Int',
    columns: [
      {
        name: 'caster_int (or caster_total)',
        meaning:
          "the caster's Int, --min-int to --max-int (--mode before, the default: the caster's " +
          '2d6 + Int is still to come); with --mode known-total, each total the caster can roll',
      },
      {
        name: 'dispeller_int_N',
        meaning:
          `P(2d6 + N exceeds the caster's roll or total), ${PROBABILITY_6}; with --dispellers K, ` +
          'P(at least one of K dispellers of Int N succeeds)',
      },
    ],
    make: ({ data, dispelView, mode }) =>
      mode === 'before'
        ? questDispelReport(dispelMatrixBefore(data.dispel, dispelView), 'before')
        : questDispelReport(dispelMatrixKnownTotal(data.dispel, dispelView), 'known-total'),
  },
  {
    family: 'quest',
    options: QUEST_BUDGET_OPTIONS,
    name: 'quest/budget',
    description: 'Quest: casts available per spell and in total in one quest, and what limits them',
    columns: [
      { name: 'spell', meaning: 'the spell (one row each), then "All spells"' },
      { name: 'mana_cost', meaning: 'mana one cast spends (--cost or --costs)' },
      { name: 'casting_limit', meaning: "the sorcery level's casts per spell per quest (by --vp)" },
      { name: 'casts_by_limit', meaning: 'the limit plus one per potion (--potions)' },
      {
        name: 'casts_by_mana',
        meaning:
          "what the quest's mana pays for, this spell alone: the pool (2 a spell, at most Int × 3) " +
          'plus each potion (a refill by default); "no cost" for a free spell',
      },
      { name: 'casts', meaning: 'the smaller of the two' },
      { name: 'limited_by', meaning: 'mana, casting limit, or both' },
      {
        name: 'casts_in_best_mix',
        meaning: 'casts of this spell when mixing spells, cheapest first',
      },
    ],
    make: ({ data, build }) => questBudgetReport(build, questBudget(data, build)),
  },
];

export const MAGE2E_REPORTS: readonly Mage2eReport[] = [
  {
    family: 'mage2e',
    options: MAGE_OPTIONS,
    name: 'mage2e/cast',
    description:
      'Mage 2e: the odds of each outcome of one casting, with its pool, Mana and Paradox pool',
    columns: [
      {
        name: 'outcome',
        meaning: 'dramatic failure, failure, success, exceptional success (one row each)',
      },
      {
        name: 'probability',
        meaning:
          `exact, ${PROBABILITY_6}; a released Paradox's successes are taken off the casting ` +
          'pool (jointly), a contained one does not touch it',
      },
      { name: 'pool', meaning: 'the final dice pool, or "chance die" or "impossible"' },
      { name: 'mana', meaning: 'the Mana the casting costs' },
      { name: 'paradox_pool', meaning: 'the Paradox dice, "chance die", or "none"' },
      { name: 'p_paradox', meaning: 'P(at least one Paradox success)' },
    ],
    make: ({ data, build }) => mageOutcomeReport(computeMageCast(data, build), build.name),
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

/** Every report, Willpower's first, in the order `--list` prints them. */
export const REPORTS: readonly CliReport[] = [
  ...WILLPOWER_REPORTS,
  ...NETHACK34_REPORTS,
  ...DCSS_REPORTS,
  ...COMPARE_REPORTS,
  ...QUEST_REPORTS,
  ...MAGE2E_REPORTS,
  ...DICE_REPORTS,
];

/** The report named `typed` (any case), or undefined. */
export function findReport(typed: string): CliReport | undefined {
  const wanted = typed.trim().toLowerCase();
  return REPORTS.find((report) => report.name === wanted);
}

export function reportNames(): string {
  return REPORTS.map((report) => report.name).join(', ');
}
