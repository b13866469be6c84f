/**
 * Curve from targets (DCSS): a build's max HP by XL drawn through a few points the designer names
 * ("1=18, 27=250"), with a shape between them: linear, accelerating (slow at first, as a square)
 * or decelerating (fast at first, as a square root), the three shapes RPG Maker's Generate Curve
 * and a spreadsheet's fill offer. The curve is the build's own (`maxHpByLevel`, the DCSS screen's
 * Max HP by XL table; an assumption, since the seed gives no HP growth), so the proposal replaces
 * that table, as one undoable edit.
 *
 * Between two targets: a + (b − a) · t^p, t the share of the way from one XL to the next, p 1, 2
 * or ½. Before the first target and after the last, today's curve keeps its shape, scaled to meet
 * the target (one target scales the whole curve). Every value is rounded to a whole HP, at least
 * 1 and at most the field's limit.
 */
import { checkCurveTargets, type CurveTarget } from '../../analysis/curve-targets';
import type { ReportTable } from '../../report/report-table';
import type { DcssBuild, DcssData } from './data';
import { DCSS_MAX_HP_LIMIT } from './limits';

export type DcssCurveShape = 'linear' | 'accelerating' | 'decelerating';

/** Each shape and its exponent, as the card's select and `--shape` name them. */
export const DCSS_CURVE_SHAPES: readonly {
  readonly id: DcssCurveShape;
  readonly name: string;
  readonly power: number;
}[] = [
  { id: 'linear', name: 'Linear', power: 1 },
  { id: 'accelerating', name: 'Accelerating (slow, then fast)', power: 2 },
  { id: 'decelerating', name: 'Decelerating (fast, then slow)', power: 0.5 },
];

export interface DcssFitInput {
  readonly data: DcssData;
  readonly build: DcssBuild;
  readonly targets: readonly CurveTarget[];
  readonly shape: DcssCurveShape;
}

export interface DcssFit {
  readonly shape: DcssCurveShape;
  readonly targets: readonly CurveTarget[];
  /** Max HP at every XL, today and proposed. */
  readonly now: readonly number[];
  readonly proposed: readonly number[];
  /** Whether the proposal is today's curve already. */
  readonly same: boolean;
  readonly explain: string;
}

/** Why targets are refused for a DCSS build, or null: the card's field and `--target` say it. */
export function checkDcssTargets(targets: readonly CurveTarget[], data: DcssData): string | null {
  return checkCurveTargets(targets, data.maxLevel, 'XL', { min: 1, max: DCSS_MAX_HP_LIMIT });
}

function whole(value: number): number {
  return Math.min(DCSS_MAX_HP_LIMIT, Math.max(1, Math.round(value)));
}

/**
 * The curve through the targets, by the shape.
 *
 * @throws RangeError for targets `checkDcssTargets` refuses.
 */
export function fitDcssMaxHp({ data, build, targets, shape }: DcssFitInput): DcssFit {
  const problem = checkDcssTargets(targets, data);
  if (problem !== null) throw new RangeError(problem);
  const power = DCSS_CURVE_SHAPES.find((each) => each.id === shape)?.power;
  if (power === undefined) throw new RangeError(`There is no shape "${shape}".`);
  const now = Array.from({ length: data.maxLevel }, (_, i) => build.maxHpByLevel[i] ?? 1);
  const sorted = [...targets].sort((a, b) => a.level - b.level);
  const first = sorted[0] as CurveTarget;
  const last = sorted[sorted.length - 1] as CurveTarget;
  const scaled = (xl: number, anchor: CurveTarget) =>
    (now[xl - 1] ?? 1) * (anchor.value / (now[anchor.level - 1] ?? 1));
  const proposed = now.map((_, i) => {
    const xl = i + 1;
    if (xl <= first.level) return whole(scaled(xl, first));
    if (xl >= last.level) return whole(scaled(xl, last));
    const to = sorted.findIndex((each) => each.level >= xl);
    const a = sorted[to - 1] as CurveTarget;
    const b = sorted[to] as CurveTarget;
    const t = (xl - a.level) / (b.level - a.level);
    return whole(a.value + (b.value - a.value) * t ** power);
  });
  const same = proposed.every((value, i) => value === now[i]);
  const shapeName = DCSS_CURVE_SHAPES.find((each) => each.id === shape)?.name.toLowerCase();
  return {
    shape,
    targets: sorted,
    now,
    proposed,
    same,
    explain: same
      ? `Max HP by XL of ${build.name} passes through the targets already (${shapeName}).`
      : `Max HP by XL of ${build.name} through ${sorted.length} ${sorted.length === 1 ? 'target' : 'targets'}, ` +
        `${shapeName} between them; before the first and after the last, today’s curve scaled to ` +
        `meet it. XL ${data.maxLevel}: ${now[data.maxLevel - 1]} → ${proposed[data.maxLevel - 1]}.`,
  };
}

/** The fit's table's columns: a row per XL. */
export const DCSS_FIT_REPORT_COLUMNS = ['xl', 'target', 'now', 'proposed', 'change'] as const;

/** The fit as the card's table and `wellspring report dcss/fit`'s CSV: a row per XL. */
export function dcssFitReport(fit: DcssFit): ReportTable {
  const target = new Map(fit.targets.map((each) => [each.level, each.value]));
  return {
    title: `Max HP by XL through the targets (${fit.shape})`,
    columns: DCSS_FIT_REPORT_COLUMNS,
    headings: ['XL', 'Target', 'Now', 'Proposed', 'Change'],
    rows: fit.now.map((value, i) => {
      const proposed = fit.proposed[i] ?? value;
      return [i + 1, target.get(i + 1) ?? '', value, proposed, proposed - value];
    }),
  };
}
