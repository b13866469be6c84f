import { describe, expect, it } from 'vitest';
import { REPORTS } from '../../../shared/app/report-catalog';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { reportToCsv } from '../../../shared/report/to-csv';
import { computeHpCurve } from '../../../shared/rulesets/willpower/hp';
import { computeManaCurve } from '../../../shared/rulesets/willpower/max-mana';
import { curvesReport } from '../../../shared/rulesets/willpower/reports';
import { customProject, smallCustomRuleset } from '../../fixtures/custom-ruleset';
import { run } from './cli-harness';

/** The default project as a project file holds it. */
const PROJECT_FILE = { 'p.json': JSON.stringify(makeDefaultProject(), null, 2) };

/** What each family needs beyond the report's name (NetHack a role, DCSS the max HP, a pool). */
const FAMILY_FLAGS: Readonly<Record<string, readonly string[]>> = {
  nethack34: ['--role', 'wizard'],
  // A side-by-side of the one built-in build needs A changed: Tathren as a gnome beside Tathren.
  'willpower/side-by-side': ['--race', 'Gnome'],
  // A goal is the report's question.
  'willpower/goal': ['--at-least', '300'],
  'quest/goal': ['--at-least', '9'],
  'nethack34/goal': ['--role', 'wizard', '--at-least', '100'],
  'nethack34/fit': ['--role', 'wizard', '--target', '30=200'],
  'dcss/goal': ['--mhp', '90', '--at-most', '2'],
  'dcss/fit': ['--target', '27=250'],
  // Endurance reads the project's first build's max HP by XL, not --mhp.
  'dcss/endurance': [],
  'mage2e/goal': ['--at-least', '80'],
  // Targets are the fit's question.
  'willpower/fit': ['--target', '1=18', '--target', '60=500'],
  dcss: ['--mhp', '90'],
  dice: ['--dice', '7', '--again', '9'],
  // The built-in project has no custom ruleset: the small one of the fixtures.
  custom: ['--project', 'custom.json'],
  'custom/goal': ['--project', 'custom.json', '--at-least', '12'],
  'custom/fit': [
    '--project',
    'custom.json',
    '--table',
    'class',
    '--column',
    'mana',
    '--target',
    '1=20',
    '--target',
    '5=90',
  ],
};

// Con ranged 3–18, so custom/goal has an input to move (without one it says so on stderr).
const SMALL = smallCustomRuleset();
const FILES = {
  'custom.json': JSON.stringify(
    customProject([
      { ...SMALL, inputs: [{ name: 'con', unit: null, initial: 10, min: 3, max: 18 }] },
    ]),
  ),
};

/** The bytes a CSV file holds (UTF-8, what `--out` writes). */
function bytesOf(text: string): Buffer {
  return Buffer.from(text, 'utf8');
}

describe('wellspring report writes the same bytes for the same project and report', () => {
  it.each(REPORTS.map((report) => [report.name, report.family] as const))(
    '%s, run twice',
    async (name, family) => {
      const argv = ['report', name, ...(FAMILY_FLAGS[name] ?? FAMILY_FLAGS[family] ?? [])];
      const first = await run(argv, FILES);
      const second = await run(argv, FILES);
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(bytesOf(second.stdout).equals(bytesOf(first.stdout))).toBe(true);
    },
  );

  it('writes the same bytes to --out as to stdout, and without --no-bom only the BOM differs', async () => {
    const toStdout = await run(['report', 'willpower/curves']);
    const toFile = await run(['report', 'willpower/curves', '--out', 'curves.csv']);
    const noBom = await run(['report', 'willpower/curves', '--no-bom']);
    expect(toFile.written.get('curves.csv')).toBe(toStdout.stdout);
    expect(bytesOf(toStdout.stdout).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytesOf(toStdout.stdout).subarray(3).equals(bytesOf(noBom.stdout))).toBe(true);
  });

  it.each(['willpower/curves', 'willpower/regen', 'willpower/costs', 'compare/regen'])(
    '%s from a saved default project is byte for byte the built-in one',
    async (name) => {
      const builtIn = await run(['report', name]);
      const fromFile = await run(['report', name, '--project', 'p.json'], PROJECT_FILE);
      const again = await run(['report', name, '--project', 'p.json'], PROJECT_FILE);
      expect(fromFile.stderr).toBe('');
      expect(bytesOf(fromFile.stdout).equals(bytesOf(builtIn.stdout))).toBe(true);
      expect(bytesOf(again.stdout).equals(bytesOf(fromFile.stdout))).toBe(true);
    },
  );

  it("writes willpower/curves byte for byte as the app's reportToCsv of the same table", async () => {
    const project = makeDefaultProject();
    const { data, builds } = project.willpower;
    const build = builds[0];
    if (build === undefined) throw new Error('the default project has no Willpower build');
    const table = curvesReport(build, computeManaCurve(data, build), computeHpCurve(data, build));
    const cli = await run(['report', 'willpower/curves']);
    const fromFile = await run(['report', 'willpower/curves', '--project', 'p.json'], PROJECT_FILE);
    expect(bytesOf(cli.stdout).equals(bytesOf(reportToCsv(table)))).toBe(true);
    expect(bytesOf(fromFile.stdout).equals(bytesOf(reportToCsv(table)))).toBe(true);
    const noBom = await run(['report', 'willpower/curves', '--no-bom']);
    expect(noBom.stdout).toBe(reportToCsv(table, { bom: false }));
  });
});
