import { computeMageCast, impossiblePoolMessage, type MageImpossible } from './cast';
import { arcanumProblem } from './cast-rules';
import type { Memo } from '../../engine/memo';
import type { Mage2eCast, Mage2eData } from './data';

/** What a sweep varies, one value at a time, everything else as the cast says. */
export type MageSweepFactor =
  | 'potency'
  | 'duration'
  | 'scaleSubjects'
  | 'scaleStep'
  | 'otherReach'
  | 'manaMitigation'
  | 'gnosis'
  | 'ritualIntervals';

export interface MageSweepFactorInfo {
  readonly factor: MageSweepFactor;
  readonly label: string;
  /** The column name in reports. */
  readonly column: string;
  /** The values the UI sweeps by default. */
  readonly values: readonly number[];
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The sweepable factors, with labels and default ranges for the UI. */
export const MAGE_SWEEP_FACTORS: readonly MageSweepFactorInfo[] = [
  { factor: 'potency', label: 'Potency', column: 'potency', values: range(1, 10) },
  { factor: 'duration', label: 'Duration step', column: 'duration_step', values: range(0, 9) },
  {
    factor: 'scaleSubjects',
    label: 'Subjects',
    column: 'subjects',
    values: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024],
  },
  { factor: 'scaleStep', label: 'Scale area step', column: 'area_step', values: range(0, 5) },
  { factor: 'otherReach', label: 'Other Reach', column: 'other_reach', values: range(0, 6) },
  {
    factor: 'manaMitigation',
    label: 'Mana to mitigate',
    column: 'mitigation',
    values: range(0, 6),
  },
  { factor: 'gnosis', label: 'Gnosis', column: 'gnosis', values: range(1, 10) },
  {
    factor: 'ritualIntervals',
    label: 'Extra ritual intervals',
    column: 'ritual_intervals',
    values: range(0, 5),
  },
];

export interface MageSweepRow {
  readonly value: number;
  readonly dramaticFailure: number;
  readonly failure: number;
  readonly success: number;
  readonly exceptional: number;
  /** P(a Paradox occurs): 0 when the spell is impossible (it is not cast, so nothing is rolled). */
  readonly paradox: number;
  /** The final casting pool (before released Paradox). */
  readonly pool: number;
  /** Why the spell cannot be cast at this value (then failure is exactly 1), or null. */
  readonly impossible: MageImpossible | null;
  readonly errors: readonly string[];
}

/** The cast with one factor set to `value` (schema ranges are the caller's business). */
export function withSweepValue(
  cast: Mage2eCast,
  factor: MageSweepFactor,
  value: number,
): Mage2eCast {
  switch (factor) {
    case 'potency':
      return { ...cast, potency: { ...cast.potency, level: value } };
    case 'duration':
      return { ...cast, duration: { ...cast.duration, step: value } };
    case 'scaleSubjects':
      return { ...cast, scale: { ...cast.scale, subjects: value } };
    case 'scaleStep':
      return { ...cast, scale: { ...cast.scale, areaStep: value } };
    case 'otherReach':
      return { ...cast, otherReach: value };
    case 'manaMitigation':
      return { ...cast, manaMitigation: value };
    case 'gnosis':
      return { ...cast, gnosis: value };
    case 'ritualIntervals':
      return { ...cast, castingTime: { ...cast.castingTime, extraIntervals: value } };
  }
}

/**
 * One row per value: the joint outcomes, P(Paradox) and the pool, everything else as cast. A value
 * that makes the spell impossible gives failure 1 and P(Paradox) 0, as {@link computeMageCast}.
 * A value the cast itself would refuse (32 subjects at Standard Scale, a Duration step past its
 * table) is left out: its row would only repeat the last valid one. Errors the cast already has
 * (too many Yantras) do not leave values out.
 */
export function sweepMageCast(
  data: Mage2eData,
  cast: Mage2eCast,
  factor: MageSweepFactor,
  values: readonly number[],
  memo?: Memo,
): MageSweepRow[] {
  const castErrors = computeMageCast(data, cast, memo).errors;
  return values.flatMap((value) => {
    const candidate = withSweepValue(cast, factor, value);
    const view = computeMageCast(data, candidate, memo);
    // Being impossible is an answer (failure 1), not a setting the cast refuses.
    const expected = new Set([
      ...castErrors,
      impossiblePoolMessage(view.pool.value, data.impossibleAt),
      arcanumProblem(candidate),
    ]);
    if (view.errors.some((error) => !expected.has(error))) return [];
    return [
      {
        value,
        ...view.outcomes,
        paradox: view.paradox.chance,
        pool: view.pool.value,
        impossible: view.impossible,
        errors: view.errors,
      },
    ];
  });
}
