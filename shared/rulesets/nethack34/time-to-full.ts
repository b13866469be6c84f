import type { Memo } from '../../engine/memo';
import { toRows, type Dist } from '../../engine/dist';

/**
 * Expected turns to gain every deficit 0, 1, 2… on one schedule: the dynamic programme's rows,
 * kept and extended on demand, so the median, 5% and 95% pools of a level (and every level on
 * the same schedule) share one table. Row d needs only rows below it, so a row once computed
 * never changes: the answer for a deficit is the same whichever deficit was asked first.
 */
class TurnsToGainTable {
  /** e[d][r]: expected turns still to play with d points missing, about to play a turn whose
   * counter is ≡ r (mod interval); 0 once nothing is missing. */
  readonly #e: number[][];
  readonly #outcomes: readonly { readonly value: number; readonly probability: number }[];

  constructor(
    private readonly interval: number,
    amount: Dist,
    private readonly otherTurns: number,
  ) {
    this.#e = [new Array<number>(interval).fill(0)];
    this.#outcomes = toRows(amount);
  }

  #at(d: number, r: number): number {
    return d <= 0 ? 0 : (this.#e[d]?.[r] ?? 0);
  }

  /** Expected turns to gain `deficit` points, starting on a turn ≡ `start` (mod interval). */
  turns(deficit: number, start: number): number {
    const { interval, otherTurns } = this;
    for (let d = this.#e.length; d <= deficit; d += 1) {
      const row = new Array<number>(interval).fill(0);
      this.#e.push(row);
      // The event turn (r = 0): every outcome lowers the deficit, so it needs only smaller d.
      row[0] =
        1 +
        this.#outcomes.reduce(
          (sum, o) => sum + o.probability * this.#at(d - o.value, 1 % interval),
          0,
        );
      // The other turns lead, one by one, to the next event: solved backwards from it.
      for (let r = interval - 1; r >= 1; r -= 1) {
        const after = (r + 1) % interval;
        row[r] = 1 + (otherTurns > 0 ? this.#at(d - otherTurns, after) : (row[after] ?? 0));
      }
    }
    return this.#at(deficit, start % interval);
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
  if (toRows(amount).some((row) => row.value < 1)) {
    throw new RangeError('An event must bring back at least 1 point, or the pool never fills.');
  }
  const table = () => new TurnsToGainTable(interval, amount, otherTurns);
  if (memo === undefined) return table().turns(deficit, startTurn);
  const schedule = `nethack34/turns-to-gain\n${interval}|${otherTurns}|${amount.offset}|${amount.probs.join(',')}`;
  return memo.get(schedule, table).turns(deficit, startTurn);
}
