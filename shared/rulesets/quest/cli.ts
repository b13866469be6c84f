/**
 * The Quest reports as the CLI sees them: the reports, the options they read, their part of
 * `--help`, and each report's table from the project's Quest section and the flags on top.
 */
import { defineReportFamily } from '../../cli/report-family';
import { UsageError } from '../../cli/usage-error';
import { resolveQuestBuild, resolveQuestDispel } from './cli-flags';
import { QUEST_OPTIONS, QUEST_REPORTS } from './cli-reports';
import type { QuestSection } from './schema';

export const QUEST_CLI = defineReportFamily({
  options: QUEST_OPTIONS,
  reports: QUEST_REPORTS,
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
      ],
    },
  ],
  table: (report, section: QuestSection, flags) => {
    const { data, builds } = section;
    if (report.name === 'quest/budget') {
      const build = resolveQuestBuild(section, flags);
      // The casts that take effect are against the dispel settings (and --dispellers,
      // --dispeller-int on top), as the screen's budget is.
      const { view } = resolveQuestDispel(section, flags);
      return report.make({ data, build, builds, dispelView: view, mode: 'before' });
    }
    const { view, mode } = resolveQuestDispel(section, flags);
    if (report.name === 'quest/realms') {
      // Every caster's Lore; no one caster is asked for (the plain hero stands in).
      const build = resolveQuestBuild(section, flags);
      return report.make({ data, build, builds, dispelView: view, mode });
    }
    const build = builds[0];
    if (build === undefined) throw new UsageError('the project has no Quest caster');
    return report.make({ data, build, builds, dispelView: view, mode });
  },
});
