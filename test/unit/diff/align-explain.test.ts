import { describe, expect, it } from 'vitest';
import { sumTerms } from '../../../shared/engine/explain';
import { alignTraces } from '../../../shared/diff/align-explain';

describe('alignTraces', () => {
  it('pairs the same labels, the rest by position, and sums the change', () => {
    const a = sumTerms([
      { label: 'Elf', value: 3 },
      { label: 'Wizard', value: 12 },
      { label: 'Int', value: 2 },
    ]);
    const b = sumTerms([
      { label: 'Elf', value: 3 },
      { label: 'Warrior', value: 1 },
      { label: 'Int', value: 2 },
    ]);
    // Between two shared terms the classes pair by place.
    expect(
      alignTraces(a, b).rows.map((row) => [row.a?.label ?? null, row.b?.label ?? null, row.change]),
    ).toEqual([
      ['Elf', 'Elf', 0],
      ['Wizard', 'Warrior', -11],
      ['Int', 'Int', 0],
    ]);
  });

  it('pairs by place before the first shared term, and not after the last', () => {
    const a = sumTerms([
      { label: 'Elf', value: 3 },
      { label: 'Wizard', value: 12 },
      { label: 'Int', value: 2 },
      { label: 'Ring', value: 5 },
    ]);
    const b = sumTerms([
      { label: 'Gnome', value: 4 },
      { label: 'Priest', value: 10 },
      { label: 'Int', value: 3 },
      { label: 'Deep well', value: 6 },
    ]);
    const aligned = alignTraces(a, b);
    expect(
      aligned.rows.map((row) => [row.a?.label ?? null, row.b?.label ?? null, row.change]),
    ).toEqual([
      ['Elf', 'Gnome', 1],
      ['Wizard', 'Priest', -2],
      ['Int', 'Int', 1],
      // Ring and Deep well are different things: each stands alone.
      ['Ring', null, -5],
      [null, 'Deep well', 6],
    ]);
    expect(aligned).toMatchObject({ a: 22, b: 23, change: 1 });
  });

  it('finds a shared term wherever it sits, and the rows account for the totals', () => {
    const a = sumTerms([
      { label: 'Human', value: 2 },
      { label: 'Int', value: 1 },
    ]);
    const b = sumTerms([
      { label: 'Int', value: 4 },
      { label: 'Human', value: 2 },
      { label: 'Amulet', value: 1 },
    ]);
    const aligned = alignTraces(a, b);
    expect(aligned.rows.map((row) => [row.a?.label ?? null, row.b?.label ?? null])).toEqual([
      ['Human', 'Human'],
      ['Int', 'Int'],
      [null, 'Amulet'],
    ]);
    const total = aligned.rows.reduce((sum, row) => sum + (row.change ?? 0), 0);
    expect(total).toBe(aligned.change);
  });

  it('pairs the same term with other numbers after the last shared one', () => {
    const a = sumTerms([
      { label: 'level 1', value: 7 },
      { label: '29 level-ups × 2', value: 58 },
    ]);
    const b = sumTerms([
      { label: 'level 1', value: 18 },
      { label: '29 level-ups × 8', value: 232 },
    ]);
    // After the shared 'level 1', the level-ups pair by their words, whatever their numbers.
    expect(alignTraces(a, b).rows.map((row) => row.change)).toEqual([11, 174]);
    const withItem = sumTerms([...b.terms, { label: 'Ring', value: 2 }]);
    expect(
      alignTraces(
        sumTerms([{ label: 'level 1', value: 7 }, ...a.terms.slice(1)]),
        withItem,
      ).rows.map((row) => [row.a?.label ?? null, row.b?.label ?? null]),
    ).toEqual([
      ['level 1', 'level 1'],
      ['29 level-ups × 2', '29 level-ups × 8'],
      [null, 'Ring'],
    ]);
  });
});
