import { describe, expect, it } from 'vitest';
import { sideBySideTable } from '../../../shared/analysis/side-by-side';

describe('sideBySideTable', () => {
  const figures = [
    { key: 'max_hp', heading: 'max HP' },
    { key: 'max_mana', heading: 'max mana' },
  ];

  it('writes A, B and B − A of each figure at each level, named after the builds', () => {
    const table = sideBySideTable({
      levelHeading: 'XL',
      figures,
      a: {
        name: 'Elf Wizard',
        values: [
          [10, 12.5],
          [4, 6],
        ],
      },
      b: {
        name: 'Tank',
        values: [
          [16, 20],
          [1, 1],
        ],
      },
    });
    expect(table.title).toBe('Tank against Elf Wizard by level');
    expect(table.columns).toEqual([
      'level',
      'a_elf_wizard_max_hp',
      'b_tank_max_hp',
      'change_max_hp',
      'a_elf_wizard_max_mana',
      'b_tank_max_mana',
      'change_max_mana',
    ]);
    expect(table.headings?.[0]).toBe('XL');
    expect(table.headings?.[3]).toBe('B − A max HP');
    expect(table.rows).toEqual([
      [1, 10, 16, 6, 4, 1, -3],
      [2, 12.5, 20, 7.5, 6, 1, -5],
    ]);
  });

  it('stops at the shorter build, names two builds of one name apart, and rounds changes', () => {
    const table = sideBySideTable({
      levelHeading: 'Level',
      figures: figures.slice(0, 1),
      a: { name: 'Twin', values: [[0.1, 0.2, 0.3]] },
      b: { name: 'Twin', values: [[0.3, 0.5]] },
      round: (value) => Math.round(value * 1000) / 1000,
    });
    expect(table.columns.slice(1, 3)).toEqual(['a_twin_max_hp', 'b_twin_max_hp']);
    expect(table.rows).toEqual([
      [1, 0.1, 0.3, 0.2],
      [2, 0.2, 0.5, 0.3],
    ]);
  });
});
