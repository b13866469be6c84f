/**
 * Training by spending (seed 000, "Spending it"): "Spending mana now and then trains
 * Concentration" and "Spending any mana trains your Willpower: each time is a chance at a training
 * mark (see Stats)". The seed gives no pace and leaves out its Stats section, so the pace is data:
 * each skill's `manaPerPointSpent` (a trained skill gains 1 for so much mana spent) and the rules'
 * `training` (a chance per spend at a mark, so many marks a point). The Willpower marks are counted
 * exactly (a binomial distribution), never sampled: the engine stays deterministic.
 */
import type { RegenConditions } from './build-regen';
import { computeRegenAtLevel } from './build-regen';
import { computeAbilityCosts } from './casting-economy';
import type { WillpowerBuild, WillpowerData } from './data';
import { SKILL_VALUE_MAX } from './limits';
import { computeMaxManaAt } from './max-mana';
import type { RegenResult } from './regen';
import {
  advanceRegen,
  makeRegenClock,
  startRegen,
  type RegenClock,
  type RegenState,
} from './regen-simulation';

/** A skill that spending trains, and where a build stands in it after so much mana. */
export interface SkillTrained {
  readonly skillId: string;
  readonly name: string;
  /** False: the build has not trained it, and spending does not start it (seed: "once trained"). */
  readonly trained: boolean;
  /** The build's own value before the spending. */
  readonly from: number;
  /** Its value after (the same while untrained), never above the largest value a build may have. */
  readonly value: number;
}

/** What spending so much, so many times, trains. */
export interface Training {
  readonly skills: readonly SkillTrained[];
  /** Expected Willpower training marks: spends × the chance. */
  readonly marksExpected: number;
  /** The chance of at least one Willpower point (at least `marksPerPoint` marks), 0 to 1. */
  readonly pointChance: number;
  /** Expected Willpower points: the mean of floor(marks ÷ marks per point). */
  readonly pointsExpected: number;
}

/**
 * The Willpower marks of `spends` spends, each a `chancePercent` chance: exact binomial sums in
 * log space (a thousand spends at 10% underflow a plain product).
 */
export function willpowerMarks(
  spends: number,
  chancePercent: number,
  marksPerPoint: number,
): Pick<Training, 'marksExpected' | 'pointChance' | 'pointsExpected'> {
  if (!Number.isSafeInteger(spends) || spends < 0) {
    throw new RangeError(`The spends must be a whole number of 0 or more (got ${spends}).`);
  }
  const p = chancePercent / 100;
  const marksExpected = spends * p;
  if (p <= 0 || spends === 0) return { marksExpected, pointChance: 0, pointsExpected: 0 };
  if (p >= 1) {
    const points = Math.floor(spends / marksPerPoint);
    return { marksExpected, pointChance: points > 0 ? 1 : 0, pointsExpected: points };
  }
  let logPmf = spends * Math.log1p(-p);
  const logOdds = Math.log(p) - Math.log1p(-p);
  let pointChance = 0;
  let pointsExpected = 0;
  for (let marks = 0; marks <= spends; marks += 1) {
    const chance = Math.exp(logPmf);
    const points = Math.floor(marks / marksPerPoint);
    if (points > 0) pointChance += chance;
    pointsExpected += points * chance;
    logPmf += Math.log((spends - marks) / (marks + 1)) + logOdds;
  }
  return { marksExpected, pointChance: Math.min(1, pointChance), pointsExpected };
}

/** What `manaSpent` mana over `spends` spends trains in `build` (spends of 0 mana train nothing). */
export function trainingFromSpending(
  data: WillpowerData,
  build: WillpowerBuild,
  manaSpent: number,
  spends: number,
): Training {
  const skills = data.skills
    .filter((skill) => skill.manaPerPointSpent > 0)
    .map((skill): SkillTrained => {
      const state = build.skills.find((s) => s.skillId === skill.id);
      const trained = state?.trained ?? false;
      const from = state?.value ?? 0;
      const gained = trained ? Math.floor(manaSpent / skill.manaPerPointSpent) : 0;
      return {
        skillId: skill.id,
        name: skill.name,
        trained,
        from,
        value: Math.min(SKILL_VALUE_MAX, from + gained),
      };
    });
  const { markChancePercent, marksPerPoint } = data.rules.training;
  return { skills, ...willpowerMarks(spends, markChancePercent, marksPerPoint) };
}

/** `build` with the skills at the values training gave them. */
export function withTrainedSkills(build: WillpowerBuild, skills: readonly SkillTrained[]) {
  return {
    ...build,
    skills: build.skills.map((state) => {
      const trained = skills.find((skill) => skill.skillId === state.skillId);
      return trained === undefined ? state : { ...state, value: trained.value };
    }),
  };
}

/** The hours the projection reports at, unless asked for others. */
export const TRAINING_HOURS = [1, 2, 5, 10, 20, 50, 100] as const;

/** The longest projection, in hours (a typo guard: about four days of casting). */
export const TRAINING_HOURS_MAX = 100;

export interface TrainingRow extends Training {
  readonly hours: number;
  /** Casts since the start. */
  readonly casts: number;
  readonly manaSpent: number;
  /** Max mana and the pace at the end of the hour, with the skills trained by then. */
  readonly maxMana: number;
  readonly secondsPerPoint: number | null;
}

export interface TrainingProjection {
  readonly abilityId: string;
  readonly abilityName: string;
  /** The ability's cost after Frugal caster and Thrift. */
  readonly cost: number;
  /** Why it is never cast (it costs nothing, or more than the maximum), or null. */
  readonly never: string | null;
  readonly rows: readonly TrainingRow[];
  /** How the projection reads the seed, in sentences for the screen. */
  readonly readings: readonly string[];
}

/** The pool a set of skill values gives; runs with the same `key` share one clock. */
interface Pool {
  readonly maxMana: number;
  readonly regen: RegenResult;
  readonly key: string;
}

export interface TrainingInput {
  readonly abilityId: string;
  readonly conditions: RegenConditions;
  /** Ascending whole hours, 1 to {@link TRAINING_HOURS_MAX}; default {@link TRAINING_HOURS}. */
  readonly hours?: readonly number[];
}

export const TRAINING_READINGS: readonly string[] = [
  'Casting from a full pool, the moment there is enough mana, under the conditions ticked under ' +
    'Regeneration.',
  'A skill trained by spending rises as the mana is spent; its new value counts from the next ' +
    'hour (when it changes max mana or the pace, the point in progress starts over).',
  'Spending trains only a skill the build has trained; an untrained one stays untrained.',
  'Willpower stays at the build’s score: the marks show when a point is likely, not a changed curve.',
];

/**
 * Casting one ability over and over for hours (from full, under `conditions`), with the skills
 * spending trains rising as it goes: casts, mana spent, the skills' values, max mana and the pace,
 * and the Willpower marks, at each of `hours`.
 */
export function projectTraining(
  data: WillpowerData,
  build: WillpowerBuild,
  input: TrainingInput,
): TrainingProjection {
  const hours = input.hours ?? TRAINING_HOURS;
  hours.forEach((hour, index) => {
    if (!Number.isInteger(hour) || hour < 1 || hour > TRAINING_HOURS_MAX) {
      throw new RangeError(`Hours must be whole numbers from 1 to ${TRAINING_HOURS_MAX}.`);
    }
    if (index > 0 && hour <= (hours[index - 1] ?? 0)) {
      throw new RangeError('Hours must be given in rising order.');
    }
  });
  const row = computeAbilityCosts(data, build).find((cost) => cost.abilityId === input.abilityId);
  if (row === undefined) throw new RangeError(`There is no ability "${input.abilityId}".`);
  // The pool and the pace depend on the skills' values only: computed once per set of values.
  const pools = new Map<string, Pool>();
  const poolFor = (skills: readonly SkillTrained[]): Pool => {
    const values = skills.map((skill) => skill.value).join(',');
    let pool = pools.get(values);
    if (pool === undefined) {
      const now = withTrainedSkills(build, skills);
      const regen = computeRegenAtLevel(data, now, input.conditions, build.level);
      const maxMana = computeMaxManaAt(data, now).value;
      const rate = regen.rate === null ? 'never' : `${regen.rate.points}/${regen.rate.seconds}`;
      pool = { maxMana, regen, key: `${maxMana}:${rate}` };
      pools.set(values, pool);
    }
    return pool;
  };
  const untrainedSkills = trainingFromSpending(data, build, 0, 0).skills;
  const first = poolFor(untrainedSkills);
  const never =
    row.cost === 0
      ? `${row.name} costs nothing: it spends no mana and trains nothing.`
      : row.cost > first.maxMana
        ? `${row.name} costs ${row.cost}, more than the maximum of ${first.maxMana}: it is never cast.`
        : null;
  const rows: TrainingRow[] = [];
  /** Casts of the runs before this one (a run ends when trained skills change the pool). */
  let castsBefore = 0;
  let casts = 0;
  let skills = untrainedSkills;
  let run: { key: string; clock: RegenClock; state: RegenState } | null = null;
  const last = hours[hours.length - 1] ?? 0;
  for (let hour = 1; hour <= last; hour += 1) {
    if (never === null) {
      const pool = poolFor(skills);
      if (run === null || run.key !== pool.key) {
        const clock = makeRegenClock({
          maxMana: pool.maxMana,
          rate: pool.regen.rate,
          drains: pool.regen.drains,
          spend: { label: row.name, cost: row.cost },
        });
        const mana: number = run === null ? pool.maxMana : Math.min(run.state.mana, pool.maxMana);
        castsBefore += run?.state.casts ?? 0;
        run = { key: pool.key, clock, state: startRegen(clock, mana).state };
      }
      run.state = advanceRegen(run.clock, run.state, 3600).state;
      casts = castsBefore + run.state.casts;
      skills = trainingFromSpending(data, build, casts * row.cost, 0).skills;
    }
    if (hours.includes(hour)) {
      const after = poolFor(skills);
      rows.push({
        hours: hour,
        casts,
        manaSpent: casts * row.cost,
        maxMana: after.maxMana,
        secondsPerPoint: after.regen.secondsPerPoint,
        ...trainingFromSpending(data, build, casts * row.cost, casts),
      });
    }
  }
  return {
    abilityId: row.abilityId,
    abilityName: row.name,
    cost: row.cost,
    never,
    rows,
    readings: TRAINING_READINGS,
  };
}
