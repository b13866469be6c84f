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
import { nethackBuildName } from './build-names';
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
  NethackMeansExplained,
  'versus',
  'nethack34/means-explained'
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
  versus: {
    flag: {
      name: 'versus',
      arg: 'NAME',
      example: 'Tank',
      help: () =>
        'build B, by name or id, as the project has it (default: the build after --build in ' +
        "the project's list, the first without --build), beside build A (--build or --role, " +
        'with the flags above)',
    },
    unknown: 'no such NetHack build',
    // The build after A's (--build) in the list, the first without --build, as the screen's Build
    // B list opens. Refused: a project with no NetHack build, and B the very character A is (the
    // screen's list does not offer A).
    choose: ({ data, builds, base, a, named, flag }) => {
      const at = base === undefined ? -1 : builds.findIndex((each) => each.id === base.id);
      const b = named ?? builds[(at + 1) % builds.length];
      if (b === undefined) {
        return {
          refused:
            'nethack34/side-by-side needs a NetHack build in the project for build B (--versus NAME)',
        };
      }
      const sameAsA =
        b.roleId === a.roleId &&
        b.raceId === a.raceId &&
        b.con === a.con &&
        b.wis === a.wis &&
        b.int === a.int &&
        JSON.stringify(b.regen) === JSON.stringify(a.regen) &&
        JSON.stringify(b.statChanges ?? []) === JSON.stringify(a.statChanges ?? []);
      if (sameAsA) {
        const what = flag === undefined ? 'the project has one NetHack build' : flag.shown;
        return {
          refused:
            `${what}: build B is build A as it stands (${nethackBuildName(data, a)}); name ` +
            'another with --versus, or change A with flags (--role, --race, --stat…)',
        };
      }
      return { b };
    },
  },
});
