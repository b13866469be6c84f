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
import type { FigureQuestion } from '../../analysis/figure-analyses';
import { figureComputation, type Moved } from '../../analysis/figure-model';
import type { SensitivityCandidate } from '../../analysis/sensitivity';
import {
  QUEST_ANALYSES,
  QUEST_MEASURES,
  type QuestGoalInputId,
  type QuestMeasureId,
} from './analyses';
import { levelOf, questBudget } from './budget';
import type { QuestBuild, QuestData } from './data';
import {
  QUEST_MAX_INT,
  QUEST_MAX_POTIONS,
  QUEST_MAX_VP,
  validateQuestBuild,
  validateQuestData,
} from './validate';

type QuestMoved = Moved<QuestData, QuestBuild>;

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

/** Moves of a whole number by one, within its range ("16 → 17"). */
function byOne(
  from: number,
  min: number,
  max: number,
  move: (to: number) => QuestMoved,
): Pick<SensitivityCandidate<QuestMoved>, 'down' | 'up'> {
  const at = (to: number) =>
    to < min || to > max ? null : { step: `${from} → ${to}`, moved: move(to) };
  return { down: at(from - 1), up: at(from + 1) };
}

function candidates(data: QuestData, build: QuestBuild): SensitivityCandidate<QuestMoved>[] {
  const list: SensitivityCandidate<QuestMoved>[] = [];
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
 * What moves the caster's figure most at its VP, and the nearest Int, VP and potion count that
 * bring it to a goal: the model `figureComputation` answers both from.
 */
export const QUEST_FIGURES = figureComputation<
  QuestData,
  QuestBuild,
  QuestMeasureId,
  QuestGoalInputId
>({
  measures: QUEST_MEASURES,
  check: ({ data, build }: FigureQuestion<QuestData, QuestBuild>) => {
    const [dataIssue] = validateQuestData(data);
    if (dataIssue !== undefined) throw new RangeError(dataIssue.message);
    const [issue] = validateQuestBuild(data, build);
    if (issue !== undefined) throw new RangeError(`${build.name}: ${issue.message}`);
  },
  figure: ({ data, build }, { measure }) => questFigure(data, build, measure),
  who: (build) => build.name,
  at: ({ build, level }) => QUEST_ANALYSES.where.at(build, level),
  inputs: ({ data, build }) => candidates(data, build),
  goalInputs: ({ data, build }) =>
    (
      [
        ['int', 'Int', QUEST_MAX_INT],
        ['vp', 'VP', QUEST_MAX_VP],
        ['potions', 'Potions', QUEST_MAX_POTIONS],
      ] as const
    ).map(([id, name, max]) => ({
      id,
      name,
      from: build[id],
      min: 0,
      max,
      at: (to: number) => ({ data, build: { ...build, [id]: to } }),
    })),
  basis: 'Each input moved by its realistic step, one at a time, the rest as the caster has it.',
});
