/**
 * Willpower's two builds side by side, declared once: max mana and max HP of build A and build B
 * level by level, B − A, and both builds' traces (the pools at level 1, their level-up, max mana at
 * the level explained) set term by term. The figures and traces are read off each build's two
 * curves, which the screen already asks for every build (`willpower/mana-curve`, `hp-curve`); the
 * card is `src-renderer/components/SideBySideCard.svelte`, the report
 * `wellspring report willpower/side-by-side`.
 */
import { defineSideBySide } from '../../analysis/side-by-side';
import type { WillpowerBuild, WillpowerData } from './data';
import type { HpCurve } from './hp';
import type { ManaCurve } from './max-mana';

/** A build's two curves: what the card reads its figures and traces off. */
export interface WillpowerCurves {
  readonly mana: ManaCurve;
  readonly hp: HpCurve;
}

export const WILLPOWER_SIDE_BY_SIDE = defineSideBySide<
  'willpower',
  WillpowerData,
  WillpowerBuild,
  WillpowerCurves,
  never,
  never,
  'versus'
>({
  ruleset: 'willpower',
  levels: {
    heading: 'Level',
    word: 'level',
    meaning: "character level, 1 to the data's last level",
    last: (data) => data.rules.maxLevel,
  },
  figures: [
    {
      key: 'max_mana',
      heading: 'max mana',
      values: ({ mana }) => mana.points.map((point) => point.maxMana),
    },
    {
      key: 'max_hp',
      heading: 'max HP',
      note: 'the assumed HP model',
      values: ({ hp }) => hp.points.map((point) => point.maxHp),
    },
  ],
  traces: {
    from: 'answer',
    read: (a, b, level) =>
      (
        [
          ['Max mana at level 1', a.mana.levelOne, b.mana.levelOne],
          ['Max mana gained each level-up', a.mana.gainPerLevel, b.mana.gainPerLevel],
          [
            `Max mana at level ${level}`,
            a.mana.points[level - 1]?.trace,
            b.mana.points[level - 1]?.trace,
          ],
          ['Max HP at level 1', a.hp.levelOne, b.hp.levelOne],
          ['Max HP gained each level-up', a.hp.gainPerLevel, b.hp.gainPerLevel],
        ] as const
      ).flatMap(([title, traceA, traceB]) =>
        traceA && traceB ? [{ title, a: traceA, b: traceB }] : [],
      ),
  },
  yTitle: 'B − A (points)',
  pairingNote:
    'Terms are paired by name (Int with Int, an item both carry with itself), the race and class by their place; a term only one build has stands alone.',
  description:
    'build B (--versus) beside build A (--build and its flags), by level: max mana, max HP, B − A',
  versus: {
    flag: {
      name: 'versus',
      arg: 'NAME',
      example: 'Brute',
      help: () =>
        'build B, by name or id, as the project has it (default: the build after --build in ' +
        "the project's list), beside --build with its flags",
    },
    unknown: 'unknown build',
    // The build after A's in the list (the first after the last; A's own in a project of one), as
    // the screen's Build B list opens. Refused: B the very build A is (the screen's list does not
    // offer A), which only flags on A (--race Gnome) can make another.
    choose: ({ builds, base, a, named, flag }) => {
      const at = builds.findIndex((each) => each.id === base?.id);
      const b = named ?? builds[(at + 1) % builds.length] ?? base;
      // Unreachable: the report's build A is refused first in a project with none.
      if (b === undefined) return { refused: 'the project has no willpower builds' };
      if (JSON.stringify(b) === JSON.stringify(a)) {
        const what = flag === undefined ? 'the project has one willpower build' : flag.shown;
        return {
          refused:
            `${what}: build B is build A as it stands; name another with --versus, or change A ` +
            'with flags (--race, --stat…)',
        };
      }
      return { b };
    },
  },
});
