/**
 * Issue 38's proof: a toy ruleset declares its measures, where it reads them, its inputs and its
 * words, and gets with no other code its engine calls, sensitivity, goal seek and the
 * `toy/sensitivity` and `toy/goal` reports with documented columns and help; declaring a grid of
 * its heroes over levels on the same measures (its one function: a cell's figure), its
 * `toy/grid` report; declaring two heroes side by side (with hero B's flag and rule, and its traces'
 * call), its `toy/side-by-side` report, `--rival` flag, reader (refused in its own words), `--help`
 * line and traces' engine call; a diff of two toy projects over its sensitivity and grid; and
 * declaring its endurance (a fight of casts from its pool: figures, form with its flags,
 * computation, report columns), its `toy/endurance` engine call, its flags read and refused in its
 * fields' words, their `--help` and its report; and declaring its curve from targets (its choice
 * and targets with their flags, its fit), its `toy/fit` engine call, flags, reader, `--help` and
 * report. The figures are checked against the toy's rules worked out here by hand and by brute
 * force.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  castsToKill,
  checkDamage,
  checkTargetHp,
  checkWholeBetween,
  spreadColumnDocs,
  TARGET_HP_FLAG,
  type Spread,
} from '../../../shared/analysis/endurance';
import {
  defineEnduranceAnalysis,
  type EnduranceAnswer,
} from '../../../shared/analysis/endurance-analysis';
import {
  enduranceCliReport,
  enduranceEngineCall,
  enduranceHelp,
  enduranceOptionNames,
  enduranceOptions,
  endurancePatternFlags,
  readPattern,
} from '../../../shared/analysis/endurance-cli';
import { checkCurveTargets, type CurveTarget } from '../../../shared/analysis/curve-targets';
import {
  defineFitAnalysis,
  showOneValueFit,
  type OneValueFit,
} from '../../../shared/analysis/fit-analysis';
import {
  fitCliReport,
  fitEngineCall,
  fitHelp,
  fitOptionNames,
  fitOptions,
  readFit,
  type FitQuestion,
} from '../../../shared/analysis/fit-cli';
import {
  defineFigureAnalyses,
  figureEngineCalls,
  naturalGoal,
  type FigureQuestion,
} from '../../../shared/analysis/figure-analyses';
import { figureComputation } from '../../../shared/analysis/figure-model';
import { withFigureReports } from '../../../shared/analysis/figure-reports';
import { gridColumns, type GridSpec } from '../../../shared/analysis/grid';
import { defineGrid, findStatChoice } from '../../../shared/analysis/grid-declaration';
import { defineSideBySide } from '../../../shared/analysis/side-by-side';
import {
  readVersus,
  sideBySideEngineCall,
  sideBySideHelp,
  sideBySideOptionNames,
  sideBySideOptions,
  sideBySideReport,
} from '../../../shared/analysis/side-by-side-cli';
import { gridFamily } from '../../../shared/balance/cli';
import { meetsGoal } from '../../../shared/analysis/goal-seek';
import { GivenFlags, type FlagValue, type FlagValues } from '../../../shared/cli/flags';
import { listNames } from '../../../shared/cli/names';
import { PROJECT_OPTIONS } from '../../../shared/cli/options';
import { patternFlags } from '../../../shared/cli/pattern-file';
import { defineReportFamily } from '../../../shared/cli/report-family';
import { UsageError } from '../../../shared/cli/usage-error';
import { parseDice } from '../../../shared/engine/dice-notation';
import { sumTerms, type Explained } from '../../../shared/engine/explain';
import { Memo } from '../../../shared/engine/memo';
import type { ReportTable } from '../../../shared/report/report-table';
import { reportToCsv } from '../../../shared/report/to-csv';
import {
  diffReports,
  familyDiffReports,
  type DiffableReport,
} from '../../../shared/diff/report-diff';

/** The toy's rules: max mana = base + Int × per Int + level × per level; a wait of 600 / mana. */
interface ToyData {
  readonly base: number;
  readonly perInt: number;
  readonly perLevel: number;
}
interface ToyBuild {
  readonly id: string;
  readonly name: string;
  readonly int: number;
  readonly level: number;
}
interface ToySection {
  readonly data: ToyData;
  readonly builds: readonly ToyBuild[];
}
type ToyMeasure = 'max-mana' | 'wait';

const maxMana = (data: ToyData, build: ToyBuild) =>
  data.base + build.int * data.perInt + build.level * data.perLevel;
const wait = (data: ToyData, build: ToyBuild) => {
  const mana = maxMana(data, build);
  return mana > 0 ? 600 / mana : null;
};

const TOY = defineFigureAnalyses<'toy', ToyData, ToyBuild, ToyMeasure, 'int'>({
  ruleset: 'toy',
  buildNoun: 'hero',
  measures: [
    { id: 'max-mana', name: 'Max mana', column: 'max_mana', meaning: 'the pool', decimals: 0 },
    {
      id: 'wait',
      name: 'Wait',
      column: 'wait',
      meaning: 'seconds a point takes',
      decimals: 1,
      better: 'lower',
    },
  ],
  defaultMeasure: 'max-mana',
  where: {
    word: 'level',
    level: (build) => build.level,
    at: (build) => `level ${build.level}`,
    phrase: (build) => `at level ${build.level}`,
    fileSuffix: (build) => `-l${build.level}`,
    pin: (of) => of,
    help: "at the hero's level",
  },
  sensitivity: {
    description: 'Toy: what moves --measure most',
    columns: {
      inputs: 'Int and the three rule numbers',
      kinds: 'hero or rule',
      steps: 'one point',
      down: 'the move down',
      up: 'the move up',
      value: 'the measure after it',
      whose: 'hero’s',
      decimals: true,
    },
    steps: 'Int and each rule number by one.',
  },
  goal: {
    description: 'Toy: the nearest Int that brings --measure to a goal',
    columns: { inputs: 'Int', noun: 'score', whose: 'the hero’s' },
    heading: 'Goal: the nearest Int',
    tried: 'Int',
    help: 'e.g. --int 3 --at-least 40',
    set: (build, _input, score) => ({ ...build, int: score }),
  },
});

type Question = FigureQuestion<ToyData, ToyBuild, ToyMeasure>;
const figure = (data: ToyData, build: ToyBuild, measure: ToyMeasure) =>
  measure === 'wait' ? wait(data, build) : maxMana(data, build);

/** The only code the toy writes besides its declaration: its inputs and its figure. */
const TOY_FIGURES = figureComputation<ToyData, ToyBuild, ToyMeasure, 'int'>({
  measures: TOY.measures,
  check: ({ build }) => {
    if (build.int < 0 || build.int > 20) throw new RangeError(`${build.name}: Int 0 to 20`);
  },
  figure: ({ data, build }, { measure }: Question) => figure(data, build, measure),
  who: (build) => build.name,
  at: ({ build, level }) => TOY.where.at(build, level),
  inputs: ({ data, build }) => [
    {
      id: 'int',
      kind: 'hero',
      name: 'Int',
      realistic: 'one point',
      down: {
        step: `${build.int} → ${build.int - 1}`,
        moved: { data, build: { ...build, int: build.int - 1 } },
      },
      up: {
        step: `${build.int} → ${build.int + 1}`,
        moved: { data, build: { ...build, int: build.int + 1 } },
      },
    },
    ...(['base', 'perInt', 'perLevel'] as const).map((key) => ({
      id: `rule:${key}`,
      kind: 'rule',
      name: key,
      realistic: 'one point',
      down: { step: 'down', moved: { data: { ...data, [key]: data[key] - 1 }, build } },
      up: { step: 'up', moved: { data: { ...data, [key]: data[key] + 1 }, build } },
    })),
  ],
  goalInputs: ({ data, build }) => [
    {
      id: 'int',
      name: 'Int',
      from: build.int,
      min: 0,
      max: 20,
      at: (score) => ({ data, build: { ...build, int: score } }),
    },
  ],
  basis: 'One at a time.',
});

const DATA: ToyData = { base: 10, perInt: 2, perLevel: 1 };

/** Flags as the parser gives them: `{ int: '5' }` → `--int 5`. */
const flags = (values: Record<string, string>) =>
  new GivenFlags(
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        [{ value, shown: `--${name} ${value}` }],
      ]),
    ) as FlagValues,
  );
const HERO: ToyBuild = { id: 'hero', name: 'Hero', int: 5, level: 8 };
const ask = (measure: ToyMeasure, build = HERO, data = DATA): Question => ({
  data,
  build,
  measure,
  level: build.level,
});

describe('a toy ruleset declared once', () => {
  const engine = figureEngineCalls(TOY, TOY_FIGURES);

  it('gets its engine calls by its id', () => {
    expect(Object.keys(engine).sort()).toEqual(['toy/goal', 'toy/sensitivity']);
  });

  it('ranks what moves its figure most, each move worked out from its rules', () => {
    const result = engine['toy/sensitivity'](ask('max-mana'));
    // 10 + 5 × 2 + 8 × 1 = 28; Int moves it by perInt (2), perInt by Int (5), perLevel by 8.
    expect(result.base).toBe(28);
    expect(result.title).toBe('Hero: what moves max mana at level 8');
    expect(result.rows.map((row) => [row.name, row.down?.change, row.up?.change])).toEqual([
      ['perLevel', -8, 8],
      ['perInt', -5, 5],
      ['Int', -2, 2],
      ['base', -1, 1],
    ]);
  });

  it('rounds the changes of a wait from the exact figures, the smaller wait being better', () => {
    const result = engine['toy/sensitivity'](ask('wait'));
    const base = 600 / 28;
    expect(result.base).toBeCloseTo(base, 10);
    const int = result.rows.find((row) => row.id === 'int');
    expect(int?.up).toEqual({
      step: '5 → 6',
      value: 20,
      change: Math.round((20 - base) * 10) / 10,
    });
    expect(naturalGoal(TOY.measures[1])).toBe('at-most');
    expect(naturalGoal(TOY.measures[0])).toBe('at-least');
  });

  it('finds the nearest Int that meets any goal, as trying every Int says', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 80 }),
        fc.constantFrom('at-most' as const, 'at-least' as const),
        fc.constantFrom<ToyMeasure>('max-mana', 'wait'),
        (int, level, target, goal, measure) => {
          const build = { ...HERO, int, level };
          const result = engine['toy/goal']({ ...ask(measure, build), goal, target });
          const shown = (score: number) => {
            const value = figure(DATA, { ...build, int: score }, measure);
            return value === null
              ? null
              : Math.round(value * 10 ** (measure === 'wait' ? 1 : 0)) /
                  10 ** (measure === 'wait' ? 1 : 0);
          };
          // By brute force: every Int from 0 to 20, the nearest first, the upper on a tie.
          const meeting = Array.from({ length: 21 }, (_, score) => score)
            .filter((score) => meetsGoal(shown(score), goal, target))
            .sort((a, b) => Math.abs(a - int) - Math.abs(b - int) || b - a);
          const [row] = result.rows;
          expect(row?.to).toBe(meetsGoal(shown(int), goal, target) ? int : (meeting[0] ?? null));
        },
      ),
      { numRuns: 300 },
    );
  });

  describe('its reports', () => {
    const own = defineReportFamily({
      options: { ...PROJECT_OPTIONS, int: { type: 'string', example: '5', number: true } },
      reports: [],
      help: () => [{ title: 'toy/*', entries: [{ term: '--int N', meaning: "the hero's Int" }] }],
      table: (_report, _section: ToySection) => {
        throw new Error('the toy has no reports of its own');
      },
    });
    const family = withFigureReports(own, TOY, TOY_FIGURES, {
      takes: ['project', 'build', 'int'],
      question: (section: ToySection, flags) => {
        const named = flags.one('build')?.value;
        const build =
          named === undefined
            ? section.builds[0]
            : section.builds.find((each) => each.id === named || each.name === named);
        if (build === undefined) throw new UsageError('the project has no hero');
        const int = flags.one('int');
        const hero = int === undefined ? build : { ...build, int: Number(int.value) };
        return { data: section.data, build: hero, level: hero.level };
      },
    });
    const section: ToySection = {
      data: DATA,
      builds: [HERO, { ...HERO, id: 'sage', name: 'Sage', int: 9 }],
    };
    const report = (name: string) => {
      const found = family.reports.find((each) => each.name === name);
      if (found === undefined) throw new Error(`no ${name}`);
      return found;
    };

    it('lists toy/sensitivity and toy/goal with every column documented and their options', () => {
      for (const name of ['toy/sensitivity', 'toy/goal']) {
        const table = family.table(report(name), section, flags({ 'at-least': '40' }));
        expect(report(name).columns.map((column) => column.name)).toEqual(table.columns);
        for (const column of report(name).columns) expect(column.meaning.length).toBeGreaterThan(5);
      }
      expect(report('toy/goal').options).toEqual([
        'project',
        'build',
        'int',
        'measure',
        'at-most',
        'at-least',
      ]);
      expect(Object.keys(family.options)).toEqual(
        expect.arrayContaining(['int', 'measure', 'at-most', 'at-least']),
      );
    });

    it('writes the engine’s own answer for the build and flags given', () => {
      const csv = reportToCsv(
        family.table(report('toy/sensitivity'), section, flags({ build: 'Sage', measure: 'Wait' })),
        { bom: false },
      );
      const sage = { ...HERO, id: 'sage', name: 'Sage', int: 9 };
      expect(csv.split('\r\n')[0]).toBe(
        'input,kind,realistic_step,down_step,down_value,down_change,up_step,up_value,up_change',
      );
      expect(csv).toContain(
        `Int,hero,one point,9 → 8,${Math.round(6000 / maxMana(DATA, { ...sage, int: 8 })) / 10}`,
      );
      const goal = family.table(report('toy/goal'), section, flags({ int: '1', 'at-least': '40' }));
      // 10 + 2 Int + 8 ≥ 40 first at Int 11.
      expect(goal.rows[0]?.slice(0, 3)).toEqual(['Int', 1, 11]);
    });

    it('reads --measure and the goal once, refusing alike', () => {
      expect(() =>
        family.table(report('toy/sensitivity'), section, flags({ measure: 'stamina' })),
      ).toThrow('unknown measure; choose one of max-mana, wait');
      expect(() => family.table(report('toy/goal'), section, flags({}))).toThrow(
        'toy/goal needs a goal: --at-most N or --at-least N',
      );
    });

    it('says its flags in --help under its own section', () => {
      const [section] = family.help();
      const terms = section?.entries.map((entry) =>
        typeof entry === 'string' ? entry : entry.term,
      );
      expect(terms).toEqual(['--int N', '--measure NAME', '--at-most N, --at-least N']);
      expect(JSON.stringify(section)).toContain(
        "toy/sensitivity and toy/goal: the figure at the hero's level, max-mana, wait (default max-mana)",
      );
    });

    it('diffs two toy projects build by build, a hero only one has added or removed', () => {
      const reports = familyDiffReports(family, (source: ToySection) =>
        source.builds.map((build) => build.id),
      ).filter((report) => report.name === 'toy/sensitivity');
      const next: ToySection = {
        data: { ...DATA, perLevel: 2 },
        builds: [HERO, { id: 'rogue', name: 'Rogue', int: 3, level: 4 }],
      };
      const changes = diffReports(
        { project: section, label: 'before' },
        { project: next, label: 'after' },
        reports,
      );
      const changed = (build: string) => changes.filter((change) => change.build === build);
      // Hero: perLevel 1 → 2 moves max mana 28 → 36, and each row's values with it.
      // perLevel's move down: 10 + 10 + 8 × 0 = 20 before, 10 + 10 + 8 × 1 = 28 after.
      expect(changed('hero')).toContainEqual(
        expect.objectContaining({ row: 'perLevel', column: 'down_value', base: 20, next: 28 }),
      );
      expect(changed('rogue').every((change) => change.base === null)).toBe(true);
      expect(changed('sage').every((change) => change.next === null)).toBe(true);
      expect(changed('sage').length).toBeGreaterThan(0);
      expect(
        diffReports({ project: section, label: 'a' }, { project: section, label: 'b' }, reports),
      ).toEqual([]);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Its balance grid: every hero at chosen levels, on the measures its figure analyses declare,
// with Int spread over its range. What the toy writes is the grid's words and a cell's figure.

const TOY_INT = { id: 'int', short: 'Int', name: 'Intelligence', min: 0, max: 20 };

const TOY_GRID = defineGrid({
  ruleset: 'toy',
  name: 'Toy',
  rowWord: 'hero',
  rowColumns: [{ name: 'hero', meaning: "the hero's name" }],
  axis: { heading: 'L', phrase: 'level', label: 'Levels', placeholder: 'LEVEL', min: 1 },
  maxLevel: () => 60,
  defaultLevels: () => [1, 10],
  measures: TOY.measures,
  defaultMeasures: ['max-mana'],
  spread: {
    word: 'stat',
    scoreWord: 'score',
    column: 'e.g. int for Int=0..20:5',
    choices: () => [TOY_INT],
    find: (name) => findStatChoice([TOY_INT], name),
  },
  roster: (section: ToySection) => section.builds.length,
  base: null,
  casting: null,
  empty: 'No heroes: add one.',
  never: 'no mana, so no wait',
  description: 'every toy hero at chosen levels',
  help: {
    levels: 'Toy: levels (default 1,10)',
    measures: 'Toy (default max-mana)',
    stats: 'Toy: Int 0–20',
  },
  given: (section: ToySection, { set }) => ({
    data: section.data,
    builds: section.builds.map((build) => ({ ...build, ...set })),
  }),
  compute: ({ data, builds, spec }: ToySection & { readonly spec: GridSpec }) => {
    const columns = gridColumns(TOY.measures, spec, TOY_GRID.axis);
    const spreadScores =
      spec.spread === null
        ? [null]
        : Array.from(
            { length: Math.floor((spec.spread.to - spec.spread.from) / spec.spread.step) + 1 },
            (_, i) => (spec.spread?.from ?? 0) + i * (spec.spread?.step ?? 1),
          );
    return {
      title: 'Toy heroes by level',
      rowKeys: [{ column: 'hero', heading: 'Hero' }],
      spreadStat: spec.spread === null ? null : 'Int',
      raceStats: false,
      columns,
      rows: builds.flatMap((build) =>
        spreadScores.map((score) => {
          const hero = score === null ? build : { ...build, int: score };
          return {
            key: score === null ? build.id : `${build.id}/${score}`,
            ids: [build.id],
            names: [build.name],
            score,
            cells: columns.map((column) =>
              figure(data, { ...hero, level: column.level }, column.measure as ToyMeasure),
            ),
          };
        }),
      ),
      basis: 'Each hero as the project has it.',
    };
  },
  cardOf: () => null,
  rowBuild: () => null,
});

describe('its balance grid', () => {
  const grids = gridFamily([TOY_GRID as never]);
  const [gridReport] = grids.reports;
  if (gridReport === undefined) throw new Error('no toy/grid');
  const section: ToySection = {
    data: DATA,
    builds: [HERO, { id: 'sage', name: 'Sage', int: 9, level: 1 }],
  };
  const table = (source: ToySection, given: Record<string, string> = {}) =>
    grids.table(gridReport, { toy: source } as never, flags(given));

  it('gets toy/grid with every column documented, its measures the figure analyses’ own', () => {
    expect(gridReport.name).toBe('toy/grid');
    expect(gridReport.columns.map((column) => column.name)).toEqual([
      'hero',
      '<stat>',
      'max_mana_l<LEVEL>',
      'wait_l<LEVEL>',
      '<column>_z',
      'outliers',
    ]);
    for (const column of gridReport.columns) expect(column.meaning.length).toBeGreaterThan(5);
    const [help] = grids.help();
    expect(help?.title).toBe('Balance grids: toy/grid');
    // Its own words on its levels, measures and stats, and none of another ruleset's.
    const said = JSON.stringify(help);
    for (const words of ['Toy: levels (default 1,10)', 'Toy (default max-mana): max-mana, wait']) {
      expect(said).toContain(words);
    }
    expect(said).not.toMatch(/NetHack|DCSS|Quest|Mage|Willpower/);
  });

  it('writes a row a hero, each cell the toy’s figure at that level; a spread a row a score', () => {
    const levels = table(section, { levels: '1,10', measure: 'max-mana' });
    expect(levels.columns).toEqual(['hero', 'max_mana_l1', 'max_mana_l10']);
    // 10 + 2 Int + level: Hero Int 5, Sage Int 9.
    expect(levels.rows).toEqual([
      ['Hero', 21, 30],
      ['Sage', 29, 38],
    ]);
    const spread = table(section, { levels: '4', measure: 'wait', stat: 'Int=0..20:10' });
    expect(spread.rows.map((row) => row.slice(0, 3))).toEqual(
      ['Hero', 'Sage'].flatMap((name) =>
        [0, 10, 20].map((int) => [name, int, 600 / (10 + 2 * int + 4)]),
      ),
    );
    expect(() => table(section, { levels: '61' })).toThrow(
      '--levels 61: "61" is not a level: give whole numbers from 1 to 60',
    );
  });

  it('diffs two toy projects over its sensitivity and its grid alike', () => {
    const own = defineReportFamily({
      options: { ...PROJECT_OPTIONS, int: { type: 'string', example: '5', number: true } },
      reports: [],
      help: () => [],
      table: () => {
        throw new Error('the toy has no reports of its own');
      },
    });
    const family = withFigureReports(own, TOY, TOY_FIGURES, {
      takes: ['project', 'build'],
      question: (source: ToySection, given) => {
        const id = given.one('build')?.value;
        const build = source.builds.find((each) => each.id === id) ?? HERO;
        return { data: source.data, build, level: build.level };
      },
    });
    // A goal needs a goal to be asked, so a diff runs it only when told one (as `wellspring diff`).
    const reports: DiffableReport<ToySection>[] = [
      ...familyDiffReports(family, (source: ToySection) => source.builds.map((b) => b.id)).filter(
        (report) => report.name !== 'toy/goal',
      ),
      { name: 'toy/grid', builds: () => [''], table: (source) => table(source) },
    ];
    const next: ToySection = { ...section, data: { ...DATA, perLevel: 2 } };
    const changes = diffReports(
      { project: section, label: 'before' },
      { project: next, label: 'after' },
      reports,
    );
    const reported = new Set(changes.map((change) => change.report));
    expect(reported).toEqual(new Set(['toy/sensitivity', 'toy/grid']));
    // perLevel 1 → 2 moves every cell by its level: Sage at level 10, 38 → 48.
    expect(changes).toContainEqual(
      expect.objectContaining({ report: 'toy/grid', column: 'max_mana_l10', base: 38, next: 48 }),
    );
    expect(
      diffReports({ project: section, label: 'a' }, { project: section, label: 'b' }, reports),
    ).toEqual([]);
  });
});

// Two builds side by side.

describe('a toy ruleset declaring two builds side by side', () => {
  /** The toy's answer for a hero: its max mana and its wait at each level up to its own. */
  type ToyCurves = readonly { readonly mana: number; readonly wait: number }[];
  /** The toy's rules over the levels: the only code it writes besides its declaration. */
  const curvesOf = (data: ToyData, build: ToyBuild): ToyCurves =>
    Array.from({ length: build.level }, (_, i) => {
      const mana = maxMana(data, { ...build, level: i + 1 });
      return { mana, wait: 600 / mana };
    });
  /** Its traces' engine call's input: a hero at one level. */
  interface ToyExplainInput {
    readonly data: ToyData;
    readonly build: ToyBuild;
    readonly level: number;
  }
  /** Its traces: max mana at a level, term by term (the toy's engine call). */
  const explainMana = ({ data, build, level }: ToyExplainInput): Explained =>
    sumTerms([
      { label: 'base', value: data.base },
      { label: 'Int', value: build.int * data.perInt },
      { label: 'levels', value: level * data.perLevel },
    ]);
  const TOY_SIDE_BY_SIDE = defineSideBySide<
    'toy',
    ToyData,
    ToyBuild,
    ToyCurves,
    ToyExplainInput,
    Explained,
    'rival',
    'toy/mana-explained'
  >({
    ruleset: 'toy',
    levels: {
      heading: 'Level',
      word: 'level',
      meaning: "the hero's level, 1 to the lower of the two",
      last: () => 60,
    },
    figures: [
      { key: 'max_mana', heading: 'max mana', values: (curves) => curves.map((at) => at.mana) },
      {
        key: 'wait',
        heading: 'wait',
        note: 'seconds a point takes',
        values: (curves) => curves.map((at) => at.wait),
      },
    ],
    rounding: { round: (value) => Math.round(value * 10) / 10, words: 'to 1 decimal' },
    traces: {
      from: 'call',
      call: 'toy/mana-explained',
      input: (data, build, level) => ({ data, build, level }),
      read: (a, b, level) => [{ title: `Max mana at level ${level}`, a, b }],
    },
    yTitle: 'B − A',
    pairingNote: 'Terms pair by name.',
    description: 'Toy: hero B beside hero A, by level: max mana, wait, B − A',
    versus: {
      flag: {
        name: 'rival',
        arg: 'HERO',
        example: 'Sage',
        help: (data) => `hero B, by name or id (default: the next hero); mana from ${data.base}`,
      },
      unknown: 'no such hero',
      // The hero after A's in the roster; refused: no hero for B, or B the very hero A is.
      choose: ({ builds, base, a, named, flag }) => {
        const at = builds.findIndex((each) => each.id === base?.id);
        const b = named ?? builds[(at + 1) % builds.length];
        if (b === undefined) return { refused: 'toy/side-by-side needs a hero for hero B' };
        if (b.id === a.id) {
          const what = flag?.shown ?? 'the roster has one hero';
          return { refused: `${what}: hero B is hero A; name another with --rival` };
        }
        return { b };
      },
    },
  });
  interface ToyPair {
    readonly data: ToyData;
    readonly a: ToyBuild;
    readonly b: ToyBuild;
  }
  const report = sideBySideReport(TOY_SIDE_BY_SIDE, {
    takes: ['project', 'build'],
    pair: ({ data, a, b }: ToyPair) => ({
      data,
      a: { name: a.name, build: a },
      b: { name: b.name, build: b },
    }),
    answer: curvesOf,
  });
  const toTenths = (value: number) => Math.round(value * 10) / 10;

  it('gets toy/side-by-side with every column said in its own nouns', () => {
    expect(report.name).toBe('toy/side-by-side');
    expect(report.description).toBe('Toy: hero B beside hero A, by level: max mana, wait, B − A');
    expect(report.options).toEqual(['project', 'build', 'rival']);
    expect(report.columns).toEqual([
      { name: 'level', meaning: "the hero's level, 1 to the lower of the two" },
      { name: 'a_<name>_max_mana', meaning: "build A's max mana (its name as a column name)" },
      { name: 'b_<name>_max_mana', meaning: "build B's max mana" },
      { name: 'change_max_mana', meaning: 'B − A, to 1 decimal' },
      { name: 'a_<name>_wait', meaning: "build A's wait (seconds a point takes)" },
      { name: 'b_<name>_wait', meaning: "build B's wait" },
      { name: 'change_wait', meaning: 'B − A, to 1 decimal' },
    ]);
    const table = report.make({ data: DATA, a: HERO, b: { ...HERO, name: 'Sage', int: 9 } });
    expect(table.columns).toEqual(
      report.columns.map((column) =>
        column.name.replace('a_<name>', 'a_hero').replace('b_<name>', 'b_sage'),
      ),
    );
    expect(reportToCsv(table, { bom: false }).split('\r\n')[0]).toBe(
      'level,a_hero_max_mana,b_sage_max_mana,change_max_mana,a_hero_wait,b_sage_wait,change_wait',
    );
    expect(table.headings?.slice(0, 4)).toEqual([
      'Level',
      'A Hero: max mana',
      'B Sage: max mana',
      'B − A max mana',
    ]);
  });

  // The only wiring the toy writes: where each built part goes (its pair: the first hero, B).
  const family = defineReportFamily({
    options: { ...PROJECT_OPTIONS, ...sideBySideOptions(TOY_SIDE_BY_SIDE) },
    reports: [report],
    help: () => [{ title: 'toy/*', entries: sideBySideHelp(TOY_SIDE_BY_SIDE, DATA) }],
    table: (asked, { data, builds }: ToySection, flags) => {
      const a = builds[0] ?? HERO;
      const pair = { data, builds, base: builds[0], a };
      const b = readVersus(TOY_SIDE_BY_SIDE, asked.name, pair, flags) ?? a;
      return asked.make({ data, a, b });
    },
  });
  const SAGE: ToyBuild = { ...HERO, id: 'sage', name: 'Sage', int: 9 };
  const roster = (...builds: ToyBuild[]) => ({ data: DATA, builds, base: builds[0], a: HERO });
  const given = (...pairs: readonly (readonly [string, string])[]) => {
    const values: Record<string, FlagValue[]> = {};
    for (const [name, value] of pairs)
      (values[name] ??= []).push({ value, shown: `--${name} ${value}` });
    return new GivenFlags(values);
  };
  const versusRefusal = (pair: ReturnType<typeof roster>, flags: GivenFlags) => {
    try {
      readVersus(TOY_SIDE_BY_SIDE, 'toy/side-by-side', pair, flags);
    } catch (error) {
      expect(error).toBeInstanceOf(UsageError);
      return (error as Error).message;
    }
    throw new Error('not refused');
  };

  it('gets its --rival flag, as the parser reads it, from its declaration', () => {
    expect(family.options).toMatchObject({ rival: { type: 'string', example: 'Sage' } });
    expect(sideBySideOptionNames(TOY_SIDE_BY_SIDE)).toEqual(['rival']);
    expect(report.options).toEqual(['project', 'build', 'rival']);
  });

  it('reads hero B by its rule, refused in its own words', () => {
    // No flag: the hero after A's in the roster; by name or id, in any case.
    expect(readVersus(TOY_SIDE_BY_SIDE, 'toy/side-by-side', roster(HERO, SAGE), given())).toBe(
      SAGE,
    );
    const named = given(['rival', 'SAGE']);
    expect(readVersus(TOY_SIDE_BY_SIDE, 'toy/side-by-side', roster(HERO, SAGE), named)).toBe(SAGE);
    // Another report is given none.
    expect(readVersus(TOY_SIDE_BY_SIDE, 'toy/fit', roster(HERO, SAGE), named)).toBeNull();
    expect(versusRefusal(roster(HERO, SAGE), given(['rival', 'Nobody']))).toBe(
      '--rival Nobody: no such hero; choose one of Hero, Sage',
    );
    expect(versusRefusal(roster(HERO, SAGE), given(['rival', 'hero']))).toBe(
      '--rival hero: hero B is hero A; name another with --rival',
    );
    expect(versusRefusal(roster(HERO), given())).toBe(
      'the roster has one hero: hero B is hero A; name another with --rival',
    );
    expect(versusRefusal(roster(), given())).toBe('toy/side-by-side needs a hero for hero B');
  });

  it('says its flag in --help, after its report’s name', () => {
    const [help] = family.help();
    expect(help?.entries).toEqual([
      {
        term: '--rival HERO',
        meaning: 'toy/side-by-side: hero B, by name or id (default: the next hero); mana from 10',
      },
    ]);
  });

  it('gets toy/side-by-side of the hero the flag names, through its family', () => {
    const section: ToySection = { data: DATA, builds: [HERO, { ...SAGE, name: 'Mage' }, SAGE] };
    const header = (flags: GivenFlags) =>
      reportToCsv(family.table(report, section, flags), { bom: false }).split('\r\n')[0];
    expect(header(given(['rival', 'sage']))).toMatch(/^level,a_hero_max_mana,b_sage_max_mana,/);
    expect(header(given())).toMatch(/^level,a_hero_max_mana,b_mage_max_mana,/);
    expect(() => family.table(report, section, given(['rival', 'Hero']))).toThrow(
      '--rival Hero: hero B is hero A; name another with --rival',
    );
  });

  it('gets its traces’ engine call, under its declared name, answered by its function', () => {
    const engine = sideBySideEngineCall(TOY_SIDE_BY_SIDE, explainMana);
    expect(Object.keys(engine)).toEqual(['toy/mana-explained']);
    const { traces } = TOY_SIDE_BY_SIDE;
    if (traces.from !== 'call') throw new Error('the toy declares its traces as a call');
    // The card asks it with the declaration's input; what it answers is what the card reads.
    const explained = engine['toy/mana-explained'](traces.input(DATA, SAGE, 7));
    expect(traces.read(explained, explained, 7).map((trace) => trace.title)).toEqual([
      'Max mana at level 7',
    ]);
    expect(explained.value).toBe(maxMana(DATA, { ...SAGE, level: 7 }));
    // A declaration whose traces are read off its answers has no call to place.
    const fromAnswers = {
      ...TOY_SIDE_BY_SIDE,
      traces: { from: 'answer', read: () => [] },
    } as const;
    expect(() => sideBySideEngineCall(fromAnswers, explainMana)).toThrow(
      'toy/side-by-side: its traces are read off its answers, not a call',
    );
  });

  it('writes A, B and B − A of the values as written, level by level, as working each out says', () => {
    fc.assert(
      fc.property(
        fc.record({
          base: fc.integer({ min: 1, max: 40 }),
          perInt: fc.integer({ min: 0, max: 5 }),
          perLevel: fc.integer({ min: 0, max: 5 }),
        }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 60 }),
        (data, intA, levelA, intB, levelB) => {
          const a = { ...HERO, int: intA, level: levelA };
          const b = { ...HERO, id: 'b', name: 'Rival', int: intB, level: levelB };
          const table = report.make({ data, a, b });
          // Level by level, by hand: the mana, the wait to tenths, and B − A of what is written.
          const rows = Array.from({ length: Math.min(levelA, levelB) }, (_, i) => {
            const level = i + 1;
            const manaA = data.base + intA * data.perInt + level * data.perLevel;
            const manaB = data.base + intB * data.perInt + level * data.perLevel;
            const waitA = toTenths(600 / manaA);
            const waitB = toTenths(600 / manaB);
            return [level, manaA, manaB, manaB - manaA, waitA, waitB, toTenths(waitB - waitA)];
          });
          expect(table.rows).toEqual(rows);
          expect(table.title).toBe('Rival against Hero by level');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('writes an exact half up, and B − A of the values as written, not of the exact ones', () => {
    const one = { ...HERO, level: 1, int: 0 };
    const pair = (manaA: number, manaB: number) =>
      report.make({
        data: { base: manaA, perInt: manaB - manaA, perLevel: 0 },
        a: one,
        b: { ...one, name: 'Other', int: 1 },
      }).rows[0];
    // Mana 16: a wait of exactly 37.5; mana 32: 18.75, an exact half, written 18.8.
    expect(pair(16, 32)).toEqual([1, 16, 32, 16, 37.5, 18.8, -18.7]);
    // Mana 9 and 11: waits 66.666… and 54.545…, written 66.7 and 54.5. B − A of those is −12.2;
    // of the exact waits, −12.12…, it would be −12.1.
    expect(pair(9, 11)).toEqual([1, 9, 11, 2, 66.7, 54.5, -12.2]);
  });

  it('stops at the lower-levelled hero, and keeps two heroes of one name apart', () => {
    const twin = { ...HERO, name: 'Twin', level: 3 };
    const table = report.make({ data: DATA, a: twin, b: { ...twin, level: 5, int: 6 } });
    expect(table.rows.map((row) => row[0])).toEqual([1, 2, 3]);
    expect(table.columns.slice(1, 4)).toEqual([
      'a_twin_max_mana',
      'b_twin_max_mana',
      'change_max_mana',
    ]);
    // Int 6 against 5, perInt 2: B has 2 more mana at every level.
    expect(table.rows.map((row) => row[3])).toEqual([2, 2, 2]);
  });
});

// Its endurance: a fight of casts from its pool, declared once; the flags, their reader, their
// help, the report and the engine call are built from the declaration.

describe('a toy ruleset declaring its endurance', () => {
  interface ToySpell {
    readonly id: string;
    readonly name: string;
    readonly cost: number;
  }
  /** The toy's rules, and its spells: mana comes back at `regen` a second. */
  interface ToyFightData extends ToyData {
    readonly spells: readonly ToySpell[];
    readonly regen: number;
  }
  interface ToyCast {
    readonly spellId: string;
    readonly damage: string;
  }
  interface ToyPattern {
    readonly rotation: readonly ToyCast[];
    readonly everySeconds: number;
    readonly targetHp: number;
    /** Mana comes back while fighting. */
    readonly regen: boolean;
  }
  interface ToyFightInput {
    readonly data: ToyFightData;
    readonly build: ToyBuild;
    readonly pattern: ToyPattern;
  }
  interface ToyFightRow {
    readonly level: number;
    readonly maxMana: number;
    /** Casts from full before the pool cannot pay for the next; null: 1000 casts and on. */
    readonly castsBeforeEmpty: number | null;
  }
  interface ToyFight extends EnduranceAnswer<ToyFightRow> {
    readonly castsToKill: Spread;
  }

  const FIGHT_DATA: ToyFightData = {
    ...DATA,
    spells: [
      { id: 'spark', name: 'Spark', cost: 4 },
      { id: 'bolt', name: 'Bolt', cost: 9 },
    ],
    regen: 1,
  };
  const LAST_LEVEL = 3;
  const START: ToyPattern = {
    rotation: [{ spellId: 'spark', damage: '2d4' }],
    everySeconds: 2,
    targetHp: 10,
    regen: true,
  };
  const checkEvery = (value: number) => checkWholeBetween(value, 1, 60, 'seconds');

  /** The toy's fight, the only code it writes besides its declaration: level by level. */
  function computeToyFight({ data, build, pattern }: ToyFightInput): ToyFight {
    const costs = pattern.rotation.map(
      (cast) => data.spells.find((spell) => spell.id === cast.spellId)?.cost ?? 0,
    );
    const back = pattern.regen ? data.regen * pattern.everySeconds : 0;
    const levels = Array.from({ length: LAST_LEVEL }, (_, i) => {
      const level = i + 1;
      const pool = maxMana(data, { ...build, level });
      let mana = pool;
      let casts = 0;
      while (casts < 1000 && mana >= (costs[casts % costs.length] ?? 0)) {
        mana = Math.min(pool, mana - (costs[casts % costs.length] ?? 0) + back);
        casts += 1;
      }
      return { level, maxMana: pool, castsBeforeEmpty: casts === 1000 ? null : casts };
    });
    const kill = castsToKill(
      pattern.rotation.map((cast) => parseDice(cast.damage.trim() === '' ? '0' : cast.damage)),
      pattern.targetHp,
    );
    return {
      levels,
      explain: [],
      basis: `casting every ${pattern.everySeconds} s`,
      castsToKill: kill.casts,
    };
  }
  const toyFightReport = (buildName: string, fight: ToyFight): ReportTable => ({
    title: `Endurance of ${buildName}: ${fight.basis}`,
    columns: [
      'level',
      'max_mana',
      'casts_before_empty',
      'casts_to_kill_p5',
      'casts_to_kill_p50',
      'casts_to_kill_p95',
    ],
    rows: fight.levels.map((row) => [
      row.level,
      row.maxMana,
      row.castsBeforeEmpty ?? 'holds',
      fight.castsToKill.p5 ?? 'never',
      fight.castsToKill.p50 ?? 'never',
      fight.castsToKill.p95 ?? 'never',
    ]),
  });

  /** The toy's declaration: its figures, levels, question, form (with its flags) and words. */
  const TOY_ENDURANCE = defineEnduranceAnalysis<
    'toy',
    ToyFightData,
    ToyBuild,
    undefined,
    ToyPattern,
    ToyPattern,
    ToyFightInput,
    ToyFightRow,
    ToyFight,
    ToyCast,
    'cast' | 'every' | 'target-hp' | 'no-regen'
  >({
    ruleset: 'toy',
    call: 'toy/endurance',
    figures: [
      {
        id: 'casts-before-empty',
        name: 'Casts before empty',
        axis: 'Casts from full',
        meaning: 'Casts from a full pool before it cannot pay for the next',
        read: (row) => row.castsBeforeEmpty,
        none: 'the pace holds',
        gaps: 'there the pace holds',
        log: false,
      },
    ],
    initialFigure: 'casts-before-empty',
    levels: {
      title: 'Level',
      word: 'level',
      heading: () => `Endurance, levels 1–${LAST_LEVEL}`,
      last: () => LAST_LEVEL,
      of: (row) => row.level,
    },
    initial: START,
    pattern: (stored) => stored,
    form: {
      fields: [
        {
          kind: 'whole',
          key: 'everySeconds',
          id: 'toy-endurance-every',
          label: 'Every (s)',
          check: checkEvery,
          flag: {
            name: 'every',
            arg: 'SECONDS',
            example: '2',
            help: (_data, pattern) =>
              `seconds between casts (1 to 60, default ${pattern.everySeconds})`,
          },
        },
        {
          kind: 'whole',
          key: 'targetHp',
          id: 'toy-endurance-target-hp',
          label: 'Target HP',
          check: checkTargetHp,
          flag: TARGET_HP_FLAG,
        },
        {
          kind: 'switch',
          key: 'regen',
          label: 'Mana back while fighting',
          flag: {
            name: 'no-regen',
            sets: false,
            help: (data) => `no mana comes back while fighting (else ${data.regen} a second)`,
          },
        },
      ],
      rotation: {
        key: 'rotation',
        label: 'Rotation',
        noun: 'cast',
        blank: (data) => ({ spellId: data.spells[0]?.id ?? '', damage: '' }),
        choice: {
          ariaLabel: (index) => `Cast ${index + 1}`,
          options: (data) => data.spells.map((spell) => ({ value: spell.id, name: spell.name })),
          read: (cast) => cast.spellId,
          write: (cast, spellId) => ({ ...cast, spellId }),
          flag: { by: 'name', noun: 'spell' },
        },
        damage: {
          id: (index) => `toy-endurance-damage-${index}`,
          label: () => 'Damage',
          read: (cast) => cast.damage,
          write: (cast, damage) => ({ ...cast, damage }),
          check: (damage) => checkDamage(damage),
        },
        flag: {
          name: 'cast',
          arg: 'SPELL[=DICE]',
          example: 'Spark=2d4',
          help: (data) => `a spell cast in turn, and its damage: ${listNames(data.spells)}`,
          check: checkDamage,
          tooMany: 'the rotation takes at most 12 casts',
        },
      },
      help: 'Damage is dice like 2d4.',
      fileExample: '{"every": 3}',
    },
    at: (build) => build.level,
    atLabel: (build, at) => `Level ${at} (${build.name})`,
    input: (data, build, pattern) => ({ data, build, pattern }),
    conditions: () => 'at the pace',
    note: () => 'The pattern is the card’s.',
    report: toyFightReport,
  });

  interface ToyFightSection {
    readonly data: ToyFightData;
    readonly builds: readonly ToyBuild[];
  }
  const section: ToyFightSection = { data: FIGHT_DATA, builds: [HERO] };

  /** Flags as the parser gives them, each value in the order typed. */
  const typed = (...pairs: readonly (readonly [string, string])[]) => {
    const values: Record<string, FlagValue[]> = {};
    for (const [name, value] of pairs) {
      (values[name] ??= []).push({
        value,
        shown: value === 'true' ? `--${name}` : `--${name} ${value}`,
      });
    }
    return new GivenFlags(values);
  };

  // The only wiring the toy writes: its report's words and table, and where each part goes.
  const report = enduranceCliReport(TOY_ENDURANCE, {
    takes: ['project', 'build'],
    description: 'Toy: casts before empty and casts to kill, at every level',
    columns: [
      { name: 'level', meaning: 'the hero’s level, 1 to 3' },
      { name: 'max_mana', meaning: 'the pool at that level' },
      { name: 'casts_before_empty', meaning: 'casts from full at the pace; "holds" past 1000' },
      ...spreadColumnDocs('casts_to_kill', 'casts to kill the --target-hp target, 5th percentile'),
    ],
    make: ({ data, build, pattern }: ToyFightInput) =>
      toyFightReport(build.name, computeToyFight({ data, build, pattern })),
  });
  const family = defineReportFamily({
    options: { ...PROJECT_OPTIONS, ...enduranceOptions(TOY_ENDURANCE) },
    reports: [report],
    help: () => [{ title: 'toy/*', entries: enduranceHelp(TOY_ENDURANCE, FIGHT_DATA) }],
    endurancePattern: endurancePatternFlags(
      TOY_ENDURANCE,
      (source: ToyFightSection) => source.data,
    ),
    table: (asked, source: ToyFightSection, flags) =>
      asked.make({
        data: source.data,
        build: source.builds[0] ?? HERO,
        pattern: readPattern(TOY_ENDURANCE, source.data, flags),
      }),
  });

  it('gets its toy/endurance engine call, the answer its computation’s', () => {
    const engine = enduranceEngineCall(TOY_ENDURANCE, computeToyFight);
    expect(Object.keys(engine)).toEqual(['toy/endurance']);
    const answer = engine['toy/endurance'](
      { data: FIGHT_DATA, build: HERO, pattern: START },
      new Memo(),
    );
    // Pools 21, 22, 23 (10 + 2 × 5 + level); Spark costs 4 and 2 s bring 2 back: a net 2 a cast,
    // so 9, 10 and 10 casts before the pool holds less than 4.
    expect(answer.levels).toEqual([
      { level: 1, maxMana: 21, castsBeforeEmpty: 9 },
      { level: 2, maxMana: 22, castsBeforeEmpty: 10 },
      { level: 3, maxMana: 23, castsBeforeEmpty: 10 },
    ]);
    // 2d4 against 10 HP: never in one cast, 150/256 by two, 1 − 84/4096 by three.
    expect(answer.castsToKill).toEqual({ p5: 2, p50: 2, p95: 3 });
  });

  it('gets its flags, as the parser reads them, from its form', () => {
    expect(family.options).toMatchObject({
      cast: { type: 'string', multiple: true, example: 'Spark=2d4' },
      every: { type: 'string', example: '2', number: true },
      'target-hp': { type: 'string', example: '40', number: true },
      'no-regen': { type: 'boolean' },
      pattern: { type: 'string', example: 'pattern.json' },
    });
    expect(enduranceOptionNames(TOY_ENDURANCE)).toEqual([
      'cast',
      'every',
      'target-hp',
      'no-regen',
      'pattern',
    ]);
    expect(report.options).toEqual([
      'project',
      'build',
      'cast',
      'every',
      'target-hp',
      'no-regen',
      'pattern',
    ]);
  });

  it('reads its flags onto the card’s start, each refused in its field’s own words', () => {
    expect(readPattern(TOY_ENDURANCE, FIGHT_DATA, typed())).toEqual(START);
    expect(
      readPattern(
        TOY_ENDURANCE,
        FIGHT_DATA,
        typed(['cast', 'spark'], ['cast', 'BOLT=3d6'], ['every', '5'], ['no-regen', 'true']),
      ),
    ).toEqual({
      rotation: [
        { spellId: 'spark', damage: '' },
        { spellId: 'bolt', damage: '3d6' },
      ],
      everySeconds: 5,
      targetHp: 10,
      regen: false,
    });
    const refusal = (...pairs: readonly (readonly [string, string])[]) => {
      try {
        readPattern(TOY_ENDURANCE, FIGHT_DATA, typed(...pairs));
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError);
        return (error as Error).message;
      }
      throw new Error('not refused');
    };
    const every = TOY_ENDURANCE.form.fields[0];
    expect(every?.kind === 'whole' && every.check(61)).toBe(
      'A whole number of seconds from 1 to 60.',
    );
    expect(refusal(['every', '61'])).toBe('--every 61: a whole number of seconds from 1 to 60');
    expect(refusal(['every', 'soon'])).toBe('--every soon: give a whole number');
    expect(refusal(['target-hp', '0'])).toBe(
      '--target-hp 0: a whole number of hit points from 1 to 5000',
    );
    expect(refusal(['cast', 'Fire=1d6'])).toBe(
      '--cast Fire=1d6: unknown spell; choose one of Spark, Bolt',
    );
    expect(refusal(['cast', 'Spark=2x4'])).toBe(
      '--cast Spark=2x4: "2x4" is not dice like 2d6 or a whole number',
    );
    expect(refusal(...Array.from({ length: 13 }, () => ['cast', 'spark'] as const))).toBe(
      '--cast: the rotation takes at most 12 casts',
    );
  });

  it('reads a --pattern file’s flags alike, a mistake named by its JSON path', () => {
    const takes = new Map(
      enduranceOptionNames(TOY_ENDURANCE).map((name) => [name, family.options[name]] as const),
    );
    const file = (json: string) =>
      readPattern(TOY_ENDURANCE, FIGHT_DATA, new GivenFlags(patternFlags(json, 'p.json', takes)));
    expect(file('{"cast": ["Bolt=1d4"], "target-hp": 30}')).toEqual({
      ...START,
      rotation: [{ spellId: 'bolt', damage: '1d4' }],
      targetHp: 30,
    });
    expect(() => file('{"every": 0}')).toThrow(
      'p.json $.every: a whole number of seconds from 1 to 60',
    );
    // What compare/endurance --patterns reads under "toy": the same flags, the same pattern.
    const compared = family.endurancePattern;
    expect(compared?.options).toEqual(enduranceOptionNames(TOY_ENDURANCE));
    expect(compared?.example).toBe('{"every": 3}');
    expect(compared?.read(section, typed(['every', '3']))).toEqual({ ...START, everySeconds: 3 });
  });

  it('says its flags in --help, each after its report’s name, limits and defaults from its data', () => {
    const [help] = family.help();
    expect(help?.entries).toEqual([
      {
        term: '--cast SPELL[=DICE]',
        meaning: 'toy/endurance: a spell cast in turn, and its damage: Spark, Bolt',
      },
      {
        term: '--every SECONDS',
        meaning: 'toy/endurance: seconds between casts (1 to 60, default 2)',
      },
      {
        term: '--target-hp N',
        meaning:
          'toy/endurance: the hit points of the target each fight kills (1 to 5000, default 10)',
      },
      {
        term: '--no-regen',
        meaning: 'toy/endurance: no mana comes back while fighting (else 1 a second)',
      },
      {
        term: '--pattern FILE',
        meaning:
          'toy/endurance: the pattern from a JSON file whose keys are these flags’ names, e.g. ' +
          '{"cast": ["Spark=2d4"], "every": 2, "target-hp": 40, "no-regen": true} (numbers as ' +
          'numbers, not "2"; at most 64 KB); flags typed as well win over the file’s',
      },
    ]);
  });

  it('gets toy/endurance, every column documented, its table the engine’s answer', () => {
    expect(report.name).toBe('toy/endurance');
    const table = family.table(
      report,
      section,
      typed(['cast', 'Bolt=9'], ['every', '3'], ['no-regen', 'true']),
    );
    expect(report.columns.map((column) => column.name)).toEqual(table.columns);
    // Bolt costs 9 and nothing comes back: 2 casts from 21, 22 and 23; 9 a cast kills 10 HP in 2.
    expect(reportToCsv(table, { bom: false })).toBe(
      'level,max_mana,casts_before_empty,casts_to_kill_p5,casts_to_kill_p50,casts_to_kill_p95\r\n' +
        '1,21,2,2,2,2\r\n2,22,2,2,2,2\r\n3,23,2,2,2,2\r\n',
    );
    expect(() => family.table(report, section, typed(['every', '0']))).toThrow(
      '--every 0: a whole number of seconds from 1 to 60',
    );
  });
});

describe('a toy ruleset declaring its curve from targets', () => {
  const LAST_LEVEL = 10;
  type ToyFitValue = 'base' | 'per-level';
  interface ToyFitInput {
    readonly data: ToyData;
    readonly build: ToyBuild;
    readonly targets: readonly CurveTarget[];
    readonly value: ToyFitValue;
  }
  const curve = (data: ToyData, build: ToyBuild) =>
    Array.from({ length: LAST_LEVEL }, (_, i) => maxMana(data, { ...build, level: i + 1 }));

  /** The toy's fit, the only code it writes besides its declaration: every whole value tried. */
  const fitToy = ({ data, build, targets, value }: ToyFitInput): OneValueFit => {
    const key = value === 'base' ? 'base' : 'perLevel';
    const from = data[key];
    const missOf = (tried: number) => {
      const fitted = curve({ ...data, [key]: tried }, build);
      return targets.reduce((sum, { level, value: wanted }) => {
        const miss = (fitted[level - 1] ?? 0) - wanted;
        return sum + miss * miss;
      }, 0);
    };
    let to = from;
    for (let tried = 0; tried <= 99; tried += 1) {
      const better = missOf(tried) - missOf(to);
      if (better < 0 || (better === 0 && Math.abs(tried - from) < Math.abs(to - from))) to = tried;
    }
    return {
      name: value === 'base' ? 'Base mana' : 'Mana per level',
      from,
      to,
      rows: targets.map(({ level, value: target }) => ({ level, target })),
      now: curve(data, build),
      fitted: curve({ ...data, [key]: to }, build),
      explain: `${missOf(to)} squared points missed`,
    };
  };
  const toyFitReport = (fit: OneValueFit): ReportTable => ({
    title: `${fit.name} ${fit.from} → ${fit.to}`,
    columns: ['level', 'target', 'now', 'proposed'],
    rows: fit.rows.map(({ level, target }) => [
      level,
      target,
      fit.now[level - 1] ?? 0,
      fit.fitted[level - 1] ?? 0,
    ]),
  });

  /** The toy's declaration: its choice and targets (with their flags), check, input and words. */
  const TOY_FIT = defineFitAnalysis<
    'toy',
    ToyData,
    ToyBuild,
    { readonly value: ToyFitValue },
    ToyFitInput,
    OneValueFit,
    'value' | 'target'
  >({
    ruleset: 'toy',
    call: 'toy/fit',
    heading: 'Curve from targets',
    fieldId: 'toy-fit-targets',
    explainTestId: 'toy-fit-explain',
    xTitle: 'Level',
    yTitle: () => 'Max mana',
    maxLevel: () => LAST_LEVEL,
    choices: {
      value: {
        label: 'Value',
        options: () => [
          { value: 'base', name: 'Base mana' },
          { value: 'per-level', name: 'Mana per level' },
        ],
        initial: 'base',
        flag: {
          name: 'value',
          arg: 'NAME',
          example: 'per-level',
          help: () => 'the value it proposes: base (default) or per-level',
        },
      },
    },
    targetsFlag: {
      name: 'target',
      arg: 'LEVEL=MANA',
      example: '10=30',
      help: () => `a point the max mana curve passes through, level 1 to ${LAST_LEVEL}`,
    },
    check: (targets) => checkCurveTargets(targets, LAST_LEVEL, 'Level'),
    input: (data, build, targets, { value }) => ({ data, build, targets, value }),
    shown: (fit) => showOneValueFit(fit, toyFitReport(fit)),
    summary: (build, fit) => `Max mana of ${build.name}, now and with ${fit.name} ${fit.to}.`,
    emptyColumns: ['level', 'target', 'now', 'proposed'],
    csvName: (build, { value }) => `${build.id}-fit-${value}.csv`,
    apply: (fit) => ({
      data: (data) => ({ ...data, [fit.name === 'Base mana' ? 'base' : 'perLevel']: fit.to }),
    }),
    unchangedTitle: 'The value fits best already',
    hint: () => 'Type the levels and max mana the curve should pass through, like 1=23, 10=50.',
  });

  interface ToyFitReportInput {
    readonly data: ToyData;
    readonly build: ToyBuild;
    readonly fit: FitQuestion<{ readonly value: ToyFitValue }> | null;
  }

  // The only wiring the toy writes: its report's words, and where each built part goes.
  const report = fitCliReport(TOY_FIT, {
    takes: ['project', 'build'],
    description: 'Toy: the whole base or per-level mana whose curve passes nearest the targets',
    columns: [
      { name: 'level', meaning: 'the level of a target' },
      { name: 'target', meaning: 'the max mana wanted there' },
      { name: 'now', meaning: 'the max mana there today' },
      { name: 'proposed', meaning: 'the max mana there with the proposed value' },
    ],
    answer: ({ data, build }: ToyFitReportInput, { choices, targets }) =>
      fitToy(TOY_FIT.input(data, build, targets, choices)),
  });
  const family = defineReportFamily({
    options: { ...PROJECT_OPTIONS, ...fitOptions(TOY_FIT) },
    reports: [report],
    help: () => [{ title: 'toy/*', entries: fitHelp(TOY_FIT, DATA) }],
    table: (asked, source: ToySection, flags) => {
      const build = source.builds[0] ?? HERO;
      return asked.make({
        data: source.data,
        build,
        fit: readFit(TOY_FIT, source.data, build, flags),
      });
    },
  });
  const section: ToySection = { data: DATA, builds: [HERO] };

  /** Flags as the parser gives them, each value in the order typed. */
  const typed = (...pairs: readonly (readonly [string, string])[]) => {
    const values: Record<string, FlagValue[]> = {};
    for (const [name, value] of pairs)
      (values[name] ??= []).push({ value, shown: `--${name} ${value}` });
    return new GivenFlags(values);
  };
  const refusal = (...pairs: readonly (readonly [string, string])[]) => {
    try {
      readFit(TOY_FIT, DATA, HERO, typed(...pairs));
    } catch (error) {
      expect(error).toBeInstanceOf(UsageError);
      return (error as Error).message;
    }
    throw new Error('not refused');
  };

  it('gets its toy/fit engine call, the answer its fit', () => {
    const engine = fitEngineCall(TOY_FIT, fitToy);
    expect(Object.keys(engine)).toEqual(['toy/fit']);
    // Max mana 20 + 1 a level today; 23 at level 1 and 50 at 10 is 20 + 3 a level, exactly.
    const fit = engine['toy/fit']({
      data: DATA,
      build: HERO,
      targets: [
        { level: 1, value: 23 },
        { level: 10, value: 50 },
      ],
      value: 'per-level',
    });
    expect([fit.from, fit.to, fit.explain]).toEqual([1, 3, '0 squared points missed']);
  });

  it('gets its flags, as the parser reads them, from its declaration', () => {
    expect(family.options).toMatchObject({
      value: { type: 'string', example: 'per-level' },
      target: { type: 'string', multiple: true, example: '10=30' },
    });
    expect(fitOptionNames(TOY_FIT)).toEqual(['value', 'target']);
    expect(report.options).toEqual(['project', 'build', 'value', 'target']);
    // Targets declared `first` (DCSS's --target XL=HP, --shape NAME) come before the choices.
    const first = { ...TOY_FIT, targetsFlag: { ...TOY_FIT.targetsFlag, first: true } };
    expect(Object.keys(fitOptions(first))).toEqual(['target', 'value']);
    expect(fitHelp(first, DATA).map((entry) => entry.term)).toEqual([
      '--target LEVEL=MANA',
      '--value NAME',
    ]);
  });

  it('reads its choice and targets, each refused in the card’s own words', () => {
    expect(readFit(TOY_FIT, DATA, HERO, typed(['target', '1=23, 10=50']))).toEqual({
      choices: { value: 'base' },
      targets: [
        { level: 1, value: 23 },
        { level: 10, value: 50 },
      ],
    });
    expect(
      readFit(TOY_FIT, DATA, HERO, typed(['value', 'Per-Level'], ['target', '10=50'])).choices,
    ).toEqual({ value: 'per-level' });
    expect(refusal()).toBe('toy/fit needs a target: --target LEVEL=MANA, e.g. --target 10=30');
    // The choice is read first, as every ruleset's fit has.
    expect(refusal(['value', 'speed'])).toBe('--value speed: choose one of base, per-level');
    expect(refusal(['target', 'ten'])).toBe('--target ten: "ten" is not LEVEL=VALUE, like 60=500');
    expect(TOY_FIT.check([{ level: 11, value: 30 }], DATA)).toBe(
      "Level 11: a target's level is a whole number from 1 to 10.",
    );
    expect(refusal(['target', '11=30'])).toBe(
      "--target 11=30: Level 11: a target's level is a whole number from 1 to 10",
    );
    // The targets together are checked once, said on the last.
    expect(refusal(['target', '1=23'], ['target', '1=25'])).toBe(
      '--target 1=25: Level 1 has two targets: give it one',
    );
  });

  it('says its flags in --help, each after its report’s name', () => {
    const [help] = family.help();
    expect(help?.entries).toEqual([
      {
        term: '--value NAME',
        meaning: 'toy/fit: the value it proposes: base (default) or per-level',
      },
      {
        term: '--target LEVEL=MANA',
        meaning: 'toy/fit: a point the max mana curve passes through, level 1 to 10',
      },
    ]);
  });

  it('gets toy/fit, every column documented, its table the card’s', () => {
    expect(report.name).toBe('toy/fit');
    const table = family.table(
      report,
      section,
      typed(['value', 'per-level'], ['target', '1=23'], ['target', '10=50']),
    );
    expect(report.columns.map((column) => column.name)).toEqual(table.columns);
    expect(reportToCsv(table, { bom: false })).toBe(
      'level,target,now,proposed\r\n1,23,21,23\r\n10,50,30,50\r\n',
    );
    // The card draws the same fit, and its CSV is this table.
    const shown = TOY_FIT.shown(
      fitToy(
        TOY_FIT.input(
          DATA,
          HERO,
          [
            { level: 1, value: 23 },
            { level: 10, value: 50 },
          ],
          {
            value: 'per-level',
          },
        ),
      ),
    );
    expect(shown.table).toEqual(table);
    expect(shown.applyLabel).toBe('Set Mana per level to 3');
    expect(() =>
      family.table(report, section, typed(['value', 'speed'], ['target', '1=2'])),
    ).toThrow('--value speed: choose one of base, per-level');
  });
});
