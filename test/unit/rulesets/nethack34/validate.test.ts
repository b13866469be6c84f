import { describe, expect, it } from 'vitest';
import { RACE_IDS, ROLE_IDS } from '../../../../shared/rulesets/nethack34/data';
import { makeDefaultNethack34Data } from '../../../../shared/rulesets/nethack34/defaults';
import {
  lookupConBonus,
  validateBuild,
  validatePair,
} from '../../../../shared/rulesets/nethack34/validate';

const data = makeDefaultNethack34Data();

describe('NetHack 3.4 data and validation', () => {
  it('has the 13 roles and 5 races with full names, and 28 allowed pairs', () => {
    expect(data.roles.map((r) => r.id)).toEqual(ROLE_IDS);
    expect(data.races.map((r) => r.id)).toEqual(RACE_IDS);
    expect(data.roles.find((r) => r.id === 'Arc')?.name).toBe('Archeologist');
    expect(data.races.find((r) => r.id === 'Dwa')?.name).toBe('Dwarf');
    expect(data.roles.reduce((n, r) => n + r.races.length, 0)).toBe(28);
  });

  it('accepts allowed pairs and names the allowed races otherwise', () => {
    expect(validatePair(data, 'Wiz', 'Elf')).toBeNull();
    expect(validatePair(data, 'Kni', 'Dwa')).toBe('A Knight must be Human, not Dwarf.');
    expect(validatePair(data, 'Wiz', 'Dwa')).toBe(
      'A Wizard must be Human, Elf, Gnome or Orc, not Dwarf.',
    );
    expect(validatePair(data, 'Arc', 'Elf')).toBe(
      'An Archeologist must be Human, Dwarf or Gnome, not Elf.',
    );
    expect(validatePair(data, 'Xyz', 'Hum')).toContain('Unknown role "Xyz"');
    expect(validatePair(data, 'Wiz', 'Hob')).toContain('Unknown race "Hob"');
  });

  it('checks stats and stat changes', () => {
    expect(
      validateBuild(data, { roleId: 'Wiz', raceId: 'Elf', con: 10, wis: 10, int: 16, regen: {} }),
    ).toEqual([]);
    const bad = validateBuild(data, {
      roleId: 'Wiz',
      raceId: 'Elf',
      con: 2,
      wis: 26,
      int: 16,
      regen: {},
      statChanges: [{ level: 1, wis: 12.5 }],
    });
    expect(bad).toHaveLength(4);
    expect(bad[0]).toBe('Con must be a whole number from 3 to 25, not 2.');
  });

  it('reads the Con bonus from editable rows', () => {
    const edited = { ...data, conBonus: [...data.conBonus, { minCon: 22, bonus: 5 }] };
    expect(lookupConBonus(data, 22)).toBe(4);
    expect(lookupConBonus(edited, 22)).toBe(5);
    expect(() => lookupConBonus(data, 2)).toThrow(RangeError);
  });

  it('hands out fresh copies of the defaults', () => {
    expect(makeDefaultNethack34Data()).toEqual(data);
    expect(makeDefaultNethack34Data().roles).not.toBe(data.roles);
  });
});
