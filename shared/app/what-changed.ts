/**
 * "What changed" from a baseline project to the current one: each data edit in words, with what
 * that edit alone does to the results ("Willpower › Races › Elf: mana 3 → 4 — Willpower balance
 * grid (willpower/grid), 15 rows: Max mana +1 at 4 levels; largest …"), and every result cell the whole change moves (the same
 * table `wellspring diff` prints). An edit's effect is the result diff of the baseline with only
 * that edit made, over its ruleset's default diff reports and the comparison.
 */
import { formatReportNumber as formatNumber } from '../report/format-number';
import type { ProjectDocument } from './default-project';
import type { CliReport } from './report-catalog';
import { readableHeading } from '../report/readable-heading';
import type { ReportTable } from '../report/report-table';
import { RULESET_LIST, type RulesetId } from './ruleset-list';
import { diffData, rowNames, type DataEdit } from '../diff/data-diff';
import { customEdits } from './custom-edits';
import { neededEdits, withEdits } from '../diff/needed-edits';
import {
  defaultDiffReports,
  DIFF_REPORT_NAMES,
  diffResults,
  tablesOf,
  type DiffSide,
} from './project-diff';
import { diffReport, type CellChange } from '../diff/result-diff';

/** At most this many edits get their own effect computed (each runs its reports once more). */
export const EFFECT_EDITS_MAX = 40;

/**
 * At most this many report tables are computed for the edits' effects, on top of the whole
 * change's (`tablesOf`): an edit runs its ruleset's reports once for every build of it (and the
 * baseline with the edits it needs, once for all the edits that need the same). The default
 * project's 40 edits of Willpower data take about 200; with 200 Willpower builds an edit of their
 * data takes 602, so the first 6 edits get theirs. About 2 s of engine time on a 2-core laptop.
 */
export const EFFECT_TABLES_MAX = 4000;

type Section = RulesetId | 'custom' | 'compare' | 'balance';

/** One edit of the data, a build or the comparison's settings, and what it alone moved. */
export interface ChangedEdit {
  readonly section: Section;
  /** "Willpower › Races › Elf: mana 3 → 4" */
  readonly sentence: string;
  /**
   * One sentence per report it moved; empty when it moved none; null when not computed (past
   * `EFFECT_EDITS_MAX`, or refused: see `refusal`).
   */
  readonly effects: readonly string[] | null;
  /**
   * The edits it needs, made on the baseline before it is measured ("Willpower › Races: Orc
   * added" for a build given the Orc race): empty when it is measured alone, or not measured.
   */
  readonly measuredWith: readonly string[];
  /** Why its effect could not be worked out: the engine's refusal of the baseline with it. */
  readonly refusal: string | null;
}

export interface WhatChanged {
  readonly edits: readonly ChangedEdit[];
  /**
   * How many edits, from the first, have their effect worked out: all of them, or fewer when
   * `EFFECT_EDITS_MAX` or `EFFECT_TABLES_MAX` stopped it.
   */
  readonly effectsWorkedOut: number;
  /** Every result cell the whole change moves, as `wellspring diff` writes them. */
  readonly table: ReportTable;
  /**
   * The same cells in the screen's words: each report by its name ("Willpower max mana and HP"),
   * each build by its name, each column as its heading ("Max mana"). The CSV writes `table`.
   */
  readonly shown: ReportTable;
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
  if (section === 'custom') return 'Your rulesets';
  if (section === 'balance') return 'Balance grid';
  return RULESET_LIST.find(({ meta }) => meta.id === section)?.meta.name ?? section;
}

function located(section: Section, prefix: readonly string[], edits: DataEdit[]): LocatedEdit[] {
  return edits.map((edit) => ({
    section,
    edit: { ...edit, path: [section, ...prefix, ...edit.path] },
  }));
}

/**
 * Every edit, section by section: each ruleset's data, then its builds, then the custom rulesets,
 * then the comparison, then the Balance grid's bands.
 */
export function projectEdits(base: ProjectDocument, next: ProjectDocument): LocatedEdit[] {
  const edits: LocatedEdit[] = [];
  for (const { meta } of RULESET_LIST) {
    const before = base[meta.id];
    const after = next[meta.id];
    if (before === after) continue;
    // The builds and the data refer to the data's rows by id: the sentences name them.
    const names = rowNames(after.data, before.data);
    edits.push(...located(meta.id, ['data'], diffData(meta.name, before.data, after.data, names)));
    edits.push(
      ...located(
        meta.id,
        ['builds'],
        diffData(`${meta.name} \u203a Builds`, before.builds, after.builds, names),
      ),
    );
  }
  if (base.custom !== next.custom) {
    edits.push(...located('custom', [], customEdits(base.custom, next.custom)));
  }
  if (base.compare !== next.compare) {
    edits.push(
      ...located('compare', [], diffData(sectionName('compare'), base.compare, next.compare)),
    );
  }
  if (base.balance !== next.balance) {
    edits.push(
      ...located('balance', [], diffData(sectionName('balance'), base.balance, next.balance)),
    );
  }
  return edits;
}

/**
 * The reports an edit of `section` can move: its own, its grid, and the comparison. A band moves
 * none: it decides which grid values are flagged, not the values.
 */
function reportsFor(section: Section, reports: readonly CliReport[]): CliReport[] {
  if (section === 'balance') return [];
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
  // An empty cell is a value that side could not compute (the notes under the cells say why).
  if (value === '') return 'no value';
  return typeof value === 'number' ? formatNumber(value) : value;
}

/** A result row keyed by an id (DCSS's `brr`, Mage 2e's `dramatic_failure`): said as its heading. */
const ROW_ID = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

/** The cell moved most: by percentage, a cell that came, went or changed from 0 first. */
function largest(changes: readonly CellChange[]): CellChange {
  const size = (change: CellChange) =>
    change.percent === null ? Number.POSITIVE_INFINITY : Math.abs(change.percent);
  return changes.reduce((most, change) => (size(change) > size(most) ? change : most));
}

/** A column's measure and level: `max_mana_l30` → max_mana at 30; `max_mana` → no level. */
function measureOf(column: string): { stem: string; level: number | null } {
  const match = /^(.*)_(?:l|xl)(\d+)$/.exec(column);
  return match === null
    ? { stem: column, level: null }
    : { stem: match[1] ?? column, level: Number(match[2]) };
}

/** How a list of changes moved: "+1" when all the same, else the percentages' range. */
function howMuch(changes: readonly CellChange[]): string {
  const steps = changes.map((change) => change.change);
  const [first] = steps;
  if (first != null && steps.every((step) => step === first)) return ` ${signed(first)}`;
  if (changes.every((change) => change.next === null)) return ' gone';
  if (changes.every((change) => change.base === null)) return ' new';
  if (!changes.every((change) => change.percent !== null)) return ' changed';
  const percents = changes.map((change) => change.percent as number);
  const low = Math.min(...percents);
  const high = Math.max(...percents);
  return low === high ? ` ${percentText(low)}` : ` ${percentText(low)} to ${percentText(high)}`;
}

/** "Tathren", "Tathren and Brute", "4 builds"; "15 rows" for a report of the whole roster. */
function whoText(changes: readonly CellChange[], buildName: (id: string) => string): string {
  const builds = [...new Set(changes.map((change) => change.build))];
  if (builds.some((id) => id !== '')) {
    if (builds.length > 3) return `${builds.length} builds`;
    const names = builds.map(buildName);
    return names.length === 1
      ? (names[0] ?? '')
      : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  }
  const rows = new Set(changes.map((change) => change.row));
  return `${rows.size} ${rows.size === 1 ? 'row' : 'rows'}`;
}

/**
 * One report's changes in a sentence, by measure: "Willpower balance grid (willpower/grid), 15
 * rows: Max mana +1 at 4 levels; largest Elf / Berserker, Max mana L1 7 → 8 (+14.29%)". A
 * measure's levels are its columns' (`_l30`) or, for a table by level, its rows.
 */
export function effectSentence(
  report: string,
  changes: readonly CellChange[],
  buildName: (id: string) => string,
): string {
  const measures = new Map<string, { changes: CellChange[]; levels: Set<string> }>();
  for (const change of changes) {
    const { stem, level } = measureOf(change.column);
    const entry = measures.get(stem) ?? { changes: [], levels: new Set<string>() };
    entry.changes.push(change);
    const byLevel = level === null && /^\d+$/.test(change.row) ? change.row : null;
    if (level !== null || byLevel !== null) entry.levels.add(String(level ?? byLevel));
    measures.set(stem, entry);
  }
  const phrases = [...measures].map(([stem, { changes: moved, levels }]) => {
    const at =
      levels.size === 0
        ? ''
        : levels.size === 1
          ? ` at level ${[...levels][0]}`
          : ` at ${levels.size} levels`;
    return `${readableHeading(stem)}${howMuch(moved)}${at}`;
  });
  const most = largest(changes);
  const row = /^\d+$/.test(most.row)
    ? `level ${most.row}`
    : ROW_ID.test(most.row)
      ? readableHeading(most.row)
      : most.row;
  const where = most.build === '' ? `${row}, ` : `${buildName(most.build)} at ${row}, `;
  const by = most.percent === null ? '' : ` (${percentText(most.percent)})`;
  const detail = `${where}${readableHeading(most.column)} ${cellText(most.base)} \u2192 ${cellText(most.next)}${by}`;
  // The report as the screens name it (its id is in the table's CSV).
  const title = DIFF_REPORT_NAMES[report] ?? report;
  return `${title}, ${whoText(changes, buildName)}: ${phrases.join('; ')}; ${changes.length === 1 ? '' : 'largest '}${detail}`;
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

function namesOf(
  reports: readonly CliReport[],
  ...projects: ProjectDocument[]
): (id: string) => string {
  const names = new Map<string, string>();
  for (const project of projects) {
    // The runs a family declares (a custom ruleset's builds), by the run's id.
    for (const run of reports.flatMap((report) => report.runs?.(project) ?? [])) {
      if (!names.has(run.id)) names.set(run.id, run.name);
    }
    for (const { meta } of RULESET_LIST) {
      for (const build of project[meta.id].builds as readonly { id: string; name: string }[]) {
        if (!names.has(build.id)) names.set(build.id, build.name);
      }
    }
  }
  return (id) => names.get(id) ?? id;
}

/**
 * What one edit moves: `made` (the baseline with it) against `from` (the baseline), over the
 * reports an edit of its section can move. An edit that needs others (a build given a race added
 * since the baseline: `neededEdits`) is measured on the baseline with those made first, so its
 * effect is its own and not theirs. When the engine refuses even that, the refusal is its answer:
 * every edit ends in an answer.
 */
function effectOf(
  entry: ChangedEdit,
  from: DiffSide,
  made: ProjectDocument,
  reports: readonly CliReport[],
  buildName: (id: string) => string,
): ChangedEdit {
  try {
    const changes = diffResults(
      from,
      side(made, 'the baseline with this edit'),
      reports,
      undefined,
      {
        leaveOutTooLarge: true,
      },
    );
    return { ...entry, effects: effectsOf(changes, buildName) };
  } catch (error) {
    return { ...entry, refusal: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * What changed from `base` to `next`: the edits with their effects, and every moved cell. The
 * effects are worked out edit by edit from the first while `EFFECT_EDITS_MAX` and
 * `EFFECT_TABLES_MAX` allow (each edit's work counted before it starts); every edit is listed,
 * and the cells are always the whole change's.
 */
export function whatChanged(
  base: ProjectDocument,
  next: ProjectDocument,
  { editsMax = EFFECT_EDITS_MAX, tablesMax = EFFECT_TABLES_MAX } = {},
): WhatChanged {
  const reports = defaultDiffReports();
  const buildName = namesOf(reports, next, base);
  const before = side(base, 'the baseline');
  const all = projectEdits(base, next);
  const dataEdits = all.map(({ edit }) => edit);
  // The baseline with some edits made, once for all the edits that need the same ones.
  const withNeeded = new Map<string, DiffSide>([['', before]]);
  let spent = 0;
  let effectsWorkedOut = 0;
  const edits = all.map(({ section, edit }, index): ChangedEdit => {
    const listed = { section, sentence: edit.sentence, effects: null, refusal: null };
    // From the first edit on, until one is past a budget: the rest are only listed.
    if (effectsWorkedOut < index || index >= editsMax) return { ...listed, measuredWith: [] };
    const needed = neededEdits(dataEdits, index);
    const entry: ChangedEdit = {
      ...listed,
      measuredWith: needed.map((at) => dataEdits[at]?.sentence ?? ''),
    };
    const moved = reportsFor(section, reports);
    const key = needed.join(',');
    const known = withNeeded.get(key);
    const from =
      known ??
      side(
        withEdits(
          base,
          needed.map((at) => dataEdits[at] as DataEdit),
        ),
        'the baseline with the edits this one needs',
      );
    const made = withEdits(from.project, [edit]);
    // Its work, counted before it starts: the baseline with the edit made, and the baseline it
    // is measured on when no edit before it was measured on the same.
    const work = tablesOf(made, moved) + (known === undefined ? tablesOf(from.project, moved) : 0);
    if (spent + work > tablesMax) return { ...listed, measuredWith: [] };
    spent += work;
    withNeeded.set(key, from);
    effectsWorkedOut += 1;
    return effectOf(entry, from, made, moved, buildName);
  });
  // What the cells cannot say: why one side's is empty, which table was too large to compare.
  const notes: string[] = [];
  const changes = diffResults(before, side(next, 'the current project'), reports, undefined, {
    notes,
    leaveOutTooLarge: true,
  });
  const table = diffReport(changes);
  return {
    edits,
    effectsWorkedOut,
    table: notes.length === 0 ? table : { ...table, notes },
    shown: inWords(table, changes, buildName),
    cells: changes.length,
  };
}

/**
 * `diffReport`'s table (one row per change, in order) with its report, build, row and column
 * cells as the screens name them: a row keyed by a number says what the number is ("Level 30").
 */
function inWords(
  table: ReportTable,
  changes: readonly CellChange[],
  buildName: (id: string) => string,
): ReportTable {
  return {
    ...table,
    rows: table.rows.map(([report, build, row, column, ...values], at) => {
      const key = changes[at]?.rowKey ?? '';
      const text = String(row ?? '');
      const numbered = key !== '' && /^-?\d+(\.\d+)?$/.test(text);
      // A row keyed by an id ("dramatic_failure", DCSS's "brr") reads as the screen's words.
      const id = ROW_ID.test(text);
      return [
        DIFF_REPORT_NAMES[String(report)] ?? String(report),
        build === '' ? '' : buildName(String(build)),
        numbered ? `${readableHeading(key)} ${text}` : id ? readableHeading(text) : text,
        readableHeading(String(column)),
        ...values,
      ];
    }),
  };
}
