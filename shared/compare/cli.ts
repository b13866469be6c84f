/**
 * The comparison's report as the CLI sees it: the report, the options it reads, its part of
 * `--help`, and its table from the project's compared builds and settings with the flags on top.
 */
import { GivenFlags, type FlagValue } from '../cli/flags';
import { PROJECT_OPTIONS, type OptionSpec, type OptionSpecs } from '../cli/options';
import { parseJsonFile, patternFlagsOf } from '../cli/pattern-file';
import { Memo } from '../engine/memo';
import { readDcssPattern } from '../rulesets/dcss/cli-flags';
import {
  DCSS_ENDURANCE_OPTIONS,
  DCSS_OPTIONS,
  type DcssOptionName,
} from '../rulesets/dcss/cli-reports';
import { DEFAULT_DCSS_PATTERN } from '../rulesets/dcss/endurance';
import { readNethackPattern } from '../rulesets/nethack34/cli-flags';
import {
  NETHACK_ENDURANCE_OPTIONS,
  NETHACK_OPTIONS,
  type NethackOptionName,
} from '../rulesets/nethack34/cli-reports';
import { DEFAULT_NETHACK_PATTERN } from '../rulesets/nethack34/endurance';
import { readEndurancePattern } from '../rulesets/willpower/cli-flags';
import {
  WILLPOWER_ENDURANCE_OPTIONS,
  WILLPOWER_OPTIONS,
  type WillpowerOptionName,
} from '../rulesets/willpower/cli-reports';
import {
  COMPARE_ENDURANCE_FIGURES,
  compareEndurance,
  enduranceComparisonReport,
  type CompareEnduranceFigure,
  type EndurancePatterns,
} from './endurance-compare';
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
  /** What `compare/endurance` draws (`--figure`) and the fights (`--patterns FILE`). */
  readonly endurance: {
    readonly figure: CompareEnduranceFigure;
    readonly patterns: EndurancePatterns;
  };
}

/** What the comparison reads in a project: the compared rulesets' sections and its settings. */
export type CompareSource = CompareSources & { readonly compare: CompareSettings };

const COMPARE_OPTIONS = {
  project: PROJECT_OPTIONS.project,
  // Repeatable only because the balance grids' --measure is (one spelling per option name): a
  // comparison draws one measure, so a second is refused below.
  measure: { type: 'string', multiple: true, example: 'turns-to-full' },
  'seconds-per-turn': { type: 'string', example: '6', number: true },
  // compare/endurance only.
  figure: { type: 'string', example: 'rest-per-fight' },
  patterns: { type: 'string', example: 'patterns.json', readsFile: true },
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
  {
    options: ['project', 'figure', 'seconds-per-turn', 'patterns'],
    name: 'compare/endurance',
    description:
      "endurance of the project's compared builds on one turn axis: time to kill or rest per fight",
    columns: [
      {
        name: 'line',
        meaning:
          'a line of the comparison whose pool its game’s endurance spends (Willpower mana, ' +
          'NetHack power, DCSS HP): "Tathren (Willpower): mana"; ' +
          'each fights its game’s endurance pattern (--patterns, else each card’s default)',
      },
      { name: 'level', meaning: 'level 1 to 60 (NetHack stops at XL 30, DCSS at its curve, 27)' },
      {
        name: 'p5',
        meaning:
          'the --figure in turns at the 5th percentile of the exact damage dice: time-to-kill ' +
          '(default; from the first cast or attack to the killing one) or rest-per-fight (to full ' +
          'after it); Willpower seconds become turns at --seconds-per-turn; "never" where none',
      },
      { name: 'p50', meaning: 'the same at the median (the line drawn)' },
      { name: 'p95', meaning: 'the same at the 95th percentile' },
    ],
    make: ({ sources, settings, endurance }) =>
      enduranceComparisonReport(
        compareEndurance(
          {
            sources,
            entries: settings.entries,
            secondsPerTurn: settings.secondsPerTurn,
            figure: endurance.figure,
            patterns: endurance.patterns,
          },
          new Memo(),
        ),
      ),
  },
];

/** Each game's pattern options (as its own endurance report reads them, `--pattern` aside). */
function takesOf(
  names: readonly string[],
  specs: Readonly<Record<string, OptionSpec>>,
): Map<string, OptionSpec> {
  const takes = new Map<string, OptionSpec>();
  for (const name of names) {
    const spec = specs[name];
    if (spec !== undefined && name !== 'pattern') takes.set(name, spec);
  }
  return takes;
}

/**
 * `--patterns FILE`: each game's fight, as its own `--pattern` file holds it, under the game's id:
 * {"willpower": {"cast": ["Burning hands=2d6"]}, "nethack34": {"every": 2}, "dcss": {…}}. A game
 * left out fights its card's default.
 */
function readPatterns(flag: FlagValue | undefined, sources: CompareSources): EndurancePatterns {
  const defaults: EndurancePatterns = {
    willpower: null,
    nethack34: DEFAULT_NETHACK_PATTERN,
    dcss: DEFAULT_DCSS_PATTERN,
  };
  if (flag === undefined) return defaults;
  const parsed = parseJsonFile(flag.text ?? '', flag.value);
  const at = `${flag.value} $`;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new UsageError(`${at}: give an object of games, e.g. {"nethack34": {"every": 2}}`);
  }
  const games = ['willpower', 'nethack34', 'dcss'];
  for (const key of Object.keys(parsed)) {
    if (!games.includes(key)) {
      throw new UsageError(
        `${at}.${key}: not a game with endurance; choose from ${games.join(', ')}`,
      );
    }
  }
  const part = parsed as Record<string, unknown>;
  const flagsOf = <N extends string>(
    game: string,
    names: readonly string[],
    specs: Readonly<Record<string, OptionSpec>>,
  ): GivenFlags<N> | null =>
    part[game] === undefined
      ? null
      : new GivenFlags<N>(patternFlagsOf(part[game], `${at}.${game}`, takesOf(names, specs)));
  const willpower = flagsOf<WillpowerOptionName>(
    'willpower',
    WILLPOWER_ENDURANCE_OPTIONS,
    WILLPOWER_OPTIONS,
  );
  const nethack = flagsOf<NethackOptionName>(
    'nethack34',
    NETHACK_ENDURANCE_OPTIONS,
    NETHACK_OPTIONS,
  );
  const dcss = flagsOf<DcssOptionName>('dcss', DCSS_ENDURANCE_OPTIONS, DCSS_OPTIONS);
  return {
    willpower: willpower === null ? null : readEndurancePattern(sources.willpower.data, willpower),
    nethack34: nethack === null ? defaults.nethack34 : readNethackPattern(nethack),
    dcss: dcss === null ? defaults.dcss : readDcssPattern(dcss),
  };
}

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
  headlines: [{ report: 'compare/regen', name: 'Compare regeneration' }],
  help: () => [
    {
      title:
        "compare/regen, compare/endurance (the project's comparison; the built-in one without " +
        '--project)',
      entries: [
        {
          term: '--measure M',
          meaning:
            'what each line shows: ' +
            COMPARE_MEASURES.map((each) => each.id).join(', ') +
            " (default: the project's)",
        },
        {
          term: '--figure F, --patterns FILE',
          meaning:
            'compare/endurance: time-to-kill (default) or rest-per-fight; and each game’s fight ' +
            'from a JSON file, as its own --pattern file under the game’s id: {"willpower": ' +
            '{"every": 6}, "nethack34": {"cast": ["1=2d6"]}, "dcss": {"incoming": "1d8"}} (a game ' +
            'left out fights its card’s default)',
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
    const sources = { willpower, nethack34, dcss };
    return report.make({
      sources,
      settings,
      endurance: {
        figure: flags.choice(
          'figure',
          COMPARE_ENDURANCE_FIGURES.map((each) => each.id),
          'time-to-kill',
        ),
        patterns: readPatterns(flags.one('patterns'), sources),
      },
    });
  },
});
