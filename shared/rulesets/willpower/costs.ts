/**
 * Spending mana (seed 000, "Spending it"): what an ability costs once Frugal caster and items of
 * Thrift have cut it, and whether you can pay. Exact integer arithmetic throughout: percents are
 * whole numbers and a cost is rounded once, from hundredths of a point, never through floats.
 */
import { sumTerms, type ExplainTerm, type Explained } from '../../engine/explain';
import type { Ability, CostRules, EffectSource } from './data';

/** One cut to a cost: Frugal caster (20) or an item of Thrift (its percent), by name. */
export interface CostCut {
  readonly label: string;
  /** Whole percent taken off, 0 to 100. */
  readonly percent: number;
}

/** A cost after the cut, with the traces the UI shows. */
export interface EffectiveCost {
  /** Whole mana points. */
  readonly cost: number;
  /** The cuts added up, in percent, clamped at `CostRules.maxCutPercent`. */
  readonly cut: Explained;
  /** The cost itself: the pre-cut cost, minus what the (clamped, rounded) cut takes off. */
  readonly trace: Explained;
  /** The readings of the rules text this result follows, for "Rules and assumptions". */
  readonly readings: readonly string[];
}

/** Paying a cost: either what is left, or a refusal that spent nothing. */
export type SpendResult =
  | {
      readonly ok: true;
      /** Mana left after paying. */
      readonly after: number;
      readonly spent: number;
      /** Spending any mana gives a chance at a Willpower training mark (not spending 0). */
      readonly trainingChance: boolean;
    }
  | {
      readonly ok: false;
      readonly reason: 'too-little-mana';
      /** The mana you still have: a refusal spends nothing. */
      readonly current: number;
      readonly cost: number;
      readonly message: string;
    };

/** The rounding reading, as the UI shows it. */
export const COST_ROUNDING_READING =
  'A cost is rounded once, to the nearest point, and a half point rounds up: 5 at 30% off is ' +
  '3.5, so 4; 7 at half off is 3.5, so 4. Rounding up on halves keeps "never more than half ' +
  'off" true for odd costs.';

const PERCENT = 100;

/** Throws a RangeError naming `what` unless `value` is a whole number from `min` to `max`. */
function requireWhole(value: number, what: string, min: number, max?: number): void {
  if (!Number.isSafeInteger(value) || value < min || (max !== undefined && value > max)) {
    const range = max === undefined ? `of ${min} or more` : `from ${min} to ${max}`;
    throw new RangeError(`${what} must be a whole number ${range} (got ${value}).`);
  }
}

function validateCostRules(rules: CostRules): void {
  requireWhole(rules.maxCutPercent, 'The largest cut to a cost (percent)', 0, PERCENT);
  requireWhole(rules.minimumCost, 'The minimum cost', 0);
}

/** `base` scaled by `keptPercent`/100, to the nearest whole number, halves up (exact). */
function roundPercentOf(base: number, keptPercent: number): number {
  const hundredths = base * keptPercent + PERCENT / 2;
  return (hundredths - (hundredths % PERCENT)) / PERCENT;
}

/** Hundredths of a point as a decimal: 490 → "4.9", 350 → "3.5", 500 → "5". */
function formatHundredths(hundredths: number): string {
  const whole = (hundredths - (hundredths % PERCENT)) / PERCENT;
  const fraction = hundredths % PERCENT;
  if (fraction === 0) return `${whole}`;
  return `${whole}.${`${fraction}`.padStart(2, '0').replace(/0$/, '')}`;
}

function cutReason(maxCutPercent: number): string {
  return maxCutPercent * 2 === PERCENT
    ? 'never more than half off'
    : `never more than ${maxCutPercent}% off`;
}

/** The readings behind `computeEffectiveCost`, with the numbers of these rules. */
export function costReadings(rules: CostRules): string[] {
  const most = rules.maxCutPercent * 2 === PERCENT ? 'half' : `${rules.maxCutPercent}%`;
  return [
    'Frugal caster and every item of Thrift worn (identified or not) are added up first, then ' +
      'the cost is rounded once.',
    COST_ROUNDING_READING,
    `Together the cuts never take off more than ${most}.`,
    `A cut never brings a cost below ${rules.minimumCost}; a cost already below that is not cut.`,
    'The cut comes last, after everything else that changes a cost, and applies to spells, ' +
      'rods and summoning alike.',
  ];
}

/**
 * The cost of an ability after Frugal caster and Thrift (seed 000, "Spending it").
 *
 * The cut percents are added up first and clamped at `rules.maxCutPercent` (half); the cost is
 * then rounded ONCE to the nearest whole point, a half point rounding up (5 at 30% off = 3.5 → 4,
 * 7 at 50% off = 3.5 → 4), and never goes below `rules.minimumCost` (1). A cost already below the
 * minimum is never raised: a free ability stays free.
 *
 * @param baseCost The pre-cut cost in whole mana points (≥ 0), after everything else that changes
 *   a cost: the cut always comes last.
 * @param cuts Whole percents (0–100 each), e.g. from {@link cutsFrom}. Their order does not matter.
 * @param baseLabel How the trace names the pre-cut cost (e.g. the ability's name).
 * @throws RangeError naming the bad number when a cost, a percent or a rule is not a whole number
 *   in range.
 */
export function computeEffectiveCost(
  baseCost: number,
  cuts: readonly CostCut[],
  rules: CostRules,
  baseLabel = 'base cost',
): EffectiveCost {
  validateCostRules(rules);
  requireWhole(baseCost, 'A mana cost', 0);
  if (baseCost > Number.MAX_SAFE_INTEGER / PERCENT) {
    throw new RangeError(`A mana cost of ${baseCost} is too large to cut exactly.`);
  }
  for (const cut of cuts) {
    requireWhole(cut.percent, `The cut of "${cut.label}" (percent)`, 0, PERCENT);
  }

  const cutTerms: ExplainTerm[] = cuts.map((cut) => ({ label: cut.label, value: cut.percent }));
  const summed = sumTerms(cutTerms);
  const cut: Explained =
    summed.value > rules.maxCutPercent
      ? {
          value: rules.maxCutPercent,
          terms: cutTerms,
          clamp: { unclamped: summed.value, reason: cutReason(rules.maxCutPercent) },
        }
      : summed;

  const keptHundredths = baseCost * (PERCENT - cut.value);
  const rounded = roundPercentOf(baseCost, PERCENT - cut.value);
  const terms: ExplainTerm[] = [{ label: baseLabel, value: baseCost }];
  if (cut.value > 0) {
    const exact = formatHundredths(keptHundredths);
    const half = keptHundredths % PERCENT === PERCENT / 2;
    const label =
      keptHundredths % PERCENT === 0
        ? `${cut.value}% off`
        : `${cut.value}% off: ${exact} rounds ${half ? 'up ' : ''}to ${rounded}`;
    terms.push({ label, value: rounded - baseCost });
  }
  const trace =
    baseCost >= rules.minimumCost
      ? sumTerms(terms, { floor: rules.minimumCost, reason: `never below ${rules.minimumCost}` })
      : sumTerms(terms, {
          floor: baseCost,
          reason: `a cost under ${rules.minimumCost} is not cut`,
        });

  return { cost: trace.value, cut, trace, readings: costReadings(rules) };
}

/**
 * The cuts of the given items and talents: one per `cost-percent` effect, labelled with the item's
 * or talent's name. Pass only the items worn (an item of Thrift works before it is identified and
 * stops when taken off) and the talents taken.
 */
export function cutsFrom(sources: readonly EffectSource[]): CostCut[] {
  return sources.flatMap((source) =>
    source.effects.flatMap((effect) =>
      effect.kind === 'cost-percent' ? [{ label: source.name, percent: effect.percent }] : [],
    ),
  );
}

/**
 * What an ability (spell, rod or summoning alike) costs with these items worn and talents taken.
 * `ability.cost` is the cost after everything else that changes it; see
 * {@link computeEffectiveCost}.
 */
export function computeAbilityCost(
  ability: Ability,
  sources: readonly EffectSource[],
  rules: CostRules,
): EffectiveCost {
  return computeEffectiveCost(ability.cost, cutsFrom(sources), rules, ability.name);
}

/**
 * Pays `cost` mana out of `current` (both whole points, ≥ 0). With too little it refuses and spends
 * nothing: the result carries the mana you still have.
 *
 * @throws RangeError when either number is not a whole number of 0 or more.
 */
export function trySpend(current: number, cost: number): SpendResult {
  requireWhole(current, 'Current mana', 0);
  requireWhole(cost, 'A mana cost', 0);
  if (current < cost) {
    return {
      ok: false,
      reason: 'too-little-mana',
      current,
      cost,
      message: `Needs ${cost} mana but has ${current}: refused, nothing spent.`,
    };
  }
  return { ok: true, after: current - cost, spent: cost, trainingChance: cost > 0 };
}
