import { describe, expect, it } from 'vitest';
import { readableHeading } from '../../../shared/report/readable-heading';

describe('readableHeading', () => {
  it.each([
    ['hp_per_1000_turns', 'HP per 1000 turns'],
    ['turns_from_0_pw_to_full', 'Turns from 0 power to full'],
    ['median_max_hp', 'Median max HP'],
    ['pw_p95', 'Power 95%'],
    ['hp_mean', 'HP mean'],
    ['xl', 'XL'],
    ['brr', 'BRR'],
    ['points_gained', 'Points gained'],
    ['at_least', 'At least'],
    ['level', 'Level'],
    ['max_mana_l30', 'Max mana L30'],
  ])('shows %s as "%s"', (column, heading) => {
    expect(readableHeading(column)).toBe(heading);
  });

  it('shows a column already written for people as it is', () => {
    for (const column of ['Level', 'Max mana', 'Tathren (Willpower): mana', 'P(Paradox)']) {
      expect(readableHeading(column)).toBe(column);
    }
  });
});
