import { describe, expect, it } from 'vitest';
import type { GridMeasure } from '../../../shared/analysis/grid';
import { readMeasureFlag } from '../../../shared/analysis/measure-flag';

const MEASURES: readonly GridMeasure[] = [
  { id: 'max-mana', column: 'max_mana', name: 'Max mana', unit: 'points', decimals: 0 },
  {
    id: 'minutes-to-full',
    column: 'minutes_to_full',
    name: 'Minutes to full',
    unit: 'min',
    decimals: 1,
  },
] as never;
const given = (...values: string[]) =>
  values.map((value) => ({ value, shown: `--measure ${value}` }));

describe('readMeasureFlag', () => {
  it('takes the fallback when none is given, else the one named by id, column or name in any case', () => {
    expect(readMeasureFlag(given(), MEASURES, 'max-mana')).toBe('max-mana');
    for (const name of [
      'minutes-to-full',
      'minutes_to_full',
      'MINUTES TO FULL',
      ' Minutes to full ',
    ])
      expect(readMeasureFlag(given(name), MEASURES, 'max-mana')).toBe('minutes-to-full');
  });

  it('refuses a name it does not know, listing the ids, and a second --measure', () => {
    expect(() => readMeasureFlag(given('mana'), MEASURES, 'max-mana')).toThrow(
      '--measure mana: unknown measure; choose one of max-mana, minutes-to-full',
    );
    expect(() => readMeasureFlag(given('max-mana', 'max_mana'), MEASURES, 'max-mana')).toThrow(
      '--measure max_mana: --measure is given more than once; give it once',
    );
  });
});
