/**
 * The Willpower reports as the CLI sees them: the reports, the options they read, their part of
 * `--help`, and each report's table from the project's Willpower section and the flags on top.
 */
import { enduranceHelp, endurancePatternFlags, readPattern } from '../../analysis/endurance-cli';
import { fitHelp, readFit } from '../../analysis/fit-cli';
import { readVersus, sideBySideHelp } from '../../analysis/side-by-side-cli';
import { withFigureReports } from '../../analysis/figure-reports';
import { defineReportFamily } from '../../cli/report-family';
import { UsageError } from '../../cli/usage-error';
import { SEED_KILL_SCENARIOS } from './casting-economy';
import { WILLPOWER_ANALYSES } from './analyses';
import {
  chooseBuild,
  parseKill,
  parsePoolEvent,
  resolveAbility,
  resolveStatuses,
  resolveWillpowerBuild,
} from './cli-flags';
import { FIGURE_TAKES, WILLPOWER_OPTIONS, WILLPOWER_REPORTS } from './cli-reports';
import { WILLPOWER_FIGURES } from './figures';
import { listNames } from '../../cli/names';
import { KILL_CAUSES } from './mana-on-kill';
import { defaultEndurancePattern } from './endurance';
import { WILLPOWER_ENDURANCE } from './endurance-analysis';
import { WILLPOWER_FIT } from './fit-analysis';
import { WILLPOWER_SIDE_BY_SIDE } from './side-by-side';
import { buildPoolContext, POOL_WAIT_MINUTES_MAX } from './pool-events';
import { makeDefaultWillpowerData, TATHREN } from './defaults';
import { SKILL_VALUE_MAX } from './limits';
import type { WillpowerSection } from './schema';
import { statScoreRange } from './stat-modifiers';

const WILLPOWER_OWN_CLI = defineReportFamily({
  options: WILLPOWER_OPTIONS,
  reports: WILLPOWER_REPORTS,
  // What `wellspring diff` and What changed compare by default: the screen's headline tables.
  headlines: [
    { report: 'willpower/curves', name: 'Willpower max mana and HP' },
    { report: 'willpower/regen', name: 'Willpower regeneration' },
    { report: 'willpower/costs', name: 'Willpower casting costs' },
  ],
  help: () => {
    const data = makeDefaultWillpowerData();
    const { stats } = TATHREN;
    const { min, max } = statScoreRange(data.statModifiers);
    const race = data.races.find((row) => row.id === TATHREN.raceId)?.name ?? TATHREN.raceId;
    const cls = data.classes.find((row) => row.id === TATHREN.classId)?.name ?? TATHREN.classId;
    return [
      {
        title:
          `willpower/* build (default: the seed's ${TATHREN.name}, level ${TATHREN.level} ` +
          `${race} ${cls}, Int ${stats.int}, Wil ${stats.wil}, Pre ${stats.pre}, Con ${stats.con})`,
        entries: [
          {
            term: '--race NAME',
            meaning: `race, by name or id in any case: ${listNames(data.races)}`,
          },
          { term: '--class NAME', meaning: `class: ${listNames(data.classes)}` },
          {
            term: '--level N',
            meaning:
              `the build's level, 1 to ${data.rules.maxLevel} (default 1). The curves and regen ` +
              'reports cover every level anyway; willpower/costs counts the talents taken by N',
          },
          {
            term: '--stat STAT=SCORE',
            meaning:
              'Int, Wil, Pre or Con (or Intelligence, Willpower, Presence, Constitution), a whole ' +
              `number ${min} to ${max}; repeat for each stat: --stat Int=15 --stat Wil=12`,
          },
          {
            term: '--item NAME',
            meaning:
              'an item worn; repeat for several (the same item twice is worn twice). Replaces ' +
              `the base build's items. ${listNames(data.items)}`,
          },
          {
            term: '--talent NAME[@LEVEL]',
            meaning:
              'a talent taken at LEVEL (default: taken at level 1), e.g. --talent deep-well@4; ' +
              "repeat for several. Replaces the base build's talents. " +
              listNames(data.talents),
          },
          {
            term: '--skill NAME=VALUE',
            meaning:
              `a skill trained, at VALUE (0 to ${SKILL_VALUE_MAX}), e.g. --skill ` +
              `Concentration=100. Other skills stay as the base build has them. ` +
              listNames(data.skills),
          },
          {
            term: '--status NAME',
            meaning:
              'a condition regeneration is looked at under (willpower/regen only; the others ' +
              `ignore it); repeat for several. ${listNames(data.statuses)}`,
          },
          {
            term: '--ability NAME',
            meaning:
              'the ability willpower/training casts over and over (default: the first, ' +
              `${data.abilities[0]?.name ?? 'none'}). ${listNames(data.abilities)}`,
          },
          {
            term: '--kill CAUSE:DX,DY[:LEVEL][:hexed]',
            meaning:
              "a kill willpower/kills prices instead of the seed's examples, as the screen's Add a " +
              "kill form: who killed it, cells across and aside (−50 to 50), the creature's level " +
              '(0 to 100, default 10), and "hexed" when it died under her hex; repeat for ' +
              `several, e.g. --kill spell:3,1:12. Causes: ${listNames(KILL_CAUSES)}`,
          },
          {
            term: '--event EVENT',
            meaning:
              'willpower/pool plays the events in order, from a full pool, as the Mana now ' +
              'buttons do: cast:ABILITY, wait:MINUTES (1 to ' +
              `${POOL_WAIT_MINUTES_MAX}), kill:LABEL (a kill of willpower/kills), blood-magic ` +
              '(with the talent taken by --level), refill; e.g. --event "cast:Burning hands" ' +
              '--event wait:10',
          },
          ...sideBySideHelp(WILLPOWER_SIDE_BY_SIDE, data),
          ...enduranceHelp(WILLPOWER_ENDURANCE, data),
          ...fitHelp(WILLPOWER_FIT, data),
          {
            term: '--project FILE',
            meaning:
              'take the data, the builds and the comparison from a project file ' +
              '(.wellspring.json, as the app saves it) instead of the built-in project. Older ' +
              'formats are migrated in memory (the file is not rewritten); a file with a problem ' +
              'is refused with its JSON path, e.g. willpower.builds[0].stats.int',
          },
          {
            term: '--build NAME',
            meaning:
              "which of the project's builds is the base, by name or id (default: the first); " +
              'the flags above then change it',
          },
          "  Names above are the built-in data's; with --project, the project's own names count.",
        ],
      },
    ];
  },
  /** The project's build (or its first), the flags on top of it and the conditions. */
  // What compare/endurance --patterns reads under "willpower": this family's --pattern file.
  endurancePattern: endurancePatternFlags(
    WILLPOWER_ENDURANCE,
    (section: WillpowerSection) => section.data,
  ),
  table: (report, section: WillpowerSection, flags) => {
    const { data, builds } = section;
    const base = chooseBuild(builds, flags.one('build'));
    const build = resolveWillpowerBuild(section, flags);
    // --status replaces the build's own conditions; without it the build's are used.
    const statuses = flags.all('status');
    const statusIds = statuses.length > 0 ? resolveStatuses(data, statuses) : build.regenStatusIds;
    const ability = flags.one('ability');
    const abilityId = ability ? resolveAbility(data, ability) : (data.abilities[0]?.id ?? '');
    const kills = flags.all('kill');
    const killScenarios = kills.length > 0 ? kills.map(parseKill) : SEED_KILL_SCENARIOS;
    const context = () => buildPoolContext(data, build, statusIds, killScenarios);
    const events = flags.all('event').map((flag) => parsePoolEvent(data, context, flag));
    const pair = { data, builds, base, a: build };
    const versus = readVersus(WILLPOWER_SIDE_BY_SIDE, report.name, pair, flags);
    return report.make({
      data,
      build,
      statusIds,
      abilityId,
      killScenarios,
      events,
      versus,
      pattern:
        report.name === WILLPOWER_ENDURANCE.call
          ? readPattern(WILLPOWER_ENDURANCE, data, flags)
          : defaultEndurancePattern(data),
      fit: report.name === WILLPOWER_FIT.call ? readFit(WILLPOWER_FIT, data, build, flags) : null,
    });
  },
});

/**
 * The Willpower reports, its sensitivity and goal (`analyses.ts`) after its own: the figure of
 * the build with its flags at its level, casts-per-hour casting --ability (the data's first
 * without it).
 */
export const WILLPOWER_CLI = withFigureReports(
  WILLPOWER_OWN_CLI,
  WILLPOWER_ANALYSES,
  WILLPOWER_FIGURES,
  {
    takes: FIGURE_TAKES,
    question: (section, flags, { measure }) => {
      const build = resolveWillpowerBuild(section, flags);
      // As every Willpower report, an unknown --status is refused, though no figure reads it.
      resolveStatuses(section.data, flags.all('status'));
      const ability = flags.one('ability');
      const spell = ability === undefined ? null : resolveAbility(section.data, ability);
      if (ability !== undefined && measure !== 'casts-per-hour') {
        throw new UsageError(
          `${ability.shown}: only the casts-per-hour measure casts a spell; add --measure casts-per-hour`,
        );
      }
      return { data: section.data, build, level: build.level, spell };
    },
  },
);
