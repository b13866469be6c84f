import { toRows, type Dist } from '../../engine/dist';

/**
 * Expected turns until at least `deficit` points have come back, played turn by turn on the turn
 * counter's schedule (exact expectation, no sampling): a regeneration event on every turn whose
 * counter is a multiple of `interval`, worth `amount` (a distribution); on every other turn,
 * `otherTurns` points (1 with NetHack's Regeneration intrinsic, else 0). The counter starts at
 * `startTurn` (NetHack's first turn is 1).
 *
 * Dynamic programming over (points still missing, counter mod interval): the chain between two
 * events at the same deficit is solved backwards from the event, so it runs in
 * O(deficit × interval × |amount|).
 */
export function expectedTurnsToGain(
  deficit: number,
  interval: number,
  amount: Dist,
  otherTurns = 0,
  startTurn = 1,
): number {
  if (!Number.isInteger(deficit) || deficit < 0) throw new RangeError('A deficit is 0 or more.');
  if (!Number.isInteger(interval) || interval < 1)
    throw new RangeError('An interval is 1 or more.');
  if (deficit === 0) return 0;
  const outcomes = toRows(amount);
  if (outcomes.some((row) => row.value < 1)) {
    throw new RangeError('An event must bring back at least 1 point, or the pool never fills.');
  }
  // e[d][r]: expected turns still to play with d points missing, about to play a turn whose
  // counter is ≡ r (mod interval); 0 once nothing is missing.
  const e: number[][] = [new Array<number>(interval).fill(0)];
  const at = (d: number, r: number): number => (d <= 0 ? 0 : (e[d]?.[r] ?? 0));
  for (let d = 1; d <= deficit; d += 1) {
    const row = new Array<number>(interval).fill(0);
    e.push(row);
    // The event turn (r = 0): every outcome lowers the deficit, so it needs only smaller d.
    row[0] =
      1 + outcomes.reduce((sum, o) => sum + o.probability * at(d - o.value, 1 % interval), 0);
    // The other turns lead, one by one, to the next event: solved backwards from it.
    for (let r = interval - 1; r >= 1; r -= 1) {
      const after = (r + 1) % interval;
      row[r] = 1 + (otherTurns > 0 ? at(d - otherTurns, after) : (row[after] ?? 0));
    }
  }
  return at(deficit, startTurn % interval);
}
