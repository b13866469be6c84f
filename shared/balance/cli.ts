/**
 * The balance grids as the CLI sees them: `wellspring report <ruleset>/grid` for every ruleset of
 * the list of grids (`shared/app/grid-list.ts`: `willpower/grid`, `nethack34/grid`, `dcss/grid`,
 * `quest/grid`, `mage2e/grid`) writes the same CSV as the Balance grid screen's export, from the
 * project's data and a base build (or its builds, where they are the rows), with `--levels`,
 * `--measure` (repeatable) and `--stat` (a score, or one stat over a range: `Int=8..18:2`). Every
 * flag is read by the parsers the screen's fields use (`grid-spec.ts`), so it refuses what the
 * field refuses, in the same words. The family is built from the list it is given (`gridFamily`),
 * so it names no ruleset.
 */
import { afterFlag, splitPair, type FlagValue, type GivenFlags } from '../cli/flags';
import { chooseEach, findNamed, listNames, type Named } from '../cli/names';
import { PROJECT_OPTIONS, type OptionSpecs } from '../cli/options';
import { defineReportFamily } from '../cli/report-family';
import { UsageError } from '../cli/usage-error';
import type { ReportDeclaration } from '../report/report-doc';
import { Memo } from '../engine/memo';
import {
  findGridMeasure,
  type BalanceGrid,
  type GridBand,
  type GridMeasure,
  type StatSpread,
} from '../analysis/grid';
import type { BalanceSettings } from '../project/schema/balance';
import type { AnyGridDeclaration, GridStatChoice } from '../analysis/grid-declaration';
import { checkStatSpread, parseGridLevels, parseScoreRange } from '../analysis/grid-spec';
import {
  GRID_SCORE_COLUMNS,
  GRID_SCORE_OPTION_NAMES,
  GRID_SCORE_OPTIONS,
  GRID_SCORES_HELP,
  scoredGridReport,
} from '../analysis/grid-score-flags';

const BALANCE_OPTIONS = {
  ...PROJECT_OPTIONS,
  levels: { type: 'string', example: '1,10,30,60' },
  measure: { type: 'string', multiple: true, example: 'max-mana' },
  stat: { type: 'string', multiple: true, example: 'Int=15' },
  ability: { type: 'string', example: '"Burning hands"' },
  'race-stats': { type: 'boolean' },
  ...GRID_SCORE_OPTIONS,
} as const satisfies OptionSpecs;

type BalanceOptionName = keyof typeof BALANCE_OPTIONS;
type Flags = GivenFlags<BalanceOptionName>;

/** A grid's columns as `--help` documents them: its row keys, the spread, each measure, scores. */
function gridColumnDocs(grid: AnyGridDeclaration) {
  const { spread, axis } = grid;
  return [
    ...grid.rowColumns,
    {
      name: `<${spread.word}>`,
      meaning: `the spread ${spread.word}’s ${spread.scoreWord}, when --stat gives a range (${spread.column})`,
    },
    ...grid.measures.map((measure: GridMeasure) => ({
      name: `${measure.column}_l<${axis.placeholder}>`,
      meaning: `${measure.meaning}; one column per --levels ${axis.phrase} (--measure ${measure.id})`,
    })),
    ...GRID_SCORE_COLUMNS,
  ];
}

/**
 * A project as the grids read it: each grid's ruleset's section, by id. The composition root
 * hands the whole project; this feature, below it, reads only the sections its list names.
 */
export type GridProject = Readonly<Record<string, unknown>>;

/** What a grid report reads: the project (its ruleset's section) and the flags. */
interface GridReportInput {
  readonly project: GridProject;
  readonly flags: Flags;
}

/**
 * `--stat`: `Int=15` sets a stat for every row; `Int=8..18:2` spreads it over 8, 10, … 18 (one
 * stat at most). Checked as the Spread fields check it; `rows` is the roster's size without a
 * spread.
 */
function readGridStats(
  flags: readonly FlagValue[],
  stats: readonly GridStatChoice[],
  find: (name: string) => string | undefined,
  rows: number,
): { set: Record<string, number>; spread: StatSpread | null } {
  const set: Record<string, number> = {};
  const seen = new Set<string>();
  let spread: StatSpread | null = null;
  const choices = stats.map(({ short }) => ({ id: short, name: short }));
  for (const flag of flags) {
    const { name, value } = splitPair(flag, 'STAT=SCORE or STAT=FROM..TO[:STEP], e.g. Int=8..18:2');
    const id = find(name);
    const stat = stats.find((each) => each.id === id);
    if (id === undefined || stat === undefined) {
      throw new UsageError(`${flag.shown}: unknown stat; choose one of ${listNames(choices)}`);
    }
    if (seen.has(id)) throw new UsageError(`${flag.shown}: ${stat.short} is given more than once`);
    seen.add(id);
    const scores = parseScoreRange(value);
    if (scores === null) {
      throw new UsageError(
        `${flag.shown}: expected a score or a range FROM..TO[:STEP], e.g. 8..18:2`,
      );
    }
    if (typeof scores === 'number') {
      if (scores < stat.min || scores > stat.max) {
        throw new UsageError(
          `${flag.shown}: ${stat.short} must be a whole number from ${stat.min} to ${stat.max}`,
        );
      }
      set[id] = scores;
      continue;
    }
    if (spread !== null) {
      throw new UsageError(
        `${flag.shown}: only one stat can spread over a range (${spread.stat} does)`,
      );
    }
    spread = { stat: stat.short, ...scores };
    const problem = checkStatSpread(spread, stat, rows);
    if (problem !== null) throw new UsageError(`${flag.shown}: ${afterFlag(problem)}`);
  }
  return { set, spread };
}

/**
 * `--race-stats`: every row takes its race's typical stats, so a `--stat` that sets one score for
 * every row would be overruled: refused, as the screen has no such field beside the box.
 */
function readRaceStats(flags: Flags, set: Readonly<Record<string, number | undefined>>): boolean {
  if (!flags.has('race-stats')) return false;
  const fixed = Object.keys(set);
  if (fixed.length > 0) {
    const given = flags.all('stat').find((each) => !/\.\./.test(each.value));
    throw new UsageError(
      `${given?.shown ?? '--stat'}: with --race-stats every row takes its race's typical ` +
        'stats; give a range to spread one (e.g. Int=8..18:2), or leave --race-stats out',
    );
  }
  return true;
}

/** The project's build named by `--build` (any case, by name or id), else its first. */
function chooseBase<T extends Named>(
  builds: readonly T[],
  flag: FlagValue | undefined,
): T | undefined {
  if (flag === undefined) return builds[0];
  const found = findNamed(builds, flag.value);
  if (found === undefined) {
    throw new UsageError(`${flag.shown}: unknown build; choose one of ${listNames(builds)}`);
  }
  return found;
}

/**
 * The grid a report asks for: the base build by `--build` (where the rows take one), the scores
 * `--stat` sets or spreads, `--race-stats`, `--levels`, `--measure` and `--ability`, each read as
 * the screen's field reads it; then the ruleset's own computation.
 */
function makeGrid(grid: AnyGridDeclaration, { project, flags }: GridReportInput): BalanceGrid {
  const section = project[grid.ruleset] as never;
  const base =
    grid.base === null ? undefined : chooseBase(grid.base.builds(section), flags.one('build'));
  const { set, spread } = readGridStats(
    flags.all('stat'),
    grid.spread.choices(section),
    grid.spread.find,
    grid.roster(section),
  );
  const raceStats = grid.base?.typicalStats == null ? false : readRaceStats(flags, set);
  const levels = readLevels(flags, grid, section);
  const measures = readMeasures(flags, grid.measures, grid.defaultMeasures);
  const given = grid.given(section, { baseId: base?.id ?? null, set });
  if (given === null) throw new UsageError(`the project has no ${grid.ruleset} builds`);
  const spell = grid.casting === null ? null : readSpell(flags, grid, section, measures);
  return grid.compute(
    {
      ...given,
      spec: {
        levels,
        measures,
        spread,
        ...(grid.casting !== null && { spell }),
        ...(grid.base?.typicalStats != null && { raceStats }),
      },
    },
    new Memo(),
  );
}

/** What every grid takes to add its scores (z-scores and outliers). */
const SCORE_OPTIONS: BalanceOptionName[] = GRID_SCORE_OPTION_NAMES;

/**
 * The options a grid's report takes: `--build` where the rows take a base build, `--race-stats`
 * where they can take their race's typical stats, `--ability` where a measure casts a spell.
 */
function gridOptions(grid: AnyGridDeclaration): BalanceOptionName[] {
  return [
    'project',
    ...(grid.base === null ? [] : (['build'] as const)),
    'levels',
    'measure',
    'stat',
    ...(grid.base?.typicalStats == null ? [] : (['race-stats'] as const)),
    ...SCORE_OPTIONS,
    ...(grid.casting === null ? [] : (['ability'] as const)),
  ];
}

/** A grid's report, `<ruleset>/grid`. */
function gridReportOf(
  grid: AnyGridDeclaration,
): ReportDeclaration<GridReportInput, BalanceOptionName> {
  return {
    options: gridOptions(grid),
    name: `${grid.ruleset}/grid`,
    description: grid.description,
    columns: gridColumnDocs(grid),
    make: (input) =>
      scoredGridReport(makeGrid(grid, input), input.flags, savedBands(input.project, grid.ruleset)),
  };
}

/** The bands the project saved for a ruleset's grid (the screen's), by column key. */
function savedBands(project: GridProject, ruleset: string): Record<string, GridBand> {
  const balance = project.balance as BalanceSettings | undefined;
  return Object.fromEntries(
    (balance?.bands ?? [])
      .filter((band) => band.ruleset === ruleset)
      .map(({ column, min, max }) => [column, { min, max }]),
  );
}

/**
 * `--ability NAME`: the spell the casting measure casts (the screen's Spell list), by name or id
 * in any case; null: the data's first.
 */
function readSpell(
  flags: Flags,
  grid: AnyGridDeclaration,
  section: never,
  measures: readonly string[],
): string | null {
  const flag = flags.one('ability');
  if (flag === undefined || grid.casting === null) return null;
  const { measure } = grid.casting;
  if (!measures.includes(measure)) {
    throw new UsageError(
      `${flag.shown}: only the ${measure} measure casts a spell; add --measure ${measure}`,
    );
  }
  const abilities = grid.casting.spells(section);
  const found = findNamed(abilities, flag.value);
  if (found === undefined) {
    throw new UsageError(`${flag.shown}: unknown ability; choose one of ${listNames(abilities)}`);
  }
  return found.id;
}

/** `--levels`, read as the Levels field reads it (default: the grid's own levels). */
function readLevels(flags: Flags, grid: AnyGridDeclaration, section: never): number[] {
  const flag = flags.one('levels');
  if (flag === undefined) return grid.defaultLevels(section);
  const parsed = parseGridLevels(flag.value, grid.maxLevel(section), grid.axis.min);
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
  return chooseEach(
    given,
    (typed) => findGridMeasure(measures, typed),
    (flag) =>
      `${flag.shown}: unknown measure; choose one of ${measures.map((each) => each.id).join(', ')}`,
    (measure) => measure.name,
  );
}

/**
 * The CLI family of the grids of `list`: one `<ruleset>/grid` report each, in the list's order,
 * and one section of `--help` naming each grid's measures and stats.
 */
export function gridFamily(list: readonly AnyGridDeclaration[]) {
  const names = list.map((grid) => `${grid.ruleset}/grid`).join(', ');
  return defineReportFamily({
    options: BALANCE_OPTIONS,
    reports: list.map(gridReportOf),
    headlines: list.flatMap((grid) =>
      grid.headline === undefined ? [] : [{ report: `${grid.ruleset}/grid`, name: grid.headline }],
    ),
    help: () => [
      {
        title: `Balance grids: ${names}`,
        entries: [
          {
            term: '--levels L1,L2,…',
            meaning:
              'the levels, whole numbers up to the last level, or a range: 1..60 (every level), ' +
              '1..60:5 (every fifth). ' +
              list.map((grid) => grid.help.levels).join('; '),
          },
          {
            term: '--measure NAME',
            meaning:
              'a measure, repeat for several. ' +
              list
                .map(
                  (grid) =>
                    `${grid.help.measures}: ${grid.measures.map((measure) => measure.id).join(', ')}`,
                )
                .join('. '),
          },
          {
            term: '--stat STAT=SCORE | STAT=FROM..TO[:STEP]',
            meaning:
              'a base stat (Int=15), or one stat over a range, a row per score (Int=8..18:2); ' +
              'repeat for several stats, one range at most. ' +
              list.map((grid) => grid.help.stats).join('. '),
          },
          {
            term: '--race-stats',
            meaning:
              "where the rows are races: every row takes its race's typical stats (the Races " +
              "table) instead of --build's, and a --stat range still spreads one stat. --build " +
              'still gives the rest: ' +
              list
                .flatMap((grid) =>
                  grid.base?.typicalStats == null
                    ? []
                    : [`${grid.name}: ${grid.base.typicalStats.baseTakes}`],
                )
                .join('. '),
          },
          GRID_SCORES_HELP,
          ...list.flatMap(({ name, casting }) =>
            casting === null
              ? []
              : [
                  {
                    term: '--ability NAME',
                    meaning:
                      `${name}: the spell ${casting.measure} casts (default: the first ability); ` +
                      `needs --measure ${casting.measure}`,
                  },
                ],
          ),
        ],
      },
    ],
    table: (report, project: GridProject, flags) => report.make({ project, flags }),
  });
}

/** The levels a grid report has in a project: its axis's first, and its data's last. */
export interface GridLevelRange {
  readonly min: number;
  max(project: GridProject): number;
}

/**
 * Each grid report's levels in a project, by report name (`wellspring diff --levels` keeps the
 * levels a grid has: Quest's VP 0, none past a ruleset's last level).
 */
export function gridLevelRanges(
  list: readonly AnyGridDeclaration[],
): Readonly<Record<string, GridLevelRange>> {
  return Object.fromEntries(
    list.map((grid) => [
      `${grid.ruleset}/grid`,
      {
        min: grid.axis.min,
        max: (project: GridProject) => grid.maxLevel(project[grid.ruleset] as never),
      },
    ]),
  );
}
