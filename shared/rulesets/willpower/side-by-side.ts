import { sideBySideTable } from '../../analysis/side-by-side';
import type { ReportTable } from '../../report/report-table';
import type { WillpowerBuild } from './data';
import type { HpCurve } from './hp';
import type { ManaCurve } from './max-mana';

/** One build of a pair with its two curves. */
export interface PairedBuild {
  readonly build: WillpowerBuild;
  readonly mana: ManaCurve;
  readonly hp: HpCurve;
}

/** The Willpower side-by-side's figures, in the table's order. */
export const WILLPOWER_SIDE_BY_SIDE_FIGURES = [
  { key: 'max_mana', heading: 'max mana' },
  { key: 'max_hp', heading: 'max HP' },
] as const;

/** A build's values of those figures at each level. */
export function willpowerSideBySideValues(pair: PairedBuild): number[][] {
  return [
    pair.mana.points.map((point) => point.maxMana),
    pair.hp.points.map((point) => point.maxHp),
  ];
}

/**
 * Build A beside build B, level by level: max mana and max HP of each, and B − A, for the
 * "Two builds side by side" card (its table view and CSV).
 */
export function sideBySideReport(a: PairedBuild, b: PairedBuild): ReportTable {
  return sideBySideTable({
    levelHeading: 'Level',
    figures: WILLPOWER_SIDE_BY_SIDE_FIGURES,
    a: { name: a.build.name, values: willpowerSideBySideValues(a) },
    b: { name: b.build.name, values: willpowerSideBySideValues(b) },
  });
}
