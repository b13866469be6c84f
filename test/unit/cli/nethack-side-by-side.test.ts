import { describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { computeAdvancement } from '../../../shared/rulesets/nethack34/advancement';
import type { Nethack34Build, NethackCharacter } from '../../../shared/rulesets/nethack34/data';
import { sideBySideReportTable } from '../../../shared/analysis/side-by-side';
import { NETHACK_SIDE_BY_SIDE } from '../../../shared/rulesets/nethack34/side-by-side';
import { asCsvCells, readCsv, run } from './cli-harness';

const project = makeDefaultProject();
const data = project.nethack34.data;
const [wizard] = project.nethack34.builds;
if (wizard === undefined) throw new Error('the built-in project has no NetHack build');
const tank: Nethack34Build = { ...wizard, id: 'tank', name: 'Tank', roleId: 'Val', raceId: 'Dwa' };
const monk: Nethack34Build = { ...wizard, id: 'monk', name: 'Monk', roleId: 'Mon', raceId: 'Hum' };

function file(builds: readonly Nethack34Build[]): string {
  return JSON.stringify({ ...project, nethack34: { ...project.nethack34, builds } });
}

const paired = (name: string, build: NethackCharacter) => ({
  name,
  answer: computeAdvancement(data, build),
});
const nethackSideBySideReport = (a: ReturnType<typeof paired>, b: ReturnType<typeof paired>) =>
  sideBySideReportTable(NETHACK_SIDE_BY_SIDE, a, b);

describe('wellspring report nethack34/side-by-side', () => {
  it('sets --versus beside --build, XL by XL, as the screen’s B − A card exports it', async () => {
    const files = { 'p.json': file([wizard, tank, monk]) };
    const { code, stdout, stderr } = await run(
      [
        'report',
        'nethack34/side-by-side',
        '--project',
        'p.json',
        '--build',
        'Monk',
        '--versus',
        'tank',
      ],
      files,
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const rows = readCsv(stdout);
    expect(rows).toEqual(
      asCsvCells(nethackSideBySideReport(paired('Monk', monk), paired('Tank', tank))),
    );
    expect(rows[0]).toEqual([
      'level',
      'a_monk_hp_mean',
      'b_tank_hp_mean',
      'change_hp_mean',
      'a_monk_pw_mean',
      'b_tank_pw_mean',
      'change_pw_mean',
    ]);
    // Each change is B − A of the means as written, to 3 decimals.
    for (const row of rows.slice(1)) {
      const [, a, b, change] = row.map(Number);
      expect(change).toBeCloseTo((b ?? NaN) - (a ?? NaN), 9);
    }
  });

  it('takes the build after A as B by default (wrapping round), the first without --build', async () => {
    const files = { 'p.json': file([wizard, tank, monk]) };
    const after = await run(
      ['report', 'nethack34/side-by-side', '--project', 'p.json', '--build', 'Monk'],
      files,
    );
    expect(readCsv(after.stdout)).toEqual(
      asCsvCells(nethackSideBySideReport(paired('Monk', monk), paired(wizard.name, wizard))),
    );
    // A plain character from --role is named after its race and role.
    const plain = await run(
      ['report', 'nethack34/side-by-side', '--project', 'p.json', '--role', 'Val', '--race', 'Hum'],
      files,
    );
    const human = { roleId: 'Val', raceId: 'Hum', con: 10, wis: 10, int: 10, regen: {} } as const;
    expect(readCsv(plain.stdout)).toEqual(
      asCsvCells(
        nethackSideBySideReport(paired('Human Valkyrie', human), paired(wizard.name, wizard)),
      ),
    );
  });

  it.each([
    [
      ['--project', 'p.json', '--build', 'Tank', '--versus', 'Tank'],
      '--versus Tank: build B is build A as it stands (Dwarf Valkyrie); name another with --versus, or change A with flags (--role, --race, --stat…)',
    ],
    [
      ['--project', 'p.json', '--build', 'Tank', '--versus', 'Nobody'],
      '--versus Nobody: no such NetHack build; choose one of Elf Wizard, Tank, Monk',
    ],
    [
      ['--build', 'Elf Wizard'],
      'the project has one NetHack build: build B is build A as it stands (Elf Wizard); name another with --versus, or change A with flags (--role, --race, --stat…)',
    ],
  ])('refuses %j with one line and exit 2', async (flags, message) => {
    const files = { 'p.json': file([wizard, tank, monk]) };
    const { code, stdout, stderr } = await run(
      ['report', 'nethack34/side-by-side', ...flags],
      files,
    );
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(message);
    expect(code).toBe(2);
  });

  it('refuses a project with no NetHack build to set beside A', async () => {
    const files = { 'p.json': file([]) };
    const { code, stderr } = await run(
      ['report', 'nethack34/side-by-side', '--project', 'p.json', '--role', 'Wiz'],
      files,
    );
    expect(stderr.trim()).toBe(
      'nethack34/side-by-side needs a NetHack build in the project for build B (--versus NAME)',
    );
    expect(code).toBe(2);
  });

  it('is refused for the other NetHack reports', async () => {
    const { code, stderr } = await run([
      'report',
      'nethack34/curves',
      '--role',
      'Wiz',
      '--versus',
      'Tank',
    ]);
    expect(stderr.trim()).toMatch(/^--versus Tank: nethack34\/curves does not take --versus;/);
    expect(code).toBe(2);
  });
});
