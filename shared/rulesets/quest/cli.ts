/**
 * The Quest reports as the CLI sees them: the reports, the options they read, their part of
 * `--help`, and each report's table from the project's Quest section and the flags on top.
 */
import { withFigureReports } from '../../analysis/figure-reports';
import { defineReportFamily } from '../../cli/report-family';
import { UsageError } from '../../cli/usage-error';
import { QUEST_ANALYSES } from './analyses';
import { resolveQuestBuild, resolveQuestDispel, resolveQuestTargets } from './cli-flags';
import { CASTER_TAKES, QUEST_OPTIONS, QUEST_REPORTS } from './cli-reports';
import { QUEST_FIGURES } from './sensitivity';
import type { QuestSection } from './schema';

const QUEST_OWN_CLI = defineReportFamily({
  options: QUEST_OPTIONS,
  reports: QUEST_REPORTS,
  // What `wellspring diff` and What changed compare by default: the screen's headline tables.
  headlines: [{ report: 'quest/budget', name: 'Quest casting budget' }],
  help: () => [
    {
      title: "quest/* (the project's Quest rules, the built-in project's without --project)",
      entries: [
        {
          term: '--int N',
          meaning: "the caster's Intelligence (default 4, or the --build caster's)",
        },
        { term: '--vp N', meaning: "victory points: a hero's sorcery level (default 1)" },
        { term: '--spells N', meaning: 'N spells learned, each of --cost mana (default 1)' },
        {
          term: '--costs A,B,…',
          meaning: 'one spell per mana cost, e.g. --costs 2,3,1 (instead of --spells)',
        },
        {
          term: '--potions N',
          meaning: 'magic recovery potions (each: mana, and one more cast of one spell)',
        },
        {
          term: '--scrolls N',
          meaning: 'magic scrolls and sets of components carried (one a turn: turns_for_scrolls)',
        },
        {
          term: '--non-hero',
          meaning: 'a Dark Player character or Mercenary: casts as a Journeyman',
        },
        {
          term: '--build NAME',
          meaning: "start from the project's Quest caster of that name (quest/budget)",
        },
        {
          term: '--mode MODE',
          meaning:
            "quest/dispel-odds: before (default: rows are the caster's Int) or known-total " +
            '(rows are the totals the caster can roll)',
        },
        {
          term: '--min-int N, --max-int N',
          meaning: "the matrix's Int range (the project's, 1 to 8 built in)",
        },
        {
          term: '--dispellers N',
          meaning:
            'dispellers of the same Int, each trying in turn (1 to 10); quest/budget: those who ' +
            "try to dispel the caster's spells",
        },
        {
          term: '--dispeller-int N',
          meaning:
            "quest/budget: the dispellers' Int (the project's dispel example's, 5 built in); a " +
            'dispelled spell still spends its mana',
        },
        {
          term: '--dispeller-mana N|none',
          meaning:
            "quest/budget: each dispeller's mana (a success costs 1; with none left he cannot " +
            'try); none: they never run out',
        },
        {
          term: '--dispeller-squares N, --in-melee',
          meaning:
            'quest/budget: how far the dispellers stand from the caster or the target (only ' +
            "within 8 may try), and whether they are within an enemy's melee range (then none may)",
        },
        {
          term: '--target NAME:COVER',
          meaning:
            "quest/targets: a target in place of the project's (repeat it); COVER is none, light, " +
            'heavy, or hidden (no line of sight)',
        },
      ],
    },
  ],
  table: (report, section: QuestSection, flags) => {
    const { data, builds } = section;
    const targets = resolveQuestTargets(section.targets, flags);
    if (report.name === 'quest/budget') {
      const build = resolveQuestBuild(section, flags);
      // The casts that take effect are against the dispel settings (and --dispellers,
      // --dispeller-int on top), as the screen's budget is.
      const { view } = resolveQuestDispel(section, flags);
      return report.make({
        data,
        build,
        builds,
        dispelView: view,
        mode: 'before',
        targets,
      });
    }
    const { view, mode } = resolveQuestDispel(section, flags);
    if (report.name === 'quest/realms' || report.name === 'quest/targets') {
      // quest/targets: the --build caster or the plain hero; quest/realms: every caster's Lore
      // (no one caster is asked for: the plain hero stands in).
      const build = resolveQuestBuild(section, flags);
      return report.make({ data, build, builds, dispelView: view, mode, targets });
    }
    const build = builds[0];
    if (build === undefined) throw new UsageError('the project has no Quest caster');
    return report.make({ data, build, builds, dispelView: view, mode, targets });
  },
});

/** The Quest reports, its sensitivity and goal (`analyses.ts`) after its own. */
export const QUEST_CLI = withFigureReports(QUEST_OWN_CLI, QUEST_ANALYSES, QUEST_FIGURES, {
  takes: CASTER_TAKES,
  question: (section, flags) => {
    const build = resolveQuestBuild(section, flags);
    return { data: section.data, build, level: build.vp };
  },
});
