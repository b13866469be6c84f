/**
 * DCSS's endurance, declared once: the seed's pool is HP, so a fight trades hit points. The build
 * attacks once a turn, the target hits back while it lives, and the build rests back to full at
 * its regeneration, at each XL of its max HP by XL. The figures, the XL axis, the question
 * `dcss/endurance` is asked and the card's words; the computation is `endurance.ts`, the card
 * `src-renderer/components/EnduranceCard.svelte`.
 */
import { checkTargetHp, ROTATION_MAX, TARGET_HP_FLAG } from '../../analysis/endurance';
import { defineEnduranceAnalysis } from '../../analysis/endurance-analysis';
import type { DcssBuild, DcssData } from './data';
import {
  checkRestBelow,
  DEFAULT_DCSS_PATTERN,
  dcssEnduranceReport,
  type DcssEndurance,
  type DcssEnduranceInput,
  type DcssEnduranceLevel,
  type DcssEndurancePattern,
} from './endurance';
import { checkAttack, checkIncoming, checkRotationDamage } from './fight-dice';

/** The XLs the build's max HP table has: the card's axis. */
function levelsOf(build: DcssBuild): number {
  return build.maxHpByLevel.length;
}

export const DCSS_ENDURANCE = defineEnduranceAnalysis<
  'dcss',
  DcssData,
  DcssBuild,
  undefined,
  DcssEndurancePattern,
  DcssEndurancePattern,
  DcssEnduranceInput,
  DcssEnduranceLevel,
  DcssEndurance,
  string,
  'attack' | 'target-hp' | 'incoming' | 'rest-below'
>({
  ruleset: 'dcss',
  call: 'dcss/endurance',
  figures: [
    {
      id: 'rest-turns',
      name: 'Rest per fight',
      axis: 'Turns to rest to full (p5, p50, p95)',
      meaning:
        'Turns to rest back the HP a fight costs, repeating the build’s action with no monster in sight',
      read: (row) => row.restTurns,
      none: 'never',
      gaps: 'never (no HP comes back at rest, a death, or a fight past 1000 attacks)',
      log: true,
    },
    {
      id: 'hp-lost',
      name: 'HP lost per fight',
      axis: 'HP lost in a fight from full (p5, p50, p95)',
      meaning:
        'Max HP less the HP when the target dies, turn by turn: attack, its hit back, regeneration; exact',
      read: (row) => row.hpLost,
      none: 'never',
      gaps: 'a fight still going after 1000 attacks',
      log: false,
    },
    {
      id: 'fights-before-rest',
      name: 'Fights before resting',
      axis: 'Fights from full before resting (p5, p50, p95)',
      meaning: 'Fights from full until HP is at the rest threshold or below (that fight counted)',
      read: (row) => row.fightsBeforeRest,
      none: 'never',
      gaps: 'there a fight costs nothing (no rest needed), more than 1000 fights, or a fight past 1000 attacks',
      log: false,
    },
    {
      id: 'death-chance',
      name: 'Chance a fight kills',
      axis: 'Chance a fight from full is a death (%)',
      meaning: 'The chance a hit takes HP to 0 or below before the target dies, in percent',
      read: (row) => Math.round(row.deathChance * 1e6) / 1e4,
      none: 'never',
      gaps: 'never',
      log: false,
    },
    {
      id: 'fights-per-1000-turns',
      name: 'Fights per 1000 turns',
      axis: 'Fights in 1000 turns, resting after each',
      meaning: 'Resting to full after every fight: 1000 / (expected fight + expected rest)',
      read: (row) => row.fightsPer1000Turns,
      none: 'never',
      gaps: 'never (rest never ends, more than half the fights kill, or a fight past 1000 attacks)',
      log: false,
    },
  ],
  initialFigure: 'rest-turns',
  levels: {
    title: 'XL',
    word: 'XL',
    heading: (_data, build) => `Endurance, XL 1–${levelsOf(build)}`,
    last: (_data, build) => levelsOf(build),
    of: (row) => row.xl,
  },
  initial: DEFAULT_DCSS_PATTERN,
  pattern: (stored) => stored,
  form: {
    fields: [
      {
        kind: 'whole',
        key: 'targetHp',
        id: 'dcss-endurance-target-hp',
        label: 'Target HP',
        check: checkTargetHp,
        flag: TARGET_HP_FLAG,
      },
      {
        kind: 'dice',
        key: 'incoming',
        id: 'dcss-endurance-incoming',
        label: 'Its hits',
        check: checkIncoming,
        flag: {
          name: 'incoming',
          arg: 'DICE',
          example: '1d6',
          help: (_data, pattern) =>
            `the target’s hit back each turn it lives (default ${pattern.incoming}; 0 or "" ` +
            'for none, never below 0 on every roll)',
        },
      },
      {
        kind: 'whole',
        key: 'restBelowPercent',
        id: 'dcss-endurance-rest-below',
        label: 'Rest below (%)',
        check: checkRestBelow,
        flag: {
          name: 'rest-below',
          arg: 'PERCENT',
          example: '50',
          help: (_data, pattern) =>
            `the HP percent at or below which the build rests (0 to 99, default ` +
            `${pattern.restBelowPercent})`,
        },
      },
    ],
    chooseAt: {
      id: 'dcss-endurance-xl',
      label: 'Explain XL',
      check: (value, build) =>
        value === null || (Number.isInteger(value) && value >= 1 && value <= levelsOf(build))
          ? null
          : `An XL from 1 to ${levelsOf(build)}, or empty for the first that reaches the build’s max HP.`,
      shown: (build, at, chosen) =>
        chosen === null
          ? `XL ${at}: the first whose max HP reaches the build’s ${build.maxHp} (empty follows it)`
          : `XL ${at}`,
    },
    rotation: {
      key: 'attacks',
      label: 'Attacks',
      noun: 'attack',
      blank: () => DEFAULT_DCSS_PATTERN.attacks[0] ?? '2d6',
      damage: {
        id: (index) => `dcss-endurance-attack-${index}`,
        label: (index) => `Attack ${index + 1}`,
        read: (attack) => attack,
        write: (_attack, damage) => damage,
        // Its own check, then the rotation's with it.
        check: (damage, attacks, index) =>
          checkAttack(damage) ??
          checkRotationDamage(attacks.map((each, i) => (i === index ? damage : each))),
      },
      flag: {
        name: 'attack',
        arg: 'DICE',
        example: '2d6',
        help: (_data, pattern) =>
          'the damage of each attack, one a turn, in order, each able to deal damage (repeat; ' +
          `default ${pattern.attacks.join(', ')}); the build is --build’s, else the project’s ` +
          'first, at each XL of its max HP by XL',
        // Each attack on its own, then the attacks together (said on the last).
        check: checkAttack,
        together: checkRotationDamage,
        tooMany: `at most ${ROTATION_MAX} attacks`,
      },
    },
    help: 'Damage is dice like 2d6+1 (exact, not sampled); a roll below 0 deals 0. An attack of 0 is a turn that deals none (one attack at least must deal damage); the target’s hits may be empty or 0 (it never hits back). The attacks come one a turn, in order, over and over; each turn the target, if it still lives, hits back (0 HP or below is a death), then the turn’s regeneration comes.',
    fileExample: '{"incoming": "1d8"}',
  },
  // The XL explained: as chosen on the card, else the first whose max HP reaches the build's own
  // (the max HP the regeneration panel explains).
  at: (build, _where, chosen) => {
    if (chosen !== null) return Math.min(chosen, levelsOf(build));
    const reach = build.maxHpByLevel.findIndex((hp) => hp >= build.maxHp);
    return reach === -1 ? levelsOf(build) : reach + 1;
  },
  atLabel: (build, at) => `XL ${at} (${build.maxHpByLevel[at - 1] ?? ''} HP)`,
  input: (data, build, pattern, _where, at) => ({ data, build, pattern, xl: at }),
  conditions: () => 'fighting with a monster in sight, resting without',
  note: () =>
    'Max HP by XL is the build’s table (an assumption: the seed gives no HP growth). One attack and one hit back a turn of 10 auts; fights before resting count each fight as costing what a fight from full costs. The fight is this card’s setting, not saved in the project.',
  report: dcssEnduranceReport,
});
