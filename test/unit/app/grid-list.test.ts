/**
 * The list of grid declarations is all the CLI and the Balance grid screen know of a grid: each
 * declaration gets its `<id>/grid` report with documented columns and the screen's choice. A toy
 * declaration, given to the family alone, gets its report with no other code: the toy ruleset of
 * `test/unit/analysis/toy-ruleset.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import { gridReport, type GridSpec } from '../../../shared/analysis/grid';
import { GivenFlags, type FlagValues } from '../../../shared/cli/flags';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { handleEngineRequest } from '../../../shared/app/engine-handlers';
import type { EngineRequest } from '../../../shared/app/engine-protocol';
import { GRID_LIST, gridSection } from '../../../shared/app/grid-list';
import { REPORTS } from '../../../shared/app/report-catalog';
import type { ProjectStore } from '../../../src-renderer/lib/project.svelte';
import { GRID_RULESETS, gridSource } from '../../../src-renderer/balance/grid-sources';

const project = makeDefaultProject();

/** Flags as the parser gives them: `{ levels: ['1,5'] }` → `--levels 1,5`. */
function flags(given: Readonly<Record<string, readonly string[]>>): GivenFlags {
  const values: Record<string, { value: string; shown: string }[]> = {};
  for (const [name, list] of Object.entries(given)) {
    values[name] = list.map((value) => ({ value, shown: `--${name} ${value}` }));
  }
  return new GivenFlags(values as FlagValues);
}

describe('the list of grids', () => {
  it('gives the CLI one <id>/grid report per declaration, in its order, and no other', () => {
    const grids = REPORTS.filter((report) => report.family === 'balance');
    expect(grids.map((report) => report.name)).toEqual(
      GRID_LIST.map((grid) => `${grid.ruleset}/grid`),
    );
    expect(GRID_LIST.map((grid) => grid.ruleset)).toEqual([
      'willpower',
      'nethack34',
      'dcss',
      'quest',
      'mage2e',
    ]);
  });

  it('documents each report’s columns and takes only the flags its grid reads', () => {
    for (const grid of GRID_LIST) {
      const report = REPORTS.find((each) => each.name === `${grid.ruleset}/grid`);
      const columns = report?.columns.map((column) => column.name) ?? [];
      for (const { name } of grid.rowColumns) expect(columns).toContain(name);
      for (const measure of grid.measures) {
        expect(columns).toContain(`${measure.column}_l<${grid.axis.placeholder}>`);
      }
      expect(columns).toContain('outliers');
      expect(report?.options.includes('build')).toBe(grid.base !== null);
      expect(report?.options.includes('race-stats')).toBe(grid.base?.typicalStats != null);
      expect(report?.options.includes('ability')).toBe(grid.casting !== null);
    }
  });

  it('gives the screen one Ruleset choice per declaration, each asking its own engine call', () => {
    expect(GRID_RULESETS).toEqual(GRID_LIST.map((grid) => ({ id: grid.ruleset, name: grid.name })));
    // The screen reads the open project's document; opening a row is not asked here.
    const store = { document: project } as unknown as ProjectStore;
    for (const { ruleset } of GRID_LIST) {
      const source = gridSource(store, ruleset);
      const spec: GridSpec = {
        levels: source.defaultLevels,
        measures: source.defaultMeasures,
        spread: null,
      };
      const ask = source.ask(project, null, spec);
      expect(ask?.type).toBe(`${ruleset}/grid`);
      // What the worker answers the screen is what the CLI writes with no flags: one grid.
      const answer = handleEngineRequest({
        id: 1,
        type: ask?.type,
        input: { ...ask?.given, spec },
      } as EngineRequest);
      if (!answer.ok) throw new Error(answer.message);
      const report = REPORTS.find((each) => each.name === `${ruleset}/grid`);
      expect(gridReport(answer.output as never)).toEqual(report?.table(project, flags({})));
    }
  });

  it('offers the levels of each axis: Quest’s VP from 0, Mage 2e’s Gnosis 1–10', () => {
    const store = { document: project } as unknown as ProjectStore;
    const quest = gridSource(store, 'quest');
    expect([quest.axis.label, quest.axis.min, quest.maxLevel, quest.defaultLevels]).toEqual([
      'VPs',
      0,
      999,
      [1, 18, 40],
    ]);
    const mage = gridSource(store, 'mage2e');
    expect([mage.axis.label, mage.axis.min, mage.maxLevel]).toEqual(['Gnosis', 1, 10]);
    expect(mage.defaultLevels).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(gridSection(project, 'mage2e')).toBe(project.mage2e);
  });
});
