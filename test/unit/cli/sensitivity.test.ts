import { describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/app/default-project';
import {
  computeWillpowerSensitivity,
  sensitivityReport,
} from '../../../shared/rulesets/willpower/sensitivity';
import { goalReport } from '../../../shared/analysis/goal-seek';
import { seekWillpowerGoal } from '../../../shared/rulesets/willpower/goal-seek';
import { fitReport, fitWillpowerCurve } from '../../../shared/rulesets/willpower/curve-fit';
import {
  computeWillpowerEndurance,
  enduranceReport,
} from '../../../shared/rulesets/willpower/endurance';
import { computeNethackSensitivity } from '../../../shared/rulesets/nethack34/sensitivity';
import { computeDcssSensitivity } from '../../../shared/rulesets/dcss/sensitivity';
import { QUEST_FIGURES } from '../../../shared/rulesets/quest/sensitivity';
import { computeMageSensitivity } from '../../../shared/rulesets/mage2e/sensitivity';
import { asCsvCells, readCsv, run } from './cli-harness';

describe('wellspring report willpower/sensitivity', () => {
  it('writes the ranked inputs of the --measure at --level, for the build with its flags', async () => {
    const { data, builds } = makeDefaultProject().willpower;
    const [tathren] = builds;
    const ring = data.items.find((item) => item.name.startsWith('Ring of mana'));
    if (tathren === undefined || ring === undefined) throw new Error('no Tathren or ring');
    const { code, stdout, stderr } = await run([
      'report',
      'willpower/sensitivity',
      '--measure',
      'Minutes to full',
      '--level',
      '30',
      '--item',
      ring.name,
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const expected = sensitivityReport(
      computeWillpowerSensitivity({
        data,
        build: { ...tathren, level: 30, itemIds: [ring.id] },
        spec: { measure: 'minutes-to-full', level: 30, spell: data.abilities[0]?.id },
      }),
    );
    const rows = readCsv(stdout);
    expect(rows).toEqual(asCsvCells(expected));
    expect(rows.find((row) => row[0] === ring.name)?.slice(1, 4)).toEqual([
      'item',
      'on or off',
      'off',
    ]);
  });

  it('casts the --ability named for casts-per-hour', async () => {
    const project = makeDefaultProject();
    // A second, dearer spell: the report must cast it, not the data's first.
    const meteor = { id: 'meteor', name: 'Meteor', kind: 'spell' as const, cost: 12 };
    const data = {
      ...project.willpower.data,
      abilities: [...project.willpower.data.abilities, meteor],
    };
    const [tathren] = project.willpower.builds;
    if (tathren === undefined) throw new Error('no Tathren');
    const files = {
      'p.json': JSON.stringify({ ...project, willpower: { ...project.willpower, data } }),
    };
    const asked = (ability: string) =>
      run(
        [
          'report',
          'willpower/sensitivity',
          '--project',
          'p.json',
          '--measure',
          'casts-per-hour',
          '--ability',
          ability,
          '--level',
          '12',
        ],
        files,
      );
    const { code, stdout, stderr } = await asked('meteor');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const expected = sensitivityReport(
      computeWillpowerSensitivity({
        data,
        build: { ...tathren, level: 12 },
        spec: { measure: 'casts-per-hour', level: 12, spell: meteor.id },
      }),
    );
    expect(readCsv(stdout)).toEqual(asCsvCells(expected));
    expect(readCsv((await asked(data.abilities[0]?.name ?? '')).stdout)).not.toEqual(
      readCsv(stdout),
    );
  });

  it.each([
    [
      ['--measure', 'mana'],
      '--measure mana: unknown measure; choose one of max-mana, max-hp, seconds-per-point, minutes-to-full, casts-per-hour',
    ],
    [
      ['--measure', 'max-hp', '--measure', 'max-mana'],
      '--measure max-mana: --measure is given more than once; give it once',
    ],
    [
      ['--ability', 'Burning hands'],
      '--ability "Burning hands": only the casts-per-hour measure casts a spell; add --measure casts-per-hour',
    ],
    [['--level', '61'], /^--level 61: .*1 to 60/],
  ])('refuses %j with one line and exit 2', async (flags, message) => {
    const { code, stdout, stderr } = await run(['report', 'willpower/sensitivity', ...flags]);
    expect(stdout).toBe('');
    if (typeof message === 'string') expect(stderr.trim()).toBe(message);
    else expect(stderr.trim()).toMatch(message);
    expect(code).toBe(2);
  });
});

describe('wellspring report willpower/goal', () => {
  it('writes the nearest score of each stat that meets the goal, as the engine finds it', async () => {
    const { data, builds } = makeDefaultProject().willpower;
    const [tathren] = builds;
    if (tathren === undefined) throw new Error('no Tathren');
    const { code, stdout, stderr } = await run([
      'report',
      'willpower/goal',
      '--measure',
      'seconds-per-point',
      '--level',
      '30',
      '--at-most',
      '150',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const expected = goalReport(
      seekWillpowerGoal({
        data,
        build: { ...tathren, level: 30 },
        spec: {
          measure: 'seconds-per-point',
          level: 30,
          spell: data.abilities[0]?.id,
          goal: 'at-most',
          target: 150,
        },
      }),
    );
    const rows = readCsv(stdout);
    expect(rows).toEqual(asCsvCells(expected));
    expect(rows[1]?.slice(0, 3)).toEqual(['Willpower', '12', '18']);
  });

  it.each([
    [[], 'willpower/goal needs a goal: --at-most N or --at-least N'],
    [['--at-most', 'x'], '--at-most x: give a number like 1.5'],
    [['--at-most', '1', '--at-least', '2'], '--at-least 2: give --at-most or --at-least, not both'],
    [
      ['--at-least', '3', '--ability', 'Burning hands'],
      '--ability "Burning hands": only the casts-per-hour measure casts a spell; add --measure casts-per-hour',
    ],
  ])('refuses %j with one line and exit 2', async (flags, message) => {
    const { code, stdout, stderr } = await run(['report', 'willpower/goal', ...flags]);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(message);
    expect(code).toBe(2);
  });
});

describe('wellspring report nethack34/sensitivity', () => {
  it('writes the ranked inputs of the --measure at XL --level, as the engine finds them', async () => {
    const { data, builds } = makeDefaultProject().nethack34;
    const [first] = builds;
    if (first === undefined) throw new Error('no NetHack build');
    const files = { 'p.json': JSON.stringify(makeDefaultProject()) };
    const { code, stdout, stderr } = await run(
      [
        'report',
        'nethack34/sensitivity',
        '--project',
        'p.json',
        '--build',
        first.name,
        '--measure',
        'pw-p95',
        '--level',
        '14',
      ],
      files,
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const expected = sensitivityReport(
      computeNethackSensitivity({ data, build: first, spec: { measure: 'pw-p95', level: 14 } }),
    );
    expect(readCsv(stdout)).toEqual(asCsvCells(expected));
  });

  it.each([
    [['--level', '31'], '--level 31: XL must be a whole number from 1 to 30'],
    [['--level', 'ten'], '--level ten: give a whole number'],
    [
      ['--measure', 'max-mana'],
      '--measure max-mana: unknown measure; choose one of hp-mean, hp-p5, hp-p95, pw-mean, pw-p5, pw-p95',
    ],
    [
      ['--measure', 'hp-mean', '--measure', 'pw-mean'],
      '--measure pw-mean: --measure is given more than once; give it once',
    ],
  ])('refuses %j with one line and exit 2', async (flags, message) => {
    const { code, stdout, stderr } = await run([
      'report',
      'nethack34/sensitivity',
      '--role',
      'Wiz',
      ...flags,
    ]);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(message);
    expect(code).toBe(2);
  });
});

describe('wellspring report dcss/sensitivity', () => {
  it('writes the ranked inputs of --measure at the build’s max HP, as the engine finds them', async () => {
    const { data, builds } = makeDefaultProject().dcss;
    const seed = builds.find((each) => each.rings > 0);
    if (seed === undefined) throw new Error('no DCSS build with rings');
    const files = { 'p.json': JSON.stringify(makeDefaultProject()) };
    const { code, stdout, stderr } = await run(
      [
        'report',
        'dcss/sensitivity',
        '--project',
        'p.json',
        '--build',
        seed.name,
        '--measure',
        'turns-to-full',
        '--mhp',
        '200',
      ],
      files,
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const expected = sensitivityReport(
      computeDcssSensitivity({
        data,
        build: { ...seed, maxHp: 200 },
        measure: 'turns-to-full',
      }),
    );
    expect(readCsv(stdout)).toEqual(asCsvCells(expected));
    // The default figure is turns per HP.
    const plain = await run(['report', 'dcss/sensitivity', '--mhp', '90', '--rings', '1']);
    expect(plain.stdout).toContain('Rings of regeneration,count,one,1 → 0,4,2.46,1 → 2,0.95,-0.59');
  });

  it.each([
    [
      ['--mhp', '90', '--measure', 'max-hp'],
      '--measure max-hp: unknown measure; choose one of turns-per-hp, turns-to-full',
    ],
    [
      ['--mhp', '90', '--measure', 'turns-per-hp', '--measure', 'turns-to-full'],
      '--measure turns-to-full: --measure is given more than once; give it once',
    ],
    [['--mhp', '90', '--turns', '5'], /^--turns 5: dcss\/sensitivity does not take --turns;/],
    [['--rings', '1'], '--mhp: dcss/sensitivity needs the max HP (or --build NAME), e.g. --mhp 90'],
  ])('refuses %j with one line and exit 2', async (flags, message) => {
    const { code, stdout, stderr } = await run(['report', 'dcss/sensitivity', ...flags]);
    expect(stdout).toBe('');
    if (typeof message === 'string') expect(stderr.trim()).toBe(message);
    else expect(stderr.trim()).toMatch(message);
    expect(code).toBe(2);
  });

  it('is refused for the other DCSS reports', async () => {
    const { code, stderr } = await run(['report', 'dcss/rate', '--mhp', '90', '--measure', 'x']);
    expect(stderr.trim()).toMatch(/^--measure x: dcss\/rate does not take --measure;/);
    expect(code).toBe(2);
  });

  it('asks dcss/goal for the max HP by its own name, before its goal', async () => {
    const { code, stdout, stderr } = await run(['report', 'dcss/goal', '--rings', '1']);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(
      '--mhp: dcss/goal needs the max HP (or --build NAME), e.g. --mhp 90',
    );
    expect(code).toBe(2);
  });

  it('says in --help which figures --measure reads and where', async () => {
    const help = (await run(['--help'])).stdout.replace(/\s+/g, ' ');
    expect(help).toContain(
      '--measure NAME dcss/sensitivity and dcss/goal: the figure at the build’s max HP, ' +
        'turns-per-hp, turns-to-full (default turns-per-hp)',
    );
    expect(help).toContain('dcss/goal: the goal for --measure (one of the two), e.g. --at-most 2');
  });
});

describe('wellspring report quest/sensitivity and quest/goal', () => {
  it('writes the ranked inputs of --measure at the caster’s VP, as the engine finds them', async () => {
    const { data, builds } = makeDefaultProject().quest;
    const [borgron] = builds;
    if (borgron === undefined) throw new Error('no Quest caster');
    const files = { 'p.json': JSON.stringify(makeDefaultProject()) };
    const { code, stdout, stderr } = await run(
      [
        'report',
        'quest/sensitivity',
        '--project',
        'p.json',
        '--build',
        borgron.name,
        '--measure',
        'total-casts',
      ],
      files,
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(readCsv(stdout)).toEqual(
      asCsvCells(
        sensitivityReport(
          QUEST_FIGURES.sensitivity({
            data,
            build: borgron,
            measure: 'total-casts',
            level: borgron.vp,
          }),
        ),
      ),
    );
  });

  it('finds the Int that makes the pool reach 9 at VP 18', async () => {
    const { code, stdout, stderr } = await run([
      'report',
      'quest/goal',
      '--int',
      '2',
      '--spells',
      '5',
      '--vp',
      '18',
      '--measure',
      'pool',
      '--at-least',
      '9',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const rows = readCsv(stdout);
    expect(rows[0]).toEqual([
      'input',
      'from',
      'to',
      'change',
      'value',
      'short_of_it',
      'value_short_of_it',
    ]);
    expect(rows[1]).toEqual(['Int', '2', '3', '1', '9', '2', '6']);
    expect(rows[2]).toEqual(['VP', '18', 'none', '', '', '', '']);
  });

  it.each([
    [['--measure', 'pool'], 'quest/goal needs a goal: --at-most N or --at-least N'],
    [['--at-least', 'lots'], '--at-least lots: give a number like 1.5'],
    [['--at-most', '3', '--at-least', '9'], '--at-least 9: give --at-most or --at-least, not both'],
    [
      ['--measure', 'max-mana', '--at-least', '9'],
      '--measure max-mana: unknown measure; choose one of pool, quest-mana, total-casts, casting-limit',
    ],
    [
      ['--at-least', '9', '--dispellers', '2'],
      /^--dispellers 2: quest\/goal does not take --dispellers;/,
    ],
  ])('refuses %j with one line and exit 2', async (flags, message) => {
    const { code, stdout, stderr } = await run(['report', 'quest/goal', ...flags]);
    expect(stdout).toBe('');
    if (typeof message === 'string') expect(stderr.trim()).toBe(message);
    else expect(stderr.trim()).toMatch(message);
    expect(code).toBe(2);
  });
});

describe('wellspring report mage2e/sensitivity and mage2e/goal', () => {
  it('writes the ranked inputs of --measure for the spell, as the engine finds them', async () => {
    const { data, builds } = makeDefaultProject().mage2e;
    const [rote] = builds;
    if (rote === undefined) throw new Error('no Mage 2e spell');
    const files = { 'p.json': JSON.stringify(makeDefaultProject()) };
    const { code, stdout, stderr } = await run(
      [
        'report',
        'mage2e/sensitivity',
        '--project',
        'p.json',
        '--build',
        rote.name,
        '--measure',
        'pool',
      ],
      files,
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(readCsv(stdout)).toEqual(
      asCsvCells(sensitivityReport(computeMageSensitivity({ data, build: rote, measure: 'pool' }))),
    );
  });

  it('finds the nearest Gnosis, Arcanum, Potency and mitigation that reach a success chance', async () => {
    const { code, stdout, stderr } = await run([
      'report',
      'mage2e/goal',
      '--build',
      'Rote with Yantras',
      '--potency',
      '6',
      '--at-least',
      '95',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const rows = readCsv(stdout);
    expect(rows[1]).toEqual(['Forces', '3', '4', '1', '97.6', '3', '82.3']);
    expect(rows[2]).toEqual(['Potency', '6', '5', '-1', '95.3', '6', '82.3']);
  });

  it.each([
    [['--measure', 'pool'], 'mage2e/goal needs a goal: --at-most N or --at-least N'],
    [
      ['--measure', 'success', '--at-least', '9'],
      '--measure success: unknown measure; choose one of success-chance, exceptional-chance, paradox-chance, pool, mana',
    ],
  ])('refuses %j with one line and exit 2', async (flags, message) => {
    const { code, stdout, stderr } = await run(['report', 'mage2e/goal', ...flags]);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(message);
    expect(code).toBe(2);
  });

  it('is refused for the other Mage 2e reports', async () => {
    const { code, stderr } = await run(['report', 'mage2e/cast', '--at-least', '9']);
    expect(stderr.trim()).toMatch(/^--at-least 9: mage2e\/cast does not take --at-least;/);
    expect(code).toBe(2);
  });

  it('says in --help which figures --measure reads, of the spell as cast', async () => {
    const help = (await run(['--help'])).stdout.replace(/\s+/g, ' ');
    expect(help).toContain(
      '--measure NAME mage2e/sensitivity and mage2e/goal: the figure of the spell as cast ' +
        '(chances in percent), success-chance, exceptional-chance, paradox-chance, pool, mana ' +
        '(default success-chance)',
    );
    expect(help).toContain(
      'mage2e/goal: the goal for --measure (one of the two), e.g. --at-least 80',
    );
  });
});

describe('wellspring report willpower/endurance', () => {
  it('writes a row per level for the rotation given, as the engine computes it', async () => {
    const { data, builds } = makeDefaultProject().willpower;
    const [tathren] = builds;
    if (tathren === undefined) throw new Error('no Tathren');
    const { code, stdout, stderr } = await run([
      'report',
      'willpower/endurance',
      '--cast',
      'Burning hands=2d6+1',
      '--cast',
      'burning-hands',
      '--every',
      '4',
      '--target-hp',
      '30',
      '--no-rest',
      '--status',
      'Resting',
      '--kill-cells',
      '2',
      '--kill-level',
      '7',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const expected = enduranceReport(
      tathren.name,
      computeWillpowerEndurance({
        data,
        build: tathren,
        statusIds: ['resting'],
        pattern: {
          rotation: [
            { abilityId: 'burning-hands', damage: '2d6+1' },
            { abilityId: 'burning-hands', damage: '' },
          ],
          everySeconds: 4,
          targetHp: 30,
          rest: false,
          killCells: 2,
          killLevel: 7,
        },
      }),
    );
    const rows = readCsv(stdout);
    expect(rows).toEqual(asCsvCells(expected));
    expect(rows).toHaveLength(61);
    expect(rows[0]?.[3]).toBe('casts_before_empty');
  });

  it.each([
    [['--cast', 'Fireball'], /^--cast Fireball: unknown ability; choose one of /],
    [
      ['--cast', 'Burning hands=2x6'],
      '--cast "Burning hands=2x6": "2x6" is not dice like 2d6 or a whole number',
    ],
    [['--every', '0'], '--every 0: a whole number of seconds from 1 to 3600'],
    [['--every', 'soon'], '--every soon: give a whole number'],
    [['--target-hp', '5001'], '--target-hp 5001: a whole number of hit points from 1 to 5000'],
    [['--kill-cells', '51'], '--kill-cells 51: a whole number of cells from 0 to 50'],
    [['--kill-level', '101'], '--kill-level 101: From 0 to 100'],
    [
      Array.from({ length: 13 }, () => ['--cast', 'burning-hands']).flat(),
      '--cast: the rotation takes at most 12 casts',
    ],
    [['--measure', 'max-mana'], /--measure/],
  ])('refuses %j with one line and exit 2', async (flags, message) => {
    const { code, stdout, stderr } = await run(['report', 'willpower/endurance', ...flags]);
    expect(stdout).toBe('');
    if (typeof message === 'string') expect(stderr.trim()).toBe(message);
    else expect(stderr.trim()).toMatch(message);
    expect(code).toBe(2);
  });

  it('refuses the pattern’s flags on the other reports', async () => {
    const { code, stderr } = await run(['report', 'willpower/curves', '--every', '6']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--every/);
  });
});

describe('wellspring report willpower/fit', () => {
  it('writes the proposed value’s curve at each target, as the engine fits it', async () => {
    const { data, builds } = makeDefaultProject().willpower;
    const [tathren] = builds;
    if (tathren === undefined) throw new Error('no Tathren');
    const { code, stdout, stderr } = await run([
      'report',
      'willpower/fit',
      '--column',
      'race-mana',
      '--target',
      '1=18, 30=300',
      '--target',
      '60=500',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const expected = fitReport(
      fitWillpowerCurve({
        data,
        build: tathren,
        column: 'race-mana',
        targets: [
          { level: 1, value: 18 },
          { level: 30, value: 300 },
          { level: 60, value: 500 },
        ],
      }),
    );
    expect(readCsv(stdout)).toEqual(asCsvCells(expected));
  });

  it.each([
    [[], 'willpower/fit needs a target: --target LEVEL=VALUE, e.g. --target 60=500'],
    [['--target', '60 500'], '--target "60 500": "60" is not LEVEL=VALUE, like 60=500'],
    [
      ['--target', '61=5'],
      "--target 61=5: Level 61: a target's level is a whole number from 1 to 60",
    ],
    [['--target', '1=5', '--column', 'pw'], /^--column pw: choose one of class-mana, race-mana/],
  ])('refuses %j with one line and exit 2', async (flags, message) => {
    const { code, stdout, stderr } = await run(['report', 'willpower/fit', ...flags]);
    expect(stdout).toBe('');
    if (typeof message === 'string') expect(stderr.trim()).toBe(message);
    else expect(stderr.trim()).toMatch(message);
    expect(code).toBe(2);
  });
});
