/**
 * The Willpower engine calls the screens and the comparison ask the worker for; its sensitivity
 * and goal are declared in `analyses.ts`.
 */
import type { Memo } from '../../engine/memo';
import { willpowerBuildRegen, type BuildRegen, type RegenConditions } from './build-regen';
import { computeCastingEconomy, type CastingEconomy, type CastingInput } from './casting-economy';
import type { WillpowerBuild, WillpowerData } from './data';
import type { BalanceGrid } from '../../analysis/grid';
import { computeWillpowerGrid, type WillpowerGridInput } from './grid';
import { enduranceEngineCall } from '../../analysis/endurance-cli';
import { computeWillpowerEndurance } from './endurance';
import { WILLPOWER_ENDURANCE } from './endurance-analysis';
import { fitEngineCall } from '../../analysis/fit-cli';
import { fitWillpowerCurve } from './curve-fit';
import { WILLPOWER_FIT } from './fit-analysis';
import { computeHpCurve, type HpCurve } from './hp';
import { computeManaCurve, type ManaCurve } from './max-mana';
import { figureEngineCalls } from '../../analysis/figure-analyses';
import { WILLPOWER_ANALYSES } from './analyses';
import { WILLPOWER_FIGURES } from './figures';
import { projectTraining, type TrainingInput, type TrainingProjection } from './training';

interface BuildInput {
  readonly data: WillpowerData;
  readonly build: WillpowerBuild;
}

export const WILLPOWER_ENGINE = {
  ...figureEngineCalls(WILLPOWER_ANALYSES, WILLPOWER_FIGURES),
  ...enduranceEngineCall(WILLPOWER_ENDURANCE, computeWillpowerEndurance),
  ...fitEngineCall(WILLPOWER_FIT, fitWillpowerCurve),
  'willpower/mana-curve': ({ data, build }: BuildInput): ManaCurve => computeManaCurve(data, build),
  'willpower/hp-curve': ({ data, build }: BuildInput): HpCurve => computeHpCurve(data, build),
  'willpower/regen': (
    { data, build, conditions }: BuildInput & { readonly conditions: RegenConditions },
    memo: Memo,
  ): BuildRegen => willpowerBuildRegen(data, build, conditions, memo),
  'willpower/casting': ({
    data,
    build,
    casting,
  }: BuildInput & { readonly casting: CastingInput }): CastingEconomy =>
    computeCastingEconomy(data, build, casting),
  'willpower/grid': (input: WillpowerGridInput): BalanceGrid => computeWillpowerGrid(input),
  'willpower/training': ({
    data,
    build,
    training,
  }: BuildInput & { readonly training: TrainingInput }): TrainingProjection =>
    projectTraining(data, build, training),
};
