import { describe, expect, it } from 'vitest';
import { compareProjectRegen } from '../../../shared/app/compare-list';
import { comparisonReport } from '../../../shared/compare/reports';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { asCsvCells, readCsv, run } from './cli-harness';

/** A project whose comparison draws a resting Tathren and the Demonspawn Berserker. */
function projectFile(): string {
  const project = makeDefaultProject();
  return JSON.stringify({
    ...project,
    willpower: {
      ...project.willpower,
      builds: project.willpower.builds.map((b) => ({ ...b, regenStatusIds: ['resting'] })),
    },
    compare: {
      ...project.compare,
      entries: [
        { ruleset: 'willpower', build: 'tathren', pool: 'mana' },
        { ruleset: 'nethack34', build: 'elf-wizard', pool: 'hp' },
        { ruleset: 'dcss', build: 'dcss-demonspawn-berserker', pool: 'hp' },
      ],
    },
  });
}

describe('wellspring report compare/regen', () => {
  it("writes the project's comparison in the measure asked for, exactly as the view's table", async () => {
    const files = { 'p.json': projectFile() };
    const argv = ['report', 'compare/regen', '--project', 'p.json'];
    const { code, stdout, stderr } = await run(
      [...argv, '--measure', 'percent-per-100-turns'],
      files,
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const rows = readCsv(stdout);
    const project = JSON.parse(files['p.json']) as ReturnType<typeof makeDefaultProject>;
    const expected = comparisonReport(
      compareProjectRegen(project, { ...project.compare, measure: 'percent-per-100-turns' }),
    );
    expect(rows).toEqual(asCsvCells(expected));
    expect(rows[0]).toEqual([
      'level',
      'willpower_tathren_mana_percent_per_100_turns',
      'nethack34_elf_wizard_hp_percent_per_100_turns',
      'nethack34_elf_wizard_hp_percent_per_100_turns_p5',
      'nethack34_elf_wizard_hp_percent_per_100_turns_p95',
      'dcss_dcss_demonspawn_berserker_hp_percent_per_100_turns',
    ]);
    // Resting doubles Tathren's pace: a point every 108 s, 18 mana at level 1.
    expect(Number(rows[1]?.[1])).toBeCloseTo((100 / 108 / 18) * 100, 3);
    expect(rows[60]?.[2]).toBe('');
  });

  it('puts Willpower seconds into turns at --seconds-per-turn', async () => {
    const files = { 'p.json': projectFile() };
    const base = ['report', 'compare/regen', '--project', 'p.json', '--measure', 'turns-to-full'];
    const one = readCsv((await run(base, files)).stdout);
    const six = readCsv((await run([...base, '--seconds-per-turn', '6'], files)).stdout);
    expect(one[1]?.[1]).toBe('1944');
    expect(six[1]?.[1]).toBe('324');
  });

  it('draws the built-in comparison without --project', async () => {
    const { code, stdout } = await run(['report', 'compare/regen']);
    expect(code).toBe(0);
    expect(readCsv(stdout)[0]?.[1]).toBe('willpower_tathren_mana_points_per_100_turns');
  });

  it('refuses a measure, a rate or a flag it cannot use, in one line', async () => {
    const bad = await run(['report', 'compare/regen', '--measure', 'speed']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(
      '--measure speed: unknown measure; choose one of points-per-100-turns, ' +
        'percent-per-100-turns, turns-to-full\n',
    );
    const rate = await run(['report', 'compare/regen', '--seconds-per-turn', '0']);
    expect(rate.code).toBe(2);
    expect(rate.stderr).toMatch(/^--seconds-per-turn 0: give the seconds one turn is worth/);
    const other = await run(['report', 'compare/regen', '--mhp', '90']);
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/--mhp/);
  });

  it('names the section a project file lacks', async () => {
    const project = makeDefaultProject();
    const files = { 'old.json': JSON.stringify({ ...project, dcss: undefined }) };
    const result = await run(['report', 'compare/regen', '--project', 'old.json'], files);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('--project old.json: dcss: is missing\n');
  });
});
