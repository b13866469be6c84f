/**
 * The "start from" templates of issue 39: a built-in ruleset's rules written in the formula
 * language (`shared/rulesets/<id>/formulas.ts`), made from a project's own data and builds into a
 * custom ruleset the designer then edits as their own game. Each template's text is held to the
 * built-in engine's figures by its ruleset's `formulas.test.ts`; what a template leaves out of its
 * ruleset is said in `leavesOut`, which `wellspring template` prints.
 */
import type { FormulaBuild, FormulaSource } from '../formula/source';
import { findNamed } from '../cli/names';
import type { ProjectDocument } from './default-project';
import type { CustomBuild, CustomRuleset } from '../rulesets/custom/schema';
import {
  DEFAULT_AXIS,
  freeRulesetIdAmong,
  freeRulesetNameAmong,
} from '../rulesets/custom/defaults';
import { DEFAULT_DCSS_BUILD } from '../rulesets/dcss/defaults';
import { dcssFormulaBuild, dcssFormulaSource } from '../rulesets/dcss/formulas';
import { nethackFormulaBuild, nethackFormulaSource } from '../rulesets/nethack34/formulas';
import { willpowerFormulaBuild, willpowerFormulaSource } from '../rulesets/willpower/formulas';

/** A ruleset made from a project by a template, and what it could not carry over. */
export interface TemplateRuleset {
  readonly source: FormulaSource;
  readonly builds: readonly (FormulaBuild & { readonly id: string; readonly name: string })[];
  /** Sentences: what the built-in ruleset has that this one does not. */
  readonly leftOut: readonly string[];
}

export interface FormulaTemplate {
  /** As `wellspring template` takes it: the built-in ruleset's id. */
  readonly id: string;
  /** The new ruleset's name by default. */
  readonly name: string;
  /** What it computes, for `--help`. */
  readonly covers: string;
  make(project: ProjectDocument): TemplateRuleset;
}

export const FORMULA_TEMPLATES: readonly FormulaTemplate[] = [
  {
    id: 'willpower',
    name: 'Willpower (from the template)',
    covers: 'max mana and max HP by level, from the races, classes, stat table and stats',
    make: ({ willpower }) => ({
      source: willpowerFormulaSource(willpower.data),
      builds: willpower.builds.map((build) => ({
        id: build.id,
        name: build.name,
        ...willpowerFormulaBuild(build),
      })),
      leftOut: [
        'Items, talents and regeneration are not in the template: its builds keep their race, class and stats.',
      ],
    }),
  },
  {
    id: 'nethack34',
    name: 'NetHack 3.4 (from the template)',
    covers: 'HP and power by XL as exact distributions, from the roles, races and Con bonus table',
    make: ({ nethack34 }) => ({
      source: nethackFormulaSource(nethack34.data),
      builds: nethack34.builds.map((build) => ({
        id: build.id,
        name: build.name,
        ...nethackFormulaBuild(build),
      })),
      leftOut: ['Regeneration is not in the template: its builds keep role, race, Con and Wis.'],
    }),
  },
  {
    id: 'dcss',
    name: 'DCSS (from the template)',
    covers:
      "regeneration by XL (BRR, TRR, points per action, turns per HP and to full), from the first build's max HP by XL",
    make: ({ dcss }) => {
      // A project without a DCSS build takes the seed's plain build's max HP by XL.
      const first = dcss.builds[0] ?? DEFAULT_DCSS_BUILD;
      // The max HP by XL is one table of the ruleset: builds with another curve would read it
      // wrong, so they stay out (and are named).
      const same = (a: readonly number[]) =>
        a.length === first.maxHpByLevel.length && a.every((hp, i) => hp === first.maxHpByLevel[i]);
      const kept = dcss.builds.filter((build) => same(build.maxHpByLevel));
      const others = dcss.builds.filter((build) => !same(build.maxHpByLevel));
      return {
        source: dcssFormulaSource(dcss.data, first),
        builds: kept.map((build) => ({
          id: build.id,
          name: build.name,
          ...dcssFormulaBuild(build),
        })),
        leftOut: [
          'The turn-by-turn simulation is not in the template: it is a walk over turns, not a value by XL.',
          ...(others.length === 0
            ? []
            : [
                `Builds with another max HP curve than ${first.name}’s are left out (the curve is one table of the ruleset): ${others.map((build) => build.name).join(', ')}.`,
              ]),
        ],
      };
    },
  },
];

export function findTemplate(name: string): FormulaTemplate | undefined {
  return findNamed(FORMULA_TEMPLATES, name);
}

/** An id no custom ruleset of the project has: `base`, else `base-2`, `base-3`, … */
function freeId(project: ProjectDocument, base: string): string {
  return freeRulesetIdAmong(project.custom.rulesets, base);
}

/** A name no custom ruleset of the project has (`base`, else `base 2`, …). */
function freeName(project: ProjectDocument, base: string): string {
  return freeRulesetNameAmong(project.custom.rulesets, base);
}

/**
 * The project with a custom ruleset made by `template` from its own data and builds added after
 * its others, named `name` (by default the template's, numbered when the project has it), and
 * what the ruleset leaves out.
 */
export function withTemplate(
  project: ProjectDocument,
  template: FormulaTemplate,
  name: string = freeName(project, template.name),
): {
  readonly project: ProjectDocument;
  readonly ruleset: CustomRuleset;
  readonly leftOut: readonly string[];
} {
  const made = template.make(project);
  const builds: CustomBuild[] = made.builds.map(({ id, name: buildName, rows, inputs }) => ({
    id,
    name: buildName,
    rows,
    inputs,
  }));
  const ruleset: CustomRuleset = {
    id: freeId(project, template.id),
    name,
    text: made.source.text,
    tables: made.source.tables,
    inputs: made.source.inputs,
    axis: made.source.axis,
    builds,
  };
  return {
    project: { ...project, custom: { rulesets: [...project.custom.rulesets, ruleset] } },
    ruleset,
    leftOut: made.leftOut,
  };
}

/** What a blank ruleset starts with: how a line is written, and one formula to see it charted. */
export const BLANK_RULESET_TEXT = `# Your game's rules, one formula a line: name: unit = expression.
# A formula with a unit is drawn over the levels; one without (a helper) is not.
hp_max: hp = 10 + 5 * (level - 1)
`;

/**
 * The project with a blank ruleset added after its others, named `name` (by default "My ruleset",
 * numbered when the project has it): the text above, no table and no input yet, levels 1–60, and
 * one build (a screen always has a build to show).
 */
export function withBlankRuleset(
  project: ProjectDocument,
  name: string = freeName(project, 'My ruleset'),
): { readonly project: ProjectDocument; readonly ruleset: CustomRuleset } {
  const ruleset: CustomRuleset = {
    id: freeId(project, 'my-ruleset'),
    name,
    text: BLANK_RULESET_TEXT,
    tables: [],
    inputs: [],
    axis: { ...DEFAULT_AXIS },
    builds: [{ id: 'first-build', name: 'First build', rows: {}, inputs: {} }],
  };
  return {
    project: { ...project, custom: { rulesets: [...project.custom.rulesets, ruleset] } },
    ruleset,
  };
}

/** A new ruleset's name by default, for a template or a blank one: one the project has not. */
export function freeRulesetName(
  project: ProjectDocument,
  template: FormulaTemplate | null,
): string {
  return freeName(project, template?.name ?? 'My ruleset');
}
