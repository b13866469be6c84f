/**
 * The Willpower reports of `wellspring report`: each exactly the engine's own table (the function the
 * screen's export uses), with the words `--help` and `--list` print for it, and the options it
 * takes. `cli-flags.ts` turns the CLI's flags into the input below; `cli.ts` declares them to the CLI.
 */
import { PROJECT_OPTIONS, type OptionSpecs } from '../../cli/options';
import type { ReportDeclaration } from '../../report/report-doc';
import { computeBuildRegen } from './build-regen';
import { computeAbilityCosts } from './casting-economy';
import type { WillpowerBuild, WillpowerData } from './data';
import { computeHpCurve } from './hp';
import { computeManaCurve } from './max-mana';
import { costsReport, curvesReport, regenReport } from './reports';

/** What a Willpower report is computed from: the data, one build, the regeneration conditions. */
export interface WillpowerReportInput {
  readonly data: WillpowerData;
  readonly build: WillpowerBuild;
  /** Ids into `data.statuses` (only `willpower/regen` reads them). */
  readonly statusIds: readonly string[];
}

/** The options the Willpower reports read (`cli-flags.ts` reads them), in the order errors list them. */
export const WILLPOWER_OPTIONS = {
  race: { type: 'string', example: 'Elf' },
  class: { type: 'string', example: 'Wizard' },
  level: { type: 'string', example: '12' },
  stat: { type: 'string', multiple: true, example: 'Int=15' },
  item: { type: 'string', multiple: true, example: '"Ring of mana (+5)"' },
  talent: { type: 'string', multiple: true, example: '"Deep well@4"' },
  skill: { type: 'string', multiple: true, example: 'Concentration=100' },
  status: { type: 'string', multiple: true, example: 'Resting' },
  ...PROJECT_OPTIONS,
} as const satisfies OptionSpecs;

export type WillpowerOptionName = keyof typeof WILLPOWER_OPTIONS;

const TAKES = Object.keys(WILLPOWER_OPTIONS) as WillpowerOptionName[];

const MAX_MANA_MEANING =
  'max mana at that level: race + class + the Int, Wil and Pre modifiers at level 1, plus each ' +
  'level-up, items, talents (from the level taken) and trained skills';

export const WILLPOWER_REPORTS: readonly ReportDeclaration<
  WillpowerReportInput,
  WillpowerOptionName
>[] = [
  {
    options: TAKES,
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
    options: TAKES,
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
    options: TAKES,
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
