/**
 * The Quest balance grid: every caster of the project (× a spread of Int or potions) against the
 * figures sensitivity and goal seek read (`QUEST_MEASURES`: the mana pool, the quest's mana, the
 * most casts in a quest, the casting limit) at chosen VPs. VP is Quest's level axis: a hero's
 * sorcery level is the highest one its VP reaches (below the first level's VP, the first level),
 * anyone else casts at the non-hero level whatever the VP. Each cell is the quest budget of the
 * caster at that VP (`questBudget`, what the Quest screen's "Mana and casting limits" card shows).
 * `../../analysis/grid.ts` adds the spreads, outliers and the table.
 */
import {
  checkGridWork,
  gridColumns,
  spreadScores,
  withoutRepeats,
  type BalanceGrid,
  type GridRow,
  type GridRowKey,
  type GridSpec,
} from '../../analysis/grid';
import {
  defineGrid,
  findStatChoice,
  type GridChoice,
  type GridStatChoice,
} from '../../analysis/grid-declaration';
import { checkStatSpread } from '../../analysis/grid-spec';
import type { QuestBuild, QuestData } from './data';
import type { QuestSection } from './schema';
import { QUEST_MEASURES, type QuestMeasureId } from './analyses';
import { questFigure } from './sensitivity';
import {
  QUEST_MAX_INT,
  QUEST_MAX_POTIONS,
  QUEST_MAX_VP,
  validateQuestBuild,
  validateQuestData,
} from './validate';

/** What a Quest grid can spread over a range (or `--stat` set for every caster). */
export type QuestGridStat = 'int' | 'potions';

/** Int and potions, each over the range a caster may have; a spread of Int opens on 1–8. */
export const QUEST_GRID_STATS: readonly (GridStatChoice & { readonly id: QuestGridStat })[] = [
  { id: 'int', short: 'Int', name: 'Intelligence', min: 0, max: QUEST_MAX_INT },
  {
    id: 'potions',
    short: 'Potions',
    name: 'Magic recovery potions',
    min: 0,
    max: QUEST_MAX_POTIONS,
  },
];

/** The measures a Quest grid opens on: the pool and the casts it buys in a quest. */
export const QUEST_GRID_DEFAULT_MEASURES: readonly QuestMeasureId[] = ['pool', 'total-casts'];

/** Every row is one caster: its name heads the row. */
const QUEST_ROW_KEYS: readonly GridRowKey[] = [{ column: 'caster', heading: 'Caster' }];

/** VP heads a column ("Casts a quest VP18") and says where a value is ("at VP 18"). */
const VP_AXIS = { heading: 'VP', phrase: 'VP' };

export interface QuestGridInput {
  readonly data: QuestData;
  /** The roster: each caster is a row (or a row per score of the spread). */
  readonly builds: readonly QuestBuild[];
  readonly spec: GridSpec;
}

/** The stat a spread names, by id, short or full name in any case ("int", "Potions"). */
export function findQuestStat(name: string): QuestGridStat | undefined {
  return findStatChoice(QUEST_GRID_STATS, name) as QuestGridStat | undefined;
}

/**
 * The VPs a grid opens on: where each sorcery level starts (the seed's 1, 18 and 40), so each
 * column is one level's casting limit.
 */
export function questGridLevels(data: QuestData): number[] {
  const starts = data.sorceryLevels.map((level) => level.minVp);
  return [...new Set(starts)]
    .filter((vp) => Number.isInteger(vp) && vp >= 0 && vp <= QUEST_MAX_VP)
    .sort((a, b) => a - b);
}

/** "Apprentice from VP 1, Journeyman from VP 18, Master from VP 40". */
function levelsInWords(data: QuestData): string {
  return [...data.sorceryLevels]
    .sort((a, b) => a.minVp - b.minVp)
    .map((level) => `${level.name} from VP ${level.minVp}`)
    .join(', ');
}

/**
 * The grid: caster by caster in the project's order, then score by score.
 *
 * @throws RangeError for a VP outside 0–999, an unknown measure or stat, a spread outside the
 *   stat's range, or data or a caster the engine refuses (named).
 */
export function computeQuestGrid({ data, builds, spec }: QuestGridInput): BalanceGrid {
  const [dataIssue] = validateQuestData(data);
  if (dataIssue !== undefined) throw new RangeError(dataIssue.message);
  for (const level of spec.levels) {
    if (!Number.isInteger(level) || level < 0 || level > QUEST_MAX_VP) {
      throw new RangeError(`VPs must be whole numbers from 0 to ${QUEST_MAX_VP} (not ${level}).`);
    }
  }
  for (const build of builds) {
    const [issue] = validateQuestBuild(data, build);
    if (issue !== undefined) throw new RangeError(`${build.name}: ${issue.message}`);
  }
  const columns = gridColumns(QUEST_MEASURES, spec, VP_AXIS);
  let stat: (typeof QUEST_GRID_STATS)[number] | null = null;
  let scores: (number | null)[] = [null];
  if (spec.spread !== null) {
    const id = findQuestStat(spec.spread.stat);
    stat = QUEST_GRID_STATS.find((each) => each.id === id) ?? null;
    if (stat === null) throw new RangeError(`Unknown stat "${spec.spread.stat}".`);
    const problem = checkStatSpread(spec.spread, stat, builds.length);
    if (problem !== null) throw new RangeError(problem);
    scores = spreadScores(spec.spread);
  }
  // The grid reads neither a caster's own VP (each column sets it) nor, with a spread, the spread
  // stat: a caster that differs from an earlier one only there would repeat its rows.
  const { kept, leftOut } = withoutRepeats(
    builds,
    (build) => JSON.stringify({ ...build, id: '', name: '', vp: 0, ...(stat && { [stat.id]: 0 }) }),
    stat === null ? 'VP' : `VP and ${stat.short}`,
  );
  checkGridWork(kept.length * scores.length, columns.length);
  const rows: GridRow[] = [];
  for (const build of kept) {
    for (const score of scores) {
      const caster = stat === null || score === null ? build : { ...build, [stat.id]: score };
      rows.push({
        key: `${build.id}${score === null ? '' : `/${score}`}`,
        ids: [build.id],
        names: [build.name],
        score,
        // Sensitivity's reading of the caster's quest budget at that VP.
        cells: columns.map((column) =>
          questFigure(data, { ...caster, vp: column.level }, column.measure as QuestMeasureId),
        ),
      });
    }
  }
  const nonHero = data.sorceryLevels.find((level) => level.id === data.nonHeroLevelId);
  const spreadWords =
    stat === null
      ? ''
      : `; ${stat.name.toLowerCase()} as each row says, in place of the caster's own`;
  return {
    title: `Quest balance grid: ${kept.length} caster${kept.length === 1 ? '' : 's'}`,
    rowKeys: QUEST_ROW_KEYS,
    spreadStat: stat?.short ?? null,
    raceStats: false,
    columns,
    rows,
    basis:
      'Each caster as the Quest screen has it (Int, spells and their costs, potions, hero or not)' +
      `${spreadWords}, at each VP of the columns, not its own: a hero casts at the sorcery level ` +
      `its VP reaches (${levelsInWords(data)}; below the first, the first), anyone else as a ` +
      `${nonHero?.name ?? 'non-hero'} at every VP. VP moves only the casting limit and the casts ` +
      `it allows; the pool and the quest's mana read Int, spells and potions.${leftOut}`,
  };
}

/** The caster a row stands for at `vp`: the row's caster with its spread score. */
export function questRowBuild(
  build: QuestBuild,
  grid: Pick<BalanceGrid, 'spreadStat'>,
  row: GridRow,
  vp: number,
): QuestBuild {
  const stat = grid.spreadStat === null ? undefined : findQuestStat(grid.spreadStat);
  const scored = stat === undefined || row.score === null ? build : { ...build, [stat]: row.score };
  return { ...scored, vp };
}

/** Quest's grid as the Balance grid screen and `quest/grid` know it: every caster is a row. */
export const QUEST_GRID = defineGrid({
  ruleset: 'quest',
  name: 'Quest',
  rowWord: 'caster',
  rowColumns: [
    {
      name: 'caster',
      meaning: "the caster's name (every Quest caster of the project, in its order)",
    },
  ],
  axis: { ...VP_AXIS, label: 'VPs', placeholder: 'VP', min: 0 },
  maxLevel: () => QUEST_MAX_VP,
  defaultLevels: (section: QuestSection) => questGridLevels(section.data),
  measures: QUEST_MEASURES,
  defaultMeasures: QUEST_GRID_DEFAULT_MEASURES,
  spread: {
    word: 'stat',
    scoreWord: 'score',
    column: 'int or potions',
    // A spread of Int opens on the dispel matrix's Int range: the Ints the designer looks at.
    choices: (section: QuestSection) =>
      QUEST_GRID_STATS.map((stat) =>
        stat.id === 'int'
          ? {
              ...stat,
              usual: { from: section.dispelView.minInt, to: section.dispelView.maxInt, step: 1 },
            }
          : { ...stat, usual: { from: 0, to: 3, step: 1 } },
      ),
    find: findQuestStat,
  },
  roster: (section: QuestSection) => section.builds.length,
  base: null,
  casting: null,
  empty:
    'The project has no Quest casters: add one on the Quest screen, and every caster is a row.',
  never: null,
  description:
    'every Quest caster of the project (× Int or potions over a range) at chosen VPs: the mana ' +
    'pool, quest mana, casts a quest and the casting limit',
  help: {
    levels: 'Quest: VPs from 0 (default the VPs where each sorcery level starts)',
    measures:
      'Quest (default ' +
      QUEST_GRID_DEFAULT_MEASURES.join(', ') +
      ', at the VPs where each ' +
      'sorcery level starts)',
    stats: `Quest, set for every caster: Int 0–${QUEST_MAX_INT}, Potions 0–${QUEST_MAX_POTIONS} (e.g. Int=1..8)`,
  },
  given: (section: QuestSection, { set }: GridChoice) => ({
    data: section.data,
    builds: section.builds.map((build) => ({ ...build, ...set })),
  }),
  compute: (input: QuestGridInput) => computeQuestGrid(input),
  cardOf: () => 'Mana and casting limits',
  rowBuild: (section: QuestSection, _baseId, grid, row, level) => {
    const build = section.builds.find((each) => each.id === row.ids[0]);
    if (build === undefined) return null;
    return { build: questRowBuild(build, grid, row, level), focus: { field: 'vp', value: level } };
  },
});
