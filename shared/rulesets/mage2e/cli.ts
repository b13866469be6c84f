/**
 * The Mage 2e reports as the CLI sees them: the reports, the options they read, their part of
 * `--help`, and each report's table from the project's Mage 2e section and the flags on top.
 */
import { withFigureReports } from '../../analysis/figure-reports';
import { defineReportFamily } from '../../cli/report-family';
import { MAGE2E_ANALYSES } from './analyses';
import { resolveMageCast } from './cli-flags';
import { MAGE2E_FIGURES } from './sensitivity';
import { MAGE_CAST_TAKES, MAGE_OPTIONS, MAGE2E_REPORTS } from './cli-reports';
import { makeDefaultMage2eData } from './defaults';
import type { Mage2eSection } from './schema';

const MAGE2E_OWN_CLI = defineReportFamily({
  options: MAGE_OPTIONS,
  reports: MAGE2E_REPORTS,
  // What `wellspring diff` and What changed compare by default: the screen's headline tables.
  headlines: [{ report: 'mage2e/cast', name: 'Mage 2e casting' }],
  help: () => {
    const yantras = makeDefaultMage2eData()
      .yantras.map((row) => row.id)
      .join(', ');
    return [
      {
        title:
          "mage2e/cast (a plain improvised spell, Gnosis 2, Arcanum 2 of 2, or --build NAME's)",
        entries: [
          { term: '--gnosis N', meaning: 'Gnosis 1 to 10' },
          {
            term: '--arcanum N, --highest N',
            meaning: "the caster's Arcanum dots, and the spell's highest dot",
          },
          { term: '--method M', meaning: 'improvised, rote or praxis' },
          { term: '--rote-skill N', meaning: "a rote's Skill dice (added to the pool)" },
          {
            term: '--rote-quality, --grimoire',
            meaning: 'rote action quality; cast from a grimoire',
          },
          {
            term: '--common-arcanum',
            meaning: 'the spell uses a Common or Inferior Arcanum (improvised: 1 Mana)',
          },
          { term: '--primary F', meaning: 'the primary factor: potency, duration or scale' },
          {
            term: '--spell-primary F',
            meaning:
              "the spell's own primary factor (default: --build's, else --primary's); a --primary " +
              'other than it costs 1 Reach',
          },
          {
            term: '--instant, --intervals N',
            meaning: 'instant casting; or extra ritual intervals (+1 die each)',
          },
          { term: '--sensory', meaning: 'Advanced range' },
          {
            term: '--remote-viewing',
            meaning:
              'at sensory range, cast on a subject viewed remotely: 1 Reach (needs --sensory)',
          },
          {
            term: '--potency N, --advanced-potency',
            meaning: 'Potency (−2 dice a level above 1)',
          },
          {
            term: '--duration-step N, --advanced-duration',
            meaning: 'the Duration table step (0: the first row)',
          },
          {
            term: '--subjects N, --size N, --area-step N, --advanced-scale',
            meaning: 'Scale: the worst of the three steps counts',
          },
          {
            term: '--reach N',
            meaning: 'Reach beyond the spell factors (its own effects, Attainments…)',
          },
          {
            term: '--active-spells N',
            meaning:
              'spells the mage already keeps active: with no Spell Control slot left (Gnosis ' +
              'slots), 1 Reach, and 1 more per spell over',
          },
          { term: '--yantra ID[=BONUS]', meaning: `repeat for each Yantra: ${yantras}` },
          { term: '--mitigation N', meaning: 'Mana spent to remove Paradox dice' },
          {
            term: '--inured, --earlier-rolls N, --witnesses W, --dedicated-tool',
            meaning:
              'Paradox modifiers; witnesses none, few (9-again), large (8-again) or crowd (rote)',
          },
          {
            term: '--contain, --wisdom N',
            meaning: 'contain the Paradox, rolling Wisdom N (default: release it)',
          },
          {
            term: '--soulless',
            meaning: 'a caster without a soul: it can only release Paradox (--contain is refused)',
          },
        ],
      },
    ];
  },
  table: (report, section: Mage2eSection, flags) =>
    report.make({ data: section.data, build: resolveMageCast(section, flags) }),
});

/** The Mage 2e reports, its sensitivity and goal (`analyses.ts`) after its own. */
export const MAGE2E_CLI = withFigureReports(MAGE2E_OWN_CLI, MAGE2E_ANALYSES, MAGE2E_FIGURES, {
  takes: MAGE_CAST_TAKES,
  question: (section, flags) => {
    const build = resolveMageCast(section, flags);
    return { data: section.data, build, level: build.gnosis };
  },
});
