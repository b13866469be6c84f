import type { DcssBuild, DcssData } from './data';
import { computeRegenAt } from './regen';
import { simulateDcssRegen } from './simulate';
import { assertDcssInput } from './validate';
import type { DcssLevelRow, DcssMhpRow, DcssRegenView, DcssSimulationInput } from './view';

/** The chart against max HP runs from 1 to this. */
export const DCSS_CHART_MAX_HP = 600;

/**
 * What the DCSS screen shows for one build (the `dcss/regen` engine call): the rates at the
 * build's max HP, the chart against max HP 1..600 and against XL 1..maxLevel (from the build's
 * max HP curve; the lines stop where the curve ends), and the turn-by-turn simulation. The
 * simulation's readings (Powered by Death ending, full HP) join `atBuild.readings`.
 *
 * @throws RangeError when the data, the build or the simulation input is invalid.
 */
export function computeDcssRegenView(
  data: DcssData,
  build: DcssBuild,
  simulation: DcssSimulationInput,
): DcssRegenView {
  assertDcssInput(data, build);
  const { rules } = data;
  const simulated = simulateDcssRegen(data, build, simulation);
  const atBuild = computeRegenAt(rules, build, build.maxHp);
  const readings = [...atBuild.readings];
  for (const sentence of simulated.readings) {
    if (!readings.includes(sentence)) readings.push(sentence);
  }
  const byMhp: DcssMhpRow[] = Array.from({ length: DCSS_CHART_MAX_HP }, (_, i) => {
    const regen = computeRegenAt(rules, build, i + 1);
    return {
      mhp: regen.mhp,
      brr: regen.brr.value,
      trr: regen.trr.value,
      turnsPerHp: regen.turnsPerHp,
    };
  });
  const byLevel: DcssLevelRow[] = build.maxHpByLevel.slice(0, data.maxLevel).map((mhp, i) => {
    const regen = computeRegenAt(rules, build, mhp);
    return {
      xl: i + 1,
      mhp,
      trr: regen.trr.value,
      turnsPerHp: regen.turnsPerHp,
      turnsToFull: regen.turnsToFull,
    };
  });
  return {
    atBuild: { ...atBuild, readings },
    byMhp,
    byLevel,
    simulation: simulated.rows,
  };
}
