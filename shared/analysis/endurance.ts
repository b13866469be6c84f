/**
 * Endurance, the part every ruleset shares: how many casts of a rotation it takes to kill a target
 * of so many hit points when each cast's damage is dice (exact, never sampled), read at p5, p50
 * and p95; and the three-figure shape every endurance curve takes. A ruleset walks its own pool
 * (`shared/rulesets/<id>/endurance.ts`) and reads the moments of those casts from it.
 */
import { checkDice } from '../engine/dice-notation';
import { atLeast, convolve, mapValues, point, type Dist } from '../engine/dist';
import type { ColumnDoc } from '../report/report-doc';

/** A figure read where dice are involved: p5, p50, p95 (null: never, or past the cap). */
export interface Spread {
  readonly p5: number | null;
  readonly p50: number | null;
  readonly p95: number | null;
}

/** The quantiles a {@link Spread} holds, in order. */
export const SPREAD_QUANTILES = [
  { key: 'p5', p: 0.05 },
  { key: 'p50', p: 0.5 },
  { key: 'p95', p: 0.95 },
] as const;

/** The most casts one fight is followed for: a rotation that needs more never kills. */
export const KILL_CASTS_MAX = 1000;

/** How many casts a kill takes: P(dead by the n-th cast) for n = 1, 2, … up to the cap. */
export interface CastsToKill {
  /** `deadBy[n − 1]` = P(the target is dead by cast n); nondecreasing. */
  readonly deadBy: readonly number[];
  readonly casts: Spread;
}

/**
 * The casts a kill takes: cast n deals `damage[(n − 1) mod k]` (a rotation of k casts; a
 * negative total deals 0, it never heals), and the target of `hp` hit points is dead by cast n
 * when the damage so far reaches `hp`. Exact: the running total is a distribution capped at `hp`
 * (a dead target stays dead), so each step is one convolution of at most hp + 1 values.
 * Followed until the target is dead by then with certainty (to 1e-12) or {@link KILL_CASTS_MAX}
 * casts; a quantile past the cap is null.
 *
 * @throws RangeError for an empty rotation or `hp` not a whole number from 1.
 */
export function castsToKill(damage: readonly Dist[], hp: number): CastsToKill {
  if (damage.length === 0) throw new RangeError('A rotation needs at least one cast.');
  if (!Number.isSafeInteger(hp) || hp < 1) {
    throw new RangeError(`The target's hit points must be a whole number from 1 (got ${hp}).`);
  }
  const dealt = damage.map((each) => mapValues(each, (value) => Math.max(0, value)));
  // A rotation of casts that all deal nothing never kills: say so at once.
  if (dealt.every((each) => each.offset === 0 && each.probs.length === 1)) {
    return { deadBy: [], casts: { p5: null, p50: null, p95: null } };
  }
  const deadBy: number[] = [];
  let sofar: Dist = point(0);
  for (let n = 1; n <= KILL_CASTS_MAX; n += 1) {
    const cast = dealt[(n - 1) % dealt.length] as Dist;
    sofar = mapValues(convolve(sofar, cast), (value) => Math.min(value, hp));
    const dead = atLeast(sofar, hp);
    deadBy.push(dead);
    if (dead >= 1 - 1e-12) break;
  }
  const at = (p: number): number | null => {
    const index = deadBy.findIndex((dead) => dead >= p - 1e-12);
    return index === -1 ? null : index + 1;
  };
  return { deadBy, casts: { p5: at(0.05), p50: at(0.5), p95: at(0.95) } };
}

/** Each figure of a spread turned by `f` (null stays null). */
export function mapSpread(spread: Spread, f: (value: number) => number | null): Spread {
  const each = (value: number | null) => (value === null ? null : f(value));
  return { p5: each(spread.p5), p50: each(spread.p50), p95: each(spread.p95) };
}

/** The most casts a rotation holds. */
export const ROTATION_MAX = 12;
/** The most hit points a target may have. */
export const TARGET_HP_MAX = 5000;

/**
 * Why `value` is refused as a whole number from `min` to `max`, or null: "A whole number of
 * `what` from `min` to `max`." (a pattern field's check and its CLI flag's alike).
 */
export function checkWholeBetween(
  value: number,
  min: number,
  max: number,
  what: string,
): string | null {
  return Number.isSafeInteger(value) && value >= min && value <= max
    ? null
    : `A whole number of ${what} from ${min} to ${max}.`;
}

/** Why a target's hit points are refused, or null (the field's check and the CLI's). */
export function checkTargetHp(value: number): string | null {
  return checkWholeBetween(value, 1, TARGET_HP_MAX, 'hit points');
}

/**
 * The target's hit points on the command line, as every endurance form's Target HP field names
 * its flag (`FieldFlag` in `endurance-analysis.ts`): `--target-hp N`, its default the pattern's.
 */
export const TARGET_HP_FLAG = {
  name: 'target-hp',
  arg: 'N',
  example: '40',
  help: (_data: unknown, pattern: { readonly targetHp: number }) =>
    `the hit points of the target each fight kills (1 to ${TARGET_HP_MAX}, default ` +
    `${pattern.targetHp})`,
} as const;

/** Why a cast's damage is refused, or null: dice like 2d6+1, or empty for none. */
export function checkDamage(text: string): string | null {
  return text.trim() === '' ? null : checkDice(text);
}

/** The casts a kill can take that have a chance, with that chance: P(K = k) for k = 1, 2, … */
export function killChances(kill: CastsToKill): { casts: number; chance: number }[] {
  let before = 0;
  return kill.deadBy.flatMap((dead, i) => {
    const chance = dead - before;
    before = dead;
    return chance > 1e-15 ? [{ casts: i + 1, chance }] : [];
  });
}

/** The most casts a kill can take with a chance (0 when it never kills). */
export function mostCasts(kill: CastsToKill): number {
  return killChances(kill).at(-1)?.casts ?? 0;
}

/**
 * The p5/p50/p95 of a figure of the fight that depends on how many casts the kill took (the rest
 * after it, say), over the kill's exact distribution: real percentiles of the figure, which need
 * not follow the casts' (a longer fight can leave a fuller pool). A null figure (never) counts as
 * above every number, as does the chance a kill never comes.
 */
export function spreadOfKill(kill: CastsToKill, valueAt: (casts: number) => number | null): Spread {
  return spreadOfOutcomes(
    killChances(kill).map(({ casts, chance }) => ({ value: valueAt(casts), chance })),
  );
}

/**
 * The p5/p50/p95 of a figure over outcomes of given chances (summing to 1): a null figure (never)
 * counts as above every number, as does the chance the outcomes do not cover.
 */
export function spreadOfOutcomes(
  outcomes: readonly { readonly value: number | null; readonly chance: number }[],
): Spread {
  const sorted = [...outcomes];
  sorted.sort((a, b) =>
    a.value === null ? (b.value === null ? 0 : 1) : b.value === null ? -1 : a.value - b.value,
  );
  const at = (p: number): number | null => {
    let sofar = 0;
    for (const outcome of sorted) {
      sofar += outcome.chance;
      if (sofar >= p - 1e-12) return outcome.value;
    }
    return null;
  };
  return { p5: at(0.05), p50: at(0.5), p95: at(0.95) };
}

/** "5 casts / 6 casts / never", the units made singular for 1 ("1 turn"). */
export function spreadWords(spread: Spread, one: string, many: string = one): string {
  const word = (value: number | null) =>
    value === null ? 'never' : `${value}${value === 1 ? one : many}`;
  return `${word(spread.p5)} / ${word(spread.p50)} / ${word(spread.p95)}`;
}

/**
 * A spread's three CSV columns, documented once: `<stem>_p5` with its meaning (which says what
 * the figure is, at the 5th percentile), then the median's and the 95th percentile's.
 */
export function spreadColumnDocs(stem: string, p5Meaning: string): ColumnDoc[] {
  return [
    { name: `${stem}_p5`, meaning: p5Meaning },
    { name: `${stem}_p50`, meaning: 'the same at the median' },
    { name: `${stem}_p95`, meaning: 'the same at the 95th percentile' },
  ];
}
