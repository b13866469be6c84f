/**
 * `GridTableModel`, the balance grid table's view model: which rows are drawn in which order,
 * the columns' order with pins, and what each cell says and how it is coloured.
 */
import { describe, expect, it } from 'vitest';
import type { BalanceGrid, GridColumn, GridRow } from '../../../shared/analysis/grid';
import {
  GridTableModel,
  type GridTableInput,
} from '../../../src-renderer/balance/grid-table-model.svelte';
import { GridView } from '../../../src-renderer/balance/grid-view.svelte';
import { mounted } from './mounted.svelte';

const column = (key: string, better: 'higher' | 'lower', decimals: 0 | 1 = 0): GridColumn => ({
  key,
  measure: key,
  level: 30,
  heading: key,
  phrase: `${key} at level 30`,
  decimals,
  better,
});
const row = (race: string, cls: string, cells: (number | null)[]): GridRow => ({
  key: `${race}/${cls}`,
  ids: [race, cls],
  names: [race, cls],
  score: null,
  cells,
});
/** Mana (more is better) and seconds to full (less is better) of four builds. */
const GRID: BalanceGrid = {
  title: 'Test grid',
  rowKeys: [],
  spreadStat: null,
  raceStats: false,
  basis: '',
  columns: [column('mana', 'higher'), column('seconds', 'lower', 1)],
  rows: [
    row('Gnome', 'Wizard', [30, 12.5]),
    row('Elf', 'Wizard', [20, null]),
    row('Dwarf', 'Fighter', [10, 30]),
    row('Elf', 'Bard', [20, 20]),
  ],
};

function model(input: Partial<GridTableInput> = {}) {
  const view = input.view ?? new GridView();
  const state = $state<{ -readonly [K in keyof GridTableInput]: GridTableInput[K] }>({
    grid: GRID,
    rule: { z: 1.2 },
    baseline: null,
    cells: 'values',
    ...input,
    view,
  });
  return { state, view, model: mounted(() => new GridTableModel(() => state)) };
}
const names = (rows: readonly GridRow[]) => rows.map((each) => each.names.join(' '));

describe('GridTableModel', () => {
  it('filters by every word of the filter, in any order and case', () => {
    const { view, model: table } = model();
    view.filter = 'wizard, ELF';
    expect(names(table.rows)).toEqual(['Elf Wizard']);
    view.filter = 'elf';
    expect(names(table.rows)).toEqual(['Elf Wizard', 'Elf Bard']);
  });

  it('sorts a column largest first on its first click, turned round on the next, "never" past every number', () => {
    const { view, model: table } = model();
    table.sortBy('seconds');
    expect(names(table.rows)).toEqual(['Elf Wizard', 'Dwarf Fighter', 'Elf Bard', 'Gnome Wizard']);
    expect(table.ariaSort('seconds')).toBe('descending');
    table.sortBy('seconds');
    expect(names(table.rows)).toEqual(['Gnome Wizard', 'Elf Bard', 'Dwarf Fighter', 'Elf Wizard']);
    // By name: A to Z first.
    table.sortBy('name');
    expect(view.descending).toBe(false);
    expect(names(table.rows)).toEqual(['Dwarf Fighter', 'Elf Bard', 'Elf Wizard', 'Gnome Wizard']);
    expect(table.ariaSort('seconds')).toBeUndefined();
  });

  it('draws pinned columns first, in the order pinned, and only a page of rows', () => {
    const { view, model: table } = model();
    expect(table.order).toEqual([0, 1]);
    table.togglePin('seconds');
    expect([table.order, table.pinnedCount]).toEqual([[1, 0], 1]);
    table.togglePin('seconds');
    expect(table.order).toEqual([0, 1]);
    view.shownCount = 2;
    expect(table.drawn).toHaveLength(2);
    expect(table.rows).toHaveLength(4);
  });

  it('writes values, z-scores to two decimals, and outlines a cell past the rule or outside its band', () => {
    const { state, view, model: table } = model();
    const [gnome, elfWizard, dwarf] = GRID.rows as [GridRow, GridRow, GridRow, GridRow];
    expect([
      table.cellText(gnome, 0),
      table.cellText(gnome, 1),
      table.cellText(elfWizard, 1),
    ]).toEqual(['30', '12.5', 'never']);
    // Mana 10, 20, 20, 30: mean 20, sd √50 ≈ 7.07, so 30 is +1.41 and 10 is −1.41.
    state.cells = 'z';
    expect([
      table.cellText(gnome, 0),
      table.cellText(dwarf, 0),
      table.cellText(elfWizard, 1),
    ]).toEqual(['+1.41', '\u22121.41', '–']);
    expect([table.isOutlier(gnome, 0), table.isOutlier(elfWizard, 0)]).toEqual([true, false]);
    state.rule = { z: 2, bands: { mana: { min: 15, max: null } } };
    expect([table.isOutlier(gnome, 0), table.isOutlier(dwarf, 0)]).toEqual([false, true]);
    view.onlyOutliers = true;
    expect(names(table.rows)).toEqual(['Dwarf Fighter']);
  });

  it('colours blue on the measure’s good side and orange on the other, deeper to 3σ', () => {
    const { model: table } = model();
    const [gnome, , dwarf] = GRID.rows as [GridRow, GridRow, GridRow, GridRow];
    // More mana is good (blue); fewer seconds are good, so the gnome's 12.5 s is blue too.
    expect(table.heat(gnome, 0)).toContain('rgba(37, 99, 235, 0.259)');
    expect(table.heat(dwarf, 0)).toContain('rgba(234, 88, 12, 0.259)');
    expect(table.heat(gnome, 1)).toContain('rgba(37, 99, 235,');
    expect(table.heat(dwarf, 1)).toContain('rgba(234, 88, 12,');
  });

  it('shows the change from the baseline, by row and column key, and sorts by it', () => {
    const baseline: BalanceGrid = {
      ...GRID,
      columns: [GRID.columns[1] as GridColumn],
      rows: [
        row('Gnome', 'Wizard', [10]),
        row('Elf', 'Wizard', [15]),
        row('Dwarf', 'Fighter', [null]),
      ],
    };
    const { model: table } = model({ baseline, cells: 'change' });
    const [gnome, elfWizard, dwarf, bard] = GRID.rows as [GridRow, GridRow, GridRow, GridRow];
    expect([
      table.cellText(gnome, 1),
      table.cellText(elfWizard, 1),
      table.cellText(dwarf, 1),
      table.cellText(bard, 1),
      table.cellText(gnome, 0),
    ]).toEqual(['+2.5', 'now never', 'was never', 'new', 'new']);
    expect(table.isOutlier(gnome, 1)).toBe(false);
    // The largest change of the column is the gnome's: the deepest colour, on the bad side (slower).
    expect(table.heat(gnome, 1)).toContain('rgba(234, 88, 12, 0.550)');
    table.sortBy('seconds');
    expect(names(table.rows)[3]).toBe('Gnome Wizard');
    expect(table.changeText(gnome, 1)).toBe('+2.5');
  });
});
