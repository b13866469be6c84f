/**
 * Issue #36, item 2: builds, rows and columns that exist on one side of a diff only, for every
 * report the diff covers. Each diff is checked against a brute-force reading of the two projects'
 * tables cell by cell (every cell of either table, matched by its data's id or its first cell),
 * and "What changed" answers every such pair with every edit's effect.
 */
import { describe, expect, it } from 'vitest';
import { GivenFlags, type FlagValues } from '../../../shared/cli/flags';
import { defaultDiffReports, diffResults } from '../../../shared/app/project-diff';
import type { CellChange } from '../../../shared/diff/result-diff';
import { whatChanged } from '../../../shared/app/what-changed';
import type { ProjectDocument } from '../../../shared/app/default-project';
import { checkReferences } from '../../../shared/app/project-references';
import type { CliReport } from '../../../shared/app/report-catalog';
import type { ReportTable } from '../../../shared/report/report-table';
import { RULESET_LIST, type RulesetId } from '../../../shared/app/ruleset-list';
import type { CustomRuleset } from '../../../shared/rulesets/custom/schema';
import { customProject } from '../../fixtures/custom-ruleset';

// The built-in project with the small custom ruleset: its curves are a default report too.
const base = customProject();
const REPORTS = defaultDiffReports();
const RULESETS = RULESET_LIST.map(({ meta }) => meta.id);

type Row = Record<string, unknown> & { readonly id: string };
type Section = { readonly data: unknown; readonly builds: readonly Row[] };

function sectionOf(project: ProjectDocument, id: RulesetId): Section {
  return project[id] as unknown as Section;
}

function withSection(project: ProjectDocument, id: RulesetId, section: Section): ProjectDocument {
  return { ...project, [id]: section } as ProjectDocument;
}

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && typeof (value as Row).id === 'string';
}

/** Each custom ruleset of the project changed by `change`. */
function withCustom(
  project: ProjectDocument,
  change: (ruleset: CustomRuleset) => CustomRuleset,
): ProjectDocument {
  return { ...project, custom: { rulesets: project.custom.rulesets.map(change) } };
}

/**
 * Every build copied once in each ruleset (an id and name of its own), and each copy that a
 * comparison line draws drawn too: a build, and the comparison's columns, on one side only.
 */
function withCopiedBuilds(project: ProjectDocument): ProjectDocument {
  let next = project;
  for (const id of RULESETS) {
    const section = sectionOf(next, id);
    const copies = section.builds.map((build) => ({
      ...build,
      id: `${build.id}-copy`,
      name: `${String(build.name)} (copy)`,
    }));
    next = withSection(next, id, { ...section, builds: [...section.builds, ...copies] });
  }
  const lines = project.compare.entries.map((entry) => ({
    ...entry,
    build: `${entry.build}-copy`,
  }));
  next = withCustom(next, (ruleset) => ({
    ...ruleset,
    builds: [
      ...ruleset.builds,
      ...ruleset.builds.map((build) => ({
        ...build,
        id: `${build.id}-copy`,
        name: `${build.name} (copy)`,
      })),
    ],
  }));
  return { ...next, compare: { ...next.compare, entries: [...next.compare.entries, ...lines] } };
}

type Path = readonly (string | number)[];

/** Where the tables of rows with ids are in a value, a table inside a row included. */
function tablePaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) {
    const inner = value.flatMap((item, i) => tablePaths(item, [...path, i]));
    return value.length > 0 && value.every(isRow) ? [path, ...inner] : inner;
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) => tablePaths(field, [...path, key]));
}

function updateAt(value: unknown, path: Path, change: (at: unknown) => unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return change(value);
  if (Array.isArray(value))
    return value.map((item, i) => (i === step ? updateAt(item, rest, change) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [step]: updateAt(record[step as string], rest, change) };
}

/** A table with a copy of its first row (an id and name of its own) added at its end. */
function withCopiedRow(table: unknown): unknown {
  const rows = table as Row[];
  const first = rows[0] as Row;
  const copy: Row = { ...first, id: `${first.id}-copy` };
  return [
    ...rows,
    typeof first.name === 'string' ? { ...copy, name: `${first.name} (copy)` } : copy,
  ];
}

/**
 * Every table of rows with ids in each ruleset's data and builds (a Quest caster's spells) with a
 * row added, each where the project checks accept it (a sorcery level copied would repeat its
 * minimum VP): rows on one side only. The builds' list itself is the scenario above.
 */
function withNewRows(project: ProjectDocument): {
  project: ProjectDocument;
  rulesets: RulesetId[];
} {
  let next = project;
  const rulesets = new Set<RulesetId>();
  for (const id of RULESETS) {
    const paths = tablePaths(sectionOf(next, id)).filter((path) => path.length > 1);
    for (const path of paths) {
      const section = updateAt(sectionOf(next, id), path, withCopiedRow) as Section;
      const candidate = withSection(next, id, section);
      if (checkReferences(candidate).length === 0) {
        next = candidate;
        rulesets.add(id);
      }
    }
  }
  // A custom ruleset's tables: a row added to each (no build picks it: no curve moves).
  next = withCustom(next, (ruleset) => ({
    ...ruleset,
    tables: ruleset.tables.map((table) => ({
      ...table,
      rows: withCopiedRow(table.rows) as typeof table.rows,
    })),
  }));
  return { project: next, rulesets: [...rulesets] };
}

/** Each `maxLevel` of the data lowered to 20 (where the project checks accept it). */
function withFewerLevels(project: ProjectDocument): {
  project: ProjectDocument;
  rulesets: RulesetId[];
} {
  const lower = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(lower);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [
        key,
        key === 'maxLevel' && typeof field === 'number' ? Math.min(field, 20) : lower(field),
      ]),
    );
  };
  let next = project;
  const rulesets: RulesetId[] = [];
  for (const id of RULESETS) {
    const section = sectionOf(next, id);
    const candidate = withSection(next, id, { ...section, data: lower(section.data) });
    if (candidate[id] !== next[id] && JSON.stringify(candidate[id]) !== JSON.stringify(next[id])) {
      if (checkReferences(candidate).length === 0) {
        next = candidate;
        rulesets.push(id);
      }
    }
  }
  // A custom ruleset's axis: levels 1–3 of its 1–5.
  next = withCustom(next, (ruleset) => ({ ...ruleset, axis: { ...ruleset.axis, last: 3 } }));
  return { project: next, rulesets };
}

/**
 * The builds a report runs for in a project: its ruleset's, the runs its family declares (a
 * custom ruleset's builds), or one run ('') for the others.
 */
function buildsOf(report: CliReport, project: ProjectDocument): string[] {
  if (report.runs !== undefined) return report.runs(project).map((run) => run.id);
  const family = RULESETS.find((id) => id === report.family);
  return family === undefined ? [''] : sectionOf(project, family).builds.map((build) => build.id);
}

function tableOf(report: CliReport, project: ProjectDocument, build: string): ReportTable {
  const run = report.runs?.(project).find((each) => each.id === build);
  const values =
    run !== undefined
      ? run.flags
      : build === ''
        ? {}
        : { build: [{ value: build, shown: `--build ${build}` }] };
  return report.table(project, new GivenFlags(values as FlagValues));
}

/** A cell by where it is: build, row (its data's id, else its first cell) and column. */
function cellsOf(table: ReportTable, build: string): Map<string, string | number> {
  const cells = new Map<string, string | number>();
  const keys = table.rows.map((row, i) => table.rowIds?.[i] ?? String(row[0]));
  expect(new Set(keys).size, `${table.title}: rows told apart by id or first cell`).toBe(
    keys.length,
  );
  // The columns that name the row (a grid's race and class) are not results.
  const named = table.rowIds === undefined ? 1 : 2;
  table.rows.forEach((row, i) => {
    table.columns.forEach((column, c) => {
      if (c >= named) cells.set(`${build}\n${keys[i]}\n${column}`, row[c] as string | number);
    });
  });
  return cells;
}

/** Brute force: every cell of either project's tables that is not the same in both. */
function bruteForce(report: CliReport, from: ProjectDocument, to: ProjectDocument): string[] {
  const before = new Map<string, string | number>();
  const after = new Map<string, string | number>();
  for (const build of buildsOf(report, from)) {
    for (const [at, value] of cellsOf(tableOf(report, from, build), build)) before.set(at, value);
  }
  for (const build of buildsOf(report, to)) {
    for (const [at, value] of cellsOf(tableOf(report, to, build), build)) after.set(at, value);
  }
  const moved: string[] = [];
  for (const at of new Set([...before.keys(), ...after.keys()])) {
    const b = before.get(at) ?? null;
    const n = after.get(at) ?? null;
    if (b !== n) moved.push(`${at.split('\n')[0]} ${at.split('\n')[2]}: ${b} → ${n}`);
  }
  return moved.sort();
}

function asMoves(changes: readonly CellChange[]): string[] {
  return changes.map((c) => `${c.build} ${c.column}: ${c.base} → ${c.next}`).sort();
}

function pairs(): { name: string; from: ProjectDocument; to: ProjectDocument }[] {
  const builds = withCopiedBuilds(base);
  const rows = withNewRows(base);
  const levels = withFewerLevels(base);
  // The scenarios are what they say: each changes something in every ruleset it can.
  const withTables = RULESETS.filter((id) =>
    tablePaths(sectionOf(base, id)).some((path) => path.length > 1),
  );
  expect(withTables.length).toBeGreaterThanOrEqual(4);
  expect(rows.rulesets.sort()).toEqual(withTables.sort());
  expect(levels.rulesets).toContain('willpower');
  return [
    { name: 'a build on the new side only', from: base, to: builds },
    { name: 'a build on the baseline only', from: builds, to: base },
    { name: 'data rows on the new side only', from: base, to: rows.project },
    { name: 'data rows on the baseline only', from: rows.project, to: base },
    { name: 'levels (rows, grid columns) on the baseline only', from: base, to: levels.project },
    { name: 'levels on the new side only', from: levels.project, to: base },
  ];
}

describe('one-sided builds, rows and columns, every report the diff covers', () => {
  const cases = pairs();

  it('covers every default report of the diff, and each pair moves some of them', () => {
    expect(REPORTS.map((report) => report.name).sort()).toEqual(
      [...new Set(REPORTS.map((report) => report.name))].sort(),
    );
    for (const { from, to } of cases) {
      expect(checkReferences(from)).toEqual([]);
      expect(checkReferences(to)).toEqual([]);
    }
  });

  it('moves the custom ruleset’s curves with its builds and its levels on one side', () => {
    const curves = REPORTS.find((report) => report.name === 'custom/curves');
    if (curves === undefined) throw new Error('custom/curves is not a default report');
    for (const { name, from, to } of cases.filter((pair) => !pair.name.startsWith('data rows'))) {
      const changes = diffResults({ project: from, label: 'base' }, { project: to, label: 'new' }, [
        curves,
      ]);
      expect(changes.length, name).toBeGreaterThan(0);
      expect(new Set(changes.map((change) => change.build.split('/')[0])), name).toEqual(
        new Set(['small']),
      );
    }
  });

  describe.each(REPORTS.map((report) => [report.name, report] as const))('%s', (_, report) => {
    it.each(cases.map((pair) => [pair.name, pair] as const))(
      'lists exactly the cells that differ with %s',
      (_name, { from, to }) => {
        const changes = diffResults(
          { project: from, label: 'base' },
          { project: to, label: 'new' },
          [report],
        );
        expect(asMoves(changes)).toEqual(bruteForce(report, from, to));
      },
    );
  });

  it.each(cases.map((pair) => [pair.name, pair] as const))(
    'What changed answers %s, every edit with its effect',
    (_name, { from, to }) => {
      const out = whatChanged(from, to);
      expect(out.edits.length).toBeGreaterThan(0);
      for (const edit of out.edits) {
        expect({ sentence: edit.sentence, refusal: edit.refusal }).toEqual({
          sentence: edit.sentence,
          refusal: null,
        });
        expect(edit.effects).not.toBeNull();
      }
      const all = diffResults(
        { project: from, label: 'base' },
        { project: to, label: 'new' },
        REPORTS,
      );
      expect(out.cells).toBe(all.length);
    },
  );
});
