/**
 * The reports the CLI can write, each exactly the engine's own `ReportTable` (the same functions
 * the UI's "Table" views and CSV exports use), with the words `--help` and `--list` print.
 * Reports come in families (one per ruleset); each family reads its own build flags, and each
 * report names the options it takes, so a flag of another ruleset is refused with one line.
 */
import type { ReportTable } from '../../shared/report/report-table';
import { computeAdvancement } from '../../shared/rulesets/nethack34/advancement';
import type { Nethack34Build, Nethack34Data } from '../../shared/rulesets/nethack34/data';
import { computeRegenTable } from '../../shared/rulesets/nethack34/regen';
import {
  nethackCurvesReport,
  nethackDistributionReport,
  nethackRegenReport,
} from '../../shared/rulesets/nethack34/reports';
import { computeBuildRegen } from '../../shared/rulesets/willpower/build-regen';
import type { WillpowerBuild, WillpowerData } from '../../shared/rulesets/willpower/data';
import { computeHpCurve } from '../../shared/rulesets/willpower/hp';
import { computeManaCurve } from '../../shared/rulesets/willpower/max-mana';
import { computeAbilityCosts } from '../../shared/rulesets/willpower/casting-economy';
import { costsReport, curvesReport, regenReport } from '../../shared/rulesets/willpower/reports';
import type { OptionName } from './parse-args';

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
  readonly build: Nethack34Build;
  readonly int: number;
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

export type CliReport = WillpowerReport | NethackReport;

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

const NETHACK_OPTIONS: readonly OptionName[] = ['role', 'race', 'stat'];

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
      'NetHack 3.4: HP and power regeneration at every XL (normal form, while below max)',
    columns: [
      { name: 'xl', meaning: 'experience level, 1 to 30' },
      {
        name: 'hp_interval',
        meaning:
          'HP comes back on turns that are multiples of this: ⌊42 / (XL + 2)⌋ + 1 below XL 10, then 3',
      },
      {
        name: 'hp_per_1000_turns',
        meaning:
          'expected HP regained over turns 1–1000, to 3 decimals: 1 an event, or from XL 10 with ' +
          'Con ≥ 13, rnd(Con) capped at XL − 9 (no Regeneration intrinsic)',
      },
      {
        name: 'pw_interval',
        meaning: 'power comes back on multiples of ⌊(38 − XL) × 4 / 6⌋ turns (Wizards × 3 / 6)',
      },
      {
        name: 'pw_per_1000_turns',
        meaning:
          'expected power regained over turns 1–1000, to 3 decimals: rnd(⌊(Wis + Int) / 15⌋ + 1) ' +
          'an event (Unencumbered or Burdened, no Eye of the Aethiopica)',
      },
    ],
    make: ({ data, build, int }) =>
      nethackRegenReport(
        data,
        build,
        int,
        computeRegenTable({ con: build.con, wis: build.wis, int }, build.roleId === 'Wiz'),
      ),
  },
];

/** Every report, Willpower's first, in the order `--list` prints them. */
export const REPORTS: readonly CliReport[] = [...WILLPOWER_REPORTS, ...NETHACK34_REPORTS];

/** The report named `typed` (any case), or undefined. */
export function findReport(typed: string): CliReport | undefined {
  const wanted = typed.trim().toLowerCase();
  return REPORTS.find((report) => report.name === wanted);
}

export function reportNames(): string {
  return REPORTS.map((report) => report.name).join(', ');
}
