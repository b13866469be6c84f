import { describe, expect, it } from 'vitest';
import { toRows } from '../../../../shared/engine/dist';
import { computeAdvancement } from '../../../../shared/rulesets/nethack34/advancement';
import type { NethackCharacter } from '../../../../shared/rulesets/nethack34/data';
import { makeDefaultNethack34Data } from '../../../../shared/rulesets/nethack34/defaults';
import { computeRegenTable } from '../../../../shared/rulesets/nethack34/regen';
import { computeNethackRegenView } from '../../../../shared/rulesets/nethack34/regen-view';
import {
  nethackCurvesReport,
  nethackDistributionReport,
  nethackRegenViewReport,
  roundMean,
  roundProbability,
} from '../../../../shared/rulesets/nethack34/reports';

const data = makeDefaultNethack34Data();
const elfWizard: NethackCharacter = {
  roleId: 'Wiz',
  raceId: 'Elf',
  con: 18,
  wis: 18,
  int: 16,
  regen: {},
};
const advancement = computeAdvancement(data, elfWizard);

describe('nethackCurvesReport', () => {
  const table = nethackCurvesReport(data, advancement);

  it('has the level, then eight HP figures, then the same eight for power', () => {
    expect(table.title).toBe('Elf Wizard, Con 18, Wis 18: max HP and power by XL');
    expect(table.columns).toEqual([
      'level',
      'hp_mean',
      'hp_p5',
      'hp_p25',
      'hp_p50',
      'hp_p75',
      'hp_p95',
      'hp_min',
      'hp_max',
      'pw_mean',
      'pw_p5',
      'pw_p25',
      'pw_p50',
      'pw_p75',
      'pw_p95',
      'pw_min',
      'pw_max',
    ]);
    expect(table.rows).toHaveLength(30);
    for (const row of table.rows) expect(row).toHaveLength(17);
  });

  it('starts an elf Wizard at 11 HP and 7..9 power, and reads each level from the engine', () => {
    // Power at XL 1: 4 + d3 + 2, so 7, 8, 9 a third each: p5 7, median 8, p95 9.
    expect(table.rows[0]).toEqual([1, 11, 11, 11, 11, 11, 11, 11, 11, 8, 7, 7, 8, 9, 9, 7, 9]);
    advancement.levels.forEach((level, i) => {
      const { hp, pw } = level;
      expect(table.rows[i]).toEqual([
        level.level,
        roundMean(hp.mean),
        hp.p5,
        hp.p25,
        hp.p50,
        hp.p75,
        hp.p95,
        hp.min,
        hp.max,
        roundMean(pw.mean),
        pw.p5,
        pw.p25,
        pw.p50,
        pw.p75,
        pw.p95,
        pw.min,
        pw.max,
      ]);
    });
  });

  it('rounds means to 3 decimals, with no float noise in the text', () => {
    // Con 18: each low level-up is d8 + d1 + 3, mean 8.5; XL 2's mean HP is 19.5.
    expect(table.rows[1]?.[1]).toBe(19.5);
    for (const row of table.rows) {
      for (const column of [1, 9]) {
        const text = String(row[column]);
        expect(text).toMatch(/^\d+(\.\d{1,3})?$/);
      }
    }
    expect(roundMean(1 / 3)).toBe(0.333);
    expect(roundMean(-0.0001)).toBe(0);
    expect(Object.is(roundMean(-0.0001), 0)).toBe(true);
  });
});

describe('nethackDistributionReport', () => {
  it('lists every value with probability > 0 at every level, levels then values in order', () => {
    for (const kind of ['hp', 'pw'] as const) {
      const table = nethackDistributionReport(data, advancement, kind);
      expect(table.columns).toEqual(['level', 'value', 'probability']);
      const expected = advancement.levels.flatMap((level) =>
        toRows(level[kind].dist).map((row) => [level.level, row.value, row.probability]),
      );
      expect(table.rows).toHaveLength(expected.length);
      table.rows.forEach((row, i) => {
        const [level, value, probability] = expected[i] ?? [];
        expect(row[0]).toBe(level);
        expect(row[1]).toBe(value);
        expect(row[2]).toBeGreaterThan(0);
        expect(Math.abs(Number(row[2]) - (probability ?? NaN))).toBeLessThan(1e-12);
      });
      // Every level's probabilities still sum to 1 after rounding.
      for (let level = 1; level <= 30; level += 1) {
        const sum = table.rows
          .filter((row) => row[0] === level)
          .reduce((acc, row) => acc + Number(row[2]), 0);
        expect(Math.abs(sum - 1)).toBeLessThan(1e-10);
      }
    }
  });

  it('writes a third as 0.333333333333 and a certainty as 1, with no float noise', () => {
    const pw = nethackDistributionReport(data, advancement, 'pw');
    expect(pw.title).toBe('Elf Wizard, Con 18, Wis 18: distribution of max power by XL');
    expect(pw.rows.filter((row) => row[0] === 1)).toEqual([
      [1, 7, 0.333333333333],
      [1, 8, 0.333333333333],
      [1, 9, 0.333333333333],
    ]);
    const hp = nethackDistributionReport(data, advancement, 'hp');
    expect(hp.rows[0]).toEqual([1, 11, 1]);
    expect(roundProbability(0.1 + 0.2)).toBe(0.3);
    expect(roundProbability(1e-40 / 3)).toBeGreaterThan(0);
    for (const row of [...pw.rows, ...hp.rows]) {
      const digits = String(row[2]).replace(/e.*$/, '').replace(/\D/g, '').replace(/^0+/, '');
      expect(digits.length).toBeLessThanOrEqual(12);
    }
  });

  it('leaves out the values a multiplier skips: a human Priest gains only even power', () => {
    const priest = computeAdvancement(data, {
      roleId: 'Pri',
      raceId: 'Hum',
      con: 10,
      wis: 10,
      int: 16,
      regen: {},
    });
    const table = nethackDistributionReport(data, priest, 'pw');
    const xl2 = table.rows.filter((row) => row[0] === 2).map((row) => Number(row[1]));
    // Start 5 + d3 = 6..8, plus (2 + rn2(7)) × 2 = 4..16 even: every sum from 10 to 24.
    expect(xl2).toEqual(Array.from({ length: 15 }, (_, i) => 10 + i));
    expect(table.rows.every((row) => Number(row[2]) > 0)).toBe(true);
  });
});

describe('nethackRegenViewReport', () => {
  it('has one row per XL: the schedule and gain per 1000 turns, the median pool, time to full', () => {
    const stats = { con: 18, wis: 18, int: 18 };
    const regen = computeRegenTable(stats, true);
    const build = { ...elfWizard, ...stats };
    const rows = computeNethackRegenView(data, build);
    const table = nethackRegenViewReport(data, build, 18, rows);
    expect(table.title).toBe(
      'Elf Wizard, Con 18, Wis 18, Int 18: regeneration and time to full by XL',
    );
    expect(table.columns).toEqual([
      'xl',
      'hp_interval',
      'hp_per_1000_turns',
      'median_max_hp',
      'turns_from_1_hp_to_full',
      'pw_interval',
      'pw_per_1000_turns',
      'median_max_pw',
      'turns_from_0_pw_to_full',
    ]);
    expect(table.rows).toHaveLength(30);
    const schedule = (row: readonly unknown[] | undefined) =>
      row === undefined ? [] : [row[0], row[1], row[2], row[5], row[6]];
    // XL 1: HP every 42/3 + 1 = 15 turns (66 events); a Wizard's power every 37 × 3 / 6 = 18
    // turns (55 events) of rnd(36 / 15 + 1) = rnd(3), mean 2.
    expect(schedule(table.rows[0])).toEqual([1, 15, 66, 18, 110]);
    // XL 12, Con 18: every 3 turns (333 events) min(rnd(18), 3), mean (1 + 2 + 3 × 16) / 18.
    expect(schedule(table.rows[11]).slice(0, 3)).toEqual([12, 3, roundMean((333 * 51) / 18)]);
    table.rows.forEach((row, i) => {
      expect(row[2]).toBe(roundMean(regen[i]?.hpPer1000Turns ?? NaN));
      expect(row[6]).toBe(roundMean(regen[i]?.pwPer1000Turns ?? NaN));
      expect(row[3]).toBe(rows[i]?.maxHp);
      expect(row[4]).toBe(roundMean(rows[i]?.hpTurnsToFull ?? NaN));
    });
  });
});
