/**
 * Mage 2e's figure analyses, declared once: what it reads of a spell (its measures), where (the
 * spell as cast: the caster's Gnosis and Arcanum), and the words of its sensitivity and goal
 * reports and card. The engine calls, the reports and the card are built from this by
 * `shared/analysis/` and the renderer; the figures and the inputs moved are `sensitivity.ts`.
 */
import { defineFigureAnalyses } from '../../analysis/figure-analyses';
import type { GridMeasure } from '../../analysis/grid';
import type { Mage2eCast, Mage2eData } from './data';

export type MageMeasureId =
  'success-chance' | 'exceptional-chance' | 'paradox-chance' | 'pool' | 'mana';

/** The inputs a Mage 2e goal seek moves. */
export type MageGoalInputId = 'gnosis' | 'arcanum' | 'potency' | 'manaMitigation';

/**
 * The figures a Mage 2e sensitivity or goal reads of the spell as cast. A chance of Paradox and
 * the Mana spent are kept low (a goal is "at most" until another is chosen); the rest raised.
 */
export const MAGE_MEASURES: readonly GridMeasure<MageMeasureId>[] = [
  {
    id: 'success-chance',
    name: 'Success chance (%)',
    column: 'success_chance',
    meaning: 'P(a success or an exceptional success), with the Paradox roll, in percent',
    decimals: 1,
  },
  {
    id: 'exceptional-chance',
    name: 'Exceptional chance (%)',
    column: 'exceptional_chance',
    meaning: 'P(an exceptional success), in percent',
    decimals: 1,
  },
  {
    id: 'paradox-chance',
    name: 'Paradox chance (%)',
    column: 'paradox_chance',
    meaning: 'P(a Paradox), in percent (0 when the spell cannot be cast)',
    decimals: 1,
    better: 'lower',
  },
  {
    id: 'pool',
    name: 'Casting pool',
    column: 'pool',
    meaning: 'the dice of the casting roll (0 or less: a chance die, or impossible)',
    decimals: 0,
  },
  {
    id: 'mana',
    name: 'Mana spent',
    column: 'mana',
    meaning: 'the Mana the casting spends, mitigation included',
    decimals: 0,
    better: 'lower',
  },
];

export const MAGE2E_ANALYSES = defineFigureAnalyses<
  'mage2e',
  Mage2eData,
  Mage2eCast,
  MageMeasureId,
  MageGoalInputId
>({
  ruleset: 'mage2e',
  buildNoun: 'spell',
  measures: MAGE_MEASURES,
  defaultMeasure: 'success-chance',
  where: {
    word: 'Gnosis',
    level: (cast) => cast.gnosis,
    at: (cast) => `Gnosis ${cast.gnosis}, ${cast.arcanumName} ${cast.arcanum}`,
    phrase: () => 'the spell as cast above (chances in percent)',
    // The measure and the spell's id name the file: the spell is read as it is cast.
    fileSuffix: () => '',
    // The baseline's spell is read as it is cast there: a cast has no level to pin.
    pin: (of) => of,
    help: 'of the spell as cast (chances in percent)',
  },
  sensitivity: {
    description:
      'Mage 2e: what moves --measure (success, exceptional or Paradox chance, pool, Mana) of the spell most',
    columns: {
      inputs:
        'Gnosis, the Arcanum, Rote Skill, Wisdom, each spell factor, Reach, each Yantra, the ' +
        'Paradox settings, each rule number the roll reads',
      kinds: 'mage, factor, reach, yantra, paradox or rule',
      steps: 'one dot, level, step or point; subjects doubled or halved; on or off',
      down: 'the move down or off ("3 → 2", "off"); empty: none or refused',
      up: 'the move up or on',
      value: 'the measure after it (chances in percent to a tenth; pool and Mana whole)',
      whose: 'spell’s',
      decimals: true,
    },
    steps:
      'Gnosis, the Arcanum, Rote Skill (a rote) and Wisdom (contained Paradox) by one dot; Potency, the Duration step and the Scale’s area by one, the subjects doubled or halved, one ritual interval more or less, each factor Standard or Advanced; other Reach and the spells already active by one; each Yantra on or off; Mana to mitigate, earlier Paradox rolls and the witnesses by one, Inured and a dedicated tool on or off; each rule number the roll reads by one. A move the cast would refuse (a Duration step past its table) is left out; one that makes the spell impossible counts (success 0).',
  },
  goal: {
    description:
      'Mage 2e: the nearest Gnosis, Arcanum, Potency and Mana to mitigate that bring --measure to --at-most N or --at-least N',
    columns: {
      inputs: 'Gnosis, the Arcanum, Potency, Mana to mitigate',
      noun: 'value',
      whose: 'the spell’s',
    },
    heading: 'Goal: the nearest Gnosis, Arcanum, Potency or Mana that reach it',
    tried: 'each of Gnosis, the Arcanum, Potency and Mana to mitigate',
    help: 'e.g. --at-least 80',
    set: (cast, input, score) => {
      switch (input) {
        case 'gnosis':
          return { ...cast, gnosis: score };
        case 'arcanum':
          return { ...cast, arcanum: score };
        case 'potency':
          return { ...cast, potency: { ...cast.potency, level: score } };
        case 'manaMitigation':
          return { ...cast, manaMitigation: score };
      }
    },
  },
});
