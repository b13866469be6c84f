/**
 * The balance grids as the CLI sees them: `wellspring report willpower/grid` writes the same CSV as
 * the Balance grid screen's export, from the project's data and a base build, with `--levels`,
 * `--measure` (repeatable) and `--stat` (a score, or one stat over a range: `Int=8..18:2`). Every
 * flag is read by the parsers the screen's fields use (`grid-spec.ts`), so it refuses what the
 * field refuses, in the same words.
 */
import { afterFlag, splitPair, type FlagValue, type GivenFlags } from '../cli/flags';
import { listNames } from '../cli/names';
import { PROJECT_OPTIONS, type OptionSpecs } from '../cli/options';
import { defineReportFamily } from '../cli/report-family';
import { UsageError } from '../cli/usage-error';
import type { ProjectDocument } from '../project/default-project';
import type { ReportDeclaration } from '../report/report-doc';
import { chooseBuild } from '../rulesets/willpower/cli-flags';
import { STAT_NAMES, type StatId, type WillpowerBuild } from '../rulesets/willpower/data';
import {
  computeWillpowerGrid,
  findWillpowerStat,
  WILLPOWER_GRID_DEFAULT_MEASURES,
  WILLPOWER_GRID_MEASURES,
  type WillpowerGridInput,
} from '../rulesets/willpower/grid';
import { statScoreRange } from '../rulesets/willpower/stat-modifiers';
import { gridReport, type GridMeasure, type StatSpread } from './grid';
import { checkStatSpread, defaultGridLevels, parseGridLevels, parseScoreRange } from './grid-spec';

const BALANCE_OPTIONS = {
  ...PROJECT_OPTIONS,
  levels: { type: 'string', example: '1,10,30,60' },
  measure: { type: 'string', multiple: true, example: 'max-mana' },
  stat: { type: 'string', multiple: true, example: 'Int=15' },
} as const satisfies OptionSpecs;

type BalanceOptionName = keyof typeof BALANCE_OPTIONS;
type Flags = GivenFlags<BalanceOptionName>;

const GRID_COLUMNS = (measures: readonly GridMeasure[], stat: string) => [
  { name: 'race', meaning: "the race's name (every race of the data, in its order)" },
  { name: 'class', meaning: "the class's name (every class with every race)" },
  {
    name: stat,
    meaning: 'the spread stat’s score, when --stat gives a range (e.g. int for Int=8..18:2)',
  },
  ...measures.map((measure) => ({
    name: `${measure.column}_l<LEVEL>`,
    meaning: `${measure.meaning}; one column per --levels level (--measure ${measure.id})`,
  })),
];

const BALANCE_REPORTS: readonly ReportDeclaration<WillpowerGridInput, BalanceOptionName>[] = [
  {
    options: ['project', 'build', 'levels', 'measure', 'stat'],
    name: 'willpower/grid',
    description:
      'every race × class (× one stat over a range) at chosen levels: the Balance grid screen',
    columns: GRID_COLUMNS(WILLPOWER_GRID_MEASURES, '<stat>'),
    make: (input) => gridReport(computeWillpowerGrid(input)),
  },
];

/** `--levels`, read as the Levels field reads it. */
function readLevels(flags: Flags, maxLevel: number): number[] {
  const flag = flags.one('levels');
  if (flag === undefined) return defaultGridLevels(maxLevel);
  const parsed = parseGridLevels(flag.value, maxLevel);
  if (!parsed.ok) throw new UsageError(`${flag.shown}: ${afterFlag(parsed.message)}`);
  return parsed.value;
}

/** `--measure`, each by its id, column name or name in any case, in the order given. */
function readMeasures(
  flags: Flags,
  measures: readonly GridMeasure[],
  fallback: readonly string[],
): string[] {
  const given = flags.all('measure');
  if (given.length === 0) return [...fallback];
  const chosen: string[] = [];
  for (const flag of given) {
    const wanted = flag.value.trim().toLowerCase();
    const measure = measures.find((each) =>
      [each.id, each.column, each.name.toLowerCase()].includes(wanted),
    );
    if (measure === undefined) {
      throw new UsageError(
        `${flag.shown}: unknown measure; choose one of ${measures.map((each) => each.id).join(', ')}`,
      );
    }
    if (chosen.includes(measure.id)) {
      throw new UsageError(`${flag.shown}: ${measure.name} is given more than once`);
    }
    chosen.push(measure.id);
  }
  return chosen;
}

/**
 * `--stat`: `Int=15` sets the base build's Int; `Int=8..18:2` spreads Int over 8, 10, … 18 (one
 * stat at most). Checked as the Spread fields check it.
 */
function readWillpowerStats(
  flags: readonly FlagValue[],
  base: WillpowerBuild,
  range: { readonly min: number; readonly max: number },
  combinations: number,
): { stats: WillpowerBuild['stats']; spread: StatSpread | null } {
  const stats: Record<StatId, number> = { ...base.stats };
  const seen = new Set<StatId>();
  let spread: StatSpread | null = null;
  const choices = Object.values(STAT_NAMES).map(({ short }) => ({ id: short, name: short }));
  for (const flag of flags) {
    const { name, value } = splitPair(flag, 'STAT=SCORE or STAT=FROM..TO[:STEP], e.g. Int=8..18:2');
    const stat = findWillpowerStat(name);
    if (stat === undefined) {
      throw new UsageError(`${flag.shown}: unknown stat; choose one of ${listNames(choices)}`);
    }
    const short = STAT_NAMES[stat].short;
    if (seen.has(stat)) throw new UsageError(`${flag.shown}: ${short} is given more than once`);
    seen.add(stat);
    const scores = parseScoreRange(value);
    if (scores === null) {
      throw new UsageError(
        `${flag.shown}: expected a score or a range FROM..TO[:STEP], e.g. 8..18:2`,
      );
    }
    if (typeof scores === 'number') {
      if (scores < range.min || scores > range.max) {
        throw new UsageError(
          `${flag.shown}: ${short} must be a whole number from ${range.min} to ${range.max}`,
        );
      }
      stats[stat] = scores;
      continue;
    }
    if (spread !== null) {
      throw new UsageError(
        `${flag.shown}: only one stat can spread over a range (${spread.stat} does)`,
      );
    }
    spread = { stat: short, ...scores };
    const problem = checkStatSpread(spread, range, combinations);
    if (problem !== null) throw new UsageError(`${flag.shown}: ${afterFlag(problem)}`);
  }
  return { stats, spread };
}

export const BALANCE_CLI = defineReportFamily({
  options: BALANCE_OPTIONS,
  reports: BALANCE_REPORTS,
  help: () => [
    {
      title: "willpower/grid (every race × class as bare builds, with --build's stats)",
      entries: [
        {
          term: '--levels L1,L2,…',
          meaning: 'the levels, whole numbers from 1 to the last level (default 1,10,30,60)',
        },
        {
          term: '--measure NAME',
          meaning:
            'a measure, repeat for several (default max-mana and max-hp): ' +
            WILLPOWER_GRID_MEASURES.map((measure) => measure.id).join(', '),
        },
        {
          term: '--stat STAT=SCORE | STAT=FROM..TO[:STEP]',
          meaning:
            'a base stat (Int=15), or one stat over a range, a row per score (Int=8..18:2); ' +
            'repeat for several stats, one range at most',
        },
      ],
    },
  ],
  table: (report, project: ProjectDocument, flags) => {
    const { data, builds } = project.willpower;
    const chosen = chooseBuild(builds, flags.one('build'));
    const range = statScoreRange(data.statModifiers);
    const combinations = data.races.length * data.classes.length;
    const { stats, spread } = readWillpowerStats(flags.all('stat'), chosen, range, combinations);
    const levels = readLevels(flags, data.rules.maxLevel);
    const measures = readMeasures(flags, WILLPOWER_GRID_MEASURES, WILLPOWER_GRID_DEFAULT_MEASURES);
    return report.make({ data, base: { ...chosen, stats }, spec: { levels, measures, spread } });
  },
});
