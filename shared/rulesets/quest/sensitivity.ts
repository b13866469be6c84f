/**
 * Quest sensitivity and goal seek: what moves a caster's mana pool, quest mana, casts a quest or
 * casting limit at its VP most, and the nearest Int, VP or potion count that brings one of them
 * to a goal ("what Int makes the pool reach 9 at VP 18?"). Each input is moved by its realistic
 * step, one at a time, the rest as the caster has it:
 *
 * - Int, VP and potions by one; being a hero on or off;
 * - a spell more (as the cheapest one learned), each spell forgotten, each spell's cost by one;
 * - each rule number the figures read by one: mana per spell, the cap per Int, a potion's mana
 *   (when potions restore a number, not a refill), the caster's sorcery level's casting limit and
 *   its VP, and the next level's VP.
 *
 * The rules' numbers are small whole numbers (2, 3, 18), so one point is their step, not 10%.
 * The ranking, the CSV, the search and its words are `shared/analysis/`'s.
 */
import type { GridMeasure } from '../../analysis/grid';
import { seekGoal, type GoalDirection, type GoalResult } from '../../analysis/goal-seek';
import {
  rankedMoves,
  type Sensitivity,
  type SensitivityCandidate,
} from '../../analysis/sensitivity';
import { levelOf, questBudget } from './budget';
import type { QuestBuild, QuestData } from './data';
import {
  QUEST_MAX_INT,
  QUEST_MAX_POTIONS,
  QUEST_MAX_VP,
  validateQuestBuild,
  validateQuestData,
} from './validate';

export type QuestMeasureId = 'pool' | 'quest-mana' | 'total-casts' | 'casting-limit';

/** The figures a Quest sensitivity or goal reads, at the caster's VP. */
export const QUEST_MEASURES: readonly GridMeasure<QuestMeasureId>[] = [
  {
    id: 'pool',
    name: 'Mana pool',
    column: 'pool',
    meaning: 'mana per spell learned, never above Int × the cap per Int',
    decimals: 0,
  },
  {
    id: 'quest-mana',
    name: 'Quest mana',
    column: 'quest_mana',
    meaning: 'the pool and what each potion restores',
    decimals: 0,
  },
  {
    id: 'total-casts',
    name: 'Casts a quest',
    column: 'total_casts',
    meaning: 'the most casts in one quest, mixing spells cheapest first',
    decimals: 0,
  },
  {
    id: 'casting-limit',
    name: 'Casting limit',
    column: 'casting_limit',
    meaning: 'casts of each spell a quest allows at the caster’s sorcery level',
    decimals: 0,
  },
];

export interface QuestFigureInput {
  readonly data: QuestData;
  readonly build: QuestBuild;
  readonly measure: QuestMeasureId;
}

export interface QuestGoalInput extends QuestFigureInput {
  readonly goal: GoalDirection;
  readonly target: number;
}

/** The inputs a Quest goal seek moves. */
export type QuestGoalInputId = 'int' | 'vp' | 'potions';

export type QuestGoalResult = GoalResult<QuestGoalInputId, QuestMeasureId>;

interface Moved {
  readonly data: QuestData;
  readonly build: QuestBuild;
}

/** The figure for the caster at its VP. */
export function questFigure(data: QuestData, build: QuestBuild, measure: QuestMeasureId): number {
  const budget = questBudget(data, build);
  switch (measure) {
    case 'pool':
      return budget.pool.value;
    case 'quest-mana':
      return budget.questMana.value;
    case 'total-casts':
      return budget.totalCasts;
    case 'casting-limit':
      return budget.level.castingLimit;
  }
}

function checked({ data, build, measure }: QuestFigureInput): GridMeasure<QuestMeasureId> {
  const [dataIssue] = validateQuestData(data);
  if (dataIssue !== undefined) throw new RangeError(dataIssue.message);
  const [issue] = validateQuestBuild(data, build);
  if (issue !== undefined) throw new RangeError(`${build.name}: ${issue.message}`);
  const found = QUEST_MEASURES.find((each) => each.id === measure);
  if (found === undefined) throw new RangeError(`Unknown measure "${measure}".`);
  return found;
}

/** Moves of a whole number by one, within its range ("16 → 17"). */
function byOne(
  from: number,
  min: number,
  max: number,
  move: (to: number) => Moved,
): Pick<SensitivityCandidate<Moved>, 'down' | 'up'> {
  const at = (to: number) =>
    to < min || to > max ? null : { step: `${from} → ${to}`, moved: move(to) };
  return { down: at(from - 1), up: at(from + 1) };
}

function candidates(data: QuestData, build: QuestBuild): SensitivityCandidate<Moved>[] {
  const list: SensitivityCandidate<Moved>[] = [];
  const caster = (key: 'int' | 'vp' | 'potions', name: string, max: number, step: string) =>
    list.push({
      id: `caster:${key}`,
      kind: 'caster',
      name,
      realistic: step,
      ...byOne(build[key], 0, max, (to) => ({ data, build: { ...build, [key]: to } })),
    });
  caster('int', 'Intelligence', QUEST_MAX_INT, 'one point');
  caster('vp', 'VP', QUEST_MAX_VP, 'one VP');
  caster('potions', 'Magic recovery potions', QUEST_MAX_POTIONS, 'one potion');
  const heroMove = {
    step: build.hero ? 'off' : 'on',
    moved: { data, build: { ...build, hero: !build.hero } },
  };
  list.push({
    id: 'caster:hero',
    kind: 'caster',
    name: 'A hero (sorcery level by VP)',
    realistic: 'on or off',
    down: build.hero ? heroMove : null,
    up: build.hero ? null : heroMove,
  });
  const cheapest = [...build.spells].sort((a, b) => a.manaCost - b.manaCost)[0];
  if (cheapest !== undefined) {
    list.push({
      id: 'spell:another',
      kind: 'spell',
      name: `A spell more (as ${cheapest.name})`,
      realistic: 'one spell',
      down: null,
      up: {
        step: `${build.spells.length} → ${build.spells.length + 1}`,
        moved: {
          data,
          build: {
            ...build,
            spells: [...build.spells, { ...cheapest, id: `${cheapest.id}-another` }],
          },
        },
      },
    });
  }
  for (const spell of build.spells) {
    list.push({
      id: `spell:${spell.id}:learned`,
      kind: 'spell',
      name: `${spell.name} learned`,
      realistic: 'on or off',
      down: {
        step: 'off',
        moved: { data, build: { ...build, spells: build.spells.filter((each) => each !== spell) } },
      },
      up: null,
    });
    list.push({
      id: `spell:${spell.id}:cost`,
      kind: 'spell',
      name: `${spell.name} cost`,
      realistic: 'one point',
      ...byOne(spell.manaCost, 0, 999, (to) => ({
        data,
        build: {
          ...build,
          spells: build.spells.map((each) => (each === spell ? { ...each, manaCost: to } : each)),
        },
      })),
    });
  }
  const rule = (
    id: string,
    name: string,
    value: number,
    min: number,
    next: (to: number) => QuestData,
  ) =>
    list.push({
      id: `rule:${id}`,
      kind: 'rule',
      name,
      realistic: 'one point',
      ...byOne(value, min, 999, (to) => ({ data: next(to), build })),
    });
  rule('mana-per-spell', 'Mana per spell', data.manaPerSpell, 0, (to) => ({
    ...data,
    manaPerSpell: to,
  }));
  rule('cap-per-int', 'Pool cap per Int', data.maxManaPerInt, 0, (to) => ({
    ...data,
    maxManaPerInt: to,
  }));
  if (data.potionMana !== null) {
    rule('potion-mana', 'Mana a potion restores', data.potionMana, 0, (to) => ({
      ...data,
      potionMana: to,
    }));
  }
  const level = levelOf(data, build);
  const withLevel = (id: string, change: object) => ({
    ...data,
    sorceryLevels: data.sorceryLevels.map((each) =>
      each.id === id ? { ...each, ...change } : each,
    ),
  });
  rule('casting-limit', `${level.name} casting limit`, level.castingLimit, 0, (to) =>
    withLevel(level.id, { castingLimit: to }),
  );
  if (build.hero) {
    const byVp = [...data.sorceryLevels].sort((a, b) => a.minVp - b.minVp);
    const next = byVp[byVp.indexOf(level) + 1];
    for (const each of [level, next]) {
      if (each === undefined) continue;
      rule(`min-vp:${each.id}`, `${each.name} from VP`, each.minVp, 0, (to) =>
        withLevel(each.id, { minVp: to }),
      );
    }
  }
  return list;
}

/**
 * What moves the caster's figure most at its VP.
 *
 * @throws RangeError for an unknown measure, or data or a caster the engine refuses.
 */
export function computeQuestSensitivity(input: QuestFigureInput): Sensitivity {
  const measure = checked(input);
  const { data, build } = input;
  const base = questFigure(data, build, input.measure);
  const rows = rankedMoves(
    candidates(data, build),
    base,
    (moved) => questFigure(moved.data, moved.build, input.measure),
    measure.decimals,
  );
  const phrase = measure.name.charAt(0).toLowerCase() + measure.name.slice(1);
  return {
    title: `${build.name}: what moves ${phrase} at VP ${build.vp}`,
    measure,
    level: build.vp,
    base,
    rows,
    least: null,
    basis: 'Each input moved by its realistic step, one at a time, the rest as the caster has it.',
  };
}

/**
 * The nearest Int, VP and potion count that bring the caster's figure to the goal.
 *
 * @throws RangeError as `computeQuestSensitivity`, or for a goal that is not a number.
 */
export function seekQuestGoal(input: QuestGoalInput): QuestGoalResult {
  const measure = checked(input);
  const { data, build } = input;
  const score = (key: QuestGoalInputId, name: string, max: number) => ({
    id: key,
    name,
    from: build[key],
    min: 0,
    max,
    figure: (to: number) => questFigure(data, { ...build, [key]: to }, input.measure),
  });
  return seekGoal({
    who: build.name,
    measure,
    at: `VP ${build.vp}`,
    goal: input.goal,
    target: input.target,
    base: questFigure(data, build, input.measure),
    inputs: [
      score('int', 'Int', QUEST_MAX_INT),
      score('vp', 'VP', QUEST_MAX_VP),
      score('potions', 'Potions', QUEST_MAX_POTIONS),
    ],
  });
}
