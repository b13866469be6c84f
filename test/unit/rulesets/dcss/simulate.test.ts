import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DcssBuild, DcssData } from '../../../../shared/rulesets/dcss/data';
import {
  DEFAULT_DCSS_BUILD,
  DEMONSPAWN_BERSERKER,
  makeDefaultDcssData,
} from '../../../../shared/rulesets/dcss/defaults';
import { SIMULATION_SENTENCES, simulateDcssRegen } from '../../../../shared/rulesets/dcss/simulate';

const data = makeDefaultDcssData();
const sourceData: DcssData = {
  ...data,
  rules: { ...data.rules, readings: { ...data.rules.readings, accumulateOnlyBelowMax: true } },
};

function build(changes: Partial<DcssBuild>): DcssBuild {
  return { ...DEFAULT_DCSS_BUILD, ...changes };
}

describe('the turn-by-turn simulation', () => {
  it('carries the points over: 90 MHP with Regeneration 1 heals on turns 3, 5, 7, 9, 12', () => {
    const { rows } = simulateDcssRegen(data, build({ maxHp: 90, mutation: 1 }), {
      startHp: 1,
      turns: 12,
    });
    expect(rows.map((row) => row.hpGained)).toEqual([0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0, 1]);
    expect(rows.map((row) => row.pointsCarried)).toEqual([
      45, 90, 35, 80, 25, 70, 15, 60, 5, 50, 95, 40,
    ]);
    expect(rows[0]).toEqual({
      turn: 1,
      trr: 45,
      hpBefore: 1,
      pointsGained: 45,
      hpGained: 0,
      pointsCarried: 45,
      hpAfter: 1,
    });
    expect(rows.at(-1)?.hpAfter).toBe(6);
    for (const [i, row] of rows.entries()) {
      expect(row.hpAfter).toBe(row.hpBefore + row.hpGained);
      if (i > 0) expect(row.hpBefore).toBe(rows[i - 1]?.hpAfter);
    }
  });

  it('scales each turn’s points with the action, walking capped at 10 auts', () => {
    const short = simulateDcssRegen(data, build({ maxHp: 90, mutation: 1, actionAuts: 5 }), {
      startHp: 1,
      turns: 3,
    });
    expect(short.rows.map((row) => row.pointsGained)).toEqual([22, 22, 22]);
    const walk = simulateDcssRegen(
      data,
      build({ maxHp: 90, mutation: 1, actionAuts: 14, walking: true }),
      { startHp: 1, turns: 2 },
    );
    expect(walk.rows.map((row) => row.pointsGained)).toEqual([45, 45]);
  });

  it('ends Powered by Death after 17 turns at rank 1, then heals at the rate without it', () => {
    const { rows, readings } = simulateDcssRegen(data, DEMONSPAWN_BERSERKER, {
      startHp: 1,
      turns: 20,
    });
    expect(rows.map((row) => row.trr)).toEqual([...Array(17).fill(1220), 520, 520, 520]);
    expect(rows[16]?.pointsGained).toBe(1220);
    expect(rows[17]?.pointsGained).toBe(520);
    expect(readings).toEqual([
      'Powered by Death counts as lasting throughout in the rates; the simulation ends it after ' +
        '17 turns (the mean of 2d8 + 8 × rank 1, rounded down).',
    ]);
    // 12 or 13 HP each turn while it lasts: 20 points carried a turn, a 13th HP every fifth.
    expect(rows.slice(0, 5).map((row) => row.hpGained)).toEqual([12, 12, 12, 12, 13]);
    expect(rows.slice(0, 5).map((row) => row.pointsCarried)).toEqual([20, 40, 60, 80, 0]);
  });

  it('with the random-duration reading, "lasts 2d8 + 8 per rank turns" is a distribution', () => {
    const randomData: DcssData = {
      ...data,
      rules: { ...data.rules, readings: { ...data.rules.readings, poweredByDeathRandom: true } },
    };
    const { rows, readings } = simulateDcssRegen(randomData, DEMONSPAWN_BERSERKER, {
      startHp: 1,
      turns: 26,
    });
    // P(2d8 + 8 ≥ t): 1 up to turn 10, then falling by the triangle of 2d8, 0 after turn 24.
    const lasting = (turn: number) => {
      let ways = 0;
      for (let a = 1; a <= 8; a += 1)
        for (let b = 1; b <= 8; b += 1) if (a + b + 8 >= turn) ways += 1;
      return ways / 64;
    };
    for (const row of rows) {
      expect(row.trr).toBeCloseTo(520 + 700 * lasting(row.turn), 9);
    }
    expect(rows[9]?.trr).toBe(1220);
    expect(rows[24]?.trr).toBeCloseTo(520, 9);
    expect(readings).toEqual([
      'Powered by Death counts as lasting throughout in the rates; in the simulation it lasts ' +
        "2d8 + 8 × rank 1 turns (10 to 24): each turn's figures are the expectation over those " +
        'durations, weighted by their chances.',
    ]);
    // The mean duration is 17, as the other reading keeps it: by turn 17 some durations have
    // ended, so fewer HP are expected; once every duration has ended, the totals meet again
    // (the gain is linear in the turns it lasts).
    const mean = simulateDcssRegen(data, DEMONSPAWN_BERSERKER, { startHp: 1, turns: 26 });
    expect(rows[16]?.hpAfter).toBeLessThan(mean.rows[16]?.hpAfter ?? 0);
    expect(Math.abs((rows.at(-1)?.hpAfter ?? 0) - (mean.rows.at(-1)?.hpAfter ?? 0))).toBeLessThan(
      1,
    );
    // Without Powered by Death the reading changes nothing.
    const plain = build({ maxHp: 90, mutation: 1 });
    expect(simulateDcssRegen(randomData, plain, { startHp: 1, turns: 10 })).toEqual(
      simulateDcssRegen(data, plain, { startHp: 1, turns: 10 }),
    );
  });

  it('keeps Powered by Death longer at a higher rank (33 turns at rank 3)', () => {
    const { rows } = simulateDcssRegen(
      data,
      { ...DEMONSPAWN_BERSERKER, maxHp: 9999, pbdRank: 3 },
      {
        startHp: 1,
        turns: 34,
      },
    );
    expect(rows[32]?.trr).toBe(rows[0]?.trr);
    expect(rows[33]?.trr).toBe((rows[0]?.trr ?? 0) - 700);
  });

  it('at full HP under the seed: points still accumulate, HP past max is lost, the rest kept', () => {
    const { rows, readings } = simulateDcssRegen(data, build({ maxHp: 30, trollLeather: true }), {
      startHp: 29,
      turns: 5,
    });
    // 50, 100 → 30 HP (full), then 50, 100 → nothing past max, 50.
    expect(
      rows.map((row) => [row.hpBefore, row.pointsGained, row.hpGained, row.pointsCarried]),
    ).toEqual([
      [29, 50, 0, 50],
      [29, 50, 1, 0],
      [30, 50, 0, 50],
      [30, 50, 0, 0],
      [30, 50, 0, 50],
    ]);
    expect(readings).toEqual([SIMULATION_SENTENCES.atMaxSeed]);
  });

  it('at full HP under the source: nothing accumulates and the remainder is kept', () => {
    const { rows, readings } = simulateDcssRegen(
      sourceData,
      build({ maxHp: 30, trollLeather: true, actionAuts: 7 }),
      { startHp: 29, turns: 5 },
    );
    // 35 points a 7-aut action: 35, 70, 105 → full with 5 left, then nothing.
    expect(rows.map((row) => [row.pointsGained, row.hpGained, row.pointsCarried])).toEqual([
      [35, 0, 35],
      [35, 0, 70],
      [35, 1, 5],
      [0, 0, 5],
      [0, 0, 5],
    ]);
    expect(readings).toEqual([SIMULATION_SENTENCES.atMaxSource]);
  });

  it('loses the HP past max on the turn it fills, under either reading', () => {
    for (const at of [data, sourceData]) {
      const { rows } = simulateDcssRegen(at, DEMONSPAWN_BERSERKER, { startHp: 540, turns: 1 });
      expect(rows[0]).toMatchObject({ hpGained: 3, pointsCarried: 20, hpAfter: 543 });
    }
  });

  it('plays no turn for 0 turns, and refuses a bad start or length', () => {
    expect(simulateDcssRegen(data, DEFAULT_DCSS_BUILD, { startHp: 1, turns: 0 }).rows).toEqual([]);
    expect(() => simulateDcssRegen(data, DEFAULT_DCSS_BUILD, { startHp: 31, turns: 10 })).toThrow(
      'The start HP must be a whole number from 1 to the max HP (30).',
    );
    expect(() => simulateDcssRegen(data, DEFAULT_DCSS_BUILD, { startHp: 1, turns: 1.5 })).toThrow(
      RangeError,
    );
  });

  it('conserves points while below max: HP gained × 100 + the remainder = the points gained', () => {
    fc.assert(
      fc.property(
        fc.record({
          maxHp: fc.integer({ min: 2, max: 800 }),
          rings: fc.integer({ min: 0, max: 8 }),
          mutation: fc.integer({ min: 0, max: 3 }),
          trollLeather: fc.boolean(),
          trogsHand: fc.boolean(),
          pbdRank: fc.integer({ min: 0, max: 3 }),
          corpses: fc.integer({ min: 0, max: 9 }),
          slowHealing: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const),
          monsterInSight: fc.boolean(),
          actionAuts: fc.integer({ min: 1, max: 30 }),
          walking: fc.boolean(),
        }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 60 }),
        fc.boolean(),
        (changes, startSeed, turns, onlyBelowMax) => {
          const character = build(changes);
          const startHp = 1 + (startSeed % (character.maxHp - 1));
          const at = onlyBelowMax ? sourceData : data;
          const { rows } = simulateDcssRegen(at, character, { startHp, turns });
          let points = 0;
          let hp = 0;
          for (const row of rows) {
            if (row.hpAfter >= character.maxHp) break;
            points += row.pointsGained;
            hp += row.hpGained;
            expect(hp * 100 + row.pointsCarried).toBe(points);
            expect(row.pointsCarried).toBeGreaterThanOrEqual(0);
            expect(row.pointsCarried).toBeLessThan(100);
          }
        },
      ),
    );
  });
});
