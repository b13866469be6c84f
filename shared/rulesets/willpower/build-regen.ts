import { formatDuration, formatRoughDuration } from '../../engine/time-format';
import type { Memo } from '../../engine/memo';
import { structuralKey } from '../../engine/structural-key';
import { collectEffects, effectsOfKind, type SourcedEffect } from './build-effects';
import { skillRegenPercent } from './concentration';
import type { WillpowerBuild, WillpowerData } from './data';
import { computeManaCurve } from './max-mana';
import {
  computeRegen,
  findStatus,
  regenSecondsPerPoint,
  timeToFill,
  type RegenInput,
  type RegenResult,
  type RegenSpeedUp,
} from './regen';

/** The conditions a regeneration view is looked at under (the build carries the rest). */
export interface RegenConditions {
  /** Ids into the data's status table: resting, poisoned, a sanctuary… */
  readonly statusIds: readonly string[];
}

/** "at the usual pace" / "while resting, poisoned": conditions in words, for titles and notes. */
export function conditionsInWords(data: WillpowerData, statusIds: readonly string[]): string {
  if (statusIds.length === 0) return 'at the usual pace';
  const names = statusIds.map(
    (id) => data.statuses.find((status) => status.id === id)?.name.toLowerCase() ?? id,
  );
  return `while ${names.join(', ')}`;
}

export interface RegenAtLevel {
  readonly level: number;
  readonly maxMana: number;
  /** Null when mana never comes back under these conditions. */
  readonly secondsPerPoint: number | null;
  readonly secondsToFull: number | null;
}

/** One row of the comparison of conditions: how fast mana comes back under them. */
export interface RegenComparisonRow {
  /** "Usual pace", "Resting", "Poisoned, resting"… */
  readonly conditions: string;
  readonly secondsPerPoint: number | null;
  readonly secondsToFull: number | null;
}

export interface BuildRegen {
  /** At the build's own level, with every trace and reading. */
  readonly atBuildLevel: RegenResult;
  readonly maxMana: number;
  readonly secondsToFull: number | null;
  /** "a point every 216 s (3 minutes and 36 seconds)", or that it never comes back. */
  readonly perPointText: string;
  /** "empty to full (18 mana) in 3888 s, about an hour". */
  readonly toFullText: string;
  readonly levels: readonly RegenAtLevel[];
  /** The usual pace, each status alone, and each slowing status while resting, at the build level. */
  readonly comparison: readonly RegenComparisonRow[];
}

/** The speed-ups a build has at `level`: items and talents, its sign, trained skills. */
function speedUpsAt(
  data: WillpowerData,
  build: WillpowerBuild,
  level: number,
  effects: readonly SourcedEffect[],
): RegenSpeedUp[] {
  const fromEffects = effectsOfKind(effects, 'regen-percent', level).map(({ source, effect }) => ({
    label: source,
    percent: effect.percent,
  }));
  const sign = data.horoscope.find((candidate) => candidate.id === build.horoscopeId);
  const fromSign = sign
    ? [{ label: `${sign.gift} (${sign.name})`, percent: sign.regenPercent }]
    : [];
  const fromSkills = build.skills.flatMap((state) => {
    const skill = data.skills.find((candidate) => candidate.id === state.skillId);
    if (skill === undefined || !state.trained) return [];
    const bonuses = effectsOfKind(effects, 'skill-bonus', level)
      .filter(({ effect }) => effect.skillId === skill.id)
      .map(({ source, effect }) => ({ label: source, value: effect.amount }));
    const regen = skillRegenPercent(skill, state, bonuses);
    return regen.percent === 0 ? [] : [regen];
  });
  return [...fromEffects, ...fromSign, ...fromSkills];
}

/** What the regeneration rules are given for the build at `level` under the conditions. */
function regenInputAt(
  data: WillpowerData,
  build: WillpowerBuild,
  conditions: RegenConditions,
  level: number,
  effects: readonly SourcedEffect[],
): RegenInput {
  const rules = data.rules.regen;
  const restingFactors = effectsOfKind(effects, 'resting-factor', level).map(
    ({ source, effect }) => ({ label: source, factor: effect.factor }),
  );
  return {
    wil: build.stats.wil,
    statuses: conditions.statusIds.map((id) => findStatus(data.statuses, id)),
    diseased: findStatus(data.statuses, rules.diseasedStatusId),
    restingFactors,
    speedUps: speedUpsAt(data, build, level, effects),
  };
}

/** How fast the build's mana comes back at `level` under the conditions (traces and readings). */
export function computeRegenAtLevel(
  data: WillpowerData,
  build: WillpowerBuild,
  conditions: RegenConditions,
  level: number,
): RegenResult {
  const effects = collectEffects(data, build);
  return computeRegen(data.rules.regen, regenInputAt(data, build, conditions, level, effects));
}

/**
 * How fast a build's mana comes back under the chosen conditions: at its own level in full
 * (traces, readings, the seed's sentences), and seconds per point and empty-to-full at every level.
 */
export function computeBuildRegen(
  data: WillpowerData,
  build: WillpowerBuild,
  conditions: RegenConditions,
): BuildRegen {
  const curve = computeManaCurve(data, build);
  // The pace changes with level only where an item, talent or skill starts: levels with the same
  // input share one computation, and the table needs only the number (no trace).
  const effects = collectEffects(data, build);
  const byInput = new Map<string, number | null>();
  const secondsAt = (level: number): number | null => {
    const input = regenInputAt(data, build, conditions, level, effects);
    const key = structuralKey(input);
    if (!byInput.has(key)) byInput.set(key, regenSecondsPerPoint(data.rules.regen, input));
    return byInput.get(key) ?? null;
  };
  const levels = curve.points.map(({ level, maxMana }) => {
    const secondsPerPoint = secondsAt(level);
    return {
      level,
      maxMana,
      secondsPerPoint,
      secondsToFull: timeToFill(0, maxMana, secondsPerPoint),
    };
  });
  const atBuildLevel = computeRegen(
    data.rules.regen,
    regenInputAt(data, build, conditions, build.level, effects),
  );
  const maxMana = curve.atBuildLevel.value;
  const secondsToFull = timeToFill(0, maxMana, atBuildLevel.secondsPerPoint);
  const seconds = atBuildLevel.secondsPerPoint;
  const perPointText =
    seconds === null
      ? 'mana does not come back at all'
      : `a point every ${formatSeconds(seconds)} s (${formatDuration(seconds)})`;
  const toFullText =
    secondsToFull === null
      ? `an empty pool (${maxMana} mana) never fills`
      : `empty to full (${maxMana} mana) in ${formatSeconds(secondsToFull)} s, ${formatRoughDuration(secondsToFull)}`;
  return {
    atBuildLevel,
    maxMana,
    secondsToFull,
    perPointText,
    toFullText,
    levels,
    comparison: compareConditions(data, build, maxMana, effects),
  };
}

/**
 * The comparison table of conditions: the usual pace, each status alone, and each slowing status
 * (or disease) while resting, so a designer sees how much resting makes up for.
 */
function compareConditions(
  data: WillpowerData,
  build: WillpowerBuild,
  maxMana: number,
  effects: readonly SourcedEffect[],
): RegenComparisonRow[] {
  const resting = data.statuses.find((status) => status.kind === 'rest');
  const sets: { conditions: string; statusIds: string[] }[] = [
    { conditions: 'Usual pace', statusIds: [] },
    ...data.statuses.map((status) => ({ conditions: status.name, statusIds: [status.id] })),
    ...(resting === undefined
      ? []
      : data.statuses
          .filter((status) => status.kind === 'slow' || status.kind === 'disease')
          .map((status) => ({
            conditions: `${status.name}, ${resting.name.toLowerCase()}`,
            statusIds: [status.id, resting.id],
          }))),
  ];
  return sets.map(({ conditions, statusIds }) => {
    const input = regenInputAt(data, build, { statusIds }, build.level, effects);
    const seconds = regenSecondsPerPoint(data.rules.regen, input);
    return { conditions, secondsPerPoint: seconds, secondsToFull: timeToFill(0, maxMana, seconds) };
  });
}

/** Seconds as the UI prints them: whole when whole, else to one decimal (86.4). */
function formatSeconds(seconds: number): string {
  return Number.isInteger(seconds) ? String(seconds) : seconds.toFixed(1);
}

/**
 * `computeBuildRegen`, remembered in `memo` by data, build and conditions: the Willpower screen
 * and the comparison ask for the same build's regeneration.
 */
export function willpowerBuildRegen(
  data: WillpowerData,
  build: WillpowerBuild,
  conditions: RegenConditions,
  memo: Memo,
): BuildRegen {
  const key = `willpower/build-regen\n${structuralKey(data)}\n${structuralKey(build)}\n${structuralKey(conditions.statusIds)}`;
  return memo.get(key, () => computeBuildRegen(data, build, conditions));
}
