import { describe, expect, it } from 'vitest';
import { computeBuildRegen } from '../../../../shared/rulesets/willpower/build-regen';
import type { WillpowerBuild } from '../../../../shared/rulesets/willpower/data';
import { makeDefaultWillpowerData } from '../../../../shared/rulesets/willpower/defaults';
import { computeManaCurve } from '../../../../shared/rulesets/willpower/max-mana';
import { sweepWillpowerRoster } from '../../../../shared/rulesets/willpower/roster-sweep';

const data = makeDefaultWillpowerData();
const stats = { int: 14, wil: 10, pre: 9, con: 11 };

function bareBuild(raceId: string, classId: string, wil: number): WillpowerBuild {
  return {
    id: 'b',
    name: 'B',
    raceId,
    classId,
    level: 1,
    stats: { ...stats, wil },
    itemIds: [],
    talents: [],
    skills: [],
    horoscopeId: null,
    regenStatusIds: [],
  };
}

describe('sweepWillpowerRoster', () => {
  it('has a row per race × class × score, in the data’s order', () => {
    const rows = sweepWillpowerRoster(data, { stat: 'wil', scores: [3, 4], stats, regen: null });
    expect(rows).toHaveLength(data.races.length * data.classes.length * 2);
    expect(rows[0]).toMatchObject({ raceId: data.races[0]?.id, classId: data.classes[0]?.id });
    expect(rows.map((row) => row.score).slice(0, 4)).toEqual([3, 4, 3, 4]);
  });

  it.each([
    ['the usual pace', []],
    ['resting and poisoned', ['resting', 'poisoned']],
  ])('gives each build’s own curve and time to full (%s)', (_, statusIds) => {
    const scores = [3, 12, 25];
    const rows = sweepWillpowerRoster(data, {
      stat: 'wil',
      scores,
      stats,
      regen: { statusIds },
    });
    // Every race with the first class, every class with the first race: each row against the
    // build-by-build engine, traces and all.
    const sample = rows.filter(
      (row) => row.classId === data.classes[0]?.id || row.raceId === data.races[0]?.id,
    );
    expect(sample.length).toBe((data.races.length + data.classes.length - 1) * scores.length);
    for (const row of sample) {
      const build = bareBuild(row.raceId, row.classId, row.score as number);
      const curve = computeManaCurve(data, build);
      expect(row.maxMana).toEqual(curve.points.map((point) => point.maxMana));
      const regen = computeBuildRegen(data, build, { statusIds });
      expect(row.secondsToFull).toEqual(regen.levels.map((level) => level.secondsToFull));
    }
  });

  it('refuses a score outside the stat modifier table, naming it', () => {
    expect(() =>
      sweepWillpowerRoster(data, { stat: 'wil', scores: [3, 31], stats, regen: null }),
    ).toThrow('Willpower must be a whole number from 1 to 30 (not 31).');
  });
});
