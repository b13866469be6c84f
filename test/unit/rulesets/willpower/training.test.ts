/**
 * Seed 000, "How fast it comes back": "Spending mana now and then trains Concentration." and
 * "Spending it": "Spending any mana trains your Willpower: each time is a chance at a training
 * mark (see Stats)." The pace of both is an assumption the data carries.
 */
import { describe, expect, it } from 'vitest';
import { computeCastingEconomy } from '../../../../shared/rulesets/willpower/casting-economy';
import type { WillpowerBuild } from '../../../../shared/rulesets/willpower/data';
import { makeDefaultWillpowerData, TATHREN } from '../../../../shared/rulesets/willpower/defaults';
import { spend, startSession } from '../../../../shared/rulesets/willpower/pool-session';
import { trainingReport } from '../../../../shared/rulesets/willpower/reports';
import {
  projectTraining,
  trainingFromSpending,
  willpowerMarks,
} from '../../../../shared/rulesets/willpower/training';

const data = makeDefaultWillpowerData();
const trained: WillpowerBuild = {
  ...TATHREN,
  skills: [{ skillId: 'concentration', trained: true, value: 0 }],
};
const usual = { statusIds: [] };

/** The binomial by brute force over every sequence of spends (small n only). */
function bruteForce(spends: number, p: number, perPoint: number) {
  let pointChance = 0;
  let pointsExpected = 0;
  for (let mask = 0; mask < 2 ** spends; mask += 1) {
    let marks = 0;
    for (let bit = 0; bit < spends; bit += 1) if (mask & (1 << bit)) marks += 1;
    const chance = p ** marks * (1 - p) ** (spends - marks);
    const points = Math.floor(marks / perPoint);
    if (points > 0) pointChance += chance;
    pointsExpected += points * chance;
  }
  return { pointChance, pointsExpected };
}

describe('Willpower training marks: a chance each spend (seed 000)', () => {
  it('counts the marks exactly, as every sequence of spends would', () => {
    for (const [spends, percent, perPoint] of [
      [12, 10, 2],
      [10, 35, 3],
      [8, 50, 1],
    ] as const) {
      const exact = willpowerMarks(spends, percent, perPoint);
      const brute = bruteForce(spends, percent / 100, perPoint);
      expect(exact.marksExpected).toBeCloseTo((spends * percent) / 100, 12);
      expect(exact.pointChance).toBeCloseTo(brute.pointChance, 12);
      expect(exact.pointsExpected).toBeCloseTo(brute.pointsExpected, 12);
    }
  });

  it('stays a number for thousands of spends (no underflow to NaN) and handles 0% and 100%', () => {
    const many = willpowerMarks(5000, 10, 10);
    expect(many.pointChance).toBeCloseTo(1, 12);
    expect(many.pointsExpected).toBeCloseTo(49.55, 1);
    expect(willpowerMarks(40, 0, 10)).toEqual({
      marksExpected: 0,
      pointChance: 0,
      pointsExpected: 0,
    });
    expect(willpowerMarks(25, 100, 10)).toEqual({
      marksExpected: 25,
      pointChance: 1,
      pointsExpected: 2,
    });
  });
});

describe('Concentration trained by spending (seed 000)', () => {
  it('raises a trained skill 1 per 10 mana spent (the assumed pace), an untrained one never', () => {
    const after = trainingFromSpending(data, trained, 57, 9);
    expect(after.skills).toEqual([
      { skillId: 'concentration', name: 'Concentration', trained: true, from: 0, value: 5 },
    ]);
    expect(after.marksExpected).toBeCloseTo(0.9, 12);
    const untrained = trainingFromSpending(data, TATHREN, 57, 9);
    expect(untrained.skills[0]).toMatchObject({ trained: false, value: 0 });
  });

  it('follows the skill’s own pace, and a pace of 0 trains nothing', () => {
    const slow = {
      ...data,
      skills: data.skills.map((skill) => ({ ...skill, manaPerPointSpent: 25 })),
    };
    expect(trainingFromSpending(slow, trained, 100, 10).skills[0]?.value).toBe(4);
    const none = {
      ...data,
      skills: data.skills.map((skill) => ({ ...skill, manaPerPointSpent: 0 })),
    };
    expect(trainingFromSpending(none, trained, 100, 10).skills).toEqual([]);
  });

  it('counts what the Mana now session spent since the refill; spending 0 is not a spend', () => {
    let session = startSession(18);
    session = spend(session, 6, 'Burning hands');
    session = spend(session, 0, 'A free cantrip');
    session = spend(session, 99, 'Too dear');
    expect(session).toMatchObject({ spentMana: 6, spends: 1, current: 12 });
  });
});

describe('Training by casting: an ability cast for hours', () => {
  it('starts as an hour of casting from full, and an untrained skill does not move', () => {
    const economy = computeCastingEconomy(data, TATHREN, { conditions: usual });
    const projection = projectTraining(data, TATHREN, {
      abilityId: 'burning-hands',
      conditions: usual,
    });
    expect(projection.rows[0]?.casts).toBe(economy.sustained[0]?.castsFromFull);
    expect(projection.rows.map((row) => row.hours)).toEqual([1, 2, 5, 10, 20, 50, 100]);
    for (const row of projection.rows) {
      expect(row.skills[0]?.value).toBe(0);
      expect(row.manaSpent).toBe(row.casts * 6);
    }
  });

  it('casts more as trained Concentration speeds the pace (5% faster from 20)', () => {
    const base = projectTraining(data, TATHREN, { abilityId: 'burning-hands', conditions: usual });
    const growing = projectTraining(data, trained, {
      abilityId: 'burning-hands',
      conditions: usual,
    });
    const at = (hours: number, projection = growing) =>
      projection.rows.find((row) => row.hours === hours);
    // Hour 1: 5 casts (30 mana) → Concentration 3. Before 20 nothing changes the pace.
    expect(at(1)).toMatchObject({ casts: 5, manaSpent: 30, maxMana: 18, secondsPerPoint: 216 });
    expect(at(1)?.skills[0]?.value).toBe(3);
    expect(at(10)?.casts).toBe(at(10, base)?.casts);
    // By 20 hours it has passed 20 (5% faster: 216 / 1.05 = 205.714…) and 25 (+1 max mana).
    expect(at(20)?.secondsPerPoint).toBeCloseTo(216 / 1.05, 9);
    expect(at(20)?.maxMana).toBe(19);
    expect(at(100)?.casts).toBeGreaterThan(at(100, base)?.casts ?? Infinity);
    // Concentration never passes the largest value a build may have; its value only rises.
    const values = growing.rows.map((row) => row.skills[0]?.value ?? 0);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('never casts an ability that costs nothing or more than the maximum, and says why', () => {
    const dear = {
      ...data,
      abilities: [
        { id: 'meteor', name: 'Meteor', kind: 'spell' as const, cost: 40 },
        { id: 'cantrip', name: 'Cantrip', kind: 'spell' as const, cost: 0 },
      ],
    };
    const meteor = projectTraining(dear, TATHREN, { abilityId: 'meteor', conditions: usual });
    expect(meteor.never).toBe('Meteor costs 40, more than the maximum of 18: it is never cast.');
    expect(meteor.rows.every((row) => row.casts === 0)).toBe(true);
    const cantrip = projectTraining(dear, TATHREN, { abilityId: 'cantrip', conditions: usual });
    expect(cantrip.never).toBe('Cantrip costs nothing: it spends no mana and trains nothing.');
  });

  it('refuses hours out of range or out of order, and an unknown ability', () => {
    const input = { abilityId: 'burning-hands', conditions: usual };
    expect(() => projectTraining(data, TATHREN, { ...input, hours: [0] })).toThrow(
      'Hours must be whole numbers from 1 to 100.',
    );
    expect(() => projectTraining(data, TATHREN, { ...input, hours: [5, 2] })).toThrow(
      'Hours must be given in rising order.',
    );
    expect(() => projectTraining(data, TATHREN, { ...input, abilityId: 'x' })).toThrow(
      'There is no ability "x".',
    );
  });

  it('reports machine-named columns, one per skill spending trains, chances as decimals', () => {
    const table = trainingReport(
      trained,
      projectTraining(data, trained, { abilityId: 'burning-hands', conditions: usual }),
    );
    expect(table.columns).toEqual([
      'hours',
      'casts',
      'mana_spent',
      'concentration',
      'max_mana',
      'seconds_per_point',
      'willpower_marks_expected',
      'willpower_point_chance',
      'willpower_points_expected',
    ]);
    expect(table.headings?.[3]).toBe('Concentration');
    expect(table.chances).toEqual(['willpower_point_chance']);
    expect(table.rows[0]).toEqual([1, 5, 30, 3, 18, 216, 0.5, 0, 0]);
  });
});
