import { describe, expect, it } from 'vitest';
import { EFFECT_EDITS_MAX, whatChanged } from '../../../shared/app/what-changed';
import { makeDefaultProject, type ProjectDocument } from '../../../shared/app/default-project';
import { reportToCsv as toCsv } from '../../../shared/report/to-csv';
import { diffResults, defaultDiffReports } from '../../../shared/app/project-diff';
import { diffReport, type CellChange } from '../../../shared/diff/result-diff';

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
          'Willpower max mana and HP, Tathren: Max mana +1 at 60 levels; largest Tathren at level 1, Max mana 18 → 19 (+5.56%)',
          // A point more to fill takes the same 216 s (3.6 minutes) longer at every level.
          'Willpower regeneration, Tathren: Max mana +1 at 60 levels; Seconds from empty to full +216 at 60 levels; Minutes from empty to full +3.6 at 60 levels; largest Tathren at level 1, Max mana 18 → 19 (+5.56%)',
          // Every elf of the roster (15 classes) at the grid's four levels.
          'Willpower balance grid, 15 rows: Max mana +1 at 4 levels; largest Elf / Berserker, Max mana L1 7 → 8 (+14.29%)',
        ],
        measuredWith: [],
        refusal: null,
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
    // On screen, in the screens' words: a row keyed by a level says so; a grid row is its names.
    const curveRow = out.shown.rows.find((row) => row[0] === 'Willpower max mana and HP');
    expect(curveRow?.slice(0, 4)).toEqual([
      'Willpower max mana and HP',
      'Tathren',
      'Level 1',
      'Max mana',
    ]);
    expect(out.table.rows.find((row) => row[0] === 'willpower/curves')?.slice(0, 4)).toEqual([
      'willpower/curves',
      'tathren',
      '1',
      'max_mana',
    ]);
    const gridRow = out.shown.rows.find((row) => row[0] === 'Willpower balance grid');
    expect(gridRow?.[2]).toMatch(/^Elf \/ /);
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
      /^Willpower max mana and HP, Extra: Max mana gone at 60 levels; Max HP gone at 60 levels; largest Extra at level 1, Max mana \d+ → none$/,
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
    expect(out.effectsWorkedOut).toBe(EFFECT_EDITS_MAX);
  });

  it('stops working out effects where the next edit’s report tables would pass the budget', () => {
    // Three Willpower builds; every race's mana one more: 13 edits of the Willpower data.
    const [first] = base.willpower.builds;
    const builds = [0, 1, 2].map((k) => ({ ...first!, id: `b${k}`, name: `B${k}` }));
    const from = withWillpower((w) => ({ ...w, builds }));
    const next = {
      ...from,
      willpower: {
        ...from.willpower,
        data: {
          ...from.willpower.data,
          races: from.willpower.data.races.map((race) => ({ ...race, mana: race.mana + 1 })),
        },
      },
    };
    // An edit of the Willpower data runs each Willpower report once per build (the grid once)
    // and the comparison once, on the baseline with the edit.
    const willpower = defaultDiffReports().filter((r) => r.family === 'willpower').length;
    const perEdit = willpower * builds.length + 2;
    const out = whatChanged(from, next, { tablesMax: 4 * perEdit + 1 });
    expect(out.edits.length).toBe(base.willpower.data.races.length);
    expect(out.effectsWorkedOut).toBe(4);
    expect(out.edits.slice(0, 4).every((edit) => edit.effects !== null)).toBe(true);
    expect(out.edits.slice(4).every((edit) => edit.effects === null && edit.refusal === null)).toBe(
      true,
    );
    // The whole change is always every cell.
    expect(out.cells).toBe(whatChanged(from, next).cells);
    expect(whatChanged(from, next, { tablesMax: perEdit - 1 }).effectsWorkedOut).toBe(0);
  });

  describe('edits that need each other (issue #36: What changed never finished)', () => {
    const w = base.willpower;
    const orc = { ...w.data.races.find((race) => race.id === 'elf')!, id: 'orc', name: 'Orc' };
    const withOrcs = withWillpower((section) => ({
      ...section,
      data: { ...section.data, races: [...section.data.races, { ...orc, mana: 5 }] },
    }));
    const tathrenAs = (project: ProjectDocument, raceId: string): ProjectDocument => ({
      ...project,
      willpower: {
        ...project.willpower,
        builds: project.willpower.builds.map((build) =>
          build.id === 'tathren' ? { ...build, raceId } : build,
        ),
      },
    });
    /** What the diff of two whole projects says, cell by cell, over Willpower's reports. */
    const cells = (from: ProjectDocument, to: ProjectDocument): CellChange[] =>
      diffResults(
        { project: from, label: 'from' },
        { project: to, label: 'to' },
        defaultDiffReports().filter((report) => /^(willpower|compare)\//.test(report.name)),
      );

    it('measures a build given a race added since the baseline on the baseline with that race', () => {
      const next = tathrenAs(withOrcs, 'orc');
      const out = whatChanged(base, next);
      expect(
        out.edits.map(({ sentence, measuredWith, refusal }) => ({
          sentence,
          measuredWith,
          refusal,
        })),
      ).toEqual([
        { sentence: 'Willpower › Races: Orc added', measuredWith: [], refusal: null },
        {
          sentence: 'Willpower › Builds › Tathren: race Elf → Orc',
          measuredWith: ['Willpower › Races: Orc added'],
          refusal: null,
        },
      ]);
      // Its effect is its own: Tathren's curves (the Orcs' 5 mana for the Elves' 3, the same
      // HP), not the grid's new Orc rows, which are the race's.
      const [, move] = out.edits;
      expect(move!.effects).toHaveLength(2);
      expect(move!.effects![0]).toBe(
        'Willpower max mana and HP, Tathren: Max mana +2 at 60 levels; largest Tathren at level 1, Max mana 18 → 20 (+11.11%)',
      );
      expect(move!.effects!.join()).not.toMatch(/grid/);
      // The whole change is every cell of both, as the two projects' diff has them.
      expect(out.cells).toBe(cells(base, next).length);
      expect(out.cells).toBe(cells(base, withOrcs).length + cells(withOrcs, next).length);
    });

    it('measures a race removed with its last build moved off it on the baseline with the move', () => {
      const before = tathrenAs(withOrcs, 'orc');
      const out = whatChanged(before, base);
      expect(out.edits.map(({ sentence, measuredWith }) => [sentence, measuredWith])).toEqual([
        ['Willpower › Races: Orc removed', ['Willpower › Builds › Tathren: race Orc → Elf']],
        ['Willpower › Builds › Tathren: race Orc → Elf', []],
      ]);
      expect(out.edits[0]!.effects).toEqual([
        expect.stringMatching(
          /^Willpower balance grid, 15 rows: Max mana gone at 4 levels; Max HP gone at 4 levels; /,
        ),
      ]);
    });

    it('measures a new build of a new race with the race, and the comparison drawing it with both', () => {
      const gorak = { ...w.builds[0]!, id: 'gorak', name: 'Gorak', raceId: 'orc' };
      const next: ProjectDocument = {
        ...withOrcs,
        willpower: { ...withOrcs.willpower, builds: [...w.builds, gorak] },
        compare: {
          ...base.compare,
          entries: [
            ...base.compare.entries,
            { ruleset: 'willpower', build: 'gorak', pool: 'mana' },
          ],
        },
      };
      const out = whatChanged(base, next);
      const bySentence = Object.fromEntries(out.edits.map((edit) => [edit.sentence, edit]));
      const added = bySentence['Willpower › Builds: Gorak added']!;
      expect(added.measuredWith).toContain('Willpower › Races: Orc added');
      expect(added.refusal).toBeNull();
      expect(added.effects![0]).toMatch(
        /^Willpower max mana and HP, Gorak: Max mana new at 60 levels; /,
      );
      const drawn = out.edits.find((edit) => edit.section === 'compare')!;
      expect(drawn.measuredWith).toEqual([
        'Willpower › Races: Orc added',
        'Willpower › Builds: Gorak added',
      ]);
      expect(drawn.effects![0]).toMatch(/^Compare regeneration, 60 rows: /);
      for (const edit of out.edits) expect(edit.effects).not.toBeNull();
    });

    it('answers with the engine’s refusal for an edit no other edit makes acceptable', () => {
      // A score past the stat modifier table needs the table's new row, which has no id to tie
      // the two by: the Int edit alone is refused, and says why; the rest of the answer stands.
      const table = w.data.statModifiers;
      const top = table.at(-1)!;
      const next = withWillpower((section) => ({
        ...section,
        data: { ...section.data, statModifiers: [...table, { ...top, score: top.score + 1 }] },
        builds: section.builds.map((build) =>
          build.id === 'tathren'
            ? { ...build, stats: { ...build.stats, int: top.score + 1 } }
            : build,
        ),
      }));
      const out = whatChanged(base, next);
      const int = out.edits.find((edit) => edit.sentence.includes(': Intelligence '))!;
      expect(int.effects).toBeNull();
      expect(int.measuredWith).toEqual([]);
      expect(int.refusal).toMatch(
        /^the baseline with this edit: willpower\/curves --build tathren: /,
      );
      expect(out.cells).toBe(cells(base, next).length);
      expect(out.cells).toBeGreaterThan(0);
    });
  });

  it('finds nothing between a project and itself', () => {
    const out = whatChanged(base, structuredClone(base));
    expect(out.edits).toEqual([]);
    expect(out.cells).toBe(0);
  });
});

describe('whatChanged in the screens’ words', () => {
  it('names a NetHack stat and a row keyed by an id as the screens do; the CSV keeps the ids', () => {
    const nethack = base.nethack34;
    const [wizard] = nethack.builds;
    if (wizard === undefined) throw new Error('no NetHack build');
    const next: ProjectDocument = {
      ...base,
      nethack34: {
        ...nethack,
        builds: [{ ...wizard, con: wizard.con + 2 }, ...nethack.builds.slice(1)],
      },
      dcss: {
        ...base.dcss,
        builds: base.dcss.builds.map((build, i) =>
          i === 0 ? { ...build, maxHp: build.maxHp + 30 } : build,
        ),
      },
    };
    const out = whatChanged(base, next);
    expect(out.edits.map((edit) => edit.sentence)).toContain(
      `NetHack 3.4 › Builds › ${wizard.name}: Constitution ${wizard.con} → ${wizard.con + 2}`,
    );
    const ids = out.table.rows.map((row) => String(row[2]));
    const shown = out.shown.rows.map((row) => String(row[2]));
    const at = ids.findIndex((row) => /^[a-z]+(_[a-z]+)*$/.test(row));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(shown[at]).not.toBe(ids[at]);
    expect(shown.filter((row) => /^[a-z]+(_[a-z]+)+$/.test(row))).toEqual([]);
    // The edit's effect says its largest move at the row as the table names it.
    const dcss = out.edits.find((edit) => edit.section === 'dcss');
    expect(dcss?.effects?.join(' ')).toMatch(/largest .* at BRR,/);
  });
});
