import type { DispelRules, QuestBuild, QuestData, QuestDispelView } from './data';
import { makeDefaultQuestData } from './defaults';
import { casterTotalRange } from './dispel-matrix';

/** A field of a Quest caster or of the dispel matrix's settings, named for the UI. */
export type QuestField =
  | 'int'
  | 'vp'
  | 'potions'
  | 'scrolls'
  | `spells.${number}.manaCost`
  | `spells.${number}.damageDice`
  | `spells.${number}.permanentTurns`
  | 'minInt'
  | 'maxInt'
  | 'dispellers'
  | 'casterTotal'
  | 'dispellerMana'
  | 'dispellerSquares';

export interface QuestIssue {
  readonly field: QuestField;
  readonly message: string;
}

export const QUEST_MAX_INT = 99;
export const QUEST_MAX_VP = 999;
export const QUEST_MAX_POTIONS = 99;
export const QUEST_MAX_SCROLLS = 99;
/** A dispeller's mana and distance, at most (a pool is Int × 3 at most: 297). */
export const QUEST_MAX_DISPELLER_MANA = 999;
export const QUEST_MAX_SQUARES = 999;
export const QUEST_MAX_MANA_COST = 999;
/** A spell's damage dice and permanent turns (before the level's modifier), at most. */
export const QUEST_MAX_SPELL_DICE = 999;
export const QUEST_MAX_SPELL_TURNS = 999;
/** The matrix shows at most this many Int values a side (a readable table). */
export const QUEST_MAX_MATRIX_INTS = 20;
export const QUEST_MAX_DISPELLERS = 10;

function isWholeIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** Every reason the engine could not compute this caster; empty when it is sound. */
export function validateQuestBuild(data: QuestData, build: QuestBuild): QuestIssue[] {
  const issues: QuestIssue[] = [];
  if (!isWholeIn(build.int, 0, QUEST_MAX_INT)) {
    issues.push({
      field: 'int',
      message: `Int must be a whole number from 0 to ${QUEST_MAX_INT}.`,
    });
  }
  // A hero below the first level's VP is at the first level (`sorceryLevel`): any VP will do.
  if (!isWholeIn(build.vp, 0, QUEST_MAX_VP)) {
    issues.push({ field: 'vp', message: `VP must be a whole number from 0 to ${QUEST_MAX_VP}.` });
  }
  if (!isWholeIn(build.potions, 0, QUEST_MAX_POTIONS)) {
    issues.push({
      field: 'potions',
      message: `Potions must be a whole number from 0 to ${QUEST_MAX_POTIONS}.`,
    });
  }
  if (!isWholeIn(build.scrolls, 0, QUEST_MAX_SCROLLS)) {
    issues.push({
      field: 'scrolls',
      message: `Scrolls must be a whole number from 0 to ${QUEST_MAX_SCROLLS}.`,
    });
  }
  build.spells.forEach((spell, index) => {
    if (!isWholeIn(spell.manaCost, 0, QUEST_MAX_MANA_COST)) {
      issues.push({
        field: `spells.${index}.manaCost`,
        message: `A spell's mana cost must be a whole number from 0 to ${QUEST_MAX_MANA_COST}.`,
      });
    }
    if (spell.damageDice !== null && !isWholeIn(spell.damageDice, 0, QUEST_MAX_SPELL_DICE)) {
      issues.push({
        field: `spells.${index}.damageDice`,
        message: `A spell's damage dice must be a whole number from 0 to ${QUEST_MAX_SPELL_DICE}, or none.`,
      });
    }
    if (
      spell.permanentTurns !== null &&
      !isWholeIn(spell.permanentTurns, 0, QUEST_MAX_SPELL_TURNS)
    ) {
      issues.push({
        field: `spells.${index}.permanentTurns`,
        message: `A permanent spell's turns must be a whole number from 0 to ${QUEST_MAX_SPELL_TURNS}, or none.`,
      });
    }
  });
  return issues;
}

/**
 * Every reason the dispel matrix cannot be drawn with these settings. With `rules`, the caster's
 * total must also be one the dice can make for the matrix's Int range (2d6, Int 1–8: 3 to 20), as
 * the screen's field asks; without, any total 0–999 passes (a total the rules no longer make is
 * then "off the table", not an error).
 */
export function validateQuestDispelView(view: QuestDispelView, rules?: DispelRules): QuestIssue[] {
  const issues: QuestIssue[] = [];
  if (!isWholeIn(view.minInt, 0, QUEST_MAX_INT)) {
    issues.push({ field: 'minInt', message: `The lowest Int must be from 0 to ${QUEST_MAX_INT}.` });
  }
  if (!isWholeIn(view.maxInt, 0, QUEST_MAX_INT)) {
    issues.push({
      field: 'maxInt',
      message: `The highest Int must be from 0 to ${QUEST_MAX_INT}.`,
    });
  } else if (view.maxInt < view.minInt) {
    // Said on whichever end the designer moved: each field checks only its own issues.
    issues.push(
      {
        field: 'maxInt',
        message: `The highest Int must be at least the lowest (${view.minInt}).`,
      },
      { field: 'minInt', message: `The lowest Int must be at most the highest (${view.maxInt}).` },
    );
  } else if (view.maxInt - view.minInt + 1 > QUEST_MAX_MATRIX_INTS) {
    issues.push(
      {
        field: 'maxInt',
        message: `The matrix shows at most ${QUEST_MAX_MATRIX_INTS} Int values: up to ${
          view.minInt + QUEST_MAX_MATRIX_INTS - 1
        } from ${view.minInt}.`,
      },
      {
        field: 'minInt',
        message: `The matrix shows at most ${QUEST_MAX_MATRIX_INTS} Int values: from ${
          view.maxInt - QUEST_MAX_MATRIX_INTS + 1
        } up to ${view.maxInt}.`,
      },
    );
  }
  if (!isWholeIn(view.dispellers, 1, QUEST_MAX_DISPELLERS)) {
    issues.push({
      field: 'dispellers',
      message: `Dispellers must be a whole number from 1 to ${QUEST_MAX_DISPELLERS}.`,
    });
  }
  if (!isWholeIn(view.casterTotal, 0, 999)) {
    issues.push({
      field: 'casterTotal',
      message: 'The total must be a whole number from 0 to 999.',
    });
  } else if (rules !== undefined && view.minInt <= view.maxInt) {
    const { min, max } = casterTotalRange(rules, view);
    if (view.casterTotal < min || view.casterTotal > max) {
      issues.push({
        field: 'casterTotal',
        message: `The total must be one ${rules.dice}d${rules.sides} + Int ${view.minInt}–${view.maxInt} can make: ${min} to ${max}.`,
      });
    }
  }
  if (view.dispellerMana !== null && !isWholeIn(view.dispellerMana, 0, QUEST_MAX_DISPELLER_MANA)) {
    issues.push({
      field: 'dispellerMana',
      message: `A dispeller’s mana must be a whole number from 0 to ${QUEST_MAX_DISPELLER_MANA}, or none (never runs out).`,
    });
  }
  if (!isWholeIn(view.dispellerSquares, 0, QUEST_MAX_SQUARES)) {
    issues.push({
      field: 'dispellerSquares',
      message: `The squares away must be a whole number from 0 to ${QUEST_MAX_SQUARES}.`,
    });
  }
  return issues;
}

/**
 * The dispel example's dispeller Int (saved with the matrix settings): the same range as a
 * caster's. A message, or null when it is fine.
 */
export function problemWithDispellerInt(int: number): string | null {
  return isWholeIn(int, 0, QUEST_MAX_INT)
    ? null
    : `The dispeller’s Int must be a whole number from 0 to ${QUEST_MAX_INT}.`;
}

/** A rule number of the Quest data, named as a dotted path under `data` for the UI. */
export interface QuestDataIssue {
  readonly field: string;
  readonly message: string;
}

/**
 * Every rule number out of range, for the Rules editor (the same ranges the project schema
 * checks, in words): counts 0–999, dice 1–20 of 2–100 sides; levels by VP in increasing order.
 */
export function validateQuestData(data: QuestData): QuestDataIssue[] {
  const issues: QuestDataIssue[] = [];
  const check = (field: string, value: number, min: number, max: number, what: string) => {
    if (!isWholeIn(value, min, max)) {
      issues.push({ field, message: `${what} must be a whole number from ${min} to ${max}.` });
    }
  };
  check('manaPerSpell', data.manaPerSpell, 0, 999, 'Mana per spell');
  check('maxManaPerInt', data.maxManaPerInt, 0, 999, 'The cap per Int');
  if (data.potionMana !== null) check('potionMana', data.potionMana, 0, 999, 'A potion’s mana');
  data.sorceryLevels.forEach((level, index) => {
    check(`sorceryLevels.${index}.minVp`, level.minVp, 0, 999, 'The minimum VP');
    const before = data.sorceryLevels[index - 1];
    if (before !== undefined && level.minVp <= before.minVp) {
      issues.push({
        field: `sorceryLevels.${index}.minVp`,
        message: `${level.name} must start above ${before.name}’s ${before.minVp} VP.`,
      });
      // Said on the earlier level's field too: raising it past the next is the same mistake.
      issues.push({
        field: `sorceryLevels.${index - 1}.minVp`,
        message: `${before.name} must start below ${level.name}’s ${level.minVp} VP.`,
      });
    }
    check(`sorceryLevels.${index}.castingLimit`, level.castingLimit, 0, 999, 'The casting limit');
    check(
      `sorceryLevels.${index}.permanentDurationModifier`,
      level.permanentDurationModifier,
      -999,
      999,
      'The duration modifier',
    );
    check(
      `sorceryLevels.${index}.damageDiceModifier`,
      level.damageDiceModifier,
      -999,
      999,
      'The damage dice modifier',
    );
  });
  check('dispel.dice', data.dispel.dice, 1, 20, 'The dispel dice');
  check('dispel.sides', data.dispel.sides, 2, 100, 'The dice’s sides');
  check('dispel.rangeSquares', data.dispel.rangeSquares, 0, 999, 'The range');
  check('dispel.manaCost', data.dispel.manaCost, 0, 999, 'The dispel’s mana cost');
  check('minimumDamageDice', data.minimumDamageDice, 0, 999, 'The fewest damage dice');
  check('minimumPermanentTurns', data.minimumPermanentTurns, 0, 999, 'The fewest permanent turns');
  check('cover.light', data.cover.light, -999, 999, 'Light cover (dice)');
  check('cover.heavy', data.cover.heavy, -999, 999, 'Heavy cover (dice)');
  check('scrollsPerTurn', data.scrollsPerTurn, 0, 999, 'Scrolls a turn');
  return issues;
}

/** The seed's numbers, which a warning quotes ("the seed: 8"). */
const SEED = makeDefaultQuestData();

/** A level modifier below this many (dice or turns) is a warning: the seed's worst is −1. */
export const QUEST_WARN_MODIFIER_BELOW = -2;

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0';
}

/**
 * Rule numbers that are allowed but odd, for soft warnings next to them in the Rules panel: a pool
 * that is always empty, a level casting fewer times than the one below it, a level bonus where the
 * seed gives a penalty (or a penalty far past its −1), a dispel range of 0 squares or a free
 * dispel. Fields are named as `validateQuestData` names them; values it refuses are not repeated.
 */
export function questRuleWarnings(data: QuestData): QuestDataIssue[] {
  const warnings: QuestDataIssue[] = [];
  const warn = (field: string, message: string) => warnings.push({ field, message });
  if (data.manaPerSpell === 0) {
    warn(
      'manaPerSpell',
      `No mana per spell learned: every pool is 0, so only free spells can be cast (the seed: ${SEED.manaPerSpell}).`,
    );
  }
  if (data.maxManaPerInt === 0) {
    warn(
      'maxManaPerInt',
      `A pool of at most Int \u00d7 0: every pool is 0, so only free spells can be cast (the seed: ${SEED.maxManaPerInt}).`,
    );
  }
  if (data.potionMana === 0) {
    warn(
      'potionMana',
      'A potion that restores no mana only takes a marker off a spell’s card (one more cast).',
    );
  }
  data.sorceryLevels.forEach((level, index) => {
    const before = data.sorceryLevels[index - 1];
    const field = (key: string) => `sorceryLevels.${index}.${key}`;
    if (level.castingLimit === 0) {
      warn(field('castingLimit'), `${level.name} cannot cast any spell: a casting limit of 0.`);
    } else if (before !== undefined && level.castingLimit < before.castingLimit) {
      warn(
        field('castingLimit'),
        `${level.name} casts fewer times per spell than ${before.name} (${level.castingLimit} < ${before.castingLimit}).`,
      );
    }
    // In the Rules table's order: permanent spells, then damage dice.
    const modifiers = [
      {
        key: 'permanentDurationModifier',
        value: level.permanentDurationModifier,
        unit: 'turns on permanent spells',
      },
      { key: 'damageDiceModifier', value: level.damageDiceModifier, unit: 'damage dice' },
    ] as const;
    for (const { key, value, unit } of modifiers) {
      if (value > 0) {
        warn(
          field(key),
          `${level.name}: ${signed(value)} ${unit}, a bonus where the seed gives only a penalty (an Apprentice’s \u22121).`,
        );
      } else if (value < QUEST_WARN_MODIFIER_BELOW) {
        warn(
          field(key),
          `${level.name}: ${signed(value)} ${unit}, far past the seed’s \u22121 for an Apprentice.`,
        );
      } else if (before !== undefined && value < before[key] && before[key] <= 0) {
        // Below a level's bonus is said once, on the bonus.
        warn(
          field(key),
          `${level.name} has fewer ${unit} (${signed(value)}) than ${before.name} (${signed(before[key])}), the level below it.`,
        );
      }
    }
  });
  for (const cover of ['light', 'heavy'] as const) {
    if (data.cover[cover] > 0) {
      warn(
        `cover.${cover}`,
        `${cover === 'light' ? 'Light' : 'Heavy'} cover gives a projectile more damage dice (${signed(data.cover[cover])}), though cover shelters its target; the assumed default takes dice away (${signed(SEED.cover[cover])}).`,
      );
    }
  }
  if (data.cover.heavy > data.cover.light) {
    warn(
      'cover.heavy',
      `Heavy cover takes fewer dice (${signed(data.cover.heavy)}) than light cover (${signed(data.cover.light)}).`,
    );
  }
  if (data.scrollsPerTurn === 0) {
    warn(
      'scrollsPerTurn',
      `No scroll a turn: a caster can never use a scroll or components (the seed: ${SEED.scrollsPerTurn}).`,
    );
  }
  if (data.dispel.rangeSquares === 0) {
    warn(
      'dispel.rangeSquares',
      `A range of 0 squares: no one adjacent (1 square away) may dispel, only the spell’s target itself (the seed: ${SEED.dispel.rangeSquares}).`,
    );
  }
  if (data.dispel.manaCost === 0) {
    warn(
      'dispel.manaCost',
      `A free dispel: a dispeller with any mana left can try every spell and never runs out by dispelling (the seed: ${SEED.dispel.manaCost}).`,
    );
  }
  return warnings;
}

/** A caster's odd but allowed values, for soft warnings in the caster editor: a free spell. */
export function questBuildWarnings(build: QuestBuild): QuestIssue[] {
  return build.spells.flatMap((spell, index): QuestIssue[] =>
    spell.manaCost === 0
      ? [
          {
            field: `spells.${index}.manaCost`,
            message: `${spell.name} is a free spell: only the casting limit applies.`,
          },
        ]
      : [],
  );
}

/** A target's name, against the other targets' (any case): a message, or null when it is free. */
export function problemWithTargetName(name: string, others: readonly string[] = []): string | null {
  if (name.trim() === '') return 'A target needs a name.';
  const clash = others.find((other) => other.toLowerCase() === name.trim().toLowerCase());
  return clash === undefined ? null : `There is already a target named ${clash}.`;
}
