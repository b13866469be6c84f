import { describe, expect, it } from 'vitest';
import type { StatId, WillpowerBuild } from '../../../../shared/rulesets/willpower/data';
import { makeDefaultWillpowerData, TATHREN } from '../../../../shared/rulesets/willpower/defaults';
import { goalReport, goalRowWords, meetsGoal } from '../../../../shared/analysis/goal-seek';
import { seekWillpowerGoal } from '../../../../shared/rulesets/willpower/goal-seek';
import { measureFigure } from '../../../../shared/rulesets/willpower/sensitivity';

const data = makeDefaultWillpowerData();
const build: WillpowerBuild = { ...TATHREN, level: 30 };

describe('seekWillpowerGoal', () => {
  it('finds, for each stat, the nearest score that meets the goal, and the one short of it', () => {
    const spec = {
      measure: 'max-mana' as const,
      level: 30,
      goal: 'at-least' as const,
      target: 300,
    };
    const result = seekWillpowerGoal({ data, build, spec });
    expect(result.base).toBe(250);
    expect(result.met).toBe(false);
    const figureAt = (stat: StatId, score: number) =>
      measureFigure(data, { ...build, stats: { ...build.stats, [stat]: score } }, spec);
    for (const row of result.rows) {
      if (row.to === null) {
        // No score of the table reaches it: check every one.
        for (let score = 1; score <= 30; score += 1) {
          expect(meetsGoal(figureAt(row.id, score), 'at-least', 300)).toBe(false);
        }
        continue;
      }
      expect(row.value).toBe(figureAt(row.id, row.to));
      expect(meetsGoal(row.value, 'at-least', 300)).toBe(true);
      // Every score nearer the build's own falls short.
      const distance = Math.abs(row.to - row.from);
      for (let score = 1; score <= 30; score += 1) {
        if (Math.abs(score - row.from) < distance) {
          expect(meetsGoal(figureAt(row.id, score), 'at-least', 300), `${row.id} ${score}`).toBe(
            false,
          );
        }
      }
    }
    // Int 15 → 16 is worth 30 at level 30 (the modifier, at level 1 and in 29 level-ups): 280; Int
    // 18 makes it 310. Int leads: the smallest change.
    expect(result.rows[0]).toMatchObject({ id: 'int', from: 15, to: 18, value: 310 });
    expect(result.rows[0]?.short).toEqual({ score: 17, value: 280 });
    expect(goalRowWords(result.rows[0]!, result.met)).toBe(
      'Intelligence 15 → 18 (+3): 310 (at 17: 280)',
    );
    // Con does not move mana: no score from 1 to 30 reaches it.
    const con = result.rows.find((row) => row.id === 'con');
    expect(con?.to).toBeNull();
    expect(goalRowWords(con!, result.met)).toBe('Constitution: no score from 1 to 30 reaches it');
    expect(result.rows.at(-1)?.to).toBeNull();
  });

  it('seeks downward for "at most" and says when the build meets the goal already', () => {
    const slower = seekWillpowerGoal({
      data,
      build,
      spec: { measure: 'seconds-per-point', level: 30, goal: 'at-most', target: 150 },
    });
    const wil = slower.rows[0];
    expect(wil?.id).toBe('wil');
    expect(wil?.to).toBeGreaterThan(build.stats.wil);
    expect(wil?.value).toBeLessThanOrEqual(150);
    expect(wil?.short?.value).toBeGreaterThan(150);

    const met = seekWillpowerGoal({
      data,
      build,
      spec: { measure: 'max-mana', level: 30, goal: 'at-most', target: 300 },
    });
    expect(met.met).toBe(true);
    expect(met.rows.every((row) => row.to === row.from)).toBe(true);
    expect(goalRowWords(met.rows[0]!, met.met)).toBe('Intelligence 15: met already');
  });

  it('writes a row per stat to CSV, and refuses a goal that is not a number', () => {
    const result = seekWillpowerGoal({
      data,
      build,
      spec: { measure: 'max-mana', level: 30, goal: 'at-least', target: 300 },
    });
    const report = goalReport(result);
    expect(report.columns).toEqual([
      'input',
      'from',
      'to',
      'change',
      'value',
      'short_of_it',
      'value_short_of_it',
    ]);
    expect(report.rows[0]).toEqual(['Intelligence', 15, 18, 3, 310, 17, 280]);
    expect(report.rows.at(-1)).toEqual(['Constitution', 10, 'none', '', '', '', '']);
    expect(() =>
      seekWillpowerGoal({
        data,
        build,
        spec: { measure: 'max-mana', level: 30, goal: 'at-least', target: Number.NaN },
      }),
    ).toThrow('The goal must be a number.');
  });
});
