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
  type EnduranceSources,
} from './endurance-compare';
import type { AnyRegenComparison } from '../analysis/regen-comparison';
import { defineReportFamily } from '../cli/report-family';
import { UsageError } from '../cli/usage-error';
import { SECONDS_PER_TURN_MAX } from '../project/schema/compare';
import type { ReportDeclaration } from '../report/report-doc';
import { compareRegen, type CompareSources } from './regen-compare';
import { comparisonReport } from './reports';
import { COMPARE_MEASURES, type CompareMeasure, type CompareSettings } from './settings';

/** What the comparison report is computed from: the compared rulesets' builds, and the settings. */
export interface CompareReportInput {
  /** The sections of the rulesets that declare a regeneration comparison, by id. */
  readonly sources: CompareSources;
  /** The sections the endurance comparison reads. */
  readonly enduranceSources: EnduranceSources;
  readonly settings: CompareSettings;
  /** What `compare/endurance` draws (`--figure`) and the fights (`--patterns FILE`). */
  readonly endurance: {
    readonly figure: CompareEnduranceFigure;
    readonly patterns: EndurancePatterns;
  };
}

/**
 * What the comparison reads in a project: its settings and the endurance comparison's sections
 * (the regeneration comparison's are picked out by the family's `sectionsOf`).
 */
export type CompareSource = EnduranceSources & { readonly compare: CompareSettings };

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

/**
 * "level 1 to 60 (NetHack stops at XL 30, DCSS at its curve, 27)": where each game's lines end,
 * the verb said once, as a sentence says it.
 */
function levelsMeaning(list: readonly AnyRegenComparison[]): string {
  const stopping = list.filter((each) => each.stops !== null);
  const stops = stopping.map(
    (each, i) => `${each.short}${i === 0 ? ' stops' : ''} ${each.stops ?? ''}`,
  );
  return `level 1 to 60${stops.length === 0 ? '' : ` (${stops.join(', ')})`}`;
}

/** "Willpower, NetHack, DCSS"; "NetHack": the declarations' short names. */
function shortNames(list: readonly AnyRegenComparison[]): string {
  return list.map((each) => each.short).join(', ');
}

function compareReports(
  list: readonly AnyRegenComparison[],
): readonly ReportDeclaration<CompareReportInput, CompareOptionName>[] {
  const banded = list.filter((each) => each.banded);
  return [
    {
      options: ['project', 'measure', 'seconds-per-turn'],
      name: 'compare/regen',
      description: `regeneration of the project's compared builds (${shortNames(list)}) on one turn axis`,
      columns: [
        { name: 'level', meaning: levelsMeaning(list) },
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
            `the band of a ${banded.map((each) => each.short).join(' or ')} line: 5th and 95th ` +
            'percentiles of the points over turns 1–100, or the times to fill the 5% and 95% pools',
        },
      ],
      make: ({ sources, settings }) => comparisonReport(compareRegen(list, sources, settings)),
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
      make: ({ enduranceSources, settings, endurance }) =>
        enduranceComparisonReport(
          compareEndurance(
            {
              sources: enduranceSources,
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
}

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
function readPatterns(flag: FlagValue | undefined, sources: EnduranceSources): EndurancePatterns {
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

/**
 * The comparison's report family over the rulesets of `list` (the composition root's
 * `COMPARE_LIST`); `sectionsOf` picks their sections out of what the family is given.
 */
export function compareFamily<Source extends CompareSource>(
  list: readonly AnyRegenComparison[],
  sectionsOf: (source: Source) => CompareSources,
) {
  return defineReportFamily({
    options: COMPARE_OPTIONS,
    reports: compareReports(list),
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
    table: (report, source: Source, flags) => {
      const { willpower, nethack34, dcss, compare } = source;
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
      const enduranceSources = { willpower, nethack34, dcss };
      return report.make({
        sources: sectionsOf(source),
        enduranceSources,
        settings,
        endurance: {
          figure: flags.choice(
            'figure',
            COMPARE_ENDURANCE_FIGURES.map((each) => each.id),
            'time-to-kill',
          ),
          patterns: readPatterns(flags.one('patterns'), enduranceSources),
        },
      });
    },
  });
}
