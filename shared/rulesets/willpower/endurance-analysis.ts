/**
 * Willpower's endurance, declared once: the build casting a rotation of abilities at a pace in
 * seconds, at each level 1–60, under the regeneration panel's conditions. The figures, the level
 * axis, the question `willpower/endurance` is asked and the card's words; the computation is
 * `endurance.ts`, the card `src-renderer/components/EnduranceCard.svelte`.
 */
import { TARGET_HP_FLAG } from '../../analysis/endurance';
import { defineEnduranceAnalysis } from '../../analysis/endurance-analysis';
import type { WillpowerBuild, WillpowerData } from './data';
import {
  checkDamage,
  checkEverySeconds,
  checkKillDistance,
  checkTargetHp,
  defaultEndurancePattern,
  enduranceReport,
  EVERY_SECONDS_MAX,
  ROTATION_MAX,
  type Endurance,
  type EnduranceCast,
  type EnduranceInput,
  type EnduranceLevel,
  type EndurancePattern,
} from './endurance';
import { HOUR_RULE } from './hour';
import { checkCreatureLevel, KILL_CELLS_MAX, KILL_CREATURE_LEVEL_MAX } from './mana-on-kill';

/** What the screen tells the card: the regeneration panel's conditions. */
export interface WillpowerEnduranceWhere {
  /** The conditions the build fights under (ids into `data.statuses`). */
  readonly statusIds: readonly string[];
  /** "while resting" / "at the usual pace". */
  readonly conditionsText: string;
}

/** The rotation's casts of abilities the data has (a table edit, an undo, the baseline's data). */
function castsIn(data: WillpowerData, pattern: EndurancePattern): EndurancePattern['rotation'] {
  return pattern.rotation.filter((cast) =>
    data.abilities.some((ability) => ability.id === cast.abilityId),
  );
}

export const WILLPOWER_ENDURANCE = defineEnduranceAnalysis<
  'willpower',
  WillpowerData,
  WillpowerBuild,
  WillpowerEnduranceWhere,
  EndurancePattern | null,
  EndurancePattern,
  EnduranceInput,
  EnduranceLevel,
  Endurance,
  EnduranceCast,
  'cast' | 'every' | 'target-hp' | 'no-rest' | 'kill-cells' | 'kill-level'
>({
  ruleset: 'willpower',
  call: 'willpower/endurance',
  figures: [
    {
      id: 'casts-before-empty',
      name: 'Casts before empty',
      axis: 'Casts from full',
      meaning: `Casts from a full pool at the pace before the pool cannot pay for the next (no point where the pace holds for the whole hour: ${HOUR_RULE})`,
      read: (row) => (row.never !== null ? 0 : row.castsBeforeEmpty),
      none: 'the pace holds',
      gaps: 'there the pace holds for the whole hour, or never',
      log: false,
    },
    {
      id: 'casts-per-hour',
      name: 'Casts per hour',
      axis: 'Casts in an hour from empty',
      meaning: `Casts in an hour from an empty pool: what regeneration alone keeps going, never faster than the pace (${HOUR_RULE}, as the casting table counts)`,
      read: (row) => row.castsPerHour,
      none: 'never',
      gaps: 'never',
      log: false,
    },
    {
      id: 'seconds-to-kill',
      name: 'Time to kill',
      axis: 'Seconds to kill (p5, p50, p95)',
      meaning:
        'Seconds from the first cast to the killing one, the fight starting full; exact p5, p50 and p95 of the dice',
      read: (row) => row.secondsToKill,
      none: 'never',
      gaps: 'never (the pool cannot go on, or 1000 casts are not enough)',
      log: true,
    },
    {
      id: 'rest-seconds',
      name: 'Rest per fight',
      axis: 'Seconds to full after a fight (p5, p50, p95)',
      meaning: 'Seconds from the end of the fight (after the kill’s mana) until the pool is full',
      read: (row) => row.restSeconds,
      none: 'never',
      gaps: 'never (the pool cannot go on, or 1000 casts are not enough)',
      log: true,
    },
  ],
  initialFigure: 'seconds-to-kill',
  levels: {
    title: 'Level',
    word: 'level',
    heading: (data) => `Endurance, levels 1–${data.rules.maxLevel}`,
    last: (data) => data.rules.maxLevel,
    of: (row) => row.level,
  },
  // Until edited, the data's own default (its first ability); casts of abilities the data no
  // longer has are dropped, and with none left the rotation is the default's again.
  initial: null,
  pattern: (stored, data) => {
    const base = stored ?? defaultEndurancePattern(data);
    const rotation = castsIn(data, base);
    return {
      ...base,
      rotation: rotation.length > 0 ? rotation : defaultEndurancePattern(data).rotation,
    };
  },
  form: {
    fields: [
      {
        kind: 'whole',
        key: 'everySeconds',
        id: 'endurance-every',
        label: 'Every (s)',
        check: checkEverySeconds,
        flag: {
          name: 'every',
          arg: 'SECONDS',
          example: '6',
          help: (_data, pattern) =>
            `whole seconds from one cast to the next (1 to ${EVERY_SECONDS_MAX}, default ` +
            `${pattern.everySeconds})`,
        },
      },
      {
        kind: 'whole',
        key: 'targetHp',
        id: 'endurance-target-hp',
        label: 'Target HP',
        check: checkTargetHp,
        flag: TARGET_HP_FLAG,
      },
      {
        kind: 'switch',
        key: 'rest',
        label: 'Rest after fights',
        title: () =>
          'Rest after each fight (the resting statuses added); off: the pool refills at the fight’s pace',
        flag: {
          name: 'no-rest',
          sets: false,
          help: () => 'after a fight the pool refills at the fight’s pace instead of resting',
        },
      },
      {
        kind: 'whole',
        key: 'killCells',
        id: 'endurance-kill-cells',
        label: 'Kill at (cells)',
        title: (data) =>
          `How far the kill is, in cells in a line: Siphoning gives mana back only within its reach (${data.rules.kills.siphonRadius} cells), so this matters with a Siphoning item or talent`,
        check: checkKillDistance,
        flag: {
          name: 'kill-cells',
          arg: 'N',
          example: '1',
          help: (data, pattern) =>
            `the kill is so many cells away (0 to ${KILL_CELLS_MAX}, default ` +
            `${pattern.killCells}: Siphoning reaches ${data.rules.kills.siphonRadius})`,
        },
      },
      {
        kind: 'optional-whole',
        key: 'killLevel',
        id: 'endurance-kill-level',
        label: 'Kill’s level',
        title: () =>
          "The slain creature's level, which Malison's mana reads (empty: the build's own level at each level of the chart)",
        check: (value) => (value === null ? null : checkCreatureLevel(value)),
        flag: {
          name: 'kill-level',
          arg: 'N',
          example: '12',
          help: () =>
            `the kill is of a creature of that level (0 to ${KILL_CREATURE_LEVEL_MAX}, default ` +
            'the build’s)',
        },
      },
    ],
    rotation: {
      key: 'rotation',
      label: 'Rotation',
      noun: 'cast',
      blank: (data) => ({ abilityId: data.abilities[0]?.id ?? '', damage: '' }),
      choice: {
        ariaLabel: (index) => `Cast ${index + 1}`,
        options: (data) =>
          data.abilities.map((ability) => ({ value: ability.id, name: ability.name })),
        read: (cast) => cast.abilityId,
        write: (cast, abilityId) => ({ ...cast, abilityId }),
        flag: { by: 'name', noun: 'ability' },
      },
      damage: {
        id: (index) => `endurance-damage-${index}`,
        label: () => 'Damage',
        ariaLabel: (index) => `Cast ${index + 1} damage`,
        read: (cast) => cast.damage,
        write: (cast, damage) => ({ ...cast, damage }),
        check: (damage) => checkDamage(damage),
      },
      flag: {
        name: 'cast',
        arg: 'NAME[=DICE]',
        example: 'Burning hands=2d6+1',
        help: () =>
          'one cast of the rotation, in order, with the damage it deals as dice (2d6+1; none when ' +
          'left out); repeat for each (default: the first ability at 2d6)',
        check: checkDamage,
        tooMany: `the rotation takes at most ${ROTATION_MAX} casts`,
      },
    },
    help: 'Damage is dice like 2d6+1 (exact, not sampled); empty deals none. A cast waits for the first whole second the pool holds its cost.',
    fileExample: '{"every": 6}',
  },
  at: (build) => build.level,
  atLabel: (build, at) => `Level ${at} (${build.name})`,
  // The baseline fights the same pattern under the same conditions (those its data has); a cast
  // of an ability it lacks is left out, and with none left there is nothing to compare.
  input: (data, build, pattern, where) => {
    const rotation = castsIn(data, pattern);
    if (rotation.length === 0) return null;
    const statusIds = where.statusIds.filter((id) =>
      data.statuses.some((status) => status.id === id),
    );
    return { data, build, statusIds, pattern: { ...pattern, rotation } };
  },
  conditions: (_build, where) => where.conditionsText,
  note: (conditions) =>
    `Conditions while fighting: ${conditions} (the regeneration panel’s). The pattern is this card’s setting, not saved in the project.`,
  report: enduranceReport,
});
