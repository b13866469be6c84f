/**
 * The comparison's report as the CLI sees it: the report, the options it reads, its part of
 * `--help`, and its table from the project's compared builds and settings with the flags on top.
 */
import type { FlagValue } from '../cli/flags';
import { PROJECT_OPTIONS, type OptionSpecs } from '../cli/options';
import { defineReportFamily } from '../cli/report-family';
import { UsageError } from '../cli/usage-error';
import { SECONDS_PER_TURN_MAX } from '../project/schema/compare';
import type { ReportDeclaration } from '../report/report-doc';
import { compareRegen, type CompareSources } from './regen-compare';
import { comparisonReport } from './reports';
import { COMPARE_MEASURES, type CompareMeasure, type CompareSettings } from './settings';

/** What the comparison report is computed from: every ruleset's builds, and the settings. */
export interface CompareReportInput {
  readonly sources: CompareSources;
  readonly settings: CompareSettings;
}

/** What the comparison reads in a project: the compared rulesets' sections and its settings. */
export type CompareSource = CompareSources & { readonly compare: CompareSettings };

const COMPARE_OPTIONS = {
  project: PROJECT_OPTIONS.project,
  // Repeatable only because the balance grids' --measure is (one spelling per option name): a
  // comparison draws one measure, so a second is refused below.
  measure: { type: 'string', multiple: true, example: 'turns-to-full' },
  'seconds-per-turn': { type: 'string', example: '6' },
} as const satisfies OptionSpecs;

type CompareOptionName = keyof typeof COMPARE_OPTIONS;

const COMPARE_REPORTS: readonly ReportDeclaration<CompareReportInput, CompareOptionName>[] = [
  {
    options: ['project', 'measure', 'seconds-per-turn'],
    name: 'compare/regen',
    description:
      "regeneration of the project's compared builds (Willpower, NetHack, DCSS) on one turn axis",
    columns: [
      { name: 'level', meaning: 'level 1 to 60 (NetHack stops at XL 30, DCSS at its curve, 27)' },
      {
        name: '<ruleset>_<build>_<pool>_<measure>',
        meaning:
          "one column per line of the project's comparison, named by its ruleset, build id, pool " +
          'and measure (willpower_tathren_mana_points_per_100_turns), in the --measure: ' +
          'points-per-100-turns (default), percent-per-100-turns or turns-to-full; Willpower ' +
          'seconds become turns at --seconds-per-turn (default: the project’s, 1 built in); ' +
          'empty past the last level of that game, "never" when the pool never fills',
      },
      {
        name: '<ruleset>_<build>_<pool>_<measure>_p5 / _p95',
        meaning:
          'the band of a NetHack line: 5th and 95th percentiles of the points over turns 1–100, ' +
          'or the times to fill the 5% and 95% pools',
      },
    ],
    make: ({ sources, settings }) => comparisonReport(compareRegen(sources, settings)),
  },
];

function readMeasure(flag: FlagValue): CompareMeasure {
  const measure = COMPARE_MEASURES.find((each) => each.id === flag.value.trim().toLowerCase());
  if (measure === undefined) {
    throw new UsageError(
      `${flag.shown}: unknown measure; choose one of ` +
        COMPARE_MEASURES.map((each) => each.id).join(', '),
    );
  }
  return measure.id;
}

function readSecondsPerTurn(flag: FlagValue): number {
  const seconds = Number(flag.value);
  if (
    flag.value.trim() === '' ||
    !Number.isFinite(seconds) ||
    seconds <= 0 ||
    seconds > SECONDS_PER_TURN_MAX
  ) {
    throw new UsageError(
      `${flag.shown}: give the seconds one turn is worth, above 0 and at most ${SECONDS_PER_TURN_MAX}`,
    );
  }
  return seconds;
}

export const COMPARE_CLI = defineReportFamily({
  options: COMPARE_OPTIONS,
  reports: COMPARE_REPORTS,
  help: () => [
    {
      title: "compare/regen (the project's comparison, the built-in project's without --project)",
      entries: [
        {
          term: '--measure M',
          meaning:
            'what each line shows: ' +
            COMPARE_MEASURES.map((each) => each.id).join(', ') +
            " (default: the project's)",
        },
        {
          term: '--seconds-per-turn S',
          meaning:
            'the seconds one turn is worth, above 0 and at most ' +
            `${SECONDS_PER_TURN_MAX}: Willpower regenerates by the second (default: the project's)`,
        },
      ],
    },
  ],
  table: (report, { willpower, nethack34, dcss, compare }: CompareSource, flags) => {
    const [measure, another] = flags.all('measure');
    if (another !== undefined) {
      throw new UsageError(`${another.shown}: --measure is given more than once; give it once`);
    }
    const seconds = flags.one('seconds-per-turn');
    const settings: CompareSettings = {
      ...compare,
      ...(measure === undefined ? {} : { measure: readMeasure(measure) }),
      ...(seconds === undefined ? {} : { secondsPerTurn: readSecondsPerTurn(seconds) }),
    };
    return report.make({ sources: { willpower, nethack34, dcss }, settings });
  },
});
