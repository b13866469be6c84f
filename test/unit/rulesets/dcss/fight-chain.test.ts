/**
 * The DCSS fight, checked against the rules played out: a brute force over every joint state
 * (damage dealt, HP, carried points) turn by turn, and a Monte Carlo of the issue's fight. Both
 * play the turn order the card states: the attack, the target's hit back while it lives (0 HP or
 * below is a death), then the turn's regeneration, never above max.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { castsToKill, KILL_CASTS_MAX, type Spread } from '../../../../shared/analysis/endurance';
import { parseDice } from '../../../../shared/engine/dice-notation';
import { mapValues } from '../../../../shared/engine/dist';
import { Rng } from '../../../../shared/engine/rng';
import type { DcssBuild } from '../../../../shared/rulesets/dcss/data';
import { DEFAULT_DCSS_BUILD, makeDefaultDcssData } from '../../../../shared/rulesets/dcss/defaults';
import {
  attacksBound,
  computeDcssEndurance,
  DEFAULT_DCSS_PATTERN,
  type DcssEndurancePattern,
} from '../../../../shared/rulesets/dcss/endurance';
import { computeRegenAt } from '../../../../shared/rulesets/dcss/regen';

const data = makeDefaultDcssData();

/** Every total of `count` dice of `sides` plus `bonus`, once per way it can come up. */
function faces(count: number, sides: number, bonus: number): number[] {
  let totals = [bonus];
  for (let i = 0; i < count; i += 1) {
    totals = totals.flatMap((sum) => Array.from({ length: sides }, (_, face) => sum + face + 1));
  }
  return totals;
}

const diceText = (count: number, sides: number, bonus: number) =>
  `${count}d${sides}${bonus > 0 ? `+${bonus}` : bonus < 0 ? `${bonus}` : ''}`;

interface Played {
  readonly death: number;
  /** The build alive when the target dies: HP, carried points, attacks, with the chance. */
  readonly ends: readonly { hp: number; carried: number; attacks: number; chance: number }[];
}

/**
 * Every way the fight can go, state by joint state: a turn is the attack (rotation in order); if
 * the target lives, its hit (a negative roll deals 0) and a death at 0 HP or below; then the
 * turn's points (none at max under the source's reading), 100 a HP, never above max.
 */
function playEveryWay(
  attacks: readonly (readonly number[])[],
  targetHp: number,
  hits: readonly number[],
  maxHp: number,
  trr: number,
  onlyBelowMax: boolean,
): Played {
  const regen = (hp: number, carried: number): [number, number] => {
    if (onlyBelowMax && hp >= maxHp) return [hp, carried];
    const points = carried + trr;
    return [Math.min(maxHp, hp + Math.floor(points / 100)), points % 100];
  };
  let states = new Map<string, { dealt: number; hp: number; carried: number; p: number }>();
  states.set(`0,${maxHp},0`, { dealt: 0, hp: maxHp, carried: 0, p: 1 });
  const ends = new Map<string, { hp: number; carried: number; attacks: number; chance: number }>();
  let death = 0;
  for (let turn = 1; states.size > 0 && turn <= 400; turn += 1) {
    const attack = attacks[(turn - 1) % attacks.length] as readonly number[];
    const next = new Map<string, { dealt: number; hp: number; carried: number; p: number }>();
    for (const { dealt, hp, carried, p } of states.values()) {
      for (const roll of attack) {
        const pa = p / attack.length;
        const sofar = dealt + Math.max(0, roll);
        if (sofar >= targetHp) {
          const [after, left] = regen(hp, carried);
          const key = `${after},${left},${turn}`;
          const end = ends.get(key) ?? { hp: after, carried: left, attacks: turn, chance: 0 };
          end.chance += pa;
          ends.set(key, end);
          continue;
        }
        for (const hit of hits) {
          const ph = pa / hits.length;
          const hurt = hp - Math.max(0, hit);
          if (hurt <= 0) {
            death += ph;
            continue;
          }
          const [after, left] = regen(hurt, carried);
          const key = `${sofar},${after},${left}`;
          const state = next.get(key) ?? { dealt: sofar, hp: after, carried: left, p: 0 };
          state.p += ph;
          next.set(key, state);
        }
      }
    }
    states = next;
  }
  return { death, ends: [...ends.values()] };
}

/** p5/p50/p95 as the engine reads them: the first value whose running chance reaches p. */
function percentiles(outcomes: { value: number | null; chance: number }[]): Spread {
  const sorted = [...outcomes].sort((a, b) =>
    a.value === null ? 1 : b.value === null ? -1 : a.value - b.value,
  );
  const at = (p: number) => {
    let sum = 0;
    for (const outcome of sorted) {
      sum += outcome.chance;
      if (sum >= p - 1e-12) return outcome.value;
    }
    return null;
  };
  return { p5: at(0.05), p50: at(0.5), p95: at(0.95) };
}

/** Actions of rest from `hp` and `carried` points to full, point by point. */
function restActions(hp: number, carried: number, maxHp: number, points: number): number | null {
  if (hp >= maxHp) return 0;
  if (points <= 0) return null;
  let now = hp;
  let left = carried;
  let actions = 0;
  while (now < maxHp) {
    left += points;
    now += Math.floor(left / 100);
    left %= 100;
    actions += 1;
  }
  return actions;
}

const arbitraryDice = (bonusMin: number) =>
  fc.record({
    count: fc.integer({ min: 1, max: 2 }),
    sides: fc.integer({ min: 1, max: 4 }),
    bonus: fc.integer({ min: bonusMin, max: 2 }),
  });

describe('the DCSS fight, exact chain against every way the fight can go', () => {
  it('agrees on deaths, HP lost, rest and the rate at every XL (small dice, HP and regeneration)', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryDice(0), { minLength: 1, maxLength: 2 }),
        fc.integer({ min: 1, max: 8 }),
        fc.option(arbitraryDice(-2), { nil: null }),
        fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 27, maxLength: 27 }),
        fc.record({
          rings: fc.integer({ min: 0, max: 4 }),
          mutation: fc.integer({ min: 0, max: 3 }),
          slowHealing: fc.constantFrom(0, 1) as fc.Arbitrary<0 | 1>,
        }),
        fc.boolean(),
        (attackDice, targetHp, hitDice, curve, bonuses, onlyBelowMax) => {
          const build: DcssBuild = { ...DEFAULT_DCSS_BUILD, ...bonuses, maxHpByLevel: curve };
          const rules = {
            ...data.rules,
            readings: { ...data.rules.readings, accumulateOnlyBelowMax: onlyBelowMax },
          };
          const pattern: DcssEndurancePattern = {
            attacks: attackDice.map(({ count, sides, bonus }) => diceText(count, sides, bonus)),
            targetHp,
            incoming: hitDice === null ? '' : diceText(hitDice.count, hitDice.sides, hitDice.bonus),
            restBelowPercent: 50,
          };
          const result = computeDcssEndurance({ data: { ...data, rules }, build, pattern, xl: 1 });
          const attacks = attackDice.map(({ count, sides, bonus }) => faces(count, sides, bonus));
          const hits = hitDice === null ? [0] : faces(hitDice.count, hitDice.sides, hitDice.bonus);
          result.levels.forEach((row) => {
            const maxHp = row.maxHp;
            const trr = computeRegenAt(rules, { ...build, monsterInSight: true }, maxHp).trr.value;
            const resting = computeRegenAt(rules, { ...build, monsterInSight: false }, maxHp);
            const played = playEveryWay(attacks, targetHp, hits, maxHp, trr, onlyBelowMax);
            expect(row.fightTrr).toBe(trr);
            expect(row.deathChance).toBeCloseTo(played.death, 9);
            expect(row.pastCapChance).toBe(0);
            const lost = [
              ...played.ends.map(({ hp, chance }) => ({ value: maxHp - hp, chance })),
              { value: maxHp, chance: played.death },
            ];
            expect(row.hpLost).toEqual(percentiles(lost));
            const rests = played.ends.map(({ hp, carried, chance }) => ({
              value: restActions(hp, carried, maxHp, resting.pointsPerAction),
              chance,
            }));
            expect(row.restTurns).toEqual(
              percentiles([...rests, { value: null, chance: played.death }]),
            );
            const alive = 1 - played.death;
            const restMean = rests.some(({ value, chance }) => value === null && chance > 0)
              ? null
              : rests.reduce((sum, { value, chance }) => sum + (value ?? 0) * chance, 0) / alive;
            const attacksMean =
              played.ends.reduce((sum, { attacks: a, chance }) => sum + a * chance, 0) / alive;
            if (played.death > 0.5 + 1e-9 || restMean === null) {
              expect(row.fightsPer1000Turns).toBeNull();
            } else if (played.death < 0.5 - 1e-9) {
              const rate = 1000 / (attacksMean + restMean);
              expect(Math.abs((row.fightsPer1000Turns ?? NaN) - rate)).toBeLessThanOrEqual(0.0051);
            }
          });
        },
      ),
      { numRuns: 40, seed: 36 },
    );
  });

  it('gives the issue’s fight 47.0% deaths at XL 1 (max HP 12, TRR 44), as a Monte Carlo of it does', () => {
    const build = { ...DEFAULT_DCSS_BUILD, mutation: 2 };
    const pattern = {
      ...DEFAULT_DCSS_PATTERN,
      attacks: ['2d6', '3d4+1'],
      targetHp: 30,
      incoming: '1d4+1',
    };
    const row = computeDcssEndurance({ data, build, pattern, xl: 1 }).levels[0];
    expect(row?.maxHp).toBe(12);
    expect(row?.fightTrr).toBe(44);
    // Played turn by turn: attack, the target's hit back while it lives, regenerate, never above max.
    const rng = new Rng(36);
    const roll = (count: number, sides: number) =>
      Array.from({ length: count }, () => rng.rnd(sides)).reduce((a, b) => a + b, 0);
    const runs = 100_000;
    let deaths = 0;
    for (let run = 0; run < runs; run += 1) {
      let dealt = 0;
      let hp = 12;
      let carried = 0;
      for (let turn = 1; ; turn += 1) {
        dealt += turn % 2 === 1 ? roll(2, 6) : roll(3, 4) + 1;
        if (dealt < 30) {
          hp -= roll(1, 4) + 1;
          if (hp <= 0) {
            deaths += 1;
            break;
          }
        }
        carried += 44;
        hp = Math.min(12, hp + Math.floor(carried / 100));
        carried %= 100;
        if (dealt >= 30) break;
      }
    }
    const simulated = deaths / runs;
    const error = Math.sqrt((simulated * (1 - simulated)) / runs);
    expect(Math.abs(simulated - 0.47)).toBeLessThan(0.006);
    expect(Math.abs((row?.deathChance ?? 0) - simulated)).toBeLessThan(4 * error);
    expect(Math.round((row?.deathChance ?? 0) * 1000) / 10).toBe(47);
  });
});

describe('the attacks the kill’s chain can take, bounded before it runs', () => {
  it('is never fewer than castsToKill follows (random dice and targets)', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryDice(-3), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 400 }),
        (dice, targetHp) => {
          const attacks = dice.map(({ count, sides, bonus }) =>
            mapValues(parseDice(diceText(count, sides, bonus)), (value) => Math.max(0, value)),
          );
          fc.pre(attacks.some((attack) => attack.offset + attack.probs.length > 1));
          const kill = castsToKill(attacks, targetHp);
          const bound = attacksBound(attacks, targetHp);
          expect(bound).toBeLessThanOrEqual(KILL_CASTS_MAX);
          expect(kill.deadBy.length).toBeLessThanOrEqual(bound);
        },
      ),
      { numRuns: 200, seed: 36 },
    );
  });
});
