/**
 * The DCSS engine calls: a build's rates, its charts by max HP and XL, and the simulation; the
 * balance grid of every build; its sensitivity and goal, declared in `analyses.ts`.
 */
import type { BalanceGrid } from '../../analysis/grid';
import type { DcssBuild, DcssData } from './data';
import { fitEngineCall } from '../../analysis/fit-cli';
import { fitDcssMaxHp } from './curve-fit';
import { DCSS_FIT } from './fit-analysis';
import { enduranceEngineCall } from '../../analysis/endurance-cli';
import { computeDcssEndurance } from './endurance';
import { DCSS_ENDURANCE } from './endurance-analysis';
import { computeDcssGrid, type DcssGridInput } from './grid';
import { computeDcssRegenView } from './regen-view';
import type { DcssRegenView, DcssSimulationInput } from './view';
import { figureEngineCalls } from '../../analysis/figure-analyses';
import { DCSS_ANALYSES } from './analyses';
import { DCSS_FIGURES } from './sensitivity';

export const DCSS_ENGINE = {
  ...figureEngineCalls(DCSS_ANALYSES, DCSS_FIGURES),
  ...enduranceEngineCall(DCSS_ENDURANCE, computeDcssEndurance),
  'dcss/grid': (input: DcssGridInput): BalanceGrid => computeDcssGrid(input),
  ...fitEngineCall(DCSS_FIT, fitDcssMaxHp),
  'dcss/regen': ({
    data,
    build,
    simulation,
  }: {
    readonly data: DcssData;
    readonly build: DcssBuild;
    readonly simulation: DcssSimulationInput;
  }): DcssRegenView => computeDcssRegenView(data, build, simulation),
};
