/**
 * Dice, exactly: `NdM`, custom faces `d{1,2,4,4}`, keep highest or lowest (`4d6kh3`), and
 * exploding dice with their depth (`d6!3`: a 6 is rolled again and added, at most 3 times).
 */
import { add, fromPairs, pairsOf, type Value } from './outcomes';
import { LIMITS } from './source';
import type { Keep } from './syntax';

/** One die: each face equally likely (faces may repeat: `d{1,2,4,4}` shows 4 half the time). */
export function oneDie(faces: readonly number[]): Value {
  return fromPairs(faces.map((face) => [face, 1 / faces.length] as const));
}

export function facesOf(sides: number): number[] {
  return Array.from({ length: sides }, (_, i) => i + 1);
}

/**
 * A die that explodes: showing its highest face, it is rolled again and the rolls added, at most
 * `depth` more times (the last roll is kept as it falls). Depth 0 is the plain die.
 */
export function explodingDie(faces: readonly number[], depth: number): Value {
  const plain = oneDie(faces);
  if (depth === 0 || faces.length < 2) return plain;
  const top = Math.max(...faces);
  let value: Value = plain;
  for (let level = 0; level < depth; level += 1) {
    const pairs: [number, number][] = [];
    for (const [face, p] of pairsOf(plain)) {
      if (face !== top) pairs.push([face, p]);
      else for (const [more, q] of pairsOf(value)) pairs.push([top + more, p * q]);
    }
    value = fromPairs(pairs);
  }
  return value;
}

/** The sum of `count` independent rolls of `die`, by repeated doubling. */
export function sumOf(die: Value, count: number): Value {
  let result: Value = 0;
  let doubled = die;
  for (let left = count; left > 0; left = Math.floor(left / 2)) {
    if (left % 2 === 1) result = add(result, doubled);
    if (left > 1) doubled = add(doubled, doubled);
  }
  return result;
}

function choose(n: number, k: number): number {
  let out = 1;
  for (let i = 1; i <= k; i += 1) out = (out * (n - k + i)) / i;
  return out;
}

/**
 * The sum of the `keep.count` highest (or lowest) of `count` rolls of `die`. Goes through the
 * die's outcomes from the kept end: at each outcome, j of the dice still unplaced show it
 * (C(left, j)·pʲ), and those among the first `keep.count` placed are kept. Exact, and
 * O(outcomes × count² × sums) rather than outcomesᶜᵒᵘⁿᵗ.
 */
export function keptSum(die: Value, count: number, keep: Keep): Value {
  const kept = Math.min(keep.count, count);
  const pairs = pairsOf(die);
  if (keep.which === 'highest') pairs.reverse();
  // state: placed dice → (kept sum → probability weight)
  let states = new Map<number, Map<number, number>>([[0, new Map([[0, 1]])]]);
  for (const [face, p] of pairs) {
    const next = new Map<number, Map<number, number>>();
    for (const [placed, sums] of states) {
      const left = count - placed;
      for (let j = 0; j <= left; j += 1) {
        const weight = choose(left, j) * p ** j;
        const keptHere = Math.max(0, Math.min(j, kept - placed));
        const target = next.get(placed + j) ?? new Map<number, number>();
        for (const [sum, w] of sums) {
          const s = sum + keptHere * face;
          target.set(s, (target.get(s) ?? 0) + w * weight);
        }
        next.set(placed + j, target);
      }
    }
    states = next;
  }
  return fromPairs(states.get(count) ?? new Map());
}

/**
 * How large a roll can be before it is made: the outcomes its total can take at most, and the
 * steps keeping dice costs (outcomes × dice² × kept sums). A roll past the limits is refused by
 * these, not after minutes of work.
 */
export function diceSize(
  count: number,
  faces: readonly number[],
  keep: Keep | null,
  explode: number,
): { readonly outcomes: number; readonly work: number } {
  const low = Math.min(...faces);
  const high = Math.max(...faces);
  const spread = faces.length < 2 ? 0 : (high - low) * (explode + 1) + Math.max(0, low) * explode;
  const dice = keep === null ? count : Math.min(keep.count, count);
  const outcomes = dice * spread + 1;
  const dieOutcomes = faces.length * (explode + 1);
  const work = keep === null ? outcomes : dieOutcomes * count * count * outcomes;
  return { outcomes, work };
}

/** Why a roll is refused, in words. */
export function tooLargeRoll(size: { readonly outcomes: number; readonly work: number }): string {
  return size.outcomes > LIMITS.outcomes
    ? `This roll has up to ${size.outcomes.toLocaleString('en-US')} different totals; at most ${LIMITS.outcomes.toLocaleString('en-US')} are computed exactly: roll fewer or smaller dice.`
    : `Keeping these dice takes ${size.work.toLocaleString('en-US')} steps; at most ${LIMITS.work.toLocaleString('en-US')}: keep from fewer dice.`;
}

export function rollDice(
  count: number,
  faces: readonly number[],
  keep: Keep | null,
  explode: number,
): Value {
  const die = explodingDie(faces, explode);
  if (count === 0) return 0;
  return keep === null ? sumOf(die, count) : keptSum(die, count, keep);
}
