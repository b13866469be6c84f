/**
 * What a Quest spellcaster can cast in one quest: the mana (pool plus potions) against each spell's
 * casting limit (its sorcery level's, plus one per potion: a potion also takes a marker off one
 * spell's card). Pure and exact: whole numbers only.
 */
import { sumTerms, type Explained } from '../../engine/explain';
import type { QuestBuild, QuestData, SorceryLevel } from './data';
import { dispelChanceBefore } from './dispel-matrix';
import { manaPool, sorceryLevel } from './magic';
import {
  dispelsEach,
  expectedDispelled,
  whyNoneMayDispel,
  type DispelOpposition,
} from './opposition';
import { spellAtLevel } from './spell-at-level';
import { turnsForScrolls } from './targets';

export type { DispelOpposition } from './opposition';

/** What stops a spell (or the quest) from being cast more: the mana, the limit, or both at once. */
export type BudgetLimit = 'mana' | 'casting limit' | 'both';

export interface SpellBudget {
  readonly spellId: string;
  readonly name: string;
  readonly manaCost: number;
  /** The sorcery level's limit on casting this spell in one quest. */
  readonly castingLimit: number;
  /** The limit with every potion spent on this spell's card. */
  readonly byLimit: number;
  /** Casts the quest's mana pays for, this spell alone; null when it costs no mana. */
  readonly byMana: number | null;
  /** Casts of this spell alone: the smaller of the two. */
  readonly casts: number;
  readonly limitedBy: BudgetLimit;
  /** Damage dice at the caster's level ("2 (spell) − 1 (Apprentice) = 1"); null: no damage. */
  readonly damageDice: Explained | null;
  /** Turns of its permanent effect at the caster's level; null: no permanent effect. */
  readonly permanentTurns: Explained | null;
  /** Of `casts`, how many take effect on average against the opposition (all, with none). */
  readonly takingEffect: number;
}

/**
 * What the opposition (the dispel settings' dispellers: how many, their Int and mana, where they
 * stand) does to the caster's spells: each who may tries in turn, as the automatic Dark Player
 * always does, and a dispelled spell still spends its caster's mana (seed 001, Dispelling).
 */
export interface OppositionEffect {
  readonly opposition: DispelOpposition;
  /** Why none of them may try (out of range, in melee, no mana); null when they may. */
  readonly whyNone: string | null;
  /**
   * P(a cast is dispelled) while every dispeller can still pay, before the caster's roll: the
   * dispel matrix's cell; 0 when none may try.
   */
  readonly chance: number;
  /** Dispels each dispeller's mana pays for; null: they never run out. */
  readonly dispelsEach: number | null;
  /** Of the best mix's casts, how many are dispelled, and how many take effect, on average. */
  readonly dispelled: number;
  readonly takingEffect: number;
}

export interface QuestBudget {
  readonly level: SorceryLevel;
  readonly pool: Explained;
  /** Mana for the whole quest: the pool, and what each potion restores. */
  readonly questMana: Explained;
  readonly spells: readonly SpellBudget[];
  /** The most casts in one quest, mixing spells (cheapest first), and how many of each. */
  readonly totalCasts: number;
  readonly plan: readonly { readonly spellId: string; readonly casts: number }[];
  /** What stops the mix; null with no spell to cast. */
  readonly totalLimitedBy: BudgetLimit | null;
  /** Against dispellers, when the caller gave some; null without. */
  readonly dispel: OppositionEffect | null;
  /** Scrolls and sets of components carried, and the fewest turns to use them (one a turn). */
  readonly scrolls: number;
  /** Null when the rules allow none a turn (they can never be used). */
  readonly scrollTurns: number | null;
}

/** The caster's level: a hero's by VP, a Dark Player character's or Mercenary's the non-hero one. */
export function levelOf(data: QuestData, build: QuestBuild): SorceryLevel {
  return sorceryLevel(data, build.vp, build.hero);
}

/**
 * The quest's mana: the pool plus each potion's mana (the pool again when potions refill it,
 * which assumes each is drunk once the pool is spent: the most a potion can give).
 */
export function questMana(data: QuestData, build: QuestBuild, pool: number): Explained {
  const restore = data.potionMana ?? pool;
  const how = data.potionMana === null ? 'a refill' : 'mana';
  return sumTerms([
    { label: 'pool', value: pool },
    ...(build.potions > 0
      ? [
          {
            label: `${build.potions} potion${build.potions === 1 ? '' : 's'} \u00d7 ${restore} (${how})`,
            value: build.potions * restore,
          },
        ]
      : []),
  ]);
}

function limitOf(byMana: number | null, byLimit: number): BudgetLimit {
  if (byMana === null || byMana > byLimit) return 'casting limit';
  return byMana < byLimit ? 'mana' : 'both';
}

/**
 * The most casts the mana allows with at most `limits[i]` casts of spell i: cheapest first is
 * best (each cast counts one, whatever it costs), plus `extra` casts of any spell (the potions'
 * markers), which also go to the cheapest.
 */
function bestMix(
  costs: readonly number[],
  limit: number,
  extra: number,
  mana: number,
): { casts: number[]; total: number; allCast: boolean; manaLeft: number } {
  const order = costs.map((_, index) => index).sort((a, b) => (costs[a] ?? 0) - (costs[b] ?? 0));
  const casts = costs.map(() => 0);
  let manaLeft = mana;
  let allCast = true;
  order.forEach((index, rank) => {
    const cost = costs[index] ?? 0;
    const slots = limit + (rank === 0 ? extra : 0);
    const count = cost === 0 ? slots : Math.min(slots, Math.floor(manaLeft / cost));
    if (count < slots) allCast = false;
    manaLeft -= count * cost;
    casts[index] = count;
  });
  return { casts, total: casts.reduce((a, b) => a + b, 0), allCast, manaLeft };
}

/**
 * Everything the quest budget table shows for one caster; with `opposition`, also how many casts
 * take effect against it (a dispelled cast is spent all the same: it counts in the casts).
 */
export function questBudget(
  data: QuestData,
  build: QuestBuild,
  opposition?: DispelOpposition,
): QuestBudget {
  const level = levelOf(data, build);
  const pool = manaPool(data, build.spells.length, build.int);
  const mana = questMana(data, build, pool.value);
  const whyNone = opposition === undefined ? null : whyNoneMayDispel(data.dispel, opposition);
  const trying = opposition === undefined || whyNone !== null ? 0 : opposition.dispellers;
  // P(the spell falls) when k try: the run of casts works out how many can still pay for each.
  const fallsTo = (k: number) =>
    opposition === undefined
      ? 0
      : dispelChanceBefore(data.dispel, build.int, opposition.dispellerInt, k);
  const pays = opposition === undefined ? null : dispelsEach(data.dispel, opposition);
  const dispelledOf = (casts: number) => expectedDispelled(fallsTo, trying, pays, casts);
  const spells = build.spells.map((spell): SpellBudget => {
    const byLimit = level.castingLimit + build.potions;
    const byMana = spell.manaCost === 0 ? null : Math.floor(mana.value / spell.manaCost);
    const casts = byMana === null ? byLimit : Math.min(byMana, byLimit);
    return {
      spellId: spell.id,
      name: spell.name,
      manaCost: spell.manaCost,
      castingLimit: level.castingLimit,
      byLimit,
      byMana,
      casts,
      limitedBy: limitOf(byMana, byLimit),
      ...spellAtLevel(data, level, spell),
      takingEffect: casts - dispelledOf(casts),
    };
  });
  const costs = build.spells.map((spell) => spell.manaCost);
  const mix = bestMix(costs, level.castingLimit, build.potions, mana.value);
  const cheapest = Math.min(...costs);
  let totalLimitedBy: BudgetLimit | null = null;
  if (costs.length > 0) {
    if (!mix.allCast) totalLimitedBy = 'mana';
    else totalLimitedBy = cheapest > 0 && mix.manaLeft < cheapest ? 'both' : 'casting limit';
  }
  return {
    level,
    pool,
    questMana: mana,
    spells,
    totalCasts: mix.total,
    plan: build.spells.map((spell, i) => ({ spellId: spell.id, casts: mix.casts[i] ?? 0 })),
    totalLimitedBy,
    dispel:
      opposition === undefined
        ? null
        : {
            opposition,
            whyNone,
            chance: trying === 0 ? 0 : fallsTo(trying),
            dispelsEach: pays,
            dispelled: dispelledOf(mix.total),
            takingEffect: mix.total - dispelledOf(mix.total),
          },
    scrolls: build.scrolls,
    scrollTurns: turnsForScrolls(data, build.scrolls),
  };
}

/** One VP of the chart along VP 1–60 (the game's level axis). */
export interface QuestVpRow {
  readonly vp: number;
  readonly level: string;
  readonly castingLimit: number;
  readonly pool: number;
  readonly questMana: number;
  readonly totalCasts: number;
}

/** The caster at each VP from 1 to `maxVp`: the level, its limit, the pool and the quest's casts. */
export function questByVp(data: QuestData, build: QuestBuild, maxVp = 60): QuestVpRow[] {
  return Array.from({ length: maxVp }, (_, i) => {
    const vp = i + 1;
    // Below the first level's VP (rules that move it up), a hero is at the first level.
    const budget = questBudget(data, { ...build, vp });
    return {
      vp,
      level: budget.level.name,
      castingLimit: budget.level.castingLimit,
      pool: budget.pool.value,
      questMana: budget.questMana.value,
      totalCasts: budget.totalCasts,
    };
  });
}

/** The lines of the chart along VP, in the order it draws them (the first on top). */
export const QUEST_VP_LINES = ['totalCasts', 'castingLimit', 'questMana', 'pool'] as const;
export type QuestVpLine = (typeof QUEST_VP_LINES)[number];

/**
 * The pairs of the chart's lines that lie exactly on each other at every VP, the upper line
 * first: with no potions `['questMana', 'pool']` (the quest's mana is the pool), so the screen can
 * say one line is two. Partial overlaps are not listed: a reader sees both lines part the way.
 */
export function questVpSameLines(
  rows: readonly QuestVpRow[],
): (readonly [QuestVpLine, QuestVpLine])[] {
  return QUEST_VP_LINES.flatMap((upper, i) =>
    QUEST_VP_LINES.slice(i + 1)
      .filter((lower) => rows.every((row) => row[upper] === row[lower]))
      .map((lower) => [upper, lower] as const),
  );
}
