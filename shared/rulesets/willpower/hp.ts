import { sumTerms, type Explained } from '../../engine/explain';
import type { ManaSource, WillpowerBuild, WillpowerData } from './data';
import { lookupStatModifier } from './stat-modifiers';
import { validateBuild } from './validate-build';

/**
 * The HP model. The seed only says hit points work like mana and stop growing at level 50, so
 * this mirrors max mana with assumed data (every number editable, marked as an assumption in the
 * UI): race HP + class HP + the Constitution modifier at level 1, never below 1; each level up to
 * `hpGrowthStopsAt` adds floor(class HP / 2) + the Con modifier, never negative.
 */
export interface HpCurve {
  readonly points: readonly { readonly level: number; readonly maxHp: number }[];
  readonly levelOne: Explained;
  readonly gainPerLevel: Explained;
  /** The level from which max HP stops growing (the rules' `hpGrowthStopsAt`). */
  readonly growthStopsAt: number;
}

function find(rows: readonly ManaSource[], id: string, kind: string): ManaSource {
  const row = rows.find((candidate) => candidate.id === id);
  if (row === undefined) throw new RangeError(`Unknown ${kind} "${id}".`);
  return row;
}

/** Max HP for levels 1..maxLevel (flat from `hpGrowthStopsAt` on). */
export function computeHpCurve(data: WillpowerData, build: WillpowerBuild): HpCurve {
  const issues = validateBuild(data, build);
  if (issues.length > 0) throw new RangeError(issues.map((issue) => issue.message).join(' '));
  const race = find(data.races, build.raceId, 'race');
  const cls = find(data.classes, build.classId, 'class');
  const con = lookupStatModifier(data.statModifiers, build.stats.con);
  const levelOne = sumTerms(
    [
      { label: race.name, value: race.hp },
      { label: cls.name, value: cls.hp },
      { label: 'Con', value: con },
    ],
    { floor: 1, reason: 'never below 1' },
  );
  const gainPerLevel = sumTerms(
    [
      { label: `half ${cls.name}'s ${cls.hp}`, value: Math.floor(cls.hp / 2) },
      { label: 'Con', value: con },
    ],
    { floor: 0, reason: 'a level never lowers the maximum' },
  );
  const stopsAt = data.rules.hpGrowthStopsAt;
  const points = [];
  for (let level = 1; level <= data.rules.maxLevel; level += 1) {
    const levelUps = Math.min(level, stopsAt) - 1;
    points.push({ level, maxHp: levelOne.value + levelUps * gainPerLevel.value });
  }
  return { points, levelOne, gainPerLevel, growthStopsAt: stopsAt };
}

/**
 * Max HP at `level`, explained as max mana's is: "12 (level 1) + 196 (49 level-ups × 4, none
 * after level 50) = 208". Made when asked (the Explain card), not for every point of every curve:
 * the analyses compute thousands of curves.
 */
export function hpTraceAt(curve: HpCurve, level: number): Explained {
  const levelUps = Math.max(0, Math.min(level, curve.growthStopsAt) - 1);
  const gain = curve.gainPerLevel.value;
  const stopped = level > curve.growthStopsAt ? `, none after level ${curve.growthStopsAt}` : '';
  return sumTerms([
    { label: 'level 1', value: curve.levelOne.value },
    {
      label: `${levelUps} level-up${levelUps === 1 ? '' : 's'} \u00d7 ${gain}${stopped}`,
      value: levelUps * gain,
    },
  ]);
}
