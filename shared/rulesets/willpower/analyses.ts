/**
 * Willpower's figure analyses, declared once: what it reads of a build (the balance grid's
 * measures, `grid.ts`), where (at the build's level), the spell its casts an hour casts, and the
 * words of its sensitivity and goal reports and card. The engine calls, the reports and the card
 * are built from this by `shared/analysis/` and the renderer; the figures and the inputs moved
 * are `sensitivity.ts` and `goal-seek.ts`.
 */
import { defineFigureAnalyses } from '../../analysis/figure-analyses';
import type { StatId, WillpowerBuild, WillpowerData } from './data';
import { WILLPOWER_GRID_MEASURES, type WillpowerGridMeasureId } from './grid';

export const WILLPOWER_ANALYSES = defineFigureAnalyses<
  'willpower',
  WillpowerData,
  WillpowerBuild,
  WillpowerGridMeasureId,
  StatId
>({
  ruleset: 'willpower',
  buildNoun: 'build',
  // The grid's measures: a wait is better lower, so its goal is "at most" until another is chosen.
  measures: WILLPOWER_GRID_MEASURES,
  defaultMeasure: 'max-mana',
  where: {
    word: 'level',
    level: (build) => build.level,
    at: (build) => `level ${build.level}`,
    phrase: (build) => `at level ${build.level} (the build’s Level)`,
    fileSuffix: (build) => `-l${build.level}`,
    // The level is the shown build's, for the baseline too (the question's level): the figure is
    // compared at one level, of the baseline's own build.
    pin: (of) => of,
    help: 'at --level (casts-per-hour casts --ability)',
    // The build form's Level (`BuildPanel`'s ids).
    field: (build) => `willpower-${build.id}-level`,
  },
  choice: {
    measures: ['casts-per-hour'],
    label: 'Spell',
    title: "The ability cast from an empty pool for an hour, as the casting view's “from empty”",
    options: (data) => data.abilities,
  },
  sensitivity: {
    description:
      'what moves one --measure of the build at --level most: each input by its realistic step',
    columns: {
      inputs:
        'a stat, the stat modifier at one of the build’s scores, the race’s or class’s mana or ' +
        'HP, an item or talent, a skill, a horoscope sign, or a number of the regeneration or ' +
        'cost rules',
      kinds: 'stat, modifier, race, class, item, talent, skill, sign or rule',
      steps:
        'one point (stats and modifiers), 10% rounded to at least 1 (race and class rows, ' +
        'rule numbers), ten points (skills), on or off (items, talents, signs)',
      down: 'the move down ("15 → 14", "off"); empty: none',
      up: 'the move up ("15 → 16", "on")',
      value:
        'the measure after it, rounded as the grid shows it: max mana, max HP and casts whole, ' +
        'seconds and minutes to a tenth ("never" where it has none)',
      whose: 'build’s',
      decimals: true,
    },
    steps:
      "a stat or a modifier by one point, the race’s and class’s mana and HP by 10% (rounded, at least 1), each item and talent on or off (a talent put on is taken at level 1), each skill by ten points, each horoscope sign on or off, the regeneration rule’s numbers and the costs’ largest cut by 10%. A stat's modifier changes every second score, so a stat point can move nothing one way.",
  },
  goal: {
    description:
      'the nearest score of each stat that brings one --measure at --level to --at-most N or --at-least N',
    columns: {
      inputs: 'the stat: Intelligence, Willpower, Presence, Constitution',
      noun: 'score',
      whose: 'the build’s',
      never: '"never" where it has none',
    },
    heading: 'Goal: the nearest stat score that reaches it',
    tried: 'each stat',
    help: 'e.g. --measure seconds-per-point --at-most 120',
    set: (build, stat, score) => ({ ...build, stats: { ...build.stats, [stat]: score } }),
  },
});
