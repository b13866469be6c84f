import { describe, expect, it } from 'vitest';
import { diffData, fieldWords, rowNames, withEdit } from '../../../shared/diff/data-diff';
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

  it('says a build’s stats, switches and a group set where there was none in the form’s words', () => {
    const base = { builds: [{ id: 'w', name: 'Elf Wizard', stats: { int: 15 } }], log: false };
    const next = {
      builds: [{ id: 'w', name: 'Elf Wizard', stats: { int: 17, con: 18 }, extra: { wis: 16 } }],
      log: true,
    };
    expect(diffData('NetHack', base, next).map((edit) => edit.sentence)).toEqual([
      'NetHack › Builds › Elf Wizard › Stats: Intelligence 15 → 17',
      'NetHack › Builds › Elf Wizard › Stats: Constitution none → 18',
      // Not under `stats`: a key is said as it is (a custom ruleset's inputs are its own words).
      'NetHack › Builds › Elf Wizard › Extra: Wisdom none → 16',
      'NetHack: log off → on',
    ]);
  });

  it('names the rows a reference field refers to, not their ids', () => {
    const data = { ...base, races: [...base.races, { id: 'new-race', name: 'Orc', mana: 5 }] };
    const build = { id: 'tathren', name: 'Tathren', raceId: 'elf', itemIds: [] as string[] };
    const moved = { ...build, raceId: 'new-race', itemIds: ['ring-of-mana', 'new-race'] };
    const ring = base.items.find((item) => item.id === 'ring-of-mana')!;
    const names = rowNames(data, base);
    expect(diffData('Willpower › Builds', [build], [moved], names).map((e) => e.sentence)).toEqual([
      'Willpower › Builds › Tathren: race Elf → Orc',
      `Willpower › Builds › Tathren: items none → ${ring.name}, Orc`,
    ]);
    // An id no row has, or without the names, reads as it is.
    const lost = { ...build, raceId: 'ghost' };
    expect(diffData('B', [build], [lost], names)[0]?.sentence).toBe(
      'B › Tathren: race id "elf" → "ghost"',
    );
    expect(diffData('B', [build], [moved])[0]?.sentence).toBe(
      'B › Tathren: race id "elf" → "new-race"',
    );
  });

  it('names a row by the current data first, and leaves out an id two rows share', () => {
    const renamed = { ...base, races: base.races.map((r) => ({ ...r, name: `${r.name}!` })) };
    expect(rowNames(renamed, base).get('elf')).toBe('Elf!');
    const gone = { ...base, races: base.races.filter((r) => r.id !== 'elf') };
    expect(rowNames(gone, base).get('elf')).toBe('Elf');
    const clash = { a: [{ id: 'x', name: 'One' }], b: [{ id: 'x', name: 'Two' }] };
    expect(rowNames(clash).has('x')).toBe(false);
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
