/**
 * The Willpower reports of `wellspring report`: each exactly the engine's own table (the function the
 * screen's export uses), with the words `--help` and `--list` print for it, and the options it
 * takes. `cli-flags.ts` turns the CLI's flags into the input below; `cli.ts` declares them to the CLI.
 */
import { spreadColumnDocs } from '../../analysis/endurance';
import {
  enduranceCliReport,
  enduranceOptionNames,
  enduranceOptions,
} from '../../analysis/endurance-cli';
import { fitCliReport, fitOptionNames, fitOptions, type FitQuestion } from '../../analysis/fit-cli';
import { PROJECT_OPTIONS, type OptionSpecs } from '../../cli/options';
import { PROBABILITY_6_DOC, type ReportDeclaration } from '../../report/report-doc';
import { computeBuildRegen, conditionsInWords } from './build-regen';
import { computeAbilityCosts, computeCastingEconomy } from './casting-economy';
import { HOUR_RULE } from './hour';
import type { WillpowerBuild, WillpowerData } from './data';
import { computeHpCurve } from './hp';
import { computeManaCurve } from './max-mana';
import { killScenarioReport, type KillScenario } from './mana-on-kill';
import {
  sideBySideOptionNames,
  sideBySideOptions,
  sideBySideReport,
} from '../../analysis/side-by-side-cli';
import { WILLPOWER_SIDE_BY_SIDE } from './side-by-side';
import {
  costsReport,
  curvesReport,
  regenReport,
  sustainedCastingReport,
  trainingReport,
} from './reports';
import { fitWillpowerCurve, type FitColumn } from './curve-fit';
import { WILLPOWER_FIT } from './fit-analysis';
import { oneValueFitColumnDocs } from '../../analysis/curve-targets';
import { computeWillpowerEndurance, enduranceReport, type EndurancePattern } from './endurance';
import { WILLPOWER_ENDURANCE } from './endurance-analysis';
import { projectTraining, TRAINING_HOURS } from './training';
import { buildPoolContext, playPoolEvents, poolLogReport, type PoolEvent } from './pool-events';

/** What a Willpower report is computed from: the data, one build, the regeneration conditions. */
export interface WillpowerReportInput {
  readonly data: WillpowerData;
  readonly build: WillpowerBuild;
  /** Ids into `data.statuses` (`willpower/regen`, `casting` and `training` read them). */
  readonly statusIds: readonly string[];
  /** The ability `willpower/training` casts (`--ability`; default the data's first). */
  readonly abilityId: string;
  /** The kills `willpower/kills` prices (`--kill`; default the seed's examples). */
  readonly killScenarios: readonly KillScenario[];
  /** What `willpower/pool` plays, in order (`--event`). */
  readonly events: readonly PoolEvent[];
  /** Build B of `willpower/side-by-side` (`--versus`), as the project has it. */
  readonly versus: WillpowerBuild | null;
  /** What `willpower/endurance` casts, how often, against what (`--cast`, `--every`…). */
  readonly pattern: EndurancePattern;
  /** What `willpower/fit` fits (`--column`, `--target`); null for the other reports. */
  readonly fit: FitQuestion<{ readonly column: FitColumn }> | null;
}

/** The options the Willpower reports read (`cli-flags.ts` reads them), in the order errors list them. */
export const WILLPOWER_OPTIONS = {
  race: { type: 'string', example: 'Elf' },
  class: { type: 'string', example: 'Wizard' },
  level: { type: 'string', example: '12', number: true },
  stat: { type: 'string', multiple: true, example: 'Int=15' },
  item: { type: 'string', multiple: true, example: '"Ring of mana (+5)"' },
  talent: { type: 'string', multiple: true, example: '"Deep well@4"' },
  skill: { type: 'string', multiple: true, example: 'Concentration=100' },
  status: { type: 'string', multiple: true, example: 'Resting' },
  ability: { type: 'string', example: '"Burning hands"' },
  kill: { type: 'string', multiple: true, example: 'spell:3,1:12' },
  event: { type: 'string', multiple: true, example: '"cast:Burning hands"' },
  // willpower/side-by-side only: build B, as its declaration names the flag.
  ...sideBySideOptions(WILLPOWER_SIDE_BY_SIDE),
  // willpower/endurance only: the casting pattern, as its form declares its flags.
  ...enduranceOptions(WILLPOWER_ENDURANCE),
  // willpower/fit only: the column and the targets, as its declaration names their flags.
  ...fitOptions(WILLPOWER_FIT),
  ...PROJECT_OPTIONS,
} as const satisfies OptionSpecs;

export type WillpowerOptionName = keyof typeof WILLPOWER_OPTIONS;

const ALL = Object.keys(WILLPOWER_OPTIONS) as WillpowerOptionName[];
/** The casting pattern's options: only `willpower/endurance` takes them. */
const ENDURANCE_OPTIONS: readonly string[] = enduranceOptionNames(WILLPOWER_ENDURANCE);
/** The fit's options: only `willpower/fit` takes them. */
const FIT_OPTIONS: readonly string[] = fitOptionNames(WILLPOWER_FIT);
/** Build B's option: only `willpower/side-by-side` takes it. */
const VERSUS_OPTIONS: readonly string[] = sideBySideOptionNames(WILLPOWER_SIDE_BY_SIDE);
/** The build's options: every report takes them; `--ability` and `--kill` only their own. */
const TAKES = ALL.filter(
  (name) =>
    name !== 'ability' &&
    name !== 'kill' &&
    name !== 'event' &&
    !VERSUS_OPTIONS.includes(name) &&
    !ENDURANCE_OPTIONS.includes(name) &&
    !FIT_OPTIONS.includes(name),
);
/** What `willpower/sensitivity` and `willpower/goal` read besides the figure: the build and its spell. */
export const FIGURE_TAKES: readonly WillpowerOptionName[] = [...TAKES, 'ability'];

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
        name: 'level',
        meaning: "character level, 1 to the data's last level (60 in the built-in data)",
      },
      { name: 'max_mana', meaning: MAX_MANA_MEANING },
      {
        name: 'max_hp',
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
      { name: 'level', meaning: 'character level, as in willpower/curves' },
      { name: 'max_mana', meaning: 'max mana at that level, as in willpower/curves' },
      {
        name: 'seconds_per_point',
        meaning:
          'game seconds for one point of mana to come back, to a tenth; "never" when it does ' +
          'not come back (Starving, Ebbing)',
      },
      {
        name: 'seconds_from_empty_to_full',
        meaning: 'game seconds from 0 to max mana, to a tenth; "never" likewise',
      },
      {
        name: 'minutes_from_empty_to_full',
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
      { name: 'ability', meaning: "the ability's name (one row per ability in the data)" },
      { name: 'kind', meaning: 'spell, rod or summoning' },
      { name: 'base_cost', meaning: 'mana before Frugal caster and Thrift' },
      {
        name: 'cut_percent',
        meaning:
          'the cuts of the items worn and the talents taken by --level, added up; at most the ' +
          "data's largest cut (50 in the built-in data)",
      },
      {
        name: 'effective_cost',
        meaning:
          'mana after the cut, rounded once (a half rounds up), never below the minimum cost ' +
          '(1 in the built-in data); a cost already below it is not cut',
      },
      { name: 'how', meaning: 'the cost as a sum, e.g. "7 (Burning hands) − 2 (30% off: …) = 5"' },
    ],
    make: ({ data, build }) => costsReport(build, computeAbilityCosts(data, build)),
  },
  {
    options: TAKES,
    name: 'willpower/casting',
    description:
      'an hour of casting each ability over and over, from full and from empty, under the --status conditions',
    columns: [
      { name: 'ability', meaning: "the ability's name (one row per ability in the data)" },
      { name: 'cost', meaning: 'mana per cast after Frugal caster and Thrift, as willpower/costs' },
      {
        name: 'casts_first_hour_from_full',
        meaning:
          'casts in the first hour from a full pool, casting the moment there is enough mana ' +
          `(simulated exactly, with carry-over; ${HOUR_RULE}); "never" when it costs more than ` +
          'the maximum',
      },
      {
        name: 'casts_per_hour_from_empty',
        meaning: 'casts in an hour from empty: what regeneration alone sustains; "never" likewise',
      },
    ],
    make: ({ data, build, statusIds }) =>
      sustainedCastingReport(
        build,
        computeCastingEconomy(data, build, { conditions: { statusIds } }),
        conditionsInWords(data, statusIds),
      ),
  },
  {
    options: [...TAKES, 'kill'],
    name: 'willpower/kills',
    description: 'mana gained per kill (Siphoning items, Malison) from an empty pool, per --kill',
    columns: [
      {
        name: 'kill',
        meaning:
          "who killed what, where: the seed's examples (creature level 10), or each --kill as " +
          '"Your spell, 3 across and 1 aside, level 12"',
      },
      { name: 'mana_gained', meaning: 'whole mana gained, never above the maximum' },
      { name: 'mana_after', meaning: 'mana after the kill, from an empty pool' },
      { name: 'how', meaning: 'the gain as a sum of each Siphoning item and Malison' },
      {
        name: 'why_nothing',
        meaning: "why a source gave nothing (too far, not your own kill, below Malison's level)",
      },
    ],
    make: ({ data, build, statusIds, killScenarios }) =>
      killScenarioReport(
        `${build.name}: mana gained per kill, from empty`,
        computeCastingEconomy(data, build, { conditions: { statusIds }, killScenarios }).kills,
      ),
  },
  {
    options: [...TAKES, 'ability'],
    name: 'willpower/training',
    description:
      'casting one --ability for 1 to 100 hours: the skills spending trains (Concentration) and the Willpower marks',
    columns: [
      { name: 'hours', meaning: `hours of casting: ${TRAINING_HOURS.join(', ')}` },
      {
        name: 'casts',
        meaning: 'casts since the start, from a full pool, under the --status conditions',
      },
      { name: 'mana_spent', meaning: 'casts × the cost after Frugal caster and Thrift' },
      {
        name: 'concentration',
        meaning:
          'one column per skill spending trains, named by its id (the built-in data has one, ' +
          'Concentration): its value, ' +
          "the build's own plus 1 per so much mana spent (the skill's pace, 10 in the built-in " +
          'data); untrained skills stay as they are',
      },
      { name: 'max_mana', meaning: 'max mana at the build level with the skills trained by then' },
      {
        name: 'seconds_per_point',
        meaning: 'seconds per point of mana then, to a tenth; "never" when it does not come back',
      },
      {
        name: 'willpower_marks_expected',
        meaning:
          "casts × the rules' chance of a Willpower training mark a spend (10%), to 3 decimals",
      },
      {
        name: 'willpower_point_chance',
        meaning:
          "the chance of at least one Willpower point (the rules' marks a point, 10), exact " +
          `(binomial), ${PROBABILITY_6_DOC}`,
      },
      {
        name: 'willpower_points_expected',
        meaning: 'the expected Willpower points from those marks, to 3 decimals',
      },
    ],
    make: ({ data, build, statusIds, abilityId }) =>
      trainingReport(build, projectTraining(data, build, { abilityId, conditions: { statusIds } })),
  },
  {
    options: [...TAKES, 'kill', 'event'],
    name: 'willpower/pool',
    description:
      'Mana now, event by event from a full pool: casts, waits, kills, Blood magic, refills (--event)',
    columns: [
      { name: 'step', meaning: '1, 2, 3… one row per --event, in order' },
      {
        name: 'event',
        meaning:
          'the event in words: "Cast Burning hands", "Wait 10 min", "Kill: …", "Blood magic"',
      },
      { name: 'mana', meaning: 'mana after it' },
      { name: 'max_mana', meaning: 'the maximum (the build at --level)' },
      { name: 'hp', meaning: 'HP after it: only Blood magic spends HP; a refill restores them' },
      { name: 'max_hp', meaning: 'max HP at --level (the assumed HP model)' },
      {
        name: 'message',
        meaning:
          'what happened, as the screen says it: a cast refused with too little mana spends ' +
          'nothing; a wait brings mana back under the --status conditions with carry-over',
      },
    ],
    make: ({ data, build, statusIds, killScenarios, events }) =>
      poolLogReport(
        build.name,
        playPoolEvents(buildPoolContext(data, build, statusIds, killScenarios), events),
      ),
  },
  // A is --build with the flags on top (as every Willpower report); B is the project's own.
  sideBySideReport(WILLPOWER_SIDE_BY_SIDE, {
    takes: TAKES,
    pair: ({ data, build, versus }) => {
      const b = versus ?? build;
      return { data, a: { name: build.name, build }, b: { name: b.name, build: b } };
    },
    answer: (data, build) => ({
      mana: computeManaCurve(data, build),
      hp: computeHpCurve(data, build),
    }),
  }),
  enduranceCliReport(WILLPOWER_ENDURANCE, {
    takes: TAKES,
    description:
      'a rotation of spells cast at a pace, at every level: casts before empty, casts per hour, ' +
      'time to kill a target (dice, exact p5/p50/p95) and rest after each fight, under --status',
    columns: [
      { name: 'level', meaning: 'character level, as in willpower/curves' },
      { name: 'max_mana', meaning: 'max mana at that level, as in willpower/curves' },
      {
        name: 'rotation_cost',
        meaning: 'mana of one pass of the rotation at that level (after Frugal caster and Thrift)',
      },
      {
        name: 'casts_before_empty',
        meaning:
          'casts from full at the --every pace before the pool cannot pay for the next; "holds" ' +
          `when regeneration keeps up for the whole hour (${HOUR_RULE})`,
      },
      {
        name: 'casts_per_hour',
        meaning:
          'casts in an hour from empty, each at the pace or at the first whole second the pool ' +
          `holds its cost, whichever is later (${HOUR_RULE}, as willpower/casting counts)`,
      },
      ...spreadColumnDocs(
        'seconds_to_kill',
        'seconds from the first cast to the one that kills the --target-hp target, at the 5th ' +
          'percentile of the exact damage distribution; the fight starts full and waits for mana; ' +
          '"never" when the pool cannot go on or 1000 casts are not enough',
      ),
      {
        name: 'kill_mana',
        meaning:
          'mana the kill gives back (Siphoning within its reach, --kill-cells away), at the median fight',
      },
      ...spreadColumnDocs(
        'rest_seconds',
        'seconds from the end of the fight (after the kill’s mana) to full: resting (the ' +
          'resting statuses added), or at the fight’s pace with --no-rest; at the 5th percentile',
      ),
    ],
    make: ({ data, build, statusIds, pattern }: WillpowerReportInput) =>
      enduranceReport(build.name, computeWillpowerEndurance({ data, build, statusIds, pattern })),
  }),
  fitCliReport(WILLPOWER_FIT, {
    takes: TAKES,
    description:
      'the whole value of one table column (the build’s race or class mana or HP) whose curve ' +
      'passes nearest the --target points',
    columns: oneValueFitColumnDocs({
      level: { name: 'level', meaning: 'the level of a target, as --target gave it' },
      target: 'the value the curve should have there',
      now: 'the build’s max mana (or max HP) there with today’s data',
      proposed:
        'the same with the proposed value (least sum of squared misses over every whole value ' +
        'from 0 to 999; a tie keeps the value nearest today’s)',
      what: 'the build’s class or race mana or HP (--column)',
      example: 'Wizard mana',
    }),
    answer: ({ data, build }: WillpowerReportInput, { choices, targets }) =>
      fitWillpowerCurve(WILLPOWER_FIT.input(data, build, targets, choices)),
  }),
];
