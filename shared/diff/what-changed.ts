/**
 * "What changed" from a baseline project to the current one: each data edit in words, with what
 * that edit alone does to the results ("Willpower › Races › Elf: mana 3 → 4 — willpower/grid: 60
 * cells of 15 rows, +1 each; largest …"), and every result cell the whole change moves (the same
 * table `wellspring diff` prints). An edit's effect is the result diff of the baseline with only
 * that edit made, over its ruleset's default diff reports and the comparison.
 */
import { formatReportNumber as formatNumber } from '../report/format-number';
import type { ProjectDocument } from '../project/default-project';
import type { CliReport } from '../report/catalog';
import { readableHeading } from '../report/readable-heading';
import type { ReportTable } from '../report/report-table';
import { RULESET_LIST, type RulesetId } from '../rulesets/list';
import { diffData, withEdit, type DataEdit } from './data-diff';
import { defaultDiffReports, diffResults, type DiffSide } from './project-diff';
import { diffReport, type CellChange } from './result-diff';

/** At most this many edits get their own effect computed (each runs its reports once more). */
export const EFFECT_EDITS_MAX = 40;

type Section = RulesetId | 'compare';

/** One edit of the data, a build or the comparison's settings, and what it alone moved. */
export interface ChangedEdit {
  readonly section: Section;
  /** "Willpower › Races › Elf: mana 3 → 4" */
  readonly sentence: string;
  /** One sentence per report it moved; empty when it moved none; null when not computed. */
  readonly effects: readonly string[] | null;
}

export interface WhatChanged {
  readonly edits: readonly ChangedEdit[];
  /** Every result cell the whole change moves, as `wellspring diff` writes them. */
  readonly table: ReportTable;
  /** How many cells that is. */
  readonly cells: number;
}

interface LocatedEdit {
  readonly section: Section;
  /** The edit with its path from the top of the project. */
  readonly edit: DataEdit;
}

function sectionName(section: Section): string {
  if (section === 'compare') return 'Compare regeneration';
  return RULESET_LIST.find(({ meta }) => meta.id === section)?.meta.name ?? section;
}

function located(section: Section, prefix: readonly string[], edits: DataEdit[]): LocatedEdit[] {
  return edits.map((edit) => ({
    section,
    edit: { ...edit, path: [section, ...prefix, ...edit.path] },
  }));
}

/** Every edit, section by section: each ruleset's data, then its builds, then the comparison. */
export function projectEdits(base: ProjectDocument, next: ProjectDocument): LocatedEdit[] {
  const edits: LocatedEdit[] = [];
  for (const { meta } of RULESET_LIST) {
    const before = base[meta.id];
    const after = next[meta.id];
    if (before === after) continue;
    edits.push(...located(meta.id, ['data'], diffData(meta.name, before.data, after.data)));
    edits.push(
      ...located(
        meta.id,
        ['builds'],
        diffData(`${meta.name} \u203a Builds`, before.builds, after.builds),
      ),
    );
  }
  if (base.compare !== next.compare) {
    edits.push(
      ...located('compare', [], diffData(sectionName('compare'), base.compare, next.compare)),
    );
  }
  return edits;
}

/** The reports an edit of `section` can move: its own, its grid, and the comparison. */
function reportsFor(section: Section, reports: readonly CliReport[]): CliReport[] {
  return reports.filter(
    (report) => report.name.startsWith(`${section}/`) || report.family === 'compare',
  );
}

function signed(value: number): string {
  return value > 0 ? `+${formatNumber(value)}` : formatNumber(value).replace('-', '\u2212');
}

function percentText(percent: number): string {
  return `${signed(Math.round(percent * 100) / 100)}%`;
}

function cellText(value: string | number | null): string {
  if (value === null) return 'none';
  return typeof value === 'number' ? formatNumber(value) : value;
}

/** The cell moved most: by percentage, a cell that came, went or changed from 0 first. */
function largest(changes: readonly CellChange[]): CellChange {
  const size = (change: CellChange) =>
    change.percent === null ? Number.POSITIVE_INFINITY : Math.abs(change.percent);
  return changes.reduce((most, change) => (size(change) > size(most) ? change : most));
}

/**
 * One report's changes in a sentence: "willpower/curves: 120 cells of 2 builds, +1 each; largest
 * Tathren at 60, max_mana 212 → 213 (+0.47%)".
 */
export function effectSentence(
  report: string,
  changes: readonly CellChange[],
  buildName: (id: string) => string,
): string {
  const builds = new Set(changes.map((change) => change.build));
  const rows = new Set(changes.map((change) => `${change.build}\n${change.row}`));
  const cells = `${changes.length} ${changes.length === 1 ? 'cell' : 'cells'}`;
  const over = [...builds].some((id) => id !== '')
    ? `of ${builds.size} ${builds.size === 1 ? 'build' : 'builds'}`
    : `in ${rows.size} ${rows.size === 1 ? 'row' : 'rows'}`;
  const steps = changes.map((change) => change.change);
  const [first] = steps;
  let how = '';
  if (steps.length > 1 && first != null && steps.every((step) => step === first)) {
    how = `, ${signed(first)} each`;
  } else if (changes.every((change) => change.percent !== null)) {
    const percents = changes.map((change) => change.percent as number);
    const low = Math.min(...percents);
    const high = Math.max(...percents);
    how = low === high ? `, ${percentText(low)}` : `, ${percentText(low)} to ${percentText(high)}`;
  }
  const most = largest(changes);
  const where = most.build === '' ? most.row : `${buildName(most.build)} at ${most.row}`;
  const by = most.percent === null ? '' : ` (${percentText(most.percent)})`;
  const detail = `${where}, ${readableHeading(most.column)} ${cellText(most.base)} \u2192 ${cellText(most.next)}${by}`;
  return `${report}: ${cells} ${over}${how}; ${changes.length === 1 ? '' : 'largest '}${detail}`;
}

function effectsOf(changes: readonly CellChange[], buildName: (id: string) => string): string[] {
  const byReport = new Map<string, CellChange[]>();
  for (const change of changes) {
    const list = byReport.get(change.report) ?? [];
    list.push(change);
    byReport.set(change.report, list);
  }
  return [...byReport].map(([report, list]) => effectSentence(report, list, buildName));
}

/** A side whose report tables are computed once however many edits are diffed against it. */
function side(project: ProjectDocument, label: string): DiffSide {
  return { project, label, tables: new Map() };
}

function namesOf(...projects: ProjectDocument[]): (id: string) => string {
  const names = new Map<string, string>();
  for (const project of projects) {
    for (const { meta } of RULESET_LIST) {
      for (const build of project[meta.id].builds as readonly { id: string; name: string }[]) {
        if (!names.has(build.id)) names.set(build.id, build.name);
      }
    }
  }
  return (id) => names.get(id) ?? id;
}

/** What changed from `base` to `next`: the edits with their effects, and every moved cell. */
export function whatChanged(base: ProjectDocument, next: ProjectDocument): WhatChanged {
  const reports = defaultDiffReports();
  const buildName = namesOf(next, base);
  const before = side(base, 'the baseline');
  const edits = projectEdits(base, next).map(({ section, edit }, index): ChangedEdit => {
    if (index >= EFFECT_EDITS_MAX) return { section, sentence: edit.sentence, effects: null };
    const alone = side(withEdit(base, edit), 'the baseline with this edit');
    const changes = diffResults(before, alone, reportsFor(section, reports));
    return { section, sentence: edit.sentence, effects: effectsOf(changes, buildName) };
  });
  const changes = diffResults(before, side(next, 'the current project'), reports);
  return { edits, table: diffReport(changes), cells: changes.length };
}
