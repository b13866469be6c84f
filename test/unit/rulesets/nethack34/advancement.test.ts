import { describe, expect, it } from 'vitest';
import {
  atLeast,
  atMost,
  mapValues,
  max,
  mean,
  min,
  probabilityOf,
  toRows,
  total,
  variance,
  type Dist,
} from '../../../../shared/engine/dist';
import { Rng } from '../../../../shared/engine/rng';
import {
  applyPowerMultiplier,
  computeAdvancement,
  hpIncrement,
  pwIncrement,
  statsAtLevel,
} from '../../../../shared/rulesets/nethack34/advancement';
import type { NethackCharacter, RaceId, RoleId } from '../../../../shared/rulesets/nethack34/data';
import { makeDefaultNethack34Data } from '../../../../shared/rulesets/nethack34/defaults';
import { simulateAdvancement } from '../../../../shared/rulesets/nethack34/monte-carlo';
import { findRace, findRole, lookupConBonus } from '../../../../shared/rulesets/nethack34/validate';

const data = makeDefaultNethack34Data();

const ALL_PAIRS: readonly (readonly [RoleId, RaceId])[] = data.roles.flatMap((role) =>
  role.races.map((race) => [role.id, race] as const),
);

function build(roleId: RoleId, raceId: RaceId, con = 10, wis = 10): NethackCharacter {
  return { roleId, raceId, con, wis, int: 16, regen: {} };
}

function hpUp(roleId: RoleId, raceId: RaceId, fromLevel: number, con = 10): Dist {
  return hpIncrement(data, findRole(data, roleId), findRace(data, raceId), fromLevel, con).dist;
}

function pwUp(roleId: RoleId, raceId: RaceId, fromLevel: number, wis = 10): Dist {
  return pwIncrement(findRole(data, roleId), findRace(data, raceId), fromLevel, wis).dist;
}

/** Uniform on lo..hi, checked value by value. */
function expectUniform(d: Dist, lo: number, hi: number): void {
  expect(min(d)).toBe(lo);
  expect(max(d)).toBe(hi);
  for (let v = lo; v <= hi; v += 1) expect(probabilityOf(d, v)).toBeCloseTo(1 / (hi - lo + 1), 14);
}

// The seed's tables, copied verbatim (seed 002), in its column order.
// prettier-ignore
const SEED_ROLES: readonly RoleId[] = [
  'Arc', 'Bar', 'Cav', 'Hea', 'Kni', 'Mon', 'Pri', 'Ran', 'Rog', 'Sam', 'Tou', 'Val', 'Wiz',
];
const SEED_INITIAL_HP = [11, 14, 14, 11, 14, 12, 12, 13, 10, 13, 8, 14, 10];
const SEED_XLEV = [14, 10, 10, 20, 10, 10, 10, 12, 11, 11, 14, 10, 12];
const SEED_LOW_DIE = [8, 10, 8, 8, 8, 8, 8, 6, 8, 8, 8, 8, 8];
const SEED_HIGH_FIX = [1, 2, 2, 1, 2, 1, 1, 1, 1, 1, 0, 2, 1];
const SEED_RACES: readonly RaceId[] = ['Dwa', 'Elf', 'Gno', 'Hum', 'Orc'];
const SEED_RACE_HP = [4, 1, 1, 2, 1];
/** The race's low-level HP gain as [lo, hi]: +d3, +1, +1, +d2, +1. */
// prettier-ignore
const SEED_RACE_LOW: readonly (readonly [number, number])[] = [[1, 3], [1, 1], [1, 1], [1, 2], [1, 1]];
const SEED_RACE_HIGH = [2, 1, 0, 1, 0];
/** Initial power: [fixed, die] per role (1, 1, 1, 1+d4, 1+d4, 2+d2, 4+d3, 1, 1, 1, 1, 1, 4+d3). */
// prettier-ignore
const SEED_ROLE_PW: readonly (readonly [number, number])[] = [
  [1, 0], [1, 0], [1, 0], [1, 4], [1, 4], [2, 2], [4, 3], [1, 0], [1, 0], [1, 0], [1, 0], [1, 0], [4, 3],
];
const SEED_RACE_PW = [0, 2, 2, 1, 1];
/** The seed's racial modifier to the power die roll rnd(Wis / 2 + X). */
const SEED_RACE_PW_MOD = [-1, 2, 1, 1, 0];

function seedIndex<T>(ids: readonly T[], id: T): number {
  const index = ids.indexOf(id);
  if (index < 0) throw new Error(`not in the seed table: ${String(id)}`);
  return index;
}

describe('NetHack 3.4 advancement: the seed tables', () => {
  it('starts every allowed pair at the role HP plus the racial bonus, with nothing random', () => {
    for (const [roleId, raceId] of ALL_PAIRS) {
      const start = computeAdvancement(data, build(roleId, raceId, 18)).levels[0]?.hp;
      const expected =
        (SEED_INITIAL_HP[seedIndex(SEED_ROLES, roleId)] ?? NaN) +
        (SEED_RACE_HP[seedIndex(SEED_RACES, raceId)] ?? NaN);
      expect(toRows(start?.dist ?? { offset: 0, probs: [1] })).toEqual([
        { value: expected, probability: 1 },
      ]);
    }
  });

  it('uses the seed high-level thresholds as each role xlev', () => {
    for (const role of data.roles) {
      expect(role.xlev).toBe(SEED_XLEV[seedIndex(SEED_ROLES, role.id)]);
    }
  });

  it('gains the role die plus the racial gain at low levels (Con 7–14)', () => {
    for (const [roleId, raceId] of ALL_PAIRS) {
      const die = SEED_LOW_DIE[seedIndex(SEED_ROLES, roleId)] ?? NaN;
      const [lo, hi] = SEED_RACE_LOW[seedIndex(SEED_RACES, raceId)] ?? [NaN, NaN];
      const up = hpUp(roleId, raceId, 1, 10);
      expect(min(up)).toBe(1 + lo);
      expect(max(up)).toBe(die + hi);
      expect(mean(up)).toBeCloseTo((die + 1) / 2 + (lo + hi) / 2, 12);
    }
  });

  it('gains the fixed high-level amounts from xlev on (Con 7–14)', () => {
    for (const [roleId, raceId] of ALL_PAIRS) {
      const xlev = findRole(data, roleId).xlev;
      const fix =
        (SEED_HIGH_FIX[seedIndex(SEED_ROLES, roleId)] ?? NaN) +
        (SEED_RACE_HIGH[seedIndex(SEED_RACES, raceId)] ?? NaN);
      // "You will always gain at least one HP": a Tourist's 0 + 0 is raised to 1 (none exists
      // among the allowed pairs with Con 10, but the clamp is the same rule).
      expect(toRows(hpUp(roleId, raceId, xlev, 10))).toEqual([
        { value: Math.max(1, fix), probability: 1 },
      ]);
    }
  });

  it('reads the Con bonus table: 3 −2, 4–6 −1, 7–14 0, 15–16 +1, 17 +2, 18 +3, 19+ +4', () => {
    const expected: Record<number, number> = { 3: -2, 4: -1, 6: -1, 7: 0, 14: 0, 15: 1, 16: 1 };
    Object.assign(expected, { 17: 2, 18: 3, 19: 4, 25: 4 });
    for (const [con, bonus] of Object.entries(expected)) {
      expect(lookupConBonus(data, Number(con))).toBe(bonus);
      // A Samurai at high level gains 1 + 1 + the bonus (never below 1).
      expect(min(hpUp('Sam', 'Hum', 11, Number(con)))).toBe(Math.max(1, 2 + bonus));
    }
  });

  it('always gains at least one HP, even with Con 3 at every level of every pair', () => {
    for (const [roleId, raceId] of ALL_PAIRS) {
      for (let from = 1; from < 30; from += 1) {
        const up = hpUp(roleId, raceId, from, 3);
        expect(min(up)).toBeGreaterThanOrEqual(1);
        expect(Math.abs(total(up) - 1)).toBeLessThan(1e-12);
      }
    }
    // Tourist, human, high level, Con 3: 0 + 1 − 2 = −1 → 1.
    expect(toRows(hpUp('Tou', 'Hum', 14, 3))).toEqual([{ value: 1, probability: 1 }]);
    // Low level, Con 3, Ranger elf: d6 + 1 − 2 is 0 with probability 1/6, and becomes 1.
    expect(probabilityOf(hpUp('Ran', 'Elf', 1, 3), 1)).toBeCloseTo(2 / 6, 14);
  });

  it('starts power at the role amount plus the racial bonus', () => {
    for (const [roleId, raceId] of ALL_PAIRS) {
      const [fix, die] = SEED_ROLE_PW[seedIndex(SEED_ROLES, roleId)] ?? [NaN, NaN];
      const race = SEED_RACE_PW[seedIndex(SEED_RACES, raceId)] ?? NaN;
      const start = computeAdvancement(data, build(roleId, raceId)).levels[0]?.pw.dist;
      if (start === undefined) throw new Error('no level 1');
      expectUniform(start, fix + race + (die > 0 ? 1 : 0), fix + race + die);
    }
  });

  it("matches the seed's power roll rnd(Wis/2 + X) + racial modifier before multiplying", () => {
    // The seed's rnd(n) + m is the code's rn2(n) + (m + 1): the race fix columns are m + 1.
    // X per the seed, for every role but Monks and Priests below xlev (see the next test).
    const seedX = (roleId: RoleId, high: boolean): number => {
      if (roleId === 'Wiz') return high ? 3 : 2;
      return high && ['Hea', 'Kni', 'Mon', 'Pri'].includes(roleId) ? 2 : 1;
    };
    for (const [roleId, raceId] of ALL_PAIRS) {
      const role = findRole(data, roleId);
      const modifier = SEED_RACE_PW_MOD[seedIndex(SEED_RACES, raceId)] ?? NaN;
      for (const wis of [3, 10, 18]) {
        for (const from of [1, role.xlev - 1, role.xlev, 29]) {
          const high = from >= role.xlev;
          if (!high && (roleId === 'Mon' || roleId === 'Pri')) continue;
          const sides = Math.floor(wis / 2) + seedX(roleId, high);
          const raw = { offset: 1 + modifier, probs: new Array<number>(sides).fill(1 / sides) };
          const expected = mapValues(raw, (x) => applyPowerMultiplier(role.pwMultiplier, x));
          const actual = pwUp(roleId, raceId, from, wis);
          expect(actual.offset).toBe(expected.offset);
          expect(actual.probs.length).toBe(expected.probs.length);
          actual.probs.forEach((p, i) => expect(p).toBeCloseTo(expected.probs[i] ?? NaN, 14));
        }
      }
    }
  });

  it('gives Monks and Priests the larger die below xlev too (the game code, not the seed)', () => {
    // Seed: X = 1 at low level; 3.4.3: role lornd 2. Human Monk, Wis 10: 2 + rn2(5 + 2).
    expectUniform(pwUp('Mon', 'Hum', 1, 10), 2, 8);
    // Human Priest, Wis 10: (2 + rn2(7)) × 2.
    expect(toRows(pwUp('Pri', 'Hum', 1, 10)).map((r) => r.value)).toEqual([
      4, 6, 8, 10, 12, 14, 16,
    ]);
  });

  it('applies the multipliers to the whole raw gain with integer truncation', () => {
    // Healer human, Wis 10, low: raw 2 + rn2(5 + 1) = 2..7; ×3/2 → 3, 4, 6, 7, 9, 10.
    expect(toRows(pwUp('Hea', 'Hum', 1, 10)).map((r) => r.value)).toEqual([3, 4, 6, 7, 9, 10]);
    // Barbarian orc, Wis 10, raw 1 + rn2(6) = 1..6; ×3/4 → 0, 1, 2, 3, 3, 4.
    const bar = pwUp('Bar', 'Orc', 1, 10);
    expect(toRows(bar).map((r) => r.value)).toEqual([0, 1, 2, 3, 4]);
    expect(probabilityOf(bar, 3)).toBeCloseTo(2 / 6, 14);
    expect(applyPowerMultiplier({ num: 3, den: 2 }, 5)).toBe(7);
    expect(applyPowerMultiplier({ num: 3, den: 4 }, 1)).toBe(0);
  });
});

describe('NetHack 3.4 advancement: the level bands', () => {
  it("uses a Wizard's low dice for the level-up to XL 12 and the high numbers from XL 13", () => {
    const levels = computeAdvancement(data, build('Wiz', 'Elf', 12, 18)).levels;
    const to12 = levels[11];
    const to13 = levels[12];
    expect(to12?.level).toBe(12);
    expect(to12?.hpIncrement.band).toBe('low');
    expect(to12?.hpIncrement.trace).toBe(
      '0 (Wizard fix) + d8 (Wizard) + 0 (Elf fix) + d1 (Elf) + 0 (Con 12) = 2..9',
    );
    expect(to13?.hpIncrement.band).toBe('high');
    expect(to13?.hpIncrement.trace).toBe('1 (Wizard fix) + 1 (Elf fix) + 0 (Con 12) = 2');
    expect(to12?.pwIncrement.trace).toBe(
      '(0 (Wizard fix) + 3 (Elf fix) + rn2(9 (Wis 18 ÷ 2) + 2 (Wizard) + 0 (Elf))) × 2 (Wizard) = 6..26',
    );
    expect(to13?.pwIncrement.trace).toBe(
      '(0 (Wizard fix) + 3 (Elf fix) + rn2(9 (Wis 18 ÷ 2) + 3 (Wizard) + 0 (Elf))) × 2 (Wizard) = 6..28',
    );
    expect(levels[0]?.hpIncrement.trace).toBe('10 (Wizard) + 1 (Elf) = 11');
    expect(levels[0]?.pwIncrement.trace).toBe('4 (Wizard) + d3 (Wizard) + 2 (Elf) = 7..9');
  });

  it('adds up the increments: an elf Wizard with Con 12, Wis 18 at XL 12, 13 and 30', () => {
    const levels = computeAdvancement(data, build('Wiz', 'Elf', 12, 18)).levels;
    // HP: 11 + 11 × (4.5 + 1) at XL 12, then + 2 a level.
    expect(levels[11]?.hp.mean).toBeCloseTo(11 + 11 * 5.5, 10);
    expect(levels[12]?.hp.mean).toBeCloseTo(11 + 11 * 5.5 + 2, 10);
    expect(levels[29]?.hp.mean).toBeCloseTo(11 + 11 * 5.5 + 18 * 2, 10);
    expect(levels[29]?.hp.min).toBe(11 + 11 * 2 + 18 * 2);
    expect(levels[29]?.hp.max).toBe(11 + 11 * 9 + 18 * 2);
    // Power: 8 + 11 × 2 × (3 + 5) at XL 12, then + 2 × (3 + 5.5) a level.
    expect(levels[11]?.pw.mean).toBeCloseTo(8 + 11 * 16, 9);
    expect(levels[29]?.pw.mean).toBeCloseTo(8 + 11 * 16 + 18 * 17, 9);
    const p = levels[29]?.pw;
    if (p === undefined) throw new Error('no level 30');
    expect(p.min).toBeLessThanOrEqual(p.p5);
    expect([p.p5, p.p25, p.p50, p.p75, p.p95, p.max]).toEqual(
      [p.p5, p.p25, p.p50, p.p75, p.p95, p.max].sort((a, b) => a - b),
    );
    expect(atMost(p.dist, p.p50)).toBeGreaterThanOrEqual(0.5);
    expect(atMost(p.dist, p.p50 - 1)).toBeLessThan(0.5);
  });

  it('applies stat changes from the level-up that reaches the chosen level', () => {
    const changed: NethackCharacter = {
      ...build('Val', 'Hum', 10, 10),
      statChanges: [{ level: 5, con: 18 }],
    };
    expect(statsAtLevel(changed, 4).con).toBe(10);
    expect(statsAtLevel(changed, 5).con).toBe(18);
    const plain = computeAdvancement(data, build('Val', 'Hum', 10, 10)).levels;
    const levels = computeAdvancement(data, changed).levels;
    expect(levels[3]?.hp.mean).toBeCloseTo(plain[3]?.hp.mean ?? NaN, 12);
    expect(levels[4]?.hp.mean).toBeCloseTo((plain[4]?.hp.mean ?? NaN) + 3, 12);
    expect(levels[29]?.hp.mean).toBeCloseTo((plain[29]?.hp.mean ?? NaN) + 26 * 3, 10);
    expect(levels[4]?.hpIncrement.trace).toContain('+ 3 (Con 18)');
  });

  it('refuses a role/race pair the game does not allow, naming the allowed races', () => {
    expect(() => computeAdvancement(data, build('Kni', 'Elf'))).toThrow(
      'A Knight must be Human, not Elf.',
    );
    expect(() => computeAdvancement(data, build('Val', 'Hum', 2))).toThrow('Con');
  });
});

describe('NetHack 3.4 advancement: whole distributions', () => {
  it('sums to 1 within 1e-12 at every level for all 28 allowed pairs', () => {
    expect(ALL_PAIRS).toHaveLength(28);
    for (const [roleId, raceId] of ALL_PAIRS) {
      for (const [con, wis] of [
        [3, 3],
        [18, 18],
      ] as const) {
        const levels = computeAdvancement(data, build(roleId, raceId, con, wis)).levels;
        expect(levels).toHaveLength(30);
        for (const level of levels) {
          expect(Math.abs(total(level.hp.dist) - 1)).toBeLessThan(1e-12);
          expect(Math.abs(total(level.pw.dist) - 1)).toBeLessThan(1e-12);
          expect(level.hp.min).toBeGreaterThanOrEqual(1);
        }
        // Max HP never falls: each level's minimum is above the last one's.
        for (let i = 1; i < levels.length; i += 1) {
          expect(levels[i]?.hp.min).toBeGreaterThan(levels[i - 1]?.hp.min ?? Infinity);
        }
      }
    }
  });

  it('lets dwarves gain no power at all on a level-up', () => {
    // Dwarf Valkyrie, Wis 3: (0 + rn2(1 + 1)) × 3/4 is always 0.
    expect(toRows(pwUp('Val', 'Dwa', 1, 3))).toEqual([{ value: 0, probability: 1 }]);
    // Dwarf Archeologist, Wis 8: 0 + rn2(4 + 1) is 0 one time in 5.
    expect(probabilityOf(pwUp('Arc', 'Dwa', 1, 8), 0)).toBeCloseTo(1 / 5, 14);
    const levels = computeAdvancement(data, build('Val', 'Dwa', 10, 3)).levels;
    expect(toRows(levels[29]?.pw.dist ?? { offset: 0, probs: [1] })).toEqual([
      { value: 1, probability: 1 },
    ]);
    // Beyond the seed's "in the case of dwarves": an orcish Barbarian's raw 1 × 3/4 truncates
    // to 0 too. Every other allowed pair gains at least 1.
    const barOrc = pwUp('Bar', 'Orc', 1, 3);
    expect(probabilityOf(barOrc, 0)).toBeCloseTo(1 / 2, 14);
    for (const [roleId, raceId] of ALL_PAIRS) {
      if (raceId === 'Dwa' || (roleId === 'Bar' && raceId === 'Orc')) continue;
      for (const from of [1, 29])
        expect(atLeast(pwUp(roleId, raceId, from, 3), 1)).toBeCloseTo(1, 14);
    }
  });
});

describe('NetHack 3.4 advancement: exact agrees with a seeded Monte Carlo', () => {
  const RUNS = 100_000;
  const cases: readonly NethackCharacter[] = [
    build('Wiz', 'Elf', 12, 18),
    build('Val', 'Dwa', 18, 7),
    build('Hea', 'Gno', 4, 16),
    build('Ran', 'Orc', 3, 11),
    build('Bar', 'Hum', 16, 9),
  ];

  for (const b of cases) {
    it(`agrees for ${b.roleId} ${b.raceId} Con ${b.con} Wis ${b.wis} at XL 2, 10, 20 and 30`, () => {
      const exact = computeAdvancement(data, b).levels;
      const sim = simulateAdvancement(data, b, new Rng(1234 + b.con * 31 + b.wis), RUNS).levels;
      for (const level of [2, 10, 20, 30]) {
        const row = exact[level - 1];
        const sampledRow = sim[level - 1];
        if (row === undefined || sampledRow === undefined) throw new Error(`no level ${level}`);
        for (const which of ['hp', 'pw'] as const) {
          const summary = row[which];
          const sampled = sampledRow[which];
          expect(sampled.min).toBeGreaterThanOrEqual(summary.min);
          expect(sampled.max).toBeLessThanOrEqual(summary.max);
          const se = Math.sqrt(variance(summary.dist) / RUNS);
          expect(Math.abs(sampled.mean - summary.mean)).toBeLessThanOrEqual(4 * se + 1e-9);
          // The share of runs at or below the exact median, and below the exact p5.
          const pMedian = atMost(summary.dist, summary.p50);
          const seMedian = Math.sqrt((pMedian * (1 - pMedian)) / RUNS);
          expect(Math.abs(atMost(sampled.dist, summary.p50) - pMedian)).toBeLessThanOrEqual(
            5 * seMedian + 1e-9,
          );
          const pBelow = atMost(summary.dist, summary.p5 - 1);
          const seBelow = Math.sqrt((pBelow * (1 - pBelow)) / RUNS);
          expect(Math.abs(atMost(sampled.dist, summary.p5 - 1) - pBelow)).toBeLessThanOrEqual(
            5 * seBelow + 1e-9,
          );
        }
      }
    });
  }

  it('agrees on the chance of a dwarf gaining no power at a level-up', () => {
    const rng = new Rng(99);
    const exact = probabilityOf(pwUp('Arc', 'Dwa', 3, 9), 0);
    let zeros = 0;
    for (let i = 0; i < RUNS; i += 1) if (rng.rn2(4 + 1) + 0 === 0) zeros += 1;
    expect(Math.abs(zeros / RUNS - exact)).toBeLessThan(4 * Math.sqrt((0.2 * 0.8) / RUNS));
  });
});
