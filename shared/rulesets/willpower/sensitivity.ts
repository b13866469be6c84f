/**
 * Sensitivity: what moves one of a build's figures at a level most. Each input the build reads is
 * moved by its realistic step, one at a time, and the figure computed again by the same engine
 * the screens use:
 *
 * - each stat by one point either way (within the stat table);
 * - the stat table's modifier at each of the build's scores by one either way;
 * - the race's and the class's mana and HP by 10% either way, rounded to a whole point, at least 1
 *   (10% of 3 mana is not a step anyone can take);
 * - each item and talent on or off: one the build has is taken off, one it lacks put on (a talent
 *   taken at level 1);
 * - each skill the build has by ten points either way (training raises it a point at a time);
 * - each horoscope sign on or off: the build's taken off (no sign), another put in its place;
 * - the regeneration rule's three numbers and the costs' largest cut by 10%, at least 1.
 *
 * The rows are ranked by the larger of their two moves; the item or talent the build has whose
 * removal moves the figure least is named on its own (the inverse view: what the build could do
 * without). The measures are the balance grid's (`grid.ts`), read for the full build.
 */
import type { GridMeasure } from '../../analysis/grid';
import { rankedMoves, roundOrNever, type Sensitivity } from '../../analysis/sensitivity';
import { computeBuildRegen } from './build-regen';
import { computeCastingEconomy } from './casting-economy';
import { STAT_IDS, STAT_NAMES, type StatId, type WillpowerBuild, type WillpowerData } from './data';
import { WILLPOWER_GRID_MEASURES, type WillpowerGridMeasureId } from './grid';
import { computeHpCurve } from './hp';
import { ROW_AMOUNT_MAX, SKILL_VALUE_MAX } from './limits';
import { computeManaCurve } from './max-mana';
import { STAT_MODIFIER_LIMIT, statScoreRange } from './stat-modifiers';
import { validateBuild } from './validate-build';

export interface SensitivitySpec {
  readonly measure: WillpowerGridMeasureId;
  /** The level the figure is read at. */
  readonly level: number;
  /** The ability casts an hour casts (by id); absent or null: the data's first. */
  readonly spell?: string | null;
}

export interface SensitivityInput {
  readonly data: WillpowerData;
  readonly build: WillpowerBuild;
  readonly spec: SensitivitySpec;
}

export type SensitivityKind =
  'stat' | 'modifier' | 'race' | 'class' | 'item' | 'talent' | 'skill' | 'sign' | 'rule';

const REALISTIC: Readonly<Record<SensitivityKind, string>> = {
  stat: 'one point',
  modifier: 'one point of modifier',
  race: '10% (at least 1)',
  class: '10% (at least 1)',
  item: 'on or off',
  talent: 'on or off',
  skill: 'ten points',
  sign: 'on or off',
  rule: '10% (at least 1)',
};

/** A skill's realistic step: ten points (training raises a skill a point at a time). */
const SKILL_STEP = 10;

/**
 * The measure's figure for the build at the level (null: "never"), exact (seconds and minutes
 * unrounded): the sensitivity and the goal round it to the measure's decimals.
 */
export function measureFigure(
  data: WillpowerData,
  build: WillpowerBuild,
  spec: SensitivitySpec,
): number | null {
  const at = spec.level - 1;
  const conditions = { statusIds: build.regenStatusIds };
  switch (spec.measure) {
    case 'max-mana':
      return computeManaCurve(data, build).points[at]?.maxMana ?? null;
    case 'max-hp':
      return computeHpCurve(data, build).points[at]?.maxHp ?? null;
    case 'seconds-per-point':
      return computeBuildRegen(data, build, conditions).levels[at]?.secondsPerPoint ?? null;
    case 'minutes-to-full': {
      const seconds = computeBuildRegen(data, build, conditions).levels[at]?.secondsToFull ?? null;
      return seconds === null ? null : seconds / 60;
    }
    case 'casts-per-hour': {
      const economy = computeCastingEconomy(data, { ...build, level: spec.level }, { conditions });
      const wanted = spec.spell ?? data.abilities[0]?.id;
      return economy.sustained.find((each) => each.abilityId === wanted)?.castsFromEmpty ?? null;
    }
  }
}

/**
 * The measure a spec names and the spell it casts, once the spec and the build are checked.
 *
 * @throws RangeError for a level past the data's last, an unknown measure or spell, or a build
 *   the engine refuses.
 */
export function checkFigureSpec(
  data: WillpowerData,
  build: WillpowerBuild,
  spec: SensitivitySpec,
): { measure: GridMeasure<WillpowerGridMeasureId>; spell: string | null } {
  const maxLevel = data.rules.maxLevel;
  if (!Number.isInteger(spec.level) || spec.level < 1 || spec.level > maxLevel) {
    throw new RangeError(`Level must be a whole number from 1 to ${maxLevel}.`);
  }
  const measure = WILLPOWER_GRID_MEASURES.find((each) => each.id === spec.measure);
  if (measure === undefined) throw new RangeError(`Unknown measure "${spec.measure}".`);
  const spell = spec.spell ?? data.abilities[0]?.id ?? null;
  if (spec.measure === 'casts-per-hour' && !data.abilities.some((each) => each.id === spell)) {
    throw new RangeError(
      spell === null ? 'The data has no ability to cast.' : `Unknown ability "${spell}".`,
    );
  }
  const problem = validateBuild(data, build)[0];
  if (problem !== undefined) throw new RangeError(problem.message);
  return { measure, spell };
}

/** A table value's realistic step: 10% of it, rounded, at least 1. */
function tenPercent(value: number): number {
  return Math.max(1, Math.round(value / 10));
}

/** What a move changes: the data (a table value) or the build. */
interface Moved {
  readonly data: WillpowerData;
  readonly build: WillpowerBuild;
}
interface Candidate {
  readonly id: string;
  readonly kind: SensitivityKind;
  readonly name: string;
  readonly down: (Moved & { readonly step: string }) | null;
  readonly up: (Moved & { readonly step: string }) | null;
}

/** The inputs the build reads, each with its moves (a move the data would refuse is left out). */
function candidates(data: WillpowerData, build: WillpowerBuild): Candidate[] {
  const { min, max } = statScoreRange(data.statModifiers);
  const list: Candidate[] = [];
  for (const stat of STAT_IDS) {
    const score = build.stats[stat];
    const moved = (to: number) =>
      to < min || to > max
        ? null
        : {
            step: `${score} → ${to}`,
            data,
            build: { ...build, stats: { ...build.stats, [stat]: to } },
          };
    list.push({
      id: `stat:${stat}`,
      kind: 'stat',
      name: STAT_NAMES[stat].name,
      down: moved(score - 1),
      up: moved(score + 1),
    });
  }
  const scores = [...new Set(STAT_IDS.map((stat: StatId) => build.stats[stat]))].sort(
    (a, b) => a - b,
  );
  for (const score of scores) {
    const row = data.statModifiers.find((each) => each.score === score);
    if (row === undefined) continue;
    const moved = (to: number) =>
      Math.abs(to) > STAT_MODIFIER_LIMIT
        ? null
        : {
            step: `${row.modifier} → ${to}`,
            data: {
              ...data,
              statModifiers: data.statModifiers.map((each) =>
                each.score === score ? { ...each, modifier: to } : each,
              ),
            },
            build,
          };
    const readers = STAT_IDS.filter((stat) => build.stats[stat] === score).map(
      (stat) => STAT_NAMES[stat].short,
    );
    list.push({
      id: `modifier:${score}`,
      kind: 'modifier',
      name: `Stat modifier at ${score} (${readers.join(', ')})`,
      down: moved(row.modifier - 1),
      up: moved(row.modifier + 1),
    });
  }
  for (const [kind, table, id] of [
    ['race', 'races', build.raceId],
    ['class', 'classes', build.classId],
  ] as const) {
    const row = data[table].find((each) => each.id === id);
    if (row === undefined) continue;
    for (const field of ['mana', 'hp'] as const) {
      const value = row[field];
      const step = tenPercent(value);
      const moved = (to: number) =>
        to < 0 || to > ROW_AMOUNT_MAX
          ? null
          : {
              step: `${value} → ${to}`,
              data: {
                ...data,
                [table]: data[table].map((each) =>
                  each.id === id ? { ...each, [field]: to } : each,
                ),
              },
              build,
            };
      list.push({
        id: `${kind}:${field}`,
        kind,
        name: `${row.name} ${field === 'mana' ? 'mana' : 'HP'}`,
        down: moved(value - step),
        up: moved(value + step),
      });
    }
  }
  for (const item of data.items) {
    const worn = build.itemIds.includes(item.id);
    const moved = worn
      ? {
          step: 'off',
          data,
          build: { ...build, itemIds: build.itemIds.filter((each) => each !== item.id) },
        }
      : { step: 'on', data, build: { ...build, itemIds: [...build.itemIds, item.id] } };
    list.push({
      id: `item:${item.id}`,
      kind: 'item',
      name: item.name,
      down: worn ? moved : null,
      up: worn ? null : moved,
    });
  }
  for (const talent of data.talents) {
    const taken = build.talents.some((each) => each.talentId === talent.id);
    const moved = taken
      ? {
          step: 'off',
          data,
          build: { ...build, talents: build.talents.filter((each) => each.talentId !== talent.id) },
        }
      : {
          step: 'on (taken at level 1)',
          data,
          build: {
            ...build,
            talents: [...build.talents, { talentId: talent.id, takenAtLevel: 1 }],
          },
        };
    list.push({
      id: `talent:${talent.id}`,
      kind: 'talent',
      name: talent.name,
      down: taken ? moved : null,
      up: taken ? null : moved,
    });
  }
  for (const skill of build.skills) {
    const name = data.skills.find((each) => each.id === skill.skillId)?.name ?? skill.skillId;
    const moved = (to: number) =>
      to === skill.value
        ? null
        : {
            step: `${skill.value} → ${to}`,
            data,
            build: {
              ...build,
              skills: build.skills.map((each) => (each === skill ? { ...each, value: to } : each)),
            },
          };
    list.push({
      id: `skill:${skill.skillId}`,
      kind: 'skill',
      name,
      down: moved(Math.max(0, skill.value - SKILL_STEP)),
      up: moved(Math.min(SKILL_VALUE_MAX, skill.value + SKILL_STEP)),
    });
  }
  for (const sign of data.horoscope) {
    const born = build.horoscopeId === sign.id;
    const moved = {
      step: born ? 'off (no sign)' : 'on (born under it)',
      data,
      build: { ...build, horoscopeId: born ? null : sign.id },
    };
    list.push({
      id: `sign:${sign.id}`,
      kind: 'sign',
      name: `Born under ${sign.name}`,
      down: born ? moved : null,
      up: born ? null : moved,
    });
  }
  const regen = data.rules.regen;
  const rules: readonly [string, string, number, (to: number) => WillpowerData][] = [
    [
      'regen-base',
      'Regeneration: base seconds',
      regen.baseSeconds,
      (to) => ({ ...data, rules: { ...data.rules, regen: { ...regen, baseSeconds: to } } }),
    ],
    [
      'regen-per-wil',
      'Regeneration: seconds per Willpower',
      regen.secondsPerWil,
      (to) => ({ ...data, rules: { ...data.rules, regen: { ...regen, secondsPerWil: to } } }),
    ],
    [
      'regen-fastest',
      'Regeneration: fastest seconds',
      regen.fastestSeconds,
      (to) => ({ ...data, rules: { ...data.rules, regen: { ...regen, fastestSeconds: to } } }),
    ],
    [
      'cost-cut',
      'Costs: the most cut (%)',
      data.rules.costs.maxCutPercent,
      (to) => ({
        ...data,
        rules: { ...data.rules, costs: { ...data.rules.costs, maxCutPercent: Math.min(100, to) } },
      }),
    ],
  ];
  for (const [id, name, value, next] of rules) {
    const step = tenPercent(value);
    const moved = (to: number) =>
      to <= 0 ? null : { step: `${value} → ${to}`, data: next(to), build };
    list.push({
      id: `rule:${id}`,
      kind: 'rule',
      name,
      down: moved(value - step),
      up: moved(value + step),
    });
  }
  return list;
}

/**
 * What moves the build's figure most.
 *
 * @throws RangeError for a level past the data's last, an unknown measure or spell, or a build
 *   the engine refuses.
 */
export function computeWillpowerSensitivity({ data, build, spec }: SensitivityInput): Sensitivity {
  const { measure, spell } = checkFigureSpec(data, build, spec);
  const base = measureFigure(data, build, spec);
  const at = (move: Candidate['down']) => move && { step: move.step, moved: move };
  const rows = rankedMoves(
    candidates(data, build).map((candidate) => ({
      ...candidate,
      realistic: REALISTIC[candidate.kind],
      down: at(candidate.down),
      up: at(candidate.up),
    })),
    base,
    (moved) => measureFigure(moved.data, moved.build, spec),
    measure.decimals,
  );
  const owned = rows.filter(
    (row) => (row.kind === 'item' || row.kind === 'talent') && row.down !== null,
  );
  const least = owned
    .map((row) => ({ name: row.name, change: row.down?.change ?? null }))
    .sort((a, b) => Math.abs(a.change ?? Infinity) - Math.abs(b.change ?? Infinity))[0];
  const name = measure.name.charAt(0).toLowerCase() + measure.name.slice(1);
  const spellName = data.abilities.find((each) => each.id === spell)?.name;
  return {
    title: `${build.name}: what moves ${name} at level ${spec.level}`,
    measure,
    level: spec.level,
    base: roundOrNever(base, measure.decimals),
    rows,
    least: least ?? null,
    basis:
      `Each input moved by its realistic step, one at a time, the rest as the build has it` +
      (spec.measure === 'casts-per-hour' && spellName !== undefined
        ? `; casting ${spellName} from empty`
        : '') +
      '.',
  };
}

export {
  sensitivityReport,
  type Sensitivity,
  type SensitivityMove,
  type SensitivityRow,
} from '../../analysis/sensitivity';
