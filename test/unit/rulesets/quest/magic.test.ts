import { describe, expect, it } from 'vitest';
import { formatExplained } from '../../../../shared/engine/explain';
import { makeDefaultQuestData } from '../../../../shared/rulesets/quest/defaults';
import {
  anyDispel,
  dispelChance,
  dispelChanceAgainst,
  manaPool,
  sorceryLevel,
} from '../../../../shared/rulesets/quest/magic';

const data = makeDefaultQuestData();

describe('Quest magic (seed 001)', () => {
  it('gives 2 mana per spell learned, never above Intelligence × 3', () => {
    expect(manaPool(data, 3, 4).value).toBe(6);
    const capped = manaPool(data, 5, 3);
    expect(capped.value).toBe(9);
    expect(formatExplained(capped)).toContain('never above Int 3 \u00d7 3');
    expect(() => manaPool(data, -1, 3)).toThrow(RangeError);
    expect(formatExplained(manaPool(data, 1, 3))).toBe('2 (1 spell \u00d7 2) = 2');
  });

  it('reads the sorcery level from VP: Apprentice from 1, Journeyman from 18, Master from 40', () => {
    expect(sorceryLevel(data, 1).name).toBe('Apprentice');
    expect(sorceryLevel(data, 17).castingLimit).toBe(2);
    expect(sorceryLevel(data, 18).name).toBe('Journeyman');
    expect(sorceryLevel(data, 39).castingLimit).toBe(3);
    expect(sorceryLevel(data, 40)).toMatchObject({ name: 'Master', castingLimit: 4 });
    expect(sorceryLevel(data, 1)).toMatchObject({
      permanentDurationModifier: -1,
      damageDiceModifier: -1,
    });
    // Dark Player characters and Mercenaries cast as Journeymen, whatever their VP.
    expect(sorceryLevel(data, 0, false).name).toBe('Journeyman');
    // A hero "will be regarded as an Apprentice until he reaches a VP of 18": 0 VP included.
    expect(sorceryLevel(data, 0).name).toBe('Apprentice');
    expect(() => sorceryLevel(data, -1)).toThrow(RangeError);
  });

  it("reproduces the seed's Borgron example: 2d6 + Int must beat the sorcerer's 12", () => {
    // 2d6 + 5 > 12 needs 8+ on 2d6: 15/36.
    expect(dispelChanceAgainst(data.dispel, 12, 5)).toBeCloseTo(15 / 36, 14);
    // Int 3 needs 10+: 6/36; Int 0 needs 13: impossible.
    expect(dispelChanceAgainst(data.dispel, 12, 3)).toBeCloseTo(6 / 36, 14);
    expect(dispelChanceAgainst(data.dispel, 12, 0)).toBe(0);
  });

  it('gives equal Intelligences less than half a chance before the cast (ties go to the caster)', () => {
    const tie = 146 / 1296;
    expect(dispelChance(data.dispel, 4, 4)).toBeCloseTo((1 - tie) / 2, 14);
    expect(dispelChance(data.dispel, 2, 6)).toBeGreaterThan(dispelChance(data.dispel, 6, 2));
    expect(anyDispel([15 / 36, 15 / 36])).toBeCloseTo(1 - (21 / 36) ** 2, 14);
  });
});
