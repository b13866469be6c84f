import { formatExplained } from '../../engine/explain';
import { computeRegenAtLevel, type RegenConditions } from './build-regen';
import { computeAbilityCost, costReadings } from './costs';
import type { AbilityKind, EffectSource, WillpowerBuild, WillpowerData } from './data';
import {
  computeKillScenarios,
  manaOnKillReadings,
  siphoningFrom,
  type KillScenario,
  type KillScenarioRow,
} from './mana-on-kill';
import { castsInAnHour } from './hour';
import { computeManaCurve } from './max-mana';
import { validateBuild } from './validate-build';

/** One row of the spell list: what an ability costs this build after Frugal caster and Thrift. */
export interface AbilityCostRow {
  readonly abilityId: string;
  readonly name: string;
  readonly kind: AbilityKind;
  readonly baseCost: number;
  readonly cutPercent: number;
  readonly cost: number;
  /** `7 (Burning hands) − 2 (30% off: 4.9 rounds to 5) = 5`. */
  readonly how: string;
}

/**
 * Casting one ability over and over for an hour (`hour.ts`: 0 s to 3,600 s, a cast at exactly
 * 3,600 s included), simulated with carry-over (not estimated).
 */
export interface SustainedCasting {
  readonly abilityId: string;
  readonly abilityName: string;
  readonly cost: number;
  readonly maxMana: number;
  /** Casts in the first hour starting with a full pool. */
  readonly castsFromFull: number;
  /** Casts in an hour starting empty: what regeneration alone sustains. */
  readonly castsFromEmpty: number;
  /** Why it cannot be cast at all (cost above the maximum), or null. */
  readonly never: string | null;
}

export interface CastingEconomy {
  readonly costs: readonly AbilityCostRow[];
  /** An hour of casting each ability, in the order of `costs`. */
  readonly sustained: readonly SustainedCasting[];
  /** The maximum the hour starts from (full) at the build's level. */
  readonly maxMana: number;
  readonly kills: readonly KillScenarioRow[];
  readonly readings: readonly string[];
}

export interface CastingInput {
  /** The regeneration conditions (resting, statuses…) the hour is spent under. */
  readonly conditions: RegenConditions;
  /** The kills to price; the rules text's examples when absent. */
  readonly killScenarios?: readonly KillScenario[];
}

/**
 * The seed's kill examples, each at creature level 10: the four own-kill kinds at the distances
 * the text names, the one too far aside, the kills that never count, and a hexed death far off.
 */
export const SEED_KILL_SCENARIOS: readonly KillScenario[] = [
  { label: 'Your blow, next to you', cause: 'blow', dx: 1, dy: 0, creatureLevel: 10, hexed: false },
  {
    label: 'Your spell, 3 cells straight',
    cause: 'spell',
    dx: 3,
    dy: 0,
    creatureLevel: 10,
    hexed: false,
  },
  {
    label: 'Your shot, 3 across and 1 aside',
    cause: 'shot',
    dx: 3,
    dy: 1,
    creatureLevel: 10,
    hexed: false,
  },
  {
    label: 'Your throw, 2 diagonally',
    cause: 'throw',
    dx: 2,
    dy: 2,
    creatureLevel: 10,
    hexed: false,
  },
  {
    label: 'Your shot, 3 across and 2 aside',
    cause: 'shot',
    dx: 3,
    dy: 2,
    creatureLevel: 10,
    hexed: false,
  },
  { label: 'Poison you caused', cause: 'poison', dx: 1, dy: 0, creatureLevel: 10, hexed: false },
  { label: 'A trap', cause: 'trap', dx: 1, dy: 0, creatureLevel: 10, hexed: false },
  {
    label: 'Your summoned creature',
    cause: 'summon',
    dx: 1,
    dy: 0,
    creatureLevel: 10,
    hexed: false,
  },
  {
    label: 'A hexed creature, anyone\u2019s kill, far off',
    cause: 'other',
    dx: 12,
    dy: 5,
    creatureLevel: 10,
    hexed: true,
  },
];

/** The items worn and the talents taken by the build's level: what cuts costs and siphons. */
export function sourcesInForce(data: WillpowerData, build: WillpowerBuild): EffectSource[] {
  const items = build.itemIds.flatMap((id) => data.items.filter((item) => item.id === id));
  const talents = build.talents
    .filter((taken) => taken.takenAtLevel <= build.level)
    .flatMap(({ talentId }) => data.talents.filter((talent) => talent.id === talentId));
  return [...items, ...talents];
}

/**
 * What every ability costs the build at its level: the cut of the items worn and the talents taken
 * by then (Frugal caster, Thrift), added up and clamped, and the cost rounded once.
 */
export function computeAbilityCosts(data: WillpowerData, build: WillpowerBuild): AbilityCostRow[] {
  const issues = validateBuild(data, build);
  if (issues.length > 0) throw new RangeError(issues.map((issue) => issue.message).join(' '));
  const sources = sourcesInForce(data, build);
  return data.abilities.map((ability) => {
    const effective = computeAbilityCost(ability, sources, data.rules.costs);
    return {
      abilityId: ability.id,
      name: ability.name,
      kind: ability.kind,
      baseCost: ability.cost,
      cutPercent: effective.cut.value,
      cost: effective.cost,
      how: formatExplained(effective.trace),
    };
  });
}

/**
 * The casting economy of a build at its level: every ability's cost after the cut, an hour of
 * casting one ability under the chosen conditions, and mana gained per kill scenario.
 */
export function computeCastingEconomy(
  data: WillpowerData,
  build: WillpowerBuild,
  input: CastingInput,
): CastingEconomy {
  const sources = sourcesInForce(data, build);
  const costs = computeAbilityCosts(data, build);
  const maxMana = computeManaCurve(data, build).atBuildLevel.value;
  const regen = computeRegenAtLevel(data, build, input.conditions, build.level);
  const sustained = costs.map((row): SustainedCasting => {
    const never =
      row.cost > maxMana
        ? `${row.name} costs ${row.cost}, more than the maximum of ${maxMana}: it can never be cast.`
        : null;
    const hour = (startMana: number) =>
      castsInAnHour({
        maxMana,
        startMana,
        rate: regen.rate,
        drains: regen.drains,
        cost: row.cost,
        label: row.name,
      });
    return {
      abilityId: row.abilityId,
      abilityName: row.name,
      cost: row.cost,
      maxMana,
      castsFromFull: never === null ? hour(maxMana) : 0,
      castsFromEmpty: never === null ? hour(0) : 0,
      never,
    };
  });
  const kills = computeKillScenarios(
    data.rules.kills,
    {
      classId: build.classId,
      classLevel: build.level,
      siphoning: siphoningFrom(sources),
      current: 0,
      max: maxMana,
    },
    input.killScenarios ?? SEED_KILL_SCENARIOS,
  );
  return {
    costs,
    sustained,
    maxMana,
    kills,
    readings: [...costReadings(data.rules.costs), ...manaOnKillReadings(data.rules.kills)],
  };
}
