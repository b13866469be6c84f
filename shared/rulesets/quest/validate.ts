import type { QuestBuild, QuestData, QuestDispelView } from './data';

/** A field of a Quest caster or of the dispel matrix's settings, named for the UI. */
export type QuestField =
  | 'int'
  | 'vp'
  | 'potions'
  | `spells.${number}.manaCost`
  | 'minInt'
  | 'maxInt'
  | 'dispellers'
  | 'casterTotal';

export interface QuestIssue {
  readonly field: QuestField;
  readonly message: string;
}

export const QUEST_MAX_INT = 99;
export const QUEST_MAX_VP = 999;
export const QUEST_MAX_POTIONS = 99;
export const QUEST_MAX_MANA_COST = 999;
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
  const first = Math.min(...data.sorceryLevels.map((level) => level.minVp));
  if (!isWholeIn(build.vp, 0, QUEST_MAX_VP)) {
    issues.push({ field: 'vp', message: `VP must be a whole number from 0 to ${QUEST_MAX_VP}.` });
  } else if (build.hero && build.vp < first) {
    issues.push({
      field: 'vp',
      message: `A hero casts from ${first} VP (the first sorcery level); ${build.vp} is too few.`,
    });
  }
  if (!isWholeIn(build.potions, 0, QUEST_MAX_POTIONS)) {
    issues.push({
      field: 'potions',
      message: `Potions must be a whole number from 0 to ${QUEST_MAX_POTIONS}.`,
    });
  }
  build.spells.forEach((spell, index) => {
    if (!isWholeIn(spell.manaCost, 0, QUEST_MAX_MANA_COST)) {
      issues.push({
        field: `spells.${index}.manaCost`,
        message: `A spell's mana cost must be a whole number from 0 to ${QUEST_MAX_MANA_COST}.`,
      });
    }
  });
  return issues;
}

/** Every reason the dispel matrix cannot be drawn with these settings. */
export function validateQuestDispelView(view: QuestDispelView): QuestIssue[] {
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
    issues.push({
      field: 'maxInt',
      message: `The highest Int must be at least the lowest (${view.minInt}).`,
    });
  } else if (view.maxInt - view.minInt + 1 > QUEST_MAX_MATRIX_INTS) {
    issues.push({
      field: 'maxInt',
      message: `The matrix shows at most ${QUEST_MAX_MATRIX_INTS} Int values: up to ${
        view.minInt + QUEST_MAX_MATRIX_INTS - 1
      } from ${view.minInt}.`,
    });
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
  }
  return issues;
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
  return issues;
}
