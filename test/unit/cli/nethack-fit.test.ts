import { describe, expect, it } from 'vitest';
import { fitNethackCurve, nethackFitReport } from '../../../shared/rulesets/nethack34/curve-fit';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { asCsvCells, readCsv, run } from './cli-harness';

describe('wellspring report nethack34/fit', () => {
  it('writes the engine’s fit of the named number for the build', async () => {
    const { data, builds } = makeDefaultProject().nethack34;
    const build = builds[0];
    if (build === undefined) throw new Error('no NetHack build');
    const { code, stdout, stderr } = await run([
      'report',
      'nethack34/fit',
      '--build',
      build.name,
      '--pool',
      'pw',
      '--owner',
      'race',
      '--field',
      'hifix',
      '--target',
      '1=5, 30=80',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const expected = nethackFitReport(
      fitNethackCurve({
        data,
        build,
        pool: 'pw',
        owner: 'race',
        field: 'hifix',
        targets: [
          { level: 1, value: 5 },
          { level: 30, value: 80 },
        ],
      }),
    );
    expect(readCsv(stdout)).toEqual(asCsvCells(expected));
  });

  it.each([
    [['--role', 'Wiz'], 'nethack34/fit needs a target: --target XL=VALUE, e.g. --target 30=200'],
    [
      ['--role', 'Wiz', '--target', '31=10'],
      "--target 31=10: XL 31: a target's XL is a whole number from 1 to 30",
    ],
    [
      ['--role', 'Wiz', '--target', '30=200', '--field', 'xlev'],
      '--field xlev: choose one of infix, inrnd, lofix, lornd, hifix, hirnd',
    ],
    [
      ['--role', 'Wiz', '--target', '30=200', '--owner', 'god'],
      '--owner god: choose one of role, race',
    ],
    [
      ['--role', 'Wiz', '--target', '30=200', '--pool', 'both'],
      '--pool both: choose one of hp, pw',
    ],
  ])('refuses %j with one line and exit 2', async (flags, message) => {
    const { code, stdout, stderr } = await run(['report', 'nethack34/fit', ...flags]);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(message);
    expect(code).toBe(2);
  });
});
