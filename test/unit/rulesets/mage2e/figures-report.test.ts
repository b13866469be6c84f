import { describe, expect, it } from 'vitest';
import { formatExplained } from '../../../../shared/engine/explain';
import { computeMageCast } from '../../../../shared/rulesets/mage2e/cast';
import {
  DEFAULT_MAGE_CAST,
  makeDefaultMage2eData,
  PLAIN_MAGE_CAST,
} from '../../../../shared/rulesets/mage2e/defaults';
import { mageFiguresReport } from '../../../../shared/rulesets/mage2e/reports';

const data = makeDefaultMage2eData();

describe('mageFiguresReport', () => {
  it("writes every step's figure with its terms, as the results panel traces them", () => {
    const view = computeMageCast(data, DEFAULT_MAGE_CAST);
    const table = mageFiguresReport(view, DEFAULT_MAGE_CAST);
    expect(table.columns).toEqual(['figure', 'value', 'how']);
    const rows = new Map(table.rows.map((row) => [row[0], row.slice(1)]));
    expect([...rows.keys()].slice(0, 14)).toEqual([
      'free_reach',
      'reach_used',
      'reach_over',
      'base_pool',
      'potency_penalty',
      'duration_penalty',
      'scale_penalty',
      'factor_penalties',
      'yantra_bonus',
      'ritual_bonus',
      'pool',
      'casting_turns',
      'mana',
      'paradox_pool',
    ]);
    // A rote: free Reach as though Arcanum were 5 (5 − 3 + 1 = 3); 4 used, so 1 over.
    expect(rows.get('free_reach')).toEqual([3, formatExplained(view.freeReach)]);
    expect(rows.get('reach_over')?.[0]).toBe(1);
    expect(rows.get('pool')).toEqual([view.pool.value, formatExplained(view.pool)]);
    // Potency 3 is the primary factor: Arcanum 3 − 1 = 2 free steps take it to step 0.
    expect(rows.get('potency_penalty')).toEqual([0, 'Potency 3, step 2 − 2 free = 0']);
    expect(rows.get('duration_penalty')).toEqual([-2, 'One day, step 1']);
    expect(rows.get('casting_turns')?.[0]).toBe(
      view.castingTime.kind === 'instant' ? view.castingTime.turns.value : -1,
    );
  });

  it('writes a ritual in minutes, and the panel’s errors after the figures', () => {
    const tooHigh = { ...PLAIN_MAGE_CAST, arcanum: 1, highest: 3 };
    const ritual = computeMageCast(data, tooHigh);
    const table = mageFiguresReport(ritual, tooHigh, 'Too high');
    const figures = table.rows.map((row) => row[0]);
    expect(figures).toContain('casting_minutes');
    expect(table.rows.find((row) => row[0] === 'pool')?.[1]).toBe('impossible');
    expect(table.rows.filter((row) => row[0] === 'error').map((row) => row[2])).toEqual(
      ritual.errors,
    );
    expect(table.rows.find((row) => row[0] === 'paradox_pool')?.slice(1)).toEqual([
      'not rolled',
      '',
    ]);
  });

  it('lists an exceptional success’s five choices with its chance, none for an impossible spell', () => {
    const view = computeMageCast(data, DEFAULT_MAGE_CAST);
    const choices = mageFiguresReport(view, DEFAULT_MAGE_CAST).rows.filter(
      (row) => row[0] === 'exceptional_choice',
    );
    expect(choices).toHaveLength(5);
    // Each row's value is the chance of an exceptional success, to 6 decimals.
    for (const row of choices) expect(row[1]).toBeCloseTo(view.outcomes.exceptional, 6);
    expect(choices[0]?.[2]).toBe('A bonus step in the primary spell factor (Potency 3 now).');
    expect(choices[3]?.[2]).toBe(
      `All Mana spent on the spell is refunded, and one more: ${view.mana.value + 1} Mana back.`,
    );
    const impossible = { ...PLAIN_MAGE_CAST, arcanum: 1, highest: 3 };
    const rows = mageFiguresReport(computeMageCast(data, impossible), impossible).rows;
    expect(rows.some((row) => row[0] === 'exceptional_choice')).toBe(false);
  });
});
