import { makeDefaultProject, type ProjectDocument } from '../../shared/app/default-project';
import { serializeProject } from '../../shared/app/serialize';
import { FORMULA_TEMPLATES, withTemplate } from '../../shared/app/formula-templates';

/**
 * The default project with `factor` times its builds in every section (copies with their own
 * ids and names, a stat nudged so the curves differ) and the comparison drawing the copies too:
 * what a studio's project looks like once the roster grows. `willpowerBuilds` overrides the
 * Willpower count alone (the 200-build project).
 */
export function makeScaledProject(factor: number, willpowerBuilds?: number): ProjectDocument {
  const project = makeDefaultProject();
  const copies = <T>(builds: readonly T[], count: number, copy: (build: T, k: number) => T): T[] =>
    Array.from({ length: count }, (_, k) => {
      const build = builds[k % builds.length];
      if (build === undefined) throw new Error('a section without builds');
      return k < builds.length ? build : copy(build, Math.floor(k / builds.length));
    });
  const willpower = copies(
    project.willpower.builds,
    willpowerBuilds ?? factor * project.willpower.builds.length,
    (b, k) => ({
      ...b,
      id: `${b.id}-${k}`,
      name: `${b.name} ${k + 1}`,
      level: 1 + ((k * 7) % 60),
      stats: { ...b.stats, int: 8 + (k % 11), wil: 8 + ((k * 3) % 11) },
    }),
  );
  const nethack = copies(
    project.nethack34.builds,
    factor * project.nethack34.builds.length,
    (b, k) => ({
      ...b,
      id: `${b.id}-${k}`,
      name: `${b.name} ${k + 1}`,
      con: 8 + (k % 11),
    }),
  );
  const dcss = copies(project.dcss.builds, factor * project.dcss.builds.length, (b, k) => ({
    ...b,
    id: `${b.id}-${k}`,
    name: `${b.name} ${k + 1}`,
    maxHp: b.maxHp + 10 * k,
  }));
  const quest = copies(project.quest.builds, factor * project.quest.builds.length, (b, k) => ({
    ...b,
    id: `${b.id}-${k}`,
    name: `${b.name} ${k + 1}`,
  }));
  const mage = copies(project.mage2e.builds, factor * project.mage2e.builds.length, (b, k) => ({
    ...b,
    id: `${b.id}-${k}`,
    name: `${b.name} ${k + 1}`,
  }));
  const dcssFirst = project.dcss.builds[0]?.id;
  const entries = [
    ...willpower.map((b) => ({
      ruleset: 'willpower' as const,
      build: b.id,
      pool: 'mana' as const,
    })),
    ...nethack.flatMap((b) =>
      (['hp', 'mana'] as const).map((pool) => ({
        ruleset: 'nethack34' as const,
        build: b.id,
        pool,
      })),
    ),
    ...dcss
      .filter((_, i) => i % project.dcss.builds.length === 0 && dcssFirst !== undefined)
      .map((b) => ({ ruleset: 'dcss' as const, build: b.id, pool: 'hp' as const })),
  ];
  return {
    ...project,
    willpower: { ...project.willpower, builds: willpower },
    nethack34: { ...project.nethack34, builds: nethack },
    dcss: { ...project.dcss, builds: dcss },
    quest: { ...project.quest, builds: quest },
    mage2e: { ...project.mage2e, builds: mage },
    compare: { ...project.compare, entries },
  };
}

/** The project as the text of a project file. */
export function scaledProjectText(factor: number, willpowerBuilds?: number): string {
  return serializeProject(makeScaledProject(factor, willpowerBuilds));
}

/**
 * The default project with the Willpower template as a custom ruleset, its race and class tables
 * `rowFactor` times as long (copies with their own ids, a number nudged so the rows differ): the
 * custom-ruleset screen's bench, on the template as it comes and on a ten-times roster.
 */
export function customProjectText(rowFactor: number): string {
  const template = FORMULA_TEMPLATES.find((each) => each.id === 'willpower');
  if (template === undefined) throw new Error('no Willpower template');
  const { project, ruleset } = withTemplate(makeDefaultProject(), template);
  const tables = ruleset.tables.map((table) =>
    table.holds !== 'one'
      ? table
      : {
          ...table,
          rows: Array.from({ length: table.rows.length * rowFactor }, (_, k) => {
            const row = table.rows[k % table.rows.length];
            if (row === undefined) throw new Error(`${table.name} has no rows`);
            const copy = Math.floor(k / table.rows.length);
            if (copy === 0) return row;
            const values = Object.fromEntries(
              Object.entries(row.values).map(([column, value]) => [column, value + copy]),
            );
            return { id: `${row.id}-${copy}`, values };
          }),
        },
  );
  const scaled = { ...ruleset, tables };
  return serializeProject({
    ...project,
    custom: {
      rulesets: project.custom.rulesets.map((each) => (each.id === ruleset.id ? scaled : each)),
    },
  });
}
