/**
 * The Mage 2e engine calls: a spell's casting, and the outcome odds swept over one factor; its
 * sensitivity and goal, declared in `analyses.ts`.
 */
import type { Memo } from '../../engine/memo';
import { computeMageCast, type MageCastView } from './cast';
import type { Mage2eCast, Mage2eData } from './data';
import type { BalanceGrid } from '../../analysis/grid';
import { computeMageGrid, type MageGridInput } from './grid';
import { sweepMageCast, type MageSweepFactor, type MageSweepRow } from './sweep';
import { figureEngineCalls } from '../../analysis/figure-analyses';
import { MAGE2E_ANALYSES } from './analyses';
import { MAGE2E_FIGURES } from './sensitivity';

export const MAGE2E_ENGINE = {
  ...figureEngineCalls(MAGE2E_ANALYSES, MAGE2E_FIGURES),
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
