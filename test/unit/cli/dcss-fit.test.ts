import { describe, expect, it } from 'vitest';
import { dcssFitReport, fitDcssMaxHp } from '../../../shared/rulesets/dcss/curve-fit';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { asCsvCells, readCsv, run } from './cli-harness';

describe('wellspring report dcss/fit', () => {
  it('writes the engine’s curve through the targets for the project’s first build, or --build', async () => {
    const { data, builds } = makeDefaultProject().dcss;
    for (const [flags, build] of [
      [[], builds[0]],
      [['--build', builds[1]?.name ?? ''], builds[1]],
    ] as const) {
      if (build === undefined) throw new Error('the default project has two DCSS builds');
      const { code, stdout, stderr } = await run([
        'report',
        'dcss/fit',
        '--target',
        '1=12',
        '--target',
        '27=240',
        '--shape',
        'accelerating',
        ...flags,
      ]);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      const expected = dcssFitReport(
        fitDcssMaxHp({
          data,
          build,
          targets: [
            { level: 1, value: 12 },
            { level: 27, value: 240 },
          ],
          shape: 'accelerating',
        }),
      );
      expect(readCsv(stdout)).toEqual(asCsvCells(expected));
    }
  });

  it.each([
    [[], 'dcss/fit needs a target: --target XL=HP, e.g. --target 27=250'],
    [['--target', '28=10'], "--target 28=10: XL 28: a target's XL is a whole number from 1 to 27"],
    [['--target', 'XL27=10'], '--target XL27=10: "XL27=10" is not LEVEL=VALUE, like 60=500'],
    [
      ['--target', '27=250', '--shape', 'wavy'],
      '--shape wavy: choose one of linear, accelerating, decelerating',
    ],
    [['--target', '27=250', '--mhp', '90'], /--mhp/],
  ])('refuses %j with one line and exit 2', async (flags, message) => {
    const { code, stdout, stderr } = await run(['report', 'dcss/fit', ...flags]);
    expect(stdout).toBe('');
    if (typeof message === 'string') expect(stderr.trim()).toBe(message);
    else expect(stderr.trim()).toMatch(message);
    expect(code).toBe(2);
  });

  it('refuses --shape on the other DCSS reports', async () => {
    const { code, stderr } = await run(['report', 'dcss/rate', '--mhp', '90', '--shape', 'linear']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--shape/);
  });
});
