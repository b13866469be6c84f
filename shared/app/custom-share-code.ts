/**
 * Share codes of a designer's own ruleset (`share-code.ts` packs and checks every code; this is
 * the slice of the `custom` section a code carries, and how it goes into a project).
 *
 * A code's payload names the ruleset `custom` and holds the project's own `custom` section with one
 * ruleset in it, so the project's migrations read an older code as they read an older file:
 *
 * - **All of it** (`ruleset`): the formulas, tables, inputs, axis and every build. Pasted into a
 *   project that has a ruleset of the same id (a copy of the same game, or one made apart that
 *   happens to share it), the designer chooses: replace that one, as a built-in ruleset's code
 *   replaces its section, or add it beside it (`asNew`). Otherwise it is added under "Your
 *   rulesets", renamed ("Small game 2") where another ruleset has its name.
 * - **Some builds** (`builds`): the ruleset as it is with only those builds, so the code is whole
 *   on its own; pasted, only the builds are added, to the project's ruleset of the same id (renamed
 *   where it has their id or name), and they must name rows its tables have.
 */
import type { ProjectDocument } from './project-schema';
import { CURRENT_FORMAT_VERSION } from './project-schema';
import { isJsonObject, migrateProject, type JsonObject } from './project-migrations';
import { parseProject } from './serialize';
import { freshlyNamed } from './shared-build-names';
import { quoted, shortened, type ProjectProblem } from '../project/problems';
import { freeRulesetIdAmong, freeRulesetNameAmong } from '../rulesets/custom/defaults';
import type { CustomBuild, CustomRuleset } from '../rulesets/custom/schema';

/** The payload's `ruleset` for a designer's own ruleset (no built-in ruleset has this id). */
export const CUSTOM_SHARE_RULESET = 'custom';

/** A custom ruleset's code read and checked against the project it goes into, ready to apply. */
export type CustomShareImport =
  | {
      readonly ok: true;
      readonly kind: 'custom-ruleset';
      /** The ruleset as it goes in (renamed where its name was another's). */
      readonly ruleset: CustomRuleset;
      /**
       * The name of the project's ruleset of the same id, which it replaces; null: it is added.
       * Two rulesets made apart can share an id (both started blank): the designer chooses.
       */
      readonly replaces: string | null;
      /** The ruleset added beside the others instead: an id and a name none of them has. */
      readonly asNew: CustomRuleset;
      readonly migratedFrom?: number;
    }
  | {
      readonly ok: true;
      readonly kind: 'custom-builds';
      readonly rulesetId: string;
      readonly rulesetName: string;
      /** The builds to add, renamed where the ruleset has their id or name. */
      readonly builds: readonly CustomBuild[];
      readonly migratedFrom?: number;
    }
  | { readonly ok: false; readonly problems: readonly ProjectProblem[] };

/**
 * What the code of one of `project`'s custom rulesets holds: all of it, or it with only the
 * builds asked for (in the ruleset's order).
 *
 * @throws RangeError for a ruleset the project does not have, or a build it does not have.
 */
export function customSharePayload(
  project: ProjectDocument,
  rulesetId: string,
  what: { readonly kind: 'builds'; readonly ids: readonly string[] } | { readonly kind: 'ruleset' },
) {
  const ruleset = project.custom.rulesets.find((each) => each.id === rulesetId);
  if (ruleset === undefined) throw new RangeError(`The project has no ruleset "${rulesetId}".`);
  let shared = ruleset;
  if (what.kind === 'builds') {
    const builds = ruleset.builds.filter((build) => what.ids.includes(build.id));
    if (builds.length === 0 || builds.length !== new Set(what.ids).size) {
      throw new RangeError('Every build to share must be one of the ruleset’s builds.');
    }
    shared = { ...ruleset, builds };
  }
  return {
    formatVersion: CURRENT_FORMAT_VERSION,
    ruleset: CUSTOM_SHARE_RULESET,
    kind: what.kind,
    section: { rulesets: [shared] } as unknown as JsonObject,
  };
}

function refused(message: string): CustomShareImport {
  return { ok: false, problems: [{ path: '', message }] };
}

/**
 * A file's problems at `custom.rulesets[at]…` said as the code's own: "Small game › builds[0]…",
 * or for an added build "build 1 (Mage) › rows.race" (`firstBuild`: where the code's builds start).
 */
function asTheCodes(
  problems: readonly ProjectProblem[],
  at: number,
  name: string,
  builds?: { readonly first: number; readonly incoming: readonly unknown[] },
): ProjectProblem[] {
  const prefix = `custom.rulesets[${at}]`;
  return problems.map((problem) => {
    if (!problem.path.startsWith(prefix)) return problem;
    const rest = problem.path.slice(prefix.length).replace(/^\./, '');
    const build = /^builds\[(\d+)\]\.?/.exec(rest);
    if (builds !== undefined && build !== null && Number(build[1]) >= builds.first) {
      const index = Number(build[1]) - builds.first;
      const shared = builds.incoming[index];
      const named =
        isJsonObject(shared) && typeof shared.name === 'string'
          ? ` (${shortened(shared.name)})`
          : '';
      const tail = rest.slice(build[0].length);
      return {
        path: `build ${index + 1}${named}${tail === '' ? '' : ` › ${tail}`}`,
        message: problem.message,
      };
    }
    return {
      path: `${shortened(name)}${rest === '' ? '' : ` › ${rest}`}`,
      message: problem.message,
    };
  });
}

/**
 * Reads a custom ruleset's code (its `custom` section, of format `version`) against the project it
 * is pasted into, checked as opening a file checks it. Null when the section holds no ruleset (the
 * code is damaged). Never throws.
 */
export function readCustomSharePayload(
  section: JsonObject,
  kind: 'builds' | 'ruleset',
  version: number,
  into: ProjectDocument,
): CustomShareImport | null {
  const migrated = migrateProject({ formatVersion: version, custom: section }, version).custom;
  const rulesets = isJsonObject(migrated) ? migrated.rulesets : undefined;
  const incoming = Array.isArray(rulesets) && rulesets.length === 1 ? rulesets[0] : undefined;
  if (!isJsonObject(incoming) || typeof incoming.id !== 'string') return null;
  if (typeof incoming.name !== 'string') return null;
  const migratedFrom = version < CURRENT_FORMAT_VERSION ? { migratedFrom: version } : {};
  const current = into.custom.rulesets;
  const at = current.findIndex((each) => each.id === incoming.id);
  const check = (ruleset: JsonObject, index: number) => {
    const list = [...current] as unknown[];
    list[index] = ruleset;
    return parseProject(
      JSON.stringify({ ...into, custom: { ...into.custom, rulesets: list } }),
      'code',
    );
  };

  if (kind === 'ruleset') {
    const others = current.filter((each) => each.id !== incoming.id);
    const name = at === -1 ? freeRulesetNameAmong(others, incoming.name) : incoming.name;
    const index = at === -1 ? current.length : at;
    const checked = check({ ...incoming, name }, index);
    if (!checked.ok) return { ok: false, problems: asTheCodes(checked.problems, index, name) };
    const opened = checked.document;
    const ruleset = opened.custom.rulesets[index];
    if (ruleset === undefined) return null;
    const asNew =
      at === -1
        ? ruleset
        : {
            ...ruleset,
            id: freeRulesetIdAmong(current, ruleset.id),
            name: freeRulesetNameAmong(current, ruleset.name),
          };
    return {
      ok: true,
      kind: 'custom-ruleset',
      ruleset,
      replaces: at === -1 ? null : (current[at]?.name ?? null),
      asNew,
      ...migratedFrom,
    };
  }

  const target = current[at];
  if (target === undefined) {
    return refused(
      `This project has no ruleset ${quoted(incoming.name)} for the builds to join: share all of ` +
        'it instead (Share… › All of …), and paste that.',
    );
  }
  const shared = Array.isArray(incoming.builds) ? (incoming.builds as unknown[]) : [];
  if (shared.length === 0) return null;
  const taken: { id: string; name: string }[] = [...target.builds];
  const builds = shared.map((build) => {
    if (!isJsonObject(build) || typeof build.id !== 'string' || typeof build.name !== 'string') {
      return build;
    }
    const renamed = freshlyNamed({ ...build, id: build.id, name: build.name }, taken);
    taken.push(renamed);
    return renamed;
  });
  const first = target.builds.length;
  const checked = check(
    { ...(target as unknown as JsonObject), builds: [...target.builds, ...builds] as JsonObject[] },
    at,
  );
  if (!checked.ok) {
    return {
      ok: false,
      problems: asTheCodes(checked.problems, at, target.name, { first, incoming: shared }),
    };
  }
  const withBuilds = checked.document;
  return {
    ok: true,
    kind: 'custom-builds',
    rulesetId: target.id,
    rulesetName: target.name,
    builds: withBuilds.custom.rulesets[at]?.builds.slice(first) ?? [],
    ...migratedFrom,
  };
}
