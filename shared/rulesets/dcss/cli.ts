/**
 * The DCSS reports as the CLI sees them: the reports, the options they read, their part of
 * `--help` (with the seed's bonuses and the limits the fields enforce), and each report's table
 * from the project's DCSS section and the flags on top.
 */
import { enduranceHelp, endurancePatternFlags, readPattern } from '../../analysis/endurance-cli';
import { fitHelp, readFit } from '../../analysis/fit-cli';
import { withFigureReports } from '../../analysis/figure-reports';
import { defineReportFamily } from '../../cli/report-family';
import { DCSS_ANALYSES } from './analyses';
import { baseBuild, resolveDcssFlags } from './cli-flags';
import { DEFAULT_DCSS_PATTERN } from './endurance';
import { DCSS_ENDURANCE } from './endurance-analysis';
import { DCSS_FIT } from './fit-analysis';
import { DCSS_FIGURES } from './sensitivity';
import { DCSS_FIGURE_TAKES, DCSS_OPTIONS, DCSS_REPORTS } from './cli-reports';
import { DEFAULT_DCSS_BUILD, DEFAULT_DCSS_SIMULATION, makeDefaultDcssData } from './defaults';
import {
  DCSS_MAX_ACTION_AUTS,
  DCSS_MAX_CORPSES,
  DCSS_MAX_HP_LIMIT,
  DCSS_MAX_MUTATION,
  DCSS_MAX_PBD_RANK,
  DCSS_MAX_RINGS,
  DCSS_MAX_SIMULATION_TURNS,
} from './limits';
import type { DcssSection } from './schema';

const DCSS_OWN_CLI = defineReportFamily({
  options: DCSS_OPTIONS,
  reports: DCSS_REPORTS,
  // What `wellspring diff` and What changed compare by default: the screen's headline tables.
  headlines: [{ report: 'dcss/rate', name: 'DCSS regeneration' }],
  help: () => {
    const data = makeDefaultDcssData();
    const { bonuses, autsPerTurn } = data.rules;
    const { startHp, turns } = DEFAULT_DCSS_SIMULATION;
    return [
      {
        title: "dcss/* build (the project's DCSS rules, the seed's without --project)",
        entries: [
          { term: '--project FILE', meaning: 'the project whose DCSS rules and builds are read' },
          {
            term: '--build NAME',
            meaning:
              'a DCSS build of the project, by name or id, with the flags below on top (a switch ' +
              "turns a bonus on; one the build has stays on); without it, the seed's plain build",
          },
          {
            term: '--mhp N',
            meaning: `required without --build; max HP, a whole number 1 to ${DCSS_MAX_HP_LIMIT}`,
          },
          {
            term: '--rings N',
            meaning:
              `rings of regeneration, 0 to ${DCSS_MAX_RINGS} (an Octopode wears eight), ` +
              `+${bonuses.perRing} each`,
          },
          { term: '--troll-leather', meaning: `a troll leather armour, +${bonuses.trollLeather}` },
          {
            term: '--moon-troll-leather',
            meaning:
              `the moon troll leather armour: the troll leather's +${bonuses.trollLeather} and ` +
              `+${bonuses.moonTrollExtra} more`,
          },
          {
            term: '--mutation N',
            meaning:
              `the regeneration mutation, 0 to ${DCSS_MAX_MUTATION}, ` +
              `+${bonuses.perMutationLevel} a level`,
          },
          {
            term: '--spell',
            meaning: `the Regeneration spell (or the Elixir card's effect), +${bonuses.spell}`,
          },
          {
            term: '--trogs-hand',
            meaning: `Trog's Hand, +${bonuses.trogsHand}, which Slow Healing never touches`,
          },
          {
            term: '--pbd-rank N',
            meaning:
              `Powered by Death, rank 0 to ${DCSS_MAX_PBD_RANK}: +${bonuses.perCorpse} a ` +
              `corpse, at most ${bonuses.poweredByDeathMax}, for the first ⌊9 + 8 × rank⌋ turns ` +
              "(or its random 2d8 + 8 × rank, the project's reading)",
          },
          {
            term: '--corpses N',
            meaning: `corpses in reach after the kill, 0 to ${DCSS_MAX_CORPSES} (needs --pbd-rank)`,
          },
          {
            term: '--slow-healing N',
            meaning:
              'the Slow Healing mutation, 0 to 3: × ½ at 1 with a monster in sight (rounded ' +
              'down), × 0 at 3, or at 2 with a monster in sight',
          },
          {
            term: '--monster-in-sight',
            meaning: 'a monster is in sight (matters only with --slow-healing)',
          },
          {
            term: '--troll',
            meaning: 'the character is a Troll (the seed still gives it the troll leather bonus)',
          },
          {
            term: '--action-auts N',
            meaning:
              `how long each action takes, 1 to ${DCSS_MAX_ACTION_AUTS} auts (default ` +
              `${autsPerTurn}); the points scale with it`,
          },
          {
            term: '--walking',
            meaning: `the action is walking: more than ${autsPerTurn} auts count as ${autsPerTurn}`,
          },
          ...fitHelp(DCSS_FIT, data),
          ...enduranceHelp(DCSS_ENDURANCE, data),
          {
            term: '--start-hp N',
            meaning: `the HP the simulation starts from, 1 to --mhp (default ${startHp})`,
          },
          {
            term: '--turns N',
            meaning:
              `how many turns the simulation plays, 0 to ${DCSS_MAX_SIMULATION_TURNS} ` +
              `(default ${turns})`,
          },
        ],
      },
    ];
  },
  // What compare/endurance --patterns reads under "dcss": this family's --pattern file.
  endurancePattern: endurancePatternFlags(DCSS_ENDURANCE, (section: DcssSection) => section.data),
  table: (report, { data, builds }: DcssSection, flags) => {
    if (report.name === DCSS_FIT.call) {
      // The fit reads only a build's max HP curve: --build's, else the project's first.
      const build = baseBuild(builds, flags.one('build')) ?? builds[0] ?? DEFAULT_DCSS_BUILD;
      return report.make({
        data,
        build,
        simulation: DEFAULT_DCSS_SIMULATION,
        fit: readFit(DCSS_FIT, data, build, flags),
        pattern: DEFAULT_DCSS_PATTERN,
      });
    }
    const endurance = report.name === DCSS_ENDURANCE.call;
    const { build, simulation } = resolveDcssFlags(
      data,
      builds,
      flags,
      report.name,
      endurance ? (builds[0] ?? DEFAULT_DCSS_BUILD) : undefined,
    );
    return report.make({
      data,
      build,
      simulation,
      fit: null,
      pattern: endurance ? readPattern(DCSS_ENDURANCE, data, flags) : DEFAULT_DCSS_PATTERN,
    });
  },
});

/** The DCSS reports, its sensitivity and goal (`analyses.ts`) after its own. */
export const DCSS_CLI = withFigureReports(DCSS_OWN_CLI, DCSS_ANALYSES, DCSS_FIGURES, {
  takes: DCSS_FIGURE_TAKES,
  question: ({ data, builds }, flags, { report }) => {
    const { build } = resolveDcssFlags(data, builds, flags, report);
    return { data, build, level: build.maxHp };
  },
});
