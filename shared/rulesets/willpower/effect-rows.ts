/**
 * Items and talents as the editor sees them: the effect kinds in plain words, the number fields
 * each kind has with its range, a sensible new effect of each kind, and the checks the editor runs
 * on every keystroke. The ranges are typo guards, not rules: the seed gives none.
 */
import type { EffectSource, ManaEffect, ManaEffectKind, Skill } from './data';
import { checkDecimal, checkRowName, checkWholeNumber } from './table-rows';
import {
  COST_PERCENT_MAX,
  DEEP_WELL_LEVELS_MAX,
  EFFECT_AMOUNT_MAX,
  REGEN_PERCENT_MAX,
  RESTING_FACTOR_RANGE,
} from './limits';

/** Every effect kind, in the order the editor offers them, with the words a designer reads. */
export const EFFECT_KIND_LABELS: Readonly<Record<ManaEffectKind, string>> = {
  'max-mana': '+N to maximum mana',
  'regen-percent': 'mana comes back N% faster',
  'cost-percent': 'Thrift: abilities cost N% less',
  siphoning: 'Siphoning: N mana on a close kill',
  'skill-bonus': 'raises a skill by N',
  'deep-well': 'Deep well: +1 per N levels, at least M',
  'resting-factor': 'resting N× as fast (Meditation)',
  'blood-magic': 'Blood magic: N HP into M mana',
};

export const EFFECT_KINDS = Object.keys(EFFECT_KIND_LABELS) as readonly ManaEffectKind[];

/** The number fields an effect may have (a skill bonus also has a skill, chosen from a list). */
export type EffectNumberField =
  'amount' | 'percent' | 'mana' | 'perLevels' | 'minimum' | 'factor' | 'hpCost';

/** One number field of an effect kind: what the editor shows beside it and what it accepts. */
export interface EffectFieldSpec {
  readonly field: EffectNumberField;
  /** Short, shown beside the input ("mana", "% faster"); it stands for N or M in the kind. */
  readonly label: string;
  /** The field's spoken name after the row's ("Ring of mana (+5) effect 1 mana"). */
  readonly name: string;
  /** The field in a message: "Maximum mana must be a whole number from 0 to 999." */
  readonly what: string;
  readonly min: number;
  readonly max: number;
  /** Whole numbers only, or decimals too (a factor like 1.5). */
  readonly decimal: boolean;
}

function whole(
  field: EffectNumberField,
  [label, name]: readonly [string, string],
  what: string,
  [min, max]: readonly [number, number],
): EffectFieldSpec {
  return { field, label, name, what, min, max, decimal: false };
}

export const EFFECT_FIELDS: Readonly<Record<ManaEffectKind, readonly EffectFieldSpec[]>> = {
  'max-mana': [whole('amount', ['mana', 'mana'], 'Maximum mana', [0, EFFECT_AMOUNT_MAX])],
  'regen-percent': [
    whole('percent', ['% faster', 'percent faster'], 'Percent faster', [0, REGEN_PERCENT_MAX]),
  ],
  'cost-percent': [
    whole('percent', ['% less', 'percent less'], 'Percent less', [0, COST_PERCENT_MAX]),
  ],
  siphoning: [whole('mana', ['mana', 'mana per kill'], 'Mana per kill', [0, EFFECT_AMOUNT_MAX])],
  'skill-bonus': [
    whole('amount', ['by', 'skill bonus'], 'The skill bonus', [0, EFFECT_AMOUNT_MAX]),
  ],
  'deep-well': [
    whole('perLevels', ['per levels', 'levels per point'], 'Levels per point', [
      1,
      DEEP_WELL_LEVELS_MAX,
    ]),
    whole('minimum', ['at least', 'minimum'], 'The minimum', [0, DEEP_WELL_LEVELS_MAX]),
  ],
  'resting-factor': [
    {
      field: 'factor',
      label: '×',
      name: 'factor',
      what: 'The resting factor',
      ...RESTING_FACTOR_RANGE,
      decimal: true,
    },
  ],
  'blood-magic': [
    whole('hpCost', ['HP', 'HP cost'], 'The HP cost', [1, EFFECT_AMOUNT_MAX]),
    whole('mana', ['mana', 'mana gained'], 'The mana gained', [1, EFFECT_AMOUNT_MAX]),
  ],
};

/** A new effect of `kind` with the seed's numbers where it has some (Deep well 4 / 2). */
export function makeEffect(kind: ManaEffectKind, skills: readonly Skill[]): ManaEffect {
  switch (kind) {
    case 'max-mana':
      return { kind, amount: 1 };
    case 'regen-percent':
      return { kind, percent: 10 };
    case 'cost-percent':
      return { kind, percent: 10 };
    case 'siphoning':
      return { kind, mana: 1 };
    case 'skill-bonus':
      return { kind, skillId: skills[0]?.id ?? '', amount: 10 };
    case 'deep-well':
      return { kind, perLevels: 4, minimum: 2 };
    case 'resting-factor':
      return { kind, factor: 1.5 };
    case 'blood-magic':
      return { kind, hpCost: 5, mana: 3 };
  }
}

/** The value of one number field of an effect (NaN when the kind has no such field). */
export function effectNumber(effect: ManaEffect, field: EffectNumberField): number {
  const value: unknown = (effect as unknown as Readonly<Record<string, unknown>>)[field];
  return typeof value === 'number' ? value : Number.NaN;
}

/** The effect with one of its number fields changed (a field of its own kind). */
export function withEffectNumber(
  effect: ManaEffect,
  field: EffectNumberField,
  value: number,
): ManaEffect {
  return { ...effect, [field]: value } as ManaEffect;
}

/** A problem with one field of an effect, for the editor to show on that field. */
export interface EffectIssue {
  readonly field: EffectNumberField | 'skillId' | 'kind';
  readonly message: string;
}

/** Every problem with an effect; empty when the engine can use it as it is. */
export function checkEffect(effect: ManaEffect, skills: readonly Skill[]): EffectIssue[] {
  const specs = EFFECT_FIELDS[effect.kind] as readonly EffectFieldSpec[] | undefined;
  if (specs === undefined) {
    return [{ field: 'kind', message: `There is no effect kind "${String(effect.kind)}".` }];
  }
  const issues: EffectIssue[] = [];
  for (const spec of specs) {
    const value = effectNumber(effect, spec.field);
    const message = spec.decimal
      ? checkDecimal(value, spec.what, spec.min, spec.max)
      : checkWholeNumber(value, spec.what, spec.min, spec.max);
    if (message !== null) issues.push({ field: spec.field, message });
  }
  if (effect.kind === 'skill-bonus' && !skills.some((skill) => skill.id === effect.skillId)) {
    issues.push({ field: 'skillId', message: `There is no skill "${effect.skillId}".` });
  }
  return issues;
}

/** The message for one field of an effect, or null: what an editor field shows under itself. */
export function checkEffectField(
  effect: ManaEffect,
  field: EffectIssue['field'],
  skills: readonly Skill[],
): string | null {
  return checkEffect(effect, skills).find((issue) => issue.field === field)?.message ?? null;
}

/** A problem somewhere in an item or talent table, located by row and effect. */
export interface EffectRowIssue {
  readonly rowId: string;
  /** The effect's index in the row, or null for the row's name. */
  readonly effectIndex: number | null;
  readonly field: EffectIssue['field'] | 'name';
  readonly message: string;
}

/**
 * Every problem in an item or talent table: names (1–40 characters, unique in any case) and each
 * effect's numbers. `kind` names the table in messages ("item", "talent").
 */
export function checkEffectRows(
  rows: readonly EffectSource[],
  skills: readonly Skill[],
  kind: 'item' | 'talent',
): EffectRowIssue[] {
  return rows.flatMap((row) => {
    const name = checkRowName(rows, row.id, row.name, kind);
    const nameIssues =
      name === null
        ? []
        : [{ rowId: row.id, effectIndex: null, field: 'name' as const, message: name }];
    const effectIssues = row.effects.flatMap((effect, effectIndex) =>
      checkEffect(effect, skills).map((issue) => ({ rowId: row.id, effectIndex, ...issue })),
    );
    return [...nameIssues, ...effectIssues];
  });
}
