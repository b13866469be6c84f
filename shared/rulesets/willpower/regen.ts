/**
 * Mana regeneration (seed 000, "How fast it comes back" and "When several things change the pace
 * at once"): the usual pace from Willpower, the pace multipliers of statuses, and the speed-ups.
 * Every number is read from the arguments; the two vague rules are the data's `RegenRules`
 * readings, and each reading that applied is explained in a sentence next to the result.
 */
import {
  formatFactor,
  formatNumber,
  multiplyFactors,
  sumTerms,
  type ExplainTerm,
  type Explained,
} from '../../engine/explain';
import {
  add,
  compare,
  divide,
  multiply,
  ONE,
  toFraction,
  valueOf,
  type Fraction,
} from '../../engine/fraction';
import { formatDuration } from '../../engine/time-format';
import type { DiseaseReading, RecoveryReading, RegenRules, Status } from './data';

// ---------------------------------------------------------------------------------------------
// Public types

/** A speed-up the caller resolved from items, the horoscope, talents and skills. */
export interface RegenSpeedUp {
  /** Shown in the trace: "Amulet of flow", "Tidal (Water)", "Clear mind", "Concentration 100". */
  readonly label: string;
  /** "Mana comes back N% faster": a finite number, 0 or more. */
  readonly percent: number;
}

/** A factor on resting's own pace (Meditation: 1.5, "half again as fast"). */
export interface RestingFactor {
  readonly label: string;
  /** At least 1; applies only while a `rest` status is in effect. */
  readonly factor: number;
}

/** What a draining status takes: `mana` points every `everySeconds` seconds of game time. */
export interface RegenDrain {
  readonly label: string;
  readonly mana: number;
  readonly everySeconds: number;
}

/**
 * "`points` points every `seconds` seconds", exactly: one point every `seconds / points`
 * seconds. Both are positive safe integers in lowest terms (216 s: `{ seconds: 216, points: 1 }`;
 * 86.4 s: `{ seconds: 432, points: 5 }`).
 */
export interface RegenRate {
  readonly seconds: number;
  readonly points: number;
}

export interface RegenInput {
  /** The Willpower score: any finite number (the seed's scores are whole, 1–30 by default). */
  readonly wil: number;
  /**
   * The statuses in effect: rows of the data's status table. A status listed twice (same id)
   * counts once. `slow` and `disease` factors must be from 0 to 1; `rest` and `boost` at least 1.
   */
  readonly statuses: readonly Status[];
  /**
   * The status a `disease` must slow mana more than to "count too" (the seed: Diseased, ½).
   * Pass the row from the data's status table (see {@link findStatus}); it need not be in effect.
   */
  readonly diseased: Pick<Status, 'name' | 'factor'>;
  /** Factors on resting's pace (Meditation); ignored when no `rest` status is in effect. */
  readonly restingFactors?: readonly RestingFactor[];
  /** Added together, then applied on top of the pace. */
  readonly speedUps?: readonly RegenSpeedUp[];
}

export interface RegenResult {
  /** Seconds per point at the usual pace: base − per-Wil × Wil, never below `fastestSeconds`. */
  readonly usualSeconds: Explained;
  /**
   * The pace multiplier of the statuses, a product trace: 1 is the usual pace, 2 twice as fast,
   * ½ half as fast, 0 not at all. `1 (usual pace) = 1` when nothing changes it.
   */
  readonly pace: Explained;
  /** The speed-ups' percents added together (`0 = 0` when there are none). */
  readonly speedUpPercent: Explained;
  /** Exactly how fast mana comes back; null when it never does (pace 0). */
  readonly rate: RegenRate | null;
  /**
   * usual / (pace × (1 + percent / 100)) seconds per point; null when mana never comes back.
   * Never NaN or infinite. Not rounded (86.4, 61.714…): round only for display.
   */
  readonly secondsPerPoint: number | null;
  /** The trace of `secondsPerPoint`: `216 (usual seconds) ÷ 2 (pace) = 108`; null with it. */
  readonly perPoint: Explained | null;
  /** What the statuses in effect drain (Ebbing: 1 mana every 20 s); empty when nothing does. */
  readonly drains: readonly RegenDrain[];
  /**
   * One sentence for each vague rule whose reading the result depends on (the disease rule, the
   * "makes up for the slowing" rule), saying what it did and what the other reading would give.
   */
  readonly readings: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Validation

function requireFinite(value: number, what: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${what} must be a finite number.`);
}

function requireRules(rules: RegenRules): void {
  requireFinite(rules.baseSeconds, 'The base seconds per point');
  requireFinite(rules.secondsPerWil, 'The seconds per point of Willpower');
  if (!(rules.fastestSeconds > 0) || !Number.isFinite(rules.fastestSeconds)) {
    throw new RangeError('The fastest seconds per point must be a finite number above 0.');
  }
}

function requireStatus(status: Status): void {
  const { name, kind, factor } = status;
  requireFinite(factor, `The factor of ${name}`);
  if ((kind === 'slow' || kind === 'disease') && (factor < 0 || factor > 1)) {
    throw new RangeError(`${name} slows mana: its factor must be from 0 to 1 (it is ${factor}).`);
  }
  if ((kind === 'rest' || kind === 'boost') && factor < 1) {
    throw new RangeError(
      `${name} speeds mana up: its factor must be at least 1 (it is ${factor}).`,
    );
  }
  if (status.drain !== undefined) {
    const { mana, everySeconds } = status.drain;
    if (!Number.isInteger(mana) || mana < 0) {
      throw new RangeError(`${name} must drain a whole number of mana, 0 or more.`);
    }
    if (!(everySeconds > 0) || !Number.isFinite(everySeconds)) {
      throw new RangeError(`${name} must drain every so many seconds, above 0.`);
    }
  }
}

/** Each id once, in the order given. */
function distinctStatuses(statuses: readonly Status[]): Status[] {
  const byId = new Map<string, Status>();
  for (const status of statuses) if (!byId.has(status.id)) byId.set(status.id, status);
  return [...byId.values()];
}

/**
 * The row of a status table with this id (e.g. `findStatus(SEED_STATUSES, 'diseased')`).
 *
 * @throws RangeError when the table has no such status.
 */
export function findStatus(statuses: readonly Status[], id: string): Status {
  const status = statuses.find((candidate) => candidate.id === id);
  if (status === undefined) throw new RangeError(`There is no status "${id}".`);
  return status;
}

// ---------------------------------------------------------------------------------------------
// The usual pace

function usualFraction(rules: RegenRules, wil: number): Fraction {
  const base = toFraction(rules.baseSeconds, 'The base seconds per point');
  const perWil = toFraction(rules.secondsPerWil, 'The seconds per point of Willpower');
  const fastest = toFraction(rules.fastestSeconds, 'The fastest seconds per point');
  const slowed = add(base, multiply({ n: -perWil.n, d: perWil.d }, toFraction(wil, 'Willpower')));
  return compare(slowed, fastest) < 0 ? fastest : slowed;
}

/**
 * Seconds per point at the usual pace (seed 000, "How fast it comes back"):
 * max(fastestSeconds, baseSeconds − secondsPerWil × Wil). Not rounded. Traced as
 * `360 (base) − 144 (12 × Wil 12) = 216`; the floor shows as a clamp when it applies:
 * `360 (base) − 360 (12 × Wil 30) = 0 → 60 (never faster than 1 minute)`.
 *
 * @param wil the Willpower score, any finite number.
 * @throws RangeError for non-finite data, or a `fastestSeconds` that is not above 0.
 */
export function computeUsualSeconds(rules: RegenRules, wil: number): Explained {
  requireRules(rules);
  requireFinite(wil, 'Willpower');
  return sumTerms(
    [
      { label: 'base', value: rules.baseSeconds },
      {
        label: `${formatNumber(rules.secondsPerWil)} \u00d7 Wil ${formatNumber(wil)}`,
        value: 0 - rules.secondsPerWil * wil,
      },
    ],
    {
      floor: rules.fastestSeconds,
      reason: `never faster than ${formatDuration(rules.fastestSeconds)}`,
    },
  );
}

// ---------------------------------------------------------------------------------------------
// The pace

interface PaceFactor extends ExplainTerm {
  readonly exact: Fraction;
}

function statusFactor(status: Status, label = status.name): PaceFactor {
  return {
    label,
    value: status.factor,
    exact: toFraction(status.factor, `The factor of ${status.name}`),
  };
}

/** The slowest status (the first on ties), labelled with how many it was chosen from. */
function slowest(statuses: readonly Status[]): PaceFactor | null {
  const [first, ...rest] = statuses;
  if (first === undefined) return null;
  const winner = rest.reduce(
    (best, status) => (status.factor < best.factor ? status : best),
    first,
  );
  const label = rest.length === 0 ? winner.name : `${winner.name}, slowest of ${statuses.length}`;
  return statusFactor(winner, label);
}

function product(factors: readonly PaceFactor[]): Fraction {
  return factors.reduce((total, factor) => multiply(total, factor.exact), ONE);
}

/** The statuses in effect, sorted by what they do to the pace. */
interface Sorted {
  /** `slow` statuses, and diseases that slow no more than the reference: only the slowest counts. */
  readonly slows: readonly Status[];
  /** Diseases that slow more than the reference ("counts too"). */
  readonly diseases: readonly Status[];
  readonly rests: readonly Status[];
  readonly boosts: readonly Status[];
}

/**
 * Sorts the statuses in effect by how they count. A disease slower than Diseased stands in for
 * being Diseased (the seed's table: "Diseased with brain fever: a quarter as fast"), so while one
 * is in effect the Diseased status itself is not counted again among the slowing ones.
 */
function sortStatuses(
  statuses: readonly Status[],
  diseased: Pick<Status, 'name' | 'factor'>,
): Sorted {
  const slower = (status: Status) => status.kind === 'disease' && status.factor < diseased.factor;
  const worseDisease = statuses.some(slower);
  const counts = (s: Status) => !(worseDisease && s.name === diseased.name);
  return {
    slows: statuses.filter(
      (s) => (s.kind === 'slow' || (s.kind === 'disease' && !slower(s))) && counts(s),
    ),
    diseases: statuses.filter(slower),
    rests: statuses.filter((s) => s.kind === 'rest'),
    boosts: statuses.filter((s) => s.kind === 'boost'),
  };
}

/** How the slowing statuses combine under one reading of the disease rule. */
interface Slowing {
  readonly factors: readonly PaceFactor[];
  readonly slowed: Fraction;
  /** Set when a disease slower than the reference meets other slowing: the rule's case. */
  readonly contest: { readonly disease: PaceFactor; readonly other: PaceFactor } | null;
}

function combineSlowing(sorted: Sorted, reading: DiseaseReading): Slowing {
  // The slowest disease that slows more than the reference is the one that "counts too"; any
  // other such disease is one more slowing status, of which only the slowest counts.
  const [first, ...otherDiseases] = [...sorted.diseases].sort((a, b) => a.factor - b.factor);
  const disease = first === undefined ? null : statusFactor(first);
  const other = slowest([...sorted.slows, ...otherDiseases]);
  const contest = disease !== null && other !== null ? { disease, other } : null;
  const factors =
    reading === 'joins-slowest'
      ? [slowest([...sorted.slows, ...sorted.diseases])]
      : [other, disease];
  const counted = factors.filter((factor): factor is PaceFactor => factor !== null);
  return { factors: counted, slowed: product(counted), contest };
}

interface Pace {
  readonly slowing: Slowing;
  readonly recovery: readonly PaceFactor[];
  /** Slowing × recovery, before the cap of the 'up-to-usual-pace' reading. */
  readonly uncapped: Fraction;
  readonly capped: boolean;
  readonly pace: Fraction;
}

function recoveryFactors(sorted: Sorted, restingFactors: readonly RestingFactor[]): PaceFactor[] {
  const rests = sorted.rests.map((status) => statusFactor(status));
  const resting =
    sorted.rests.length === 0
      ? []
      : restingFactors.map(({ label, factor }) => ({
          label,
          value: factor,
          exact: toFraction(factor, `The resting factor of ${label}`),
        }));
  return [...rests, ...resting, ...sorted.boosts.map((status) => statusFactor(status))];
}

function combinePace(
  sorted: Sorted,
  recovery: readonly PaceFactor[],
  readings: { readonly disease: DiseaseReading; readonly recovery: RecoveryReading },
): Pace {
  const slowing = combineSlowing(sorted, readings.disease);
  const uncapped = multiply(slowing.slowed, product(recovery));
  const capped =
    readings.recovery === 'up-to-usual-pace' &&
    compare(slowing.slowed, ONE) < 0 &&
    compare(uncapped, ONE) > 0;
  return { slowing, recovery, uncapped, capped, pace: capped ? ONE : uncapped };
}

// ---------------------------------------------------------------------------------------------
// Readings

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

function diseaseSentence(
  pace: Pace,
  other: Pace,
  diseased: Pick<Status, 'name' | 'factor'>,
  reading: DiseaseReading,
): string | null {
  const contest = pace.slowing.contest;
  if (contest === null || pace.slowing.slowed.n === 0) return null;
  const { disease, other: slowest } = contest;
  const versus = `${disease.label} slows mana more than ${diseased.name} does (${formatFactor(disease.value)} against ${formatFactor(diseased.factor)})`;
  const onTop = `${formatFactor(slowest.value)} (${slowest.label}) \u00d7 ${formatFactor(disease.value)} = `;
  const same = compare(pace.slowing.slowed, other.slowing.slowed) === 0;
  if (reading === 'multiplies-slowest') {
    const alternative = same
      ? 'Counted as one more slowing instead, where only the slowest counts, it would be the same.'
      : `Counted as one more slowing instead, where only the slowest counts, it would be ${formatFactor(valueOf(other.slowing.slowed))}.`;
    return `${versus}, so it counts on top of the slowest other slowing: ${onTop}${formatFactor(valueOf(pace.slowing.slowed))}. ${alternative}`;
  }
  const alternative = same
    ? 'Counted on top of the slowest other slowing instead, it would be the same.'
    : `Counted on top of the slowest other slowing instead, it would be ${onTop}${formatFactor(valueOf(other.slowing.slowed))}.`;
  return `${versus}, so it joins the other slowing, where only the slowest counts: ${formatFactor(valueOf(pace.slowing.slowed))}. ${alternative}`;
}

function recoverySentence(
  pace: Pace,
  other: Pace,
  sorted: Sorted,
  restingFactors: readonly RestingFactor[],
  reading: RecoveryReading,
): string | null {
  const { slowed } = pace.slowing;
  if (pace.recovery.length === 0 || slowed.n === 0 || compare(slowed, ONE) >= 0) return null;
  const withResting =
    restingFactors.length === 0 ? '' : ` (with ${listNames(restingFactors.map((f) => f.label))})`;
  const names = [
    ...sorted.rests.map((s) => `${s.name}${withResting}`),
    ...sorted.boosts.map((s) => s.name),
  ];
  const verb = names.length === 1 ? 'makes' : 'make';
  const who = `${listNames(names)} ${verb} up for the slowing`;
  const chain = [...pace.slowing.factors, ...pace.recovery]
    .map((factor) => formatFactor(factor.value))
    .join(' \u00d7 ');
  const result = `${chain} = ${formatFactor(valueOf(pace.uncapped))}`;
  const same = compare(pace.pace, other.pace) === 0;
  if (reading === 'multiply') {
    const alternative = same
      ? 'Only up to the usual pace instead, it would be the same.'
      : `Only up to the usual pace instead, it would be ${formatFactor(valueOf(other.pace))}.`;
    return `${who} by multiplying: ${result}. ${alternative}`;
  }
  const alternative = same
    ? 'Multiplied in full instead, it would be the same.'
    : `Multiplied in full instead, it would be ${formatFactor(valueOf(other.pace))}.`;
  const capped = pace.capped ? `${result}, counted as 1` : result;
  return `${who} only up to the usual pace: ${capped}. ${alternative}`;
}

// ---------------------------------------------------------------------------------------------
// The result

/**
 * How fast mana comes back (seed 000): the usual pace from Willpower, times the pace of the
 * statuses in effect, times 1 + the speed-ups' percents / 100.
 *
 * The pace: of the `slow` statuses only the slowest counts; a `disease` slower than
 * `input.diseased` counts too, on top (`multiplies-slowest`) or as one more candidate for the
 * slowest (`joins-slowest`), per `rules.disease`; a disease no slower than `input.diseased` is an
 * ordinary slowing status. `rest` statuses (times the resting factors, e.g. Meditation) and
 * `boost` statuses then multiply the slowed pace (`multiply`), or (`up-to-usual-pace`) lift a
 * slowed pace back to the usual pace at most, while with no slowing they apply in full. A factor
 * of 0 (Starving, Ebbing) means mana never comes back, whatever else is in effect.
 *
 * Computed exactly on fractions: no rounding anywhere; round only for display.
 *
 * @throws RangeError for non-finite data, slowing factors outside 0–1, speeding factors below 1,
 * negative percents, or numbers too fine to be exact fractions (see {@link toFraction}).
 */
export function computeRegen(rules: RegenRules, input: RegenInput): RegenResult {
  const core = regenCore(rules, input);
  const { statuses, sorted, recovery, pace, exact } = core;
  const usualSeconds = computeUsualSeconds(rules, input.wil);
  const restingFactors = input.restingFactors ?? [];
  const speedUps = input.speedUps ?? [];
  const readings = { disease: rules.disease, recovery: rules.recovery };
  const otherDisease = combinePace(sorted, recovery, {
    ...readings,
    disease: rules.disease === 'multiplies-slowest' ? 'joins-slowest' : 'multiplies-slowest',
  });
  const otherRecovery = combinePace(sorted, recovery, {
    ...readings,
    recovery: rules.recovery === 'multiply' ? 'up-to-usual-pace' : 'multiply',
  });

  const terms: ExplainTerm[] = [...pace.slowing.factors, ...recovery].map(({ label, value }) => ({
    label,
    value,
  }));
  const paceTrace = multiplyFactors(
    terms.length === 0 ? [{ label: 'usual pace', value: 1 }] : terms,
    pace.capped ? { ceiling: 1, reason: 'only up to the usual pace' } : undefined,
  );

  const speedUpPercent = sumTerms(
    speedUps.map(({ label, percent }) => ({ label, value: percent })),
  );

  const drains = statuses.flatMap((status) =>
    status.drain === undefined ? [] : [{ label: status.name, ...status.drain }],
  );
  const sentences = [
    diseaseSentence(pace, otherDisease, input.diseased, rules.disease),
    recoverySentence(pace, otherRecovery, sorted, restingFactors, rules.recovery),
  ].filter((sentence): sentence is string => sentence !== null);

  if (exact === null) {
    return {
      usualSeconds,
      pace: paceTrace,
      speedUpPercent,
      rate: null,
      secondsPerPoint: null,
      perPoint: null,
      drains,
      readings: sentences,
    };
  }
  const secondsPerPoint = valueOf(exact);
  const perPointFactors: ExplainTerm[] = [{ label: 'usual seconds', value: usualSeconds.value }];
  if (compare(pace.pace, ONE) !== 0) {
    perPointFactors.push({ label: 'pace', value: paceTrace.value, divide: true });
  }
  if (core.percent.n !== 0) {
    perPointFactors.push({
      label: `${formatNumber(speedUpPercent.value)}% faster`,
      value: valueOf(core.speedUp),
      divide: true,
    });
  }
  return {
    usualSeconds,
    pace: paceTrace,
    speedUpPercent,
    rate: { seconds: exact.n, points: exact.d },
    secondsPerPoint,
    perPoint: { ...multiplyFactors(perPointFactors), value: secondsPerPoint },
    drains,
    readings: sentences,
  };
}

/**
 * `computeRegen(rules, input).secondsPerPoint` without the traces, the readings' sentences or the
 * other readings: the same checks and the same exact value, for tables that show only the number
 * (a build's pace at every level, the comparison of conditions, roster sweeps).
 *
 * @throws RangeError exactly where {@link computeRegen} does: the other readings it traces read no
 * factor this one does not (`combineSlowing` weighs the disease and the other slowing whatever
 * the reading).
 */
export function regenSecondsPerPoint(rules: RegenRules, input: RegenInput): number | null {
  const { exact } = regenCore(rules, input);
  return exact === null ? null : valueOf(exact);
}

interface RegenCore {
  readonly statuses: readonly Status[];
  readonly sorted: Sorted;
  readonly recovery: readonly PaceFactor[];
  readonly pace: Pace;
  /** The sum of the speed-up percents, exact. */
  readonly percent: Fraction;
  /** 1 + percent / 100. */
  readonly speedUp: Fraction;
  /** Seconds per point, exact; null when mana never comes back (a factor of 0). */
  readonly exact: Fraction | null;
}

/** The checks and exact numbers both {@link computeRegen} and {@link regenSecondsPerPoint} need. */
function regenCore(rules: RegenRules, input: RegenInput): RegenCore {
  requireRules(rules);
  requireFinite(input.wil, 'Willpower');
  const statuses = distinctStatuses(input.statuses);
  statuses.forEach(requireStatus);
  requireFinite(input.diseased.factor, `The factor of ${input.diseased.name}`);
  for (const { label, factor } of input.restingFactors ?? []) {
    requireFinite(factor, `The resting factor of ${label}`);
    if (factor < 1)
      throw new RangeError(`${label} must make resting at least as fast (${factor}).`);
  }
  const speedUps = input.speedUps ?? [];
  for (const { label, percent } of speedUps) {
    requireFinite(percent, `The percent of ${label}`);
    if (percent < 0)
      throw new RangeError(`${label} must speed mana up by 0% or more (${percent}%).`);
  }

  const sorted = sortStatuses(statuses, input.diseased);
  const recovery = recoveryFactors(sorted, input.restingFactors ?? []);
  const pace = combinePace(sorted, recovery, { disease: rules.disease, recovery: rules.recovery });
  const percent = speedUps.reduce(
    (total, { label, percent: p }) => add(total, toFraction(p, `The percent of ${label}`)),
    { n: 0, d: 1 } as Fraction,
  );
  const speedUp = add(ONE, multiply(percent, { n: 1, d: 100 }));
  const exact =
    pace.pace.n === 0
      ? null
      : divide(usualFraction(rules, input.wil), multiply(pace.pace, speedUp));
  return { statuses, sorted, recovery, pace, percent, speedUp, exact };
}

/**
 * Seconds to go from `fromMana` to `toMana` at `secondsPerPoint`, starting with no progress
 * toward the next point: (to − from) × secondsPerPoint, not rounded. 0 when `toMana` ≤ `fromMana`;
 * null when mana never comes back (`secondsPerPoint` null) and more is needed. Tathren, empty to
 * 18 at 216 s: 3888 s, "about an hour".
 *
 * @param fromMana whole points, 0 or more.
 * @param toMana whole points, 0 or more (usually the maximum).
 * @throws RangeError for a negative or fractional mana, or a `secondsPerPoint` not above 0.
 */
export function timeToFill(
  fromMana: number,
  toMana: number,
  secondsPerPoint: number | null,
): number | null {
  for (const [what, mana] of [
    ['The mana to start from', fromMana],
    ['The mana to reach', toMana],
  ] as const) {
    if (!Number.isInteger(mana) || mana < 0) {
      throw new RangeError(`${what} must be a whole number, 0 or more.`);
    }
  }
  if (secondsPerPoint !== null && (!Number.isFinite(secondsPerPoint) || !(secondsPerPoint > 0))) {
    throw new RangeError('Seconds per point must be a finite number above 0.');
  }
  if (toMana <= fromMana) return 0;
  return secondsPerPoint === null ? null : (toMana - fromMana) * secondsPerPoint;
}
