/**
 * The Mage 2e balance grid: every spell the project saves (× a spread of the caster's Arcanum
 * dots) against the figures sensitivity and goal seek read (`MAGE_MEASURES`: the chances of
 * success, of an exceptional success and of Paradox, the casting pool, the Mana spent) at chosen
 * Gnosis. Gnosis is the level axis: the mage's power, 1 to 10, the one rank every spell of a
 * caster shares (the Arcanum is each spell's own, 1 to 5, and a spread moves it). Each cell is the
 * spell cast at that Gnosis (`computeMageCast`), as the Mage 2e screen casts it with its Gnosis
 * set there. `../../analysis/grid.ts` adds the spreads, outliers and the table.
 */
import {
  checkGridWork,
  gridColumns,
  spreadScores,
  withoutRepeats,
  type BalanceGrid,
  type GridMeasure,
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
import { roundFigure } from '../../analysis/sensitivity';
import { Memo } from '../../engine/memo';
import { checkWork } from '../../engine/work-bound';
import { computeMageCast, type MageCastView } from './cast';
import type { Mage2eCast, Mage2eData } from './data';
import type { Mage2eSection } from './schema';
import { MAGE_MEASURES, type MageMeasureId } from './analyses';
import { figureOf } from './sensitivity';
import { validateMage2eData } from './validate';

/** Gnosis runs 1–10 (the Gnosis table's rows, and a cast's Gnosis field). */
export const MAGE_MAX_GNOSIS = 10;

/**
 * The grid's measures: sensitivity's, each with its better side for the colours: less Paradox
 * and less Mana spent are better; more success and more dice are.
 */
export const MAGE_GRID_MEASURES: readonly GridMeasure<MageMeasureId>[] = MAGE_MEASURES.map(
  (measure) =>
    measure.id === 'paradox-chance' || measure.id === 'mana'
      ? { ...measure, better: 'lower' as const }
      : measure,
);

/** The measures a Mage 2e grid opens on: the odds of success and of Paradox. */
export const MAGE_GRID_DEFAULT_MEASURES: readonly MageMeasureId[] = [
  'success-chance',
  'paradox-chance',
];

/** What a Mage 2e grid can spread: the caster's dots in the spell's highest Arcanum. */
export const MAGE_GRID_STATS: readonly (GridStatChoice & { readonly id: 'arcanum' })[] = [
  { id: 'arcanum', short: 'Arcanum', name: 'Arcanum dots', min: 1, max: 5 },
];

/**
 * The most casts one Mage 2e grid call works out (a cast per row and Gnosis, each read for every
 * measure): about a second on a busy 2-core machine (a cast with its exact Paradox odds takes
 * about 0.34 ms with the memo's pools: 500 casts in 0.17 s here). Far below `GRID_CELLS_MAX`, which counts cells of the cheaper rulesets. The
 * screen asks a spread one score at a time, so each Arcanum's share counts there.
 */
export const MAGE_GRID_CASTS_MAX = 3_000;

/** Every row is one spell: its name heads the row. */
const MAGE_ROW_KEYS: readonly GridRowKey[] = [{ column: 'spell', heading: 'Spell' }];

/** "Success chance (%) Gnosis 3", "at Gnosis 3". */
const GNOSIS_AXIS = { heading: 'Gnosis ', phrase: 'Gnosis' };

export interface MageGridInput {
  readonly data: Mage2eData;
  /** The roster: each saved spell is a row (or a row per score of the spread). */
  readonly builds: readonly Mage2eCast[];
  readonly spec: GridSpec;
}

/** The stat a spread names ("arcanum", "Arcanum dots"). */
export function findMageStat(name: string): 'arcanum' | undefined {
  return findStatChoice(MAGE_GRID_STATS, name) as 'arcanum' | undefined;
}

/**
 * The grid: spell by spell in the project's order, then score by score.
 *
 * @throws RangeError for a Gnosis outside 1–10, an unknown measure or stat, a spread outside
 *   1–5, or rules the engine refuses.
 */
export function computeMageGrid(
  { data, builds, spec }: MageGridInput,
  memo: Memo = new Memo(),
): BalanceGrid {
  const [dataProblem] = validateMage2eData(data);
  if (dataProblem !== undefined) throw new RangeError(dataProblem);
  for (const level of spec.levels) {
    if (!Number.isInteger(level) || level < 1 || level > MAGE_MAX_GNOSIS) {
      throw new RangeError(
        `Gnosis must be whole numbers from 1 to ${MAGE_MAX_GNOSIS} (not ${level}).`,
      );
    }
  }
  const columns = gridColumns(MAGE_GRID_MEASURES, spec, GNOSIS_AXIS);
  let spreading = false;
  let scores: (number | null)[] = [null];
  if (spec.spread !== null) {
    const stat = MAGE_GRID_STATS.find((each) => each.id === findMageStat(spec.spread?.stat ?? ''));
    if (stat === undefined) throw new RangeError(`Unknown stat "${spec.spread.stat}".`);
    const problem = checkStatSpread(spec.spread, stat, builds.length);
    if (problem !== null) throw new RangeError(problem);
    spreading = true;
    scores = spreadScores(spec.spread);
  }
  // The grid reads neither a spell's own Gnosis (each column sets it) nor, with a spread, its
  // Arcanum: a spell that differs from an earlier one only there would repeat its rows.
  const { kept, leftOut } = withoutRepeats(
    builds,
    (cast) =>
      JSON.stringify({ ...cast, id: '', name: '', gnosis: 0, ...(spreading && { arcanum: 0 }) }),
    spreading ? 'Gnosis and Arcanum' : 'Gnosis',
  );
  checkGridWork(kept.length * scores.length, columns.length);
  checkWork(
    `The Mage 2e grid (${kept.length * scores.length} rows × ${spec.levels.length} Gnosis)`,
    kept.length * scores.length * spec.levels.length,
    MAGE_GRID_CASTS_MAX,
    'casts',
    'pick fewer Gnosis or a shorter Arcanum spread',
  );
  const rows: GridRow[] = [];
  for (const cast of kept) {
    for (const score of scores) {
      const scored = score === null ? cast : { ...cast, arcanum: score };
      // Every measure at a Gnosis reads the same cast: cast once per Gnosis.
      const views = new Map<number, MageCastView>();
      const viewAt = (gnosis: number) => {
        let known = views.get(gnosis);
        if (known === undefined) {
          known = computeMageCast(data, { ...scored, gnosis }, memo);
          views.set(gnosis, known);
        }
        return known;
      };
      rows.push({
        key: `${cast.id}${score === null ? '' : `/${score}`}`,
        ids: [cast.id],
        names: [cast.name],
        score,
        cells: columns.map((column) =>
          roundFigure(
            figureOf(viewAt(column.level), column.measure as MageMeasureId),
            column.decimals,
          ),
        ),
      });
    }
  }
  return {
    title: `Mage 2e balance grid: ${kept.length} spell${kept.length === 1 ? '' : 's'}`,
    rowKeys: MAGE_ROW_KEYS,
    spreadStat: spreading ? 'Arcanum' : null,
    raceStats: false,
    columns,
    rows,
    basis:
      'Each spell as the Mage 2e screen casts it (its Arcanum, factors, Yantras, Mana and ' +
      `Paradox)${spreading ? ", with the caster's Arcanum dots as each row says" : ''}, at ` +
      'each Gnosis of the columns, not its own (Gnosis is the level axis: the mage’s rank, which ' +
      'every spell of a caster shares; the Arcanum is each spell’s own, and the spread moves ' +
      'it): that Gnosis row of the rules (Paradox dice per ' +
      'Reach, Yantras allowed, ritual interval, Mana per turn); a Yantra past the Gnosis’s limit ' +
      'is left out, as the screen says. Exact odds, in percent to a tenth; a spell that cannot ' +
      `be cast (too few Arcanum dots, or a pool at the impossible threshold) has 0% success and no Paradox.${leftOut}`,
  };
}

/** The spell a row stands for at `gnosis`: the row's spell with its spread Arcanum. */
export function mageRowBuild(
  cast: Mage2eCast,
  grid: Pick<BalanceGrid, 'spreadStat'>,
  row: GridRow,
  gnosis: number,
): Mage2eCast {
  const spread = grid.spreadStat !== null && findMageStat(grid.spreadStat) !== undefined;
  const arcanum = spread && row.score !== null ? row.score : cast.arcanum;
  return { ...cast, arcanum, gnosis };
}

/** Mage 2e's grid as the Balance grid screen and `mage2e/grid` know it: every spell is a row. */
export const MAGE2E_GRID = defineGrid({
  ruleset: 'mage2e',
  name: 'Mage 2e',
  rowWord: 'spell',
  rowColumns: [
    {
      name: 'spell',
      meaning: "the spell's name (every Mage 2e spell of the project, in its order)",
    },
  ],
  axis: { ...GNOSIS_AXIS, label: 'Gnosis', placeholder: 'GNOSIS', min: 1 },
  maxLevel: () => MAGE_MAX_GNOSIS,
  defaultLevels: () => Array.from({ length: MAGE_MAX_GNOSIS }, (_, i) => i + 1),
  measures: MAGE_GRID_MEASURES,
  defaultMeasures: MAGE_GRID_DEFAULT_MEASURES,
  spread: {
    word: 'stat',
    scoreWord: 'score',
    column: 'arcanum',
    choices: () => MAGE_GRID_STATS,
    find: findMageStat,
  },
  roster: (section: Mage2eSection) => section.builds.length,
  base: null,
  casting: null,
  empty:
    'The project has no Mage 2e spells: add one on the Mage 2e screen, and every spell is a row.',
  never: null,
  description:
    'every Mage 2e spell of the project (× the Arcanum over 1–5) at chosen Gnosis: the odds of ' +
    'success, an exceptional success and Paradox, the casting pool, the Mana spent',
  help: {
    levels: 'Mage 2e: Gnosis (default 1..10)',
    measures: 'Mage 2e (default success-chance, paradox-chance, at Gnosis 1–10)',
    stats: 'Mage 2e, set for every spell: Arcanum 1–5 (e.g. Arcanum=1..5)',
  },
  given: (section: Mage2eSection, { set }: GridChoice) => ({
    data: section.data,
    builds: section.builds.map((cast) => ({ ...cast, ...set })),
  }),
  compute: (input: MageGridInput, memo) => computeMageGrid(input, memo),
  cardOf: () => 'The cast:',
  rowBuild: (section: Mage2eSection, _baseId, grid, row, level) => {
    const cast = section.builds.find((each) => each.id === row.ids[0]);
    if (cast === undefined) return null;
    return {
      build: mageRowBuild(cast, grid, row, level),
      focus: { field: 'gnosis', value: level },
    };
  },
});
