/**
 * The list of grid declarations is all the CLI and the Balance grid screen know of a grid: each
 * declaration gets its `<id>/grid` report with documented columns and the screen's choice, and a
 * toy declaration, given to the family alone, gets a report with no other code.
 */
import { describe, expect, it } from 'vitest';
import { gridColumns, gridReport, type GridSpec } from '../../../shared/analysis/grid';
import { defineGrid, findStatChoice } from '../../../shared/analysis/grid-declaration';
import { gridFamily } from '../../../shared/balance/cli';
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

describe('a toy ruleset that declares a grid', () => {
  interface Toy {
    readonly builds: readonly {
      readonly id: string;
      readonly name: string;
      readonly power: number;
    }[];
  }
  const TOY = defineGrid({
    ruleset: 'toy',
    name: 'Toy',
    rowWord: 'hero',
    rowColumns: [{ name: 'hero', meaning: "the hero's name" }],
    axis: { heading: 'T', phrase: 'tier', label: 'Tiers', placeholder: 'TIER', min: 1 },
    maxLevel: () => 5,
    defaultLevels: () => [1, 5],
    measures: [
      { id: 'might', name: 'Might', column: 'might', meaning: 'power × tier', decimals: 0 },
    ],
    defaultMeasures: ['might'],
    spread: {
      word: 'stat',
      scoreWord: 'score',
      column: 'power',
      choices: () => [{ id: 'power', short: 'Power', name: 'Power', min: 0, max: 9 }],
      find: (name) => findStatChoice([{ id: 'power', short: 'Power', name: 'Power' }], name),
    },
    roster: (section: Toy) => section.builds.length,
    base: null,
    casting: null,
    empty: 'No heroes.',
    never: null,
    description: 'every toy hero at chosen tiers',
    help: { measures: 'Toy (default might)', stats: 'Toy: Power 0–9' },
    given: (section: Toy, { set }) => ({ builds: section.builds.map((b) => ({ ...b, ...set })) }),
    compute: ({ builds, spec }: { builds: Toy['builds']; spec: GridSpec }) => {
      const columns = gridColumns(TOY.measures, spec, TOY.axis);
      return {
        title: 'Toy grid',
        rowKeys: [{ column: 'hero', heading: 'Hero' }],
        spreadStat: null,
        raceStats: false,
        columns,
        rows: builds.map((build) => ({
          key: build.id,
          ids: [build.id],
          names: [build.name],
          score: null,
          cells: columns.map((column) => build.power * column.level),
        })),
        basis: 'Toys.',
      };
    },
    cardOf: () => null,
    rowBuild: () => null,
  });

  it('gets toy/grid with documented columns, its levels, measures and --stat, from the list alone', () => {
    const family = gridFamily([TOY as never]);
    const [report] = family.reports;
    expect(report?.name).toBe('toy/grid');
    expect(report?.options).toEqual([
      'project',
      'levels',
      'measure',
      'stat',
      'with-scores',
      'flag-at',
      'band',
    ]);
    expect(report?.columns.map((column) => column.name)).toEqual([
      'hero',
      '<stat>',
      'might_l<TIER>',
      '<column>_z',
      'outliers',
    ]);
    const toys = { toy: { builds: [{ id: 'a', name: 'Ann', power: 2 }] } };
    const table = family.table(
      report as never,
      toys,
      flags({ levels: ['2,3'], stat: ['Power=4'] }),
    );
    expect(table.columns).toEqual(['hero', 'might_l2', 'might_l3']);
    expect(table.rows).toEqual([['Ann', 8, 12]]);
    expect(() => family.table(report as never, toys, flags({ levels: ['6'] }))).toThrow(
      '--levels 6: "6" is not a level: give whole numbers from 1 to 5',
    );
  });
});
