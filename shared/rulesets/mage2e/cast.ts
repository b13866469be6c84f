/**
 * The Mage: the Awakening 2e spellcasting calculator (seed 003): Reach, the dice pool with its
 * spell factor penalties, Yantras and ritual bonus, casting time, Mana, the Paradox roll, and the
 * exact odds of the casting roll's four outcomes, jointly with the Paradox roll.
 *
 * Pure and deterministic; never throws for schema-valid input: a rule the cast breaks is a
 * sentence in `errors`, and every figure that can still be computed is.
 */
import { plural } from '../../engine/time-format';
import { chanceDie, outcomesOf, poolSuccesses, type PoolQuality } from '../../engine/dice-pool';
import type { RollOutcomes } from '../../engine/dice-pool';
import type { Memo } from '../../engine/memo';
import { atLeast, mean, point, type Dist } from '../../engine/dist';
import {
  explainedParts,
  formatNumber,
  sumTerms,
  type ExplainTerm,
  type Explained,
} from '../../engine/explain';
import {
  arcanumProblem,
  castFromGrimoire,
  GRIMOIRE_INSTANT_MESSAGE,
  mudraYantra,
  SOULLESS_CONTAIN_MESSAGE,
} from './cast-rules';
import type { GnosisRow, Mage2eCast, Mage2eData, ScaleRow } from './data';

/** The largest pool the engine rolls; a larger one is rolled as this many dice (with an error). */
export const MAGE_MAX_POOL_DICE = 100;

export type MagePoolKind = 'dice' | 'chance' | 'impossible';

/**
 * Why a spell cannot be cast: `arcanum`, the caster lacks the Arcanum dots it uses (step 1);
 * `pool`, its dice pool is at the impossible threshold (−6) or below (step 6).
 */
export type MageImpossible = 'arcanum' | 'pool';

/** Where a spell factor lands: the step chosen, the free steps, and the penalty it costs. */
export interface MageFactorStep {
  /** The step (Potency: level − 1; Duration: table index; Scale: the worst of the three). */
  readonly step: number;
  /** Free steps from being the primary factor (Arcanum − 1), 0 otherwise. */
  readonly freeSteps: number;
  /** The step whose penalty applies: step − free steps, never below 0. */
  readonly effectiveStep: number;
  /** 0 or below. */
  readonly penalty: number;
  /** What the step means, in the table's words ("5 turns", "320 subjects", "Potency 3"). */
  readonly label: string;
}

export interface MageScaleStep extends MageFactorStep {
  readonly subjectsStep: number;
  readonly sizeStep: number;
  readonly areaStep: number;
  readonly area: string;
}

export type MageCastingTime =
  | {
      readonly kind: 'ritual';
      /** interval × (1 + extra intervals), doubled from a grimoire. */
      readonly minutes: Explained;
      readonly text: string;
    }
  | {
      readonly kind: 'instant';
      /** 1 turn + Yantras beyond the one reflexive + Mana over the Mana per turn. */
      readonly turns: Explained;
      readonly text: string;
    };

export interface MageParadoxView {
  /**
   * 'none': no Paradox roll (the pool gained no dice); 'impossible': not rolled because the spell
   * cannot be cast; 'chance': the pool gained dice and lost them all.
   */
  readonly kind: 'none' | 'impossible' | 'dice' | 'chance';
  /** The pool's trace (null when no roll). */
  readonly pool: Explained | null;
  /** 10/9/8-again or rote from the Sleeper witnesses (null for none or a chance die). */
  readonly quality: PoolQuality | null;
  /** Distribution of Paradox successes (the point 0 when no roll). */
  readonly successes: Dist;
  /** P(at least one Paradox success): a Paradox occurs. */
  readonly chance: number;
  /** The Paradox roll's own outcomes (dramatic failure: only on the chance die). */
  readonly outcomes: RollOutcomes;
}

export interface MageContainView {
  readonly wisdomDice: number;
  /** Resistant bashing damage: min(Wisdom successes, Paradox successes). */
  readonly bashing: Dist;
  readonly meanBashing: number;
  /** P(Paradox successes > Wisdom successes): a Paradox Condition remains. */
  readonly conditionChance: number;
}

/** Everything the calculator says about one cast. */
export interface MageCastView {
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
  /** Rule reminders that change no number (advanced Potency's +2 to withstand dispellation). */
  readonly notes: readonly string[];
  readonly gnosisRow: GnosisRow;
  readonly freeReach: Explained;
  readonly reachUsed: Explained;
  /** Reach beyond the free Reach (never below 0). */
  readonly reachOver: Explained;
  readonly basePool: Explained;
  readonly potency: MageFactorStep;
  readonly duration: MageFactorStep;
  readonly scale: MageScaleStep;
  /** The sum of the three factor penalties (0 or below). */
  readonly penalties: Explained;
  /** The Yantras' bonus, capped at (penalties offset + max bonus). */
  readonly yantraBonus: Explained;
  readonly ritualBonus: Explained;
  readonly pool: Explained;
  readonly poolKind: MagePoolKind;
  /**
   * Null when the spell can be cast; otherwise why not. An impossible spell is not cast: nothing
   * is rolled, the outcome is failure with probability exactly 1, and there is no Paradox roll
   * (`paradox.kind` 'impossible', P(Paradox) 0, no Condition, no bashing).
   */
  readonly impossible: MageImpossible | null;
  readonly castingQuality: PoolQuality;
  readonly exceptionalAt: number;
  readonly castingTime: MageCastingTime;
  readonly mana: Explained;
  readonly paradox: MageParadoxView;
  /** The casting roll alone, as if no Paradox were rolled. */
  readonly plainOutcomes: RollOutcomes;
  /** The casting roll jointly with the Paradox (released: its successes lower the pool). */
  readonly outcomes: RollOutcomes;
  /**
   * Released: P(a Paradox Condition) = P(exceptional Paradox, or a Paradox and a dramatic failure);
   * 0 when released and nothing is rolled; null when contained.
   */
  readonly releasedConditionChance: number | null;
  /** Contained: the Wisdom roll (null when released, or when the spell is impossible). */
  readonly contain: MageContainView | null;
}

const PLAIN: PoolQuality = { again: 10, rote: false };
const ROTE: PoolQuality = { again: 10, rote: true };

/** Failure with probability exactly 1 (no floating-point sum): an impossible spell. */
const CERTAIN_FAILURE: RollOutcomes = {
  dramaticFailure: 0,
  failure: 1,
  success: 0,
  exceptional: 0,
};

/** The Paradox of a spell that cannot be cast: not rolled, so no Paradox. */
const NOT_ROLLED: MageParadoxView = {
  kind: 'impossible',
  pool: null,
  quality: null,
  successes: point(0),
  chance: 0,
  outcomes: CERTAIN_FAILURE,
};

const WITNESS_QUALITY: Readonly<Record<Mage2eCast['paradox']['witnesses'], PoolQuality>> = {
  none: PLAIN,
  few: { again: 9, rote: false },
  large: { again: 8, rote: false },
  crowd: ROTE,
};

/** "3 h", "30 min", "1 h 30 min", "1 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * The casting time's trace with its units, in pieces not to break across lines: a ritual
 * `['180 min (ritual interval, Gnosis 2)', '× 10 (intervals)', '= 1800 min (30 h)']`, an instant
 * casting `['1 (instant casting)', '+ 1 (Yantras beyond the one reflexive)', '= 2 turns']`.
 */
export function castingTimeParts(time: MageCastingTime): string[] {
  if (time.kind === 'instant') {
    const parts = explainedParts(time.turns);
    return [...parts.slice(0, -1), `= ${plural(time.turns.value, 'turn')}`];
  }
  const [first, ...rest] = time.minutes.terms;
  const total = time.minutes.value;
  const head = first === undefined ? [] : [`${first.value} min (${first.label})`];
  const tail = rest.map((term) => `\u00d7 ${term.value} (${term.label})`);
  const readable = total >= 60 ? ` (${formatMinutes(total)})` : '';
  return [...head, ...tail, `= ${total} min${readable}`];
}

/** The Gnosis row for `gnosis`: exact, else the nearest below, else the first; a fallback row. */
function findGnosisRow(data: Mage2eData, gnosis: number, errors: string[]): GnosisRow {
  const exact = data.gnosis.find((row) => row.gnosis === gnosis);
  if (exact !== undefined) return exact;
  const below = data.gnosis
    .filter((row) => row.gnosis < gnosis)
    .sort((a, b) => b.gnosis - a.gnosis)[0];
  const fallback = below ??
    data.gnosis[0] ?? {
      gnosis,
      paradoxDicePerReach: 0,
      maxMana: 0,
      manaPerTurn: 1,
      yantras: 0,
      ritualIntervalMinutes: 1,
    };
  errors.push(`The Gnosis table has no row for Gnosis ${gnosis}: using Gnosis ${fallback.gnosis}.`);
  return fallback;
}

/** Step 6's refusal: "The pool is −6: at −6 or below the spell is impossible." */
export function impossiblePoolMessage(pool: number, impossibleAt: number): string {
  return `The pool is ${formatNumber(pool)}: at ${formatNumber(impossibleAt)} or below the spell is impossible.`;
}

/**
 * The distribution of a casting (or Paradox) pool's successes and its dramatic failure chance:
 * dice ≥ 1 roll the pool; otherwise a chance die (a success on 10, a dramatic failure on 1, no
 * rote or again quality). Pools above {@link MAGE_MAX_POOL_DICE} roll that many.
 */
export function rollOf(
  dice: number,
  quality: PoolQuality,
  memo?: Memo,
): { readonly successes: Dist; readonly dramaticFailure: number } {
  if (dice <= 0) return chanceDie(false);
  return {
    successes: poolOf(Math.min(dice, MAGE_MAX_POOL_DICE), quality, memo),
    dramaticFailure: 0,
  };
}

/**
 * A pool's successes, remembered in `memo` when there is one: a sweep rolls the same few pools
 * for every value (each a convolution of up to 100 dice).
 */
function poolOf(dice: number, quality: PoolQuality, memo: Memo | undefined): Dist {
  if (memo === undefined) return poolSuccesses(dice, quality);
  const key = `mage2e/pool\n${dice}|${quality.again}|${quality.rote}`;
  return memo.get(key, () => poolSuccesses(dice, quality));
}

/**
 * The outcomes of a casting roll of `dice` (after every penalty): at or below `impossibleAt` the
 * spell fails outright (all failure); up to 0 a chance die; otherwise the pool.
 */
export function castingOutcomes(
  dice: number,
  quality: PoolQuality,
  exceptionalAt: number,
  impossibleAt: number,
  memo?: Memo,
): RollOutcomes {
  if (dice <= impossibleAt) return CERTAIN_FAILURE;
  const roll = rollOf(dice, quality, memo);
  return outcomesOf(roll.successes, exceptionalAt, roll.dramaticFailure);
}

/** The step of a table for `value`: the first row whose column reaches it, or past the end. */
function tableStep(rows: readonly ScaleRow[], value: number, column: 'subjects' | 'size'): number {
  const index = rows.findIndex((row) => row[column] >= value);
  return index === -1 ? rows.length : index;
}

function potencyStep(data: Mage2eData, cast: Mage2eCast, free: number): MageFactorStep {
  const step = cast.potency.level - 1;
  const effectiveStep = Math.max(0, step - free);
  return {
    step,
    freeSteps: free,
    effectiveStep,
    penalty: -data.potency.penaltyPerLevel * effectiveStep + 0,
    label: `Potency ${cast.potency.level}`,
  };
}

function durationLabelAndPenalty(
  data: Mage2eData,
  advanced: boolean,
  step: number,
): { label: string; penalty: number } {
  const rules = data.duration;
  if (advanced) {
    const row = rules.advanced[Math.min(step, rules.advanced.length - 1)];
    return row === undefined ? { label: '—', penalty: 0 } : row;
  }
  const last = rules.standard.length - 1;
  const row = rules.standard[Math.min(step, last)];
  if (row === undefined) return { label: '—', penalty: 0 };
  if (step <= last) return row;
  const extra = step - last;
  const turns = row.turns + rules.extensionTurns * extra;
  return { label: plural(turns, 'turn'), penalty: row.penalty - rules.stepPenalty * extra };
}

function durationStep(
  data: Mage2eData,
  cast: Mage2eCast,
  free: number,
  errors: string[],
): MageFactorStep {
  const { advanced } = cast.duration;
  let step = cast.duration.step;
  if (advanced && step > data.duration.advanced.length - 1) {
    step = Math.max(0, data.duration.advanced.length - 1);
    errors.push(
      `Advanced Duration has ${data.duration.advanced.length} steps: step ${cast.duration.step} is read as ${step}.`,
    );
  }
  if ((advanced ? data.duration.advanced : data.duration.standard).length === 0) {
    errors.push(`The ${advanced ? 'advanced' : 'standard'} Duration table is empty.`);
  }
  const effectiveStep = Math.max(0, step - free);
  const chosen = durationLabelAndPenalty(data, advanced, step);
  const applied = durationLabelAndPenalty(data, advanced, effectiveStep);
  return { step, freeSteps: free, effectiveStep, penalty: applied.penalty, label: chosen.label };
}

/** The penalty of a Scale step: the table's, or (past the end) 2 more per step. */
function scalePenalty(rows: readonly ScaleRow[], step: number, stepPenalty: number): number {
  const last = rows.length - 1;
  const row = rows[Math.min(step, last)];
  if (row === undefined) return 0;
  return step <= last ? row.penalty : row.penalty - stepPenalty * (step - last);
}

function scaleStep(
  data: Mage2eData,
  cast: Mage2eCast,
  free: number,
  errors: string[],
): MageScaleStep {
  const { advanced, subjects, size } = cast.scale;
  const rows = advanced ? data.scale.advanced : data.scale.standard;
  const kind = advanced ? 'Advanced' : 'Standard';
  const last = rows.length - 1;
  const lastRow = rows[last];
  if (lastRow === undefined) {
    errors.push(`The ${kind.toLowerCase()} Scale table is empty.`);
    return {
      step: 0,
      freeSteps: free,
      effectiveStep: 0,
      penalty: 0,
      label: '—',
      subjectsStep: 0,
      sizeStep: 0,
      areaStep: 0,
      area: '—',
    };
  }
  let subjectsStep = tableStep(rows, subjects, 'subjects');
  let sizeStep = tableStep(rows, size, 'size');
  let areaStep = cast.scale.areaStep;
  if (areaStep > last) {
    errors.push(`${kind} Scale's area cannot go past "${lastRow.area}" (step ${last}).`);
    areaStep = last;
  }
  if (advanced) {
    // Past the last row: one step per ×factor subjects and per +sizeStep Size.
    if (subjectsStep > last) {
      let reach = lastRow.subjects;
      subjectsStep = last;
      while (reach < subjects) {
        reach *= data.scale.subjectsFactor;
        subjectsStep += 1;
      }
    }
    if (sizeStep > last) {
      sizeStep = last + Math.ceil((size - lastRow.size) / data.scale.sizeStep);
    }
  } else {
    if (subjectsStep > last) {
      errors.push(
        `Standard Scale stops at ${lastRow.subjects} subjects: ${subjects} needs Advanced Scale.`,
      );
      subjectsStep = last;
    }
    if (sizeStep > last) {
      errors.push(
        `Standard Scale stops at Size ${lastRow.size}: Size ${size} needs Advanced Scale.`,
      );
      sizeStep = last;
    }
  }
  const step = Math.max(subjectsStep, sizeStep, areaStep);
  const effectiveStep = Math.max(0, step - free);
  const area = rows[areaStep]?.area ?? '—';
  return {
    step,
    freeSteps: free,
    effectiveStep,
    penalty: scalePenalty(rows, effectiveStep, data.scale.stepPenalty),
    label: `${plural(subjects, 'subject')}, Size ${size}, ${area}`,
    subjectsStep,
    sizeStep,
    areaStep,
    area,
  };
}

interface YantraResult {
  readonly total: number;
  readonly terms: ExplainTerm[];
  /** Yantras counted (within the Gnosis limit). */
  readonly counted: number;
  readonly reflexiveCapable: number;
}

function countYantras(
  data: Mage2eData,
  cast: Mage2eCast,
  limit: number,
  errors: string[],
): YantraResult {
  // Under the book's reading a rote's Mudra is the first Yantra, worth the rote Skill; a gesture,
  // it may be the one reflexive Yantra of an instant casting.
  const mudra = mudraYantra(data, cast);
  const terms: ExplainTerm[] = mudra
    ? [{ label: 'Mudra (rote Skill)', value: cast.roteSkill }]
    : [];
  let reflexiveCapable = mudra ? 1 : 0;
  const over: string[] = [];
  for (const chosen of cast.yantras) {
    const yantra = data.yantras.find((row) => row.id === chosen.yantraId);
    if (yantra === undefined) {
      errors.push(`No Yantra "${chosen.yantraId}" in the catalog: it is left out.`);
      continue;
    }
    if (terms.length >= limit) {
      over.push(yantra.name);
      continue;
    }
    let bonus = chosen.bonus;
    if (bonus < yantra.minBonus || bonus > yantra.maxBonus) {
      bonus = Math.min(yantra.maxBonus, Math.max(yantra.minBonus, bonus));
      errors.push(
        `${yantra.name} gives +${yantra.minBonus} to +${yantra.maxBonus}, not +${chosen.bonus}: read as +${bonus}.`,
      );
    }
    terms.push({ label: yantra.name, value: bonus });
    if (yantra.reflexiveAllowed) reflexiveCapable += 1;
  }
  if (over.length > 0) {
    errors.push(
      `Gnosis ${cast.gnosis} allows ${plural(limit, 'Yantra')}${mudra ? ' (the rote’s Mudra is one)' : ''}: ${over.join(', ')} ${over.length === 1 ? 'is' : 'are'} over the limit and left out.`,
    );
  }
  return {
    total: terms.reduce((sum, term) => sum + term.value, 0),
    terms,
    counted: terms.length,
    reflexiveCapable,
  };
}

function paradoxView(
  data: Mage2eData,
  cast: Mage2eCast,
  gnosisRow: GnosisRow,
  reachOver: number,
  memo: Memo | undefined,
): MageParadoxView {
  const rules = data.paradox;
  const terms: ExplainTerm[] = [];
  if (reachOver > 0) {
    terms.push({
      label: `${reachOver} Reach over × ${gnosisRow.paradoxDicePerReach} (Gnosis ${gnosisRow.gnosis})`,
      value: reachOver * gnosisRow.paradoxDicePerReach,
    });
  }
  if (cast.paradox.inured) terms.push({ label: 'inured', value: rules.inured });
  if (cast.paradox.earlierRolls > 0) {
    terms.push({
      label: `${plural(cast.paradox.earlierRolls, 'earlier Paradox roll')} this scene`,
      value: rules.perEarlierRoll * cast.paradox.earlierRolls,
    });
  }
  if (cast.paradox.witnesses !== 'none') {
    terms.push({ label: 'Sleeper witnesses', value: rules.sleeperWitness });
  }
  if (cast.paradox.dedicatedTool) {
    terms.push({ label: 'Dedicated Magical Tool', value: rules.dedicatedTool });
  }
  if (cast.manaMitigation > 0) {
    terms.push({
      label: `${cast.manaMitigation} Mana to mitigate`,
      value: rules.perManaMitigation * cast.manaMitigation,
    });
  }
  const gained = data.readings.paradoxOnlyFromReach
    ? reachOver > 0 && gnosisRow.paradoxDicePerReach > 0
    : terms.some((term) => term.value > 0);
  const none: MageParadoxView = {
    kind: 'none',
    pool: null,
    quality: null,
    successes: point(0),
    chance: 0,
    outcomes: CERTAIN_FAILURE,
  };
  if (!gained) return none;
  const pool = sumTerms(terms);
  const quality = WITNESS_QUALITY[cast.paradox.witnesses];
  const roll = rollOf(pool.value, quality, memo);
  return {
    kind: pool.value <= 0 ? 'chance' : 'dice',
    pool,
    quality: pool.value <= 0 ? null : quality,
    successes: roll.successes,
    chance: atLeast(roll.successes, 1),
    outcomes: outcomesOf(roll.successes, data.exceptionalAt, roll.dramaticFailure),
  };
}

/**
 * The Mana to mitigate that buys nothing: once the Paradox pool is down to 0 it is a chance die,
 * and a pool below 0 rolls that same chance die (the seed's penalties make no worse die).
 */
export function wastedMitigation(paradox: MageParadoxView, mana: number, perMana: number): number {
  if (paradox.pool === null || mana <= 0 || perMana >= 0) return 0;
  const withoutMitigation = paradox.pool.value - perMana * mana;
  const useful = Math.max(0, Math.ceil(withoutMitigation / -perMana));
  return Math.max(0, mana - useful);
}

function addOutcomes(a: RollOutcomes, b: RollOutcomes, weight: number): RollOutcomes {
  return {
    dramaticFailure: a.dramaticFailure + weight * b.dramaticFailure,
    failure: a.failure + weight * b.failure,
    success: a.success + weight * b.success,
    exceptional: a.exceptional + weight * b.exceptional,
  };
}

const ZERO: RollOutcomes = { dramaticFailure: 0, failure: 0, success: 0, exceptional: 0 };

function containView(paradox: Dist, wisdom: number, memo: Memo | undefined): MageContainView {
  // Wisdom 0 rolls a chance die, as any pool of no dice does: one success on a 10 (a dramatic
  // failure on a 1 removes nothing either, so it reads as no success here).
  const wisdomRoll = wisdom >= 1 ? poolOf(wisdom, PLAIN, memo) : chanceDie().successes;
  const bashing = new Array<number>(paradox.offset + paradox.probs.length).fill(0);
  let conditionChance = 0;
  paradox.probs.forEach((pk, i) => {
    const k = paradox.offset + i;
    wisdomRoll.probs.forEach((pw, j) => {
      const w = wisdomRoll.offset + j;
      const removed = Math.min(k, w);
      bashing[removed] = (bashing[removed] ?? 0) + pk * pw;
      if (k > w) conditionChance += pk * pw;
    });
  });
  // Trim zero probabilities at the high end (the low end starts at 0 removed, always possible).
  while (bashing.length > 1 && bashing[bashing.length - 1] === 0) bashing.pop();
  const dist: Dist = { offset: 0, probs: bashing };
  return { wisdomDice: wisdom, bashing: dist, meanBashing: mean(dist), conditionChance };
}

/**
 * Computes everything about one cast: Reach, the pool and its kind, casting time, Mana, the
 * Paradox roll and the casting roll's outcomes (jointly with the Paradox). Probabilities are exact
 * up to the dice engine's series tail (each distribution sums to 1 within 1e-12).
 */
export function computeMageCast(data: Mage2eData, cast: Mage2eCast, memo?: Memo): MageCastView {
  const errors: string[] = [];
  const warnings: string[] = [];
  const notes: string[] = [];
  const gnosisRow = findGnosisRow(data, cast.gnosis, errors);

  const missingDots = arcanumProblem(cast);
  if (missingDots !== null) errors.push(missingDots);
  const instant = cast.castingTime.advanced;
  const grimoire = castFromGrimoire(cast);
  if (instant && grimoire) errors.push(GRIMOIRE_INSTANT_MESSAGE);
  // A file may still ask a soulless caster to contain: refused, and the Paradox is released.
  const handling = cast.soulless ? 'release' : cast.paradoxHandling;
  if (cast.soulless && cast.paradoxHandling === 'contain') errors.push(SOULLESS_CONTAIN_MESSAGE);
  if (cast.fromGrimoire && !grimoire) {
    warnings.push('Only a rote is cast from a grimoire: the grimoire is ignored.');
  }
  if (instant && cast.castingTime.extraIntervals > 0) {
    warnings.push('Extra ritual intervals give no dice to an instant casting.');
  }

  // Step 3: Reach.
  const rote = cast.method === 'rote';
  const freeReach = sumTerms(
    [
      {
        label: rote ? `${cast.arcanumName} as though 5 (rote)` : cast.arcanumName,
        value: rote ? 5 : cast.arcanum,
      },
      { label: 'highest Arcanum dot', value: -cast.highest },
      { label: 'free', value: 1 },
    ],
    { floor: 0, reason: 'never below 0' },
  );
  const durationRow = cast.duration.advanced
    ? data.duration.advanced[Math.min(cast.duration.step, data.duration.advanced.length - 1)]
    : undefined;
  const indefinite = durationRow?.indefinite === true;
  const reachTerms: ExplainTerm[] = [];
  if (instant) reachTerms.push({ label: 'instant casting', value: 1 });
  if (cast.range.advanced) reachTerms.push({ label: 'sensory range', value: 1 });
  // Seed 003, "Common Reach Effects": one Reach to view remotely at sensory range, one to change
  // the primary factor.
  if (cast.range.advanced && cast.range.remoteViewing) {
    reachTerms.push({ label: 'remote viewing', value: 1 });
  }
  if (cast.primaryFactor !== cast.spellPrimaryFactor) {
    reachTerms.push({ label: 'changed primary factor', value: 1 });
  }
  if (cast.potency.advanced) reachTerms.push({ label: 'advanced Potency', value: 1 });
  if (cast.duration.advanced) reachTerms.push({ label: 'advanced Duration', value: 1 });
  if (indefinite) reachTerms.push({ label: 'indefinite Duration', value: data.indefiniteReach });
  if (cast.scale.advanced) reachTerms.push({ label: 'advanced Scale', value: 1 });
  // Seed 003: "Cast a spell when the mage has no Spell Control slots remaining (costs an extra
  // Reach per spell already over)".
  const slots = cast.gnosis * data.spellControlPerGnosis;
  if (cast.activeSpells >= slots) {
    const over = cast.activeSpells - slots;
    reachTerms.push({
      label: `Spell Control full (${cast.activeSpells} active, ${slots} slots${over > 0 ? `, ${over} over` : ''})`,
      value: 1 + over,
    });
  }
  if (cast.otherReach > 0) reachTerms.push({ label: 'other Reach', value: cast.otherReach });
  const reachUsed = sumTerms(reachTerms);
  const reachOver = sumTerms(
    [
      { label: 'Reach used', value: reachUsed.value },
      { label: 'free Reach', value: -freeReach.value },
    ],
    { floor: 0, reason: 'none over the free Reach' },
  );

  // Step 4: spell factors.
  const free = Math.max(0, cast.arcanum - 1);
  const freeFor = (factor: Mage2eCast['primaryFactor']) =>
    cast.primaryFactor === factor ? free : 0;
  const potency = potencyStep(data, cast, freeFor('potency'));
  const duration = durationStep(data, cast, freeFor('duration'), errors);
  const scale = scaleStep(data, cast, freeFor('scale'), errors);
  if (cast.potency.advanced) {
    notes.push(
      `Advanced Potency: +${data.potency.advancedWithstand} to withstand dispellation (no dice change).`,
    );
  }
  const penalties = sumTerms([
    { label: potency.label, value: potency.penalty },
    { label: `Duration ${duration.label}`, value: duration.penalty },
    { label: `Scale ${scale.label}`, value: scale.penalty },
  ]);

  const basePool = sumTerms([
    { label: 'Gnosis', value: cast.gnosis },
    { label: cast.arcanumName, value: cast.arcanum },
    ...(rote && !mudraYantra(data, cast) ? [{ label: 'rote Skill', value: cast.roteSkill }] : []),
  ]);

  // Step 5: Yantras.
  const yantras = countYantras(data, cast, gnosisRow.yantras, errors);
  const offset = -penalties.value;
  const yantraBonus = sumTerms(yantras.terms, {
    ceiling: offset + data.maxYantraBonus,
    reason: `at most +${data.maxYantraBonus} after offsetting ${formatNumber(penalties.value)} of penalties`,
  });

  // Step 6: ritual bonus and the pool.
  const ritualDice = instant ? 0 : cast.castingTime.extraIntervals;
  const ritualBonus = sumTerms(
    ritualDice > 0
      ? [{ label: `${plural(ritualDice, 'extra ritual interval')}`, value: ritualDice }]
      : [],
    { ceiling: data.maxRitualBonus, reason: `at most +${data.maxRitualBonus}` },
  );
  const pool = sumTerms([
    { label: 'base pool', value: basePool.value },
    { label: 'spell factors', value: penalties.value },
    { label: 'Yantras', value: yantraBonus.value },
    { label: 'ritual', value: ritualBonus.value },
  ]);
  const poolKind: MagePoolKind =
    pool.value <= data.impossibleAt ? 'impossible' : pool.value <= 0 ? 'chance' : 'dice';
  if (poolKind === 'impossible') {
    errors.push(impossiblePoolMessage(pool.value, data.impossibleAt));
  }
  if (pool.value > MAGE_MAX_POOL_DICE) {
    errors.push(`The pool is ${pool.value}: the engine rolls at most ${MAGE_MAX_POOL_DICE} dice.`);
  }

  // Step 7: Mana.
  const manaTerms: ExplainTerm[] = [];
  if (cast.method === 'improvised' && cast.commonOrInferior) {
    manaTerms.push({
      label: 'improvised, Common or Inferior Arcanum',
      value: data.mana.improvisedCommonOrInferior,
    });
  }
  if (indefinite) manaTerms.push({ label: 'indefinite Duration', value: data.mana.indefinite });
  if (cast.manaMitigation > 0) {
    manaTerms.push({ label: 'Paradox mitigation', value: cast.manaMitigation });
  }
  const mana = sumTerms(manaTerms);
  if (mana.value > gnosisRow.maxMana) {
    warnings.push(
      `The spell costs ${mana.value} Mana: more than Gnosis ${gnosisRow.gnosis}'s maximum of ${gnosisRow.maxMana}.`,
    );
  }

  // Casting time.
  let castingTime: MageCastingTime;
  if (instant) {
    const timeTerms: ExplainTerm[] = [{ label: 'instant casting', value: 1 }];
    const nonReflexive = Math.max(0, yantras.counted - (yantras.reflexiveCapable > 0 ? 1 : 0));
    if (nonReflexive > 0) {
      timeTerms.push({ label: 'Yantras beyond the one reflexive', value: nonReflexive });
    }
    const manaTurns = Math.max(0, Math.ceil(mana.value / gnosisRow.manaPerTurn) - 1);
    if (manaTurns > 0) {
      timeTerms.push({
        label: `${mana.value} Mana at ${gnosisRow.manaPerTurn} a turn`,
        value: manaTurns,
      });
    }
    const turns = sumTerms(timeTerms);
    castingTime = { kind: 'instant', turns, text: plural(turns.value, 'turn') };
  } else {
    const intervals = 1 + cast.castingTime.extraIntervals;
    const minutes = {
      op: 'product',
      value: gnosisRow.ritualIntervalMinutes * intervals * (grimoire ? 2 : 1),
      terms: [
        {
          label: `ritual interval, Gnosis ${gnosisRow.gnosis}`,
          value: gnosisRow.ritualIntervalMinutes,
        },
        { label: 'intervals', value: intervals },
        ...(grimoire ? [{ label: 'from a grimoire', value: 2 }] : []),
      ],
    } satisfies Explained;
    castingTime = { kind: 'ritual', minutes, text: formatMinutes(minutes.value) };
  }

  // A spell that cannot be cast (step 1's dots, step 6's pool) is not cast: no roll at all.
  const impossible: MageImpossible | null =
    missingDots !== null ? 'arcanum' : poolKind === 'impossible' ? 'pool' : null;

  // Step 8: Paradox.
  const paradox =
    impossible === null ? paradoxView(data, cast, gnosisRow, reachOver.value, memo) : NOT_ROLLED;
  const wasted = wastedMitigation(paradox, cast.manaMitigation, data.paradox.perManaMitigation);
  if (wasted > 0) {
    warnings.push(
      `${wasted} of the ${cast.manaMitigation} Mana to mitigate ${wasted === 1 ? 'removes' : 'remove'} no Paradox dice: the rest already brings the pool to a chance die.`,
    );
  }

  // Step 9: the casting roll.
  const castingQuality = rote && cast.roteQuality ? ROTE : PLAIN;
  const exceptionalAt = cast.method === 'praxis' ? data.praxisExceptionalAt : data.exceptionalAt;
  const outcomesAt = (dice: number) =>
    castingOutcomes(dice, castingQuality, exceptionalAt, data.impossibleAt, memo);
  const plainOutcomes = impossible === null ? outcomesAt(pool.value) : CERTAIN_FAILURE;

  let outcomes = plainOutcomes;
  let releasedConditionChance: number | null = null;
  let contain: MageContainView | null = null;
  if (impossible !== null) {
    releasedConditionChance = handling === 'release' ? 0 : null;
  } else if (handling === 'contain') {
    contain = containView(paradox.successes, cast.wisdom, memo);
  } else if (paradox.kind === 'dice' || paradox.kind === 'chance') {
    outcomes = ZERO;
    let condition = 0;
    paradox.successes.probs.forEach((pk, i) => {
      const k = paradox.successes.offset + i;
      // The reading: past the impossible line the spell fails outright, or rolls a chance die.
      const left = pool.value - k;
      const roll = outcomesAt(
        data.readings.releasedParadoxChanceDie ? Math.max(left, data.impossibleAt + 1) : left,
      );
      outcomes = addOutcomes(outcomes, roll, pk);
      if (k >= data.exceptionalAt) condition += pk;
      else if (k >= 1) condition += pk * roll.dramaticFailure;
    });
    releasedConditionChance = condition;
  } else {
    releasedConditionChance = 0;
  }

  return {
    errors,
    warnings,
    notes,
    gnosisRow,
    freeReach,
    reachUsed,
    reachOver,
    basePool,
    potency,
    duration,
    scale,
    penalties,
    yantraBonus,
    ritualBonus,
    pool,
    poolKind,
    impossible,
    castingQuality,
    exceptionalAt,
    castingTime,
    mana,
    paradox,
    plainOutcomes,
    outcomes,
    releasedConditionChance,
    contain,
  };
}

/** Joint outcomes' total (1 within floating-point error): for tests and checks. */
export function outcomesTotal(outcomes: RollOutcomes): number {
  return outcomes.dramaticFailure + outcomes.failure + outcomes.success + outcomes.exceptional;
}
