import type { Memo } from '../../engine/memo';
import { distKey, toRows, type Dist } from '../../engine/dist';

/**
 * Expected turns to gain every deficit 0, 1, 2… on one schedule: the dynamic programme's rows,
 * kept and extended on demand, so the median, 5% and 95% pools of a level (and every level on
 * the same schedule) share one table. Row d needs only rows below it, so a row once computed
 * never changes: the answer for a deficit is the same whichever deficit was asked first.
 */
class TurnsToGainTable {
  /**
   * e[d·interval + r]: expected turns still to play with d points missing, about to play a turn
   * whose counter is ≡ r (mod interval); row 0 is all 0 (nothing missing). Flat and unboxed, and
   * grown by doubling: the table is read and extended in tight loops.
   */
  #e: Float64Array;
  /** Rows computed so far (row 0 included). */
  #rows = 1;
  readonly #values: Int32Array;
  readonly #probabilities: Float64Array;

  constructor(
    private readonly interval: number,
    amount: Dist,
    private readonly otherTurns: number,
  ) {
    this.#e = new Float64Array(interval * 64);
    const outcomes = toRows(amount);
    this.#values = Int32Array.from(outcomes, (o) => o.value);
    this.#probabilities = Float64Array.from(outcomes, (o) => o.probability);
  }

  /** Expected turns to gain `deficit` points, starting on a turn ≡ `start` (mod interval). */
  turns(deficit: number, start: number): number {
    const { interval } = this;
    if (deficit >= this.#rows) this.#extend(deficit);
    return deficit <= 0 ? 0 : (this.#e[deficit * interval + (start % interval)] ?? 0);
  }

  #extend(deficit: number): void {
    const { interval, otherTurns } = this;
    if ((deficit + 1) * interval > this.#e.length) {
      const grown = new Float64Array(Math.max(this.#e.length * 2, (deficit + 1) * interval));
      grown.set(this.#e);
      this.#e = grown;
    }
    const e = this.#e;
    const values = this.#values;
    const probabilities = this.#probabilities;
    const first = 1 % interval;
    for (let d = this.#rows; d <= deficit; d += 1) {
      const row = d * interval;
      // The event turn (r = 0): every outcome lowers the deficit, so it needs only smaller d.
      let sum = 0;
      for (let k = 0; k < values.length; k += 1) {
        const left = d - (values[k] as number);
        sum +=
          (probabilities[k] as number) * (left <= 0 ? 0 : (e[left * interval + first] as number));
      }
      e[row] = 1 + sum;
      // The other turns lead, one by one, to the next event: solved backwards from it.
      for (let r = interval - 1; r >= 1; r -= 1) {
        const after = (r + 1) % interval;
        if (otherTurns > 0) {
          const left = d - otherTurns;
          e[row + r] = 1 + (left <= 0 ? 0 : (e[left * interval + after] as number));
        } else e[row + r] = 1 + (e[row + after] as number);
      }
    }
    this.#rows = deficit + 1;
  }
}

/**
 * Expected turns until at least `deficit` points have come back, played turn by turn on the turn
 * counter's schedule (exact expectation, no sampling): a regeneration event on every turn whose
 * counter is a multiple of `interval`, worth `amount` (a distribution); on every other turn,
 * `otherTurns` points (1 with NetHack's Regeneration intrinsic, else 0). The counter starts at
 * `startTurn` (NetHack's first turn is 1).
 *
 * Dynamic programming over (points still missing, counter mod interval): the chain between two
 * events at the same deficit is solved backwards from the event, so a table up to `deficit` costs
 * O(deficit × (interval + |amount|)). With `memo`, the table is kept for the next question on the
 * same schedule (the other pools of a level, later levels, later edits).
 */
export function expectedTurnsToGain(
  deficit: number,
  interval: number,
  amount: Dist,
  otherTurns = 0,
  startTurn = 1,
  memo?: Memo,
): number {
  if (!Number.isInteger(deficit) || deficit < 0) throw new RangeError('A deficit is 0 or more.');
  if (!Number.isInteger(interval) || interval < 1)
    throw new RangeError('An interval is 1 or more.');
  if (deficit === 0) return 0;
  // A distribution's offset is its smallest value with a probability above 0.
  if (amount.offset < 1) {
    throw new RangeError('An event must bring back at least 1 point, or the pool never fills.');
  }
  const table = () => new TurnsToGainTable(interval, amount, otherTurns);
  if (memo === undefined) return table().turns(deficit, startTurn);
  const schedule = `nethack34/turns-to-gain\n${interval}|${otherTurns}|${distKey(amount)}`;
  return memo.get(schedule, table).turns(deficit, startTurn);
}
