/**
 * NetHack's endurance, declared once: the character casting a rotation of spells at a pace in
 * turns, at each XL 1–30, on its median max power and its power regeneration under its own
 * conditions (the regeneration card's). The figures, the XL axis, the question
 * `nethack34/endurance` is asked and the card's words; the computation is `endurance.ts`, the card
 * `src-renderer/components/EnduranceCard.svelte`.
 */
import { checkDamage, checkTargetHp, ROTATION_MAX, TARGET_HP_FLAG } from '../../analysis/endurance';
import { defineEnduranceAnalysis } from '../../analysis/endurance-analysis';
import type { Nethack34Build, Nethack34Data } from './data';
import {
  DEFAULT_NETHACK_PATTERN,
  checkEveryTurns,
  checkPwPerSpellLevel,
  checkSpellLevel,
  EVERY_TURNS_MAX,
  nethackEnduranceReport,
  PW_PER_SPELL_LEVEL_MAX,
  SPELL_LEVEL_MAX,
  type NethackEnduranceCast,
  type NethackEndurance,
  type NethackEnduranceInput,
  type NethackEnduranceLevel,
  type NethackEndurancePattern,
} from './endurance';

/** What the screen tells the card: the XL it picked for the whole distribution. */
export interface NethackEnduranceWhere {
  readonly xl: number;
}

/** What power regeneration runs under: the build's own conditions, in words. */
export function nethackEnduranceConditions(build: Nethack34Build): string {
  const regen = build.regen;
  if (regen.eyeOfAethiopica === true) return 'with the Eye of the Aethiopica (power every turn)';
  const load = regen.encumbrance ?? 'unencumbered';
  if (load === 'stressed' || load === 'strained' || load === 'overtaxed') {
    return `${load}, so no power comes back`;
  }
  return load;
}

export const NETHACK_ENDURANCE = defineEnduranceAnalysis<
  'nethack34',
  Nethack34Data,
  Nethack34Build,
  NethackEnduranceWhere,
  NethackEndurancePattern,
  NethackEndurancePattern,
  NethackEnduranceInput,
  NethackEnduranceLevel,
  NethackEndurance,
  NethackEnduranceCast,
  'cast' | 'every' | 'target-hp' | 'pw-per-spell-level'
>({
  ruleset: 'nethack34',
  call: 'nethack34/endurance',
  figures: [
    {
      id: 'turns-to-kill',
      name: 'Time to kill',
      axis: 'Turns to kill (p5, p50, p95)',
      meaning:
        'Turns from the first cast to the killing one, the fight starting full; exact p5, p50 and p95 of the damage dice',
      read: (row) => row.turnsToKill,
      none: 'never',
      gaps: 'never (a spell dearer than the pool, or 1000 casts are not enough)',
      log: true,
    },
    {
      id: 'casts-before-empty',
      name: 'Casts before empty',
      axis: 'Casts from full',
      meaning:
        'Casts from a full pool at the pace before the pool cannot pay for the next (no point where the pace holds for 1000 turns)',
      read: (row) => (row.never !== null ? 0 : row.castsBeforeEmpty),
      none: 'the pace holds',
      gaps: 'there the pace holds for 1000 turns',
      log: false,
    },
    {
      id: 'casts-per-1000-turns',
      name: 'Casts per 1000 turns',
      axis: 'Casts in 1000 turns from empty',
      meaning:
        'Casts in 1000 turns from an empty pool: what power regeneration alone keeps going, never faster than the pace',
      read: (row) => row.castsPer1000Turns,
      none: 'never',
      gaps: 'never',
      log: false,
    },
    {
      id: 'rest-turns',
      name: 'Rest per fight',
      axis: 'Turns to full power after a fight (p5, p50, p95)',
      meaning: 'Turns from the end of the fight until the pool is full again',
      read: (row) => row.restTurns,
      none: 'never',
      gaps: 'never (no power comes back, or the fight never ends)',
      log: true,
    },
  ],
  initialFigure: 'turns-to-kill',
  levels: {
    title: 'XL',
    word: 'XL',
    heading: (data) => `Endurance, XL 1–${data.maxLevel}`,
    last: (data) => data.maxLevel,
    of: (row) => row.xl,
  },
  initial: DEFAULT_NETHACK_PATTERN,
  pattern: (stored) => stored,
  form: {
    fields: [
      {
        kind: 'whole',
        key: 'everyTurns',
        id: 'nethack-endurance-every',
        label: 'Every (turns)',
        check: checkEveryTurns,
        flag: {
          name: 'every',
          arg: 'TURNS',
          example: '1',
          help: (_data, pattern) =>
            `whole turns from one cast to the next (1 to ${EVERY_TURNS_MAX}, default ` +
            `${pattern.everyTurns})`,
        },
      },
      {
        kind: 'whole',
        key: 'targetHp',
        id: 'nethack-endurance-target-hp',
        label: 'Target HP',
        check: checkTargetHp,
        flag: TARGET_HP_FLAG,
      },
      {
        kind: 'whole',
        key: 'pwPerSpellLevel',
        id: 'nethack-endurance-pw-per-level',
        label: 'Pw per spell level',
        title: () =>
          'NetHack 3.4.3 charges 5 power for each level of a spell (spell.c); the seed does not say, so it is this field',
        check: checkPwPerSpellLevel,
        flag: {
          name: 'pw-per-spell-level',
          arg: 'N',
          example: '5',
          help: (_data, pattern) =>
            `the power a spell costs a level (0 to ${PW_PER_SPELL_LEVEL_MAX}, default ` +
            `${pattern.pwPerSpellLevel}, as 3.4.3); the conditions below apply`,
        },
      },
    ],
    rotation: {
      key: 'rotation',
      label: 'Rotation',
      noun: 'cast',
      blank: () => ({ spellLevel: 1, damage: '' }),
      choice: {
        label: 'Spell level',
        ariaLabel: (index) => `Cast ${index + 1} spell level`,
        options: (_data, pattern) =>
          Array.from({ length: SPELL_LEVEL_MAX }, (_, i) => ({
            value: String(i + 1),
            name: `${i + 1} (${(i + 1) * pattern.pwPerSpellLevel} Pw)`,
          })),
        read: (cast) => String(cast.spellLevel),
        write: (cast, level) => ({ ...cast, spellLevel: Number(level) }),
        flag: {
          by: 'number',
          check: checkSpellLevel,
          notNumber: 'give a spell level and its damage, e.g. 1=2d6',
        },
      },
      damage: {
        id: (index) => `nethack-endurance-damage-${index}`,
        label: () => 'Damage',
        ariaLabel: (index) => `Cast ${index + 1} damage`,
        read: (cast) => cast.damage,
        write: (cast, damage) => ({ ...cast, damage }),
        check: (damage) => checkDamage(damage),
      },
      flag: {
        name: 'cast',
        arg: 'LEVEL[=DICE]',
        example: '1=2d6',
        help: () =>
          `one cast of the rotation, in order: a spell of that level (1 to ${SPELL_LEVEL_MAX}) ` +
          'and the damage it deals as dice (2d6+1; none when left out); repeat for each ' +
          '(default: a level-1 spell at 2d6, as force bolt)',
        check: checkDamage,
        tooMany: `the rotation takes at most ${ROTATION_MAX} casts`,
      },
    },
    help: 'Damage is dice like 2d6+1 (exact, not sampled; force bolt is 2d6); empty deals none. A cast waits for the first turn the pool holds its cost. Power regeneration is counted at the mean of its roll, so the pool follows its expected path and the spread is the damage’s. NetHack brings power back alike resting or moving (at most Burdened), so there is no rest switch.',
    fileExample: '{"cast": ["1=2d6"]}',
  },
  at: (_build, where) => where.xl,
  atLabel: (build, at) => `XL ${at} (${build.name})`,
  // The XL explained, within the data asked (the baseline's may have fewer).
  input: (data, build, pattern, _where, at) => ({
    data,
    build,
    pattern,
    xl: Math.min(Math.max(1, at), data.maxLevel),
  }),
  conditions: nethackEnduranceConditions,
  note: (conditions, at) =>
    `Power regeneration runs under the regeneration card’s conditions: ${conditions}. The explanation reads XL ${at}, the XL picked for the whole distribution. The pattern is this card’s setting, not saved in the project.`,
  report: nethackEnduranceReport,
});
