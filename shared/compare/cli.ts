/**
 * The comparison's report as the CLI sees it: the report, the options it reads, its part of
 * `--help`, and its table from the project's compared builds and settings with the flags on top.
 */
import { GivenFlags, type FlagValue } from '../cli/flags';
import { PROJECT_OPTIONS, type OptionSpec, type OptionSpecs } from '../cli/options';
import { parseJsonFile, patternFlagsOf } from '../cli/pattern-file';
import { Memo } from '../engine/memo';
import {
  COMPARE_ENDURANCE_FIGURES,
  compareEndurance,
  enduranceComparisonReport,
  enduranceDeclarations,
  type CompareEnduranceFigure,
  type EndurancePatterns,
} from './endurance-compare';
import { poolWord, secondsCounting, type AnyRegenComparison } from '../analysis/regen-comparison';
import { defineReportFamily, type EndurancePatternFlags } from '../cli/report-family';
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
  readonly settings: CompareSettings;
  /** What `compare/endurance` draws (`--figure`) and the fights (`--patterns FILE`). */
  readonly endurance: {
    readonly figure: CompareEnduranceFigure;
    readonly patterns: EndurancePatterns;
  };
}

/**
 * What the comparison reads in a project: its settings (the compared rulesets' sections are
 * picked out by the family's `sectionsOf`).
 */
export interface CompareSource {
  readonly compare: CompareSettings;
}

/**
 * A ruleset's endurance pattern flags (its family's `endurancePattern`) and the specs of its
 * options, which a `--patterns` file's part under its id is read with.
 */
export interface PatternFlagsOf {
  readonly specs: OptionSpecs;
  readonly flags: EndurancePatternFlags<never, string>;
}

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

/**
 * "Willpower seconds become turns at --seconds-per-turn; ": said only where a system of `list`
 * counts seconds (none: nothing), `tail` after the flag.
 */
function secondsBecomeTurns(list: readonly AnyRegenComparison[], tail: string): string {
  const names = secondsCounting(list);
  return names === '' ? '' : `${names} seconds become turns at --seconds-per-turn${tail}; `;
}

/** ": Willpower regenerates by the second", or nothing where no system of `list` counts seconds. */
function bySecond(list: readonly AnyRegenComparison[]): string {
  const counting = list.filter((each) => each.time.seconds);
  if (counting.length === 0) return '';
  const verb = counting.length === 1 ? 'regenerates' : 'regenerate';
  return `: ${secondsCounting(counting)} ${verb} by the second`;
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
            'points-per-100-turns (default), percent-per-100-turns or turns-to-full; ' +
            secondsBecomeTurns(list, ' (default: the project’s, 1 built in)') +
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
            'a line of the comparison whose pool its game’s endurance spends (' +
            enduranceDeclarations(list)
              .map((each) => `${each.short} ${poolWord(each, each.endurance.pool)}`)
              .join(', ') +
            '): "Tathren (Willpower): mana"; ' +
            'each fights its game’s endurance pattern (--patterns, else each card’s default)',
        },
        { name: 'level', meaning: levelsMeaning(enduranceDeclarations(list)) },
        {
          name: 'p5',
          meaning:
            'the --figure in turns at the 5th percentile of the exact damage dice: time-to-kill ' +
            '(default; from the first cast or attack to the killing one) or rest-per-fight (to full ' +
            'after it); ' +
            secondsBecomeTurns(enduranceDeclarations(list), '') +
            '"never" where none',
        },
        { name: 'p50', meaning: 'the same at the median (the line drawn)' },
        { name: 'p95', meaning: 'the same at the 95th percentile' },
      ],
      make: ({ sources, settings, endurance }) =>
        enduranceComparisonReport(
          compareEndurance(
            list,
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

/** `{"willpower": {"every": 6}, …}`: a `--patterns` file with each game's example part. */
function patternsExample(
  games: readonly string[],
  readersOf: (ruleset: string) => PatternFlagsOf,
): string {
  return `{${games.map((game) => `"${game}": ${readersOf(game).flags.example}`).join(', ')}}`;
}

/**
 * `--patterns FILE`: each game's fight, as its own `--pattern` file holds it, under the game's id:
 * {"willpower": {"cast": ["Burning hands=2d6"]}, "nethack34": {"every": 2}, "dcss": {…}}. A game
 * left out fights its card's default (its declaration's `initial`).
 */
function readPatterns(
  flag: FlagValue | undefined,
  list: readonly AnyRegenComparison[],
  readersOf: (ruleset: string) => PatternFlagsOf,
  sources: CompareSources,
): EndurancePatterns {
  if (flag === undefined) return {};
  const parsed = parseJsonFile(flag.text ?? '', flag.value);
  const at = `${flag.value} $`;
  const games = enduranceDeclarations(list).map((each) => each.ruleset);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new UsageError(
      `${at}: give an object of games, e.g. ${patternsExample(games, readersOf)}`,
    );
  }
  for (const key of Object.keys(parsed)) {
    if (!games.includes(key)) {
      throw new UsageError(
        `${at}.${key}: not a game with endurance; choose from ${games.join(', ')}`,
      );
    }
  }
  const part = parsed as Record<string, unknown>;
  const patterns: Record<string, unknown> = {};
  for (const game of games) {
    if (part[game] === undefined) continue;
    const { specs, flags } = readersOf(game);
    const given = new GivenFlags(
      patternFlagsOf(part[game], `${at}.${game}`, takesOf(flags.options, specs)),
    );
    patterns[game] = flags.read(sources[game] as never, given);
  }
  return patterns;
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
 * `COMPARE_LIST`); `sectionsOf` picks their sections out of what the family is given, and
 * `readersOf` gives each ruleset with an endurance line its pattern's flags (its own family's).
 *
 * @throws Error on load when a ruleset with an endurance line has no pattern flags.
 */
export function compareFamily<Source extends CompareSource>(
  list: readonly AnyRegenComparison[],
  sectionsOf: (source: Source) => CompareSources,
  readersOf: (ruleset: string) => PatternFlagsOf | undefined,
) {
  const readers = new Map<string, PatternFlagsOf>();
  for (const { ruleset } of enduranceDeclarations(list)) {
    const reader = readersOf(ruleset);
    if (reader === undefined) {
      throw new Error(`${ruleset} declares an endurance line but its reports no pattern flags.`);
    }
    readers.set(ruleset, reader);
  }
  const readerOf = (ruleset: string): PatternFlagsOf => readers.get(ruleset) as PatternFlagsOf;
  const games = enduranceDeclarations(list).map((each) => each.ruleset);
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
              'from a JSON file, as its own --pattern file under the game’s id: ' +
              `${patternsExample(games, readerOf)} (a game left out fights its card’s default)`,
          },
          {
            term: '--seconds-per-turn S',
            meaning:
              `the seconds one turn is worth, above 0 and at most ${SECONDS_PER_TURN_MAX}` +
              bySecond(list) +
              " (default: the project's)",
          },
        ],
      },
    ],
    table: (report, source: Source, flags) => {
      const { compare } = source;
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
      const sources = sectionsOf(source);
      return report.make({
        sources,
        settings,
        endurance: {
          figure: flags.choice(
            'figure',
            COMPARE_ENDURANCE_FIGURES.map((each) => each.id),
            'time-to-kill',
          ),
          patterns: readPatterns(flags.one('patterns'), list, readerOf, sources),
        },
      });
    },
  });
}
