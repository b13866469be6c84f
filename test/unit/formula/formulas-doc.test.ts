/**
 * docs/formulas.md says true things: every block of formulas in it checks with no problem against
 * the tables the page describes, and the values it states are what the engine computes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pairsOf } from '../../../shared/formula/outcomes';
import { checked, evaluation } from './formula-fixtures';

const page = readFileSync(new URL('../../../docs/formulas.md', import.meta.url), 'utf8');
const blocks = [...page.matchAll(/```formulas\n([\s\S]*?)```/g)].map((match) => match[1] as string);

describe('docs/formulas.md', () => {
  it('has blocks of formulas, each checking with no problem', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    for (const block of blocks) expect(checked(block).problems).toEqual([]);
  });

  it('states the values the engine computes', () => {
    const all = evaluation(blocks.join('\n'));
    const stats = new Map(pairsOf(all.value('stats', 1)));
    expect(stats.get(18)).toBeCloseTo(21 / 1296, 14);
    expect(page).toContain('`good` is 0.2315 (300 of 1,296)');
    expect(all.value('good', 1)).toBeCloseTo(300 / 1296, 14);
    expect(all.value('typical', 1)).toBe(12);
    expect(all.value('mean_hit', 1)).toBe(6.5);
    expect(all.value('same', 1)).toBe(0);
    expect(new Map(pairsOf(all.value('two', 1))).get(0)).toBeCloseTo(6 / 36, 14);
    expect(new Map(pairsOf(all.value('c', 1))).has(2)).toBe(false);
    expect(all.value('halfway', 30)).toBe(15 + 29 * 6);
    expect(all.value('hp_max', 1)).toBe(6 + 2 + 2);
  });

  it('truncates toward zero with trunc, as C’s integer division', () => {
    expect(pairsOf(evaluation('x = trunc(d{-3,3} / 2)').value('x', 1))).toEqual([
      [-1, 0.5],
      [1, 0.5],
    ]);
  });
});
