/**
 * NetHack's two builds side by side, declared once: the means of max HP and max power of build A
 * and build B XL by XL (the charts' dotted middle lines), B − A to 3 decimals as every NetHack
 * table writes a mean, and both means at the XL explained term by term. The figures are read off
 * each build's advancement, which the screen already asks for every build
 * (`nethack34/advancement`); the traces are `nethack34/means-explained` (`explain-mean.ts`), asked
 * per build at that XL. The card is `src-renderer/components/SideBySideCard.svelte`, the report
 * `wellspring report nethack34/side-by-side`.
 */
import { defineSideBySide } from '../../analysis/side-by-side';
import type { Explained } from '../../engine/explain';
import type { Advancement } from './advancement';
import type { Nethack34Build, Nethack34Data } from './data';
import { roundMean, XL_COLUMN_MEANING } from './reports';

/** The traces' engine call's input: the character at one XL. */
export interface NethackMeansInput {
  readonly data: Nethack34Data;
  readonly build: Nethack34Build;
  readonly level: number;
}

/** Its answer: each mean at that XL, term by term. */
export interface NethackMeansExplained {
  readonly hp: Explained;
  readonly pw: Explained;
}

export const NETHACK_SIDE_BY_SIDE = defineSideBySide<
  'nethack34',
  Nethack34Data,
  Nethack34Build,
  Advancement,
  NethackMeansInput,
  NethackMeansExplained
>({
  ruleset: 'nethack34',
  levels: {
    heading: 'XL',
    word: 'XL',
    meaning: XL_COLUMN_MEANING,
    last: (data) => data.maxLevel,
  },
  figures: [
    {
      key: 'hp_mean',
      heading: 'mean max HP',
      values: (advancement) => advancement.levels.map((level) => level.hp.mean),
    },
    {
      key: 'pw_mean',
      heading: 'mean max power',
      values: (advancement) => advancement.levels.map((level) => level.pw.mean),
    },
  ],
  rounding: { round: roundMean, words: 'to 3 decimals' },
  traces: {
    from: 'call',
    call: 'nethack34/means-explained',
    input: (data, build, level) => ({ data, build, level }),
    read: (a, b, level) => [
      { title: `Mean max HP at XL ${level}`, a: a.hp, b: b.hp },
      { title: `Mean max power at XL ${level}`, a: a.pw, b: b.pw },
    ],
  },
  yTitle: 'B − A (mean points)',
  figuresNote:
    "The figures are the means of the exact distributions (the charts' dotted lines), to 3 decimals.",
  pairingNote:
    "A mean is a sum of means: each term is one source's share summed over the level-ups (the role's fixed part and die, the race's, Con's bonus, half of Wis on the power die). Terms pair by name (Con bonus with Con bonus), the role and race by their place; a term only one build has stands alone.",
  description:
    'NetHack 3.4: build B (--versus) beside build A (--build and its flags), XL by XL: mean max HP and power, B − A',
});
