import { describe, expect, it } from 'vitest';
import {
  SEED_ABILITIES,
  SEED_CONCENTRATION,
  SEED_ITEMS,
  SEED_RACES,
  SEED_REGEN_RULES,
  SEED_STATUSES,
  TATHREN,
} from '../../../../shared/rulesets/willpower/defaults';
import {
  buildsUsing,
  checkAbilityCost,
  checkDecimal,
  checkDrainMana,
  checkDrainSeconds,
  checkRowAmount,
  checkRowName,
  checkShortText,
  checkSignRegenPercent,
  checkSkillCapDivisor,
  checkSkillTable,
  checkStatusFactor,
  deletionRefusal,
  fitStatusFactor,
  freshId,
  freshName,
  nextSkillTableRow,
  restoreRow,
  statusDeletionRefusal,
} from '../../../../shared/rulesets/willpower/table-rows';

describe('race and class rows', () => {
  it('refuses an empty name and a name another row has, in any case', () => {
    expect(checkRowName(SEED_RACES, 'elf', '  ', 'race')).toBe(
      'A race needs a name of 1 to 40 characters.',
    );
    expect(checkRowName(SEED_RACES, 'elf', 'gnome', 'race')).toBe(
      'There is already a race called Gnome.',
    );
    expect(checkRowName(SEED_RACES, 'elf', 'ELF', 'race')).toBeNull();
  });

  it('takes whole amounts from 0 to 999', () => {
    expect(checkRowAmount(0, 'Mana')).toBeNull();
    expect(checkRowAmount(1000, 'Mana')).toBe('Mana must be a whole number from 0 to 999.');
    expect(checkRowAmount(-1, 'HP')).toBe('HP must be a whole number from 0 to 999.');
  });

  it('finds names and ids not yet taken', () => {
    expect(freshName(SEED_RACES, 'New race')).toBe('New race');
    expect(freshName(SEED_RACES, 'Elf (copy)')).toBe('Elf (copy)');
    const withCopy = [...SEED_RACES, { id: 'elf-copy', name: 'Elf (copy)', mana: 3, hp: 1 }];
    expect(freshName(withCopy, 'Elf (copy)')).toBe('Elf (copy 2)');
    expect(freshName(SEED_RACES, 'Elf')).toBe('Elf 2');
    expect(freshId(withCopy, 'Elf (copy)')).toBe('elf-copy-2');
  });

  it('names the builds that use a row', () => {
    expect(buildsUsing([TATHREN], 'elf', 'race')).toEqual(['Tathren']);
    expect(buildsUsing([TATHREN], 'elf', 'class')).toEqual([]);
  });
});

describe('any named table', () => {
  it('checks names in any table, with the right article', () => {
    expect(checkRowName(SEED_ITEMS, 'x', 'Ring of Siphoning', 'item')).toBe(
      'There is already an item called Ring of Siphoning.',
    );
    expect(checkRowName(SEED_ABILITIES, 'x', '', 'ability')).toBe(
      'An ability needs a name of 1 to 40 characters.',
    );
    expect(checkRowName(SEED_STATUSES, 'x', 'x'.repeat(41), 'status')).toBe(
      'A status needs a name of 1 to 40 characters.',
    );
    expect(freshName(SEED_STATUSES, 'Resting')).toBe('Resting 2');
    expect(freshId(SEED_ITEMS, 'Ring of mana')).toBe('ring-of-mana-2');
  });

  it('names the builds that wear an item, took a talent or were born under a sign', () => {
    const build = {
      ...TATHREN,
      itemIds: ['ring-of-mana'],
      talents: [{ talentId: 'deep-well', takenAtLevel: 1 }],
      horoscopeId: 'water',
    };
    const other = { ...TATHREN, id: 'borin', name: 'Borin', horoscopeId: 'water' };
    expect(buildsUsing([build, other], 'ring-of-mana', 'item')).toEqual(['Tathren']);
    expect(buildsUsing([build, other], 'deep-well', 'talent')).toEqual(['Tathren']);
    expect(buildsUsing([build, other], 'water', 'sign')).toEqual(['Tathren', 'Borin']);
    expect(buildsUsing([build, other], 'clear-mind', 'talent')).toEqual([]);
  });

  it('says why a row in use cannot be deleted and what to do first', () => {
    expect(deletionRefusal('item', 'Ring of mana (+5)', ['Tathren'])).toBe(
      'Ring of mana (+5) is worn by Tathren: take it off that build first.',
    );
    expect(deletionRefusal('talent', 'Deep well', ['Tathren', 'Borin'])).toBe(
      'Deep well is taken by Tathren, Borin: untick it in those builds first.',
    );
    expect(deletionRefusal('sign', 'Water', ['Tathren'])).toBe(
      'Tathren was born under Water: choose another sign for that build first.',
    );
    expect(deletionRefusal('race', 'Elf', ['Tathren'])).toBe(
      'Elf is used by Tathren: give that build another race first.',
    );
    expect(deletionRefusal('item', 'Ring of Siphoning', [])).toBeNull();
  });

  it('puts a deleted row back where it was, with a fresh name and id if taken since', () => {
    const [first, second, ...rest] = SEED_RACES;
    if (first === undefined || second === undefined) throw new Error('no races');
    const without = [second, ...rest];
    expect(restoreRow(without, first, 0)).toEqual(SEED_RACES);
    const taken = [...without, { ...first, mana: 9 }];
    const restored = restoreRow(taken, first, 0);
    expect(restored[0]).toEqual({ ...first, id: 'elf-2', name: 'Elf 2' });
    expect(restoreRow([], first, 5)).toEqual([first]);
  });
});

describe('decimals and short texts', () => {
  it('takes decimals in range with at most three places, never NaN or infinity', () => {
    expect(checkDecimal(1.5, 'The factor', 1, 10)).toBeNull();
    expect(checkDecimal(0.125, 'The factor', 0, 1)).toBeNull();
    expect(checkDecimal(0.1 + 0.2, 'The factor', 0, 1)).toBeNull();
    expect(checkDecimal(0.0001, 'The factor', 0, 1)).toBe(
      'The factor may have at most 3 decimal places.',
    );
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, -0.5, 11]) {
      expect(checkDecimal(bad, 'The factor', 0, 10)).toBe(
        'The factor must be a number from 0 to 10.',
      );
    }
  });

  it('takes a gift of 1 to 40 characters', () => {
    expect(checkShortText('Tidal', 'A gift')).toBeNull();
    expect(checkShortText('  ', 'A gift')).toBe('A gift must be 1 to 40 characters.');
  });
});

describe('skill tables', () => {
  it('accepts Concentration as the rules text gives it', () => {
    expect(checkSkillTable(SEED_CONCENTRATION.maxMana, 'Max mana')).toEqual([]);
    expect(checkSkillTable(SEED_CONCENTRATION.regenPercent, 'Percent faster')).toEqual([]);
    expect(checkSkillCapDivisor(SEED_CONCENTRATION.maxManaCapDivisor)).toBeNull();
  });

  it('lists each value once, from 0 to 1000, with amounts from 0 to 999', () => {
    const rows = [
      { value: 25, amount: 1 },
      { value: 25, amount: 1000 },
      { value: 1001, amount: 2 },
      { value: 0, amount: 0 },
    ];
    expect(checkSkillTable(rows, 'Max mana')).toEqual([
      { index: 0, field: 'value', message: 'Value 25 is already listed: each value appears once.' },
      { index: 1, field: 'value', message: 'Value 25 is already listed: each value appears once.' },
      { index: 1, field: 'amount', message: 'Max mana must be a whole number from 0 to 999.' },
      { index: 2, field: 'value', message: 'A skill value must be a whole number from 0 to 1000.' },
    ]);
  });

  it('caps the max-mana bonus by a divisor from 1 to 100', () => {
    expect(checkSkillCapDivisor(1)).toBeNull();
    expect(checkSkillCapDivisor(0)).toBe('The cap divisor must be a whole number from 1 to 100.');
    expect(checkSkillCapDivisor(101)).toBe('The cap divisor must be a whole number from 1 to 100.');
  });

  it('adds a row 50 further on with the last amount, never a value already listed', () => {
    expect(nextSkillTableRow(SEED_CONCENTRATION.maxMana)).toEqual({ value: 250, amount: 8 });
    expect(nextSkillTableRow([])).toEqual({ value: 0, amount: 0 });
    expect(nextSkillTableRow([{ value: 1000, amount: 3 }])).toEqual({ value: 999, amount: 3 });
  });
});

describe('statuses, signs and abilities', () => {
  it('keeps slowing factors from 0 to 1 and speeding factors from 1 to 10', () => {
    expect(checkStatusFactor('slow', 0)).toBeNull();
    expect(checkStatusFactor('disease', 0.25)).toBeNull();
    expect(checkStatusFactor('rest', 1.5)).toBeNull();
    expect(checkStatusFactor('slow', 2)).toBe(
      'The factor must be from 0 to 1 for a status that slows mana.',
    );
    expect(checkStatusFactor('boost', 0.5)).toBe(
      'The factor must be from 1 to 10 for a status that speeds it up.',
    );
    expect(checkStatusFactor('rest', Number.NaN)).toBe('The factor must be a number from 1 to 10.');
    expect(fitStatusFactor('rest', 0.5)).toBe(1);
    expect(fitStatusFactor('slow', 3)).toBe(1);
    expect(fitStatusFactor('slow', 0.5)).toBe(0.5);
  });

  it('drains 1 to 999 mana every 1 to 3600 seconds', () => {
    expect(checkDrainMana(1)).toBeNull();
    expect(checkDrainMana(0)).toBe('The mana drained must be a whole number from 1 to 999.');
    expect(checkDrainSeconds(20)).toBeNull();
    expect(checkDrainSeconds(0)).toBe(
      'The seconds between drains must be a whole number from 1 to 3600.',
    );
  });

  it('keeps Diseased, which the rules measure every disease against', () => {
    const [diseased, poisoned] = ['diseased', 'poisoned'].map((id) =>
      SEED_STATUSES.find((status) => status.id === id),
    );
    if (diseased === undefined || poisoned === undefined) throw new Error('no seed status');
    expect(statusDeletionRefusal(diseased, SEED_REGEN_RULES)).toMatch(
      /^Diseased cannot be deleted: the rules measure every disease against it/,
    );
    expect(statusDeletionRefusal(poisoned, SEED_REGEN_RULES)).toBeNull();
  });

  it('takes sign percents from 0 to 1000 and ability costs from 0 to 999', () => {
    expect(checkSignRegenPercent(25)).toBeNull();
    expect(checkSignRegenPercent(1001)).toBe(
      'The regen percent must be a whole number from 0 to 1000.',
    );
    expect(checkAbilityCost(0)).toBeNull();
    expect(checkAbilityCost(6.5)).toBe('The cost must be a whole number from 0 to 999.');
  });
});
