/**
 * The Willpower balance grid: every race × class (× a spread of one stat) as bare builds with a
 * base build's stats, and for each the measures a designer picks at chosen levels. The numbers are
 * the roster sweep's (`roster-sweep.ts`, which gives each bare build's own curves) and the HP
 * model's; `../../analysis/grid.ts` adds the spreads, outliers and the table.
 */
import {
  gridColumns,
  RACE_CLASS_KEYS,
  spreadScores,
  type BalanceGrid,
  type GridMeasure,
  type GridRow,
  type GridSpec,
  checkGridWork,
} from '../../analysis/grid';
import { defineGrid, pickBase, type GridChoice } from '../../analysis/grid-declaration';
import { checkStatSpread, defaultGridLevels } from '../../analysis/grid-spec';
import { conditionsInWords } from './build-regen';
import {
  STAT_IDS,
  STAT_NAMES,
  type Race,
  type StatId,
  type WillpowerBuild,
  type WillpowerData,
} from './data';
import type { WillpowerSection } from './schema';
import { computeAbilityCost } from './costs';
import { computeRegenAtLevel } from './build-regen';
import { computeHpCurve } from './hp';
import { castsInAnHour, HOUR_RULE } from './hour';
import { sweepWillpowerRoster } from './roster-sweep';
import { statScoreRange } from './stat-modifiers';

export type WillpowerGridMeasureId =
  'max-mana' | 'max-hp' | 'seconds-per-point' | 'minutes-to-full' | 'casts-per-hour';

export const WILLPOWER_GRID_MEASURES: readonly GridMeasure<WillpowerGridMeasureId>[] = [
  {
    id: 'max-mana',
    name: 'Max mana',
    column: 'max_mana',
    meaning: 'max mana at that level (race + class + stat modifiers, then each level-up)',
    decimals: 0,
  },
  {
    id: 'max-hp',
    name: 'Max HP',
    column: 'max_hp',
    meaning: 'max HP at that level, by the assumed HP model (race + class HP + Con)',
    decimals: 0,
  },
  {
    id: 'seconds-per-point',
    name: 'Seconds per point',
    column: 'seconds_per_point',
    meaning:
      'game seconds for one point of mana to come back, to a tenth; "never" when it does not',
    decimals: 1,
    better: 'lower',
  },
  {
    id: 'minutes-to-full',
    name: 'Minutes to full',
    column: 'minutes_to_full',
    meaning: 'game minutes from 0 mana to max mana, to a tenth; "never" when it does not fill',
    decimals: 1,
    better: 'lower',
  },
  {
    id: 'casts-per-hour',
    name: 'Casts an hour',
    column: 'casts_per_hour',
    meaning:
      'casts of the chosen spell one game hour sustains from an empty pool, regeneration alone ' +
      `(the casting view's "from empty"; ${HOUR_RULE}); 0 where it costs more than max mana`,
    decimals: 0,
  },
];

/** The measures a grid opens on. */
export const WILLPOWER_GRID_DEFAULT_MEASURES: readonly WillpowerGridMeasureId[] = [
  'max-mana',
  'max-hp',
];

export interface WillpowerGridInput {
  readonly data: WillpowerData;
  /** Whose stats and regeneration conditions every row takes (its race, class, items aside). */
  readonly base: WillpowerBuild;
  readonly spec: GridSpec;
}

function tenths(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10) / 10;
}

/** The stat a spread names, by id or short name in any case ("int", "Int"). */
export function findWillpowerStat(name: string): StatId | undefined {
  const wanted = name.trim().toLowerCase();
  return STAT_IDS.find(
    (id) =>
      id === wanted ||
      STAT_NAMES[id].short.toLowerCase() === wanted ||
      STAT_NAMES[id].name.toLowerCase() === wanted,
  );
}

/**
 * The grid: rows race by race, then class by class, then score by score (the data's order).
 *
 * @throws RangeError for a level past the data's last, an unknown measure or stat, a spread
 *   outside the stat table, or a base build the engine refuses.
 */
export function computeWillpowerGrid({ data, base, spec }: WillpowerGridInput): BalanceGrid {
  const maxLevel = data.rules.maxLevel;
  for (const level of spec.levels) {
    if (!Number.isInteger(level) || level < 1 || level > maxLevel) {
      throw new RangeError(`Levels must be whole numbers from 1 to ${maxLevel} (not ${level}).`);
    }
  }
  const columns = gridColumns(WILLPOWER_GRID_MEASURES, spec);
  const range = statScoreRange(data.statModifiers);
  const raceStats = spec.raceStats === true;
  let stat: StatId = 'wil';
  let scores: (number | null)[] = [null];
  if (spec.spread !== null) {
    const found = findWillpowerStat(spec.spread.stat);
    if (found === undefined) throw new RangeError(`Unknown stat "${spec.spread.stat}".`);
    const problem = checkStatSpread(spec.spread, range, data.races.length * data.classes.length);
    if (problem !== null) throw new RangeError(problem);
    stat = found;
    scores = spreadScores(spec.spread);
  }
  checkGridWork(data.races.length * data.classes.length * scores.length, columns.length);
  const wantsRegen = spec.measures.some(
    (measure) => measure === 'seconds-per-point' || measure === 'minutes-to-full',
  );
  const statusIds = base.regenStatusIds;
  const sweep = sweepWillpowerRoster(data, {
    stat,
    scores,
    stats: base.stats,
    raceStats,
    regen: wantsRegen ? { statusIds } : null,
  });
  const races = new Map(data.races.map((row) => [row.id, row]));
  /** The stats a row's build has: the base's or its race's, and the spread stat's score. */
  const statsOf = (raceId: string, score: number | null): Readonly<Record<StatId, number>> => {
    const own = (raceStats ? races.get(raceId)?.typicalStats : undefined) ?? base.stats;
    return score === null ? own : { ...own, [stat]: score };
  };
  const castsAt = castsPerHour(data, base, spec);
  const className = new Map(data.classes.map((row) => [row.id, row.name]));
  // Max HP reads the race, the class and Con only: one curve per such triple.
  const hpCurves = new Map<string, readonly number[]>();
  const hpAt = (raceId: string, classId: string, con: number, level: number): number => {
    const key = `${raceId}\n${classId}\n${con}`;
    let curve = hpCurves.get(key);
    if (curve === undefined) {
      const build = { ...base, raceId, classId, stats: { ...base.stats, con } };
      curve = computeHpCurve(data, build).points.map((point) => point.maxHp);
      hpCurves.set(key, curve);
    }
    return curve[level - 1] as number;
  };
  const rows: GridRow[] = sweep.map((swept) => {
    const stats = statsOf(swept.raceId, swept.score);
    const cells = columns.map((column): number | null => {
      const at = column.level - 1;
      switch (column.measure as WillpowerGridMeasureId) {
        case 'max-mana':
          return swept.maxMana[at] as number;
        case 'max-hp':
          return hpAt(swept.raceId, swept.classId, stats.con, column.level);
        case 'seconds-per-point':
          return tenths(swept.secondsPerPoint ?? null);
        case 'minutes-to-full': {
          const seconds = swept.secondsToFull?.[at] ?? null;
          return tenths(seconds === null ? null : seconds / 60);
        }
        case 'casts-per-hour':
          return castsAt(stats.wil, swept.maxMana[at] as number);
      }
    });
    return {
      key: `${swept.raceId}/${swept.classId}${spec.spread === null ? '' : `/${swept.score}`}`,
      ids: [swept.raceId, swept.classId],
      names: [
        races.get(swept.raceId)?.name ?? swept.raceId,
        className.get(swept.classId) ?? swept.classId,
      ],
      score: spec.spread === null ? null : swept.score,
      cells,
    };
  });
  const fixed = STAT_IDS.filter((id) => spec.spread === null || id !== stat)
    .map((id) => `${STAT_NAMES[id].short} ${base.stats[id]}`)
    .join(', ');
  const wantsCasting = spec.measures.includes('casts-per-hour');
  const regen =
    wantsRegen || wantsCasting ? `; regeneration ${conditionsInWords(data, statusIds)}` : '';
  const spell = wantsCasting ? `; casting ${gridSpell(data, spec).name}` : '';
  return {
    title: `Willpower balance grid: ${data.races.length} races × ${data.classes.length} classes`,
    rowKeys: RACE_CLASS_KEYS,
    spreadStat: spec.spread === null ? null : STAT_NAMES[stat].short,
    raceStats,
    columns,
    rows,
    basis:
      'Bare builds (no items, talents, trained skills or sign) with ' +
      (raceStats
        ? `each race's typical stats (the Races table)${spec.spread === null ? '' : `, ${STAT_NAMES[stat].short} spread`}` +
          `${regen === '' ? '' : `${regen} (${base.name}'s)`}`
        : `${base.name}'s stats: ${fixed}${regen}`) +
      `${spell}.`,
  };
}

/** The ability the casting measure casts: the spec's, else the data's first. */
function gridSpell(data: WillpowerData, spec: GridSpec) {
  const wanted = spec.spell ?? null;
  const ability =
    wanted === null ? data.abilities[0] : data.abilities.find((row) => row.id === wanted);
  if (ability === undefined) {
    throw new RangeError(
      wanted === null ? 'The data has no ability to cast.' : `Unknown ability "${wanted}".`,
    );
  }
  return ability;
}

/**
 * Casts an hour of the grid's spell by a bare build, from an empty pool under the base build's
 * conditions: as the casting economy's "from empty" (`casting-economy.ts`). A bare build pays the
 * full cost (no Frugal caster, no Thrift) and regenerates at a pace of its Willpower and the
 * conditions alone, and a pool that starts empty and casts at the cost never holds more than
 * it: so the hour depends on Willpower only, once the maximum reaches the cost (computed once per
 * score; 0 below).
 */
function castsPerHour(
  data: WillpowerData,
  base: WillpowerBuild,
  spec: GridSpec,
): (wil: number, maxMana: number) => number | null {
  if (!spec.measures.includes('casts-per-hour')) return () => null;
  const ability = gridSpell(data, spec);
  const cost = computeAbilityCost(ability, [], data.rules.costs).cost;
  const hours = new Map<number, number>();
  return (wil, maxMana) => {
    if (cost > maxMana) return 0;
    let casts = hours.get(wil);
    if (casts === undefined) {
      const bare: WillpowerBuild = {
        ...base,
        stats: { ...base.stats, wil },
        itemIds: [],
        talents: [],
        skills: [],
        horoscopeId: null,
      };
      const regen = computeRegenAtLevel(data, bare, { statusIds: base.regenStatusIds }, 1);
      casts = castsInAnHour({
        maxMana: Math.max(cost, 1),
        startMana: 0,
        rate: regen.rate,
        drains: regen.drains,
        cost,
        label: ability.name,
      });
      hours.set(wil, casts);
    }
    return casts;
  };
}

/**
 * The Willpower build a row stands for, under the base's id and name: its stats the base's, or its
 * race's typical ones (`races`, the data's) when the grid gave rows those; no items, talents,
 * skills or sign; at the level clicked.
 */
export function willpowerRowBuild(
  base: WillpowerBuild,
  races: readonly Race[],
  grid: Pick<BalanceGrid, 'spreadStat' | 'raceStats'>,
  row: GridRow,
  level: number,
): WillpowerBuild {
  const stat = grid.spreadStat === null ? undefined : findWillpowerStat(grid.spreadStat);
  const raceId = row.ids[0] ?? base.raceId;
  const own =
    (grid.raceStats ? races.find((race) => race.id === raceId)?.typicalStats : undefined) ??
    base.stats;
  return {
    ...base,
    raceId,
    classId: row.ids[1] ?? base.classId,
    level,
    stats: stat === undefined || row.score === null ? own : { ...own, [stat]: row.score },
    itemIds: [],
    talents: [],
    skills: [],
    horoscopeId: null,
  };
}

/** The base build (`choice.baseId`, else the first) with `choice.set`'s stats. */
function willpowerGiven(section: WillpowerSection, { baseId, set }: GridChoice) {
  const chosen = pickBase(section.builds, baseId);
  if (chosen === undefined) return null;
  return { data: section.data, base: { ...chosen, stats: { ...chosen.stats, ...set } } };
}

/** Willpower's grid as the Balance grid screen and `willpower/grid` know it. */
export const WILLPOWER_GRID = defineGrid({
  ruleset: 'willpower',
  name: 'Willpower',
  rowWord: 'race × class',
  rowColumns: [
    { name: 'race', meaning: "the race's name (every race of the data, in its order)" },
    { name: 'class', meaning: 'the class’s (NetHack: role’s) name, every one the race may be' },
  ],
  axis: {
    heading: 'L',
    phrase: 'level',
    label: 'Levels',
    placeholder: 'LEVEL',
    min: 1,
  },
  maxLevel: (section: WillpowerSection) => section.data.rules.maxLevel,
  defaultLevels: (section: WillpowerSection) => defaultGridLevels(section.data.rules.maxLevel),
  measures: WILLPOWER_GRID_MEASURES,
  defaultMeasures: WILLPOWER_GRID_DEFAULT_MEASURES,
  spread: {
    word: 'stat',
    scoreWord: 'score',
    column: 'e.g. int for Int=8..18:2',
    choices: (section: WillpowerSection) => {
      const range = statScoreRange(section.data.statModifiers);
      return STAT_IDS.map((id) => ({ id, ...STAT_NAMES[id], ...range }));
    },
    find: findWillpowerStat,
  },
  roster: (section: WillpowerSection) => section.data.races.length * section.data.classes.length,
  base: {
    builds: (section: WillpowerSection) => section.builds,
    takes: 'stats and regeneration conditions; not its race, class, items, talents, skills or sign',
    typicalStats: {
      baseLabel: 'Conditions from',
      baseTakes: 'regeneration conditions; the stats are each race’s typical ones',
    },
  },
  casting: {
    measure: 'casts-per-hour',
    spells: (section: WillpowerSection) => section.data.abilities,
  },
  empty: 'The data has no races or no classes: add them on the Willpower screen.',
  never: 'mana does not come back',
  headline: 'Willpower balance grid',
  description:
    'every race × class (× one stat over a range) at chosen levels: the Balance grid screen',
  help: {
    levels: 'Willpower: levels (default 1,10,30,60, and the last level short of 60)',
    measures: 'Willpower (default max-mana, max-hp)',
    stats: 'Willpower: Int, Wil, Pre or Con, set for the base build',
  },
  given: willpowerGiven,
  compute: (input: WillpowerGridInput) => computeWillpowerGrid(input),
  cardOf: (measure) =>
    ({
      'max-hp': 'Max HP, levels 1–60',
      'seconds-per-point': 'Regeneration',
      'minutes-to-full': 'Regeneration',
      'casts-per-hour': 'An hour of casting',
    })[measure] ?? null,
  rowBuild: (section: WillpowerSection, baseId, grid, row, level) => {
    const base = pickBase(section.builds, baseId);
    if (base === undefined) return null;
    return {
      build: willpowerRowBuild(base, section.data.races, grid, row, level),
      focus: { field: 'level', value: level },
    };
  },
});
