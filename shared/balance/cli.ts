/**
 * The balance grids as the CLI sees them: `wellspring report willpower/grid` (and `nethack34/grid`,
 * `dcss/grid`) writes the same CSV as the Balance grid screen's export, from the project's data and a base build, with `--levels`,
 * `--measure` (repeatable) and `--stat` (a score, or one stat over a range: `Int=8..18:2`). Every
 * flag is read by the parsers the screen's fields use (`grid-spec.ts`), so it refuses what the
 * field refuses, in the same words.
 */
import { afterFlag, splitPair, type FlagValue, type GivenFlags } from '../cli/flags';
import { findNamed, listNames, type Named } from '../cli/names';
import { PROJECT_OPTIONS, type OptionSpecs } from '../cli/options';
import { defineReportFamily } from '../cli/report-family';
import { UsageError } from '../cli/usage-error';
import type { ReportDeclaration } from '../report/report-doc';
import { chooseBuild } from '../rulesets/willpower/cli-flags';
import type { NethackCharacter } from '../rulesets/nethack34/data';
import { DEFAULT_NETHACK_BUILD } from '../rulesets/nethack34/defaults';
import {
  computeNethackGrid,
  findNethackStat,
  NETHACK_GRID_DEFAULT_MEASURES,
  NETHACK_GRID_MEASURES,
  NETHACK_GRID_STATS,
  nethackPairs,
  nethackStatRange,
} from '../rulesets/nethack34/grid';
import { STAT_IDS, STAT_NAMES } from '../rulesets/willpower/data';
import {
  computeWillpowerGrid,
  findWillpowerStat,
  WILLPOWER_GRID_DEFAULT_MEASURES,
  WILLPOWER_GRID_MEASURES,
} from '../rulesets/willpower/grid';
import { statScoreRange } from '../rulesets/willpower/stat-modifiers';
import type { DcssBuild } from '../rulesets/dcss/data';
import type { DcssSection } from '../rulesets/dcss/schema';
import type { Nethack34Section } from '../rulesets/nethack34/schema';
import type { WillpowerSection } from '../rulesets/willpower/schema';
import {
  computeDcssGrid,
  DCSS_GRID_DEFAULT_MEASURES,
  DCSS_GRID_MEASURES,
  DCSS_GRID_SOURCES,
  findDcssSource,
} from '../rulesets/dcss/grid';
import {
  findGridMeasure,
  gridReport,
  type BalanceGrid,
  type GridBand,
  type GridMeasure,
  type StatSpread,
} from '../analysis/grid';
import {
  checkGridBand,
  checkOutlierThreshold,
  checkStatSpread,
  defaultGridLevels,
  OUTLIER_Z_DEFAULT,
  parseGridBand,
  parseGridLevels,
  parseScoreRange,
} from '../analysis/grid-spec';

const BALANCE_OPTIONS = {
  ...PROJECT_OPTIONS,
  levels: { type: 'string', example: '1,10,30,60' },
  measure: { type: 'string', multiple: true, example: 'max-mana' },
  stat: { type: 'string', multiple: true, example: 'Int=15' },
  ability: { type: 'string', example: '"Burning hands"' },
  'race-stats': { type: 'boolean' },
  // The z-score and outlier columns, as the screen's "Scores in the CSV" adds them.
  'with-scores': { type: 'boolean' },
  'flag-at': { type: 'string', example: '2', number: true },
  band: { type: 'string', multiple: true, example: 'max_mana_l30=100..300' },
} as const satisfies OptionSpecs;

type BalanceOptionName = keyof typeof BALANCE_OPTIONS;
type Flags = GivenFlags<BalanceOptionName>;

/** The columns `--with-scores` adds after the values, as the screen's "Scores in the CSV". */
const SCORE_COLUMNS = [
  {
    name: '<column>_z',
    meaning:
      'with --with-scores: each value column’s z-score, (value − the column’s mean) / its ' +
      'population standard deviation, to a hundredth; empty for "never" or a column whose values ' +
      'are all the same',
  },
  {
    name: 'outliers',
    meaning:
      'with --with-scores: the row’s outliers as the screen’s Outliers list says them (|z| at or ' +
      'past --flag-at, or outside a --band), in column order, joined by "; "; empty: none',
  },
];

const GRID_COLUMNS = (measures: readonly GridMeasure[], spread: string) => [
  { name: 'race', meaning: "the race's name (every race of the data, in its order)" },
  { name: 'class', meaning: 'the class’s (NetHack: role’s) name, every one the race may be' },
  { name: '<stat>', meaning: `the spread stat’s score, when --stat gives a range (${spread})` },
  ...measures.map((measure) => ({
    name: `${measure.column}_l<LEVEL>`,
    meaning: `${measure.meaning}; one column per --levels level (--measure ${measure.id})`,
  })),
  ...SCORE_COLUMNS,
];

/**
 * The sections of a project the grids read, as their rulesets declare them: the composition root
 * hands the whole project, and this feature, below it, names only what it reads.
 */
export interface GridSource {
  readonly willpower: WillpowerSection;
  readonly nethack34: Nethack34Section;
  readonly dcss: DcssSection;
}

/** What a grid report reads: the project (its ruleset's section) and the flags. */
interface GridReportInput {
  readonly project: GridSource;
  readonly flags: Flags;
}

/** A stat a grid's `--stat` can name, and the scores it takes. */
interface GridStat<Id extends string> {
  readonly id: Id;
  readonly short: string;
  readonly min: number;
  readonly max: number;
}

/**
 * `--stat`: `Int=15` sets a stat for every row; `Int=8..18:2` spreads it over 8, 10, … 18 (one
 * stat at most). Checked as the Spread fields check it; `rows` is the roster's size without a
 * spread.
 */
function readGridStats<Id extends string>(
  flags: readonly FlagValue[],
  stats: readonly GridStat<Id>[],
  find: (name: string) => Id | undefined,
  rows: number,
): { set: Partial<Record<Id, number>>; spread: StatSpread | null } {
  const set: Partial<Record<Id, number>> = {};
  const seen = new Set<Id>();
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

function willpowerGrid({ project, flags }: GridReportInput): BalanceGrid {
  const { data, builds } = project.willpower;
  const chosen = chooseBuild(builds, flags.one('build'));
  const range = statScoreRange(data.statModifiers);
  const { set, spread } = readGridStats(
    flags.all('stat'),
    STAT_IDS.map((id) => ({ id, short: STAT_NAMES[id].short, ...range })),
    findWillpowerStat,
    data.races.length * data.classes.length,
  );
  const raceStats = readRaceStats(flags, set);
  const stats = { ...chosen.stats, ...set };
  const levels = readLevels(flags, data.rules.maxLevel);
  const measures = readMeasures(flags, WILLPOWER_GRID_MEASURES, WILLPOWER_GRID_DEFAULT_MEASURES);
  return computeWillpowerGrid({
    data,
    base: { ...chosen, stats },
    spec: {
      levels,
      measures,
      spread,
      spell: readSpell(flags, data.abilities, measures),
      raceStats,
    },
  });
}

function nethackGrid({ project, flags }: GridReportInput): BalanceGrid {
  const { data, builds } = project.nethack34;
  const chosen: NethackCharacter = chooseBase(builds, flags.one('build')) ?? DEFAULT_NETHACK_BUILD;
  const range = nethackStatRange(data);
  const { set, spread } = readGridStats(
    flags.all('stat'),
    NETHACK_GRID_STATS.map((stat) => ({ ...stat, ...range })),
    findNethackStat,
    nethackPairs(data).length,
  );
  const raceStats = readRaceStats(flags, set);
  const levels = readLevels(flags, data.maxLevel);
  const measures = readMeasures(flags, NETHACK_GRID_MEASURES, NETHACK_GRID_DEFAULT_MEASURES);
  return computeNethackGrid({
    data,
    base: { ...chosen, ...set },
    spec: { levels, measures, spread, raceStats },
  });
}

/** Every DCSS build is a row; `--stat Rings=1` sets a source for all of them. */
function dcssGrid({ project, flags }: GridReportInput): BalanceGrid {
  const { data, builds } = project.dcss;
  const { set, spread } = readGridStats(
    flags.all('stat'),
    DCSS_GRID_SOURCES,
    findDcssSource,
    builds.length,
  );
  const levels = readLevels(flags, data.maxLevel);
  const measures = readMeasures(flags, DCSS_GRID_MEASURES, DCSS_GRID_DEFAULT_MEASURES);
  return computeDcssGrid({
    data,
    builds: builds.map((build) => ({ ...build, ...set }) as DcssBuild),
    spec: { levels, measures, spread },
  });
}

/** What every grid takes to add its scores (z-scores and outliers). */
const SCORE_OPTIONS: BalanceOptionName[] = ['with-scores', 'flag-at', 'band'];

const GRID_OPTIONS: BalanceOptionName[] = [
  'project',
  'build',
  'levels',
  'measure',
  'stat',
  'race-stats',
  ...SCORE_OPTIONS,
];

const BALANCE_REPORTS: readonly ReportDeclaration<GridReportInput, BalanceOptionName>[] = [
  {
    options: [...GRID_OPTIONS, 'ability'],
    name: 'willpower/grid',
    description:
      'every race × class (× one stat over a range) at chosen levels: the Balance grid screen',
    columns: GRID_COLUMNS(WILLPOWER_GRID_MEASURES, 'e.g. int for Int=8..18:2'),
    make: (input) => scoredReport(willpowerGrid(input), input.flags),
  },
  {
    options: GRID_OPTIONS,
    name: 'nethack34/grid',
    description:
      'every race × role the game allows (× Con or Wis over a range) at chosen XLs: HP and power',
    columns: GRID_COLUMNS(NETHACK_GRID_MEASURES, 'con or wis'),
    make: (input) => scoredReport(nethackGrid(input), input.flags),
  },
  {
    options: ['project', 'levels', 'measure', 'stat', ...SCORE_OPTIONS],
    name: 'dcss/grid',
    description:
      'every DCSS build of the project (× one regeneration source over its levels) at chosen ' +
      'XLs: max HP, turns per HP, turns to full',
    columns: [
      {
        name: 'build',
        meaning: "the build's name (every DCSS build of the project, in its order)",
      },
      {
        name: '<source>',
        meaning: 'the spread source’s level, when --stat gives a range (rings, mutation, …)',
      },
      ...DCSS_GRID_MEASURES.map((measure) => ({
        name: `${measure.column}_l<XL>`,
        meaning: `${measure.meaning}; one column per --levels XL (--measure ${measure.id})`,
      })),
      ...SCORE_COLUMNS,
    ],
    make: (input) => scoredReport(dcssGrid(input), input.flags),
  },
];

/**
 * `--ability NAME`: the spell the casts-an-hour measure casts (the screen's Spell list), by name or
 * id in any case; null: the data's first.
 */
function readSpell(
  flags: Flags,
  abilities: readonly Named[],
  measures: readonly string[],
): string | null {
  const flag = flags.one('ability');
  if (flag === undefined) return null;
  if (!measures.includes('casts-per-hour')) {
    throw new UsageError(
      `${flag.shown}: only the casts-per-hour measure casts a spell; add --measure casts-per-hour`,
    );
  }
  const found = findNamed(abilities, flag.value);
  if (found === undefined) {
    throw new UsageError(`${flag.shown}: unknown ability; choose one of ${listNames(abilities)}`);
  }
  return found.id;
}

/**
 * The grid's table; with `--with-scores`, its z-scores and outliers by `--flag-at` (default 2, as
 * the screen's "Flag at |z| ≥") and each `--band COLUMN=LOW..HIGH`, read as the screen's fields
 * read them. `--flag-at` and `--band` change only those columns, so without the switch they are
 * refused rather than ignored.
 */
function scoredReport(grid: BalanceGrid, flags: Flags) {
  const switched = flags.has('with-scores');
  const stray = flags.one('flag-at') ?? flags.all('band')[0];
  if (!switched) {
    if (stray !== undefined) {
      throw new UsageError(
        `${stray.shown}: it sets the outliers column of --with-scores; give --with-scores too`,
      );
    }
    return gridReport(grid);
  }
  const threshold = flags.one('flag-at');
  let z = OUTLIER_Z_DEFAULT;
  if (threshold !== undefined) {
    const text = threshold.value.trim().replace(/\u2212/g, '-');
    z = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
    const problem = checkOutlierThreshold(z);
    if (problem !== null) throw new UsageError(`${threshold.shown}: ${afterFlag(problem)}`);
  }
  const bands: Record<string, GridBand> = {};
  const keys = grid.columns.map((column) => ({ id: column.key, name: column.key }));
  for (const flag of flags.all('band')) {
    const { name, value } = splitPair(flag, 'COLUMN=LOW..HIGH, e.g. max_mana_l30=100..300');
    const column = grid.columns.find((each) => each.key === name.trim().toLowerCase());
    if (column === undefined) {
      throw new UsageError(`${flag.shown}: no such column; choose one of ${listNames(keys)}`);
    }
    if (bands[column.key] !== undefined) {
      throw new UsageError(`${flag.shown}: ${column.key} has a band already`);
    }
    const band = parseGridBand(value);
    if (band === null) {
      throw new UsageError(
        `${flag.shown}: expected LOW..HIGH with an end or both, e.g. 100..300, 100.. or ..300`,
      );
    }
    const problem = checkGridBand(band.min, band.max);
    if (problem !== null) throw new UsageError(`${flag.shown}: ${afterFlag(problem)}`);
    bands[column.key] = band;
  }
  return gridReport(grid, { z, bands });
}

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
    const measure = findGridMeasure(measures, flag.value);
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

/** Each grid report's last level in a project (`wellspring diff --levels` keeps the levels a grid has). */
export const GRID_MAX_LEVEL: Readonly<Record<string, (project: GridSource) => number>> = {
  'willpower/grid': (project) => project.willpower.data.rules.maxLevel,
  'nethack34/grid': (project) => project.nethack34.data.maxLevel,
  'dcss/grid': (project) => project.dcss.data.maxLevel,
};

export const BALANCE_CLI = defineReportFamily({
  options: BALANCE_OPTIONS,
  reports: BALANCE_REPORTS,
  help: () => [
    {
      title: "willpower/grid, nethack34/grid (with --build's stats), dcss/grid (every build)",
      entries: [
        {
          term: '--levels L1,L2,…',
          meaning:
            'the levels, whole numbers from 1 to the last level, or a range: 1..60 (every ' +
            'level), 1..60:5 (every fifth) (default 1,10,30,60; NetHack 1,10,30)',
        },
        {
          term: '--measure NAME',
          meaning:
            'a measure, repeat for several. Willpower (default max-mana, max-hp): ' +
            WILLPOWER_GRID_MEASURES.map((measure) => measure.id).join(', ') +
            '. NetHack (default hp-mean, pw-mean): ' +
            NETHACK_GRID_MEASURES.map((measure) => measure.id).join(', ') +
            '. DCSS (default max-hp, turns-to-full): ' +
            DCSS_GRID_MEASURES.map((measure) => measure.id).join(', '),
        },
        {
          term: '--stat STAT=SCORE | STAT=FROM..TO[:STEP]',
          meaning:
            'a base stat (Int=15), or one stat over a range, a row per score (Int=8..18:2); ' +
            'repeat for several stats, one range at most. NetHack: Con or Wis. DCSS, a ' +
            'regeneration source set for every build: ' +
            DCSS_GRID_SOURCES.map((source) => `${source.short} ${source.min}–${source.max}`).join(
              ', ',
            ) +
            ' (e.g. Rings=0..2)',
        },
        {
          term: '--race-stats',
          meaning:
            "Willpower, NetHack: every row takes its race's typical stats (the Races table) " +
            "instead of --build's; --build still gives the regeneration conditions (NetHack: " +
            'Int and options), and a --stat range still spreads one stat',
        },
        {
          term: '--with-scores, --flag-at Z, --band COLUMN=LOW..HIGH',
          meaning:
            'add each value column’s z-score (<column>_z) and the row’s outliers, as the screen’s ' +
            '"Scores in the CSV": a value Z or more standard deviations from its column’s mean ' +
            `(default ${OUTLIER_Z_DEFAULT}, at most 10), or outside a column’s band (repeat ` +
            '--band for several columns; an end may be left open: 100.., ..300)',
        },
        {
          term: '--ability NAME',
          meaning:
            'Willpower: the spell casts-per-hour casts (default: the first ability); needs ' +
            '--measure casts-per-hour',
        },
      ],
    },
  ],
  table: (report, project: GridSource, flags) => report.make({ project, flags }),
});
