/**
 * The NetHack 3.4 balance grid: every race × role the game allows (× a spread of Con or Wis) as a
 * character with a base build's stats, and for each the mean and the 5th and 95th percentiles of
 * max HP and max power at chosen XLs: the exact distributions of `advancement.ts`, the ones the
 * NetHack screen draws. `../../analysis/grid.ts` adds the spreads, outliers and the table.
 */
import {
  gridColumns,
  spreadScores,
  type BalanceGrid,
  type GridMeasure,
  type GridRow,
  type GridRowKey,
  type GridSpec,
  checkGridWork,
} from '../../analysis/grid';
import { defineGrid, pickBase, type GridChoice } from '../../analysis/grid-declaration';
import { checkStatSpread, defaultGridLevels } from '../../analysis/grid-spec';
import { Memo } from '../../engine/memo';
import { nethackAdvancement, type AdvancementLevel, type DistSummary } from './advancement';
import type {
  Nethack34Build,
  Nethack34Data,
  NethackCharacter,
  NethackRace,
  RaceId,
  RoleId,
} from './data';
import { DEFAULT_NETHACK_BUILD } from './defaults';
import type { Nethack34Section } from './schema';
import { computeRegenRow } from './regen';
import { expectedTurnsToGain } from './time-to-full';
import { validatePair } from './validate';

/** NetHack says role, not class: the CSV keeps `class` (the grids' shared column), the heading says Role. */
const NETHACK_ROW_KEYS: readonly GridRowKey[] = [
  { column: 'race', heading: 'Race' },
  { column: 'class', heading: 'Role' },
];

/** A figure of a pool's distribution at an XL: what sensitivity and goal seek read too. */
export type NethackPoolMeasureId = 'hp-mean' | 'hp-p5' | 'hp-p95' | 'pw-mean' | 'pw-p5' | 'pw-p95';

export type NethackGridMeasureId =
  NethackPoolMeasureId | 'hp-regen' | 'hp-full' | 'pw-regen' | 'pw-full';

/** The pools and the figures of each pool's distribution: a measure per pair. */
const POOLS = [
  { id: 'hp', name: 'HP', what: 'max HP' },
  { id: 'pw', name: 'Power', what: 'max power' },
] as const;
const PARTS = [
  { id: 'mean', meaning: 'the mean (expected value), to a tenth', decimals: 1 },
  { id: 'p5', meaning: 'the 5th percentile: 1 character in 20 has less', decimals: 0 },
  { id: 'p95', meaning: 'the 95th percentile: 1 character in 20 has more', decimals: 0 },
] as const;

/**
 * Regeneration at an XL, as the NetHack screen's regeneration table has it (`regen-view.ts`), under
 * the base build's conditions (encumbrance, the Regeneration intrinsic…).
 */
const REGEN_MEASURES: readonly GridMeasure<NethackGridMeasureId>[] = [
  {
    id: 'hp-regen',
    name: 'HP per 1000 turns',
    column: 'hp_per_1000_turns',
    meaning: 'expected HP regained over turns 1–1000 at that XL while below max, to a tenth',
    decimals: 1,
  },
  {
    id: 'hp-full',
    name: 'Turns to full HP',
    column: 'turns_to_full_hp',
    meaning:
      'expected turns from 1 HP to the median max HP at that XL, to a whole turn; "never" when ' +
      'no HP comes back',
    decimals: 0,
    better: 'lower',
  },
  {
    id: 'pw-regen',
    name: 'Power per 1000 turns',
    column: 'pw_per_1000_turns',
    meaning: 'expected power regained over turns 1–1000 at that XL while below max, to a tenth',
    decimals: 1,
  },
  {
    id: 'pw-full',
    name: 'Turns to full power',
    column: 'turns_to_full_pw',
    meaning:
      'expected turns from 0 power to the median max power at that XL, to a whole turn; ' +
      '"never" when no power comes back',
    decimals: 0,
    better: 'lower',
  },
];

/** The pools' distribution figures at an XL (the measures sensitivity and goal seek read). */
export const NETHACK_POOL_MEASURES: readonly GridMeasure<NethackPoolMeasureId>[] = POOLS.flatMap(
  (pool) =>
    PARTS.map((part) => ({
      id: `${pool.id}-${part.id}` as const,
      name: `${pool.name} ${part.id}`,
      column: `${pool.id}_${part.id}`,
      meaning: `${pool.what} at that XL: ${part.meaning}`,
      decimals: part.decimals,
    })),
);

export const NETHACK_GRID_MEASURES: readonly GridMeasure<NethackGridMeasureId>[] = [
  ...NETHACK_POOL_MEASURES,
  ...REGEN_MEASURES,
];

export const NETHACK_GRID_DEFAULT_MEASURES: readonly NethackGridMeasureId[] = [
  'hp-mean',
  'pw-mean',
];

/** The stats a NetHack grid can spread: the two advancement reads (Int only moves regeneration). */
export const NETHACK_GRID_STATS = [
  { id: 'con', short: 'Con', name: 'Constitution' },
  { id: 'wis', short: 'Wis', name: 'Wisdom' },
] as const;

export type NethackGridStat = (typeof NETHACK_GRID_STATS)[number]['id'];

export interface NethackGridInput {
  readonly data: Nethack34Data;
  /** Whose Con, Wis and Int every row takes (its role, race and stat changes aside). */
  readonly base: NethackCharacter;
  readonly spec: GridSpec;
}

/** The stat a spread names, by id, short or full name in any case. */
export function findNethackStat(name: string): NethackGridStat | undefined {
  const wanted = name.trim().toLowerCase();
  return NETHACK_GRID_STATS.find((stat) =>
    [stat.id, stat.short.toLowerCase(), stat.name.toLowerCase()].includes(wanted),
  )?.id;
}

/** The scores a NetHack stat takes: the Con bonus table's first row to the data's maximum. */
export function nethackStatRange(data: Nethack34Data): { min: number; max: number } {
  return { min: data.conBonus[0]?.minCon ?? 3, max: data.maxStat };
}

/** The race × role pairs the game allows, races in the data's order, then roles. */
export function nethackPairs(data: Nethack34Data): { raceId: RaceId; roleId: RoleId }[] {
  return data.races.flatMap((race) =>
    data.roles
      .filter((role) => validatePair(data, role.id, race.id) === null)
      .map((role) => ({ raceId: race.id, roleId: role.id })),
  );
}

/** "each race's typical Con and Wis (the Races table)", or the one the spread leaves. */
function typicalWords(spread: NethackGridStat | null): string {
  const kept = NETHACK_GRID_STATS.filter((each) => each.id !== spread).map((each) => each.short);
  return `each race's typical ${kept.join(' and ')} (the Races table)`;
}

function cell(summary: DistSummary, part: 'mean' | 'p5' | 'p95'): number {
  return part === 'mean' ? Math.round(summary.mean * 10) / 10 : summary[part];
}

/**
 * A regeneration measure at one XL: the regeneration table's figures (`regen-view.ts`), per 1000
 * turns to a tenth, turns to fill the median pool to a whole turn; null: none comes back.
 */
function regenCell(
  measure: NethackGridMeasureId,
  character: NethackCharacter,
  level: AdvancementLevel,
  memo: Memo,
): number | null {
  const row = computeRegenRow(level.level, character, character.roleId === 'Wiz', character.regen);
  if (measure === 'hp-regen') return Math.round(row.hpPer1000Turns * 10) / 10;
  if (measure === 'pw-regen') return Math.round(row.pwPer1000Turns * 10) / 10;
  if (measure === 'hp-full') {
    if (row.hpInterval === null) return null;
    const deficit = Math.max(0, level.hp.p50 - 1);
    return Math.round(
      expectedTurnsToGain(deficit, row.hpInterval, row.hpAmount, row.hpOtherTurns, 1, memo),
    );
  }
  if (row.pwInterval === null) return null;
  const deficit = Math.max(0, level.pw.p50);
  return Math.round(expectedTurnsToGain(deficit, row.pwInterval, row.pwAmount, 0, 1, memo));
}

/**
 * The grid: rows race by race, then role by role (the pairs the game allows), then score by score.
 *
 * @throws RangeError for an XL past the data's last, an unknown measure or stat, or a spread
 *   outside the stat range.
 */
export function computeNethackGrid(
  { data, base, spec }: NethackGridInput,
  memo: Memo = new Memo(),
): BalanceGrid {
  for (const level of spec.levels) {
    if (!Number.isInteger(level) || level < 1 || level > data.maxLevel) {
      throw new RangeError(`XLs must be whole numbers from 1 to ${data.maxLevel} (not ${level}).`);
    }
  }
  const columns = gridColumns(NETHACK_GRID_MEASURES, spec, 'XL');
  const pairs = nethackPairs(data);
  let stat: NethackGridStat | null = null;
  let scores: (number | null)[] = [null];
  if (spec.spread !== null) {
    stat = findNethackStat(spec.spread.stat) ?? null;
    if (stat === null) throw new RangeError(`Unknown stat "${spec.spread.stat}".`);
    const problem = checkStatSpread(spec.spread, nethackStatRange(data), pairs.length);
    if (problem !== null) throw new RangeError(problem);
    scores = spreadScores(spec.spread);
  }
  checkGridWork(pairs.length * scores.length, columns.length);
  const raceStats = spec.raceStats === true;
  const races = new Map(data.races.map((row) => [row.id, row]));
  const roleName = new Map(data.roles.map((row) => [row.id, row.name]));
  const rows: GridRow[] = [];
  for (const { raceId, roleId } of pairs) {
    for (const score of scores) {
      const own = (raceStats ? races.get(raceId)?.typicalStats : undefined) ?? base;
      const character: NethackCharacter = {
        roleId,
        raceId,
        con: stat === 'con' && score !== null ? score : own.con,
        wis: stat === 'wis' && score !== null ? score : own.wis,
        int: base.int,
        regen: base.regen,
      };
      const levels = nethackAdvancement(data, character, memo).levels;
      const cells = columns.map((column) => {
        const at = levels[column.level - 1];
        if (at === undefined) return null;
        const [pool, part] = column.measure.split('-') as ['hp' | 'pw', string];
        if (part === 'regen' || part === 'full') {
          return regenCell(column.measure as NethackGridMeasureId, character, at, memo);
        }
        return cell(pool === 'hp' ? at.hp : at.pw, part as 'mean' | 'p5' | 'p95');
      });
      rows.push({
        key: `${raceId}/${roleId}${score === null ? '' : `/${score}`}`,
        ids: [raceId, roleId],
        names: [races.get(raceId)?.name ?? raceId, roleName.get(roleId) ?? roleId],
        score,
        cells,
      });
    }
  }
  const fixed = NETHACK_GRID_STATS.filter((each) => each.id !== stat)
    .map((each) => `${each.short} ${base[each.id]}`)
    .join(', ');
  return {
    title: `NetHack 3.4 balance grid: ${pairs.length} race × role pairs the game allows`,
    rowKeys: NETHACK_ROW_KEYS,
    raceStats,
    spreadStat:
      stat === null ? null : (NETHACK_GRID_STATS.find((each) => each.id === stat)?.short ?? null),
    columns,
    rows,
    basis:
      `Characters with ${raceStats ? typicalWords(stat) : fixed} at every XL (no stat changes); ` +
      'exact distributions of max HP and power (mean to a tenth; p5 and p95 as whole points); ' +
      'regeneration under the base build’s conditions, to fill the median pool.',
  };
}

/** The NetHack build a row stands for, under the base's id and name (Con and Wis as the grid's). */
export function nethackRowBuild(
  base: Nethack34Build,
  races: readonly NethackRace[],
  grid: Pick<BalanceGrid, 'spreadStat' | 'raceStats'>,
  row: GridRow,
): Nethack34Build {
  const stat = grid.spreadStat === null ? undefined : findNethackStat(grid.spreadStat);
  const raceId = (row.ids[0] ?? base.raceId) as RaceId;
  const own =
    (grid.raceStats ? races.find((race) => race.id === raceId)?.typicalStats : undefined) ?? base;
  return {
    id: base.id,
    name: base.name,
    roleId: (row.ids[1] ?? base.roleId) as RoleId,
    raceId,
    con: stat === 'con' && row.score !== null ? row.score : own.con,
    wis: stat === 'wis' && row.score !== null ? row.score : own.wis,
    int: base.int,
    regen: base.regen,
  };
}

/** The base build (the chosen one, else the first, else the app's Elf Wizard), with set stats. */
function nethackBase(section: Nethack34Section, baseId: string | null): Nethack34Build {
  return pickBase(section.builds, baseId) ?? DEFAULT_NETHACK_BUILD;
}

/** NetHack's grid as the Balance grid screen and `nethack34/grid` know it. */
export const NETHACK34_GRID = defineGrid({
  ruleset: 'nethack34',
  name: 'NetHack 3.4',
  rowWord: 'race × role',
  rowColumns: [
    { name: 'race', meaning: "the race's name (every race of the data, in its order)" },
    { name: 'class', meaning: 'the class’s (NetHack: role’s) name, every one the race may be' },
  ],
  axis: { heading: 'XL', phrase: 'XL', label: 'XLs', placeholder: 'XL', min: 1 },
  maxLevel: (section: Nethack34Section) => section.data.maxLevel,
  defaultLevels: (section: Nethack34Section) => defaultGridLevels(section.data.maxLevel),
  measures: NETHACK_GRID_MEASURES,
  defaultMeasures: NETHACK_GRID_DEFAULT_MEASURES,
  spread: {
    word: 'stat',
    scoreWord: 'score',
    column: 'con or wis',
    choices: (section: Nethack34Section) => {
      const range = nethackStatRange(section.data);
      return NETHACK_GRID_STATS.map((stat) => ({ ...stat, ...range }));
    },
    find: findNethackStat,
  },
  roster: (section: Nethack34Section) => nethackPairs(section.data).length,
  base: {
    builds: (section: Nethack34Section) => section.builds,
    takes: 'Con, Wis and Int and regeneration options; not its role, race or stat changes',
    typicalStats: {
      baseLabel: 'Int and options from',
      baseTakes: 'Int and regeneration options; Con and Wis are each race’s typical ones',
    },
  },
  casting: null,
  empty: 'The data allows no race × role pair: check the roles’ races on the NetHack screen.',
  never:
    'no HP or power comes back under the base build’s conditions (moving Stressed or worse, ' +
    'praying…)',
  headline: 'NetHack balance grid',
  description:
    'every race × role the game allows (× Con or Wis over a range) at chosen XLs: HP and power',
  help: {
    levels: 'NetHack: XLs (default 1,10,30, as far as its XLs go)',
    measures: 'NetHack (default hp-mean, pw-mean)',
    stats: 'NetHack: Con or Wis',
  },
  given: (section: Nethack34Section, { baseId, set }: GridChoice) => ({
    data: section.data,
    base: { ...nethackBase(section, baseId), ...set } as NethackCharacter,
  }),
  compute: (input: NethackGridInput, memo) => computeNethackGrid(input, memo),
  cardOf: (measure) =>
    /-(regen|full)$/.test(measure) ? 'Regeneration by XL' : 'The whole distribution at',
  rowBuild: (section: Nethack34Section, baseId, grid, row) => ({
    build: nethackRowBuild(nethackBase(section, baseId), section.data.races, grid, row),
    focus: null,
  }),
});
