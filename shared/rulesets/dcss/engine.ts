/**
 * The DCSS engine calls: a build's rates, its charts by max HP and XL, and the simulation; the
 * balance grid of every build.
 */
import type { BalanceGrid } from '../../analysis/grid';
import type { DcssBuild, DcssData } from './data';
import { fitDcssMaxHp, type DcssFit, type DcssFitInput } from './curve-fit';
import { computeDcssEndurance, type DcssEndurance, type DcssEnduranceInput } from './endurance';
import { computeDcssGrid, type DcssGridInput } from './grid';
import { computeDcssRegenView } from './regen-view';
import type { DcssRegenView, DcssSimulationInput } from './view';
import type { Sensitivity } from '../../analysis/sensitivity';
import {
  computeDcssSensitivity,
  seekDcssGoal,
  type DcssGoalInput,
  type DcssGoalResult,
  type DcssSensitivityInput,
} from './sensitivity';

export const DCSS_ENGINE = {
  'dcss/grid': (input: DcssGridInput): BalanceGrid => computeDcssGrid(input),
  'dcss/fit': (input: DcssFitInput): DcssFit => fitDcssMaxHp(input),
  'dcss/endurance': (input: DcssEnduranceInput): DcssEndurance => computeDcssEndurance(input),
  'dcss/sensitivity': (input: DcssSensitivityInput): Sensitivity => computeDcssSensitivity(input),
  'dcss/goal': (input: DcssGoalInput): DcssGoalResult => seekDcssGoal(input),
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
