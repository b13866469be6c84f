import { describe, expect, it } from 'vitest';
import { EFFECT_EDITS_MAX, whatChanged } from '../../../shared/diff/what-changed';
import { makeDefaultProject, type ProjectDocument } from '../../../shared/project/default-project';
import { reportToCsv as toCsv } from '../../../shared/report/to-csv';
import { diffResults, defaultDiffReports } from '../../../shared/diff/project-diff';
import { diffReport } from '../../../shared/diff/result-diff';

const base = makeDefaultProject();

function withWillpower(
  change: (section: ProjectDocument['willpower']) => ProjectDocument['willpower'],
): ProjectDocument {
  return { ...base, willpower: change(base.willpower) };
}

describe('whatChanged', () => {
  it('names each edit with what it alone does to the results', () => {
    const next = withWillpower((w) => ({
      ...w,
      data: {
        ...w.data,
        races: w.data.races.map((race) =>
          race.id === 'elf' ? { ...race, mana: race.mana + 1 } : race,
        ),
      },
    }));
    const out = whatChanged(base, next);
    expect(out.edits).toEqual([
      {
        section: 'willpower',
        sentence: 'Willpower › Races › Elf: mana 3 → 4',
        effects: [
          // Tathren is an elf: one more point of mana at every level.
          'Willpower max mana and HP (willpower/curves), Tathren: Max mana +1 at 60 levels; largest Tathren at level 1, Max mana 18 → 19 (+5.56%)',
          // A point more to fill takes the same 216 s (3.6 minutes) longer at every level.
          'Willpower regeneration (willpower/regen), Tathren: Max mana +1 at 60 levels; Seconds from empty to full +216 at 60 levels; Minutes from empty to full +3.6 at 60 levels; largest Tathren at level 1, Max mana 18 → 19 (+5.56%)',
          // Every elf of the roster (15 classes) at the grid's four levels.
          'Willpower balance grid (willpower/grid), 15 rows: Max mana +1 at 4 levels; largest Elf / Berserker, Max mana L1 7 → 8 (+14.29%)',
        ],
      },
    ]);
    // The whole change's cells are the CLI's: the same rows `wellspring diff` prints.
    const cli = diffReport(
      diffResults(
        { project: base, label: 'base' },
        { project: next, label: 'new' },
        defaultDiffReports(),
      ),
    );
    expect(toCsv(out.table)).toBe(toCsv(cli));
    expect(out.cells).toBe(300);
  });

  it('names a renamed and a deleted build, and an edit that moves nothing says so', () => {
    const [first] = base.willpower.builds;
    const extra = { ...first!, id: 'extra', name: 'Extra' };
    const baseline = withWillpower((w) => ({ ...w, builds: [...w.builds, extra] }));
    const next = withWillpower((w) => ({
      ...w,
      builds: w.builds.map((build) =>
        build.id === first!.id ? { ...build, name: 'Renamed', level: build.level + 2 } : build,
      ),
    }));
    const out = whatChanged(baseline, next);
    expect(out.edits.map((edit) => edit.sentence)).toEqual([
      `Willpower › Builds › ${first!.name}: name "${first!.name}" → "Renamed"`,
      `Willpower › Builds › ${first!.name}: level ${first!.level} → ${first!.level + 2}`,
      'Willpower › Builds: Extra removed',
    ]);
    // A name or a chosen level moves no result table; a deleted build takes its rows with it.
    expect(out.edits[0]!.effects).toEqual([]);
    expect(out.edits[1]!.effects).toEqual([]);
    expect(out.edits[2]!.effects![0]).toMatch(
      /^Willpower max mana and HP \(willpower\/curves\), Extra: Max mana gone at 60 levels; Max HP gone at 60 levels; largest Extra at level 1, Max mana \d+ → none$/,
    );
  });

  it('computes the effect of the first edits only, and lists every edit', () => {
    const next = withWillpower((w) => ({
      ...w,
      data: {
        ...w.data,
        statModifiers: w.data.statModifiers.map((row) => ({ ...row, modifier: row.modifier + 1 })),
        races: w.data.races.map((race) => ({ ...race, mana: race.mana + 1 })),
        classes: w.data.classes.map((each) => ({ ...each, mana: each.mana + 1 })),
      },
    }));
    const out = whatChanged(base, next);
    const { statModifiers, races, classes } = base.willpower.data;
    expect(out.edits).toHaveLength(statModifiers.length + races.length + classes.length);
    expect(out.edits.length).toBeGreaterThan(EFFECT_EDITS_MAX);
    expect(out.edits[EFFECT_EDITS_MAX - 1]!.effects).not.toBeNull();
    expect(out.edits[EFFECT_EDITS_MAX]!.effects).toBeNull();
  });

  it('finds nothing between a project and itself', () => {
    const out = whatChanged(base, structuredClone(base));
    expect(out.edits).toEqual([]);
    expect(out.cells).toBe(0);
  });
});
