/**
 * The DCSS reports of `wellspring report`: each exactly the engine's own table (the function the
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
import type { ReportDeclaration } from '../../report/report-doc';
import type { DcssBuild, DcssData } from './data';
import { computeDcssRegenView } from './regen-view';
import { dcssRateReport, dcssSimulationReport } from './reports';
import type { DcssSimulationInput } from './view';
import { fitDcssMaxHp, type DcssCurveShape } from './curve-fit';
import { DCSS_FIT } from './fit-analysis';
import {
  computeDcssEndurance,
  DCSS_ENDURANCE_WORK_MAX,
  dcssEnduranceReport,
  type DcssEndurancePattern,
} from './endurance';
import { DCSS_ENDURANCE } from './endurance-analysis';

/** What a DCSS report is computed from: the data, one build, and the simulation's start. */
export interface DcssReportInput {
  readonly data: DcssData;
  readonly build: DcssBuild;
  readonly simulation: DcssSimulationInput;
  /** What `dcss/fit` draws the curve through (`--target`, `--shape`); null for the other reports. */
  readonly fit: FitQuestion<{ readonly shape: DcssCurveShape }> | null;
  /** How `dcss/endurance`'s build fights (`--attack`, `--target-hp`, `--incoming`, `--rest-below`). */
  readonly pattern: DcssEndurancePattern;
}

/**
 * The options the DCSS reports read (`cli-flags.ts` reads them; each given once; a switch's value
 * is "true"), in the order errors list them.
 */
export const DCSS_OPTIONS = {
  ...PROJECT_OPTIONS,
  mhp: { type: 'string', example: '90', number: true },
  rings: { type: 'string', example: '1', number: true },
  'troll-leather': { type: 'boolean' },
  'moon-troll-leather': { type: 'boolean' },
  mutation: { type: 'string', example: '1', number: true },
  spell: { type: 'boolean' },
  'trogs-hand': { type: 'boolean' },
  corpses: { type: 'string', example: '7', number: true },
  'pbd-rank': { type: 'string', example: '1', number: true },
  'slow-healing': { type: 'string', example: '1', number: true },
  'monster-in-sight': { type: 'boolean' },
  troll: { type: 'boolean' },
  'action-auts': { type: 'string', example: '15', number: true },
  walking: { type: 'boolean' },
  'start-hp': { type: 'string', example: '1', number: true },
  turns: { type: 'string', example: '100', number: true },
  // dcss/fit only: the points and the shape, as its declaration names their flags.
  ...fitOptions(DCSS_FIT),
  // dcss/endurance only: the fight, as its form declares its flags (the same spellings as the
  // other endurance reports').
  ...enduranceOptions(DCSS_ENDURANCE),
} as const satisfies OptionSpecs;

export type DcssOptionName = keyof typeof DCSS_OPTIONS;

const ALL = Object.keys(DCSS_OPTIONS) as DcssOptionName[];
/** The fit's options: only `dcss/fit` takes them. */
const FIT_OPTIONS: readonly string[] = fitOptionNames(DCSS_FIT);
/** The fight's options: only `dcss/endurance` takes them. */
const ENDURANCE_OPTIONS: readonly string[] = enduranceOptionNames(DCSS_ENDURANCE);
const TAKES = ALL.filter(
  (name) => !FIT_OPTIONS.includes(name) && !ENDURANCE_OPTIONS.includes(name),
);
/**
 * Endurance reads the max HP curve (not --mhp), sets a monster in sight itself (while fighting)
 * and plays no simulation; it takes the fight's options besides.
 */
const ENDURANCE_TAKES: readonly DcssOptionName[] = TAKES.filter(
  (name) =>
    name !== 'mhp' && name !== 'start-hp' && name !== 'turns' && name !== 'monster-in-sight',
);
/**
 * The sensitivity and the goal (`analyses.ts`) read the build at its max HP: no simulation. Their
 * --measure, --at-most and --at-least are the figure reports' own.
 */
export const DCSS_FIGURE_TAKES = TAKES.filter((name) => name !== 'start-hp' && name !== 'turns');
/** The fit reads the build's max HP curve only (and its name). */
const FIT_TAKES: readonly DcssOptionName[] = ['project', 'build'];

export const DCSS_REPORTS: readonly ReportDeclaration<DcssReportInput, DcssOptionName>[] = [
  {
    options: TAKES,
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
          'Powered by Death only for its first ⌊9 + 8 × rank⌋ turns (the mean of 2d8 + 8 × ' +
          "rank); with the project's random-duration reading, every figure of a turn is the " +
          'expectation over the durations 2d8 + 8 × rank, so it may have decimals',
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
  {
    options: TAKES,
    name: 'dcss/rate',
    description: "DCSS: the build's BRR, TRR, rate in words, turns per HP and to full, and how",
    columns: [
      {
        name: 'figure',
        meaning:
          'brr, trr, rate (in words), turns_per_hp, hp_per_turn, points_per_action, ' +
          'turns_to_full, then one "reading" row per reading that changed a number',
      },
      {
        name: 'value',
        meaning:
          'the figure at --mhp, as the Regeneration panel shows it (turns to 3 decimals, ' +
          '"never" when no HP comes back)',
      },
      { name: 'how', meaning: "the figure's terms, or the reading's sentence" },
    ],
    make: ({ data, build, simulation }) =>
      dcssRateReport(build, data.rules, computeDcssRegenView(data, build, simulation).atBuild),
  },
  fitCliReport(DCSS_FIT, {
    takes: FIT_TAKES,
    description:
      "DCSS: the build's max HP by XL drawn through --target XL=HP points, --shape between them (the DCSS screen's Curve from targets)",
    columns: [
      { name: 'xl', meaning: 'experience level, 1 to the last' },
      { name: 'target', meaning: 'the target at that XL; empty where none is given' },
      { name: 'now', meaning: "the build's max HP at that XL (its Max HP by XL table)" },
      {
        name: 'proposed',
        meaning:
          'through the targets: linear, accelerating (t²) or decelerating (√t) between two; ' +
          "before the first and after the last, today's curve scaled to meet it; whole HP",
      },
      { name: 'change', meaning: 'proposed − now' },
    ],
    answer: ({ data, build }: DcssReportInput, { choices, targets }) =>
      fitDcssMaxHp(DCSS_FIT.input(data, build, targets, choices)),
  }),
  enduranceCliReport(DCSS_ENDURANCE, {
    takes: ENDURANCE_TAKES,
    description:
      'DCSS: fights at every XL: turns to kill, HP lost, chance of death, rest to full and fights ' +
      'before resting (dice, exact p5/p50/p95); refuses (exit 2, naming the input) a fight whose ' +
      `chains would take more than ${DCSS_ENDURANCE_WORK_MAX.toLocaleString('en')} steps ` +
      '(attacks × target HP states × attack ' +
      'outcomes, plus each XL’s turns × HP states × hit outcomes, plus its fights before resting)',
    columns: [
      { name: 'xl', meaning: 'experience level, 1 to the last' },
      { name: 'max_hp', meaning: "the build's max HP at that XL (its Max HP by XL table)" },
      {
        name: 'trr_fighting',
        meaning: 'TRR during a fight: a monster in sight (Slow Healing reads it)',
      },
      { name: 'trr_resting', meaning: 'TRR at rest: no monster in sight' },
      ...spreadColumnDocs(
        'turns_to_kill',
        'turns from the first attack (one a turn, --attack in order) to the one that kills ' +
          'the --target-hp target, one fewer than the attacks; 5th percentile of the exact ' +
          'damage distribution; "never" when 1000 attacks are not enough',
      ),
      ...spreadColumnDocs(
        'hp_lost',
        'HP a fight from full costs, played turn by turn (the attack; the target, alive, hits ' +
          '--incoming back, 0 HP or below a death; the turn’s regeneration, never above max): max ' +
          'HP less the HP when the target dies, every hit point for a death; 5th percentile, ' +
          'exact; "never" for a fight still going after 1000 attacks',
      ),
      {
        name: 'death_chance_percent',
        meaning:
          'the chance a fight from full is a death (a hit takes HP to 0 or below), in percent (4 ' +
          'decimals); a fight past 1000 attacks counts when the hits took every hit point by then',
      },
      {
        name: 'past_cap_percent',
        meaning:
          'the chance a fight is still going after 1000 attacks with the build alive, in percent ' +
          '(4 decimals): never counted as safe; its figures read "never"',
      },
      ...spreadColumnDocs(
        'rest_turns',
        'turns to rest to full from the HP and the regeneration points the fight left, ' +
          'repeating the build’s action with no monster in sight, as the regeneration panel’s ' +
          'time to full; 5th percentile over the fight’s exact ends; "never" after a death',
      ),
      ...spreadColumnDocs(
        'fights_before_rest',
        'fights from full until HP is at --rest-below percent of max or below (that fight ' +
          'counted), 5th percentile, exact; "never" past 1000 fights, "holds" when a fight ' +
          'costs no HP',
      ),
      {
        name: 'fights_per_1000_turns',
        meaning:
          'resting to full after every fight it survives: 1000 / (expected attacks + expected ' +
          'rest, over the fights it survives), to 2 decimals; "never" when more than half the ' +
          'fights kill (exactly half still has a rate), or some fight is past 1000 attacks',
      },
    ],
    make: ({ data, build, pattern }: DcssReportInput) =>
      dcssEnduranceReport(build.name, computeDcssEndurance({ data, build, pattern, xl: 1 })),
  }),
];
