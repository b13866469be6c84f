import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatExplained } from '../../../../shared/engine/explain';
import {
  skillMaxManaBonus,
  skillRegenPercent,
} from '../../../../shared/rulesets/willpower/concentration';
import type { Skill } from '../../../../shared/rulesets/willpower/data';
import { SEED_CONCENTRATION } from '../../../../shared/rulesets/willpower/defaults';
import { readSkillTable } from '../../../../shared/rulesets/willpower/skill-table';

const trained = (value: number) => ({ trained: true, value });
const linear: Skill = { ...SEED_CONCENTRATION, between: 'linear' };

describe('Concentration and max mana (seed: +1 at 25, +5 at 100, +8 at 200)', () => {
  it.each([
    [25, 1],
    [100, 5],
    [200, 8],
  ])('adds the listed amount at %d', (value, amount) => {
    expect(skillMaxManaBonus(SEED_CONCENTRATION, trained(value), [], 100).value).toBe(amount);
  });

  it('never adds more than a fifth of the pool without it', () => {
    const bonus = skillMaxManaBonus(SEED_CONCENTRATION, trained(200), [], 26);
    expect(bonus.value).toBe(5);
    expect(formatExplained(bonus)).toBe('8 (Concentration 200) \u2212 3 (at most 1/5 of 26) = 5');
  });

  it('gives a pool under 5 nothing', () => {
    expect(skillMaxManaBonus(SEED_CONCENTRATION, trained(200), [], 4).value).toBe(0);
  });

  it('gives nothing untrained, even when an item raises it', () => {
    const item = [{ label: 'Circlet of focus', value: 100 }];
    const bonus = skillMaxManaBonus(SEED_CONCENTRATION, { trained: false, value: 0 }, item, 100);
    expect(bonus.value).toBe(0);
    expect(formatExplained(bonus)).toContain('untrained');
  });

  it('counts an item that raises a trained skill', () => {
    const item = [{ label: 'Circlet of focus', value: 75 }];
    expect(skillMaxManaBonus(SEED_CONCENTRATION, trained(25), item, 100).value).toBe(5);
  });
});

describe('Concentration and regen (seed: 5% at 20, 40% at 100, 60% at 200)', () => {
  it.each([
    [20, 5],
    [100, 40],
    [200, 60],
  ])('speeds regen by the listed percent at %d', (value, percent) => {
    expect(skillRegenPercent(SEED_CONCENTRATION, trained(value), [])).toEqual({
      label: `Concentration ${value}`,
      percent,
    });
  });

  it('speeds nothing untrained', () => {
    expect(skillRegenPercent(SEED_CONCENTRATION, { trained: false, value: 200 }, []).percent).toBe(
      0,
    );
  });
});

describe('reading a skill table between listed values', () => {
  const rows = SEED_CONCENTRATION.maxMana;

  it('steps: a value between two listed ones gives the lower one\u2019s amount', () => {
    expect(readSkillTable(rows, 24, 'step')).toBe(0);
    expect(readSkillTable(rows, 60, 'step')).toBe(1);
    expect(readSkillTable(rows, 199, 'step')).toBe(5);
    expect(readSkillTable(rows, 500, 'step')).toBe(8);
  });

  it('or draws straight lines from 0 at 0, rounded down', () => {
    expect(readSkillTable(rows, 12, 'linear')).toBe(0);
    expect(readSkillTable(rows, 60, 'linear')).toBe(2);
    expect(readSkillTable(rows, 150, 'linear')).toBe(6);
    expect(readSkillTable(rows, 500, 'linear')).toBe(8);
    expect(skillMaxManaBonus(linear, trained(60), [], 100).value).toBe(2);
  });

  it('never falls as the skill rises, under either reading', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('step' as const, 'linear' as const),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 50 }),
        (reading, value, more) => {
          expect(readSkillTable(rows, value + more, reading)).toBeGreaterThanOrEqual(
            readSkillTable(rows, value, reading),
          );
        },
      ),
    );
  });
});
