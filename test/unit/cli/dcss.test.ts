/** `wellspring report dcss/regen`: the DCSS simulation report, its flags and their errors. */
import { DEFAULT_DCSS_PATTERN } from '../../../shared/rulesets/dcss/endurance';
import { describe, expect, it } from 'vitest';
import { DEMONSPAWN_BERSERKER, makeDefaultDcssData } from '../../../shared/rulesets/dcss/defaults';
import { computeDcssRegenView } from '../../../shared/rulesets/dcss/regen-view';
import { dcssRateReport, dcssSimulationReport } from '../../../shared/rulesets/dcss/reports';
import { DEFAULT_DCSS_BUILD } from '../../../shared/rulesets/dcss/defaults';
import { parseCliArgs } from '../../../src-main/cli/parse-args';
import { DCSS_REPORTS } from '../../../shared/rulesets/dcss/cli-reports';

import { asCsvCells, readCsv, run } from './cli-harness';

const data = makeDefaultDcssData();
/** The seed's plain build at 90 MHP with the regeneration mutation 1, as the flags make it. */
const PLAIN_90_MUTATION_1 = {
  ...DEFAULT_DCSS_BUILD,
  id: 'cli',
  name: 'Command line',
  maxHp: 90,
  mutation: 1,
};

/** The CSV's rows as objects, one value per column, numbers as numbers. */
function records(csv: string): Record<string, number>[] {
  const [header = [], ...rows] = readCsv(csv);
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, Number(row[i])])));
}

const DCSS_FLAGS_TAKEN =
  '--project, --build, --mhp, --rings, --troll-leather, --moon-troll-leather, --mutation, --spell, --trogs-hand, ' +
  '--corpses, --pbd-rank, --slow-healing, --monster-in-sight, --troll, --action-auts, ' +
  '--walking, --start-hp, --turns, --out, --no-bom, --headers';

describe('wellspring report dcss/regen', () => {
  it('--mhp 90 --mutation 1: BRR 25, TRR 45, 1 HP on turns 3, 5, 7, 9, with the carry', async () => {
    const { code, stdout, stderr } = await run([
      'report',
      'dcss/regen',
      '--mhp',
      '90',
      '--mutation',
      '1',
      '--turns',
      '100',
    ]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout.startsWith('\ufeffturn,brr,trr,hp_before,points_gained,hp_gained,')).toBe(true);
    const rows = records(stdout);
    expect(rows).toHaveLength(100);
    for (const row of rows) expect(row).toMatchObject({ brr: 25, trr: 45, points_gained: 45 });
    expect(rows.slice(0, 10).map((row) => row.hp_gained)).toEqual([0, 0, 1, 0, 1, 0, 1, 0, 1, 0]);
    expect(rows.slice(0, 10).map((row) => row.points_carried)).toEqual([
      45, 90, 35, 80, 25, 70, 15, 60, 5, 50,
    ]);
    expect(rows[0]).toMatchObject({ turn: 1, hp_before: 1, hp_after: 1 });
    // 100 turns × 45 = 4500 points: 45 HP, nothing carried.
    expect(rows.at(-1)).toMatchObject({ turn: 100, hp_after: 46, points_carried: 0 });
  });

  it('writes the seed’s Demonspawn Berserker as the engine table, Powered by Death ending', async () => {
    const { code, stdout } = await run([
      'report',
      'dcss/regen',
      '--mhp',
      '543',
      '--rings',
      '2',
      '--moon-troll-leather',
      '--mutation',
      '3',
      '--spell',
      '--trogs-hand',
      '--pbd-rank',
      '1',
      '--corpses',
      '7',
      '--turns',
      '20',
    ]);
    expect(code).toBe(0);
    const simulation = { startHp: 1, turns: 20 };
    const view = computeDcssRegenView(data, DEMONSPAWN_BERSERKER, simulation);
    expect(readCsv(stdout)).toEqual(asCsvCells(dcssSimulationReport(DEMONSPAWN_BERSERKER, view)));
    const rows = records(stdout);
    expect(rows[0]).toMatchObject({ brr: 100, trr: 1220, hp_gained: 12, points_carried: 20 });
    expect(rows[16]?.trr).toBe(1220);
    expect(rows[17]?.trr).toBe(520);
  });

  it("writes the build's rate as the Regeneration panel shows it (dcss/rate)", async () => {
    const { code, stdout } = await run(['report', 'dcss/rate', '--mhp', '90', '--mutation', '1']);
    expect(code).toBe(0);
    const build = PLAIN_90_MUTATION_1;
    const view = computeDcssRegenView(data, build, { startHp: 1, turns: 30 });
    expect(readCsv(stdout)).toEqual(asCsvCells(dcssRateReport(build, data.rules, view.atBuild)));
    const rows = new Map(readCsv(stdout).map((row) => [row[0], row[1]]));
    expect([rows.get('brr'), rows.get('trr'), rows.get('rate')]).toEqual([
      '25',
      '45',
      '1 HP every 2.2 turns',
    ]);
  });

  it('halves under Slow Healing with a monster in sight, but not Trog’s Hand', async () => {
    const { stdout } = await run([
      'report',
      'dcss/regen',
      '--mhp=90',
      '--troll-leather',
      '--slow-healing',
      '1',
      '--monster-in-sight',
      '--trogs-hand',
      '--turns',
      '1',
    ]);
    expect(records(stdout)).toEqual([
      {
        turn: 1,
        brr: 25,
        trr: 132,
        hp_before: 1,
        points_gained: 132,
        hp_gained: 1,
        points_carried: 32,
        hp_after: 2,
      },
    ]);
  });

  it('scales the points with --action-auts, and caps --walking at 10 auts', async () => {
    const base = ['report', 'dcss/regen', '--mhp', '90', '--mutation', '1', '--turns', '2'];
    const short = records((await run([...base, '--action-auts', '5'])).stdout);
    expect(short.map((row) => row.points_gained)).toEqual([22, 22]);
    const slow = records((await run([...base, '--action-auts', '14'])).stdout);
    expect(slow.map((row) => row.points_gained)).toEqual([63, 63]);
    const walk = records((await run([...base, '--action-auts', '14', '--walking'])).stdout);
    expect(walk.map((row) => row.points_gained)).toEqual([45, 45]);
  });

  it('starts from --start-hp and stops gaining at max (the seed: the carry still moves)', async () => {
    const { stdout } = await run([
      'report',
      'dcss/regen',
      '--mhp',
      '30',
      '--troll-leather',
      '--start-hp',
      '29',
      '--turns',
      '4',
      '--no-bom',
    ]);
    expect(stdout.startsWith('turn,')).toBe(true);
    expect(records(stdout).map((row) => [row.hp_after, row.points_carried])).toEqual([
      [29, 50],
      [30, 0],
      [30, 50],
      [30, 0],
    ]);
  });

  it('gives a Troll the troll leather bonus (the seed) and writes --out FILE', async () => {
    const result = await run([
      'report',
      'dcss/regen',
      '--mhp',
      '30',
      '--troll',
      '--troll-leather',
      '--turns',
      '1',
      '--out',
      'troll.csv',
    ]);
    expect(result).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect(records(result.written.get('troll.csv') ?? '')[0]?.trr).toBe(50);
  });

  it.each([
    [[], '--mhp: dcss/regen needs the max HP (or --build NAME), e.g. --mhp 90'],
    [['--mhp', '0'], '--mhp 0: the max HP must be a whole number from 1 to 9999'],
    [['--mhp', 'lots'], '--mhp lots: the max HP must be a whole number from 1 to 9999'],
    [
      ['--mhp', '90', '--mutation', '4'],
      '--mutation 4: the regeneration mutation runs from 0 to 3',
    ],
    [
      ['--mhp', '90', '--rings', '9'],
      '--rings 9: the rings of regeneration must be a whole number from 0 to 8 (an Octopode ' +
        'wears eight)',
    ],
    [
      ['--mhp', '90', '--pbd-rank', '4'],
      '--pbd-rank 4: the Powered by Death rank runs from 0 to 3 (0: not mutated)',
    ],
    [
      ['--mhp', '90', '--pbd-rank', '1', '--corpses', '-2'],
      '--corpses -2: the corpses in reach must be a whole number from 0 to 99',
    ],
    [
      ['--mhp', '90', '--corpses', '7'],
      '--corpses 7: corpses count only for Powered by Death; give --pbd-rank 1 to 3 too',
    ],
    [
      ['--mhp', '90', '--slow-healing', '4'],
      '--slow-healing 4: the Slow Healing mutation runs from 0 to 3',
    ],
    [
      ['--mhp', '90', '--action-auts', '0'],
      '--action-auts 0: the action must take a whole number of auts from 1 to 100',
    ],
    [
      ['--mhp', '90', '--start-hp', '91'],
      '--start-hp 91: the start HP must be a whole number from 1 to the max HP (90)',
    ],
    [
      ['--mhp', '90', '--turns', '10001'],
      '--turns 10001: the simulation runs a whole number of turns from 0 to 10000',
    ],
    [['--mhp', '90', '--mhp', '30'], '--mhp 30: --mhp is given more than once; give it once'],
    [['--mhp'], '--mhp: needs a value, e.g. --mhp 90'],
    [['--mhp', '90', '--spell=yes'], '--spell=yes: --spell takes no value'],
    [
      ['--mhp', '90', '--role', 'Wiz'],
      `--role Wiz: dcss/regen does not take --role; it takes ${DCSS_FLAGS_TAKEN}`,
    ],
    [
      ['--mhp', '90', '--stat', 'Int=15'],
      `--stat Int=15: dcss/regen does not take --stat; it takes ${DCSS_FLAGS_TAKEN}`,
    ],
  ])('%j: exit code 2 and one line naming the flag', async (flags, line) => {
    const result = await run(['report', 'dcss/regen', ...flags]);
    expect(result).toMatchObject({ code: 2, stdout: '', stderr: `${line}\n` });
  });

  it('refuses DCSS flags on the other families’ reports', async () => {
    const willpower = await run(['report', 'willpower/curves', '--mhp', '90']);
    expect(willpower.code).toBe(2);
    expect(willpower.stderr).toMatch(/^--mhp 90: willpower\/curves does not take --mhp; it takes/);
    const nethack = await run(['report', 'nethack34/regen', '--role', 'Wiz', '--spell']);
    expect(nethack.stderr).toBe(
      '--spell: nethack34/regen does not take --spell; it takes --project, --build, --role, --race, --stat, ' +
        '--regeneration, --eye, --load, --moving, --polymorphed, --sea-monster, --praying, --out, ' +
        '--no-bom, --headers\n',
    );
  });

  it('reads the DCSS flags into the flags', () => {
    const command = parseCliArgs(['report', 'dcss/regen', '--mhp', '90', '--walking']);
    if (command.kind !== 'report') throw new Error('not a report');
    expect(command.flags.one('mhp')).toEqual({ value: '90', shown: '--mhp 90' });
    expect(command.flags.one('walking')).toEqual({ value: 'true', shown: '--walking' });
    expect(command.flags.has('rings')).toBe(false);
  });
});

describe('wellspring --help and --list for DCSS', () => {
  it('documents the DCSS report, its columns (the engine’s own) and its flags', async () => {
    const { stdout } = await run(['--help']);
    const list = (await run(['report', '--list'])).stdout;
    for (const report of DCSS_REPORTS) {
      expect(list).toMatch(new RegExp(`^${report.name}\\s{2,}DCSS: `, 'm'));
      const table = report.make({
        data,
        build: DEMONSPAWN_BERSERKER,
        simulation: { startHp: 1, turns: 1 },
        fit: { targets: [{ level: 27, value: 250 }], choices: { shape: 'linear' } },
        pattern: DEFAULT_DCSS_PATTERN,
      });
      expect(report.columns.map((column) => column.name)).toEqual(table.columns);
      for (const column of table.columns) {
        expect(stdout).toMatch(new RegExp(`^ {6}${column}\\b`, 'm'));
      }
    }
    for (const flag of [
      '--mhp N',
      '--moon-troll-leather',
      '--slow-healing N',
      '--turns N',
      '--measure NAME',
    ]) {
      expect(stdout).toMatch(new RegExp(`^  ${flag}`, 'm'));
    }
    expect(stdout).toContain('wellspring report dcss/regen --mhp 90');
  });
});
