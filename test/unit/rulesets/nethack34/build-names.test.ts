import { describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../../shared/app/default-project';
import { compareProjectRegen } from '../../../../shared/app/compare-list';
import { Memo } from '../../../../shared/engine/memo';
import {
  nameAfterCharacterChange,
  nethackBuildName,
} from '../../../../shared/rulesets/nethack34/build-names';

const project = makeDefaultProject();
const { data } = project.nethack34;
const wizard = project.nethack34.builds[0];
if (wizard === undefined) throw new Error('the default project has a NetHack build');
const valkyrie = {
  ...wizard,
  id: 'valk',
  name: 'Dwarf Valkyrie',
  roleId: 'Val' as const,
  raceId: 'Dwa' as const,
};
const tough = { ...wizard, id: 'tough', name: 'Tough wizard', con: 18 };

describe('NetHack build names', () => {
  it('names a character by race and role', () => {
    expect(nethackBuildName(data, wizard)).toBe('Elf Wizard');
    expect(nethackBuildName(data, valkyrie)).toBe('Dwarf Valkyrie');
  });

  it('follows a new role or race while the name is the one the app made, numbered if taken', () => {
    const human = { ...wizard, raceId: 'Hum' as const };
    expect(nameAfterCharacterChange(data, wizard, human, [])).toBe('Human Wizard');
    const copy = { ...wizard, name: 'Elf Wizard (copy 2)' };
    expect(nameAfterCharacterChange(data, copy, human, ['human wizard'])).toBe('Human Wizard #2');
    const numbered = { ...wizard, name: 'Elf Wizard #3' };
    expect(nameAfterCharacterChange(data, numbered, human, [])).toBe('Human Wizard');
    // A name the designer typed is theirs.
    expect(nameAfterCharacterChange(data, tough, human, [])).toBe('Tough wizard');
    expect(nameAfterCharacterChange(data, { ...wizard, name: 'Elf Wizardry' }, human, [])).toBe(
      'Elf Wizardry',
    );
  });
});

describe('the comparison names NetHack builds by id', () => {
  const entries = [
    { ruleset: 'nethack34', build: 'tough', pool: 'hp' },
    { ruleset: 'nethack34', build: 'valk', pool: 'mana' },
  ] as const;
  const labels = (builds: readonly (typeof wizard)[]) =>
    compareProjectRegen(
      { ...project, nethack34: { ...project.nethack34, builds } },
      { ...project.compare, entries },
      new Memo(),
    ).series.map((series) => series.label);

  it('labels each line with its build’s name', () => {
    expect(labels([wizard, valkyrie, tough])).toEqual([
      'Tough wizard (NetHack): HP',
      'Dwarf Valkyrie (NetHack): power',
    ]);
  });

  it('keeps each line on its build when another build is removed (positions moved lines)', () => {
    // Removing the first build shifts every position; the lines stay on their builds.
    expect(labels([valkyrie, tough])).toEqual([
      'Tough wizard (NetHack): HP',
      'Dwarf Valkyrie (NetHack): power',
    ]);
    // Removing a drawn build drops its line and nothing else.
    expect(labels([wizard, tough])).toEqual(['Tough wizard (NetHack): HP']);
  });
});
