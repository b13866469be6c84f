import type {
  AbilityKind,
  RegenRules,
  SkillTableReading,
  SkillTableRow,
  Status,
  StatusKind,
  WillpowerBuild,
} from './data';
import {
  ABILITY_COST_MAX,
  DRAIN_MANA_MAX,
  DRAIN_SECONDS_MAX,
  ROW_AMOUNT_MAX,
  SIGN_REGEN_PERCENT_MAX,
  SKILL_CAP_DIVISOR_RANGE,
  SKILL_TABLE_AMOUNT_MAX,
  SKILL_TABLE_VALUE_MAX,
  TRAINING_MANA_MAX,
} from './limits';

export const ROW_NAME_MAX_LENGTH = 40;

/** Any row a designer names: races, classes, items, talents, statuses, signs, abilities. */
export interface NamedRow {
  readonly id: string;
  readonly name: string;
}

/** A race or class table, for messages: "race" / "class". */
export type RowKind = 'race' | 'class';

/** The tables builds point into: a row of these cannot be deleted while a build uses it. */
export type UsedRowKind = RowKind | 'item' | 'talent' | 'sign';

/** "a race", "an item": the article a message needs before a row kind. */
export function withArticle(kind: string): string {
  return /^[aeiou]/i.test(kind) ? `an ${kind}` : `a ${kind}`;
}

/**
 * The message for a row name, or null: 1–40 characters, unique in its table (any case).
 * `kind` names the table in the message ("race", "item", "status").
 */
export function checkRowName(
  rows: readonly NamedRow[],
  rowId: string,
  name: string,
  kind: string,
): string | null {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > ROW_NAME_MAX_LENGTH) {
    const needs = withArticle(kind);
    return `${needs.charAt(0).toUpperCase()}${needs.slice(1)} needs a name of 1 to ${ROW_NAME_MAX_LENGTH} characters.`;
  }
  const clash = rows.find(
    (row) => row.id !== rowId && row.name.toLowerCase() === trimmed.toLowerCase(),
  );
  return clash === undefined ? null : `There is already ${withArticle(kind)} called ${clash.name}.`;
}

/** The message for a row's mana or HP, or null: a whole number from 0 to 999. */
export function checkRowAmount(amount: number, what: 'Mana' | 'HP'): string | null {
  return checkWholeNumber(amount, what, 0, ROW_AMOUNT_MAX);
}

/** The message for a number that must be whole and from `min` to `max`, or null. */
export function checkWholeNumber(
  value: number,
  what: string,
  min: number,
  max: number,
): string | null {
  return Number.isInteger(value) && value >= min && value <= max
    ? null
    : `${what} must be a whole number from ${min} to ${max}.`;
}

/** A name not yet in the table: "New race", "New race 2", … or "Elf (copy)", "Elf (copy 2)". */
export function freshName(rows: readonly NamedRow[], base: string): string {
  const taken = new Set(rows.map((row) => row.name.toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n += 1) {
    const candidate = base.endsWith(')') ? `${base.slice(0, -1)} ${n})` : `${base} ${n}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** An id not yet in the table, from a name: "New race 2" → "new-race-2". Ids never change. */
export function freshId(rows: readonly NamedRow[], name: string): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'row';
  const taken = new Set(rows.map((row) => row.id));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Whether a build points at the row `rowId` of the `kind` table. */
function uses(build: WillpowerBuild, rowId: string, kind: UsedRowKind): boolean {
  switch (kind) {
    case 'race':
      return build.raceId === rowId;
    case 'class':
      return build.classId === rowId;
    case 'item':
      return build.itemIds.includes(rowId);
    case 'talent':
      return build.talents.some((talent) => talent.talentId === rowId);
    case 'sign':
      return build.horoscopeId === rowId;
  }
}

/** The builds that use a row, by name: a row in use cannot be deleted. */
export function buildsUsing(
  builds: readonly WillpowerBuild[],
  rowId: string,
  kind: UsedRowKind,
): string[] {
  return builds.filter((build) => uses(build, rowId, kind)).map((build) => build.name);
}

/**
 * A row put back where it was deleted from (Undo). Whatever was added since may have taken its
 * id or name: then it comes back with a fresh one ("Elf 2"), so the table stays valid.
 */
export function restoreRow<R extends NamedRow>(
  rows: readonly R[],
  row: R,
  index: number,
): readonly R[] {
  const idTaken = rows.some((other) => other.id === row.id);
  const nameTaken = rows.some((other) => other.name.toLowerCase() === row.name.toLowerCase());
  const name = nameTaken ? freshName(rows, row.name) : row.name;
  const restored = { ...row, name, id: idTaken ? freshId(rows, name) : row.id };
  const at = Math.min(Math.max(index, 0), rows.length);
  return [...rows.slice(0, at), restored, ...rows.slice(at)];
}

/** Decimals a factor may have: enough for 0.125, few enough to stay exact (1.5 = 3/2). */
export const DECIMAL_PLACES_MAX = 3;

/**
 * The message for a number that may have decimals (a pace factor: 1.5, 0.25) and must be from
 * `min` to `max` with at most three decimal places, or null. NaN and infinities are refused.
 */
export function checkDecimal(value: number, what: string, min: number, max: number): string | null {
  if (!Number.isFinite(value) || value < min || value > max) {
    return `${what} must be a number from ${min} to ${max}.`;
  }
  const scaled = value * 10 ** DECIMAL_PLACES_MAX;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6
    ? null
    : `${what} may have at most ${DECIMAL_PLACES_MAX} decimal places.`;
}

/** The message for a short text (a sign's gift), or null: 1–40 characters. */
export function checkShortText(text: string, what: string): string | null {
  const length = text.trim().length;
  return length > 0 && length <= ROW_NAME_MAX_LENGTH
    ? null
    : `${what} must be 1 to ${ROW_NAME_MAX_LENGTH} characters.`;
}

// ---------------------------------------------------------------------------------------------
// Skills (Concentration): the value → amount tables, the cap, the reading between values

export const SKILL_READING_LABELS: Readonly<Record<SkillTableReading, string>> = {
  step: 'Step: the highest listed value reached',
  linear: 'Linear: a straight line between values',
};

/** A problem with one cell of a skill table. */
export interface SkillTableIssue {
  readonly index: number;
  readonly field: 'value' | 'amount';
  readonly message: string;
}

/**
 * Every problem with a skill table: values whole, 0–1000 and each listed once; amounts whole,
 * 0–999. `what` names the amount in messages ("Max mana", "Regen percent").
 */
export function checkSkillTable(rows: readonly SkillTableRow[], what: string): SkillTableIssue[] {
  return rows.flatMap((row, index) => {
    const issues: SkillTableIssue[] = [];
    const value = checkWholeNumber(row.value, 'A skill value', 0, SKILL_TABLE_VALUE_MAX);
    if (value !== null) issues.push({ index, field: 'value', message: value });
    else if (rows.some((other, i) => i !== index && other.value === row.value)) {
      issues.push({
        index,
        field: 'value',
        message: `Value ${row.value} is already listed: each value appears once.`,
      });
    }
    const amount = checkWholeNumber(row.amount, what, 0, SKILL_TABLE_AMOUNT_MAX);
    if (amount !== null) issues.push({ index, field: 'amount', message: amount });
    return issues;
  });
}

/** The message for a skill's cap divisor, or null: a whole number from 1 to 100. */
/** Mana a trained skill takes per point gained by spending; 0: spending does not train it. */
export function checkTrainingMana(mana: number): string | null {
  return checkWholeNumber(mana, 'The mana a point', 0, TRAINING_MANA_MAX);
}

export function checkSkillCapDivisor(divisor: number): string | null {
  const { min, max } = SKILL_CAP_DIVISOR_RANGE;
  return checkWholeNumber(divisor, 'The cap divisor', min, max);
}

/** A new table row below the last one: 50 further on (at most 1000), giving the same amount. */
export function nextSkillTableRow(rows: readonly SkillTableRow[]): SkillTableRow {
  const taken = new Set(rows.map((row) => row.value));
  const last = rows[rows.length - 1];
  let value = last === undefined ? 0 : Math.min(last.value + 50, SKILL_TABLE_VALUE_MAX);
  while (taken.has(value) && value < SKILL_TABLE_VALUE_MAX) value += 1;
  while (taken.has(value) && value > 0) value -= 1;
  return { value, amount: last?.amount ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// Statuses

export const STATUS_KIND_LABELS: Readonly<Record<StatusKind, string>> = {
  rest: 'Rest: faster',
  boost: 'Boost: faster (a sanctuary)',
  slow: 'Slows: only the slowest counts',
  disease: 'Disease: counts too if slower',
};

/** Slowing statuses multiply the pace by 0–1; resting and boosts by 1–10. */
export function statusFactorRange(kind: StatusKind): {
  readonly min: number;
  readonly max: number;
} {
  return kind === 'slow' || kind === 'disease' ? { min: 0, max: 1 } : { min: 1, max: 10 };
}

/** The message for a status's pace factor, or null. */
export function checkStatusFactor(kind: StatusKind, factor: number): string | null {
  const { min, max } = statusFactorRange(kind);
  if (Number.isFinite(factor) && (factor < min || factor > max)) {
    const why = min === 0 ? 'a status that slows mana' : 'a status that speeds it up';
    return `The factor must be from ${min} to ${max} for ${why}.`;
  }
  return checkDecimal(factor, 'The factor', min, max);
}

/** The factor brought into the range of `kind` (when a status changes kind). */
export function fitStatusFactor(kind: StatusKind, factor: number): number {
  const { min, max } = statusFactorRange(kind);
  return Math.min(Math.max(factor, min), max);
}

export function checkDrainMana(mana: number): string | null {
  return checkWholeNumber(mana, 'The mana drained', 1, DRAIN_MANA_MAX);
}

export function checkDrainSeconds(seconds: number): string | null {
  return checkWholeNumber(seconds, 'The seconds between drains', 1, DRAIN_SECONDS_MAX);
}

/**
 * Why a status cannot be deleted, or null when it can. Builds never name statuses (the
 * Regeneration panel ticks them), but the rules measure every disease against Diseased.
 */
export function statusDeletionRefusal(status: Status, rules: RegenRules): string | null {
  return status.id === rules.diseasedStatusId
    ? `${status.name} cannot be deleted: the rules measure every disease against it (“a disease ` +
        `that slows it more than being Diseased does counts too”). Rename it or change its ` +
        `factor instead.`
    : null;
}

// ---------------------------------------------------------------------------------------------
// Horoscope signs and abilities

export function checkSignRegenPercent(percent: number): string | null {
  return checkWholeNumber(percent, 'The regen percent', 0, SIGN_REGEN_PERCENT_MAX);
}

export const ABILITY_KIND_LABELS: Readonly<Record<AbilityKind, string>> = {
  spell: 'Spell',
  rod: 'Rod',
  summoning: 'Summoning',
};

export function checkAbilityCost(cost: number): string | null {
  return checkWholeNumber(cost, 'The cost', 0, ABILITY_COST_MAX);
}

/**
 * Why a row builds use cannot be deleted, naming the builds and what to do first; null when no
 * build uses it.
 */
export function deletionRefusal(
  kind: UsedRowKind,
  name: string,
  users: readonly string[],
): string | null {
  if (users.length === 0) return null;
  const list = users.join(', ');
  const them = users.length === 1 ? 'that build' : 'those builds';
  switch (kind) {
    case 'item':
      return `${name} is worn by ${list}: take it off ${them} first.`;
    case 'talent':
      return `${name} is taken by ${list}: untick it in ${them} first.`;
    case 'sign':
      return `${list} ${users.length === 1 ? 'was' : 'were'} born under ${name}: choose another sign for ${them} first.`;
    case 'race':
    case 'class':
      return `${name} is used by ${list}: give ${them} another ${kind} first.`;
  }
}
