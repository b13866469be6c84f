import type { SkillTableReading, SkillTableRow } from './data';

/**
 * What a skill table gives at `value` (whole points or percents).
 *
 * The seed lists only some values ("+1 at 25, +5 at 100, +8 at 200") of a table it does not
 * include, so how values between them read is the data's `between` reading:
 * - `step`: the amount of the highest listed value reached (60 → what 25 gives);
 * - `linear`: a straight line between listed values, starting from 0 at value 0, rounded down.
 * Below the first listed value, `step` gives 0; beyond the last, both give the last amount.
 * Rows need not be sorted; values must be distinct (validated by the editor).
 */
export function readSkillTable(
  rows: readonly SkillTableRow[],
  value: number,
  reading: SkillTableReading,
): number {
  const sorted = [...rows].sort((a, b) => a.value - b.value);
  let previous: SkillTableRow = { value: 0, amount: 0 };
  for (const row of sorted) {
    if (value < row.value) {
      if (reading === 'step') return previous.amount;
      const share = (value - previous.value) / (row.value - previous.value);
      return Math.floor(previous.amount + share * (row.amount - previous.amount));
    }
    previous = row;
  }
  return previous.amount;
}
