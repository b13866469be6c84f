import type { DcssBuild, DcssData } from './data';
import {
  computeRegenRate,
  isPoweredByDeathActive,
  pointsPerAction,
  poweredByDeathSentence,
  poweredByDeathTurns,
} from './regen';
import { assertDcssInput, validateDcssSimulation } from './validate';
import type { DcssSimulationInput, DcssSimulationRow } from './view';

/** The readings a simulation can meet, as the sentences shown next to it. */
export const SIMULATION_SENTENCES = {
  atMaxSeed:
    'At full HP, points still accumulate (the seed): whole HP past max is lost and the ' +
    'remainder under 100 is kept.',
  atMaxSource: "At full HP, no points accumulate and the remainder is kept (the game's source).",
} as const;

export interface DcssSimulation {
  readonly rows: readonly DcssSimulationRow[];
  /** The readings that changed a number in the rows, as sentences. */
  readonly readings: readonly string[];
}

/**
 * Plays the build turn by turn at its max HP, one action a turn, from `startHp` and 0 carried
 * points. Each turn brings ⌊TRR × effective auts / 10⌋ points; every 100 heal 1 HP and the rest
 * carries over. Powered by Death adds its bonus for the first ⌊mean of 2d8 + 8 × rank⌋ turns only
 * (17 at rank 1), then TRR drops to the rate without it.
 *
 * At full HP: with `accumulateOnlyBelowMax` nothing accumulates and the remainder stays; without
 * it (the seed) points still accumulate, whole HP past max is lost and the remainder is kept. HP
 * past max is lost the same way on the turn HP reaches max.
 *
 * @throws RangeError when the data, the build or the simulation input is invalid.
 */
export function simulateDcssRegen(
  data: DcssData,
  build: DcssBuild,
  input: DcssSimulationInput,
): DcssSimulation {
  assertDcssInput(data, build);
  const [issue] = validateDcssSimulation(build, input);
  if (issue !== undefined) throw new RangeError(issue.message);
  const { rules } = data;
  const mhp = build.maxHp;
  const withPbd = computeRegenRate(rules, build, mhp).trr.value;
  const withoutPbd = computeRegenRate(rules, build, mhp, { poweredByDeath: false }).trr.value;
  const pbdTurns = poweredByDeathTurns(rules, build);
  const onlyBelowMax = rules.readings.accumulateOnlyBelowMax;

  const rows: DcssSimulationRow[] = [];
  let hp = input.startHp;
  let carried = 0;
  let metMax = false;
  for (let turn = 1; turn <= input.turns; turn += 1) {
    const trr = turn <= pbdTurns ? withPbd : withoutPbd;
    const atMax = hp >= mhp;
    metMax ||= atMax;
    const pointsGained = atMax && onlyBelowMax ? 0 : pointsPerAction(rules, build, trr);
    const total = carried + pointsGained;
    const whole = Math.floor(total / rules.pointsPerHp);
    carried = total - whole * rules.pointsPerHp;
    const hpAfter = Math.min(mhp, hp + whole);
    rows.push({
      turn,
      trr,
      hpBefore: hp,
      pointsGained,
      hpGained: hpAfter - hp,
      pointsCarried: carried,
      hpAfter,
    });
    hp = hpAfter;
  }

  const readings: string[] = [];
  if (isPoweredByDeathActive(build)) readings.push(poweredByDeathSentence(rules, build));
  if (metMax) {
    readings.push(onlyBelowMax ? SIMULATION_SENTENCES.atMaxSource : SIMULATION_SENTENCES.atMaxSeed);
  }
  return { rows, readings };
}
