import { describe, expect, it } from 'vitest';
import { diffData, fieldWords, withEdit } from '../../../shared/diff/data-diff';
import { makeDefaultWillpowerData } from '../../../shared/rulesets/willpower/defaults';

describe('diffData', () => {
  const base = makeDefaultWillpowerData();

  it('names a changed field, a renamed row, an added and a removed row, and a rule', () => {
    const next = {
      ...base,
      races: [
        ...base.races
          .filter((race) => race.id !== 'kobold')
          .map((race) =>
            race.id === 'elf'
              ? { ...race, mana: 4 }
              : race.id === 'gnome'
                ? { ...race, name: 'Gnomish' }
                : race,
          ),
        { id: 'orc', name: 'Orc', mana: 0, hp: 5 },
      ],
      rules: { ...base.rules, maxLevel: 50 },
    };
    expect(diffData('Willpower', base, next).map((edit) => edit.sentence)).toEqual([
      'Willpower › Races › Elf: mana 3 → 4',
      'Willpower › Races › Gnome: name "Gnome" → "Gnomish"',
      'Willpower › Races: Orc added',
      'Willpower › Races: Kobold removed',
      'Willpower › Rules: max level 60 → 50',
    ]);
  });

  it('finds nothing between equal data, and words camelCase keys', () => {
    expect(diffData('Willpower', base, structuredClone(base))).toEqual([]);
    expect(fieldWords('statModifiers')).toBe('Stat modifiers');
    expect(fieldWords('hpGrowthStopsAt')).toBe('HP growth stops at');
    expect(fieldWords('maxHpByLevel')).toBe('Max HP by level');
  });

  it('makes each edit alone on the base: every edit made one at a time gives the new data', () => {
    const next = {
      ...base,
      races: [
        ...base.races
          .filter((race) => race.id !== 'kobold')
          .map((race) => (race.id === 'elf' ? { ...race, mana: 4 } : race)),
        { id: 'orc', name: 'Orc', mana: 0, hp: 5 },
      ],
      rules: { ...base.rules, maxLevel: 50 },
    };
    const edits = diffData('Willpower', base, next);
    const elf = withEdit(base, edits[0]!);
    expect(elf.races.find((race) => race.id === 'elf')?.mana).toBe(4);
    expect(elf.rules.maxLevel).toBe(60);
    expect(elf.races).toHaveLength(base.races.length);
    expect(withEdit(base, edits[1]!).races.at(-1)).toEqual({
      id: 'orc',
      name: 'Orc',
      mana: 0,
      hp: 5,
    });
    expect(withEdit(base, edits[2]!).races.some((race) => race.id === 'kobold')).toBe(false);
    expect(withEdit(base, edits[3]!).rules.maxLevel).toBe(50);
    // The base itself is never changed.
    expect(base.races.find((race) => race.id === 'elf')?.mana).toBe(3);
    const all = edits.reduce((data, edit) => withEdit(data, edit), base);
    expect(diffData('Willpower', all, next).filter((edit) => edit.kind !== 'removed')).toEqual([]);
  });
});
