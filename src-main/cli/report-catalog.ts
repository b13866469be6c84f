/**
 * The reports the CLI can write, each exactly the engine's own `ReportTable` (the same functions
 * the UI's "Table" views and CSV exports use), with the words `--help` and `--list` print.
 */
import type { ReportTable } from '../../shared/report/report-table';
import { computeBuildRegen } from '../../shared/rulesets/willpower/build-regen';
import type { WillpowerBuild, WillpowerData } from '../../shared/rulesets/willpower/data';
import { computeHpCurve } from '../../shared/rulesets/willpower/hp';
import { computeManaCurve } from '../../shared/rulesets/willpower/max-mana';
import { computeAbilityCosts } from '../../shared/rulesets/willpower/casting-economy';
import { costsReport, curvesReport, regenReport } from '../../shared/rulesets/willpower/reports';

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

export interface CliReport {
  /** `ruleset/report`, as typed after `wellspring report`. */
  readonly name: string;
  /** One line for `--list`. */
  readonly description: string;
  /** Every column, in order, as the CSV header names it. */
  readonly columns: readonly ColumnDoc[];
  /** @throws RangeError when the engine refuses the input (see each engine function). */
  readonly make: (input: ReportInput) => ReportTable;
}

const MAX_MANA_MEANING =
  'max mana at that level: race + class + the Int, Wil and Pre modifiers at level 1, plus each ' +
  'level-up, items, talents (from the level taken) and trained skills';

export const REPORTS: readonly CliReport[] = [
  {
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

/** The report named `typed` (any case), or undefined. */
export function findReport(typed: string): CliReport | undefined {
  const wanted = typed.trim().toLowerCase();
  return REPORTS.find((report) => report.name === wanted);
}

export function reportNames(): string {
  return REPORTS.map((report) => report.name).join(', ');
}
