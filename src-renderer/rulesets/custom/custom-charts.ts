/**
 * What a custom ruleset's screen charts, from the engine's answer: a card per unit for the
 * formulas that cannot roll (their lines on one axis), a card of bands for each formula that can,
 * and, for a formula the checker refuses while the designer types, its last good curve kept on
 * screen and marked stale rather than gone. Plain functions, tested under Node.
 */
import type { CustomScreenAnswer, CurveSeries } from '../../../shared/rulesets/custom/engine';
import type { ReportTable } from '../../../shared/report/report-table';

/** A series as drawn: the answer's, or its last good one while it has no value (stale). */
export interface ShownSeries extends CurveSeries {
  readonly stale: boolean;
}

/** One chart card: fixed formulas of one unit together, or one roll with its bands. */
export interface CurveCard {
  readonly key: string;
  readonly heading: string;
  readonly unit: string;
  readonly kind: 'lines' | 'bands';
  /** A result (no formula reads it) or a step on the way to one. */
  readonly role: 'result' | 'step';
  readonly series: readonly ShownSeries[];
  /** The curves' report cut to the card's columns (the axis, then each series'). */
  readonly table: ReportTable;
}

const hasValue = (series: CurveSeries) => series.values.some((value) => value !== null);

/**
 * The series to draw: each of the answer's, or, where it has no value at any level and an earlier
 * answer gave it one, that one marked stale. `lastGood` is what earlier answers gave (by name).
 */
export function shownSeries(
  answer: CustomScreenAnswer,
  lastGood: ReadonlyMap<string, CurveSeries>,
): ShownSeries[] {
  return answer.series.map((series) => {
    const before = lastGood.get(series.name);
    if (hasValue(series) || before === undefined) return { ...series, stale: false };
    return { ...before, stale: true };
  });
}

/** `lastGood` with the answer's series that have a value (on the same levels) taken in. */
export function withLastGood(
  lastGood: ReadonlyMap<string, CurveSeries>,
  answer: CustomScreenAnswer,
): Map<string, CurveSeries> {
  const next = new Map(lastGood);
  for (const series of answer.series) {
    if (hasValue(series)) next.set(series.name, series);
    else if ((next.get(series.name)?.values.length ?? 0) !== answer.levels.length) {
      next.delete(series.name);
    }
  }
  return next;
}

function tableOf(answer: CustomScreenAnswer, names: readonly string[], title: string): ReportTable {
  const { table } = answer;
  const keep = table.columns.flatMap((column, index) =>
    index === 0 || names.some((name) => column === name || column.startsWith(`${name}_p`))
      ? [index]
      : [],
  );
  return {
    title,
    columns: keep.map((index) => table.columns[index] as string),
    rows: table.rows.map((row) => keep.map((index) => row[index] ?? '')),
  };
}

/**
 * The cards: first the results (formulas no other formula reads: `hp_max`), then the steps on the
 * way (`hp_role_fix`), each in the order of the text, a unit's card where its first formula stands.
 */
export function curveCards(
  answer: CustomScreenAnswer,
  shown: readonly ShownSeries[],
  axis: string,
  /** The build the curves are of: its table's title (and its Change view's) names it. */
  build: string | null = null,
): CurveCard[] {
  // A formula with no value anywhere and no last good curve draws nothing: it is left off the
  // charts (the problems under the editor say why), never a legend entry for an empty line.
  const drawn = shown.filter((series) => series.stale || hasValue(series));
  const results = drawn.filter((series) => !series.readByOthers);
  const steps = drawn.filter((series) => series.readByOthers);
  const of = build === null ? '' : ` (${build})`;
  return [
    ...cardsOf(answer, results, axis, 'result', of),
    ...cardsOf(answer, steps, axis, 'step', of),
  ];
}

function cardsOf(
  answer: CustomScreenAnswer,
  shown: readonly ShownSeries[],
  axis: string,
  role: 'result' | 'step',
  of: string,
): CurveCard[] {
  const cards: CurveCard[] = [];
  const byUnit = new Map<string, ShownSeries[]>();
  for (const series of shown) {
    if (series.band !== null) {
      cards.push({
        key: `${role}:roll:${series.name}`,
        role,
        heading: `${series.name} (${series.unit}) by ${axis}: mean and spread${role === 'step' ? ', a step on the way' : ''}`,
        unit: series.unit,
        kind: 'bands',
        series: [series],
        table: tableOf(answer, [series.name], `${series.name} by ${axis}${of}`),
      });
      continue;
    }
    const group = byUnit.get(series.unit);
    if (group !== undefined) {
      group.push(series);
      continue;
    }
    const members = [series];
    byUnit.set(series.unit, members);
    cards.push({
      key: `${role}:unit:${series.unit}`,
      role,
      heading: `${series.unit} by ${axis}`,
      unit: series.unit,
      kind: 'lines',
      series: members,
      table: tableOf(answer, [], ''),
    });
  }
  // A unit's card names its formulas once they are all known.
  return cards.map((card) => {
    if (card.kind !== 'lines') return card;
    const names = card.series.map((series) => series.name);
    return {
      ...card,
      heading: `${names.join(', ')} (${card.unit}) by ${axis}${role === 'step' ? ', steps on the way' : ''}`,
      table: tableOf(answer, names, `${names.join(', ')} by ${axis}${of}`),
    };
  });
}

/** A series' points for a line chart: the levels where it has a value (a gap is not drawn). */
export function linePoints(
  series: CurveSeries,
  levels: readonly number[],
): { x: number; y: number }[] {
  return series.values.flatMap((y, i) => {
    const x = levels[i];
    return y === null || x === undefined ? [] : [{ x, y }];
  });
}

/** A roll's points for the band chart: its mean and percentiles where it has them all. */
export function bandPoints(
  series: CurveSeries,
  levels: readonly number[],
): { x: number; mean: number; p5: number; p25: number; p50: number; p75: number; p95: number }[] {
  const { band } = series;
  if (band === null) return [];
  return series.values.flatMap((mean, i) => {
    const x = levels[i];
    const [p5, p25, p50, p75, p95] = [band.p5, band.p25, band.p50, band.p75, band.p95].map(
      (values) => values[i] ?? null,
    );
    if (
      mean === null ||
      x === undefined ||
      p5 == null ||
      p25 == null ||
      p50 == null ||
      p75 == null ||
      p95 == null
    ) {
      return [];
    }
    return [{ x, mean, p5, p25, p50, p75, p95 }];
  });
}

/** A card's baseline: the same formulas computed from the baseline's version of the ruleset. */
export interface CurveCardBaseline {
  /** What the baseline is ("the last saved version"). */
  readonly name: string;
  /** Each line the baseline has, drawn dashed under the card's series at `of` (a lines card). */
  readonly series: readonly {
    readonly label: string;
    readonly of: number;
    readonly points: readonly { readonly x: number; readonly y: number }[];
  }[];
  /** Each roll's median, dashed under its bands (a bands card). */
  readonly bands: readonly {
    readonly label: string;
    readonly of: number;
    readonly points: ReturnType<typeof bandPoints>;
  }[];
  /** The card's table as the baseline gives it: the card's "Change" view sets it beside its own. */
  readonly table: ReportTable;
}

/**
 * `card` in the baseline (`before`: the baseline's answer for the same ruleset and build, named
 * `name`): each of its formulas found there by name, with a value. Null without a baseline or an
 * answer, or when the baseline has none of the card's formulas (they were written since).
 */
export function cardBaselineOf(
  card: CurveCard,
  before: CustomScreenAnswer | null,
  name: string | null,
): CurveCardBaseline | null {
  if (before === null || name === null) return null;
  const found = card.series.flatMap((series, of) => {
    const was = before.series.find((each) => each.name === series.name);
    return was === undefined || !hasValue(was) ? [] : [{ was, of }];
  });
  if (found.length === 0) return null;
  const names = found.map(({ was }) => was.name);
  return {
    name,
    series:
      card.kind === 'lines'
        ? found.map(({ was, of }) => ({
            label: `${was.name} (baseline)`,
            of,
            points: linePoints(was, before.levels),
          }))
        : [],
    bands:
      card.kind === 'bands'
        ? found.map(({ was, of }) => ({
            label: was.name,
            of,
            points: bandPoints(was, before.levels),
          }))
        : [],
    table: tableOf(before, names, card.table.title),
  };
}
