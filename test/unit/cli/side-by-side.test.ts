import { describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { computeHpCurve } from '../../../shared/rulesets/willpower/hp';
import { computeManaCurve } from '../../../shared/rulesets/willpower/max-mana';
import { sideBySideReportTable } from '../../../shared/analysis/side-by-side';
import { WILLPOWER_SIDE_BY_SIDE } from '../../../shared/rulesets/willpower/side-by-side';
import type { WillpowerBuild } from '../../../shared/rulesets/willpower/data';
import { asCsvCells, readCsv, run } from './cli-harness';

const project = makeDefaultProject();
const [tathren] = project.willpower.builds;
if (tathren === undefined) throw new Error('the built-in project has no Willpower build');
const brute: WillpowerBuild = { ...tathren, id: 'brute', name: 'Brute', classId: 'warrior' };
const sage: WillpowerBuild = { ...tathren, id: 'sage', name: 'Sage', raceId: 'gnome' };

function file(builds: readonly WillpowerBuild[]): string {
  return JSON.stringify({ ...project, willpower: { ...project.willpower, builds } });
}

const paired = (build: WillpowerBuild) => ({
  name: build.name,
  answer: {
    mana: computeManaCurve(project.willpower.data, build),
    hp: computeHpCurve(project.willpower.data, build),
  },
});
const sideBySideReport = (a: ReturnType<typeof paired>, b: ReturnType<typeof paired>) =>
  sideBySideReportTable(WILLPOWER_SIDE_BY_SIDE, a, b);

describe('wellspring report willpower/side-by-side', () => {
  it('sets --versus beside --build, level by level, as the screen’s B − A card exports it', async () => {
    const files = { 'p.json': file([tathren, brute, sage]) };
    const { code, stdout, stderr } = await run(
      [
        'report',
        'willpower/side-by-side',
        '--project',
        'p.json',
        '--build',
        'Sage',
        '--versus',
        'brute',
      ],
      files,
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const rows = readCsv(stdout);
    expect(rows).toEqual(asCsvCells(sideBySideReport(paired(sage), paired(brute))));
    expect(rows[0]).toEqual([
      'level',
      'a_sage_max_mana',
      'b_brute_max_mana',
      'change_max_mana',
      'a_sage_max_hp',
      'b_brute_max_hp',
      'change_max_hp',
    ]);
  });

  it('takes the build after A as B by default, wrapping round, as the screen opens', async () => {
    const files = { 'p.json': file([tathren, brute, sage]) };
    const { stdout } = await run(
      ['report', 'willpower/side-by-side', '--project', 'p.json', '--build', 'Sage'],
      files,
    );
    expect(readCsv(stdout)).toEqual(asCsvCells(sideBySideReport(paired(sage), paired(tathren))));
  });

  it('sets build A with flags on top beside the project’s own, even in a project of one', async () => {
    const { code, stdout, stderr } = await run([
      'report',
      'willpower/side-by-side',
      '--race',
      'Gnome',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const gnome = { ...tathren, raceId: 'gnome' };
    expect(readCsv(stdout)).toEqual(asCsvCells(sideBySideReport(paired(gnome), paired(tathren))));
  });

  it.each([
    [
      ['--project', 'p.json', '--versus', 'Tathren'],
      '--versus Tathren: build B is build A as it stands; name another with --versus, or change A with flags (--race, --stat…)',
    ],
    [
      ['--project', 'p.json', '--versus', 'Nobody'],
      '--versus Nobody: unknown build; choose one of Tathren, Brute, Sage',
    ],
    [
      [],
      'the project has one willpower build: build B is build A as it stands; name another with --versus, or change A with flags (--race, --stat…)',
    ],
  ])('refuses %j with one line and exit 2', async (flags, message) => {
    const files = { 'p.json': file([tathren, brute, sage]) };
    const { code, stdout, stderr } = await run(
      ['report', 'willpower/side-by-side', ...flags],
      files,
    );
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(message);
    expect(code).toBe(2);
  });

  it('is refused for the other Willpower reports', async () => {
    const { code, stderr } = await run(['report', 'willpower/curves', '--versus', 'Brute']);
    expect(stderr.trim()).toMatch(/^--versus Brute: willpower\/curves does not take --versus;/);
    expect(code).toBe(2);
  });
});
