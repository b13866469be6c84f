/**
 * The NetHack 3.4 reports of `wellspring report`: each exactly the engine's own table (the function the
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
import type { ColumnDoc, ReportDeclaration } from '../../report/report-doc';
import { computeAdvancement } from './advancement';
import type { Nethack34Build, Nethack34Data, NethackCharacter } from './data';
import {
  sideBySideOptionNames,
  sideBySideOptions,
  sideBySideReport,
} from '../../analysis/side-by-side-cli';
import { NETHACK_SIDE_BY_SIDE } from './side-by-side';
import { computeNethackRegenView } from './regen-view';
import { fitNethackCurve, type NethackFitInput } from './curve-fit';
import { NETHACK_FIT } from './fit-analysis';
import { oneValueFitColumnDocs } from '../../analysis/curve-targets';
import {
  computeNethackEndurance,
  nethackEnduranceReport,
  type NethackEndurancePattern,
} from './endurance';
import { NETHACK_ENDURANCE } from './endurance-analysis';
import {
  nethackCurvesReport,
  nethackDistributionReport,
  nethackRegenViewReport,
  XL_COLUMN_MEANING,
  type NethackPool,
} from './reports';

/** What a NetHack 3.4 report is computed from: the data, one character, and Int (power regen). */
export interface NethackReportInput {
  readonly data: Nethack34Data;
  readonly build: NethackCharacter;
  readonly int: number;
  /** The pools `nethack34/curves` writes (both by default; `--pool` picks one, as a chart does). */
  readonly pools: readonly NethackPool[];
  /** A's name in `nethack34/side-by-side`: its --build's, else its race and role ("Human Wizard"). */
  readonly name: string;
  /** Build B of `nethack34/side-by-side` (`--versus`), as the project has it. */
  readonly versus: Nethack34Build | null;
  /** What `nethack34/endurance` casts, how often, against what (`--cast`, `--every`…). */
  readonly pattern: NethackEndurancePattern;
  /** What `nethack34/fit` fits (`--pool`, `--owner`, `--field`, `--target`); null elsewhere. */
  readonly fit: FitQuestion<Omit<NethackFitInput, 'data' | 'build' | 'targets'>> | null;
}

/** The options the NetHack reports read (`cli-flags.ts` reads them), in the order errors list them. */
export const NETHACK_OPTIONS = {
  ...PROJECT_OPTIONS,
  role: { type: 'string', example: 'Wiz' },
  race: { type: 'string', example: 'Elf' },
  stat: { type: 'string', multiple: true, example: 'Con=18' },
  // The regeneration card's conditions (nethack34/regen only).
  regeneration: { type: 'boolean' },
  eye: { type: 'boolean' },
  load: { type: 'string', example: 'strained' },
  moving: { type: 'boolean' },
  polymorphed: { type: 'boolean' },
  'sea-monster': { type: 'boolean' },
  praying: { type: 'boolean' },
  // nethack34/sensitivity and nethack34/goal only: the XL their figure is read at.
  level: { type: 'string', example: '10', number: true },
  // nethack34/side-by-side only: build B, as its declaration names the flag.
  ...sideBySideOptions(NETHACK_SIDE_BY_SIDE),
  // nethack34/fit only: the pool (also nethack34/curves': one chart's), the record's number fitted
  // and the points, as its declaration names their flags.
  ...fitOptions(NETHACK_FIT),
  // nethack34/endurance only: the casting pattern, as its form declares its flags (the same
  // spellings as willpower/endurance's).
  ...enduranceOptions(NETHACK_ENDURANCE),
} as const satisfies OptionSpecs;

export type NethackOptionName = keyof typeof NETHACK_OPTIONS;

/** The regeneration conditions' flags, which only `nethack34/regen` reads. */
export const NETHACK_REGEN_OPTIONS = [
  'regeneration',
  'eye',
  'load',
  'moving',
  'polymorphed',
  'sea-monster',
  'praying',
] as const satisfies readonly NethackOptionName[];

/** The casting pattern's options: only `nethack34/endurance` takes them. */
const ENDURANCE_OPTIONS: readonly string[] = enduranceOptionNames(NETHACK_ENDURANCE);
/** The fit's options: only `nethack34/fit` takes them (and `--pool`, curves too). */
const FIT_OPTIONS: readonly string[] = fitOptionNames(NETHACK_FIT);
/** Build B's option: only `nethack34/side-by-side` takes it. */
const VERSUS_OPTIONS: readonly string[] = sideBySideOptionNames(NETHACK_SIDE_BY_SIDE);

const ALL = Object.keys(NETHACK_OPTIONS) as NethackOptionName[];
const TAKES = ALL.filter(
  (name) =>
    name !== 'pool' &&
    name !== 'level' &&
    !VERSUS_OPTIONS.includes(name) &&
    !FIT_OPTIONS.includes(name) &&
    !ENDURANCE_OPTIONS.includes(name) &&
    !(NETHACK_REGEN_OPTIONS as readonly string[]).includes(name),
);
const CURVES_TAKES: readonly NethackOptionName[] = [...TAKES, 'pool'];
const REGEN_TAKES: readonly NethackOptionName[] = [...TAKES, ...NETHACK_REGEN_OPTIONS];
/** What `nethack34/sensitivity` and `nethack34/goal` read besides the figure: the character, the XL. */
export const FIGURE_TAKES: readonly NethackOptionName[] = [...TAKES, 'level'];

const LEVEL_DOC: ColumnDoc = { name: 'level', meaning: XL_COLUMN_MEANING };

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
        'sum to 1); only values with probability > 0 have a row, and one below 1e-15 (as far ' +
        'as the rarest rolls go, 1e-29) is written 0, as every number in every report',
    },
  ];
}

export const NETHACK34_REPORTS: readonly ReportDeclaration<
  NethackReportInput,
  NethackOptionName
>[] = [
  {
    options: CURVES_TAKES,
    name: 'nethack34/curves',
    description:
      'NetHack 3.4: max HP and power at XL 1–30 as exact distributions (band charts; --pool: one)',
    columns: [LEVEL_DOC, ...figureDocs('hp'), ...figureDocs('pw')],
    make: ({ data, build, pools }) =>
      nethackCurvesReport(data, computeAdvancement(data, build), pools),
  },
  {
    options: TAKES,
    name: 'nethack34/hp-distribution',
    description: 'NetHack 3.4: the whole distribution of max HP at every XL',
    columns: distributionDocs('max HP'),
    make: ({ data, build }) =>
      nethackDistributionReport(data, computeAdvancement(data, build), 'hp'),
  },
  {
    options: TAKES,
    name: 'nethack34/pw-distribution',
    description: 'NetHack 3.4: the whole distribution of max power at every XL',
    columns: distributionDocs('max power'),
    make: ({ data, build }) =>
      nethackDistributionReport(data, computeAdvancement(data, build), 'pw'),
  },
  {
    options: REGEN_TAKES,
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
  // A is --build (or --role) with the flags on top; B is the project's own build.
  sideBySideReport(NETHACK_SIDE_BY_SIDE, {
    takes: TAKES,
    pair: ({ data, build, name, versus }) => {
      const b = versus ?? { ...build, id: '', name };
      return { data, a: { name, build }, b: { name: b.name, build: b } };
    },
    answer: computeAdvancement,
  }),
  fitCliReport(NETHACK_FIT, {
    takes: TAKES,
    description:
      "NetHack 3.4: the whole value of one number of the role's or race's HP or power record whose mean curve passes nearest --target XL=VALUE points",
    columns: oneValueFitColumnDocs({
      level: { name: 'xl', meaning: 'the XL of a target' },
      target: 'the mean max HP (or power) wanted there',
      now: 'the mean today, to 3 decimals',
      proposed:
        'the mean with the proposed value (every whole value 0 to 999 tried; least squared miss)',
      what: 'one number of the role’s or race’s HP or power record (--owner, --pool, --field)',
      example: 'Wizard HP low d',
    }),
    answer: ({ data, build }: NethackReportInput, { choices, targets }) =>
      fitNethackCurve({ data, build, targets, ...choices }),
  }),
  enduranceCliReport(NETHACK_ENDURANCE, {
    takes: [...TAKES, ...NETHACK_REGEN_OPTIONS],
    description:
      'NetHack 3.4: a rotation of spells cast at a pace, at every XL: casts before empty, casts ' +
      'per 1000 turns, turns to kill a target (dice, exact p5/p50/p95) and rest after each fight',
    columns: [
      { name: 'xl', meaning: 'experience level, 1 to 30' },
      {
        name: 'max_pw',
        meaning: 'the median max power at that XL (as in nethack34/curves): the pool fought with',
      },
      {
        name: 'rotation_cost',
        meaning: 'power of one pass of the rotation: each spell’s level × --pw-per-spell-level',
      },
      {
        name: 'casts_before_empty',
        meaning:
          'casts from full at the --every pace before the pool cannot pay for the next; "holds" ' +
          'when regeneration keeps up for 1000 turns',
      },
      {
        name: 'casts_per_1000_turns',
        meaning:
          'casts in 1000 turns from empty, each at the pace or on the first turn the pool holds ' +
          'its cost, whichever is later',
      },
      ...spreadColumnDocs(
        'turns_to_kill',
        'turns from the first cast to the one that kills the --target-hp target, at the 5th ' +
          'percentile of the exact damage distribution; the fight starts full and waits for ' +
          'power; "never" when the pool cannot go on or 1000 casts are not enough',
      ),
      ...spreadColumnDocs(
        'rest_turns',
        'turns from the end of the fight until the pool is full, at the 5th percentile; ' +
          'power counted as its expectation (each regeneration turn brings the mean of its roll)',
      ),
    ],
    make: ({ data, build, name, pattern }: NethackReportInput) =>
      nethackEnduranceReport(name, computeNethackEndurance({ data, build, pattern, xl: 1 })),
  }),
];
