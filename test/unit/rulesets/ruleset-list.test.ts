/**
 * A ruleset is one folder in `shared/rulesets/` (its `index.ts` declares it, its `cli.ts` its
 * reports and flags), one in `src-renderer/rulesets/` (its screen), and one line in each list:
 * `shared/app/ruleset-list.ts`, `shared/app/ruleset-engines.ts`, the CLI's `RULESET_CLIS` and
 * `src-renderer/rulesets/screens.ts` (the last three are records over the list's ids: a ruleset
 * missing from one does not compile). The project format, the default project, the reference
 * checks, the engine's calls and the CLI's reports, options and help are built from the lists: a
 * ruleset added to them is in all of them, as the toy ruleset below shows.
 */
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Memo } from '../../../shared/engine/memo';
import { defaultProjectOf } from '../../../shared/app/default-project';
import { historiesOf, migrationsOf } from '../../../shared/app/project-migrations';
import { referencesOf } from '../../../shared/app/project-references';
import { CURRENT_FORMAT_VERSION } from '../../../shared/app/project-schema';
import {
  isJsonObject,
  mapBuilds,
  type JsonObject,
} from '../../../shared/project/section-migration';
import { id, list, record, text, whole } from '../../../shared/project/schema/common';
import { projectSchemaOf } from '../../../shared/app/project-schema';
import { handlersOf } from '../../../shared/app/engine-handlers';
import { GRID_LIST } from '../../../shared/app/grid-list';
import { RULESET_LIST } from '../../../shared/app/ruleset-list';
import { RULESETS } from '../../../shared/app/ruleset-registry';
import { defineRuleset } from '../../../shared/rulesets/ruleset';
import { GivenFlags } from '../../../shared/cli/flags';
import { PROJECT_OPTIONS } from '../../../shared/cli/options';
import { defineReportFamily } from '../../../shared/cli/report-family';
import { makeDefaultProject, type ProjectDocument } from '../../../shared/app/default-project';
import {
  catalogOf,
  listed,
  REPORTS,
  reportsOf,
  type FamilyId,
} from '../../../shared/app/report-catalog';
import { RULESET_ENGINES } from '../../../shared/app/ruleset-engines';

const root = path.resolve(__dirname, '../../..');

/** A ruleset of its own: a multiplier in its data, builds with a value, one engine call. */
const ToySectionSchema = record({
  data: record({ factor: whole(1, 10) }),
  builds: list(record({ id, name: text, value: whole(0, 100) })),
});
const TOY = defineRuleset({
  meta: {
    id: 'toy',
    name: 'Toy',
    seed: '999',
    status: 'available',
    summary: 'A test.',
    buildNoun: { one: 'toy', many: 'toys' },
  },
  schema: ToySectionSchema,
  makeDefault: () => ({ data: { factor: 2 }, builds: [{ id: 'one', name: 'One', value: 3 }] }),
  problems: ({ data, builds }) =>
    builds.flatMap((build, index) =>
      build.value * data.factor > 100
        ? [{ path: `toy.builds[${index}].value`, message: 'is too much for the factor' }]
        : [],
    ),
  // Its history: version 2 renamed each build's `amount` to `value`.
  migrations: [
    {
      to: 2,
      summary: "the toy's builds' amount is called value",
      migrate: (section) =>
        mapBuilds(section, (build) => {
          if (!isJsonObject(build)) return build;
          const { amount, ...rest } = build;
          return amount === undefined ? build : { ...rest, value: amount };
        }),
    },
  ],
});
/** Its engine calls (`engine.ts` in its folder), listed in `engines.ts`. */
const TOY_ENGINE = {
  'toy/scaled': ({ data, build }: { data: { factor: number }; build: { value: number } }) =>
    data.factor * build.value,
};

/** Its reports and flags (`cli.ts` in its folder), listed in the CLI's `RULESET_CLIS`. */
type ToySection = ReturnType<typeof TOY.makeDefault>;
const TOY_CLI = defineReportFamily({
  options: { ...PROJECT_OPTIONS, times: { type: 'string', example: '2' } },
  reports: [
    {
      name: 'toy/scaled',
      description: 'the first build scaled',
      columns: [{ name: 'value', meaning: 'factor × value × --times' }],
      options: ['project', 'times'],
      make: (value: number) => ({ title: 'Toy', columns: ['value'], rows: [[value]] }),
    },
  ],
  help: () => [{ title: 'toy/*', entries: [{ term: '--times N', meaning: 'how many times' }] }],
  headlines: [{ report: 'toy/scaled', name: 'Toy scaled' }],
  table: (report, { data, builds }: ToySection, flags) =>
    report.make(data.factor * (builds[0]?.value ?? 0) * flags.whole('times', 1)),
});

describe('the list of rulesets', () => {
  it('has every folder of shared/rulesets that declares a ruleset, each with its screen', () => {
    const folders = readdirSync(path.join(root, 'shared/rulesets'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) => existsSync(path.join(root, 'shared/rulesets', entry.name, 'index.ts')))
      .map((entry) => entry.name);
    expect(RULESET_LIST.map((ruleset) => ruleset.meta.id).sort()).toEqual(folders.sort());
    const screens = readFileSync(path.join(root, 'src-renderer/rulesets/screens.ts'), 'utf8');
    for (const { meta } of RULESET_LIST) {
      const engine = RULESET_ENGINES[meta.id];
      const reports = reportsOf(meta.id);
      expect(existsSync(path.join(root, 'src-renderer/rulesets', meta.id))).toBe(true);
      expect(screens).toMatch(new RegExp(`^  ${meta.id}: `, 'm'));
      // A call's type and a report's name name their ruleset: "nethack34/advancement".
      for (const type of Object.keys(engine)) expect(type.startsWith(`${meta.id}/`)).toBe(true);
      for (const report of reports) expect(report.name.startsWith(`${meta.id}/`)).toBe(true);
    }
    expect(RULESETS.map((meta) => meta.id)).toEqual(RULESET_LIST.map((each) => each.meta.id));
    // The CLI lists every ruleset's reports, in the list's order, then the cross-ruleset ones.
    expect(REPORTS.map((report) => report.family)).toEqual([
      ...RULESET_LIST.flatMap(({ meta }) => reportsOf(meta.id).map(() => meta.id)),
      'compare',
      'compare',
      // One grid report per ruleset that declares a grid (shared/app/grid-list.ts).
      ...GRID_LIST.map(() => 'balance'),
      // custom/curves, custom/check, custom/sensitivity, custom/goal, custom/grid,
      // custom/side-by-side, custom/fit, custom/explain.
      ...Array.from({ length: 8 }, () => 'custom'),
      'dice',
    ]);
    for (const { meta } of RULESET_LIST) expect(reportsOf(meta.id).length).toBeGreaterThan(0);
  });

  it('builds the project format, its defaults, its checks and the engine from the list', () => {
    const rulesets = [...RULESET_LIST, TOY] as const;
    const schema = projectSchemaOf(rulesets);
    const project = defaultProjectOf(rulesets);
    expect(project.toy).toEqual(TOY.makeDefault());
    // The default project of the longer list is a valid document, its sections in list order.
    const parsed = v.safeParse(schema, JSON.parse(JSON.stringify(project)));
    expect(parsed.success).toBe(true);
    expect(Object.keys(project)).toEqual([
      'formatVersion',
      ...rulesets.map((ruleset) => ruleset.meta.id),
      'compare',
      'balance',
      'custom',
    ]);
    // Its section is checked by the schema and by its own reference checks.
    const withoutToy = Object.fromEntries(Object.entries(project).filter(([key]) => key !== 'toy'));
    const missing = v.safeParse(schema, withoutToy);
    expect(missing.success).toBe(false);
    expect(missing.issues?.map((issue) => v.getDotPath(issue))).toContain('toy');
    const tooMuch = {
      ...project,
      toy: { data: { factor: 10 }, builds: [{ id: 'a', name: 'A', value: 11 }] },
    };
    expect(referencesOf(rulesets, tooMuch)).toEqual([
      { path: 'toy.builds[0].value', message: 'is too much for the factor' },
    ]);
    // An old file's toy section is brought up to date beside the others, then checked.
    const migrations = migrationsOf(historiesOf(rulesets), 1, CURRENT_FORMAT_VERSION);
    const v1 = {
      ...project,
      formatVersion: 1,
      toy: { data: { factor: 2 }, builds: [{ id: 'a', name: 'A', amount: 7 }] },
    };
    const today = migrations.reduce<JsonObject>((document, step) => step.migrate(document), v1);
    expect(today).toMatchObject({ formatVersion: CURRENT_FORMAT_VERSION });
    expect(today.toy).toEqual({
      data: { factor: 2 },
      builds: [{ id: 'a', name: 'A', value: 7 }],
    });
    expect(v.safeParse(schema, today).success).toBe(true);
    expect(migrations[0]?.summary).toContain("the toy's builds' amount is called value");
    // Its engine call is answered beside the others.
    const handlers = handlersOf([...Object.values(RULESET_ENGINES), TOY_ENGINE]);
    const scaled = handlers['toy/scaled'] as (input: unknown, memo: Memo) => unknown;
    expect(scaled({ data: { factor: 3 }, build: { value: 4 } }, new Memo())).toBe(12);
    expect(Object.keys(handlers)).toContain('nethack34/advancement');
  });

  it("builds the CLI from the list: a ruleset's reports, options and help come with it", () => {
    const project = { ...makeDefaultProject(), toy: TOY.makeDefault() };
    const toy = listed(
      'toy' as FamilyId,
      TOY_CLI,
      (each: ProjectDocument) => (each as typeof project).toy,
    );
    const catalog = catalogOf([toy]);
    expect(catalog.reports.map((report) => report.name)).toEqual(['toy/scaled']);
    expect(catalog.options.times).toEqual({ type: 'string', example: '2' });
    expect(catalog.help()[0]?.title).toBe('toy/*');
    // Its headline report is what a diff compares of it by default.
    expect(catalog.headlines).toEqual([{ report: 'toy/scaled', name: 'Toy scaled' }]);
    const [report] = catalog.reports;
    const flags = new GivenFlags({ times: [{ value: '5', shown: '--times 5' }] });
    expect(report?.table(project, flags).rows).toEqual([[2 * 3 * 5]]);
    // Two families spelling one option two ways cannot both be listed: the parser has one.
    const clash = defineReportFamily({
      ...TOY_CLI,
      options: { ...PROJECT_OPTIONS, times: { type: 'boolean' } },
    });
    expect(() =>
      catalogOf([toy, listed('toy' as FamilyId, clash, () => TOY.makeDefault())]),
    ).toThrow('--times is declared as two different options');
  });
});
