/**
 * Two builds of a designer's own ruleset side by side: every formula with a unit of build A and of
 * build B over the ruleset's axis, and B − A, as `wellspring report custom/side-by-side` writes it
 * and the screen's "Two builds side by side" card draws and exports it. A roll is its exact mean
 * (as `custom/curves` writes it); a formula with no value at a level leaves its cells empty there.
 * The table is the built-in rulesets' side-by-side table (`shared/analysis/side-by-side.ts`), its
 * first column the axis's own name.
 */
import { sideBySideTable } from '../../analysis/side-by-side';
import type { CheckedRuleset } from '../../formula/check';
import { reportedMean, type Value } from '../../formula/outcomes';
import type { FormulaBuild } from '../../formula/source';
import type { ReportTable } from '../../report/report-table';
import { customCurveValues } from './curves';

/** One build of the pair: its name and its formulas' values. */
export interface SideBySideSide {
  readonly name: string;
  readonly build: FormulaBuild;
}

/** A formula with a unit, its value for A and for B at each level (null where it has none). */
export interface SideBySideFormula {
  readonly name: string;
  readonly a: readonly (number | null)[];
  readonly b: readonly (number | null)[];
}

export interface CustomSideBySide {
  readonly levels: readonly number[];
  readonly formulas: readonly SideBySideFormula[];
  /** The report's table: the card's table view and CSV. */
  readonly table: ReportTable;
}

/** A difference of two means written as a mean is (12 significant digits: no float noise). */
function tidy(value: number): number {
  return value === 0 ? 0 : Number(value.toPrecision(12));
}

/**
 * Build B beside build A under the ruleset `rulesetName`.
 * @throws WorkBoundError past the curves' bound (for either build)
 */
export function customSideBySide(
  rulesetName: string,
  checked: CheckedRuleset,
  a: SideBySideSide,
  b: SideBySideSide,
): CustomSideBySide {
  const ofA = customCurveValues(rulesetName, checked, a.build);
  const ofB = customCurveValues(rulesetName, checked, b.build);
  const means = (values: readonly (Value | null)[] | undefined) =>
    (values ?? []).map((value) => (value === null ? null : reportedMean(value)));
  const formulas = ofA.charted.map(({ name }) => ({
    name,
    a: means(ofA.values.get(name)),
    b: means(ofB.values.get(name)),
  }));
  const side = (
    name: string,
    pick: (formula: SideBySideFormula) => readonly (number | null)[],
  ) => ({
    name,
    values: formulas.map((formula) => pick(formula).map((value) => value ?? undefined)),
  });
  const { axis } = checked.source;
  const table = sideBySideTable({
    levelHeading: axis.name,
    levelColumn: axis.name,
    firstLevel: axis.first,
    figures: formulas.map(({ name }) => ({ key: name, heading: name })),
    a: side(a.name, (formula) => formula.a),
    b: side(b.name, (formula) => formula.b),
    round: tidy,
  });
  return { levels: ofA.levels, formulas, table };
}
