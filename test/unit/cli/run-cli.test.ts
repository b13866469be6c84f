import { defaultEndurancePattern } from '../../../shared/rulesets/willpower/endurance';
import {
  computeAbilityCosts,
  SEED_KILL_SCENARIOS,
} from '../../../shared/rulesets/willpower/casting-economy';
import { describe, expect, it } from 'vitest';
import { CURRENT_FORMAT_VERSION } from '../../../shared/app/project-schema';
import { OPTIONS } from '../../../shared/app/report-catalog';
import { WILLPOWER_REPORTS } from '../../../shared/rulesets/willpower/cli-reports';
import { WILLPOWER_CLI } from '../../../shared/rulesets/willpower/cli';

import { makeDefaultProject } from '../../../shared/app/default-project';
import { computeBuildRegen } from '../../../shared/rulesets/willpower/build-regen';
import type { WillpowerBuild } from '../../../shared/rulesets/willpower/data';
import { makeDefaultWillpowerData, TATHREN } from '../../../shared/rulesets/willpower/defaults';
import { computeHpCurve } from '../../../shared/rulesets/willpower/hp';
import { computeManaCurve } from '../../../shared/rulesets/willpower/max-mana';
import {
  costsReport,
  curvesReport,
  hpCurveReport,
  manaCurveReport,
  regenReport,
} from '../../../shared/rulesets/willpower/reports';
import { customProject } from '../../fixtures/custom-ruleset';
import { asCsvCells, readCsv, run } from './cli-harness';

/** A format newer than this Wellspring reads. */
const NEXT = CURRENT_FORMAT_VERSION + 1;
const data = makeDefaultWillpowerData();
const TATHREN_FLAGS = [
  '--race',
  'Elf',
  '--class',
  'Wizard',
  '--stat',
  'Int=15',
  '--stat',
  'Wil=12',
  '--stat',
  'Pre=10',
];

describe('wellspring report willpower/curves', () => {
  it("writes the seed's Tathren: Level, Max mana, Max HP, with the byte-order mark", async () => {
    const { code, stdout, stderr } = await run(['report', 'willpower/curves', ...TATHREN_FLAGS]);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout.startsWith('\ufefflevel,max_mana,max_hp\r\n1,18,5\r\n2,26,7\r\n')).toBe(true);
  });

  it("is the engine's own table, and its columns are the UI's mana and HP tables", async () => {
    const { stdout } = await run(['report', 'willpower/curves', ...TATHREN_FLAGS]);
    const mana = computeManaCurve(data, TATHREN);
    const hp = computeHpCurve(data, TATHREN);
    const cells = readCsv(stdout);
    expect(cells).toEqual(asCsvCells(curvesReport(TATHREN, mana, hp)));
    expect(cells.map((row) => [row[0], row[1]])).toEqual(
      asCsvCells(manaCurveReport(TATHREN, mana)),
    );
    expect(cells.map((row) => [row[0], row[2]])).toEqual(asCsvCells(hpCurveReport(TATHREN, hp)));
    expect(cells).toHaveLength(data.rules.maxLevel + 1);
  });

  it('counts items, talents from the level taken, and trained skills', async () => {
    const build: WillpowerBuild = {
      ...TATHREN,
      raceId: 'half-elf',
      classId: 'witch',
      level: 7,
      stats: { int: 14, wil: 16, pre: 9, con: 13 },
      itemIds: ['ring-of-mana', 'ring-of-mana'],
      talents: [{ talentId: 'deep-well', takenAtLevel: 4 }],
      skills: [{ skillId: 'concentration', trained: true, value: 100 }],
    };
    const { code, stdout } = await run([
      'report',
      'willpower/curves',
      '--race',
      'half-elf',
      '--class',
      'WITCH',
      '--level',
      '7',
      '--stat',
      'int=14',
      '--stat',
      'Willpower=16',
      '--stat',
      'Pre=9',
      '--stat',
      'Con=13',
      '--item',
      'Ring of mana (+5)',
      '--item',
      'ring-of-mana',
      '--talent',
      'deep well@4',
      '--skill',
      'Concentration=100',
    ]);
    expect(code).toBe(0);
    const table = curvesReport(build, computeManaCurve(data, build), computeHpCurve(data, build));
    expect(readCsv(stdout)).toEqual(asCsvCells(table));
  });

  it('takes a talent without @LEVEL at level 1', async () => {
    const { stdout } = await run(['report', 'willpower/curves', '--talent', 'Deep well']);
    const build = { ...TATHREN, talents: [{ talentId: 'deep-well', takenAtLevel: 1 }] };
    expect(readCsv(stdout)[1]).toEqual([
      '1',
      String(computeManaCurve(data, build).points[0]?.maxMana),
      '5',
    ]);
    expect(readCsv(stdout)[1]?.[1]).toBe('20');
  });

  it('leaves out the byte-order mark with --no-bom', async () => {
    const { stdout } = await run(['report', 'willpower/curves', '--no-bom']);
    expect(stdout.startsWith('level,max_mana,max_hp\r\n')).toBe(true);
  });

  it('heads the columns with the screen’s words with --headers names, ids by default', async () => {
    const ids = await run(['report', 'willpower/curves', '--no-bom']);
    const names = await run(['report', 'willpower/curves', '--no-bom', '--headers', 'Names']);
    expect(names.code).toBe(0);
    expect(names.stdout.startsWith('Level,Max mana,Max HP\r\n')).toBe(true);
    // Only the header row differs.
    expect(names.stdout.split('\r\n').slice(1)).toEqual(ids.stdout.split('\r\n').slice(1));
    expect((await run(['report', 'willpower/curves', '--headers', 'ids'])).stdout).toBe(
      (await run(['report', 'willpower/curves'])).stdout,
    );
    const wrong = await run(['report', 'willpower/curves', '--headers', 'words']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--headers words: choose one of ids, names');
  });
});

describe('wellspring report willpower/regen', () => {
  it("is the UI's regeneration table under the --status conditions", async () => {
    const { code, stdout } = await run([
      'report',
      'willpower/regen',
      '--status',
      'Resting',
      '--status',
      'poisoned',
      '--skill',
      'Concentration=100',
    ]);
    expect(code).toBe(0);
    const build = { ...TATHREN, skills: [{ skillId: 'concentration', trained: true, value: 100 }] };
    const regen = computeBuildRegen(data, build, { statusIds: ['resting', 'poisoned'] });
    expect(readCsv(stdout)).toEqual(asCsvCells(regenReport(build, regen)));
    expect(readCsv(stdout)[0]).toEqual([
      'level',
      'max_mana',
      'seconds_per_point',
      'seconds_from_empty_to_full',
      'minutes_from_empty_to_full',
    ]);
  });

  it('writes "never" when mana does not come back', async () => {
    const { stdout } = await run(['report', 'willpower/regen', '--status', 'Starving']);
    expect(readCsv(stdout)[1]).toEqual(['1', '18', 'never', 'never', 'never']);
  });

  it("without conditions is Tathren's usual pace: a point every 216 s", async () => {
    const { stdout } = await run(['report', 'willpower/regen']);
    expect(readCsv(stdout)[1]).toEqual(['1', '18', '216', '3888', '64.8']);
  });
});

describe('wellspring report willpower/costs', () => {
  it('lists every ability with its cut and cost, from the items worn and talents taken', async () => {
    const { code, stdout } = await run([
      'report',
      'willpower/costs',
      '--talent',
      'Frugal caster',
      '--item',
      'Ring of Thrift (10%)',
    ]);
    expect(code).toBe(0);
    expect(readCsv(stdout).map((row) => row.slice(0, 5))).toEqual([
      ['ability', 'kind', 'base_cost', 'cut_percent', 'effective_cost'],
      ['Burning hands', 'spell', '6', '30', '4'],
    ]);
  });

  it("is the engine's costsReport, clamped at half off", async () => {
    const argv = ['report', 'willpower/costs', '--talent', 'frugal-caster'];
    const items = ['--item', 'Charm of Thrift (20%)', '--item', 'Charm of Thrift (20%)'];
    const { stdout } = await run([...argv, ...items]);
    const build = {
      ...TATHREN,
      itemIds: ['charm-of-thrift', 'charm-of-thrift'],
      talents: [{ talentId: 'frugal-caster', takenAtLevel: 1 }],
    };
    expect(readCsv(stdout)).toEqual(
      asCsvCells(costsReport(build, computeAbilityCosts(data, build))),
    );
    expect(readCsv(stdout)[1]?.slice(0, 5)).toEqual(['Burning hands', 'spell', '6', '50', '3']);
  });

  it('counts a talent only from the level it is taken: --level matters', async () => {
    const argv = ['report', 'willpower/costs', '--talent', 'Frugal caster@5'];
    expect(readCsv((await run([...argv, '--level', '4'])).stdout)[1]?.[4]).toBe('6');
    expect(readCsv((await run([...argv, '--level', '5'])).stdout)[1]?.[4]).toBe('5');
  });
});

describe('wellspring report: names and numbers it refuses', () => {
  const races = data.races.map((race) => race.name).join(', ');
  const items = data.items.map((item) => item.name).join(', ');
  const talents = data.talents.map((talent) => talent.name).join(', ');
  const statuses = data.statuses.map((status) => status.name).join(', ');
  const classes = data.classes.map((cls) => cls.name).join(', ');

  it.each([
    [['--race', 'Orc'], `--race Orc: unknown race; choose one of ${races}`],
    [['--class', 'Necromancer'], `--class Necromancer: unknown class; choose one of ${classes}`],
    [['--item', 'Ring of mana'], `--item "Ring of mana": unknown item; choose one of ${items}`],
    [['--talent', 'Deep wel'], `--talent "Deep wel": unknown talent; choose one of ${talents}`],
    [['--talent', 'Nope@3'], `--talent Nope@3: unknown talent; choose one of ${talents}`],
    [
      ['--talent', 'Deep well@61'],
      '--talent "Deep well@61": Deep well must be taken at a level from 1 to 60',
    ],
    [
      ['--talent', 'Deep well@soon'],
      '--talent "Deep well@soon": Deep well must be taken at a level from 1 to 60',
    ],
    [
      ['--talent', 'Deep well', '--talent', 'deep-well@4'],
      '--talent deep-well@4: Deep well is given more than once; a talent is taken once',
    ],
    [['--status', 'Sleepy'], `--status Sleepy: unknown status; choose one of ${statuses}`],
    [['--stat', 'Int=abc'], '--stat Int=abc: Intelligence must be a whole number from 1 to 30'],
    [['--stat', 'Wil=31'], '--stat Wil=31: Willpower must be a whole number from 1 to 30'],
    [['--stat', 'Pre=12.5'], '--stat Pre=12.5: Presence must be a whole number from 1 to 30'],
    [['--stat', 'Con=0'], '--stat Con=0: Constitution must be a whole number from 1 to 30'],
    [['--stat', 'Str=10'], '--stat Str=10: unknown stat; choose one of Int, Wil, Pre, Con'],
    [['--stat', 'Int'], '--stat Int: expected STAT=SCORE, e.g. --stat Int=15'],
    [['--stat', 'Int=15', '--stat', 'int=16'], '--stat int=16: Int is given more than once'],
    [['--level', '0'], '--level 0: Level must be a whole number from 1 to 60'],
    [['--level', '-1'], '--level -1: Level must be a whole number from 1 to 60'],
    [['--level', 'ten'], '--level ten: Level must be a whole number from 1 to 60'],
    [['--level', '0x10'], '--level 0x10: Level must be a whole number from 1 to 60'],
    [
      ['--skill', 'Concentration=1001'],
      '--skill Concentration=1001: Concentration must be a whole number from 0 to 1000',
    ],
    [
      ['--skill', 'Concentration=lots'],
      '--skill Concentration=lots: Concentration must be a whole number from 0 to 1000',
    ],
    [
      ['--skill', 'Concentration'],
      '--skill Concentration: expected NAME=VALUE, e.g. --skill Concentration=100',
    ],
    [['--skill', 'Juggling=5'], '--skill Juggling=5: unknown skill; choose one of Concentration'],
    [['--build', 'Mirel'], '--build Mirel: unknown build; choose one of Tathren'],
  ])('%j: exit code 2 and one line naming the flag and the choices', async (flags, line) => {
    // Its own reports and its figure reports (sensitivity, goal) alike.
    for (const report of WILLPOWER_CLI.reports) {
      const result = await run(['report', report.name, ...flags]);
      expect(result).toMatchObject({ code: 2, stdout: '', stderr: `${line}\n` });
    }
  });

  it("reports one issue, the engine's first, when several flags are bad", async () => {
    const { stderr } = await run([
      'report',
      'willpower/curves',
      '--stat',
      'Int=0',
      '--level',
      '99',
    ]);
    expect(stderr).toBe('--level 99: Level must be a whole number from 1 to 60\n');
  });
});

describe('wellspring report --project', () => {
  function projectWith(builds: readonly WillpowerBuild[]): string {
    const project = makeDefaultProject();
    return JSON.stringify({ ...project, willpower: { ...project.willpower, builds } });
  }
  const mirel: WillpowerBuild = {
    ...TATHREN,
    id: 'mirel',
    name: 'Mirel',
    raceId: 'gnome',
    classId: 'priest',
    stats: { int: 12, wil: 16, pre: 13, con: 11 },
  };

  it('takes the first build by default, another with --build in any case', async () => {
    const files = { 'p.json': projectWith([TATHREN, mirel]) };
    const first = await run(['report', 'willpower/curves', '--project', 'p.json'], files);
    expect(readCsv(first.stdout)[1]).toEqual(['1', '18', '5']);
    const chosen = await run(
      ['report', 'willpower/curves', '--project', 'p.json', '--build', 'MIREL'],
      files,
    );
    expect(chosen.code).toBe(0);
    const table = curvesReport(mirel, computeManaCurve(data, mirel), computeHpCurve(data, mirel));
    expect(readCsv(chosen.stdout)).toEqual(asCsvCells(table));
  });

  it("lets flags change the project's build", async () => {
    const files = { 'p.json': projectWith([mirel]) };
    const { stdout } = await run(
      ['report', 'willpower/curves', '--project', 'p.json', '--stat', 'Int=15', '--race', 'Elf'],
      files,
    );
    const build = { ...mirel, raceId: 'elf', stats: { ...mirel.stats, int: 15 } };
    expect(readCsv(stdout)[1]?.[1]).toBe(String(computeManaCurve(data, build).points[0]?.maxMana));
  });

  it("uses the project's own data: its names, its numbers", async () => {
    const project = makeDefaultProject();
    const orc = {
      id: 'orc',
      name: 'Orc',
      mana: 7,
      hp: 9,
      typicalStats: { int: 10, wil: 10, pre: 10, con: 10 },
    };
    const data = { ...project.willpower.data, races: [orc] };
    const withBuild = (raceId: string) =>
      `\ufeff${JSON.stringify({ ...project, willpower: { data, builds: [{ ...TATHREN, raceId }] } })}`;
    const files = { 'p.json': withBuild('orc') };
    const { code, stdout } = await run(
      ['report', 'willpower/curves', '--project', 'p.json', '--race', 'orc'],
      files,
    );
    expect(code).toBe(0);
    expect(readCsv(stdout)[1]).toEqual(['1', String(7 + 12 + 2 + 1), String(9 + 4)]);
    const elf = await run(['report', 'willpower/curves', '--project', 'p.json'], {
      'p.json': withBuild('elf'),
    });
    expect(elf.stderr).toBe(
      '--project p.json: willpower.builds[0].raceId: There is no race "elf"\n',
    );
    expect(elf.code).toBe(2);
  });

  it('refuses a project with a bad build in it, naming the field, whatever the flags', async () => {
    const files = { 'p.json': projectWith([{ ...TATHREN, stats: { ...TATHREN.stats, int: 99 } }]) };
    const line =
      '--project p.json: willpower.builds[0].stats.int: ' +
      'Intelligence must be a whole number from 1 to 30\n';
    const bad = await run(['report', 'willpower/costs', '--project', 'p.json'], files);
    expect(bad).toMatchObject({ code: 2, stderr: line });
    const flagged = await run(
      ['report', 'willpower/costs', '--project', 'p.json', '--stat', 'Int=15'],
      files,
    );
    expect(flagged).toMatchObject({ code: 2, stderr: line });
  });

  function parseMessage(text: string): string {
    try {
      JSON.parse(text);
    } catch (error) {
      return (error as Error).message;
    }
    return '';
  }

  it.each([
    [
      '{"formatVersion": 1,',
      `--project p.json: not JSON (${parseMessage('{"formatVersion": 1,')})`,
    ],
    ['[1, 2]', '--project p.json: not a Wellspring project (expected a JSON object)'],
    ['{}', '--project p.json: not a Wellspring project (no formatVersion)'],
    [
      `{"formatVersion": ${NEXT}}`,
      `--project p.json: formatVersion: ${NEXT} is a newer format than this Wellspring reads ` +
        `(up to ${CURRENT_FORMAT_VERSION}): open it with a newer Wellspring`,
    ],
    [
      '{"formatVersion": "1"}',
      '--project p.json: formatVersion: must be a whole number (this Wellspring reads 1 to ' +
        `${CURRENT_FORMAT_VERSION}), not "1"`,
    ],
    ['{"formatVersion": 1}', '--project p.json: willpower: is missing (and 1 more)'],
    [
      JSON.stringify({ formatVersion: 1, willpower: { builds: [] } }),
      '--project p.json: willpower.data: is missing (and 1 more)',
    ],
    [
      JSON.stringify({ formatVersion: 1, willpower: { data: { ...data, races: 3 }, builds: [] } }),
      '--project p.json: willpower.data.races: must be a list, not 3 (and 1 more)',
    ],
    [
      JSON.stringify({ ...makeDefaultProject(), willpower: { data, builds: [] } }),
      '--project p.json: has no willpower builds',
    ],
    [
      JSON.stringify({ formatVersion: 2, willpower: { data } }),
      '--project p.json: willpower.builds: is missing (and 3 more)',
    ],
    [
      JSON.stringify({
        ...makeDefaultProject(),
        willpower: { data, builds: [TATHREN, { ...TATHREN, skills: undefined }] },
      }),
      '--project p.json: willpower.builds[1].skills: is missing',
    ],
  ])('refuses %s with exit code 2 and one line', async (text, line) => {
    const result = await run(['report', 'willpower/curves', '--project', 'p.json'], {
      'p.json': text,
    });
    expect(result).toMatchObject({ code: 2, stdout: '', stderr: `${line}\n` });
  });

  it('says when it cannot read the file', async () => {
    const result = await run(['report', 'willpower/curves', '--project', 'gone.json']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      "--project gone.json: cannot read it (ENOENT: no such file or directory, open 'gone.json')\n",
    );
  });

  it('refuses rules the engine could not use before any report runs', async () => {
    const project = makeDefaultProject();
    const rules = {
      ...project.willpower.data.rules,
      costs: { maxCutPercent: 150, minimumCost: 1 },
    };
    const changed = {
      ...project,
      willpower: { ...project.willpower, data: { ...project.willpower.data, rules } },
    };
    const result = await run(['report', 'willpower/costs', '--project', 'p.json'], {
      'p.json': JSON.stringify(changed),
    });
    expect(result).toMatchObject({
      code: 2,
      stdout: '',
      stderr:
        '--project p.json: willpower.data.rules.costs.maxCutPercent: ' +
        'must be a whole number from 0 to 100\n',
    });
  });
});

describe('wellspring report --out', () => {
  it('writes the CSV to the file, not to stdout', async () => {
    const { code, stdout, written } = await run([
      'report',
      'willpower/curves',
      '--out',
      'tathren.csv',
    ]);
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(
      written.get('tathren.csv')?.startsWith('\ufefflevel,max_mana,max_hp\r\n1,18,5\r\n'),
    ).toBe(true);
  });

  it('exits 1 with one line naming --out when the file cannot be written', async () => {
    const result = await run(
      ['report', 'willpower/curves', '--out', 'no/such/dir.csv'],
      {},
      {
        writeFile: async () => {
          throw new Error("ENOENT: no such file or directory,\nopen 'no/such/dir.csv'");
        },
      },
    );
    expect(result).toMatchObject({
      code: 1,
      stdout: '',
      stderr:
        "--out no/such/dir.csv: cannot write it (ENOENT: no such file or directory, open 'no/such/dir.csv')\n",
    });
  });
});

describe('wellspring report --list and --help', () => {
  it('lists one report per line with a short description', async () => {
    const { code, stdout } = await run(['report', '--list']);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines.map((line) => line.split(/\s+/)[0])).toEqual([
      'willpower/curves',
      'willpower/regen',
      'willpower/costs',
      'willpower/casting',
      'willpower/kills',
      'willpower/training',
      'willpower/pool',
      'willpower/side-by-side',
      'willpower/endurance',
      'willpower/fit',
      'willpower/sensitivity',
      'willpower/goal',
      'nethack34/curves',
      'nethack34/hp-distribution',
      'nethack34/pw-distribution',
      'nethack34/regen',
      'nethack34/side-by-side',
      'nethack34/fit',
      'nethack34/endurance',
      'nethack34/sensitivity',
      'nethack34/goal',
      'dcss/regen',
      'dcss/rate',
      'dcss/fit',
      'dcss/endurance',
      'dcss/sensitivity',
      'dcss/goal',
      'quest/dispel-odds',
      'quest/budget',
      'quest/realms',
      'quest/targets',
      'quest/sensitivity',
      'quest/goal',
      'mage2e/cast',
      'mage2e/figures',
      'mage2e/anomalies',
      'mage2e/sensitivity',
      'mage2e/goal',
      'compare/regen',
      'compare/endurance',
      'willpower/grid',
      'nethack34/grid',
      'dcss/grid',
      'quest/grid',
      'mage2e/grid',
      'custom/curves',
      'custom/check',
      'custom/sensitivity',
      'custom/goal',
      'custom/grid',
      'custom/side-by-side',
      'custom/fit',
      'custom/explain',
      'dice/pool',
    ]);
    for (const line of lines) expect(line).toMatch(/^\S+\s{2,}\S.{10,}$/);
  });

  it("documents every report, every column (the engine's own) and every flag", async () => {
    const { code, stdout } = await run(['report', '--help']);
    expect(code).toBe(0);
    expect((await run(['--help'])).stdout).toBe(stdout);
    for (const report of WILLPOWER_REPORTS) {
      expect(stdout).toContain(report.name);
      const table = report.make({
        data,
        build: TATHREN,
        statusIds: [],
        abilityId: 'burning-hands',
        killScenarios: SEED_KILL_SCENARIOS,
        events: [],
        versus: null,
        pattern: defaultEndurancePattern(data),
        fit: { choices: { column: 'class-mana' }, targets: [{ level: 60, value: 500 }] },
      });
      // A column named after a build is documented with its name as <name>.
      const documented = table.columns.map((column) =>
        column.replace(/^([ab])_tathren_/, '$1_<name>_'),
      );
      expect(report.columns.map((column) => column.name)).toEqual(documented);
      for (const column of documented)
        expect(stdout).toMatch(new RegExp(`^ {6}${column}(\\s|$)`, 'm'));
    }
    // The figure reports (analyses.ts): what each writes is what it documents.
    const figureReports = WILLPOWER_CLI.reports.filter(
      (report) => !(WILLPOWER_REPORTS as readonly unknown[]).includes(report),
    );
    expect(figureReports.map((report) => report.name)).toEqual([
      'willpower/sensitivity',
      'willpower/goal',
    ]);
    for (const report of figureReports) {
      expect(stdout).toContain(report.name);
      const goal = report.name === 'willpower/goal' ? ['--at-least', '300'] : [];
      const csv = (await run(['report', report.name, ...goal])).stdout;
      const header = csv.replace(/^\ufeff/, '').split('\r\n')[0] ?? '';
      expect(report.columns.map((column) => column.name)).toEqual(header.split(','));
      for (const column of header.split(','))
        expect(stdout).toMatch(new RegExp(`^ {6}${column}(\\s|$)`, 'm'));
    }
    for (const name of Object.keys(OPTIONS)) expect(stdout).toContain(`--${name}`);
    expect(stdout).toContain('--talent NAME[@LEVEL]');
    expect(stdout).toContain('.wellspring.json');
  });

  it('names every CSV column one way: lower case words joined by "_" (the --help convention)', async () => {
    const { stdout } = await run(['report', '--list']);
    const names = stdout
      .trimEnd()
      .split('\n')
      .map((line) => line.split(/\s+/)[0] ?? '');
    /** The least each report needs; the built-in project's first build otherwise. */
    const needs: Readonly<Record<string, readonly string[]>> = {
      'nethack34/curves': ['--role', 'Wiz'],
      'nethack34/hp-distribution': ['--role', 'Wiz'],
      'nethack34/pw-distribution': ['--role', 'Wiz'],
      'nethack34/regen': ['--role', 'Wiz'],
      'nethack34/sensitivity': ['--role', 'Wiz'],
      'nethack34/side-by-side': ['--role', 'Wiz'],
      'nethack34/goal': ['--role', 'Wiz', '--at-least', '100'],
      'nethack34/fit': ['--role', 'Wiz', '--target', '30=200'],
      'nethack34/endurance': ['--role', 'Wiz'],
      'dcss/regen': ['--mhp', '90'],
      'dcss/rate': ['--mhp', '90'],
      'dcss/sensitivity': ['--mhp', '90'],
      'dcss/goal': ['--mhp', '90', '--at-most', '2'],
      'dcss/fit': ['--target', '27=250'],
      'dice/pool': ['--dice', '5'],
      'willpower/side-by-side': ['--race', 'Gnome'],
      'willpower/goal': ['--at-least', '300'],
      'quest/goal': ['--at-least', '9'],
      'mage2e/goal': ['--at-least', '80'],
      'willpower/fit': ['--target', '60=500'],
      'custom/curves': ['--project', 'custom.json'],
      'custom/check': ['--project', 'custom.json'],
      'custom/sensitivity': ['--project', 'custom.json'],
      'custom/goal': ['--project', 'custom.json', '--at-least', '12'],
      'custom/explain': ['--project', 'custom.json'],
      'custom/side-by-side': ['--project', 'custom.json'],
      'custom/fit': [
        '--project',
        'custom.json',
        '--table',
        'class',
        '--column',
        'mana',
        '--target',
        '1=20',
      ],
      'custom/grid': ['--project', 'custom.json', '--with-scores'],
    };
    const files = { 'custom.json': JSON.stringify(customProject()) };
    for (const name of names) {
      const { code, stdout: csv } = await run(['report', name, ...(needs[name] ?? [])], files);
      expect(code, name).toBe(0);
      const header = csv.replace(/^\ufeff/, '').split('\r\n')[0] ?? '';
      for (const column of header.split(','))
        expect(column, name).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
    }
  });

  it('keeps every help line within 100 characters', async () => {
    const { stdout } = await run(['--help']);
    for (const line of stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
  });

  it('writes --out - to the standard output, and names an empty --out', async () => {
    const dash = await run(['report', 'willpower/curves', '--out', '-']);
    expect(dash.code).toBe(0);
    expect(dash.stdout.startsWith('\ufefflevel,max_mana,max_hp\r\n')).toBe(true);
    expect(dash.written.size).toBe(0);
    const empty = await run(['report', 'willpower/curves', '--out', '']);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toBe(
      '--out "": the file name is empty; give one, or --out - for the standard output\n',
    );
    expect(empty.written.size).toBe(0);
  });

  it('does not echo a huge flag value back whole', async () => {
    const { code, stderr } = await run([
      'report',
      'willpower/curves',
      '--race',
      'y'.repeat(100_000),
    ]);
    expect(code).toBe(2);
    expect(stderr.length).toBeLessThan(1000);
    expect(stderr).toContain('(100000 characters)');
  });
});

describe('wellspring report willpower/casting, kills and training', () => {
  it('prices the kills given as the Add a kill form makes them, or the seed’s examples', async () => {
    const seed = readCsv((await run(['report', 'willpower/kills'])).stdout);
    expect(seed[0]).toEqual(['kill', 'mana_gained', 'mana_after', 'how', 'why_nothing']);
    expect(seed.slice(1).map((row) => row[0])).toEqual(SEED_KILL_SCENARIOS.map((s) => s.label));
    const { code, stdout } = await run([
      'report',
      'willpower/kills',
      '--class',
      'Witch',
      '--level',
      '20',
      '--kill',
      'spell:3,1:12',
      '--kill',
      'someone else:9,9:30:hexed',
    ]);
    expect(code).toBe(0);
    const rows = readCsv(stdout);
    expect(rows[1]?.slice(0, 2)).toEqual(['Your spell, 3 across and 1 aside, level 12', '0']);
    // Malison pays a witch of level 18+ half the creature's level for a hexed death, at any distance.
    expect(rows[2]?.slice(0, 2)).toEqual([
      'Someone else, 9 across and 9 aside, level 30, hexed',
      '15',
    ]);
  });

  it('refuses a kill where the form refuses it, with the form’s words', async () => {
    const far = await run(['report', 'willpower/kills', '--kill', 'spell:3,61']);
    expect(far.code).toBe(2);
    expect(far.stderr).toBe('--kill spell:3,61: across and aside: from −50 to 50 cells\n');
    const old = await run(['report', 'willpower/kills', '--kill', 'blow:1,0:101']);
    expect(old.stderr).toBe('--kill blow:1,0:101: creature level: from 0 to 100\n');
    const bad = await run(['report', 'willpower/kills', '--kill', 'spell:3']);
    expect(bad.stderr).toBe(
      '--kill spell:3: expected CAUSE:DX,DY[:LEVEL][:hexed], e.g. --kill spell:3,1:12\n',
    );
    const who = await run(['report', 'willpower/kills', '--kill', 'fire:1,1']);
    expect(who.stderr).toMatch(/^--kill fire:1,1: unknown cause; choose one of Your blow, /);
    const flag = await run(['report', 'willpower/costs', '--kill', 'spell:1,1']);
    expect(flag.code).toBe(2);
  });

  it('projects training for the --ability, and an hour of casting under --status', async () => {
    const { code, stdout } = await run([
      'report',
      'willpower/training',
      '--skill',
      'Concentration=0',
      '--ability',
      'burning HANDS',
    ]);
    expect(code).toBe(0);
    const rows = readCsv(stdout);
    expect(rows[1]).toEqual(['1', '5', '30', '3', '18', '216', '0.5', '0', '0']);
    const unknown = await run(['report', 'willpower/training', '--ability', 'Fireball']);
    expect(unknown.stderr).toBe(
      '--ability Fireball: unknown ability; choose one of Burning hands\n',
    );
    const resting = readCsv(
      (await run(['report', 'willpower/casting', '--status', 'Resting'])).stdout,
    );
    expect(resting[1]).toEqual(['Burning hands', '6', '8', '5']);
  });

  it('plays Mana now event by event, as the screen’s buttons do, and refuses what it cannot', async () => {
    const { code, stdout } = await run([
      'report',
      'willpower/pool',
      '--talent',
      'Blood magic',
      '--level',
      '3',
      '--event',
      'cast:Burning hands',
      '--event',
      'wait:10',
      '--event',
      'blood-magic',
      '--event',
      'refill',
    ]);
    expect(code).toBe(0);
    const rows = readCsv(stdout);
    expect(rows[0]).toEqual(['step', 'event', 'mana', 'max_mana', 'hp', 'max_hp', 'message']);
    const { points } = computeHpCurve(data, { ...TATHREN, level: 3 });
    const maxHp = String(points[2]?.maxHp);
    expect(rows.slice(1).map((row) => row.slice(0, 6))).toEqual([
      ['1', 'Cast Burning hands', '28', '34', maxHp, maxHp],
      ['2', 'Wait 10 min', '30', '34', maxHp, maxHp],
      ['3', 'Blood magic', '33', '34', String(Number(maxHp) - 5), maxHp],
      ['4', 'Refill', '34', '34', maxHp, maxHp],
    ]);
    const wait = await run(['report', 'willpower/pool', '--event', 'wait:0']);
    expect(wait.stderr).toBe('--event wait:0: Minutes must be from 1 to 1440\n');
    const blood = await run(['report', 'willpower/pool', '--event', 'blood-magic']);
    expect(blood.stderr).toBe(
      '--event blood-magic: the build has not taken a talent that gives Blood magic by its level\n',
    );
  });
});
