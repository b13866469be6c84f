import { describe, expect, it } from 'vitest';
import { makeDefaultNethack34Data } from '../../../shared/rulesets/nethack34/defaults';
import {
  computeNethackEndurance,
  nethackEnduranceReport,
} from '../../../shared/rulesets/nethack34/endurance';
import { asCsvCells, readCsv, run } from './cli-harness';

const data = makeDefaultNethack34Data();
const WIZARD = ['--role', 'Wiz', '--race', 'Elf', '--stat', 'Wis=16', '--stat', 'Int=16'];
const PATTERN = ['--cast', '1=2d6', '--cast', '3=4d4+1', '--every', '2', '--target-hp', '60'];

describe('wellspring report nethack34/endurance', () => {
  it('writes the engine’s table for the pattern, under the build’s conditions and the flags’', async () => {
    const { code, stdout, stderr } = await run([
      'report',
      'nethack34/endurance',
      ...WIZARD,
      ...PATTERN,
      '--eye',
    ]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const table = nethackEnduranceReport(
      'Elf Wizard',
      computeNethackEndurance({
        data,
        build: { roleId: 'Wiz', raceId: 'Elf', con: 10, wis: 16, int: 16, regen: {} },
        xl: 1,
        pattern: {
          rotation: [
            { spellLevel: 1, damage: '2d6' },
            { spellLevel: 3, damage: '4d4+1' },
          ],
          everyTurns: 2,
          targetHp: 60,
          pwPerSpellLevel: 5,
        },
      }),
    );
    const cells = readCsv(stdout);
    expect(cells[0]).toEqual(table.columns);
    // Con does not touch power: the table is the same whatever the plain character's Con is,
    // and the Eye (power every turn) is a different table from the build's own conditions.
    const withoutEye = await run(['report', 'nethack34/endurance', ...WIZARD, ...PATTERN]);
    expect(readCsv(withoutEye.stdout)).toEqual(asCsvCells(table));
    expect(cells).not.toEqual(asCsvCells(table));
  });

  it.each([
    [['--cast', '8=1d6'], '--cast 8=1d6: a spell level from 1 to 7'],
    [
      ['--cast', 'force bolt'],
      '--cast "force bolt": give a spell level and its damage, e.g. 1=2d6',
    ],
    [['--cast', '1=2q6'], /^--cast 1=2q6: /],
    [['--every', '0'], '--every 0: a whole number of turns from 1 to 1000'],
    [['--target-hp', '0'], '--target-hp 0: a whole number of hit points from 1 to 5000'],
    [['--pw-per-spell-level', 'x'], '--pw-per-spell-level x: give a whole number'],
    [['--no-rest'], /^--no-rest: nethack34\/endurance does not take --no-rest/],
  ] as const)('refuses %j with the field’s words', async (flags, line) => {
    const result = await run(['report', 'nethack34/endurance', ...WIZARD, ...flags]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    if (typeof line === 'string') expect(result.stderr).toBe(`${line}\n`);
    else expect(result.stderr).toMatch(line);
  });

  it('reads the pattern from a JSON file, the typed flags winning', async () => {
    const typed = await run(['report', 'nethack34/endurance', ...WIZARD, ...PATTERN]);
    const file = JSON.stringify({ cast: ['1=2d6', '3=4d4+1'], every: 5, 'target-hp': 60 });
    const filed = await run(
      ['report', 'nethack34/endurance', ...WIZARD, '--pattern', 'p.json', '--every', '2'],
      { 'p.json': file },
    );
    expect(filed.stderr).toBe('');
    expect(filed.stdout).toBe(typed.stdout);
    const wrong = await run(['report', 'nethack34/endurance', ...WIZARD, '--pattern', 'p.json'], {
      'p.json': JSON.stringify({ cast: ['1=2d6', 9] }),
    });
    expect(wrong.stderr).toBe('p.json $.cast[1]: a spell level from 1 to 7\n');
  });
});
