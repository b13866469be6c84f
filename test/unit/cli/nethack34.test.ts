/** `wellspring report nethack34/…`: the NetHack 3.4 reports, their flags and their errors. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_NETHACK_PATTERN } from '../../../shared/rulesets/nethack34/endurance';
import { computeAdvancement } from '../../../shared/rulesets/nethack34/advancement';
import type { NethackCharacter } from '../../../shared/rulesets/nethack34/data';
import { makeDefaultNethack34Data } from '../../../shared/rulesets/nethack34/defaults';
import { computeNethackRegenView } from '../../../shared/rulesets/nethack34/regen-view';
import {
  nethackCurvesReport,
  nethackDistributionReport,
  nethackRegenViewReport,
} from '../../../shared/rulesets/nethack34/reports';
import { parseCliArgs } from '../../../src-main/cli/parse-args';
import { NETHACK34_REPORTS } from '../../../shared/rulesets/nethack34/cli-reports';
import { NETHACK34_CLI } from '../../../shared/rulesets/nethack34/cli';

import { asCsvCells, readCsv, run } from './cli-harness';

const data = makeDefaultNethack34Data();
const ELF_WIZARD_FLAGS = [
  '--role',
  'Wiz',
  '--race',
  'Elf',
  '--stat',
  'Con=18',
  '--stat',
  'Wis=18',
  '--stat',
  'Int=18',
];
const REGEN_FLAGS =
  '--regeneration, --eye, --load, --moving, --polymorphed, --sea-monster, --praying';
/** What a report takes beyond the character's flags: the curves a pool, regen the conditions. */
const EXTRA_TAKES: Readonly<Record<string, string>> = {
  'nethack34/curves': '--pool, ',
  'nethack34/regen': `${REGEN_FLAGS}, `,
  'nethack34/sensitivity': '--level, --measure, ',
  'nethack34/side-by-side': '--versus, ',
  'nethack34/goal': '--level, --measure, --at-most, --at-least, ',
  'nethack34/fit': '--pool, --owner, --field, --target, ',
  'nethack34/endurance': `${REGEN_FLAGS}, --cast, --every, --target-hp, --pw-per-spell-level, --pattern, `,
};
const elfWizard: NethackCharacter = {
  roleId: 'Wiz',
  raceId: 'Elf',
  con: 18,
  wis: 18,
  int: 16,
  regen: {},
};

describe('wellspring report nethack34/*', () => {
  it('writes the curves CSV, which reads back as the engine table', async () => {
    const { code, stdout, stderr } = await run(['report', 'nethack34/curves', ...ELF_WIZARD_FLAGS]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout.startsWith('\ufefflevel,hp_mean,hp_p5,hp_p25,hp_p50,hp_p75,hp_p95,')).toBe(true);
    const table = nethackCurvesReport(data, computeAdvancement(data, elfWizard));
    expect(readCsv(stdout)).toEqual(asCsvCells(table));
    expect(readCsv(stdout)[1]).toEqual([
      '1',
      '11',
      '11',
      '11',
      '11',
      '11',
      '11',
      '11',
      '11',
      '8',
      '7',
      '7',
      '8',
      '9',
      '9',
      '7',
      '9',
    ]);
  });

  it.each(['hp', 'pw'] as const)(
    'writes the %s distribution: level, value, probability, as the engine table',
    async (kind) => {
      const { code, stdout } = await run([
        'report',
        `nethack34/${kind}-distribution`,
        ...ELF_WIZARD_FLAGS,
      ]);
      expect(code).toBe(0);
      const table = nethackDistributionReport(data, computeAdvancement(data, elfWizard), kind);
      expect(readCsv(stdout)).toEqual(asCsvCells(table));
    },
  );

  it('writes regen with Int, a Wizard’s shorter power interval, and the time to full', async () => {
    const { code, stdout } = await run(['report', 'nethack34/regen', ...ELF_WIZARD_FLAGS]);
    expect(code).toBe(0);
    const rows = computeNethackRegenView(data, elfWizard);
    expect(readCsv(stdout)).toEqual(asCsvCells(nethackRegenViewReport(data, elfWizard, 18, rows)));
    const [header, xl1] = readCsv(stdout);
    const at = (column: string) => xl1?.[header?.indexOf(column) ?? -1];
    expect([at('xl'), at('hp_interval'), at('hp_per_1000_turns')]).toEqual(['1', '15', '66']);
    expect([at('pw_interval'), at('pw_per_1000_turns')]).toEqual(['18', '110']);
  });

  it('takes roles and races by id or name in any case, Human and stats 10 by default', async () => {
    const byName = await run(['report', 'nethack34/curves', '--role', 'wizard']);
    const byId = await run(['report', 'nethack34/curves', '--role', 'WIZ', '--race', 'hum']);
    const spelled = await run([
      'report',
      'nethack34/curves',
      '--role=Wizard',
      '--race=Human',
      '--stat',
      'constitution=10',
      '--stat',
      'wisdom=10',
      '--stat',
      'Intelligence=10',
    ]);
    expect(byName.code).toBe(0);
    expect(byId.stdout).toBe(byName.stdout);
    expect(spelled.stdout).toBe(byName.stdout);
    const human = nethackCurvesReport(
      data,
      computeAdvancement(data, {
        roleId: 'Wiz',
        raceId: 'Hum',
        con: 10,
        wis: 10,
        int: 16,
        regen: {},
      }),
    );
    expect(readCsv(byName.stdout)).toEqual(asCsvCells(human));
  });

  it('writes --out FILE and leaves out the byte-order mark with --no-bom', async () => {
    const result = await run([
      'report',
      'nethack34/curves',
      '--role',
      'Val',
      '--out',
      'val.csv',
      '--no-bom',
    ]);
    expect(result).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect(result.written.get('val.csv')?.startsWith('level,hp_mean')).toBe(true);
  });

  it.each([
    [
      ['--role', 'Wiz', '--race', 'Dwarf'],
      '--race Dwarf: A Wizard must be Human, Elf, Gnome or Orc, not Dwarf',
    ],
    [['--role', 'Knight', '--race', 'elf'], '--race elf: A Knight must be Human, not Elf'],
    [
      ['--race', 'Elf'],
      '--role: REPORT needs a role (or --build NAME), e.g. --role Wiz; choose one of Archeologist (Arc), Barbarian ' +
        '(Bar), Caveman (Cav), Healer (Hea), Knight (Kni), Monk (Mon), Priest (Pri), Rogue (Rog), ' +
        'Ranger (Ran), Samurai (Sam), Tourist (Tou), Valkyrie (Val), Wizard (Wiz)',
    ],
    [
      ['--role', 'Wizzard'],
      '--role Wizzard: unknown role; choose one of Archeologist (Arc), Barbarian (Bar), Caveman ' +
        '(Cav), Healer (Hea), Knight (Kni), Monk (Mon), Priest (Pri), Rogue (Rog), Ranger (Ran), ' +
        'Samurai (Sam), Tourist (Tou), Valkyrie (Val), Wizard (Wiz)',
    ],
    [
      ['--role', 'Wiz', '--race', 'Hobbit'],
      '--race Hobbit: unknown race; choose one of Human (Hum), Elf (Elf), Dwarf (Dwa), ' +
        'Gnome (Gno), Orc (Orc)',
    ],
    [
      ['--role', 'Wiz', '--stat', 'Con=26'],
      '--stat Con=26: Con must be a whole number from 3 to 25',
    ],
    [['--role', 'Wiz', '--stat', 'Int=2'], '--stat Int=2: Int must be a whole number from 3 to 25'],
    [
      ['--role', 'Wiz', '--stat', 'Wis=lots'],
      '--stat Wis=lots: Wis must be a whole number from 3 to 25',
    ],
    [
      ['--role', 'Wiz', '--stat', 'Str=18'],
      '--stat Str=18: unknown stat; choose one of Con, Wis, Int',
    ],
    [['--role', 'Wiz', '--stat', 'Con'], '--stat Con: expected STAT=SCORE, e.g. --stat Con=18'],
    [
      ['--role', 'Wiz', '--stat', 'Con=12', '--stat', 'constitution=14'],
      '--stat constitution=14: Con is given more than once',
    ],
    [
      ['--role', 'Wiz', '--class', 'Wizard'],
      '--class Wizard: REPORT does not take --class; it takes --project, --build, --role, --race, --stat, TAKES--out, --no-bom, --headers',
    ],
    [
      ['--role', 'Wiz', '--level', '12'],
      '--level 12: REPORT does not take --level; it takes --project, --build, --role, --race, --stat, TAKES--out, --no-bom, --headers',
    ],
  ])('%j: exit code 2 and one line naming the flag and the choices', async (flags, line) => {
    // Its own reports and its figure reports (sensitivity, goal) alike.
    for (const report of NETHACK34_CLI.reports) {
      // The sensitivity reads its figure at --level.
      if (flags.includes('--level') && report.options.includes('level')) continue;
      const result = await run(['report', report.name, ...flags]);
      const named = report.name;
      expect(result).toMatchObject({
        code: 2,
        stdout: '',
        // The regeneration report takes the card's conditions too.
        stderr: `${line
          .replaceAll('REPORT', named)
          .replace('TAKES', EXTRA_TAKES[report.name] ?? '')}\n`,
      });
    }
  });

  it("writes regen under the card's conditions, as the screen does for the same build", async () => {
    for (const [flags, regen] of [
      [['--regeneration', '--eye'], { regeneration: true, eyeOfAethiopica: true }],
      [['--load', 'Strained', '--moving'], { encumbrance: 'strained', moving: true }],
      [['--polymorphed', '--sea-monster'], { polymorphed: true, seaMonsterOutOfWater: true }],
      [['--praying'], { praying: true }],
    ] as const) {
      const { code, stdout } = await run([
        'report',
        'nethack34/regen',
        ...ELF_WIZARD_FLAGS,
        ...flags,
      ]);
      expect(code).toBe(0);
      const build = { ...elfWizard, int: 18, regen };
      const rows = computeNethackRegenView(data, build);
      expect(readCsv(stdout)).toEqual(asCsvCells(nethackRegenViewReport(data, build, 18, rows)));
    }
    const eel = await run([
      'report',
      'nethack34/regen',
      '--role',
      'Wiz',
      '--polymorphed',
      '--sea-monster',
    ]);
    const [header, xl1] = readCsv(eel.stdout);
    expect(xl1?.[header?.indexOf('hp_per_1000_turns') ?? -1]).toBe('-1000');
  });

  it("writes one chart's pool with --pool, as each chart exports it", async () => {
    const advancement = computeAdvancement(data, elfWizard);
    for (const pool of ['hp', 'pw'] as const) {
      const { code, stdout } = await run([
        'report',
        'nethack34/curves',
        ...ELF_WIZARD_FLAGS,
        '--pool',
        pool.toUpperCase(),
      ]);
      expect(code).toBe(0);
      const table = nethackCurvesReport(data, { ...advancement }, [pool]);
      expect(readCsv(stdout)).toEqual(asCsvCells(table));
      expect(
        readCsv(stdout)[0]
          ?.slice(1)
          .every((column) => column.startsWith(`${pool}_`)),
      ).toBe(true);
    }
    expect(
      (await run(['report', 'nethack34/curves', '--role', 'Wiz', '--pool', 'mana'])).stderr,
    ).toBe('--pool mana: choose one of hp, pw, both\n');
  });

  it('refuses a sea monster that is not polymorphed, and a load it does not know', async () => {
    expect(
      await run(['report', 'nethack34/regen', '--role', 'Wiz', '--sea-monster']),
    ).toMatchObject({
      code: 2,
      stderr:
        '--sea-monster: only a polymorphed form can be a sea monster; give --polymorphed too\n',
    });
    expect(
      (await run(['report', 'nethack34/regen', '--role', 'Wiz', '--load', 'heavy'])).stderr,
    ).toBe('--load heavy: choose one of unencumbered, burdened, stressed, strained, overtaxed\n');
    // The conditions are regeneration's: the curves do not take them.
    expect((await run(['report', 'nethack34/curves', '--role', 'Wiz', '--praying'])).stderr).toBe(
      '--praying: nethack34/curves does not take --praying; it takes --project, --build, --role, ' +
        '--race, --stat, --pool, --out, --no-bom, --headers\n',
    );
  });

  it('refuses a NetHack flag on a Willpower report', async () => {
    const result = await run(['report', 'willpower/curves', '--role', 'Wiz']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      '--role Wiz: willpower/curves does not take --role; it takes --race, --class, --level, ' +
        '--stat, --item, --talent, --skill, --status, --project, --build, --out, --no-bom, --headers\n',
    );
  });

  it('refuses a Dwarf Wizard however it is spelled', async () => {
    for (const [role, race] of [
      ['Wiz', 'Dwa'],
      ['wizard', 'dwarf'],
      ['WIZARD', 'Dwarf'],
    ] as const) {
      const { code, stderr } = await run([
        'report',
        'nethack34/curves',
        '--role',
        role,
        '--race',
        race,
      ]);
      expect(code).toBe(2);
      expect(stderr).toBe(`--race ${race}: A Wizard must be Human, Elf, Gnome or Orc, not Dwarf\n`);
    }
  });

  it('reads --role into the flags', () => {
    const command = parseCliArgs(['report', 'nethack34/regen', '--role', 'Wiz']);
    expect(command.kind === 'report' && command.flags.one('role')).toEqual({
      value: 'Wiz',
      shown: '--role Wiz',
    });
  });
});

describe('wellspring --help and --list for NetHack', () => {
  it('documents every NetHack report, its columns (the engine’s own) and its flags', async () => {
    const { stdout } = await run(['--help']);
    const list = (await run(['report', '--list'])).stdout;
    for (const report of NETHACK34_REPORTS) {
      expect(stdout).toContain(report.name);
      expect(list).toMatch(new RegExp(`^${report.name}\\s{2,}NetHack 3\\.4: `, 'm'));
      const table = report.make({
        data,
        build: elfWizard,
        int: 18,
        pools: ['hp', 'pw'],
        name: 'Elf Wizard',
        versus: null,
        fit: {
          choices: { pool: 'hp', owner: 'role', field: 'lornd' },
          targets: [{ level: 30, value: 200 }],
        },
        pattern: DEFAULT_NETHACK_PATTERN,
      });
      // A column named after a build is documented with its name as <name>.
      const documented = table.columns.map((column) =>
        column.replace(/^([ab])_elf_wizard_/, '$1_<name>_'),
      );
      expect(report.columns.map((column) => column.name)).toEqual(documented);
      for (const column of documented) {
        expect(stdout).toMatch(new RegExp(`^ {6}${column}\\b`, 'm'));
      }
    }
    // The figure reports (analyses.ts): what each writes is what it documents.
    const figureReports = NETHACK34_CLI.reports.filter(
      (report) => !(NETHACK34_REPORTS as readonly unknown[]).includes(report),
    );
    expect(figureReports.map((report) => report.name)).toEqual([
      'nethack34/sensitivity',
      'nethack34/goal',
    ]);
    for (const report of figureReports) {
      expect(list).toMatch(new RegExp(`^${report.name}\\s{2,}NetHack 3\\.4: `, 'm'));
      const goal = report.name === 'nethack34/goal' ? ['--at-least', '100'] : [];
      const csv = (await run(['report', report.name, '--role', 'Wiz', ...goal])).stdout;
      const header = csv.replace(/^\ufeff/, '').split('\r\n')[0] ?? '';
      expect(report.columns.map((column) => column.name)).toEqual(header.split(','));
      for (const column of header.split(',')) {
        expect(stdout).toMatch(new RegExp(`^ {6}${column}\\b`, 'm'));
      }
    }
    for (const flag of ['--role NAME', '--race NAME', '--stat STAT=SCORE', '--level XL']) {
      expect(stdout).toMatch(new RegExp(`^  ${flag}`, 'm'));
    }
    expect(stdout.replace(/\s+/g, ' ')).toContain('Val: Hum Dwa; Wiz: Hum Elf Gno Orc');
  });
});
