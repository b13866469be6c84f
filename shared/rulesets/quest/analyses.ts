/**
 * Quest's figure analyses, declared once: what it reads of a caster (its measures), where (at the
 * caster's VP), and the words of its sensitivity and goal reports and card. The engine calls, the
 * reports and the card are built from this by `shared/analysis/` and the renderer; the figures
 * and the inputs moved are `sensitivity.ts`.
 */
import { defineFigureAnalyses } from '../../analysis/figure-analyses';
import type { GridMeasure } from '../../analysis/grid';
import type { QuestBuild, QuestData } from './data';

export type QuestMeasureId = 'pool' | 'quest-mana' | 'total-casts' | 'casting-limit';

/** The inputs a Quest goal seek moves. */
export type QuestGoalInputId = 'int' | 'vp' | 'potions';

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

export const QUEST_ANALYSES = defineFigureAnalyses<
  'quest',
  QuestData,
  QuestBuild,
  QuestMeasureId,
  QuestGoalInputId
>({
  ruleset: 'quest',
  buildNoun: 'caster',
  measures: QUEST_MEASURES,
  defaultMeasure: 'pool',
  where: {
    word: 'VP',
    level: (build) => build.vp,
    at: (build) => `VP ${build.vp}`,
    phrase: (build) => `at VP ${build.vp} (the caster’s VP)`,
    fileSuffix: (build) => `-vp${build.vp}`,
    // The baseline's caster is read at today's VP: the figure is compared at one point.
    pin: (of, shown) => ({ ...of, vp: shown.vp }),
    help: "at the caster's VP",
    // The caster form's VP (`QuestCasterPanel`'s ids).
    field: (build) => `quest-${build.id}-vp`,
  },
  sensitivity: {
    description:
      "Quest: what moves --measure (pool, quest mana, casts a quest, casting limit) at the caster's VP most",
    columns: {
      inputs:
        'Int, VP, potions, being a hero, a spell more, each spell learned and its cost, each ' +
        'rule number the figures read',
      kinds: 'caster, spell or rule',
      steps: 'one point (one VP, one potion, one spell), or on or off',
      down: 'the move down or off ("5 → 4", "off"); empty: none',
      up: 'the move up or on',
      value: 'the measure after it (whole numbers)',
      whose: 'caster’s',
      decimals: false,
    },
    steps:
      'Int, VP and potions by one, being a hero on or off; a spell more (as the cheapest learned), each spell forgotten, each spell’s cost by one; mana per spell, the pool’s cap per Int, a potion’s mana, the sorcery level’s casting limit and the VP it and the next level start at, by one (the rules’ numbers are small, so one point is their step, not 10%).',
  },
  goal: {
    description:
      "Quest: the nearest Int, VP and potions that bring --measure at the caster's VP to --at-most N or --at-least N",
    columns: { inputs: 'Int, VP or Potions', noun: 'value', whose: 'the caster’s' },
    heading: 'Goal: the nearest Int, VP or potions that reach it',
    tried: 'each of Int, VP and potions',
    help:
      'e.g. --int 2 --spells 5 --measure pool --at-least 9. The pool grows only with the spells ' +
      'learned (--spells, --costs or --build; Int caps it): the plain caster knows none, so no ' +
      'Int, VP or potions meets a pool goal for it',
    set: (build, input, score) => ({
      ...build,
      [input]: score,
    }),
  },
});
