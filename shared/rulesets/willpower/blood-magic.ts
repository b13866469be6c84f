/**
 * Blood magic (seed 000, "Spending it"): the talent's ability turns hit points into mana at once.
 * Its numbers come from the talent's effect `{ kind: 'blood-magic', hpCost, mana }` (seed: 5 → 3).
 */
import { sumTerms, type ExplainTerm, type Explained } from '../../engine/explain';
import type { EffectSource, ManaEffect } from './data';

export type BloodMagicEffect = Extract<ManaEffect, { readonly kind: 'blood-magic' }>;

/** The character's pools before using the ability: whole points, ≥ 0. */
export interface BloodMagicState {
  readonly hp: number;
  readonly mana: number;
  /** `mana` may exceed a lowered maximum; the ability then refuses as when mana is full. */
  readonly maxMana: number;
}

export type BloodMagicRefusal = 'too-few-hp' | 'mana-full';

export type BloodMagicResult =
  | {
      readonly ok: true;
      /** HP after: always at least 1. */
      readonly hp: number;
      /** Mana after: never above the maximum. */
      readonly mana: number;
      /** Mana gained: `effect.mana`, or less when the maximum is closer. */
      readonly gained: number;
      /** HP spent: always the full `effect.hpCost`. */
      readonly hpSpent: number;
      /** HP before, minus the cost. */
      readonly hpTrace: Explained;
      /** Mana before, plus the gain, clamped at the maximum. */
      readonly manaTrace: Explained;
      /** Not a wound: nothing soaks the HP it costs (armour, resistances, ...). */
      readonly isWound: false;
      /** It trains nothing: no training mark, no skill use. */
      readonly trains: false;
      /** Rule facts to show beside the result. */
      readonly notes: readonly string[];
      /** The readings this result followed, for "Rules and assumptions". */
      readonly readings: readonly string[];
    }
  | {
      readonly ok: false;
      /** Nothing is spent on a refusal. */
      readonly reason: BloodMagicRefusal;
      readonly message: string;
    };

function requireWhole(value: number, what: string, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${what} must be a whole number of ${min} or more (got ${value}).`);
  }
}

function validateEffect(effect: BloodMagicEffect): void {
  requireWhole(effect.hpCost, "Blood magic's HP cost", 1);
  requireWhole(effect.mana, "Blood magic's mana", 1);
}

/** Rule facts from the seed, shown with every use. */
export const BLOOD_MAGIC_NOTES: readonly string[] = [
  'It is not a wound: nothing soaks it, and it trains nothing.',
  'It takes as long as a wait.',
];

/** The readings behind `useBloodMagic`, with the numbers of this effect. */
export function bloodMagicReadings(effect: BloodMagicEffect): string[] {
  validateEffect(effect);
  const { hpCost, mana } = effect;
  return [
    `It never takes your last hit point: with ${hpCost} or fewer HP it refuses and spends nothing.`,
    'It does nothing while mana is full (or above a lowered maximum): it refuses and spends ' +
      'nothing. When both refusals apply, full mana is the one given.',
    `Near the maximum it still costs the full ${hpCost} HP and gives only what fits: 1 below ` +
      `the maximum, ${hpCost} HP buy 1 mana, not ${mana}.`,
  ];
}

/**
 * The Blood magic talent's effect among the talents taken, labelled with the talent's name, or
 * `undefined` when none gives the ability.
 */
export function findBloodMagic(
  talents: readonly EffectSource[],
): { readonly label: string; readonly effect: BloodMagicEffect } | undefined {
  for (const talent of talents) {
    for (const effect of talent.effects) {
      if (effect.kind === 'blood-magic') return { label: talent.name, effect };
    }
  }
  return undefined;
}

/**
 * Uses Blood magic once: spends `effect.hpCost` HP for `effect.mana` mana, all in whole points.
 *
 * Refuses, spending nothing, while mana is at or above the maximum (`'mana-full'`, checked first),
 * or with `effect.hpCost` HP or fewer, since it never takes your last hit point (`'too-few-hp'`).
 * Otherwise it always costs the full `hpCost` and gives min(`effect.mana`, room below the
 * maximum): 1 below the maximum it costs 5 HP and gives 1 mana. No rounding is involved.
 *
 * @param label How the traces name the ability (the talent's name).
 * @throws RangeError when the effect's numbers are not whole numbers ≥ 1, or a pool is not a whole
 *   number ≥ 0.
 */
export function useBloodMagic(
  effect: BloodMagicEffect,
  state: BloodMagicState,
  label = 'Blood magic',
): BloodMagicResult {
  validateEffect(effect);
  requireWhole(state.hp, 'HP', 0);
  requireWhole(state.mana, 'Mana', 0);
  requireWhole(state.maxMana, 'Maximum mana', 0);
  if (state.mana >= state.maxMana) {
    return {
      ok: false,
      reason: 'mana-full',
      message: `Mana is full (${state.mana}/${state.maxMana}): ${label} does nothing.`,
    };
  }
  if (state.hp <= effect.hpCost) {
    return {
      ok: false,
      reason: 'too-few-hp',
      message:
        `${label} costs ${effect.hpCost} HP and never takes your last hit point: it needs more ` +
        `than ${effect.hpCost} HP (you have ${state.hp}).`,
    };
  }

  const hpTrace = sumTerms([
    { label: 'HP', value: state.hp },
    { label, value: -effect.hpCost },
  ]);
  const manaTerms: ExplainTerm[] = [
    { label: 'mana', value: state.mana },
    { label, value: effect.mana },
  ];
  const unclamped = sumTerms(manaTerms);
  const manaTrace: Explained =
    unclamped.value > state.maxMana
      ? {
          value: state.maxMana,
          terms: manaTerms,
          clamp: { unclamped: unclamped.value, reason: 'never above your maximum' },
        }
      : unclamped;

  return {
    ok: true,
    hp: hpTrace.value,
    mana: manaTrace.value,
    gained: manaTrace.value - state.mana,
    hpSpent: effect.hpCost,
    hpTrace,
    manaTrace,
    isWound: false,
    trains: false,
    notes: BLOOD_MAGIC_NOTES,
    readings: bloodMagicReadings(effect),
  };
}
