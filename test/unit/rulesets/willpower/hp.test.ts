import { describe, expect, it } from 'vitest';
import { formatExplained } from '../../../../shared/engine/explain';
import { makeDefaultWillpowerData, TATHREN } from '../../../../shared/rulesets/willpower/defaults';
import { computeHpCurve, hpTraceAt } from '../../../../shared/rulesets/willpower/hp';

const data = makeDefaultWillpowerData();

describe('the HP model (assumed data; the seed: HP works like mana, stops growing at 50)', () => {
  it('sums race, class and Con at level 1', () => {
    const curve = computeHpCurve(data, TATHREN);
    expect(formatExplained(curve.levelOne)).toBe('1 (Elf) + 4 (Wizard) + 0 (Con) = 5');
    expect(formatExplained(curve.gainPerLevel)).toBe("2 (half Wizard's 4) + 0 (Con) = 2");
  });

  it('stops growing at level 50 while mana goes on', () => {
    const hp = computeHpCurve(data, TATHREN).points;
    expect(hp[48]?.maxHp).toBe(5 + 48 * 2);
    expect(hp[49]?.maxHp).toBe(5 + 49 * 2);
    expect(hp[59]?.maxHp).toBe(5 + 49 * 2);
  });

  it('never starts below 1 HP, and a level never takes HP away', () => {
    const frail = { ...TATHREN, raceId: 'kobold', stats: { ...TATHREN.stats, con: 1 } };
    const curve = computeHpCurve(data, frail);
    expect(curve.levelOne.value).toBe(1);
    expect(curve.gainPerLevel.value).toBe(0);
  });

  it('reads Con from the editable stat table and the HP columns from the race and class rows', () => {
    const tough = {
      ...TATHREN,
      raceId: 'dwarf',
      classId: 'warrior',
      stats: { ...TATHREN.stats, con: 16 },
    };
    expect(computeHpCurve(data, tough).levelOne.value).toBe(4 + 12 + 3);
    expect(computeHpCurve(data, tough).points[1]?.maxHp).toBe(19 + 6 + 3);
  });

  it('explains max HP at any level as the sum the curve makes, growth stopping at 50', () => {
    const curve = computeHpCurve(data, TATHREN);
    expect(formatExplained(hpTraceAt(curve, 1))).toBe('5 (level 1) + 0 (0 level-ups \u00d7 2) = 5');
    expect(formatExplained(hpTraceAt(curve, 30))).toBe(
      '5 (level 1) + 58 (29 level-ups \u00d7 2) = 63',
    );
    expect(formatExplained(hpTraceAt(curve, 60))).toBe(
      '5 (level 1) + 98 (49 level-ups \u00d7 2, none after level 50) = 103',
    );
    // Every level's sum is the curve's own value, at any edited stop.
    const early = computeHpCurve(
      { ...data, rules: { ...data.rules, hpGrowthStopsAt: 7 } },
      TATHREN,
    );
    for (const each of [curve, early]) {
      each.points.forEach((point) => expect(hpTraceAt(each, point.level).value).toBe(point.maxHp));
    }
  });
});
