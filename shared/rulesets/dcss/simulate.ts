import type { DcssBuild, DcssData } from './data';
import { toRows } from '../../engine/dist';
import {
  computeRegenRate,
  isPoweredByDeathActive,
  pointsPerAction,
  poweredByDeathDurations,
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

interface Played {
  readonly rows: readonly DcssSimulationRow[];
  /** Whether HP was at max at the start of some turn (the at-max reading then applies). */
  readonly metMax: boolean;
}

/** Plays `input.turns` turns with Powered by Death for the first `pbdTurns` of them. */
function playTurns(
  data: DcssData,
  build: DcssBuild,
  input: DcssSimulationInput,
  rates: { readonly withPbd: number; readonly withoutPbd: number; readonly pbdTurns: number },
): Played {
  const { rules } = data;
  const mhp = build.maxHp;
  const onlyBelowMax = rules.readings.accumulateOnlyBelowMax;
  const rows: DcssSimulationRow[] = [];
  let hp = input.startHp;
  let carried = 0;
  let metMax = false;
  for (let turn = 1; turn <= input.turns; turn += 1) {
    const trr = turn <= rates.pbdTurns ? rates.withPbd : rates.withoutPbd;
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
  return { rows, metMax };
}

/**
 * Each turn's figures as their expectation over runs of given probabilities (the durations of
 * Powered by Death): the runs differ only in how long it lasts.
 */
function expectedRuns(
  runs: readonly { readonly probability: number; readonly run: Played }[],
): Played {
  const first = runs[0]?.run.rows ?? [];
  const expect = (pick: (row: DcssSimulationRow) => number, index: number) =>
    runs.reduce((sum, { probability, run }) => {
      const row = run.rows[index];
      return row === undefined ? sum : sum + probability * pick(row);
    }, 0);
  return {
    rows: first.map((row, index) => ({
      turn: row.turn,
      trr: expect((r) => r.trr, index),
      hpBefore: expect((r) => r.hpBefore, index),
      pointsGained: expect((r) => r.pointsGained, index),
      hpGained: expect((r) => r.hpGained, index),
      pointsCarried: expect((r) => r.pointsCarried, index),
      hpAfter: expect((r) => r.hpAfter, index),
    })),
    metMax: runs.some(({ run }) => run.metMax),
  };
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
  const withPbd = computeRegenRate(rules, build, build.maxHp).trr.value;
  const withoutPbd = computeRegenRate(rules, build, build.maxHp, { poweredByDeath: false }).trr
    .value;
  const play = (pbdTurns: number) =>
    playTurns(data, build, input, { withPbd, withoutPbd, pbdTurns });
  const durations = poweredByDeathDurations(rules, build);
  const played =
    rules.readings.poweredByDeathRandom && durations !== null
      ? expectedRuns(
          toRows(durations).map(({ value, probability }) => ({ probability, run: play(value) })),
        )
      : play(poweredByDeathTurns(rules, build));
  const { rows, metMax } = played;
  const onlyBelowMax = rules.readings.accumulateOnlyBelowMax;

  const readings: string[] = [];
  if (isPoweredByDeathActive(build)) readings.push(poweredByDeathSentence(rules, build));
  if (metMax) {
    readings.push(onlyBelowMax ? SIMULATION_SENTENCES.atMaxSource : SIMULATION_SENTENCES.atMaxSeed);
  }
  return { rows, readings };
}
