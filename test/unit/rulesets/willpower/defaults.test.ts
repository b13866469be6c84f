import { describe, expect, it } from 'vitest';
import {
  makeDefaultWillpowerData,
  SEED_CLASSES,
  SEED_RACES,
} from '../../../../shared/rulesets/willpower/defaults';
import {
  defaultStatModifier,
  lookupStatModifier,
  statScoreRange,
} from '../../../../shared/rulesets/willpower/stat-modifiers';

describe('Willpower seed tables', () => {
  it('gives race mana only to elves, gnomes, half-elves, halflings and humans', () => {
    const withMana = SEED_RACES.filter((race) => race.mana > 0).map((race) => race.name);
    expect(withMana.sort()).toEqual(['Elf', 'Gnome', 'Half-elf', 'Halfling', 'Human']);
  });

  it('gives at least 1 for every class, and no more than 1 to the five plain classes', () => {
    expect(SEED_CLASSES.every((cls) => cls.mana >= 1)).toBe(true);
    const plain = ['Warrior', 'Berserker', 'Thief', 'Commoner', 'Craftsperson'];
    for (const name of plain) {
      expect(SEED_CLASSES.find((cls) => cls.name === name)?.mana).toBe(1);
    }
  });

  it('gives wizards and witches the most mana, and aristocrats more than any other class', () => {
    const byMana = [...SEED_CLASSES].sort((a, b) => b.mana - a.mana).map((cls) => cls.name);
    expect(byMana.slice(0, 2)).toEqual(['Wizard', 'Witch']);
    expect(byMana.indexOf('Aristocrat')).toBe(4);
  });

  it('has unique ids in both tables', () => {
    expect(new Set(SEED_RACES.map((r) => r.id)).size).toBe(SEED_RACES.length);
    expect(new Set(SEED_CLASSES.map((c) => c.id)).size).toBe(SEED_CLASSES.length);
  });
});

describe('Willpower stat modifiers (default table, an assumption)', () => {
  it('matches every modifier the seed quotes: 15 \u2192 +2, 12 \u2192 +1, 10 \u2192 +0', () => {
    expect(defaultStatModifier(15)).toBe(2);
    expect(defaultStatModifier(12)).toBe(1);
    expect(defaultStatModifier(10)).toBe(0);
  });

  it('rounds down below 10, so 9 is \u22121 and 3 is \u22124', () => {
    expect(defaultStatModifier(9)).toBe(-1);
    expect(defaultStatModifier(3)).toBe(-4);
  });

  it('covers the scores 1 to 30 and refuses a score outside', () => {
    const table = makeDefaultWillpowerData().statModifiers;
    expect(statScoreRange(table)).toEqual({ min: 1, max: 30 });
    expect(lookupStatModifier(table, 25)).toBe(7);
    expect(() => lookupStatModifier(table, 31)).toThrow('the table covers 1 to 30');
  });
});
