import { describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { serializeProject } from '../../../shared/app/serialize';
import { readCsv, run } from './cli-harness';

/** The built-in project, and the same with Elves at 4 base mana (3) and no Kobolds. */
function files(): Record<string, string> {
  const base = makeDefaultProject();
  const races = base.willpower.data.races
    .map((race) => (race.id === 'elf' ? { ...race, mana: 4 } : race))
    .filter((race) => race.id !== 'kobold');
  const next = {
    ...base,
    willpower: { ...base.willpower, data: { ...base.willpower.data, races } },
  };
  return { 'base.json': serializeProject(base), 'new.json': serializeProject(next) };
}

describe('wellspring diff', () => {
  it('lists every result cell the data edit moved, and exits 0 without --fail-over', async () => {
    const { code, stdout, stderr } = await run(
      ['diff', 'base.json', 'new.json', '--report', 'willpower/curves', '--levels', '1,30'],
      files(),
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    // Tathren is an Elf: one more mana at every level; her HP does not move.
    expect(readCsv(stdout)).toEqual([
      ['report', 'build', 'row', 'column', 'base', 'new', 'change', 'percent'],
      ['willpower/curves', 'tathren', '1', 'max_mana', '18', '19', '1', '5.56'],
      ['willpower/curves', 'tathren', '30', 'max_mana', '250', '251', '1', '0.4'],
    ]);
  });

  it('compares Quest’s grid at VP 0, the one level its axis has below 1', async () => {
    const base = makeDefaultProject();
    const data = base.quest.data;
    const next = { ...base, quest: { ...base.quest, data: { ...data, manaPerSpell: 3 } } };
    const given = { 'base.json': serializeProject(base), 'new.json': serializeProject(next) };
    const { code, stdout, stderr } = await run(
      ['diff', 'base.json', 'new.json', '--report', 'quest/grid', '--levels', '0'],
      given,
    );
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    // What the grid itself writes at VP 0 for each project: the diff is their difference.
    const pools = async (file: string) =>
      readCsv(
        (await run(['report', 'quest/grid', '--levels', '0', '--project', file], given)).stdout,
      )
        .slice(1)
        .map((row) => [row[0], Number(row[1])] as const);
    const [before, after] = [await pools('base.json'), await pools('new.json')];
    const rows = readCsv(stdout).slice(1);
    expect(new Set(rows.map((row) => row[3]))).toEqual(new Set(['pool_l0', 'total_casts_l0']));
    const poolRows = rows.filter((row) => row[3] === 'pool_l0');
    expect(poolRows.map((row) => [row[2], Number(row[4]), Number(row[5])])).toEqual(
      before.map(([name, pool], i) => [name, pool, after[i]?.[1]]),
    );
    expect(poolRows.length).toBe(base.quest.builds.length);
  });

  it('lists a deleted race’s grid rows as gone', async () => {
    const { stdout } = await run(
      // VP 0 is a level of Quest's grid only: Willpower's takes 60 alone.
      ['diff', 'base.json', 'new.json', '--report', 'willpower/grid', '--levels', '0,60'],
      files(),
    );
    const rows = readCsv(stdout).slice(1);
    const kobold = rows.filter((row) => row[2]?.startsWith('Kobold / '));
    expect(kobold.length).toBe(makeDefaultProject().willpower.data.classes.length * 2);
    expect(kobold[0]?.slice(3)).toEqual(['max_mana_l60', '487', '', '', '']);
    expect(rows.find((row) => row[2] === 'Elf / Wizard')?.slice(3)).toEqual([
      'max_mana_l60',
      '490',
      '491',
      '1',
      '0.2',
    ]);
  });

  it('lets a pure race rename through --fail-over 0: the grid matches rows by id', async () => {
    const base = makeDefaultProject();
    const races = base.willpower.data.races.map((race) =>
      race.id === 'gnome' ? { ...race, name: 'Gnomish' } : race,
    );
    const renamed = {
      ...base,
      willpower: { ...base.willpower, data: { ...base.willpower.data, races } },
    };
    const { code, stdout, stderr } = await run(
      ['diff', 'base.json', 'renamed.json', '--fail-over', '0'],
      { 'base.json': serializeProject(base), 'renamed.json': serializeProject(renamed) },
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(readCsv(stdout)).toEqual([
      ['report', 'build', 'row', 'column', 'base', 'new', 'change', 'percent'],
    ]);
  });

  it('exits 3 when a cell moves past --fail-over, and says which first; 0 when none does', async () => {
    const over = await run(
      ['diff', 'base.json', 'new.json', '--report', 'willpower/curves', '--fail-over', '5'],
      files(),
    );
    expect(over.code).toBe(3);
    expect(over.stderr).toBe(
      '1 result cell moved more than 5% (first: willpower/curves --build tathren, row 1, max_mana: 18 → 19 (+5.56%))\n',
    );
    expect(readCsv(over.stdout).length).toBeGreaterThan(2);
    const under = await run(
      ['diff', 'base.json', 'new.json', '--report', 'willpower/curves', '--fail-over', '6%'],
      files(),
    );
    expect(under.stderr).toBe('');
    expect(under.code).toBe(0);
    const same = await run(['diff', 'base.json', 'base.json', '--fail-over', '0'], files());
    expect(same.code).toBe(0);
    expect(readCsv(same.stdout)).toHaveLength(1);
  });

  it('compares builds, rows and races on one side only: a new race a build uses, a build added and one gone', async () => {
    const base = makeDefaultProject();
    const w = base.willpower;
    const elf = w.data.races.find((race) => race.id === 'elf')!;
    const tathren = w.builds.find((build) => build.id === 'tathren')!;
    const gone = { ...tathren, id: 'gone', name: 'Gone' };
    const baseline = { ...base, willpower: { ...w, builds: [...w.builds, gone] } };
    const next = {
      ...base,
      willpower: {
        data: { ...w.data, races: [...w.data.races, { ...elf, id: 'orc', name: 'Orc', mana: 5 }] },
        builds: [
          { ...tathren, raceId: 'orc' },
          { ...tathren, id: 'gorak', name: 'Gorak', raceId: 'orc' },
        ],
      },
    };
    const { code, stdout, stderr } = await run(
      [
        'diff',
        'base.json',
        'new.json',
        '--report',
        'willpower/curves',
        '--report',
        'willpower/grid',
        '--levels',
        '1',
        '--fail-over',
        '50',
      ],
      { 'base.json': serializeProject(baseline), 'new.json': serializeProject(next) },
    );
    const rows = readCsv(stdout).slice(1);
    // Tathren an Orc: the Orcs' 5 mana for the Elves' 3, the same HP.
    expect(rows.filter((row) => row[1] === 'tathren')).toEqual([
      ['willpower/curves', 'tathren', '1', 'max_mana', '18', '20', '2', '11.11'],
    ]);
    // Gorak is new (no baseline value), Gone is gone (no new value): 2 cells each at level 1.
    expect(rows.filter((row) => row[1] === 'gorak').map((row) => row.slice(2, 6))).toEqual([
      ['1', 'max_mana', '', '20'],
      ['1', 'max_hp', '', '5'],
    ]);
    expect(rows.filter((row) => row[1] === 'gone').map((row) => row.slice(2, 6))).toEqual([
      ['1', 'max_mana', '18', ''],
      ['1', 'max_hp', '5', ''],
    ]);
    // The grid's Orc rows are new: one per class, max mana and max HP at level 1.
    const orcs = rows.filter((row) => row[0] === 'willpower/grid' && row[2]?.startsWith('Orc / '));
    expect(orcs).toHaveLength(w.data.classes.length * 2);
    expect(orcs.every((row) => row[4] === '' && row[5] !== '')).toBe(true);
    expect(rows).toHaveLength(1 + 2 + 2 + orcs.length);
    // A cell that came or went has no percentage, so it is past any --fail-over.
    expect(code).toBe(3);
    expect(stderr).toMatch(
      /^\d+ result cells moved more than 50% \(first: willpower\/curves --build gorak, row 1, max_mana: none → 20\)/,
    );
  });

  it.each([
    [
      ['diff', 'base.json'],
      'diff: give two project files, the baseline then the new one: wellspring diff BASE.json NEW.json',
    ],
    [
      ['diff', 'base.json', 'new.json', 'more.json'],
      'more.json: unexpected argument; diff compares two project files',
    ],
    [
      ['diff', 'base.json', 'nope.json'],
      "nope.json: cannot read it (ENOENT: no such file or directory, open 'nope.json')",
    ],
    [
      ['diff', 'base.json', 'new.json', '--fail-over', 'lots'],
      '--fail-over lots: give a percentage of 0 or more, e.g. --fail-over 2',
    ],
    [
      ['diff', 'base.json', 'new.json', '--report', 'dice/pool'],
      '--report dice/pool: dice/pool reads no project, so it cannot change',
    ],
    [
      ['diff', 'base.json', 'new.json', '--report', 'willpower/mana'],
      expect.stringMatching(
        /^--report willpower\/mana: unknown report; choose one of willpower\/curves, /,
      ),
    ],
    [
      ['diff', 'base.json', 'new.json', '--race', 'Elf'],
      '--race Elf: diff does not take --race; it takes --report, --fail-over, --levels, --out, --no-bom, --headers',
    ],
    [
      ['diff', 'base.json', 'new.json', '--levels', '-1'],
      '--levels -1: "-1" is not a level: give whole numbers from 0 to 999, separated by commas (e.g. 1, 10, 30), or a range (0..999, or 0..999:5 for every fifth).',
    ],
  ])('refuses %j with one line and exit 2', async (argv, message) => {
    const { code, stdout, stderr } = await run(argv, files());
    expect(stdout).toBe('');
    expect(stderr.trim()).toEqual(message);
    expect(code).toBe(2);
  });
});
