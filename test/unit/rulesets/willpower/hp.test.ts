import { describe, expect, it } from 'vitest';
import { formatExplained } from '../../../../shared/engine/explain';
import { makeDefaultWillpowerData, TATHREN } from '../../../../shared/rulesets/willpower/defaults';
import { computeHpCurve } from '../../../../shared/rulesets/willpower/hp';

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
});
