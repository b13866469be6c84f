/**
 * DCSS's figure analyses, declared once: what it reads of a build (the balance grid's regeneration
 * measures), where (at the build's own max HP, its Max HP field), and the words of its sensitivity
 * and goal reports and card. The engine calls, the reports and the card are built from this by
 * `shared/analysis/` and the renderer; the figures and the inputs moved are `sensitivity.ts`.
 */
import { defineFigureAnalyses } from '../../analysis/figure-analyses';
import type { GridMeasure } from '../../analysis/grid';
import type { DcssBuild, DcssData } from './data';
import { DCSS_GRID_MEASURES, type DcssGridMeasureId } from './grid';

/** The figures a DCSS sensitivity or goal reads: the regeneration measures of the balance grid. */
export type DcssSensitivityMeasureId = Exclude<DcssGridMeasureId, 'max-hp'>;

/** The grid's own measures (fewer turns is better for both: a goal is "at most" until chosen). */
export const DCSS_SENSITIVITY_MEASURES = DCSS_GRID_MEASURES.filter(
  (measure): measure is GridMeasure<DcssSensitivityMeasureId> => measure.id !== 'max-hp',
);

/** The inputs a DCSS goal seek moves. */
export type DcssGoalInputId = 'rings' | 'mutation' | 'maxHp';

export const DCSS_ANALYSES = defineFigureAnalyses<
  'dcss',
  DcssData,
  DcssBuild,
  DcssSensitivityMeasureId,
  DcssGoalInputId
>({
  ruleset: 'dcss',
  buildNoun: 'build',
  measures: DCSS_SENSITIVITY_MEASURES,
  defaultMeasure: 'turns-per-hp',
  where: {
    word: 'max HP',
    level: (build) => build.maxHp,
    at: (build) => `${build.maxHp} max HP`,
    phrase: (build) => `at the build’s max HP, ${build.maxHp} (the Max HP field)`,
    // The measure and the build's id name the file: the max HP is the build's own field.
    fileSuffix: () => '',
    // The baseline's build is read at today's max HP: the figure is compared at one point.
    pin: (of, shown) => ({ ...of, maxHp: shown.maxHp }),
    help: 'at the build’s max HP',
    // The build form's Max HP (`DcssBuildPanel`'s ids).
    field: (build) => `dcss-${build.id}-maxHp`,
  },
  sensitivity: {
    description:
      "DCSS: what moves --measure (turns per HP or to full) at the build's max HP most: each input by its realistic step",
    columns: {
      inputs:
        'max HP, rings, the mutation, Slow Healing, Powered by Death (and its corpses), each ' +
        'worn or cast source, each number of the rules',
      kinds: 'build, count, source or rule',
      steps: 'max HP and rule numbers 10% (at least 1); counts one; sources on or off',
      down: 'the move down or off ("2 → 1", "off"); empty: none',
      up: 'the move up or on',
      value:
        'the measure after it: turns per HP to a hundredth, turns to full to a tenth ("never": ' +
        'no HP comes back)',
      whose: 'build’s',
      decimals: true,
    },
    steps:
      'the build’s max HP by 10% (at least 1); rings, the mutation’s level, Slow Healing’s level, Powered by Death’s rank and the corpses in reach by one; troll leather, the moon troll leather armour, the Regeneration spell, Trog’s Hand and a monster in sight on or off; each number of the rules by 10% (at least 1).',
  },
  goal: {
    description:
      'DCSS: the nearest rings, mutation level and max HP that bring --measure to --at-most N or --at-least N',
    columns: {
      inputs: 'Rings of regeneration, the mutation level, Max HP',
      noun: 'value',
      whose: 'the build’s',
      never: '"never": no HP comes back',
    },
    heading: 'Goal: the nearest rings, mutation or max HP that reach it',
    tried: 'each of the rings, the mutation’s level and the max HP',
    help: 'e.g. --at-most 2',
    set: (build, input, score) => ({ ...build, [input]: score }),
  },
});
