import { describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../../shared/project/default-project';
import { compareRegen } from '../../../../shared/compare/regen-compare';
import { Memo } from '../../../../shared/engine/memo';
import {
  nethackBuildName,
  nethackComparisonNames,
} from '../../../../shared/rulesets/nethack34/build-names';

const project = makeDefaultProject();
const { data } = project.nethack34;
const wizard = project.nethack34.builds[0];
if (wizard === undefined) throw new Error('the default project has a NetHack build');
const valkyrie = { ...wizard, roleId: 'Val' as const, raceId: 'Dwa' as const };

describe('nethackComparisonNames', () => {
  it('names each build by race and role, numbering by position only where two share one', () => {
    expect(nethackBuildName(data, wizard)).toBe('Elf Wizard');
    expect(nethackComparisonNames(data, [wizard, valkyrie, { ...wizard, con: 9 }])).toEqual([
      'Elf Wizard #1',
      'Dwarf Valkyrie',
      'Elf Wizard #3',
    ]);
    expect(nethackComparisonNames(data, [valkyrie])).toEqual(['Dwarf Valkyrie']);
  });

  it('labels the comparison lines with those names', () => {
    const builds = [wizard, valkyrie, { ...wizard, con: 9 }];
    const result = compareRegen(
      { ...project, nethack34: { ...project.nethack34, builds } },
      {
        ...project.compare,
        entries: [
          { ruleset: 'nethack34', build: '2', pool: 'hp' },
          { ruleset: 'nethack34', build: '1', pool: 'mana' },
        ],
      },
      new Memo(),
    );
    expect(result.series.map((series) => series.label)).toEqual([
      'Elf Wizard #3 (NetHack): HP',
      'Dwarf Valkyrie (NetHack): power',
    ]);
  });
});
