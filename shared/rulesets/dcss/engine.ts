/** The DCSS engine call: a build's rates, its charts by max HP and XL, and the simulation. */
import type { DcssBuild, DcssData } from './data';
import { computeDcssRegenView } from './regen-view';
import type { DcssRegenView, DcssSimulationInput } from './view';

export const DCSS_ENGINE = {
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
