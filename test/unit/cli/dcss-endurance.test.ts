import { describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { computeDcssEndurance, dcssEnduranceReport } from '../../../shared/rulesets/dcss/endurance';
import { asCsvCells, readCsv, run } from './cli-harness';

const { data, builds } = makeDefaultProject().dcss;
const FIGHT = ['--attack', '2d6', '--attack', '3d4', '--target-hp', '60', '--incoming', '1d8'];

describe('wellspring report dcss/endurance', () => {
  it('writes the engine’s table for the project’s first build and the fight, the build flags on top', async () => {
    const first = builds[0];
    if (first === undefined) throw new Error('no DCSS build');
    const { code, stdout, stderr } = await run([
      'report',
      'dcss/endurance',
      ...FIGHT,
      '--rest-below',
      '30',
      '--rings',
      '2',
    ]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const table = dcssEnduranceReport(
      first.name,
      computeDcssEndurance({
        data,
        build: { ...first, rings: 2 },
        xl: 1,
        pattern: { attacks: ['2d6', '3d4'], targetHp: 60, incoming: '1d8', restBelowPercent: 30 },
      }),
    );
    expect(readCsv(stdout)).toEqual(asCsvCells(table));
  });

  it.each([
    [['--attack', '2x6'], /^--attack 2x6: "2x6" is not dice/],
    [['--incoming', 'd'], /^--incoming d: /],
    [['--target-hp', '0'], /^--target-hp 0: a whole number of hit points from 1 to 5000$/m],
    [['--rest-below', '100'], /^--rest-below 100: a whole percent from 0 to 99$/m],
    [['--mhp', '90'], /^--mhp 90: dcss\/endurance does not take --mhp/],
    [['--monster-in-sight'], /^--monster-in-sight: dcss\/endurance does not take/],
  ] as const)('refuses %j with the field’s words', async (flags, line) => {
    const result = await run(['report', 'dcss/endurance', ...flags]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(line);
  });

  it('reads the fight from a JSON file, the typed flags winning', async () => {
    const typed = await run(['report', 'dcss/endurance', ...FIGHT]);
    const filed = await run(
      ['report', 'dcss/endurance', '--pattern', 'p.json', '--incoming', '1d8'],
      { 'p.json': JSON.stringify({ attack: ['2d6', '3d4'], 'target-hp': 60, incoming: '1d4' }) },
    );
    expect(filed.stderr).toBe('');
    expect(filed.stdout).toBe(typed.stdout);
  });
});
