import { describe, expect, it } from 'vitest';
import { makeDefaultProject, type ProjectDocument } from '../../../shared/app/default-project';
import { ROW_AMOUNT_MAX } from '../../../shared/rulesets/willpower/limits';
import {
  classManaChange,
  joinManaChanges,
  showMeMana,
  tourSubject,
} from '../../../src-renderer/lib/tour-subject';

type Classes = ProjectDocument['willpower']['data']['classes'];
type Builds = ProjectDocument['willpower']['builds'];

/** The default project with its Willpower classes and builds changed. */
function project(
  change: { classes?: (classes: Classes) => Classes; builds?: (builds: Builds) => Builds } = {},
): ProjectDocument {
  const base = makeDefaultProject();
  const { data, builds } = base.willpower;
  return {
    ...base,
    willpower: {
      ...base.willpower,
      data: { ...data, classes: change.classes?.(data.classes) ?? data.classes },
      builds: change.builds?.(builds) ?? builds,
    },
  };
}

const withMana = (id: string, mana: number) => (classes: Classes) =>
  classes.map((row) => (row.id === id ? { ...row, mana } : row));

describe('tourSubject', () => {
  it('is the shown build’s class, with the names its words use', () => {
    const document = makeDefaultProject();
    const wizard = document.willpower.data.classes.find((row) => row.id === 'wizard');
    expect(tourSubject(document, 'tathren')).toEqual({
      buildId: 'tathren',
      classId: 'wizard',
      mana: wizard?.mana,
      names: { build: 'Tathren', className: 'Wizard' },
    });
  });

  it('follows the build shown, and falls back to the first build when that one is gone', () => {
    const document = project({
      builds: (builds) => [
        ...builds,
        { ...(builds[0] as Builds[number]), id: 'brom', name: 'Brom', classId: 'druid' },
      ],
    });
    expect(tourSubject(document, 'brom')).toMatchObject({
      classId: 'druid',
      names: { build: 'Brom', className: 'Druid' },
    });
    expect(tourSubject(document, 'deleted')).toMatchObject({ buildId: 'tathren' });
    expect(tourSubject(document, null)).toMatchObject({ buildId: 'tathren' });
  });

  it('is the first class when no build is there, and nothing when no class is', () => {
    const noBuilds = project({ builds: () => [] });
    const first = noBuilds.willpower.data.classes[0];
    expect(tourSubject(noBuilds, null)).toMatchObject({
      buildId: null,
      classId: first?.id,
      names: { build: 'The build', className: first?.name },
    });
    expect(tourSubject(project({ classes: () => [] }), 'tathren')).toBeNull();
  });
});

describe('classManaChange', () => {
  it('names the class whose mana changed, from and to', () => {
    const before = makeDefaultProject();
    const after = project({ classes: withMana('druid', 40) });
    const druid = before.willpower.data.classes.find((row) => row.id === 'druid');
    expect(classManaChange(before, after)).toEqual({
      className: 'Druid',
      from: druid?.mana,
      to: 40,
    });
    // And back again (an Undo) is a change too.
    expect(classManaChange(after, before)).toEqual({
      className: 'Druid',
      from: 40,
      to: druid?.mana,
    });
  });

  it('is null for any other edit: HP, a name, a class added or deleted, the same document', () => {
    const before = makeDefaultProject();
    const others = [
      project({ classes: (rows) => rows.map((row) => ({ ...row, hp: row.hp + 1 })) }),
      project({ classes: (rows) => rows.map((row) => ({ ...row, name: `${row.name}!` })) }),
      project({ classes: (rows) => [...rows, { id: 'new', name: 'New class', mana: 0, hp: 0 }] }),
      project({ classes: (rows) => rows.slice(1) }),
      project({ builds: (builds) => builds.map((build) => ({ ...build, level: 30 })) }),
    ];
    for (const after of others) expect(classManaChange(before, after)).toBeNull();
    expect(classManaChange(before, before)).toBeNull();
  });
});

describe('joinManaChanges', () => {
  const wizard = (from: number, to: number) => ({ className: 'Wizard', from, to });

  it('says typing "20" over 12 (12 → 2, then 2 → 20) as 12 → 20', () => {
    const typed = [wizard(12, 2), wizard(2, 20)].reduce(joinManaChanges, null);
    expect(typed).toEqual(wizard(12, 20));
  });

  it('starts afresh for another class, or a change not from where the last one ended', () => {
    expect(joinManaChanges(wizard(12, 15), { className: 'Druid', from: 15, to: 9 })).toEqual({
      className: 'Druid',
      from: 15,
      to: 9,
    });
    expect(joinManaChanges(wizard(12, 15), wizard(17, 18))).toEqual(wizard(17, 18));
    expect(joinManaChanges(null, wizard(12, 15))).toEqual(wizard(12, 15));
  });
});

describe('showMeMana', () => {
  it('adds 5, or takes 5 where 5 more would pass the table’s limit', () => {
    expect(showMeMana(12)).toBe(17);
    expect(showMeMana(0)).toBe(5);
    expect(showMeMana(ROW_AMOUNT_MAX - 5)).toBe(ROW_AMOUNT_MAX);
    expect(showMeMana(ROW_AMOUNT_MAX - 4)).toBe(ROW_AMOUNT_MAX - 9);
    expect(showMeMana(ROW_AMOUNT_MAX)).toBe(ROW_AMOUNT_MAX - 5);
  });
});
