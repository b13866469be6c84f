/**
 * The NetHack 3.4 reports as the CLI sees them: the reports, the options they read, their part of
 * `--help`, and each report's table from the project's NetHack section and the flags on top.
 */
import { enduranceHelp, endurancePatternFlags, readPattern } from '../../analysis/endurance-cli';
import { fitHelp, readFit } from '../../analysis/fit-cli';
import { readVersus, sideBySideHelp } from '../../analysis/side-by-side-cli';
import { withFigureReports } from '../../analysis/figure-reports';
import { defineReportFamily } from '../../cli/report-family';
import { NETHACK34_ANALYSES } from './analyses';
import { DEFAULT_NETHACK_STAT, listWithIds, readXl, resolveNethackFlags } from './cli-flags';
import { nethackBuildName } from './build-names';
import { FIGURE_TAKES, NETHACK_OPTIONS, NETHACK34_REPORTS } from './cli-reports';
import { makeDefaultNethack34Data } from './defaults';
import { NETHACK_POOLS } from './reports';
import { DEFAULT_NETHACK_PATTERN } from './endurance';
import { NETHACK_ENDURANCE } from './endurance-analysis';
import { NETHACK_FIT } from './fit-analysis';
import { NETHACK_SIDE_BY_SIDE } from './side-by-side';
import { ENCUMBRANCES, type Nethack34Section } from './schema';
import { NETHACK34_FIGURES } from './sensitivity';

const NETHACK34_OWN_CLI = defineReportFamily({
  options: NETHACK_OPTIONS,
  reports: NETHACK34_REPORTS,
  // What `wellspring diff` and What changed compare by default: the screen's headline tables.
  headlines: [
    { report: 'nethack34/curves', name: 'NetHack max HP and power' },
    { report: 'nethack34/regen', name: 'NetHack regeneration' },
  ],
  /** The built-in 3.4.3 data's roles, races and allowed pairs. */
  help: () => {
    const data = makeDefaultNethack34Data();
    const lowest = data.conBonus[0]?.minCon ?? 3;
    const pairs = data.roles.map((role) => `${role.id}: ${role.races.join(' ')}`).join('; ');
    return [
      {
        title:
          "nethack34/* build (the project's NetHack tables, the built-in 3.4.3 ones without " +
          '--project)',
        entries: [
          {
            term: '--project FILE',
            meaning: "the project whose tables and builds are read (its roles' own names)",
          },
          {
            term: '--build NAME',
            meaning:
              'a NetHack build of the project, by name or id: its role, race, stats and ' +
              'regeneration conditions, with the flags below on top; without it, a plain Human ' +
              `with stats ${DEFAULT_NETHACK_STAT}`,
          },
          {
            term: '--role NAME',
            meaning: `required without --build; a role by name or id, any case: ${listWithIds(data.roles)}`,
          },
          {
            term: '--race NAME',
            meaning:
              `default the build's, else Human; ${listWithIds(data.races)}. ` +
              `The game allows only these pairs: ${pairs}`,
          },
          {
            term: '--stat STAT=SCORE',
            meaning:
              `Con, Wis or Int (or Constitution, Wisdom, Intelligence), a whole number ${lowest} ` +
              `to ${data.maxStat}, default the build's; repeat for each stat: --stat Con=18 ` +
              '--stat Wis=18. Con gives the HP bonus per level-up and HP regeneration from XL ' +
              '10; Wis the power die and power regeneration; Int power regeneration only',
          },
          {
            term: '--pool POOL',
            meaning:
              "nethack34/curves: hp or pw writes that pool's columns alone, as each chart " +
              'exports them; both (default) writes both',
          },
          ...fitHelp(NETHACK_FIT, data),
          {
            term: '--level XL',
            meaning:
              'nethack34/sensitivity and nethack34/goal: the XL their figure (--measure) is read ' +
              `at, 1 to ${data.maxLevel} (default 1)`,
          },
          ...sideBySideHelp(NETHACK_SIDE_BY_SIDE, data),
          ...enduranceHelp(NETHACK_ENDURANCE, data),
          {
            term: '--regeneration, --eye',
            meaning:
              "nethack34/regen and nethack34/endurance only, as the regeneration card's boxes (a switch turns a " +
              'condition on; one the build has stays on): the Regeneration intrinsic; the Eye of ' +
              'the Aethiopica',
          },
          {
            term: '--load LOAD',
            meaning: `the load: ${ENCUMBRANCES.join(', ')} (default the build's, else unencumbered)`,
          },
          {
            term: '--moving, --praying',
            meaning: 'moving or fighting (matters from stressed on); praying (no HP back)',
          },
          {
            term: '--polymorphed, --sea-monster',
            meaning:
              'a polymorphed form (1 HP every 20 turns); a sea monster out of water (−1 HP a ' +
              'turn; needs --polymorphed)',
          },
        ],
      },
    ];
  },
  // What compare/endurance --patterns reads under "nethack34": this family's --pattern file.
  endurancePattern: endurancePatternFlags(
    NETHACK_ENDURANCE,
    (section: Nethack34Section) => section.data,
  ),
  table: (report, { data, builds }: Nethack34Section, flags) => {
    const request = resolveNethackFlags(data, builds, flags, report.name);
    const { build, int } = request;
    const name = request.base?.name ?? nethackBuildName(data, build);
    const pool =
      report.name === NETHACK_FIT.call
        ? 'both'
        : flags.choice('pool', ['hp', 'pw', 'both'] as const, 'both');
    return report.make({
      data,
      build,
      int,
      pools: pool === 'both' ? NETHACK_POOLS : [pool],
      name,
      // The options are named for A (only their values are read).
      fit:
        report.name === NETHACK_FIT.call
          ? readFit(NETHACK_FIT, data, { ...build, id: '', name }, flags)
          : null,
      pattern:
        report.name === NETHACK_ENDURANCE.call
          ? readPattern(NETHACK_ENDURANCE, data, flags)
          : DEFAULT_NETHACK_PATTERN,
      versus: readVersus(
        NETHACK_SIDE_BY_SIDE,
        report.name,
        { data, builds, base: request.base, a: { ...build, id: '', name } },
        flags,
      ),
    });
  },
});

/**
 * The NetHack reports, its sensitivity and goal (`analyses.ts`) after its own: the figure of the
 * character its flags make (named as the project's build it starts from, else by its race and
 * role) at XL --level.
 */
export const NETHACK34_CLI = withFigureReports(
  NETHACK34_OWN_CLI,
  NETHACK34_ANALYSES,
  NETHACK34_FIGURES,
  {
    takes: FIGURE_TAKES,
    question: ({ data, builds }, flags, { report }) => {
      const request = resolveNethackFlags(data, builds, flags, report);
      const level = readXl(flags, data.maxLevel);
      const { build, base } = request;
      return {
        data,
        build: {
          ...build,
          id: base?.id ?? '',
          name: base?.name ?? nethackBuildName(data, build),
        },
        level,
      };
    },
  },
);
