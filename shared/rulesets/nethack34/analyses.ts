/**
 * NetHack 3.4's figure analyses, declared once: what it reads of a character (the balance grid's
 * pool measures, `grid.ts`: max HP or power, the mean, p5 or p95), where (at an XL: the one the
 * screen picks, `--level` in a report), and the words of its sensitivity and goal reports and
 * card. The engine calls, the reports and the card are built from this by `shared/analysis/` and
 * the renderer; the figures and the inputs moved are `sensitivity.ts`.
 */
import { defineFigureAnalyses, type FigureAnalyses } from '../../analysis/figure-analyses';
import type { Nethack34Build, Nethack34Data } from './data';
import { NETHACK_POOL_MEASURES, type NethackPoolMeasureId } from './grid';

/** The stats a NetHack goal seek moves. */
export type NethackGoalInputId = 'con' | 'wis';

type NethackAnalyses = FigureAnalyses<
  'nethack34',
  Nethack34Data,
  Nethack34Build,
  NethackPoolMeasureId,
  NethackGoalInputId
>;

/**
 * The declaration. A figure is read at an XL a character does not hold (the screen picks it for
 * the whole distribution; the card's `level`, a report's `--level`, XL 1 by default), so the same
 * XL for the shown build and the baseline's.
 */
export const NETHACK34_ANALYSES: NethackAnalyses = defineFigureAnalyses({
  ruleset: 'nethack34',
  buildNoun: 'character',
  // The grid's pool measures (more is better: a goal is "at least" until another is chosen). The
  // sensitivity reads the means to 3 decimals (`NETHACK_SENSITIVITY_MEASURES`).
  measures: NETHACK_POOL_MEASURES,
  defaultMeasure: 'hp-mean',
  where: {
    word: 'XL',
    level: () => 1,
    at: (_build, xl) => `XL ${xl}`,
    phrase: (_build, xl) => `at XL ${xl} (the XL picked above, or on a chart)`,
    fileSuffix: (_build, xl) => `-xl${xl}`,
    pin: (of) => of,
    help: 'at XL --level',
  },
  sensitivity: {
    description:
      'NetHack 3.4: what moves one --measure of the character at XL --level most: each input by one point',
    columns: {
      inputs:
        'Con, Wis, the Con bonus of the character’s row, each number of the role’s and the ' +
        'race’s HP and power records, the role’s xlev',
      kinds: 'stat, con bonus, role or race',
      steps: 'one point (one level for xlev)',
      down: 'the move down ("16 → 15"); empty: none (at the range’s end)',
      up: 'the move up ("16 → 17")',
      value: 'the measure after it: a mean to 3 decimals (as nethack34/curves), p5 and p95 whole',
      whose: 'character’s',
      decimals: true,
    },
    steps:
      'Con and Wis, the Con bonus of the row the character’s Con falls in, each number of the role’s and the race’s HP and power records (a fixed part, or a die size: 0 is no die) by one point, and the role’s xlev by one level.',
  },
  goal: {
    description:
      'NetHack 3.4: the nearest Con and Wis that bring --measure at XL --level to --at-most N or --at-least N',
    columns: { inputs: 'Con or Wis', noun: 'score', whose: 'the character’s' },
    heading: 'Goal: the nearest Con or Wis that reaches it',
    tried: 'each of Con and Wis',
    help: 'e.g. --measure hp-mean --level 20 --at-least 150',
    set: (build, stat, score) => ({ ...build, [stat]: score }),
  },
});
