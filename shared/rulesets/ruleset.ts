/**
 * What a ruleset declares about itself, in its folder's `index.ts`: who it is and its section of
 * the project file (schema, default, the checks the schema cannot make, its format history). The
 * project format, its migrations, the default project, the reference checks and the navigation
 * are built from the list in `shared/app/ruleset-list.ts`.
 * Its engine calls (`engine.ts`) and its reports and flags (`cli.ts`) are listed apart, in
 * `shared/app/ruleset-engines.ts` and the CLI's catalog, so the page loads neither: the worker computes, and the
 * reports' words are the CLI's. Each of those lists is a record over the rulesets' ids, so a
 * ruleset missing from one does not compile.
 */
import type * as v from 'valibot';
import type { Memo } from '../engine/memo';
import type { ProjectProblem } from '../project/problems';
import type { SectionMigration } from '../project/section-migration';

/** Who a ruleset is, as the navigation and the reports say it. */
export interface RulesetMeta<Id extends string = string> {
  readonly id: Id;
  readonly name: string;
  /** The rules text it implements (in the project's seed documents). */
  readonly seed: string;
  /** `partial`: some of its rules text is not built yet, and the navigation says so. */
  readonly status: 'available' | 'partial';
  /** One line for the navigation and the empty state. */
  readonly summary: string;
  /** What one of its builds is called, and several: "caster", "casters" (Share…, Paste code…). */
  readonly buildNoun: { readonly one: string; readonly many: string };
}

/**
 * One engine call: its input in, its answer out. `memo` is the engine's memory of work shared
 * between answers (a NetHack build's advancement serves its screen and the comparison alike).
 */
// The input is each call's own type: `never` here lets every handler's parameter be assigned.
export type EngineHandler = (input: never, memo: Memo) => unknown;

/** A ruleset's engine calls, by type ("nethack34/advancement"); each type starts with its id. */
export type EngineCallMap = Readonly<Record<string, EngineHandler>>;

export interface RulesetDeclaration<
  Id extends string = string,
  Section extends v.GenericSchema = v.GenericSchema,
> {
  readonly meta: RulesetMeta<Id>;
  /** The ruleset's section of the project file: `{ data, builds, … }`. */
  readonly schema: Section;
  /** The section the built-in project opens on. */
  readonly makeDefault: () => v.InferOutput<Section>;
  /**
   * What the schema cannot check in a section it accepted: ids that must name rows, pairs the
   * rules forbid, ranges that depend on the data. Paths start with the ruleset's id.
   */
  // A method, so a list of rulesets with different sections is a list of declarations.
  problems(section: v.InferOutput<Section>): ProjectProblem[];
  /**
   * Its section's history: a step for each format version that changed it (or added it), oldest
   * first. An old file is brought up to today's format by every section's steps in turn.
   */
  readonly migrations: readonly SectionMigration[];
}

/** A declaration, its literal id and types kept (so the project's types follow from the list). */
export function defineRuleset<const Id extends string, Section extends v.GenericSchema>(
  declaration: RulesetDeclaration<Id, Section>,
): RulesetDeclaration<Id, Section> {
  return declaration;
}
