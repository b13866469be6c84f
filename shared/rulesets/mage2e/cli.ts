/**
 * The Mage 2e report as the CLI sees it: the report, the options it reads, its part of `--help`,
 * and its table from the project's Mage 2e section and the flags on top.
 */
import { readGoal } from '../../analysis/goal-flags';
import { defineReportFamily } from '../../cli/report-family';
import { readMageMeasure, resolveMageCast } from './cli-flags';
import { MAGE_MEASURES } from './sensitivity';
import { MAGE_OPTIONS, MAGE2E_REPORTS } from './cli-reports';
import { makeDefaultMage2eData } from './defaults';
import type { Mage2eSection } from './schema';

export const MAGE2E_CLI = defineReportFamily({
  options: MAGE_OPTIONS,
  reports: MAGE2E_REPORTS,
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
          {
            term: '--measure NAME',
            meaning:
              'mage2e/sensitivity and mage2e/goal: the figure, ' +
              MAGE_MEASURES.map((measure) => measure.id).join(', ') +
              ' (default success-chance; chances in percent)',
          },
          {
            term: '--at-most N, --at-least N',
            meaning: 'mage2e/goal: the goal for --measure (one of the two), e.g. --at-least 80',
          },
        ],
      },
    ];
  },
  table: (report, section: Mage2eSection, flags) =>
    report.make({
      data: section.data,
      build: resolveMageCast(section, flags),
      measure: readMageMeasure(flags.all('measure')),
      goal:
        report.name === 'mage2e/goal'
          ? readGoal(flags.one('at-most'), flags.one('at-least'), report.name)
          : null,
    }),
});
