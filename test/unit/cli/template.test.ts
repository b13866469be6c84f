/**
 * `wellspring template NAME`: a project file with a custom ruleset made from a built-in one's
 * template and the project's own data and builds. The ruleset opens, and its curves are the
 * built-in engine's own (the template is held to it figure by figure in each ruleset's
 * formulas.test.ts; here, through the files a designer would use).
 */
import { describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { parseProject, serializeProject } from '../../../shared/app/serialize';
import { readCsv, run } from './cli-harness';

function opened(text: string) {
  const parsed = parseProject(text, 'made.json');
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.document;
}

/** Two Willpower builds (another race, class and stats) beside the built-in one. */
function projectWithBuilds() {
  const project = makeDefaultProject();
  const [tathren] = project.willpower.builds;
  if (tathren === undefined) throw new Error('no Willpower build');
  const other = {
    ...tathren,
    id: 'borgron',
    name: 'Borgron',
    raceId: project.willpower.data.races[1]?.id ?? tathren.raceId,
    classId: project.willpower.data.classes[1]?.id ?? tathren.classId,
    stats: { ...tathren.stats, int: 9, wil: 17 },
    skills: [],
    itemIds: [],
  };
  return { ...project, willpower: { ...project.willpower, builds: [tathren, other] } };
}

describe('wellspring template', () => {
  it('adds Willpower as a custom ruleset whose curves are the built-in engine’s, build by build', async () => {
    const files = { 'game.json': serializeProject(projectWithBuilds()) };
    const made = await run(
      ['template', 'willpower', '--project', 'game.json', '--out', 'mine.json'],
      files,
    );
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toBe('');
    expect(made.stderr).toContain(
      'Added the custom ruleset “Willpower (from the template)” (id willpower) with 2 builds',
    );
    expect(made.stderr).toContain('Items, talents and regeneration are not in the template');
    const text = made.written.get('mine.json') ?? '';
    const project = opened(text);
    // The rest of the project is as it was.
    expect(project.willpower).toEqual(opened(files['game.json']).willpower);
    expect(project.custom.rulesets.map((ruleset) => ruleset.id)).toEqual(['willpower']);
    for (const build of ['tathren', 'borgron']) {
      const custom = await run(
        ['report', 'custom/curves', '--project', 'mine.json', '--build', build],
        { 'mine.json': text },
      );
      const builtIn = await run(
        ['report', 'willpower/curves', '--project', 'mine.json', '--build', build],
        { 'mine.json': text },
      );
      expect(custom.code, custom.stderr).toBe(0);
      expect(builtIn.code, builtIn.stderr).toBe(0);
      const [head, ...rows] = readCsv(custom.stdout);
      const at = (name: string) => (head ?? []).indexOf(name);
      expect(at('max_mana')).toBeGreaterThan(0);
      expect(rows.map((row) => [row[0], row[at('max_mana')], row[at('max_hp')]])).toEqual(
        readCsv(builtIn.stdout).slice(1),
      );
    }
  });

  it('adds NetHack 3.4 next to the rulesets the project has, under a free id and the name given', async () => {
    const first = await run(['template', 'nethack34', '--out', 'a.json']);
    expect(first.code, first.stderr).toBe(0);
    const again = await run(
      ['template', 'NetHack34', '--project', 'a.json', '--name', 'My NetHack', '--out', 'a.json'],
      { 'a.json': first.written.get('a.json') ?? '' },
    );
    expect(again.code, again.stderr).toBe(0);
    const project = opened(again.written.get('a.json') ?? '');
    expect(project.custom.rulesets.map((ruleset) => [ruleset.id, ruleset.name])).toEqual([
      ['nethack34', 'NetHack 3.4 (from the template)'],
      ['nethack34-2', 'My NetHack'],
    ]);
    // Its HP and power at every XL are the built-in engine's: the means and the percentiles.
    const text = again.written.get('a.json') ?? '';
    const curves = await run(
      ['report', 'custom/curves', '--project', 'a.json', '--ruleset', 'my nethack'],
      { 'a.json': text },
    );
    const builtIn = await run(
      ['report', 'nethack34/curves', '--project', 'a.json', '--build', 'elf-wizard'],
      { 'a.json': text },
    );
    expect(curves.code, curves.stderr).toBe(0);
    expect(builtIn.code, builtIn.stderr).toBe(0);
    const [head = [], ...rows] = readCsv(curves.stdout);
    const [bHead = [], ...bRows] = readCsv(builtIn.stdout);
    const pick = (names: readonly string[], columns: readonly string[], all: string[][]) =>
      all.map((row) => names.map((name) => row[columns.indexOf(name)]));
    const ours = [
      'level',
      'hp_max',
      'hp_max_p5',
      'hp_max_p50',
      'hp_max_p95',
      'pw_max',
      'pw_max_p95',
    ];
    const theirs = ['level', 'hp_mean', 'hp_p5', 'hp_p50', 'hp_p95', 'pw_mean', 'pw_p95'];
    expect(rows).toHaveLength(30);
    expect(pick(ours, head, rows)).toEqual(pick(theirs, bHead, bRows));
  });

  it('numbers the name of a template added twice, and asks for an id where two names match', async () => {
    const first = await run(['template', 'willpower', '--out', 'a.json']);
    const again = await run(['template', 'willpower', '--project', 'a.json', '--out', 'a.json'], {
      'a.json': first.written.get('a.json') ?? '',
    });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain(
      'Added the custom ruleset “Willpower (from the template) 2” (id willpower-2)',
    );
    // A designer who names two alike (--name, or an edit) is asked for the id, never given the
    // first silently.
    const twins = await run(
      ['template', 'willpower', '--project', 'a.json', '--name', 'Mine', '--out', 'b.json'],
      { 'a.json': again.written.get('a.json') ?? '' },
    );
    const thrice = await run(
      ['template', 'willpower', '--project', 'b.json', '--name', 'mine', '--out', 'b.json'],
      { 'b.json': twins.written.get('b.json') ?? '' },
    );
    const files = { 'b.json': thrice.written.get('b.json') ?? '' };
    const unnamed = await run(['report', 'custom/curves', '--project', 'b.json'], files);
    expect(unnamed.code).toBe(2);
    expect(unnamed.stderr).toContain(
      'name one with --ruleset (Willpower (from the template), Willpower (from the template) 2, Mine (id willpower-3), mine (id willpower-4))',
    );
    const ambiguous = await run(
      ['report', 'custom/curves', '--project', 'b.json', '--ruleset', 'MINE'],
      files,
    );
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.stderr).toContain(
      '“MINE” is the name of 2 (ids willpower-3, willpower-4): give the id of the one you mean',
    );
    const byId = await run(
      ['report', 'custom/curves', '--project', 'b.json', '--ruleset', 'willpower-4'],
      files,
    );
    expect(byId.code, byId.stderr).toBe(0);
  });

  it('keeps exactly the role × race pairs the game allows in a grid --where allowed', async () => {
    const made = await run(['template', 'nethack34', '--out', 'nh.json']);
    expect(made.code, made.stderr).toBe(0);
    const files = { 'nh.json': made.written.get('nh.json') ?? '' };
    const grid = await run(
      [
        'report',
        'custom/grid',
        '--project',
        'nh.json',
        '--where',
        'allowed',
        '--measure',
        'hp_max',
        '--levels',
        '1',
      ],
      files,
    );
    expect(grid.code, grid.stderr).toBe(0);
    const [header, ...rows] = readCsv(grid.stdout);
    expect(header).toEqual(['role', 'race', 'hp_max_l1']);
    // The built-in data's own lists: each role with the races it names, in the tables' order.
    const { roles, races } = makeDefaultProject().nethack34.data;
    const allowed = roles.flatMap((role) =>
      races.filter((race) => role.races.includes(race.id)).map((race) => [role.id, race.id]),
    );
    expect(allowed).toHaveLength(28);
    expect(rows.map((row) => [row[0], row[1]])).toEqual(allowed);
    const every = await run(
      ['report', 'custom/grid', '--project', 'nh.json', '--measure', 'hp_max', '--levels', '1'],
      files,
    );
    expect(readCsv(every.stdout)).toHaveLength(1 + roles.length * races.length);
  });

  it('makes DCSS from the first build’s max HP by XL, naming the builds it leaves out', async () => {
    const project = makeDefaultProject();
    const [first] = project.dcss.builds;
    if (first === undefined) throw new Error('no DCSS build');
    const other = {
      ...first,
      id: 'tank',
      name: 'Tank',
      maxHpByLevel: first.maxHpByLevel.map((hp) => hp + 10),
    };
    const files = {
      'game.json': serializeProject({
        ...project,
        dcss: { ...project.dcss, builds: [...project.dcss.builds, other] },
      }),
    };
    const made = await run(['template', 'dcss', '--project', 'game.json'], files);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stderr).toContain(
      `Builds with another max HP curve than ${first.name}’s are left out (the curve is one table of the ruleset): Tank.`,
    );
    const ruleset = opened(made.stdout).custom.rulesets[0];
    expect(ruleset?.builds.map((build) => build.id)).toEqual(
      project.dcss.builds.map((build) => build.id),
    );
    expect(ruleset?.tables[0]?.rows.map((row) => row.values.hp)).toEqual(first.maxHpByLevel);
  });

  it('gives the templates’ inputs their ranges: a goal as the built-in one’s, no switch past 0 or 1', async () => {
    const files = { 'game.json': serializeProject(makeDefaultProject()) };
    const made = await run(
      ['template', 'willpower', '--project', 'game.json', '--out', 'w.json'],
      files,
    );
    const withWillpower = { 'w.json': made.written.get('w.json') ?? '' };
    const goal = (report: string, measure: string) =>
      run(
        [
          'report',
          report,
          '--project',
          'w.json',
          '--measure',
          measure,
          '--level',
          '10',
          '--at-least',
          '130',
        ],
        withWillpower,
      );
    const custom = await goal('custom/goal', 'max_mana');
    const builtIn = await goal('willpower/goal', 'max-mana');
    expect(custom.code, custom.stderr).toBe(0);
    expect(builtIn.code, builtIn.stderr).toBe(0);
    // The stats within the stat table's scores: the same nearest scores, the stat named by id.
    const figures = (csv: string) =>
      readCsv(csv)
        .slice(1)
        .map((row) => row.slice(1));
    expect(figures(custom.stdout)).toEqual(figures(builtIn.stdout));
    expect(figures(custom.stdout).length).toBe(4);

    const dcss = await run(
      ['template', 'dcss', '--project', 'game.json', '--out', 'd.json'],
      files,
    );
    const withDcss = { 'd.json': dcss.written.get('d.json') ?? '' };
    // Its rates and turns have units, so they are measures: charted, gridded, moved.
    const curves = await run(['report', 'custom/curves', '--project', 'd.json'], withDcss);
    expect(readCsv(curves.stdout)[0]).toEqual(
      expect.arrayContaining([
        'level',
        'brr',
        'trr',
        'hp_per_turn',
        'turns_per_hp',
        'turns_to_full',
      ]),
    );
    const moved = await run(
      ['report', 'custom/sensitivity', '--project', 'd.json', '--measure', 'trr', '--level', '10'],
      withDcss,
    );
    expect(moved.code, moved.stderr).toBe(0);
    const rows = readCsv(moved.stdout).slice(1);
    const spell = rows.find((row) => row[0] === 'spell');
    // The Regeneration spell is off: it can be put on, not taken below off.
    expect(spell?.slice(3, 7)).toEqual(['', '', '', '0 → 1']);
  });

  it('says it added the ruleset only once the file is written', async () => {
    const result = await run(
      ['template', 'willpower', '--out', 'missing/dir/x.json'],
      {},
      {
        writeFile: async (path) => {
          throw new Error(`ENOENT: no such file or directory, open '${path}'`);
        },
      },
    );
    expect(result.code).toBe(1);
    expect(result.stderr).not.toContain('Added');
    expect(result.stderr).toContain('--out missing/dir/x.json: cannot write it');
  });

  it.each([
    [['template'], 'template: missing template name; choose one of willpower, nethack34, dcss'],
    [
      ['template', 'quest'],
      'template quest: unknown template; choose one of willpower, nethack34, dcss',
    ],
    [
      ['template', 'dcss', 'extra'],
      'extra: unexpected argument; give one template name, then options',
    ],
    [
      ['template', 'dcss', '--race', 'Elf'],
      '--race Elf: template does not take --race; it takes --project, --name, --out',
    ],
    [['template', 'dcss', '--name', ' '], '--name " ": the ruleset\'s name is empty; give one'],
    [
      ['template', 'dcss', '--name', 'x'.repeat(201)],
      'the project it makes would not open: custom.rulesets[0].name',
    ],
    [['template', 'dcss', '--project', 'missing.json'], '--project missing.json: cannot read it'],
  ])('refuses %j in one line (exit 2), writing nothing', async (argv, message) => {
    const result = await run(argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.written.size).toBe(0);
    expect(result.stderr).toContain(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});
