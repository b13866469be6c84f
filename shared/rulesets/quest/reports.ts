import type { ReportTable } from '../../report/report-table';
import { levelOf, type DispelOpposition, type QuestBudget, type QuestVpRow } from './budget';
import type { QuestBuild, QuestData, QuestTarget } from './data';
import { castAtTarget } from './targets';
import type { DispelMatrix } from './dispel-matrix';

/**
 * The Quest screen's tables: what its "Table" views show, and exactly what their CSV exports (and
 * `wellspring report quest/…`) write. Probabilities are rounded once, here, to 6 decimals
 * (15/36 = 0.416667): closer than any designer reads, and the same on screen and in the file.
 */

import { roundProbability6 as roundProbability } from '../../report/format-number';

export { roundProbability };

/** "Borgron (hero, Int 5, 12 VP, 3 spells, 1 potion)". */
export function describeQuestBuild(build: QuestBuild): string {
  const who = build.hero ? `hero, Int ${build.int}, ${build.vp} VP` : `non-hero, Int ${build.int}`;
  const spells = `${build.spells.length} spell${build.spells.length === 1 ? '' : 's'}`;
  const potions = `${build.potions} potion${build.potions === 1 ? '' : 's'}`;
  return `${build.name} (${who}, ${spells}, ${potions})`;
}

/** An average count of casts, to 2 decimals (3 × 721/1296 is 1.67), on screen and in the CSV. */
export function roundAverage(casts: number): number {
  return Math.round(casts * 100) / 100 + 0;
}

/**
 * "1 dispeller of Int 5 with 6 mana, 4 squares away", "2 dispellers of Int 5 (mana not counted),
 * 4 squares away, in melee".
 */
export function opposed(opposition: DispelOpposition): string {
  const { dispellers, dispellerInt, dispellerMana, dispellerSquares } = opposition;
  const mana = dispellerMana === null ? ' (mana not counted)' : ` with ${dispellerMana} mana`;
  const melee = opposition.dispellersInMelee ? ', in melee' : '';
  return `${dispellers} dispeller${dispellers === 1 ? '' : 's'} of Int ${dispellerInt}${mana}, ${dispellerSquares} square${dispellerSquares === 1 ? '' : 's'} away${melee}`;
}

export const QUEST_BUDGET_COLUMNS: readonly string[] = [
  'spell',
  'mana_cost',
  'casting_limit',
  'casts_by_limit',
  'casts_by_mana',
  'casts',
  'limited_by',
  'casts_in_best_mix',
  'damage_dice',
  'permanent_turns',
  'casts_taking_effect',
  'turns_for_scrolls',
];

/** What the screen shows over the budget's columns (the CSV keeps the names above). */
export const QUEST_BUDGET_HEADINGS: readonly string[] = [
  'Spell',
  'Mana cost',
  'Casting limit',
  'Casts (limit)',
  'Casts (mana)',
  'Casts',
  'Limited by',
  'Best mix',
  'Damage dice',
  'Turns',
  'Take effect',
  'Scroll turns',
];

/** One row per spell (cast alone), then "All spells": the most casts mixing them. */
export function questBudgetReport(build: QuestBuild, budget: QuestBudget): ReportTable {
  const rows = budget.spells.map((spell, index) => [
    spell.name,
    spell.manaCost,
    spell.castingLimit,
    spell.byLimit,
    spell.byMana ?? 'no cost',
    spell.casts,
    spell.limitedBy,
    budget.plan[index]?.casts ?? 0,
    spell.damageDice?.value ?? '',
    spell.permanentTurns?.value ?? '',
    roundAverage(spell.takingEffect),
    '',
  ]);
  const against = budget.dispel === null ? '' : `; against ${opposed(budget.dispel.opposition)}`;
  return {
    title: `${describeQuestBuild(build)}: ${budget.level.name}, quest budget of ${budget.questMana.value} mana${against}`,
    columns: QUEST_BUDGET_COLUMNS,
    headings: QUEST_BUDGET_HEADINGS,
    rows: [
      ...rows,
      [
        'All spells',
        '',
        '',
        '',
        '',
        budget.totalCasts,
        budget.totalLimitedBy ?? 'no spells',
        budget.totalCasts,
        '',
        '',
        roundAverage(budget.dispel?.takingEffect ?? budget.totalCasts),
        budget.scrollTurns ?? 'never',
      ],
    ],
  };
}

export const QUEST_VP_COLUMNS: readonly string[] = [
  'vp',
  'sorcery_level',
  'casting_limit',
  'mana_pool',
  'quest_mana',
  'total_casts',
];

export const QUEST_VP_HEADINGS: readonly string[] = [
  'VP',
  'Sorcery level',
  'Casting limit',
  'Mana pool',
  'Quest mana',
  'Casts in one quest',
];

export function questVpReport(build: QuestBuild, rows: readonly QuestVpRow[]): ReportTable {
  return {
    title: `${describeQuestBuild(build)}: casting by VP`,
    columns: QUEST_VP_COLUMNS,
    headings: QUEST_VP_HEADINGS,
    rows: rows.map((row) => [
      row.vp,
      row.level,
      row.castingLimit,
      row.pool,
      row.questMana,
      row.totalCasts,
    ]),
  };
}

export type DispelMatrixKind = 'before' | 'known-total';

/** The CSV name of a dispeller Int's column in the dispel matrices: `dispeller_int_5`. */
export function dispellerIntColumn(int: number): string {
  return `dispeller_int_${int}`;
}

/**
 * The matrix as a table: one row per caster Int (or total), one column per dispeller Int. The title
 * names the rules' roll ("2d6 + Int must exceed 2d6 + Int"); the screen's headings are short
 * ("Caster Int", "Int 1", …) where the CSV writes `caster_int`, `dispeller_int_1`, ….
 */
export function questDispelReport(matrix: DispelMatrix, kind: DispelMatrixKind): ReportTable {
  const who = matrix.dispellers === 1 ? 'one dispeller' : `${matrix.dispellers} dispellers`;
  const dice = `${matrix.rules.dice}d${matrix.rules.sides}`;
  const rowColumn = kind === 'before' ? 'caster_int' : 'caster_total';
  return {
    title:
      kind === 'before'
        ? `P(dispelled), ${who}, before the cast (${dice} + Int must exceed ${dice} + Int)`
        : `P(dispelled), ${who}, against a known casting total (${dice} + Int must exceed it)`,
    columns: [rowColumn, ...matrix.dispellerInts.map(dispellerIntColumn)],
    chances: matrix.dispellerInts.map(dispellerIntColumn),
    headings: [
      kind === 'before' ? 'Caster Int' : 'Caster total',
      ...matrix.dispellerInts.map((int) => `Int ${int}`),
    ],
    rows: matrix.rows.map((row, r) => [
      row,
      ...(matrix.cells[r] ?? []).map((p) => roundProbability(p)),
    ]),
  };
}

export const QUEST_REALMS_COLUMNS: readonly string[] = ['realm', 'lore', 'casters'];

export const QUEST_REALMS_HEADINGS: readonly string[] = ['Realm', 'Lore', 'Casters'];

/**
 * Seed 001's realms and Lores, one row per Lore, with the casters who chose it ("Borgron; …").
 * Casters with no Lore chosen close the table, when there are some.
 */
export function questRealmsReport(data: QuestData, builds: readonly QuestBuild[]): ReportTable {
  const casters = (loreId: string | null) =>
    builds
      .filter((build) => build.loreId === loreId)
      .map((build) => build.name)
      .join('; ');
  const unchosen = casters(null);
  return {
    title: 'Magic realms and Lores (seed 001), and the casters who chose each',
    columns: QUEST_REALMS_COLUMNS,
    headings: QUEST_REALMS_HEADINGS,
    rows: [
      ...data.realms.flatMap((realm) =>
        realm.lores.map((lore) => [realm.name, lore.name, casters(lore.id)]),
      ),
      ...(unchosen === '' ? [] : [['', 'No Lore chosen', unchosen]]),
    ],
  };
}

export const QUEST_TARGETS_COLUMNS: readonly string[] = [
  'spell',
  'target',
  'line_of_sight',
  'cover',
  'cover_counts',
  'can_cast',
  'damage_dice',
];

export const QUEST_TARGETS_HEADINGS: readonly string[] = [
  'Spell',
  'Target',
  'Line of sight',
  'Cover',
  'Cover counts',
  'Can cast',
  'Damage dice',
];

/**
 * Each of the caster's spells at each target (seed 001, Line of Sight and Cover): whether it can
 * be cast there, whether the target's cover counts (a magic projectile's only) and its damage dice
 * there, empty for a spell that deals none or cannot be cast.
 */
export function questTargetsReport(
  data: QuestData,
  build: QuestBuild,
  targets: readonly QuestTarget[],
): ReportTable {
  const level = levelOf(data, build);
  const yes = (flag: boolean) => (flag ? 'yes' : 'no');
  return {
    title: `${describeQuestBuild(build)}: ${level.name}, casting at each target`,
    columns: QUEST_TARGETS_COLUMNS,
    headings: QUEST_TARGETS_HEADINGS,
    rows: build.spells.flatMap((spell) =>
      targets.map((target) => {
        const cast = castAtTarget(data, level, spell, target);
        return [
          spell.name,
          target.name,
          yes(target.lineOfSight),
          target.cover,
          yes(cast.coverCounts),
          cast.possible ? 'yes' : 'no: no line of sight',
          cast.damageDice?.value ?? '',
        ];
      }),
    ),
  };
}
