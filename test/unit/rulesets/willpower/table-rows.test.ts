import { describe, expect, it } from 'vitest';
import { SEED_RACES, TATHREN } from '../../../../shared/rulesets/willpower/defaults';
import {
  buildsUsing,
  checkRowAmount,
  checkRowName,
  freshId,
  freshName,
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
