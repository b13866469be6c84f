/**
 * NetHack and DCSS reports read an edited project (--project) and a build of it (--build), as the
 * app's screens do: the same report function on the same data and build gives the same bytes.
 */
import { describe, expect, it } from 'vitest';
import { serializeProject } from '../../../shared/app/serialize';
import { reportToCsv } from '../../../shared/report/to-csv';
import { computeDcssRegenView } from '../../../shared/rulesets/dcss/regen-view';
import { DEFAULT_DCSS_SIMULATION } from '../../../shared/rulesets/dcss/defaults';
import { dcssSimulationReport } from '../../../shared/rulesets/dcss/reports';
import { computeAdvancement } from '../../../shared/rulesets/nethack34/advancement';
import { computeNethackRegenView } from '../../../shared/rulesets/nethack34/regen-view';
import {
  nethackCurvesReport,
  nethackDistributionReport,
  nethackRegenViewReport,
} from '../../../shared/rulesets/nethack34/reports';
import { editedProject } from '../../fixtures/edited-project';
import { REPORTS } from '../../../shared/app/report-catalog';
import { run } from './cli-harness';

const project = editedProject();
const files = { 'p.wellspring.json': serializeProject(project) };
const withProject = ['--project', 'p.wellspring.json'];

function nethackBuild(id: string) {
  const build = project.nethack34.builds.find((each) => each.id === id);
  if (build === undefined) throw new Error(`no build ${id}`);
  return build;
}

describe('nethack34/* with --project', () => {
  const { data } = project.nethack34;

  it('reads the project’s tables and the --build’s character, as the NetHack screen does', async () => {
    const valkyrie = nethackBuild('valk');
    const advancement = computeAdvancement(data, valkyrie);
    const expected = {
      'nethack34/curves': nethackCurvesReport(data, advancement),
      'nethack34/hp-distribution': nethackDistributionReport(data, advancement, 'hp'),
      'nethack34/pw-distribution': nethackDistributionReport(data, advancement, 'pw'),
      'nethack34/regen': nethackRegenViewReport(
        data,
        valkyrie,
        valkyrie.int,
        computeNethackRegenView(data, valkyrie),
      ),
    };
    for (const [name, table] of Object.entries(expected)) {
      const byName = await run(['report', name, ...withProject, '--build', 'Tank'], files);
      expect(byName).toMatchObject({ code: 0, stderr: '' });
      expect(byName.stdout).toBe(reportToCsv(table, { bom: true }));
      const byId = await run(['report', name, ...withProject, '--build', 'valk'], files);
      expect(byId.stdout).toBe(byName.stdout);
    }
  });

  it('reads edited role tables: a Wizard’s bigger HP die moves the curve', async () => {
    const edited = await run(
      ['report', 'nethack34/curves', ...withProject, '--build', 'Elf Wizard'],
      files,
    );
    const builtIn = await run(['report', 'nethack34/curves', '--build', 'Elf Wizard']);
    expect(edited.code).toBe(0);
    expect(builtIn.code).toBe(0);
    expect(edited.stdout).toBe(
      reportToCsv(nethackCurvesReport(data, computeAdvancement(data, nethackBuild('elf-wizard'))), {
        bom: true,
      }),
    );
    expect(edited.stdout).not.toBe(builtIn.stdout);
  });

  it('puts --race and --stat on top of the build, and refuses what the form refuses', async () => {
    const higher = await run(
      ['report', 'nethack34/curves', ...withProject, '--build', 'Tank', '--stat', 'Con=10'],
      files,
    );
    const { data: d } = project.nethack34;
    expect(higher.stdout).toBe(
      reportToCsv(
        nethackCurvesReport(d, computeAdvancement(d, { ...nethackBuild('valk'), con: 10 })),
        {
          bom: true,
        },
      ),
    );
    const unknown = await run(
      ['report', 'nethack34/curves', ...withProject, '--build', 'Nobody'],
      files,
    );
    expect(unknown).toMatchObject({
      code: 2,
      stderr: '--build Nobody: no such NetHack build; choose one of Elf Wizard, Tank\n',
    });
    const pair = await run(
      ['report', 'nethack34/curves', ...withProject, '--build', 'Tank', '--race', 'Elf'],
      files,
    );
    expect(pair.code).toBe(2);
    expect(pair.stderr).toMatch(/^--race Elf: a Valkyrie must be/i);
  });
});

describe('dcss/regen with --project', () => {
  const { data } = project.dcss;

  it('reads the project’s rules and the --build, with the screen’s simulation by default', async () => {
    const ringed = project.dcss.builds.find((build) => build.id === 'ringed');
    if (ringed === undefined) throw new Error('no ringed build');
    const result = await run(['report', 'dcss/regen', ...withProject, '--build', 'Ringed'], files);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const view = computeDcssRegenView(data, ringed, DEFAULT_DCSS_SIMULATION);
    expect(result.stdout).toBe(reportToCsv(dcssSimulationReport(ringed, view), { bom: true }));
    // Two rings at the project's 60 each: BRR 25 + 120.
    expect(result.stdout.split('\r\n')[1]).toMatch(/^1,25,145,/);
  });

  it('puts the flags on top of the build, and names the build when the result is refused', async () => {
    const more = await run(
      ['report', 'dcss/regen', ...withProject, '--build', 'ringed', '--rings', '3', '--turns', '5'],
      files,
    );
    expect(more.stdout.split('\r\n')[1]).toMatch(/^1,25,205,/);
    const unknown = await run(['report', 'dcss/regen', ...withProject, '--build', 'x'], files);
    expect(unknown.stderr).toMatch(/^--build x: no such DCSS build; choose one of /);
    const tooHigh = await run(
      ['report', 'dcss/regen', ...withProject, '--build', 'Ringed', '--start-hp', '91'],
      files,
    );
    expect(tooHigh.code).toBe(2);
    expect(tooHigh.stderr).toMatch(/^--start-hp 91: /);
  });
});

describe('--project on every report', () => {
  it('is taken by every report in the catalog', () => {
    expect(REPORTS.filter((report) => !report.options.includes('project'))).toEqual([]);
  });

  it('is read and checked by dice/pool, which reads no ruleset data', async () => {
    const plain = await run(['report', 'dice/pool', '--dice', '3']);
    const withFile = await run(['report', 'dice/pool', '--dice', '3', ...withProject], files);
    expect(withFile).toMatchObject({ code: 0, stderr: '' });
    expect(withFile.stdout).toBe(plain.stdout);
    const broken = await run(['report', 'dice/pool', '--dice', '3', ...withProject], {
      'p.wellspring.json': '{"formatVersion": 4,',
    });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/^--project p\.wellspring\.json: not JSON/);
  });
});
