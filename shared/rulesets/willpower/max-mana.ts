import { formatNumber, sumTerms, type ExplainTerm, type Explained } from '../../engine/explain';
import type { ManaSource, WillpowerBuild, WillpowerData } from './data';
import { MANA_STAT_IDS, STAT_NAMES } from './data';
import { collectEffects, effectsOfKind, type SourcedEffect } from './build-effects';
import { skillMaxManaBonus } from './concentration';
import { deepWellBonus } from './deep-well';
import { lookupStatModifier } from './stat-modifiers';
import { validateBuild } from './validate-build';

export interface ManaCurvePoint {
  readonly level: number;
  readonly maxMana: number;
  /** Every term that made this level's value (the explain panel for a clicked point). */
  readonly trace: Explained;
}

/** Max mana at every level of a build, with the traces the panel shows. */
export interface ManaCurve {
  /** One point per level, 1..maxLevel; max mana in whole points, never negative. */
  readonly points: readonly ManaCurvePoint[];
  /** Level 1: race + class + Int + Wil + Pre, never below zero. */
  readonly levelOne: Explained;
  /** What every level-up from 2 to maxLevel adds. */
  readonly gainPerLevel: Explained;
  /** Max mana at the build's own level: level 1, the level-ups taken, items, talents, skills. */
  readonly atBuildLevel: Explained;
}

function findSource(sources: readonly ManaSource[], id: string, kind: string): ManaSource {
  const source = sources.find((candidate) => candidate.id === id);
  if (source === undefined) throw new RangeError(`Unknown ${kind} "${id}".`);
  return source;
}

function statModifier(data: WillpowerData, build: WillpowerBuild, stat: keyof typeof STAT_NAMES) {
  return lookupStatModifier(data.statModifiers, build.stats[stat]);
}

/**
 * Max mana at level 1 (seed 000, "How much mana you have"): race + class + the Int, Wil and Pre
 * modifiers. It never goes below zero.
 */
export function computeLevelOneMaxMana(data: WillpowerData, build: WillpowerBuild): Explained {
  const race = findSource(data.races, build.raceId, 'race');
  const cls = findSource(data.classes, build.classId, 'class');
  const terms: ExplainTerm[] = [
    { label: race.name, value: race.mana },
    { label: cls.name, value: cls.mana },
    ...MANA_STAT_IDS.map((stat) => ({
      label: STAT_NAMES[stat].short,
      value: statModifier(data, build, stat),
    })),
  ];
  return sumTerms(terms, { floor: 0, reason: 'never below zero' });
}

/**
 * What one level-up adds: floor(class mana / 2) + the better of the Int and Wil modifiers.
 * A level never takes mana away; which part is floored at zero is the data's `levelGain` reading.
 */
export function computeLevelGain(data: WillpowerData, build: WillpowerBuild): Explained {
  const cls = findSource(data.classes, build.classId, 'class');
  const half = Math.floor(cls.mana / 2);
  const better = Math.max(statModifier(data, build, 'int'), statModifier(data, build, 'wil'));
  const halfTerm = { label: `half ${cls.name}'s ${cls.mana}`, value: half };
  const betterLabel = 'better of Int/Wil';
  if (data.rules.levelGain === 'modifier-never-negative') {
    const floored = Math.max(0, better);
    const label =
      floored === better ? betterLabel : `${betterLabel}, ${formatNumber(better)} counts as 0`;
    return sumTerms([halfTerm, { label, value: floored }]);
  }
  return sumTerms([halfTerm, { label: betterLabel, value: better }], {
    floor: 0,
    reason: 'a level never lowers the maximum',
  });
}

/** Items, talents and skills on top of race, class, stats and levels, at one level. */
function extrasAt(
  data: WillpowerData,
  build: WillpowerBuild,
  effects: readonly SourcedEffect[],
  level: number,
  poolBefore: number,
): ExplainTerm[] {
  const items = effectsOfKind(effects, 'max-mana', level).map(({ source, effect }) => ({
    label: source,
    value: effect.amount,
  }));
  const wells = effectsOfKind(effects, 'deep-well', level).flatMap(
    ({ source, effect, fromLevel }) => deepWellBonus(effect, level, fromLevel, source).terms,
  );
  const without = [...items, ...wells];
  const poolWithout = poolBefore + without.reduce((total, term) => total + term.value, 0);
  const skills = build.skills.flatMap((state) => {
    const skill = data.skills.find((candidate) => candidate.id === state.skillId);
    if (skill === undefined || !state.trained) return [];
    const bonuses = effectsOfKind(effects, 'skill-bonus', level)
      .filter(({ effect }) => effect.skillId === skill.id)
      .map(({ source, effect }) => ({ label: source, value: effect.amount }));
    return skillMaxManaBonus(skill, state, bonuses, poolWithout).terms;
  });
  return [...without, ...skills];
}

/**
 * Max mana for levels 1..maxLevel. Level 1 is clamped at zero first; each later level then adds
 * the gain (the seed: a level "raises your maximum"), so a clamped start still grows. Items that
 * raise the maximum, Deep well (from the level it is taken) and trained skills such as
 * Concentration (capped by the pool without them) come on top, each a term of the level's trace.
 */
export function computeManaCurve(data: WillpowerData, build: WillpowerBuild): ManaCurve {
  const parts = curveParts(data, build);
  const points: ManaCurvePoint[] = [];
  for (let level = 1; level <= data.rules.maxLevel; level += 1) {
    const trace = maxManaTrace(data, build, parts, level);
    points.push({ level, maxMana: trace.value, trace });
  }
  const atBuildLevel = points[build.level - 1]?.trace ?? parts.levelOne;
  return { points, levelOne: parts.levelOne, gainPerLevel: parts.gainPerLevel, atBuildLevel };
}

/**
 * Max mana at one level (the build's own by default), exactly as the curve has it there: for a
 * caller that needs one figure many times (training by casting) rather than the 60 levels.
 */
export function computeMaxManaAt(
  data: WillpowerData,
  build: WillpowerBuild,
  level = build.level,
): Explained {
  return maxManaTrace(data, build, curveParts(data, build), level);
}

interface CurveParts {
  readonly levelOne: Explained;
  readonly gainPerLevel: Explained;
  readonly effects: readonly SourcedEffect[];
}

/** What every level's maximum is made of; throws as the engine does for an invalid build. */
function curveParts(data: WillpowerData, build: WillpowerBuild): CurveParts {
  const issues = validateBuild(data, build);
  if (issues.length > 0) {
    throw new RangeError(issues.map((issue) => issue.message).join(' '));
  }
  return {
    levelOne: computeLevelOneMaxMana(data, build),
    gainPerLevel: computeLevelGain(data, build),
    effects: collectEffects(data, build),
  };
}

function maxManaTrace(
  data: WillpowerData,
  build: WillpowerBuild,
  { levelOne, gainPerLevel, effects }: CurveParts,
  level: number,
): Explained {
  const levelUps = level - 1;
  const base = levelOne.value + levelUps * gainPerLevel.value;
  return sumTerms([
    { label: 'level 1', value: levelOne.value },
    {
      label: `${levelUps} level-up${levelUps === 1 ? '' : 's'} \u00d7 ${gainPerLevel.value}`,
      value: levelUps * gainPerLevel.value,
    },
    ...extrasAt(data, build, effects, level, base),
  ]);
}
