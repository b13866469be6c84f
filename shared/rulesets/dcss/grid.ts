/**
 * The DCSS balance grid. DCSS's data has no races or classes, only the project's builds, each with
 * its own max HP curve and regeneration sources, so the roster is the builds: one row per build
 * (× one source spread over its levels: rings of regeneration 0–2, Slow Healing 0–3, …), and for
 * each its max HP, turns per HP and turns from 1 HP to full at chosen XLs, by the rules the DCSS
 * screen explains. `../../analysis/grid.ts` adds the spreads, outliers and the table.
 */
import {
  gridColumns,
  spreadScores,
  withoutRepeats,
  type BalanceGrid,
  type GridMeasure,
  type GridRow,
  type GridRowKey,
  type GridSpec,
  checkGridWork,
} from '../../analysis/grid';
import { defineGrid, type GridChoice } from '../../analysis/grid-declaration';
import { checkStatSpread, defaultGridLevels } from '../../analysis/grid-spec';
import type { DcssBuild, DcssData } from './data';
import type { DcssSection } from './schema';
import { DCSS_MAX_MUTATION, DCSS_MAX_PBD_RANK, DCSS_MAX_RINGS } from './limits';
import { computeRegenAt } from './regen';
import { validateDcssBuild, validateDcssData } from './validate';

export type DcssGridMeasureId = 'max-hp' | 'turns-per-hp' | 'turns-to-full';

export const DCSS_GRID_MEASURES: readonly GridMeasure<DcssGridMeasureId>[] = [
  {
    id: 'max-hp',
    name: 'Max HP',
    column: 'max_hp',
    meaning: "max HP at that XL, from the build's max HP curve (an assumption: not in the seed)",
    decimals: 0,
  },
  {
    id: 'turns-per-hp',
    name: 'Turns per HP',
    column: 'turns_per_hp',
    meaning:
      'turns of 10 auts for one HP to come back at that XL’s max HP (100 / TRR), to a ' +
      'hundredth (a fast healer takes 0.09); "never" when none does',
    decimals: 2,
    better: 'lower',
  },
  {
    id: 'turns-to-full',
    name: 'Turns to full',
    column: 'turns_to_full',
    meaning:
      'turns of game time from 1 HP to that XL’s max HP, repeating the build’s action, to a ' +
      'tenth; "never" when it does not fill',
    decimals: 1,
    better: 'lower',
  },
];

export const DCSS_GRID_DEFAULT_MEASURES: readonly DcssGridMeasureId[] = ['max-hp', 'turns-to-full'];

/** The regeneration sources a DCSS grid can spread, each over the levels the game has. */
export const DCSS_GRID_SOURCES = [
  { id: 'rings', short: 'Rings', name: 'Rings of regeneration', min: 0, max: DCSS_MAX_RINGS },
  {
    id: 'mutation',
    short: 'Mutation',
    name: 'Regeneration mutation level',
    min: 0,
    max: DCSS_MAX_MUTATION,
  },
  { id: 'slowHealing', short: 'Slow Healing', name: 'Slow Healing level', min: 0, max: 3 },
  { id: 'pbdRank', short: 'PbD', name: 'Powered by Death rank', min: 0, max: DCSS_MAX_PBD_RANK },
] as const;

export type DcssGridSource = (typeof DCSS_GRID_SOURCES)[number]['id'];

/** Every row is one build: its name heads the row. */
const DCSS_ROW_KEYS: readonly GridRowKey[] = [{ column: 'build', heading: 'Build' }];

export interface DcssGridInput {
  readonly data: DcssData;
  /** The roster: each build is a row (or a row per score of the spread source). */
  readonly builds: readonly DcssBuild[];
  readonly spec: GridSpec;
}

/** The source a spread names, by id, short or full name in any case ("slow healing", "PbD"). */
export function findDcssSource(name: string): DcssGridSource | undefined {
  const wanted = name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  return DCSS_GRID_SOURCES.find((source) =>
    [source.id.toLowerCase(), source.short.toLowerCase(), source.name.toLowerCase()].some(
      (each) => each.replace(/[\s_-]+/g, ' ') === wanted,
    ),
  )?.id;
}

/** Rounded to `decimals` places, as the column shows it. */
function rounded(value: number | null, decimals: number): number | null {
  if (value === null) return null;
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

/** A build as the spread sees it: all but its id, name, Max HP field and the spread source. */
function alike(build: DcssBuild, source: DcssGridSource): string {
  return JSON.stringify({ ...build, id: '', name: '', maxHp: 0, [source]: 0 });
}

/** A build's source set to `score` (Slow Healing's levels are its own type). */
function withSource(build: DcssBuild, source: DcssGridSource, score: number): DcssBuild {
  return source === 'slowHealing'
    ? { ...build, slowHealing: score as DcssBuild['slowHealing'] }
    : { ...build, [source]: score };
}

/**
 * The grid: build by build in the project's order, then score by score.
 *
 * @throws RangeError for an XL past the data's last, an unknown measure or source, a spread
 *   outside the source's levels, or data or a build the engine refuses (named).
 */
export function computeDcssGrid({ data, builds, spec }: DcssGridInput): BalanceGrid {
  const [dataProblem] = validateDcssData(data);
  if (dataProblem !== undefined) throw new RangeError(dataProblem);
  for (const level of spec.levels) {
    if (!Number.isInteger(level) || level < 1 || level > data.maxLevel) {
      throw new RangeError(`XLs must be whole numbers from 1 to ${data.maxLevel} (not ${level}).`);
    }
  }
  for (const build of builds) {
    const [issue] = validateDcssBuild(data, build);
    if (issue !== undefined) throw new RangeError(`${build.name}: ${issue.message}`);
  }
  const columns = gridColumns(DCSS_GRID_MEASURES, spec, 'XL');
  let source: (typeof DCSS_GRID_SOURCES)[number] | null = null;
  let scores: (number | null)[] = [null];
  if (spec.spread !== null) {
    const id = findDcssSource(spec.spread.stat);
    source = DCSS_GRID_SOURCES.find((each) => each.id === id) ?? null;
    if (source === null) throw new RangeError(`Unknown source "${spec.spread.stat}".`);
    const problem = checkStatSpread(spec.spread, source, builds.length);
    if (problem !== null) throw new RangeError(problem);
    scores = spreadScores(spec.spread);
  }
  checkGridWork(builds.length * scores.length, columns.length);
  // With a spread, a build that differs from an earlier one only in the spread source (or in its
  // Max HP field, which the grid does not read) would repeat that one's rows, and weigh twice in
  // every column's mean: a row opened from this grid ("…, Rings 2") is such a build. Left out,
  // and said so.
  const { kept, leftOut } =
    source === null
      ? { kept: builds, leftOut: '' }
      : withoutRepeats(builds, (build) => alike(build, source.id), source.name.toLowerCase());
  const rows: GridRow[] = [];
  for (const build of kept) {
    for (const score of scores) {
      const character =
        source === null || score === null ? build : withSource(build, source.id, score);
      // Both regeneration measures read the same rates at an XL: computed once per XL.
      const rates = new Map<number, ReturnType<typeof computeRegenAt>>();
      const ratesAt = (level: number) => {
        let known = rates.get(level);
        if (known === undefined) {
          known = computeRegenAt(data.rules, character, character.maxHpByLevel[level - 1] ?? 1);
          rates.set(level, known);
        }
        return known;
      };
      const cells = columns.map((column): number | null => {
        switch (column.measure as DcssGridMeasureId) {
          case 'max-hp':
            return character.maxHpByLevel[column.level - 1] ?? null;
          case 'turns-per-hp':
            return rounded(ratesAt(column.level).turnsPerHp, column.decimals);
          case 'turns-to-full':
            return rounded(ratesAt(column.level).turnsToFull, column.decimals);
        }
      });
      rows.push({
        key: `${build.id}${score === null ? '' : `/${score}`}`,
        ids: [build.id],
        names: [build.name],
        score,
        cells,
      });
    }
  }
  const spreadWords =
    source === null
      ? ''
      : `; ${source.name.toLowerCase()} as each row says, in place of the build's own`;
  return {
    title: `DCSS balance grid: ${kept.length} build${kept.length === 1 ? '' : 's'}`,
    rowKeys: DCSS_ROW_KEYS,
    spreadStat: source?.short ?? null,
    raceStats: false,
    columns,
    rows,
    basis:
      'Each build as the DCSS screen has it (items, mutations, action and conditions)' +
      `${spreadWords}; max HP by XL from each build's curve on the DCSS screen (an assumption ` +
      'unless you entered your own; not its Max HP field); rates per turn of 10 auts, turns to ' +
      `full from 1 HP.${leftOut}`,
  };
}

/** The DCSS build a row stands for: the row's build with its spread source's level. */
export function dcssRowBuild(
  build: DcssBuild,
  grid: Pick<BalanceGrid, 'spreadStat'>,
  row: GridRow,
): DcssBuild {
  const source = grid.spreadStat === null ? undefined : findDcssSource(grid.spreadStat);
  if (source === undefined || row.score === null) return build;
  return withSource(build, source, row.score);
}

/** DCSS's grid as the Balance grid screen and `dcss/grid` know it: every build is a row. */
export const DCSS_GRID = defineGrid({
  ruleset: 'dcss',
  name: 'DCSS',
  rowWord: 'build',
  rowColumns: [
    { name: 'build', meaning: "the build's name (every DCSS build of the project, in its order)" },
  ],
  axis: { heading: 'XL', phrase: 'XL', label: 'XLs', placeholder: 'XL', min: 1 },
  maxLevel: (section: DcssSection) => section.data.maxLevel,
  defaultLevels: (section: DcssSection) => defaultGridLevels(section.data.maxLevel),
  measures: DCSS_GRID_MEASURES,
  defaultMeasures: DCSS_GRID_DEFAULT_MEASURES,
  spread: {
    word: 'source',
    scoreWord: 'level',
    column: 'rings, mutation, …',
    choices: () => DCSS_GRID_SOURCES,
    find: findDcssSource,
  },
  roster: (section: DcssSection) => section.builds.length,
  base: null,
  casting: null,
  empty: 'The project has no DCSS builds: add one on the DCSS screen, and every build is a row.',
  never:
    'no HP comes back (Slow Healing 3, or 2 with a monster in sight, stops all but Trog’s ' +
    'Hand)',
  description:
    'every DCSS build of the project (× one regeneration source over its levels) at chosen ' +
    'XLs: max HP, turns per HP, turns to full',
  help: {
    levels: 'DCSS: XLs (default 1,10 and the last XL of its curve, 27 built in)',
    measures: 'DCSS (default max-hp, turns-to-full)',
    stats:
      'DCSS, a regeneration source set for every build: ' +
      DCSS_GRID_SOURCES.map((source) => `${source.short} ${source.min}–${source.max}`).join(', ') +
      ' (e.g. Rings=0..2)',
  },
  given: (section: DcssSection, { set }: GridChoice) => ({
    data: section.data,
    builds: section.builds.map((build) => ({ ...build, ...set }) as DcssBuild),
  }),
  compute: (input: DcssGridInput) => computeDcssGrid(input),
  cardOf: () => null,
  rowBuild: (section: DcssSection, _baseId, grid, row, level) => {
    const build = section.builds.find((each) => each.id === row.ids[0]);
    if (build === undefined) return null;
    const wanted = dcssRowBuild(build, grid, row);
    return {
      build: wanted,
      focus: { field: 'maxHp', value: wanted.maxHpByLevel[level - 1] ?? wanted.maxHp },
    };
  },
});
