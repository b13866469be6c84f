/**
 * Golden CSVs: every report of the CLI, on the built-in project, with the flags a designer would
 * give it, byte for byte against `test/golden/`. A change that moves any figure of any report
 * shows here; when the move is meant, `npx vitest run test/unit/cli/golden-reports.test.ts -u`
 * writes the new files and the commit says why they moved.
 */
import { describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { customProject } from '../../fixtures/custom-ruleset';
import { editedProject } from '../../fixtures/edited-project';
import { run } from './cli-harness';
import { DIFF_GOLDEN_CASES, EDITED_GOLDEN_CASES, GOLDEN_CASES as CASES } from './golden-cases';

/** The built-in project with a second Willpower build (Sage, a gnome), for side by side. */
const project = makeDefaultProject();
const [tathren] = project.willpower.builds;
if (tathren === undefined) throw new Error('the built-in project has no Willpower build');
const sage = { ...tathren, id: 'sage', name: 'Sage', raceId: 'gnome' };
const FILES = {
  'two-builds.json': JSON.stringify({
    ...project,
    willpower: { ...project.willpower, builds: [tathren, sage] },
  }),
  'default.json': JSON.stringify(project),
  'edited.json': JSON.stringify(editedProject()),
  'custom.json': JSON.stringify(customProject()),
};

describe('every report, byte for byte against its golden CSV', () => {
  for (const [name, argv] of Object.entries(CASES)) {
    it(`${argv.join(' ')} writes test/golden/${name}.csv`, async () => {
      const result = await run(['report', ...argv], FILES);
      expect(result.code, result.stderr).toBe(0);
      await expect(result.stdout).toMatchFileSnapshot(`../../golden/${name}.csv`);
    });
  }
});

describe('every report on an edited project, byte for byte against test/golden/edited/', () => {
  for (const [name, argv] of Object.entries(EDITED_GOLDEN_CASES)) {
    it(`${argv.join(' ')} writes test/golden/edited/${name}.csv`, async () => {
      const result = await run(['report', ...argv], FILES);
      expect(result.code, result.stderr).toBe(0);
      await expect(result.stdout).toMatchFileSnapshot(`../../golden/edited/${name}.csv`);
    });
  }
});

describe('wellspring diff from the built-in project to the edited one', () => {
  for (const [name, argv] of Object.entries(DIFF_GOLDEN_CASES)) {
    it(`${argv.join(' ')} writes test/golden/${name}.csv`, async () => {
      const result = await run(argv, FILES);
      // Exit 1 would say a cell moved past --fail-over; none is given, so any move exits 0.
      expect(result.code, result.stderr).toBe(0);
      await expect(result.stdout).toMatchFileSnapshot(`../../golden/${name}.csv`);
    });
  }
});
