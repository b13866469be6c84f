import { describe, expect, it } from 'vitest';
import { gridReport } from '../../../shared/analysis/grid';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { computeDcssGrid } from '../../../shared/rulesets/dcss/grid';
import { computeNethackGrid, nethackPairs } from '../../../shared/rulesets/nethack34/grid';
import { computeWillpowerGrid } from '../../../shared/rulesets/willpower/grid';
import { asCsvCells, readCsv, run } from './cli-harness';

/** The built-in project with a second build, Low Int, whose stats the grid can take. */
function projectFile(): string {
  const project = makeDefaultProject();
  const [tathren] = project.willpower.builds;
  if (tathren === undefined) throw new Error('the built-in project has no Willpower build');
  const low = { ...tathren, id: 'low', name: 'Low Int', stats: { ...tathren.stats, int: 5 } };
  return JSON.stringify({
    ...project,
    willpower: { ...project.willpower, builds: [tathren, low] },
  });
}

describe('wellspring report willpower/grid', () => {
  it("writes the grid of the --build's stats with the spread, levels and measures asked for", async () => {
    const files = { 'p.json': projectFile() };
    const { code, stdout, stderr } = await run(
      [
        'report',
        'willpower/grid',
        '--project',
        'p.json',
        '--build',
        'Low Int',
        '--stat',
        'Wil=8..16:4',
        '--stat',
        'Con=14',
        '--levels',
        '60, 1',
        '--measure',
        'minutes-to-full',
        '--measure',
        'Max mana',
      ],
      files,
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const project = JSON.parse(files['p.json']) as ReturnType<typeof makeDefaultProject>;
    const low = project.willpower.builds[1];
    if (low === undefined) throw new Error('no second build');
    const expected = gridReport(
      computeWillpowerGrid({
        data: project.willpower.data,
        base: { ...low, stats: { ...low.stats, con: 14 } },
        spec: {
          levels: [1, 60],
          measures: ['minutes-to-full', 'max-mana'],
          spread: { stat: 'Wil', from: 8, to: 16, step: 4 },
        },
      }),
    );
    const rows = readCsv(stdout);
    expect(rows).toEqual(asCsvCells(expected));
    expect(rows[0]).toEqual([
      'race',
      'class',
      'wil',
      'minutes_to_full_l1',
      'minutes_to_full_l60',
      'max_mana_l1',
      'max_mana_l60',
    ]);
    const { races, classes } = project.willpower.data;
    expect(rows).toHaveLength(1 + races.length * classes.length * 3);
    expect(rows.slice(1, 4).map((row) => row.slice(0, 3))).toEqual([
      ['Elf', 'Wizard', '8'],
      ['Elf', 'Wizard', '12'],
      ['Elf', 'Wizard', '16'],
    ]);
  });

  it('opens on max mana and max HP at levels 1, 10, 30 and 60, one row per race × class', async () => {
    const { code, stdout } = await run(['report', 'willpower/grid']);
    expect(code).toBe(0);
    const rows = readCsv(stdout);
    expect(rows[0]).toEqual([
      'race',
      'class',
      'max_mana_l1',
      'max_mana_l10',
      'max_mana_l30',
      'max_mana_l60',
      'max_hp_l1',
      'max_hp_l10',
      'max_hp_l30',
      'max_hp_l60',
    ]);
    // Tathren's stats (Int 14, Wil 12, Pre 10): an Elf Wizard starts on 18 mana, the seed's figure.
    expect(rows[1]?.slice(0, 3)).toEqual(['Elf', 'Wizard', '18']);
  });

  it.each([
    [
      ['--levels', '0'],
      '--levels 0: "0" is not a level: give whole numbers from 1 to 60, separated by commas (e.g. 1, 10, 30), or a range (1..60, or 1..60:5 for every fifth)',
    ],
    [
      ['--levels', '20..10'],
      '--levels 20..10: "20..10" is not a range of levels: give whole numbers from 1 to 60, separated by commas (e.g. 1, 10, 30), or a range (1..60, or 1..60:5 for every fifth)',
    ],
    [['--stat', 'Int=18..8'], '--stat Int=18..8: From (18) must not be above To (8)'],
    [['--stat', 'Int=0..8'], '--stat Int=0..8: From must be a whole number from 1 to 30'],
    [
      ['--stat', 'Int=1..30', '--stat', 'Wil=3..4'],
      '--stat Wil=3..4: only one stat can spread over a range (Int does)',
    ],
    [['--stat', 'Luck=3'], '--stat Luck=3: unknown stat; choose one of Int, Wil, Pre, Con'],
    [
      ['--stat', 'Int=x'],
      '--stat Int=x: expected a score or a range FROM..TO[:STEP], e.g. 8..18:2',
    ],
    [['--stat', 'Int=31'], '--stat Int=31: Int must be a whole number from 1 to 30'],
    [['--stat', 'Int=12', '--stat', 'int=1..3'], '--stat int=1..3: Int is given more than once'],
    [
      ['--measure', 'mana'],
      '--measure mana: unknown measure; choose one of max-mana, max-hp, seconds-per-point, minutes-to-full, casts-per-hour',
    ],
    [
      ['--measure', 'max-hp', '--measure', 'MAX_HP'],
      '--measure MAX_HP: Max HP is given more than once',
    ],
    [
      ['--race', 'Elf'],
      '--race Elf: willpower/grid does not take --race; it takes --project, --build, --levels, --measure, --stat, --race-stats, --with-scores, --flag-at, --band, --ability, --out, --no-bom, --headers',
    ],
    [
      ['--race-stats', '--stat', 'Wil=3..9:3', '--stat', 'Int=12'],
      "--stat Int=12: with --race-stats every row takes its race's typical stats; give a range to spread one (e.g. Int=8..18:2), or leave --race-stats out",
    ],
    [
      ['--ability', 'Burning hands'],
      '--ability "Burning hands": only the casts-per-hour measure casts a spell; add --measure casts-per-hour',
    ],
    [
      ['--measure', 'casts-per-hour', '--ability', 'Fireball'],
      /^--ability Fireball: unknown ability; choose one of /,
    ],
  ])('refuses %j with one line and exit 2', async (flags, message) => {
    const { code, stdout, stderr } = await run(['report', 'willpower/grid', ...flags]);
    expect(stdout).toBe('');
    if (typeof message === 'string') expect(stderr.trim()).toBe(message);
    else expect(stderr.trim()).toMatch(message);
    expect(code).toBe(2);
  });

  it('counts casts an hour of the --ability named, as the engine does', async () => {
    const project = makeDefaultProject();
    const { data, builds } = project.willpower;
    const spell = data.abilities[0];
    if (spell === undefined || builds[0] === undefined) throw new Error('no ability');
    const { code, stdout, stderr } = await run([
      'report',
      'willpower/grid',
      '--measure',
      'casts-per-hour',
      '--levels',
      '1,30',
      '--ability',
      spell.name.toUpperCase(),
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const expected = gridReport(
      computeWillpowerGrid({
        data,
        base: builds[0],
        spec: { levels: [1, 30], measures: ['casts-per-hour'], spread: null, spell: spell.id },
      }),
    );
    const rows = readCsv(stdout);
    expect(rows).toEqual(asCsvCells(expected));
    expect(rows[0]).toEqual(['race', 'class', 'casts_per_hour_l1', 'casts_per_hour_l30']);
  });

  it("gives every row its race's typical stats with --race-stats, --build giving the conditions", async () => {
    const project = makeDefaultProject();
    const { data, builds } = project.willpower;
    const gnome = data.races.find((race) => race.id === 'gnome');
    const tathren = builds[0];
    if (gnome === undefined || tathren === undefined) throw new Error('no Gnome');
    // A planted Gnome typically as Tathren but Int 20: its rows must show the Int.
    const planted = {
      ...project,
      willpower: {
        ...project.willpower,
        data: {
          ...data,
          races: data.races.map((race) =>
            race.id === 'gnome' ? { ...race, typicalStats: { ...tathren.stats, int: 20 } } : race,
          ),
        },
      },
    };
    const files = { 'p.json': JSON.stringify(planted) };
    const flags = [
      '--project',
      'p.json',
      '--measure',
      'max-mana',
      '--measure',
      'seconds-per-point',
    ];
    const asked = await run(
      ['report', 'willpower/grid', ...flags, '--race-stats', '--levels', '1'],
      files,
    );
    expect(asked.stderr).toBe('');
    expect(asked.code).toBe(0);
    const expected = gridReport(
      computeWillpowerGrid({
        data: planted.willpower.data,
        base: tathren,
        spec: {
          levels: [1],
          measures: ['max-mana', 'seconds-per-point'],
          spread: null,
          raceStats: true,
        },
      }),
    );
    const rows = readCsv(asked.stdout);
    expect(rows).toEqual(asCsvCells(expected));
    const without = readCsv(
      (await run(['report', 'willpower/grid', ...flags, '--levels', '1'], files)).stdout,
    );
    const gnomeWizard = (table: string[][]) =>
      table.find((row) => row[0] === 'Gnome' && row[1] === 'Wizard');
    // Int 20 is +5 in the default table, Tathren's Int 15 is +2.
    expect(Number(gnomeWizard(rows)?.[2])).toBe(Number(gnomeWizard(without)?.[2]) + 3);
  });

  it('keeps compare/regen to one --measure', async () => {
    const { code, stderr } = await run([
      'report',
      'compare/regen',
      '--measure',
      'turns-to-full',
      '--measure',
      'points-per-100-turns',
    ]);
    expect(stderr.trim()).toBe(
      '--measure points-per-100-turns: --measure is given more than once; give it once',
    );
    expect(code).toBe(2);
  });
});

describe('wellspring report nethack34/grid', () => {
  it('writes every race × role the game allows at the XLs and measures asked for', async () => {
    const { code, stdout, stderr } = await run([
      'report',
      'nethack34/grid',
      '--stat',
      'Con=10..12:2',
      '--stat',
      'Wis=18',
      '--levels',
      '1,30',
      '--measure',
      'pw-p95',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const project = makeDefaultProject();
    const [build] = project.nethack34.builds;
    if (build === undefined) throw new Error('the built-in project has no NetHack build');
    const expected = gridReport(
      computeNethackGrid({
        data: project.nethack34.data,
        base: { ...build, wis: 18 },
        spec: {
          levels: [1, 30],
          measures: ['pw-p95'],
          spread: { stat: 'Con', from: 10, to: 12, step: 2 },
        },
      }),
    );
    const rows = readCsv(stdout);
    expect(rows).toEqual(asCsvCells(expected));
    expect(rows[0]).toEqual(['race', 'class', 'con', 'pw_p95_l1', 'pw_p95_l30']);
    expect(rows).toHaveLength(1 + nethackPairs(project.nethack34.data).length * 2);
  });

  it.each([
    [['--stat', 'Int=12'], '--stat Int=12: unknown stat; choose one of Con, Wis'],
    [
      ['--levels', '31'],
      '--levels 31: "31" is not a level: give whole numbers from 1 to 30, separated by commas (e.g. 1, 10, 30), or a range (1..30, or 1..30:5 for every fifth)',
    ],
    [['--stat', 'Con=2..8'], '--stat Con=2..8: From must be a whole number from 3 to 25'],
    [
      ['--stat', 'Wis=14', '--race-stats'],
      "--stat Wis=14: with --race-stats every row takes its race's typical stats; give a range to spread one (e.g. Int=8..18:2), or leave --race-stats out",
    ],
    [
      ['--measure', 'max-mana'],
      '--measure max-mana: unknown measure; choose one of hp-mean, hp-p5, hp-p95, pw-mean, pw-p5, pw-p95, hp-regen, hp-full, pw-regen, pw-full',
    ],
    [['--build', 'Nobody'], '--build Nobody: unknown build; choose one of Elf Wizard'],
  ])('refuses %j with one line and exit 2', async (flags, message) => {
    const { code, stdout, stderr } = await run(['report', 'nethack34/grid', ...flags]);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(message);
    expect(code).toBe(2);
  });
});

describe('wellspring report dcss/grid', () => {
  it('writes every DCSS build, with a source set for all and one spread over its levels', async () => {
    const { code, stdout, stderr } = await run([
      'report',
      'dcss/grid',
      '--stat',
      'Rings=0..2',
      '--stat',
      'Mutation=1',
      '--levels',
      '1,27',
      '--measure',
      'turns-per-hp',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const { dcss } = makeDefaultProject();
    const expected = gridReport(
      computeDcssGrid({
        data: dcss.data,
        builds: dcss.builds.map((build) => ({ ...build, mutation: 1 })),
        spec: {
          levels: [1, 27],
          measures: ['turns-per-hp'],
          spread: { stat: 'Rings', from: 0, to: 2, step: 1 },
        },
      }),
    );
    const rows = readCsv(stdout);
    expect(rows).toEqual(asCsvCells(expected));
    expect(rows[0]).toEqual(['build', 'rings', 'turns_per_hp_l1', 'turns_per_hp_l27']);
    expect(rows).toHaveLength(1 + dcss.builds.length * 3);
  });

  it.each([
    [['--stat', 'Rings=0..9'], '--stat Rings=0..9: To must be a whole number from 0 to 8'],
    [['--stat', 'Mutation=4'], '--stat Mutation=4: Mutation must be a whole number from 0 to 3'],
    [
      ['--stat', 'Int=12'],
      '--stat Int=12: unknown stat; choose one of Rings, Mutation, Slow Healing, PbD',
    ],
    [
      ['--levels', '28'],
      '--levels 28: "28" is not a level: give whole numbers from 1 to 27, separated by commas (e.g. 1, 10, 30), or a range (1..27, or 1..27:5 for every fifth)',
    ],
    [
      ['--build', 'Troll'],
      '--build Troll: dcss/grid does not take --build; it takes --project, --levels, --measure, --stat, --with-scores, --flag-at, --band, --out, --no-bom, --headers',
    ],
  ])('refuses %j with one line and exit 2', async (flags, message) => {
    const { code, stdout, stderr } = await run(['report', 'dcss/grid', ...flags]);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(message);
    expect(code).toBe(2);
  });
});
