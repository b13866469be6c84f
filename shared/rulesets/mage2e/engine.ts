/** The Mage 2e engine call: a spell's casting, and the outcome odds swept over one factor. */
import type { Memo } from '../../engine/memo';
import { computeMageCast, type MageCastView } from './cast';
import type { Mage2eCast, Mage2eData } from './data';
import type { BalanceGrid } from '../../analysis/grid';
import { computeMageGrid, type MageGridInput } from './grid';
import { sweepMageCast, type MageSweepFactor, type MageSweepRow } from './sweep';
import type { Sensitivity } from '../../analysis/sensitivity';
import {
  computeMageSensitivity,
  seekMageGoal,
  type MageFigureInput,
  type MageGoalInput,
  type MageGoalResult,
} from './sensitivity';

export const MAGE2E_ENGINE = {
  'mage2e/sensitivity': (input: MageFigureInput): Sensitivity => computeMageSensitivity(input),
  'mage2e/goal': (input: MageGoalInput): MageGoalResult => seekMageGoal(input),
  'mage2e/grid': (input: MageGridInput, memo: Memo): BalanceGrid => computeMageGrid(input, memo),
  'mage2e/cast': (
    {
      data,
      build,
      sweep,
    }: {
      readonly data: Mage2eData;
      readonly build: Mage2eCast;
      /** The factor the outcome chart sweeps, and its values. */
      readonly sweep: { readonly factor: MageSweepFactor; readonly values: readonly number[] };
    },
    memo: Memo,
  ): { readonly cast: MageCastView; readonly sweep: readonly MageSweepRow[] } => ({
    cast: computeMageCast(data, build, memo),
    sweep: sweepMageCast(data, build, sweep.factor, sweep.values, memo),
  }),
};
